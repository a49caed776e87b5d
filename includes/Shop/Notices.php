<?php
/**
 * One-time notices shown after a redirect.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * A German message for a logged-in user, kept until the next page shows it
 * (for example after the change of a subscription's payment method, §2.6,
 * on the account pages). Pages that want it in their own place call take();
 * otherwise it is printed at the top of the next page (wp_body_open).
 */
final class Notices {

	/**
	 * Keeps a notice for a user's next page.
	 *
	 * @param int    $user_id User.
	 * @param string $message German message.
	 */
	public static function add( int $user_id, string $message ): void {
		if ( $user_id > 0 ) {
			set_transient( 'vitrine_notice_' . $user_id, $message, HOUR_IN_SECONDS );
		}
	}

	/**
	 * The current user's notice, removed once read ('' when none).
	 */
	public static function take(): string {
		$user_id = get_current_user_id();
		if ( $user_id <= 0 ) {
			return '';
		}
		$message = get_transient( 'vitrine_notice_' . $user_id );
		if ( ! is_string( $message ) ) {
			return '';
		}
		delete_transient( 'vitrine_notice_' . $user_id );
		return $message;
	}

	/**
	 * `wp_body_open`: prints a waiting notice.
	 */
	public static function print(): void {
		$message = self::take();
		if ( '' !== $message ) {
			echo '<div class="vitrine-notice vitrine-notice--success vitrine-page-notice" role="status"><p>' . esc_html( $message ) . '</p></div>';
		}
	}
}
