<?php
/**
 * Server rendering of the members directory (first paint).
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Renders page 1 (or the page in the query string, §2.1) with the same markup
 * the view script renders, so nothing jumps when it takes over.
 */
final class DirectoryRenderer {

	/**
	 * The filter state from the query string (§2.1), as the view script
	 * reads it (src/blocks/members-directory/rules.ts).
	 *
	 * @param array<string, mixed> $query Query parameters ($_GET).
	 * @return array{search: string, plans: int[], statuses: string[], page: int}
	 */
	public static function state_from_query( array $query ): array {
		$list = static fn( $key ) => array_values( array_filter( array_map( 'trim', explode( ',', wp_unslash( self::joined( $query[ $key ] ?? null ) ) ) ), 'strlen' ) );
		$page = is_string( $query['wcm_dir_page'] ?? null ) ? (int) $query['wcm_dir_page'] : 1;
		return array(
			'search'   => is_string( $query['wcm_dir_search'] ?? null ) ? mb_substr( sanitize_text_field( wp_unslash( $query['wcm_dir_search'] ) ), 0, 100 ) : '',
			'plans'    => array_values( array_filter( array_map( 'absint', $list( 'wcm_dir_plan' ) ) ) ),
			'statuses' => array_values( array_intersect( $list( 'wcm_dir_status' ), Statuses::slugs() ) ),
			// §5.1: the page number is parsed as an integer.
			'page'     => max( 1, min( 100000, $page ) ),
		);
	}

	/**
	 * A list parameter as one comma-separated string: the §2.1 form
	 * (`1,2`), or the checkboxes' `name[]=1&name[]=2` of a form sent without
	 * JavaScript; anything else (nested arrays, numbers) counts as empty.
	 *
	 * @param mixed $value Raw query value.
	 */
	private static function joined( $value ): string {
		if ( is_array( $value ) ) {
			return implode( ',', array_filter( $value, 'is_string' ) );
		}
		return is_string( $value ) ? $value : '';
	}

