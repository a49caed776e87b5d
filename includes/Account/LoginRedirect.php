<?php
/**
 * Where people land after logging in or registering.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * Customers stay in the shop: whoever cannot edit posts
 * (the roles customer and subscriber) and logs in through wp-login.php goes
 * to /mein-konto/ instead of the back end, or to the shop page they asked
 * for; admins, editors and authors keep wp-admin. Registering through
 * WordPress' form ends on /mein-konto/ with a note about the mail.
 */
final class LoginRedirect {

	/**
	 * Hooks the filters in.
	 */
	public static function hook(): void {
		add_filter( 'login_redirect', array( self::class, 'login_redirect' ), 10, 3 );
		add_filter( 'registration_redirect', array( self::class, 'registration_redirect' ) );
	}

	/**
	 * `login_redirect`.
	 *
	 * @param string                  $redirect_to WordPress' target.
	 * @param string                  $requested   The requested target ('' for none).
	 * @param \WP_User|\WP_Error|null $user        The user, or the failure.
	 */
	public static function login_redirect( $redirect_to, $requested = '', $user = null ): string {
		if ( ! $user instanceof \WP_User ) {
			return (string) $redirect_to;
		}
		return self::target( $user, is_string( $requested ) ? $requested : '', (string) $redirect_to );
	}

	/**
	 * The page a user goes to after logging in.
	 *
	 * @param \WP_User $user      Who logged in.
	 * @param string   $requested The requested target ('' for none).
	 * @param string   $fallback  Where staff go when nothing was asked for.
	 */
	public static function target( \WP_User $user, string $requested, string $fallback = '' ): string {
		if ( $user->has_cap( 'edit_posts' ) ) {
			return '' !== $requested ? (string) wp_validate_redirect( $requested, $fallback ) : ( '' !== $fallback ? $fallback : admin_url() );
		}
		$account = AccountUrls::account();
		$target  = '' !== $requested ? (string) wp_validate_redirect( $requested, $account ) : $account;
		return self::is_back_end( $target ) ? $account : $target;
	}

	/**
	 * Whether a URL leads into wp-admin or to the login screen.
	 *
	 * @param string $url Absolute or relative URL.
	 */
	public static function is_back_end( string $url ): bool {
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		return '' === $path && str_starts_with( $url, 'wp-admin' )
			|| str_contains( $path, '/wp-admin' ) || str_starts_with( $path, 'wp-admin' )
			|| str_ends_with( $path, '/wp-login.php' ) || 'wp-login.php' === $path;
	}

	/**
	 * `registration_redirect`: after WordPress' registration form, to the
	 * account page with the note about the mail (unless a target was asked for).
	 *
	 * @param string $redirect_to Requested target.
	 */
	public static function registration_redirect( $redirect_to ): string {
		return is_string( $redirect_to ) && '' !== $redirect_to ? $redirect_to : add_query_arg( LoginView::NOTE, 'registriert', AccountUrls::account() );
	}
}
