<?php
/**
 * The members directory's filter form and member count (first paint).
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * The controls of §2.1 as the view script renders them
 * (src/blocks/members-directory/controls.tsx), so nothing jumps when it
 * takes over: plan and status are checkbox dropdowns
 * (a native disclosure, `details`/`summary`, with a fieldset of
 * checkboxes: keyboard and screen-reader friendly without a script), the
 * search input and its button share one row and one height, and the count
 * of members found is there from the first paint.
 *
 * Without JavaScript the form sends `wcm_dir_plan[]=…` (checkboxes), which
 * DirectoryRenderer::state_from_query() reads as well as the §2.1 form.
 */
final class DirectoryControls {

	/**
	 * The filter form.
	 *
	 * @param array{idPrefix: string, plans: array<int, array{value: string, label: string}>, statuses: array<int, array{value: string, label: string}>} $config Block config.
	 * @param array{search: string, plans: int[], statuses: string[], page: int}                                                                           $state  Filter state.
	 */
	public static function form( array $config, array $state ): string {
		$prefix = $config['idPrefix'];
		$html   = sprintf( '<form class="vitrine-members__filters" role="search" method="get" aria-label="%s">', esc_attr__( 'Filter members', 'vitrine' ) );
		$html  .= self::choice( $prefix . '-plan', 'wcm_dir_plan', __( 'Membership plan', 'vitrine' ), $config['plans'], array_map( 'strval', $state['plans'] ) );
		$html  .= self::choice( $prefix . '-status', 'wcm_dir_status', __( 'Status', 'vitrine' ), $config['statuses'], $state['statuses'] );
		$html  .= sprintf( '<button type="submit" class="vitrine-members__filter wp-element-button">%s</button>', esc_html__( 'Filter', 'vitrine' ) );
		$html  .= sprintf(
			'<p class="vitrine-members__field vitrine-members__field--search"><label class="vitrine-members__label" for="%1$s-search">%2$s</label><span class="vitrine-members__searchbox"><input id="%1$s-search" type="search" name="wcm_dir_search" maxlength="100" value="%3$s" /><button type="submit" class="vitrine-members__search wp-element-button">%4$s</button></span></p>',
			esc_attr( $prefix ),
			esc_html__( 'Search members', 'vitrine' ),
			esc_attr( $state['search'] ),
			esc_html__( 'Search', 'vitrine' )
		);
		return $html . '</form>';
	}

	/**
	 * "60 Mitglieder": the number of members the current filters find.
	 *
	 * @param int $total Members found (x-wp-total).
	 */
	public static function count( int $total ): string {
		return sprintf(
			'<p class="vitrine-members__count">%s</p>',
			esc_html(
				sprintf(
					/* translators: %s: number of members, formatted. */
					_n( '%s member', '%s members', $total, 'vitrine' ),
					number_format_i18n( $total )
				)
			)
		);
	}

	/**
	 * What a closed dropdown shows: "Alle", one or two labels, or "3 ausgewählt"
	 * (choiceSummary() in rules.ts).
	 *
	 * @param array<int, array{value: string, label: string}> $options  Options.
	 * @param string[]                                        $selected Selected values.
	 */
	public static function summary( array $options, array $selected ): string {
		$labels = array();
		foreach ( $options as $option ) {
			if ( in_array( $option['value'], $selected, true ) ) {
				$labels[] = $option['label'];
			}
		}
		if ( ! $labels ) {
			return __( 'All', 'vitrine' );
		}
		if ( count( $labels ) <= 2 ) {
			return implode( ', ', $labels );
		}
		/* translators: %d: number of chosen options (3 or more). */
		return sprintf( _n( '%d selected', '%d selected', count( $labels ), 'vitrine' ), count( $labels ) );
	}

	/**
	 * A checkbox dropdown.
	 *
	 * @param string                                          $id       Element ID.
	 * @param string                                          $name     Field name (§2.1).
	 * @param string                                          $label    Label.
	 * @param array<int, array{value: string, label: string}> $options  Options.
	 * @param string[]                                        $selected Selected values.
	 */
	private static function choice( string $id, string $name, string $label, array $options, array $selected ): string {
		$html = sprintf(
			'<div class="vitrine-members__field vitrine-members__choice"><span class="vitrine-members__label" id="%1$s-label">%2$s</span><details class="vitrine-members__dropdown" id="%1$s"><summary class="vitrine-members__toggle" aria-labelledby="%1$s-label %1$s-value"><span id="%1$s-value">%3$s</span></summary><fieldset class="vitrine-members__options"><legend class="screen-reader-text">%2$s</legend>',
			esc_attr( $id ),
			esc_html( $label ),
			esc_html( self::summary( $options, $selected ) )
		);
		foreach ( $options as $option ) {
			$html .= sprintf(
				'<label class="vitrine-members__option" for="%5$s-%2$s"><input id="%5$s-%2$s" type="checkbox" name="%1$s[]" value="%2$s"%3$s /> %4$s</label>',
				esc_attr( $name ),
				esc_attr( $option['value'] ),
				in_array( $option['value'], $selected, true ) ? ' checked' : '',
				esc_html( $option['label'] ),
				esc_attr( $id )
			);
		}
		return $html . '</fieldset></details></div>';
	}
}
