<?php
/**
 * WordPress' own login screen (wp-login.php) where the shop's account page
 * leads to it: registration, and its lost-password link.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * Hostile input (found by `npm run bench:fuzz`): the account page
 * links WordPress' registration form when registration is open, and core's
 * language pack is not installed, so its refusals were English ("Error:
 * Please enter a username."); they are German now, by error code (other
 * plugins' codes keep their own text). The lost-password link of that screen
 * and core's lost-password form lead to the shop's own German form (core's
 * form also ended in a 500 for `user_login[]`: `retrieve_password()` trims
 * whatever was posted).
 */
final class CoreLoginScreen {

	/**
	 * Hooks the filters in.
	 */
	public static function hook(): void {
		add_filter( 'registration_errors', array( self::class, 'registration_errors' ), 99 );
		add_filter( 'lostpassword_url', array( self::class, 'lost_password_url' ) );
		add_action( 'login_form_lostpassword', array( self::class, 'to_shop_form' ) );
		add_action( 'login_form_retrievepassword', array( self::class, 'to_shop_form' ) );
	}

	/**
	 * `registration_errors`: core's refusals in German.
	 *
	 * @param mixed $errors WordPress' errors.
	 * @return mixed The errors, German where the code is core's.
	 */
	public static function registration_errors( $errors ) {
		if ( ! $errors instanceof \WP_Error || ! $errors->has_errors() ) {
			return $errors;
		}
		$german = new \WP_Error();
		foreach ( $errors->get_error_codes() as $code ) {
			$message = self::message( (string) $code );
			foreach ( $errors->get_error_messages( $code ) as $original ) {
				$german->add( $code, null === $message ? $original : '<strong>' . esc_html__( 'Error:', 'vitrine' ) . '</strong> ' . esc_html( $message ), $errors->get_error_data( $code ) );
			}
		}
		return $german;
	}

	/**
	 * The German text of one of core's registration error codes, null for another code.
	 *
	 * @param string $code Error code.
	 */
	public static function message( string $code ): ?string {
		return match ( $code ) {
			'empty_username' => __( 'Please enter a username.', 'vitrine' ),
			'invalid_username' => __( 'This username cannot be used. Please choose another one (letters, digits, spaces and . _ - @ only).', 'vitrine' ),
			'username_exists' => __( 'This username is already taken. Please choose another one.', 'vitrine' ),
			'empty_email' => __( 'Please enter your email address.', 'vitrine' ),
			'invalid_email' => __( 'Please enter a valid email address.', 'vitrine' ),
			'email_exists' => __( 'This email address is already registered. Please log in or use another one.', 'vitrine' ),
			'registerfail' => __( 'Your account could not be created. Please try again later.', 'vitrine' ),
			default => null,
		};
	}

	/**
	 * `lostpassword_url`: the shop's lost-password form.
	 *
	 * @param mixed $url WordPress' URL.
	 */
	public static function lost_password_url( $url ): string {
		unset( $url );
		return AccountUrls::section( 'lost-password' );
	}

	/**
	 * `login_form_lostpassword`: core's form is not used; its requests go
	 * to the shop's (303, so a POST becomes a GET there).
	 */
	public static function to_shop_form(): void {
		wp_safe_redirect( AccountUrls::section( 'lost-password' ), 303 );
		exit;
	}
}
