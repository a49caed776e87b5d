<?php
/**
 * Which posts a members directory may answer for, and with which fields.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

use Vitrine\Access\Capabilities;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The rules of §6 (privacy decided on the server) for the post that holds a
 * directory block; the REST route (Directory::find) and the first paint
 * (DirectoryRenderer) both ask here, so a block never shows over REST what
 * its page would not show, and the other way round.
 *
 * 1. The post must be readable by the visitor as the page itself would be:
 *    a password-protected post only with the right post password cookie
 *    (post_password_required(), the same test the page makes, for everyone,
 *    editors included); published posts of a viewable type for everyone;
 *    private posts with `read_post` (read_private_posts, or the author);
 *    drafts, pending and scheduled posts only as a preview by someone who
 *    may `edit_post` them.
 * 2. The post's author decides what the block publishes: unless the author
 *    holds Capabilities::VIEW_MEMBER_DATA, the block shows names, avatar and
 *    plan only (bio, e-mail, phone, address and profile fields are off),
 *    whatever its settings say. A contributor's block can therefore never
 *    publish member data, even after an editor has published the post.
 */
final class DirectoryAccess {

	/**
	 * Settings that only an author with VIEW_MEMBER_DATA may switch on, with
	 * their "off" value.
	 */
	private const PRIVATE_FIELDS = array(
		'showBio'       => false,
		'showEmail'     => false,
		'showPhone'     => false,
		'showAddress'   => false,
		'profileFields' => array(),
	);

	/**
	 * Whether the current visitor may read the post (rule 1).
	 *
	 * @param WP_Post $post Post holding the block.
	 */
	public static function post_readable( WP_Post $post ): bool {
		if ( post_password_required( $post ) ) {
			return false;
		}
		if ( ! is_post_type_viewable( $post->post_type ) ) {
			return current_user_can( 'edit_post', $post->ID );
		}
		switch ( $post->post_status ) {
			case 'publish':
				return true;
			case 'private':
				return current_user_can( 'read_post', $post->ID );
			default:
				return current_user_can( 'edit_post', $post->ID );
		}
	}

	/**
	 * Whether the post's author may publish member data (rule 2).
	 *
	 * @param WP_Post $post Post holding the block.
	 */
	public static function author_may_show_member_data( WP_Post $post ): bool {
		$author = (int) $post->post_author;
		return $author > 0 && user_can( $author, Capabilities::VIEW_MEMBER_DATA );
	}

	/**
	 * The settings the block may use in this post (rule 2).
	 *
	 * @param array<string, mixed> $settings Normalised settings (Directory::settings()).
	 * @param WP_Post              $post     Post holding the block.
	 * @return array<string, mixed>
	 */
	public static function restrict( array $settings, WP_Post $post ): array {
		if ( self::author_may_show_member_data( $post ) ) {
			return $settings;
		}
		return array_replace( $settings, self::PRIVATE_FIELDS );
	}
}
