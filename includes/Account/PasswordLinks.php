<?php
/**
 * The links in WordPress' password mails, for customers.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress' mails "Passwort zurücksetzen" and "Neuer Benutzer" link to
 * wp-login.php?action=rp. For customers (who cannot edit posts) that link is
 * replaced by the account page's own form, /mein-konto/passwort-vergessen/
 * with the same key, so setting a password happens in the shop; staff keep
 * WordPress' screen. The key is WordPress' own and checked by WordPress'
 * check_password_reset_key().
 */
final class PasswordLinks {

	/** A wp-login.php reset link with its key and login (WordPress adds `&wp_lang=…`). */
	private const PATTERN = '#[^\s<>"]*wp-login\.php\?action=rp&key=([^&\s<>"]+)&login=([^&\s<>"]+)[^\s<>"]*#';

	/**
	 * Hooks the mail filters in.
	 */
	public static function hook(): void {
		add_filter( 'retrieve_password_notification_email', array( self::class, 'reset_mail' ), 10, 4 );
		add_filter( 'wp_new_user_notification_email', array( self::class, 'new_user_mail' ), 10, 2 );
	}

	/**
	 * The account page's form to set a new password with a key.
	 *
	 * @param string $key   Reset key.
	 * @param string $login User login.
	 */
	public static function reset_url( string $key, string $login ): string {
		return add_query_arg(
			array(
				'key'   => rawurlencode( $key ),
				'login' => rawurlencode( $login ),
			),
			AccountUrls::section( 'lost-password' )
		);
	}

	/**
	 * Replaces WordPress' reset links in a mail text by the shop's.
	 *
	 * @param string $message Mail text.
	 */
	public static function rewrite( string $message ): string {
		return (string) preg_replace_callback(
			self::PATTERN,
			static fn( array $match ): string => self::reset_url( rawurldecode( $match[1] ), rawurldecode( $match[2] ) ),
			$message
		);
	}

	/**
	 * `retrieve_password_notification_email`.
	 *
	 * @param array<string, mixed> $mail       To, subject, message, headers.
	 * @param string               $key        Reset key.
	 * @param string               $user_login Login.
	 * @param \WP_User|mixed       $user       The user.
	 * @return array<string, mixed>
	 */
	public static function reset_mail( $mail, $key = '', $user_login = '', $user = null ) {
		if ( is_array( $mail ) && $user instanceof \WP_User && ! $user->has_cap( 'edit_posts' ) && is_string( $mail['message'] ?? null ) ) {
			$mail['message'] = self::rewrite( $mail['message'] );
		}
		return $mail;
	}

	/**
	 * `wp_new_user_notification_email`: a new customer sets her password in the shop.
	 *
	 * @param array<string, mixed> $mail To, subject, message, headers.
	 * @param \WP_User|mixed       $user The new user.
	 * @return array<string, mixed>
	 */
	public static function new_user_mail( $mail, $user = null ) {
		return self::reset_mail( $mail, '', '', $user );
	}
}
