<?php
/**
 * The addresses and password forms of my account.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Shared\FormInput;
use Vitrine\Shared\Notices;
use Vitrine\Shared\Templates;
use Vitrine\Store\CheckoutValidator;

defined( 'ABSPATH' ) || exit;

/**
 * /mein-konto/adressen/ (billing and shipping address,
 * the checkout's fields and checks, saved as the billing_* and shipping_*
 * user meta the checkout fills itself from) and /mein-konto/passwort/
 * (current password, the new one twice, at least 8 characters).
 *
 * Both forms post to their page and are handled here before it renders:
 * logged in, nonce, then the checks. Success redirects with a notice (a
 * reload repeats nothing); errors stay in this request, so the page shows
 * them in German next to the fields with the input kept (never a password).
 */
final class AccountDetails {

	public const FIELD = 'vitrine_account_form';

	/** Form => nonce action. */
	public const FORMS = array(
		'addresses' => 'vitrine-account-addresses',
		'password'  => 'vitrine-account-password',
	);

	/** Longest password accepted (WordPress hashes any length; this bounds the input). */
	private const MAX_PASSWORD = 200;

	/**
	 * Errors (field => German message) and values of this request's failed form.
	 *
	 * @var array{errors: array<string, string>, values: array<string, string>}
	 */
	private static array $failure = array(
		'errors' => array(),
		'values' => array(),
	);

	/**
	 * Hooks the handler in (after AccountRoutes sent its headers).
	 */
	public static function hook(): void {
		add_action( 'template_redirect', array( self::class, 'handle' ), 12 );
	}