	/**
	 * The block's HTML for the current visitor.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param int                  $post_id    Post holding the block (0: none).
	 * @param array<string, mixed> $query      Query parameters.
	 */
	public static function html( array $attributes, int $post_id, array $query ): string {
		$post = $post_id ? get_post( $post_id ) : null;
		// §6: the same rules as the REST route (Directory::find), so
		// the first paint never shows what a search would refuse.
		if ( ! $post || ! DirectoryAccess::post_readable( $post ) ) {
			return '';
		}
		$settings = DirectoryAccess::restrict( Directory::settings( $attributes ), $post );
		if ( ! Directory::can_view( $settings, $post_id ) ) {
			// No member data, but a note on how to see it (DirectoryNotice).
			return DirectoryNotice::html( $post_id );
		}
		$state  = self::state_from_query( $query );
		$result = Members::page( $settings, $state['plans'], $state['statuses'], $state['search'], $state['page'], $settings['perPage'] );
		$config = array(
			'reference'  => Directory::reference( $post_id, $attributes ),
			'idPrefix'   => wp_unique_id( 'vitrine-members-' ),
			'perPage'    => $settings['perPage'],
			'texts'      => array(
				'searchNotFound'  => Directory::search_not_found_text( $settings ),
				'resultsNotFound' => Directory::results_not_found_text( $settings ),
			),
			'plans'      => self::options( Directory::plan_options( $settings ) ),
			'statuses'   => self::options( Directory::status_options( $settings ) ),
			'avatar'     => $settings['avatar'],
			'avatarSize' => $settings['avatarSize'],
			'fields'     => $settings['profileFields'],
			'initial'    => array(
				'state'      => $state,
				'members'    => $result['members'],
				'total'      => $result['total'],
				'totalPages' => $result['total_pages'],
			),
		);
		ob_start();
		?>
<div <?php echo get_block_wrapper_attributes( array( 'data-vitrine-members' => wp_json_encode( $config ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>>
	<?php echo DirectoryControls::form( $config, $state ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside. ?>
	<div class="vitrine-members__status screen-reader-text" role="status" aria-live="polite"></div>
	<?php echo DirectoryControls::count( $result['total'] ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside. ?>
	<div class="vitrine-members__results">
		<?php if ( $result['members'] ) : ?>
		<ul class="vitrine-members__list">
			<?php foreach ( $result['members'] as $member ) : ?>
				<?php echo self::card( $member, $settings ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside. ?>
			<?php endforeach; ?>
		</ul>
		<?php else : ?>
		<p class="vitrine-members__empty"><?php echo esc_html( self::has_filter( $state ) ? $config['texts']['searchNotFound'] : $config['texts']['resultsNotFound'] ); ?></p>
		<?php endif; ?>
	</div>
		<?php echo self::pagination( $state, $result['total_pages'] ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside. ?>
</div>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * §8.1: whether any filter or search is active.
	 *
	 * @param array{search: string, plans: int[], statuses: string[], page: int} $state Filter state.
	 */
	public static function has_filter( array $state ): bool {
		return '' !== $state['search'] || $state['plans'] || $state['statuses'];
	}

	/**
	 * Previous/next links (§4.2): the whole navigation is left out when there
	 * are no pages, previous on page 1, next at or past the last page.
	 *
	 * @param array{search: string, plans: int[], statuses: string[], page: int} $state       Filter state.
	 * @param int                                                                $total_pages Page count.
	 */
	public static function pagination( array $state, int $total_pages ): string {
		if ( $total_pages <= 0 ) {
			return '';
		}
		$links = '';
		if ( $state['page'] > 1 ) {
			$links .= sprintf( '<a class="vitrine-members__prev" href="%s">%s</a>', esc_url( self::page_url( $state, $state['page'] - 1 ) ), esc_html__( 'Previous', 'vitrine' ) );
		}
		if ( $state['page'] < $total_pages ) {
			$links .= sprintf( '<a class="vitrine-members__next" href="%s">%s</a>', esc_url( self::page_url( $state, $state['page'] + 1 ) ), esc_html__( 'Next', 'vitrine' ) );
		}
		return sprintf( '<nav class="vitrine-members__pagination" aria-label="%s">%s</nav>', esc_attr__( 'Members pages', 'vitrine' ), $links );
	}

	/**
	 * The current URL with the state of another page (§2.1, page 1 omitted).
	 *
	 * @param array{search: string, plans: int[], statuses: string[], page: int} $state Filter state.
	 * @param int                                                                $page  Page.
	 */
	private static function page_url( array $state, int $page ): string {
		$url = remove_query_arg( array( 'wcm_dir_search', 'wcm_dir_plan', 'wcm_dir_status', 'wcm_dir_page' ) );
		$add = array_filter(
			array(
				'wcm_dir_search' => rawurlencode( $state['search'] ),
				'wcm_dir_plan'   => implode( ',', $state['plans'] ),
				'wcm_dir_status' => implode( ',', $state['statuses'] ),
				'wcm_dir_page'   => $page > 1 ? (string) $page : '',
			),
			'strlen'
		);
		return add_query_arg( $add, $url );
	}

	/**
	 * One member card (§2.1, §5.1); mirrors MemberCard in the view script.
	 *
	 * @param array<string, mixed> $member   Member of §3.1.
	 * @param array<string, mixed> $settings Normalised settings.
	 */
	public static function card( array $member, array $settings ): string {
		$data    = (array) $member['customer_data'];
		$name    = trim( $data['first_name'] . ' ' . $data['last_name'] );
		$details = array();
		foreach ( array(
			'user_email' => __( 'Email', 'vitrine' ),
			'phone'      => __( 'Phone', 'vitrine' ),
			'address'    => __( 'Address', 'vitrine' ),
		) as $key => $label ) {
			if ( '' !== (string) ( $data[ $key ] ?? '' ) ) {
				$details[] = array( $key, $label, (string) $data[ $key ] );
			}
		}
		foreach ( (array) $member['profile_fields'] as $field ) {
			if ( in_array( $field['slug'], $settings['profileFields'], true ) && '' !== $field['value'] ) {
				$details[] = array( 'field-' . $field['slug'], $field['name'], $field['value'] );
			}
		}
		$html = '<li class="vitrine-member">';
		if ( $settings['avatar'] && '' !== (string) ( $data['avatar'] ?? '' ) ) {
			$html .= sprintf( '<img class="vitrine-member__avatar" src="%1$s" alt="" width="%2$d" height="%2$d" loading="lazy" />', esc_url( $data['avatar'], array( 'http', 'https', 'data' ) ), (int) $settings['avatarSize'] );
		}
		$html .= '<h2 class="vitrine-member__name">' . esc_html( $name ) . '</h2>';
		$html .= '<p class="vitrine-member__plan">' . esc_html( (string) $member['plan_name'] ) . '</p>';
		if ( '' !== (string) ( $data['bio'] ?? '' ) ) {
			$html .= '<p class="vitrine-member__bio">' . esc_html( (string) $data['bio'] ) . '</p>';
		}
		if ( $details ) {
			$html .= '<dl class="vitrine-member__details">';
			foreach ( $details as [ $key, $label, $value ] ) {
				$html .= 'user_email' === $key
					? '<dt>' . esc_html( $label ) . '</dt><dd class="vitrine-member__email">' . self::email( $value ) . '</dd>'
					: '<dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd>';
			}
			$html .= '</dl>';
		}
		return $html . '</li>';
	}

	/**
	 * An e-mail address that may wrap after "@" and before dots only
	 * (`<wbr>`), never inside a word (emailBreaks() in rules.ts).
	 *
	 * @param string $email Address.
	 */
	private static function email( string $email ): string {
		$parts = preg_split( '/(?=\.)|(?<=@)/', $email );
		return implode( '<wbr>', array_map( 'esc_html', is_array( $parts ) ? $parts : array( $email ) ) );
	}

	/**
	 * Options for a select.
	 *
	 * @param array<int|string, string> $map Value => label.
	 * @return array<int, array{value: string, label: string}>
	 */
	private static function options( array $map ): array {
		$out = array();
		foreach ( $map as $value => $label ) {
			$out[] = array(
				'value' => (string) $value,
				'label' => $label,
			);
		}
		return $out;
	}
}
