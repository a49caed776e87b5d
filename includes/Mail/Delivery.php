<?php
/**
 * Hands a mail to wp_mail() and says why it failed.
 *
 * @package Vitrine
 */

namespace Vitrine\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * wp_mail() answers only true or false; the reason of a failure comes through
 * the action `wp_mail_failed` (a WP_Error with PHPMailer's message). send()
 * listens to it for its own call only, so the shop owner reads on the order
 * screen and on the settings page what went wrong, not "no mail sent yet".
 */
final class Delivery {

	/**
	 * Sends a mail.
	 *
	 * @param string   $to      Recipient.
	 * @param string   $subject Subject.
	 * @param string   $body    Plain-text body.
	 * @param string[] $headers Headers.
	 * @return string '' when WordPress handed the mail over; otherwise why not.
	 */
	public static function send( string $to, string $subject, string $body, array $headers = array() ): string {
		$error    = '';
		$listener = static function ( $failure ) use ( &$error ): void {
			if ( $failure instanceof \WP_Error ) {
				$error = $failure->get_error_message();
			}
		};
		add_action( 'wp_mail_failed', $listener );
		try {
			$sent = wp_mail( $to, $subject, $body, $headers );
		} finally {
			remove_action( 'wp_mail_failed', $listener );
		}
		if ( $sent ) {
			return '';
		}
		// A plugin's pre_wp_mail (or a mail function that gave up) may refuse without a reason.
		return '' !== trim( $error ) ? trim( $error ) : __( 'WordPress could not hand the e-mail over for sending; no reason was given (is a mail transport set up on this server?).', 'vitrine' );
	}
}
