<?php
/**
 * One-time notices shown after a redirect.
 *
 * @package Vitrine
 */

namespace Vitrine\Shared;

defined( 'ABSPATH' ) || exit;

/**
 * A German message for a logged-in user, kept for the next page view (post,
 * redirect, get) in a short-lived transient rather than the URL, so a reload
 * or a shared link does not show it again. One message per user: the account
 * actions and the shop's order pages (change of a subscription's payment
 * method, §2.6) share it.
 *
 * A page that shows it in its own place (the customer account) calls take();
 * everywhere else it is printed at the top of the page (wp_body_open). Taking
 * removes it, so it is shown once and only once.
 */
final class Notices {

	private const KEY = 'vitrine_notice_';

	/** Blocks that show the notice in their own place; wp_body_open leaves it to them. */
	private const OWN_PLACE_BLOCKS = array( 'vitrine/my-account' );

	/**
	 * Keeps a notice for a user's next page.
	 *
	 * @param int    $user_id User.
	 * @param string $type    success or error.
	 * @param string $message German message.
	 */
	public static function add( int $user_id, string $type, string $message ): void {
		if ( $user_id > 0 && '' !== $message ) {
			set_transient(
				self::KEY . $user_id,
				array(
					'type'    => 'error' === $type ? 'error' : 'success',
					'message' => $message,
				),
				5 * MINUTE_IN_SECONDS
			);
		}
	}

	/**
	 * The current user's notice, removed once read.
	 *
	 * @return array{type: string, message: string}|null
	 */
	public static function take(): ?array {
		$user_id = get_current_user_id();
		if ( $user_id <= 0 ) {
			return null;
		}
		$notice = get_transient( self::KEY . $user_id );
		if ( ! is_array( $notice ) ) {
			return null;
		}
		delete_transient( self::KEY . $user_id );
		return $notice;
	}

	/**
	 * `wp_body_open`: prints a waiting notice, unless the page shows it in its
	 * own place (block themes render the blocks before this hook, classic
	 * themes after it, so the page is asked rather than the order relied on).
	 */
	public static function print(): void {
		$page = get_queried_object();
		if ( $page instanceof \WP_Post ) {
			foreach ( self::OWN_PLACE_BLOCKS as $block ) {
				if ( has_block( $block, $page ) ) {
					return;
				}
			}
		}
		$notice = self::take();
		if ( null !== $notice ) {
			printf(
				'<div class="vitrine-notice vitrine-notice--%1$s vitrine-page-notice" role="%2$s"><p>%3$s</p></div>',
				esc_attr( $notice['type'] ),
				'error' === $notice['type'] ? 'alert' : 'status',
				esc_html( $notice['message'] )
			);
		}
	}
}
