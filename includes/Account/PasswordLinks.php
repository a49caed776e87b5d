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

	/** A wp-login.php link with its query (WordPress 6.8 writes `?login=…&key=…&action=rp&wp_lang=…`). */
	private const PATTERN = '#[^\s<>"]*wp-login\.php\?([^\s<>"]+)#';

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
			static function ( array $match ): string {
				$link = self::reset_link( $match[0] );
				return null === $link ? $match[0] : self::reset_url( $link['key'], $link['login'] );
			},
			$message
		);
	}

	/**
	 * Key and login of a wp-login.php reset link, or null for another link.
	 *
	 * @param string $url The link.
	 * @return array{key: string, login: string}|null
	 */
	public static function reset_link( string $url ): ?array {
		$query = (string) wp_parse_url( $url, PHP_URL_QUERY );
		wp_parse_str( $query, $args );
		if ( 'rp' !== ( $args['action'] ?? '' ) || ! is_string( $args['key'] ?? null ) || ! is_string( $args['login'] ?? null ) || '' === $args['key'] ) {
			return null;
		}
		return array(
			'key'   => $args['key'],
			'login' => $args['login'],
		);
	}

	/**
	 * The first reset link of a mail text.
	 *
	 * @param string $message Mail text.
	 * @return array{key: string, login: string}|null
	 */
	private static function first_link( string $message ): ?array {
		if ( preg_match_all( self::PATTERN, $message, $matches ) ) {
			foreach ( $matches[0] as $url ) {
				$link = self::reset_link( $url );
				if ( null !== $link ) {
					return $link;
				}
			}
		}
		return null;
	}

	/**
	 * `retrieve_password_notification_email`: a customer gets a German mail
	 * whose link opens the shop's new-password form.
	 *
	 * @param array<string, mixed> $mail       To, subject, message, headers.
	 * @param string               $key        Reset key.
	 * @param string               $user_login Login.
	 * @param \WP_User|mixed       $user       The user.
	 * @return array<string, mixed>
	 */
	public static function reset_mail( $mail, $key = '', $user_login = '', $user = null ) {
		if ( ! is_array( $mail ) || ! $user instanceof \WP_User || $user->has_cap( 'edit_posts' ) || ! is_string( $key ) || '' === $key ) {
			return $mail;
		}
		$site            = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
		/* translators: %s: site name */
		$mail['subject'] = sprintf( __( '[%s] Set a new password', 'vitrine' ), $site );
		$mail['message'] = self::message(
			/* translators: 1: site name, 2: username */
			sprintf( __( 'Someone asked for a new password for your account at %1$s (username: %2$s). If it was not you, ignore this email: nothing changes.', 'vitrine' ), $site, $user->user_login ),
			self::reset_url( $key, $user->user_login ),
			$user
		);
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
		if ( ! is_array( $mail ) || ! $user instanceof \WP_User || $user->has_cap( 'edit_posts' ) || ! is_string( $mail['message'] ?? null ) ) {
			return $mail;
		}
		$link = self::first_link( $mail['message'] );
		if ( null === $link ) {
			return $mail;
		}
		$site            = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
		/* translators: %s: site name */
		$mail['subject'] = sprintf( __( '[%s] Your customer account', 'vitrine' ), $site );
		$mail['message'] = self::message(
			/* translators: 1: site name, 2: username */
			sprintf( __( 'Welcome to %1$s! Your customer account is ready (username: %2$s).', 'vitrine' ), $site, $user->user_login ),
			self::reset_url( $link['key'], $user->user_login ),
			$user
		);
		return $mail;
	}

	/**
	 * A German mail text: greeting, the reason, the link, the account page.
	 *
	 * @param string   $reason Why the mail comes.
	 * @param string   $url    Link to the new-password form.
	 * @param \WP_User $user   Recipient.
	 */
	private static function message( string $reason, string $url, \WP_User $user ): string {
		$lines = array(
			/* translators: %s: the customer's name */
			sprintf( __( 'Hello %s,', 'vitrine' ), $user->display_name ),
			'',
			$reason,
			'',
			__( 'To set your password, open this address:', 'vitrine' ),
			$url,
			'',
			/* translators: %s: URL of the account page */
			sprintf( __( 'Afterwards you log in at %s.', 'vitrine' ), AccountUrls::account() ),
		);
		return implode( "\r\n", $lines ) . "\r\n";
	}
}
