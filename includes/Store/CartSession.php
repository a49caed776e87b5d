<?php
/**
 * Whose cart a request is about.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * A logged-in shopper's cart is keyed by user ID; a guest's by a random
 * token in the `vitrine_cart` cookie.
 */
final class CartSession {

	public const COOKIE = 'vitrine_cart';

	/**
	 * The session key for a user or a guest token.
	 *
	 * @param int         $user_id     Logged-in user, 0 for a guest.
	 * @param string|null $guest_token The guest's cookie value.
	 * @return string|null Null for a guest without a valid token.
	 */
	public static function key( int $user_id, ?string $guest_token ): ?string {
		if ( $user_id > 0 ) {
			return 'user:' . $user_id;
		}
		if ( null !== $guest_token && preg_match( '/^[A-Za-z0-9]{32}$/', $guest_token ) ) {
			return 'guest:' . $guest_token;
		}
		return null;
	}

	/**
	 * The current request's session key; gives a guest a new cookie when
	 * asked to (only when something is put into the cart).
	 *
	 * @param bool $create Whether to start a guest session if there is none.
	 */
	public static function current( bool $create = false ): ?string {
		// Checked against the token pattern in key(); not sanitize_key(), which would lowercase it.
		$token = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? wp_unslash( $_COOKIE[ self::COOKIE ] ) : null;
		$key   = self::key( get_current_user_id(), $token );
		if ( null !== $key || ! $create ) {
			return $key;
		}
		$token = wp_generate_password( 32, false );
		if ( ! headers_sent() ) {
			setcookie(
				self::COOKIE,
				$token,
				array(
					'expires'  => time() + 2 * DAY_IN_SECONDS,
					'path'     => COOKIEPATH ? COOKIEPATH : '/',
					'domain'   => COOKIE_DOMAIN,
					'secure'   => is_ssl(),
					'httponly' => true,
					'samesite' => 'Lax',
				)
			);
		}
		$_COOKIE[ self::COOKIE ] = $token;
		return self::key( 0, $token );
	}
}
