<?php
/**
 * Schemas of the fields the payment endpoints share (§7.2, §3.5).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Store\CheckoutValidator;

defined( 'ABSPATH' ) || exit;

/**
 * One definition per field, so that every endpoint bounds it alike
 * (Ajax\Input casts and bounds against these before handle() runs).
 * Lengths follow the provider's own limits where it has them.
 */
final class Fields {

	/**
	 * A provider order or subscription id (`5O190127TN364715T`, `I-…`).
	 *
	 * @return array<string, mixed>
	 */
	public static function provider_id(): array {
		return array(
			'type'      => 'string',
			'pattern'   => '^[A-Za-z0-9-]{1,64}$',
			'minLength' => 1,
			'maxLength' => 64,
		);
	}

	/**
	 * A funding source (§9.3: paypal, card, paylater, venmo, sepa…), or ''.
	 *
	 * @return array<string, mixed>
	 */
	public static function funding_source(): array {
		return array(
			'type'      => 'string',
			'pattern'   => '^[a-z0-9_-]{0,30}$',
			'maxLength' => 30,
		);
	}

	/**
	 * A gateway id (ppcp-gateway, ppcp-credit-card-gateway…), or ''.
	 *
	 * @return array<string, mixed>
	 */
	public static function payment_method(): array {
		return array(
			'type'      => 'string',
			'pattern'   => '^[a-z0-9_-]{0,60}$',
			'maxLength' => 60,
		);
	}

	/**
	 * A partner attribution code (§3.11 bn_codes: Vitrine_Product…), or ''.
	 *
	 * @return array<string, mixed>
	 */
	public static function bn_code(): array {
		return array(
			'type'      => 'string',
			'pattern'   => '^[A-Za-z0-9_.-]{0,64}$',
			'maxLength' => 64,
		);
	}

	/**
	 * The §3.5 payer the browser may send, in the provider's shape (only
	 * these keys reach Payer::merge(); null, as the SDK sends for a missing
	 * part, is allowed everywhere).
	 *
	 * @return array<string, mixed>
	 */
	public static function payer(): array {
		// The provider's limits, kept in one place with the checkout's.
		$limits = CheckoutValidator::MAX_LENGTHS;
		$text   = static fn( int $max ): array => array(
			'type'      => array( 'string', 'null' ),
			'maxLength' => $max,
		);
		return array(
			'type'       => array( 'object', 'null' ),
			'properties' => array(
				'email_address' => $text( 254 ),
				'name'          => array(
					'type'       => array( 'object', 'null' ),
					'properties' => array(
						'given_name' => $text( $limits['first_name'] ),
						'surname'    => $text( $limits['last_name'] ),
					),
				),
				'phone'         => array(
					'type'       => array( 'object', 'null' ),
					'properties' => array(
						'phone_type'   => $text( 20 ),
						'phone_number' => array(
							'type'       => array( 'object', 'null' ),
							'properties' => array( 'national_number' => $text( 30 ) ),
						),
					),
				),
				'address'       => array(
					'type'       => array( 'object', 'null' ),
					'properties' => array(
						'country_code'   => $text( 2 ),
						'address_line_1' => $text( $limits['address_1'] ),
						'address_line_2' => $text( $limits['address_2'] ),
						'admin_area_1'   => $text( $limits['state'] ),
						'admin_area_2'   => $text( $limits['city'] ),
						'postal_code'    => $text( $limits['postcode'] ),
					),
				),
			),
		);
	}
}