	/**
	 * `template_redirect`: one of the two forms, posted to the account page.
	 */
	public static function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked in submit().
		if ( ! AccountRoutes::is_account_page() || 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) || ! isset( $_POST[ self::FIELD ] ) ) {
			return;
		}
		$post = wp_unslash( $_POST );
		// phpcs:enable
		$result = self::submit( is_array( $post ) ? $post : array(), get_current_user_id() );
		if ( null !== $result ) {
			Notices::add( get_current_user_id(), $result['type'], $result['message'] );
			wp_safe_redirect( $result['back'] );
			exit;
		}
	}

	/**
	 * Handles a posted form.
	 *
	 * @param array<string, mixed> $post    Unslashed form.
	 * @param int                  $user_id Current user.
	 * @return array{type: string, message: string, back: string}|null Where to go; null when the page shows errors.
	 */
	public static function submit( array $post, int $user_id ): ?array {
		$form  = FormInput::key( $post[ self::FIELD ] ?? null, 20 );
		$nonce = FormInput::text( $post['_wpnonce'] ?? null, 40 );
		if ( ! isset( self::FORMS[ $form ] ) || $user_id <= 0 || ! wp_verify_nonce( $nonce, self::FORMS[ $form ] ) ) {
			return array(
				'type'    => 'error',
				'message' => __( 'Your session has expired. Please try again.', 'vitrine' ),
				'back'    => $user_id > 0 && isset( self::FORMS[ $form ] ) ? AccountUrls::section( $form ) : AccountUrls::account(),
			);
		}
		return 'addresses' === $form ? self::save_addresses( $post, $user_id ) : self::change_password( $post, $user_id );
	}

	/**
	 * Checks and saves both addresses; the shipping address is optional
	 * (left empty, the billing address is the shipping address).
	 *
	 * @param array<string, mixed> $post    Unslashed form.
	 * @param int                  $user_id Current user.
	 * @return array{type: string, message: string, back: string}|null
	 */
	private static function save_addresses( array $post, int $user_id ): ?array {
		$billing  = CheckoutValidator::address( $post, 'billing' );
		$shipping = CheckoutValidator::address( $post, 'shipping' );
		$values   = $billing['fields'] + $shipping['fields'];
		$errors   = $billing['errors'];
		if ( self::has_shipping( $shipping['fields'] ) ) {
			$errors += $shipping['errors'];
		}
		$values['billing_email'] = FormInput::text( $post['billing_email'] ?? null, 200 );
		$values['billing_phone'] = FormInput::text( $post['billing_phone'] ?? null, 40 );
		if ( '' === $values['billing_email'] ) {
			/* translators: %s: field label */
			$errors['billing_email'] = sprintf( __( '%s is a required field.', 'vitrine' ), CheckoutValidator::section_label( 'billing', 'email' ) );
		} elseif ( ! CheckoutValidator::valid_email( $values['billing_email'] ) ) {
			$errors['billing_email'] = __( 'Please enter a valid email address.', 'vitrine' );
		}
		if ( '' !== $values['billing_phone'] && ! CheckoutValidator::valid_phone( $values['billing_phone'] ) ) {
			$errors['billing_phone'] = __( 'The phone number must have 6 to 15 digits.', 'vitrine' );
		}
		if ( $errors ) {
			return self::fail( $errors, $values );
		}
		if ( ! self::has_shipping( $shipping['fields'] ) ) {
			$values = array_map( static fn() => '', $shipping['fields'] ) + $values;
		}
		foreach ( $values as $name => $value ) {
			if ( '' === $value ) {
				delete_user_meta( $user_id, $name );
			} else {
				update_user_meta( $user_id, $name, $value );
			}
		}
		return array(
			'type'    => 'success',
			'message' => __( 'Your addresses have been saved.', 'vitrine' ),
			'back'    => AccountUrls::section( 'addresses' ),
		);
	}

	/**
	 * Whether a shipping address was entered (the country alone, preset to
	 * Germany, is not an address).
	 *
	 * @param array<string, string> $fields shipping_* values.
	 */
	private static function has_shipping( array $fields ): bool {
		unset( $fields['shipping_country'] );
		return '' !== implode( '', $fields );
	}

	/**
	 * Checks the current password and sets the new one; the customer stays
	 * logged in (wp_update_user() renews her login cookie).
	 *
	 * @param array<string, mixed> $post    Unslashed form.
	 * @param int                  $user_id Current user.
	 * @return array{type: string, message: string, back: string}|null
	 */
	private static function change_password( array $post, int $user_id ): ?array {
		$read    = static fn( string $name ): string => isset( $post[ $name ] ) && is_string( $post[ $name ] ) ? mb_substr( $post[ $name ], 0, self::MAX_PASSWORD + 1 ) : '';
		$current = $read( 'password_current' );
		$pass1   = $read( 'password_1' );
		$pass2   = $read( 'password_2' );
		$user    = get_userdata( $user_id );
		if ( '' === $current ) {
			return self::fail( array( 'password_current' => __( 'Please enter your current password.', 'vitrine' ) ) );
		}
		if ( ! $user || ! wp_check_password( $current, $user->user_pass, $user_id ) ) {
			return self::fail( array( 'password_current' => __( 'Your current password is not correct.', 'vitrine' ) ) );
		}
		if ( mb_strlen( $pass1 ) < LoginForms::MIN_PASSWORD || mb_strlen( $pass1 ) > self::MAX_PASSWORD ) {
			/* translators: 1: minimum, 2: maximum number of characters */
			return self::fail( array( 'password_1' => sprintf( __( 'The new password must be %1$d to %2$d characters long.', 'vitrine' ), LoginForms::MIN_PASSWORD, self::MAX_PASSWORD ) ) );
		}
		if ( $pass1 !== $pass2 ) {
			return self::fail( array( 'password_2' => __( 'The two passwords do not match.', 'vitrine' ) ) );
		}
		$result = wp_update_user(
			array(
				'ID'        => $user_id,
				'user_pass' => $pass1,
			)
		);
		if ( is_wp_error( $result ) ) {
			return self::fail( array( 'password_1' => $result->get_error_message() ) );
		}
		return array(
			'type'    => 'success',
			'message' => __( 'Your password has been changed.', 'vitrine' ),
			'back'    => AccountUrls::section( 'password' ),
		);
	}

	/**
	 * Keeps the errors and values for this request's page.
	 *
	 * @param array<string, string> $errors Field => German message.
	 * @param array<string, string> $values Values to show again.
	 */
	private static function fail( array $errors, array $values = array() ): ?array {
		self::$failure = array(
			'errors' => $errors,
			'values' => $values,
		);
		return null;
	}

	/**
	 * Forgets a failure (tests run several requests in one process).
	 */
	public static function reset(): void {
		self::fail( array() );
	}

	/**
	 * The addresses section: the saved addresses, or the posted values after an error.
	 *
	 * @param int $user_id Current user.
	 */
	public static function addresses_html( int $user_id ): string {
		$values = self::$failure['values'];
		if ( ! self::$failure['errors'] ) {
			$user   = get_userdata( $user_id );
			$values = array(
				'billing_email'      => $user ? $user->user_email : '',
				'billing_first_name' => $user ? $user->first_name : '',
				'billing_last_name'  => $user ? $user->last_name : '',
			);
			foreach ( array_merge( array( 'email', 'phone' ), array_keys( CheckoutValidator::ADDRESS_FIELDS ) ) as $suffix ) {
				foreach ( array( 'billing', 'shipping' ) as $section ) {
					$meta = get_user_meta( $user_id, $section . '_' . $suffix, true );
					if ( is_string( $meta ) && '' !== $meta ) {
						$values[ $section . '_' . $suffix ] = $meta;
					}
				}
			}
		}
		return Templates::render(
			'account/addresses',
			array(
				'values' => $values,
				'errors' => self::$failure['errors'],
				'action' => AccountUrls::section( 'addresses' ),
				'form'   => 'addresses',
				'nonce'  => self::FORMS['addresses'],
			)
		);
	}

	/**
	 * The password section.
	 */
	public static function password_html(): string {
		return Templates::render(
			'account/password',
			array(
				'errors' => self::$failure['errors'],
				'action' => AccountUrls::section( 'password' ),
				'form'   => 'password',
				'nonce'  => self::FORMS['password'],
				'min'    => LoginForms::MIN_PASSWORD,
			)
		);
	}
}
