<?php
/**
 * The shop's own address and legal details.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\CheckoutValidator;

defined( 'ABSPATH' ) || exit;

/**
 * Who sells (option `vitrine_shop_details`): what a German shop's imprint
 * names (§ 5 DDG: name or company, postal address, e-mail, phone, register
 * entry, VAT ID), entered once in the first-run setup. Pure rules for
 * reading and checking a sent form; the option is written only with a form
 * that has no error.
 */
final class ShopDetails {

	public const OPTION = 'vitrine_shop_details';

	/** Field => longest value taken. */
	public const FIELDS = array(
		'name'     => 100,
		'street'   => 100,
		'postcode' => 10,
		'city'     => 60,
		'country'  => 2,
		'email'    => 100,
		'phone'    => 30,
		'vat_id'   => 14,
		'register' => 100,
	);

	/** Fields a shop cannot leave empty. */
	private const REQUIRED = array( 'name', 'street', 'postcode', 'city', 'country', 'email' );

	/**
	 * The stored details; what was never entered comes from the site (its
	 * name, its admin e-mail) or is empty, the country Germany.
	 *
	 * @return array<string, string>
	 */
	public static function get(): array {
		$stored   = get_option( self::OPTION );
		$stored   = is_array( $stored ) ? $stored : array();
		$defaults = array_fill_keys( array_keys( self::FIELDS ), '' );
		$defaults = array(
			'name'    => (string) get_bloginfo( 'name' ),
			'country' => 'DE',
			'email'   => (string) get_option( 'admin_email' ),
		) + $defaults;
		$details  = array();
		foreach ( $defaults as $key => $default ) {
			$details[ $key ] = isset( $stored[ $key ] ) && is_string( $stored[ $key ] ) ? $stored[ $key ] : $default;
		}
		return $details;
	}

	/**
	 * Whether the owner has entered the details.
	 */
	public static function entered(): bool {
		return is_array( get_option( self::OPTION ) );
	}

	/**
	 * A sent form as it would be stored: plain text, trimmed, bounded; the
	 * country and the VAT ID in capitals, the VAT ID without spaces.
	 *
	 * @param array<string, mixed> $sent The form.
	 * @return array<string, string>
	 */
	public static function normalise( array $sent ): array {
		$details = array();
		foreach ( self::FIELDS as $key => $max ) {
			$value           = isset( $sent[ $key ] ) && is_string( $sent[ $key ] ) ? trim( sanitize_text_field( $sent[ $key ] ) ) : '';
			$details[ $key ] = mb_substr( $value, 0, $max );
		}
		$details['country'] = strtoupper( $details['country'] );
		$details['vat_id']  = strtoupper( (string) preg_replace( '/[\s.\-]+/', '', $details['vat_id'] ) );
		return $details;
	}

	/**
	 * Why a normalised form cannot be stored: field => German message, none
	 * when it can. E-mail and phone follow the checkout's checks (§5.4).
	 *
	 * @param array<string, string> $details normalise()'s answer.
	 * @return array<string, string>
	 */
	public static function errors( array $details ): array {
		$errors = array();
		foreach ( self::REQUIRED as $key ) {
			if ( '' === $details[ $key ] ) {
				/* translators: %s: field label */
				$errors[ $key ] = sprintf( __( '%s is a required field.', 'vitrine' ), self::labels()[ $key ] );
			}
		}
		if ( ! isset( $errors['country'] ) && ! isset( self::countries()[ $details['country'] ] ) ) {
			$errors['country'] = __( 'Please choose a country from the list.', 'vitrine' );
		}
		if ( ! isset( $errors['postcode'] ) && ! isset( $errors['country'] ) && ! CheckoutValidator::valid_postcode( $details['postcode'], $details['country'] ) ) {
			/* translators: %s: field label */
			$errors['postcode'] = sprintf( __( '%s is not a valid postcode.', 'vitrine' ), self::labels()['postcode'] );
		}
		if ( ! isset( $errors['email'] ) && ! CheckoutValidator::valid_email( $details['email'] ) ) {
			$errors['email'] = __( 'Please enter a valid email address.', 'vitrine' );
		}
		if ( '' !== $details['phone'] && ! CheckoutValidator::valid_phone( $details['phone'] ) ) {
			$errors['phone'] = __( 'The phone number must have 6 to 15 digits.', 'vitrine' );
		}
		$vat_error = self::vat_id_error( $details['vat_id'] );
		if ( '' !== $vat_error ) {
			$errors['vat_id'] = $vat_error;
		}
		return $errors;
	}

	/**
	 * Why a VAT identification number is wrong ('' when right or empty): two
	 * letters of the member state, then 2 to 12 letters or digits; a German
	 * one is DE and nine digits.
	 *
	 * @param string $vat_id Normalised.
	 */
	public static function vat_id_error( string $vat_id ): string {
		if ( '' === $vat_id ) {
			return '';
		}
		$pattern = str_starts_with( $vat_id, 'DE' ) ? '/^DE[0-9]{9}$/' : '/^[A-Z]{2}[0-9A-Z+*]{2,12}$/';
		return preg_match( $pattern, $vat_id ) ? '' : __( 'A VAT ID starts with the country code, followed by letters and digits; a German one is DE and nine digits, e.g. DE123456789.', 'vitrine' );
	}

	/**
	 * Stores a form that has no error.
	 *
	 * @param array<string, string> $details normalise()'s answer, errors() empty.
	 */
	public static function save( array $details ): void {
		update_option( self::OPTION, array_intersect_key( $details, self::FIELDS ), false );
	}

	/**
	 * The countries a shop may be in: those it delivers to, German names.
	 *
	 * @return array<string, string>
	 */
	public static function countries(): array {
		return Countries::names();
	}

	/**
	 * The fields' German labels.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'name'     => __( 'Name or company', 'vitrine' ),
			'street'   => __( 'Street and house number', 'vitrine' ),
			'postcode' => __( 'Postcode', 'vitrine' ),
			'city'     => __( 'City', 'vitrine' ),
			'country'  => __( 'Country', 'vitrine' ),
			'email'    => __( 'Email address', 'vitrine' ),
			'phone'    => __( 'Phone', 'vitrine' ),
			'vat_id'   => __( 'VAT ID', 'vitrine' ),
			'register' => __( 'Register entry', 'vitrine' ),
		);
	}

	/**
	 * Who sells, for the end of the customers' mails: the address lines and
	 * the contact and register rows a German shop names (§ 5 DDG); nothing
	 * until the owner has entered the details (the mails then close with
	 * the shop's name alone).
	 *
	 * @return array{address: string[], rows: array<string, string>}
	 */
	public static function imprint(): array {
		if ( ! self::entered() ) {
			return array(
				'address' => array(),
				'rows'    => array(),
			);
		}
		$details = self::get();
		$labels  = self::labels();
		$rows    = array();
		foreach ( array( 'email', 'phone', 'register', 'vat_id' ) as $key ) {
			if ( '' !== $details[ $key ] ) {
				$rows[ $labels[ $key ] ] = $details[ $key ];
			}
		}
		return array(
			'address' => array_values(
				array_filter(
					array(
						$details['name'],
						$details['street'],
						trim( $details['postcode'] . ' ' . $details['city'] ),
						Countries::name( $details['country'] ),
					)
				)
			),
			'rows'    => $rows,
		);
	}
}
