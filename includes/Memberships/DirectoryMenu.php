<?php
/**
 * Menu entries of pages that show the visitor nothing but a locked directory.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * A menu does not offer a guest a page whose only content
 * is a members directory the guest may not see (visibility "logged in" or
 * "active members"): following it would lead to a login note and nothing
 * else. The entry stays for everyone who may see the directory, and the
 * page itself stays reachable (it shows the note, DirectoryNotice).
 *
 * Works on the rendered navigation (`core/navigation-link` blocks that
 * point at a post, `kind: post-type`), so it covers the header, the footer
 * and any navigation an editor builds, without changing the saved menu.
 */
final class DirectoryMenu {

	/**
	 * "post ID:user ID" => whether the page shows that visitor nothing.
	 *
	 * @var array<string, bool>
	 */
	private static array $cache = array();

	/**
	 * Adds the filter.
	 */
	public static function hook(): void {
		add_filter( 'render_block_core/navigation-link', array( self::class, 'filter_link' ), 10, 2 );
	}

	/**
	 * Leaves a link out when its page shows the visitor nothing.
	 *
	 * @param string               $html  Rendered link.
	 * @param array<string, mixed> $block Parsed block.
	 */
	public static function filter_link( $html, $block ): string {
		$attrs = (array) ( $block['attrs'] ?? array() );
		$id    = is_numeric( $attrs['id'] ?? null ) ? (int) $attrs['id'] : 0;
		if ( $id <= 0 || 'post-type' !== ( $attrs['kind'] ?? '' ) ) {
			return (string) $html;
		}
		return self::shows_nothing( $id ) ? '' : (string) $html;
	}

	/**
	 * Whether the post's content is, for the current visitor, only members
	 * directories that they may not see (blank paragraphs and whitespace
	 * between blocks do not count as content).
	 *
	 * @param int $post_id Post.
	 */
	public static function shows_nothing( int $post_id ): bool {
		$key = $post_id . ':' . get_current_user_id();
		if ( ! isset( self::$cache[ $key ] ) ) {
			self::$cache[ $key ] = self::decide( $post_id );
		}
		return self::$cache[ $key ];
	}

	/**
	 * Forgets what was decided (a test logs someone in or out).
	 */
	public static function reset(): void {
		self::$cache = array();
	}

	/**
	 * The decision behind shows_nothing().
	 *
	 * @param int $post_id Post.
	 */
	private static function decide( int $post_id ): bool {
		$post = get_post( $post_id );
		if ( ! $post || ! has_block( 'vitrine/members-directory', $post ) ) {
			return false;
		}
		$locked = 0;
		foreach ( parse_blocks( $post->post_content ) as $block ) {
			if ( null === $block['blockName'] || 'core/paragraph' === $block['blockName'] ) {
				if ( '' === trim( wp_strip_all_tags( (string) $block['innerHTML'] ) ) ) {
					continue;
				}
				return false;
			}
			if ( 'vitrine/members-directory' !== $block['blockName'] ) {
				return false;
			}
			$settings = DirectoryAccess::restrict( Directory::settings( (array) $block['attrs'] ), $post );
			if ( DirectoryAccess::post_readable( $post ) && Directory::can_view( $settings, $post_id ) ) {
				return false;
			}
			++$locked;
		}
		return $locked > 0;
	}
}
