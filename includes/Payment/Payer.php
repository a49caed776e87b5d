<?php
/**
 * The payer (§3.5) and addresses (§3.7) between the shop and the provider.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Store\CheckoutValidator;

defined( 'ABSPATH' ) || exit;

/**
 * Pure mappers. The provider's payer: email_address, name {given_name,
 * surname}, phone {phone_type, phone_number {national_number}}, address
 * {country_code, address_line_1, address_line_2, admin_area_1 (state),
 * admin_area_2 (city), postal_code}.
 */
final class Payer {

	/**
	 * Country calling codes of the countries the shop sells to
	 * (CheckoutValidator::COUNTRIES), to split an international number.
	 */
	private const CALLING_CODES = array(
		'AT' => '43',
		'BE' => '32',
		'BG' => '359',
		'CH' => '41',
		'CY' => '357',
		'CZ' => '420',
		'DE' => '49',
		'DK' => '45',
		'EE' => '372',
		'ES' => '34',
		'FI' => '358',
		'FR' => '33',
		'GB' => '44',
		'GR' => '30',
		'HR' => '385',
		'HU' => '36',
		'IE' => '353',
		'IT' => '39',
		'LI' => '423',
		'LT' => '370',
		'LU' => '352',
		'LV' => '371',
		'MT' => '356',
		'MX' => '52',
		'NL' => '31',
		'NO' => '47',
		'PL' => '48',
		'PT' => '351',
		'RO' => '40',
		'SE' => '46',
		'SI' => '386',
		'SK' => '421',
	);

	/**
	 * Provider payer field => checkout field suffix, for the length limits
	 * (CheckoutValidator::MAX_LENGTHS, the provider's documented ones).
	 */
	private const LIMITED = array(
		'given_name'     => 'first_name',
		'surname'        => 'last_name',
		'address_line_1' => 'address_1',
		'address_line_2' => 'address_2',
		'admin_area_1'   => 'state',
		'admin_area_2'   => 'city',
		'postal_code'    => 'postcode',
	);

	/**
	 * §3.5: the server's payer merged with the billing form; form values win
	 * where set. Unknown keys and non-strings are dropped, so a payer posted
	 * by the browser can only carry these fields.
	 *
	 * @param array<string, mixed> $payer Provider payer (from the server or the request).
	 * @param array<string, mixed> $form  billing_* fields.
	 * @return array<string, mixed>
	 */
	public static function merge( array $payer, array $form = array() ): array {
		$text  = static fn( $value ): string => is_scalar( $value ) ? trim( (string) $value ) : '';
		$pick  = static fn( string $field, string $current ): string => '' !== $text( $form[ $field ] ?? '' ) ? $text( $form[ $field ] ) : $current;
		$name  = is_array( $payer['name'] ?? null ) ? $payer['name'] : array();
		$addr  = is_array( $payer['address'] ?? null ) ? $payer['address'] : array();
		$phone = $text( $payer['phone']['phone_number']['national_number'] ?? '' );
		$out   = array(
			'email_address' => $pick( 'billing_email', $text( $payer['email_address'] ?? '' ) ),
			'name'          => array(
				'given_name' => $pick( 'billing_first_name', $text( $name['given_name'] ?? '' ) ),
				'surname'    => $pick( 'billing_last_name', $text( $name['surname'] ?? '' ) ),
			),
			'address'       => array(
				'country_code'   => strtoupper( $pick( 'billing_country', $text( $addr['country_code'] ?? '' ) ) ),
				'address_line_1' => $pick( 'billing_address_1', $text( $addr['address_line_1'] ?? '' ) ),
				'address_line_2' => $pick( 'billing_address_2', $text( $addr['address_line_2'] ?? '' ) ),
				'admin_area_1'   => $pick( 'billing_state', $text( $addr['admin_area_1'] ?? '' ) ),
				'admin_area_2'   => $pick( 'billing_city', $text( $addr['admin_area_2'] ?? '' ) ),
				'postal_code'    => $pick( 'billing_postcode', $text( $addr['postal_code'] ?? '' ) ),
			),
		);
		$phone = self::national_number( $pick( 'billing_phone', $phone ), $out['address']['country_code'] );
		if ( 1 === preg_match( '/^\d{1,14}$/', $phone ) ) {
			// §3.5: a form string becomes {phone_type: 'HOME', phone_number {national_number}}.
			$out['phone'] = array(
				'phone_type'   => 'HOME',
				'phone_number' => array( 'national_number' => $phone ),
			);
		}
		// What the provider would refuse is left out rather than sent: an invalid email, an address without country.
		if ( ! is_email( $out['email_address'] ) ) {
			$out['email_address'] = '';
		}
		if ( 1 !== preg_match( '/^[A-Z]{2}$/', $out['address']['country_code'] ) ) {
			$out['address'] = array();
		}
		// The checkout refuses longer input; a payer from elsewhere (saved before, or the browser's) is cut.
		foreach ( array( 'name', 'address' ) as $part ) {
			foreach ( $out[ $part ] as $field => $value ) {
				if ( isset( self::LIMITED[ $field ] ) ) {
					$out[ $part ][ $field ] = trim( mb_substr( $value, 0, CheckoutValidator::MAX_LENGTHS[ self::LIMITED[ $field ] ] ) );
				}
			}
		}
		return self::without_empty( $out );
	}

