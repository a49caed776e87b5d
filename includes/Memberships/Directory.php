<?php
/**
 * Settings, identity and visibility of a members directory block instance.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * The server's view of one `vitrine/members-directory` block: its settings
 * (§3.2) normalised from the block's attributes, a reference the front end
 * sends back, and who may see it.
 *
 * Privacy is decided here, never by a client flag: the REST route receives
 * only a reference "<post ID>:<hash>" and looks the block up in that post's
 * saved content; the hash is derived from the block's normalised settings,
 * so a reference can only point at a block that exists with exactly those
 * settings, and the fields it shows are read from the post, not the request.
 */
final class Directory {

	public const BLOCK = 'vitrine/members-directory';

	public const VISIBILITY = array( 'everyone', 'logged_in', 'active_members' );

	public const MAX_PER_PAGE = 100;

	/**
	 * Largest post or plan ID accepted from a request: the largest integer a
	 * browser's JavaScript holds exactly (2^53 - 1); anything above is refused
	 * before it reaches a cast.
	 */
	public const MAX_ID = 9007199254740991;

	/** "<post ID>:<first 12 hex digits of the settings' md5>" (at most 16 digits, see MAX_ID). */
	public const REFERENCE_PATTERN = '^[1-9][0-9]{0,15}:[a-f0-9]{12}$';

	/**
	 * Normalised settings from block attributes, with defaults.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{membershipPlans: int[], membershipStatus: string[], perPage: int, showBio: bool, showEmail: bool, showPhone: bool, showAddress: bool, avatar: bool, avatarSize: int, profileFields: string[], visibility: string, searchNotFoundText: string, resultsNotFoundText: string}
	 */
	public static function settings( array $attributes ): array {
		// block.json's defaults and types, so saved (defaults omitted) and rendered attributes agree.
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( self::BLOCK );
		if ( $type ) {
			$attributes = $type->prepare_attributes_for_render( $attributes );
		}
		$plans    = array_values( array_unique( array_filter( array_map( 'absint', (array) ( $attributes['membershipPlans'] ?? array() ) ) ) ) );
		$statuses = array_values( array_intersect( Statuses::slugs(), array_map( 'strval', (array) ( $attributes['membershipStatus'] ?? array() ) ) ) );
		$fields   = array_values( array_unique( array_filter( array_map( 'sanitize_key', array_map( 'strval', (array) ( $attributes['profileFields'] ?? array() ) ) ) ) ) );
		$per_page = (int) ( $attributes['perPage'] ?? 10 );
		$size     = (int) ( $attributes['avatarSize'] ?? 64 );
		$vis      = (string) ( $attributes['visibility'] ?? 'logged_in' );
		sort( $plans );
		return array(
			'membershipPlans'     => $plans,
			'membershipStatus'    => $statuses,
			'perPage'             => max( 1, min( self::MAX_PER_PAGE, $per_page ) ),
			'showBio'             => (bool) ( $attributes['showBio'] ?? true ),
			'showEmail'           => (bool) ( $attributes['showEmail'] ?? false ),
			'showPhone'           => (bool) ( $attributes['showPhone'] ?? false ),
			'showAddress'         => (bool) ( $attributes['showAddress'] ?? false ),
			'avatar'              => (bool) ( $attributes['avatar'] ?? true ),
			'avatarSize'          => max( 16, min( 512, $size ) ),
			'profileFields'       => $fields,
			'visibility'          => in_array( $vis, self::VISIBILITY, true ) ? $vis : 'logged_in',
			'searchNotFoundText'  => (string) ( $attributes['searchNotFoundText'] ?? '' ),
			'resultsNotFoundText' => (string) ( $attributes['resultsNotFoundText'] ?? '' ),
		);
	}

