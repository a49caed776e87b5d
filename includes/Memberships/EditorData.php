<?php
/**
 * Choices for the directory block's inspector.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

use Vitrine\Access\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * Gives the editor script the plans, statuses, profile fields and default
 * texts, so the inspector needs no extra requests.
 */
final class EditorData {

	public const HANDLE = 'vitrine-members-directory-editor-script';

	/**
	 * Adds the data before the block's editor script.
	 */
	public static function enqueue(): void {
		$post = get_post();
		wp_add_inline_script( self::HANDLE, 'window.vitrineMembersEditor = ' . wp_json_encode( self::data( $post instanceof \WP_Post ? $post : null ) ) . ';', 'before' );
	}

	/**
	 * What the inspector needs for a post (null: a screen without one, such
	 * as the site editor).
	 *
	 * `mayShowMemberData` tells the inspector whether the post's author may
	 * publish member data beyond names, avatar and plan (DirectoryAccess,
	 * §6), so it can say so next to the switches that would do nothing;
	 * without a post it is the current user's own capability.
	 *
	 * @param \WP_Post|null $post The edited post.
	 * @return array<string, mixed>
	 */
	public static function data( ?\WP_Post $post ): array {
		$options = static function ( array $map ): array {
			$out = array();
			foreach ( $map as $value => $label ) {
				$out[] = array(
					'value' => $value,
					'label' => $label,
				);
			}
			return $out;
		};
		$fields  = array();
		foreach ( ProfileFields::definitions() as $field ) {
			$fields[ $field['slug'] ] = $field['name'];
		}
		$defaults = Directory::settings( array() );
		return array(
			'plans'             => $options( Plans::published() ),
			'statuses'          => $options( Statuses::all() ),
			'profileFields'     => $options( $fields ),
			'texts'             => array(
				'searchNotFound'  => Directory::search_not_found_text( $defaults ),
				'resultsNotFound' => Directory::results_not_found_text( $defaults ),
			),
			'mayShowMemberData' => $post && $post->post_author ? DirectoryAccess::author_may_show_member_data( $post ) : current_user_can( Capabilities::VIEW_MEMBER_DATA ),
		);
	}
}
