<?php
/**
 * §3.7 / §4.8: a shipping address sent from the wallet pop-up's address change.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Shipping;

use Vitrine\Store\CheckoutValidator;

defined( 'ABSPATH' ) || exit;

/**
 * The provider tells the page only a partial address while the pop-up is
 * open (city, state, countryCode, postalCode); the page maps it (§3.7) and
 * sends it to the cart. Fields that were sent replace the cart's, fields
 * left out are kept, except the street lines when the place changed: a
 * street of Köln must not be kept under a postcode of Wien. Pure: no store,
 * no request.
 */
final class AddressChange {

	/**
	 * §3.7: the shipping address fields sent to the cart, with their longest
	 * accepted length.
	 */
	public const FIELDS = array(
		'address_1' => 200,
		'address_2' => 200,
		'city'      => 100,
		'state'     => 100,
		'postcode'  => 20,
		'country'   => 2,
	);

	/**
	 * The JSON schema of `shipping_address`: strings of bounded length
	 * (null is read as empty), the country as a two-letter code; further
	 * fields of §3.7 ("…": first_name, phone, …) are accepted and ignored.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$properties = array();
		foreach ( self::FIELDS as $field => $length ) {
			$properties[ $field ] = array(
				'type'      => array( 'string', 'null' ),
				'maxLength' => $length,
			);
		}
		$properties['country']['pattern'] = '^([A-Za-z]{2})?$';
		return array(
			'type'                 => 'object',
			'properties'           => $properties,
			'additionalProperties' => array(
				'type'      => array( 'string', 'null' ),
				'maxLength' => 200,
			),
			'maxProperties'        => 20,
		);
	}

	/**
	 * The cart's new shipping address.
	 *
	 * @param array<string, string> $current   The cart's address now.
	 * @param array<string, mixed>  $sent      The fields sent (valid against schema()).
	 * @param string[]              $countries Countries the shop delivers to.
	 * @return array<string, string> address_1, address_2, city, state, postcode, country.
	 * @throws InvalidAddress With the German message when the shop cannot deliver there.
	 */
	public static function apply( array $current, array $sent, array $countries ): array {
		$clean = static fn( $value ): string => is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
		$next  = array();
		foreach ( array_keys( self::FIELDS ) as $field ) {
			$next[ $field ] = array_key_exists( $field, $sent ) ? $clean( $sent[ $field ] ) : $clean( $current[ $field ] ?? '' );
		}
		$next['country'] = strtoupper( $next['country'] );
		$moved           = $next['country'] !== strtoupper( $clean( $current['country'] ?? '' ) )
			|| $next['postcode'] !== $clean( $current['postcode'] ?? '' )
			|| $next['city'] !== $clean( $current['city'] ?? '' );
		if ( $moved ) {
			foreach ( array( 'address_1', 'address_2' ) as $line ) {
				if ( ! array_key_exists( $line, $sent ) ) {
					$next[ $line ] = '';
				}
			}
		}
		if ( '' !== $next['country'] && ! in_array( $next['country'], $countries, true ) ) {
			throw new InvalidAddress( 'country', __( 'We do not deliver to this country.', 'vitrine' ) );
		}
		if ( '' !== $next['postcode'] && '' !== $next['country'] && ! CheckoutValidator::valid_postcode( $next['postcode'], $next['country'] ) ) {
			/* translators: %s: field label */
			throw new InvalidAddress( 'postcode', sprintf( __( '%s is not a valid postcode.', 'vitrine' ), CheckoutValidator::section_label( 'shipping', 'postcode' ) ) );
		}
		return $next;
	}
}