	/**
	 * The reference the front end sends as `wc_memberships_block`.
	 *
	 * @param int                  $post_id    Post holding the block.
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function reference( int $post_id, array $attributes ): string {
		return $post_id . ':' . substr( md5( (string) wp_json_encode( self::settings( $attributes ) ) ), 0, 12 );
	}

	/**
	 * Finds the block a reference points at, if the current visitor may read
	 * the post that holds it, with the settings its author may use
	 * (DirectoryAccess: §6).
	 *
	 * A reference is guessable (post ID and a hash of settings that are often
	 * the defaults), so an unreadable post answers exactly like a missing one.
	 *
	 * @param string $reference "<post ID>:<hash>".
	 * @return array<string, mixed>|null Normalised settings, or null.
	 */
	public static function find( string $reference ): ?array {
		$post_id = self::post_id( $reference );
		$post    = $post_id ? get_post( $post_id ) : null;
		if ( ! $post || ! DirectoryAccess::post_readable( $post ) ) {
			return null;
		}
		foreach ( self::blocks_in( parse_blocks( $post->post_content ) ) as $attributes ) {
			if ( self::reference( (int) $post->ID, $attributes ) === $reference ) {
				return DirectoryAccess::restrict( self::settings( $attributes ), $post );
			}
		}
		return null;
	}

	/**
	 * The post ID of a well-formed reference, 0 for anything else.
	 *
	 * @param mixed $reference Untrusted value.
	 */
	public static function post_id( $reference ): int {
		if ( ! is_string( $reference ) || ! preg_match( '/' . self::REFERENCE_PATTERN . '/', $reference ) ) {
			return 0;
		}
		$id = (int) strtok( $reference, ':' );
		return $id <= self::MAX_ID ? $id : 0;
	}

	/**
	 * Whether the current visitor may see the directory (§6: decided on the
	 * server). People who can edit the post always may, to check their work.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 * @param int                  $post_id  Post holding the block.
	 */
	public static function can_view( array $settings, int $post_id ): bool {
		if ( $post_id && current_user_can( 'edit_post', $post_id ) ) {
			return true;
		}
		switch ( $settings['visibility'] ) {
			case 'everyone':
				return true;
			case 'active_members':
				return Repository::user_has_status( get_current_user_id(), Statuses::ACTIVE );
			default:
				return is_user_logged_in();
		}
	}

	/**
	 * The "search not found" text (§8.1), German default when not set.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 */
	public static function search_not_found_text( array $settings ): string {
		return '' !== $settings['searchNotFoundText'] ? $settings['searchNotFoundText'] : __( 'No members match your search.', 'vitrine' );
	}

	/**
	 * The "results not found" text (§8.1), German default when not set.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 */
	public static function results_not_found_text( array $settings ): string {
		return '' !== $settings['resultsNotFoundText'] ? $settings['resultsNotFoundText'] : __( 'There are no members yet.', 'vitrine' );
	}

	/**
	 * Plans the block lets visitors choose from: its own, or all published.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 * @return array<int, string> ID => title.
	 */
	public static function plan_options( array $settings ): array {
		$all = Plans::published();
		if ( ! $settings['membershipPlans'] ) {
			return $all;
		}
		return array_intersect_key( $all, array_flip( $settings['membershipPlans'] ) );
	}

	/**
	 * Statuses the block lets visitors choose from.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 * @return array<string, string> Slug => label.
	 */
	public static function status_options( array $settings ): array {
		$all = Statuses::all();
		if ( ! $settings['membershipStatus'] ) {
			return $all;
		}
		return array_intersect_key( $all, array_flip( $settings['membershipStatus'] ) );
	}

	/**
	 * The plans and statuses to query: the visitor's choice overrides the
	 * block's defaults (§7.1) but can never reach outside them.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 * @param int[]                $plans    Requested plans (empty: the block's).
	 * @param string[]             $statuses Requested statuses (empty: the block's).
	 * @return array{0: int[], 1: string[]}
	 */
	public static function scope( array $settings, array $plans, array $statuses ): array {
		$allowed_plans    = array_keys( self::plan_options( $settings ) );
		$allowed_statuses = array_keys( self::status_options( $settings ) );
		$plans            = $plans ? array_values( array_intersect( $allowed_plans, array_map( 'intval', $plans ) ) ) : $allowed_plans;
		$statuses         = $statuses ? array_values( array_intersect( $allowed_statuses, $statuses ) ) : $allowed_statuses;
		return array( $plans, $statuses );
	}

	/**
	 * Attributes of every directory block, inner blocks included.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return array<int, array<string, mixed>>
	 */
	private static function blocks_in( array $blocks ): array {
		$found = array();
		foreach ( $blocks as $block ) {
			if ( self::BLOCK === ( $block['blockName'] ?? '' ) ) {
				$found[] = (array) ( $block['attrs'] ?? array() );
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$found = array_merge( $found, self::blocks_in( $block['innerBlocks'] ) );
			}
		}
		return $found;
	}
}
