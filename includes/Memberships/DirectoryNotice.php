<?php
/**
 * What a visitor who may not see a members directory gets instead.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * A guest in front of a directory for logged-in visitors
 * or active members gets a German note with the login link instead of an
 * empty page under the page title; a logged-in visitor who is no active
 * member learns who may see it. Member data is never part of it: the note
 * says nothing about who is listed, only what it takes to see the list.
 *
 * The login link is `wp_login_url()` unless the filter
 * `vitrine_members_login_url` (url, return url) names the shop's own login
 * (the plugin points it at /mein-konto/).
 */
final class DirectoryNotice {

	/**
	 * The note for the current visitor.
	 *
	 * @param int $post_id Post holding the block (the page to come back to).
	 */
	public static function html( int $post_id ): string {
		if ( is_user_logged_in() ) {
			$note = sprintf( '<p class="vitrine-members__notice-text">%s</p>', esc_html__( 'Only active members can see the members directory.', 'vitrine' ) );
		} else {
			$back = (string) get_permalink( $post_id );
			/**
			 * Where a guest logs in to see a members directory.
			 *
			 * @param string $url  Login URL (default: wp_login_url()).
			 * @param string $back The directory's page, to come back to.
			 */
			$url  = (string) apply_filters( 'vitrine_members_login_url', wp_login_url( $back ), $back );
			$note = sprintf(
				'<p class="vitrine-members__notice-text">%1$s</p><p class="vitrine-members__notice-action"><a class="wp-element-button" href="%2$s">%3$s</a></p>',
				esc_html__( 'Please log in to see the members directory.', 'vitrine' ),
				esc_url( $url ),
				esc_html__( 'Log in', 'vitrine' )
			);
		}
		// Outside a block render (a direct call) WordPress has no block to take supports from.
		$attributes = null === \WP_Block_Supports::$block_to_render
			? 'class="wp-block-vitrine-members-directory vitrine-members__notice"'
			: get_block_wrapper_attributes( array( 'class' => 'vitrine-members__notice' ) );
		return sprintf( '<div %s>%s</div>', $attributes, $note );
	}
}