	/**
	 * §3.5: the national number of a phone number as typed (the provider
	 * takes only `national_number`: digits, without the country calling
	 * code): "+49 30 9876543" and "0049 30 9876543" lose the 49, "030 9876543"
	 * its trunk prefix 0 (Italy keeps its 0, which is part of the number). An
	 * international number of a country the shop does not know gives '' (the
	 * phone is optional; a wrong one is worse than none).
	 *
	 * @param string $typed   Phone number as typed or stored.
	 * @param string $country Billing country (ISO code).
	 * @return string Digits, or ''.
	 */
	public static function national_number( string $typed, string $country ): string {
		$typed  = trim( $typed );
		$digits = (string) preg_replace( '/\D/', '', $typed );
		if ( str_starts_with( $typed, '+' ) || str_starts_with( $digits, '00' ) ) {
			$international = str_starts_with( $typed, '+' ) ? $digits : substr( $digits, 2 );
			foreach ( self::CALLING_CODES as $code_country => $code ) {
				if ( str_starts_with( $international, $code ) ) {
					$national = substr( $international, strlen( $code ) );
					// "+49 (0)30 …": the trunk prefix written after the calling code.
					return 'IT' !== $code_country ? ltrim( $national, '0' ) : $national;
				}
			}
			return '';
		}
		return 'IT' === $country ? $digits : (string) preg_replace( '/^0/', '', $digits );
	}

	/**
	 * §3.7: a shop address (address_1, address_2, city, state, postcode,
	 * country) as the provider's address.
	 *
	 * @param array<string, mixed> $address Shop address.
	 * @return array<string, string>
	 */
	public static function provider_address( array $address ): array {
		return array_filter(
			array(
				'country_code'   => strtoupper( (string) ( $address['country'] ?? '' ) ),
				'address_line_1' => (string) ( $address['address_1'] ?? '' ),
				'address_line_2' => (string) ( $address['address_2'] ?? '' ),
				'admin_area_1'   => (string) ( $address['state'] ?? '' ),
				'admin_area_2'   => (string) ( $address['city'] ?? '' ),
				'postal_code'    => (string) ( $address['postcode'] ?? '' ),
			),
			static fn( string $value ): bool => '' !== $value
		);
	}

	/**
	 * §3.7: a provider address as the shop's, with the documented defaults
	 * (empty strings) for everything missing.
	 *
	 * @param array<string, mixed> $address Provider address.
	 * @return array<string, string>
	 */
	public static function shop_address( array $address ): array {
		return array(
			'first_name' => '',
			'last_name'  => '',
			'company'    => '',
			'address_1'  => (string) ( $address['address_line_1'] ?? '' ),
			'address_2'  => (string) ( $address['address_line_2'] ?? '' ),
			'city'       => (string) ( $address['admin_area_2'] ?? '' ),
			'state'      => (string) ( $address['admin_area_1'] ?? '' ),
			'postcode'   => (string) ( $address['postal_code'] ?? '' ),
			'country'    => strtoupper( (string) ( $address['country_code'] ?? '' ) ),
			'phone'      => '',
		);
	}

	/**
	 * Drops empty strings and objects left empty by them.
	 *
	 * @param array<string, mixed> $value Payer part.
	 * @return array<string, mixed>
	 */
	private static function without_empty( array $value ): array {
		foreach ( $value as $key => $part ) {
			if ( is_array( $part ) ) {
				$part = self::without_empty( $part );
			}
			if ( '' === $part || array() === $part ) {
				unset( $value[ $key ] );
				continue;
			}
			$value[ $key ] = $part;
		}
		return $value;
	}
}
