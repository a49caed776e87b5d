<?php
/**
 * One-time messages after an account action.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * A message kept for the logged-in user's next page view (post, redirect,
 * get), in a short-lived transient rather than the URL, so a reload or a
 * shared link does not show it again.
 */
final class Notices {

	/**
	 * Keeps a message.
	 *
	 * @param string $type    success or error.
	 * @param string $message German message.
	 */
	public static function add( string $type, string $message ): void {
		$user = get_current_user_id();
		if ( $user > 0 && '' !== $message ) {
			set_transient(
				'vitrine_account_notice_' . $user,
				array(
					'type'    => 'error' === $type ? 'error' : 'success',
					'message' => $message,
				),
				5 * MINUTE_IN_SECONDS
			);
		}
	}

	/**
	 * Takes the kept message, if any.
	 *
	 * @return array{type: string, message: string}|null
	 */
	public static function take(): ?array {
		$user = get_current_user_id();
		if ( $user <= 0 ) {
			return null;
		}
		$notice = get_transient( 'vitrine_account_notice_' . $user );
		if ( ! is_array( $notice ) ) {
			return null;
		}
		delete_transient( 'vitrine_account_notice_' . $user );
		return $notice;
	}
}
