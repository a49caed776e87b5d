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
 * token in the `vitrine_cart` cookie (HttpOnly, SameSite=Lax, Secure on
 * HTTPS).
 *
 * Guest nonces (§6): WordPress gives every logged-out visitor
 * the same nonce for an action, so one guest's nonce would work in another
 * guest's cart. The `nonce_user_logged_out` filter binds the nonces of
 * Vitrine's actions to the guest's session instead: their "user" is an HMAC
 * of the cookie's token (never the token itself). For that to hold from the
 * first page on, the session starts when a front-end page is served to a
 * guest who has none (`template_redirect`, before anything renders: every
 * page carries the mini-cart's nonces), so the nonces of that page already
 * belong to the cookie the browser receives with it. A guest whose cookie
 * could not be set (headers already sent, cookies refused) gets nonces of
 * "no session", which verify only in requests without a session, so they
 * can never act on someone's cart.
 */
final class CartSession {

	public const COOKIE = 'vitrine_cart';

	/** Nonce actions bound to the guest's session: all of Vitrine's. */
	private const NONCE_ACTION_PREFIX = 'vitrine';

	/**
	 * Hooks the guest nonces and the session start of pages in.
	 */
	public static function hook(): void {
		add_filter( 'nonce_user_logged_out', array( self::class, 'nonce_user' ), 10, 2 );
		// Early, before any handler of template_redirect renders or redirects.
		add_action( 'template_redirect', array( self::class, 'start_for_page' ), 0 );
	}

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
		if ( null !== $guest_token && self::valid_token( $guest_token ) ) {
			return 'guest:' . $guest_token;
		}
		return null;
	}

	/**
	 * The current request's session key; gives a guest a new cookie when
	 * asked to.
	 *
	 * @param bool $create Whether to start a guest session if there is none.
	 */
	public static function current( bool $create = false ): ?string {
		$key = self::key( get_current_user_id(), self::token() );
		if ( null !== $key || ! $create ) {
			return $key;
		}
		$token = wp_generate_password( 32, false );
		if ( ! headers_sent() ) {
			setcookie( self::COOKIE, $token, self::cookie_options() );
		}
		$_COOKIE[ self::COOKIE ] = $token;
		return self::key( 0, $token );
	}

	/**
	 * The cookie's attributes: two days, the site's path, HttpOnly (no
	 * script reads it), SameSite=Lax (not sent with cross-site POSTs) and
	 * Secure when the site is served over HTTPS.
	 *
	 * @return array{expires: int, path: string, domain: string, secure: bool, httponly: bool, samesite: string}
	 */
	public static function cookie_options(): array {
		return array(
			'expires'  => time() + 2 * DAY_IN_SECONDS,
			'path'     => COOKIEPATH ? COOKIEPATH : '/',
			'domain'   => (string) COOKIE_DOMAIN,
			'secure'   => is_ssl(),
			'httponly' => true,
			'samesite' => 'Lax',
		);
	}

	/**
	 * `template_redirect`: starts the session of a guest who has none when a
	 * front-end page is served, so the nonces it renders belong to the
	 * cookie that comes with it. Feeds, robots.txt, the favicon, trackbacks
	 * and sitemaps carry no nonces and get no cookie.
	 */
	public static function start_for_page(): void {
		// Too late for a cookie once output went out (the CLI has no response to put it in).
		$too_late = headers_sent() && 'cli' !== PHP_SAPI;
		if ( $too_late || is_user_logged_in() || is_feed() || is_robots() || is_favicon() || is_trackback() || '' !== (string) get_query_var( 'sitemap' ) ) {
			return;
		}
		self::current( true );
	}

	/**
	 * `nonce_user_logged_out`: the "user" of a guest's Vitrine nonces is
	 * their session, so a nonce of one guest session fails in another.
	 *
	 * @param int|string $uid    WordPress' user ID for guests (0).
	 * @param string     $action Nonce action.
	 * @return int|string
	 */
	public static function nonce_user( $uid, $action ) {
		$token = self::token();
		if ( null === $token || ! is_string( $action ) || ! str_starts_with( $action, self::NONCE_ACTION_PREFIX ) ) {
			return $uid;
		}
		return self::nonce_subject( $token );
	}

	/**
	 * What a guest's nonces are bound to: derived from the token with the
	 * site's nonce salt, so neither the token nor a way back to it appears
	 * in a nonce's input.
	 *
	 * @param string $token Guest token.
	 */
	public static function nonce_subject( string $token ): string {
		return 'guest-' . substr( hash_hmac( 'sha256', 'vitrine_cart|' . $token, wp_salt( 'nonce' ) ), 0, 32 );
	}

	/**
	 * The guest token this request carries, null when there is none or it
	 * is malformed.
	 */
	private static function token(): ?string {
		// Checked against the token pattern; not sanitize_key(), which would lowercase it.
		$token = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? wp_unslash( $_COOKIE[ self::COOKIE ] ) : null;
		return null !== $token && self::valid_token( $token ) ? $token : null;
	}

	/**
	 * Whether a string has the shape of a guest token.
	 *
	 * @param string $token Candidate.
	 */
	private static function valid_token( string $token ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9]{32}$/', $token );
	}
}
