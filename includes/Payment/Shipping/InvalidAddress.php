<?php
/**
 * A shipping address the shop cannot deliver to.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Shipping;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by AddressChange::apply() with the German message for the shopper
 * and the field it is about.
 */
final class InvalidAddress extends \RuntimeException {

	/**
	 * @param string $field   The §3.7 field (country, postcode).
	 * @param string $message German message.
	 */
	public function __construct( public readonly string $field, string $message ) {
		parent::__construct( $message );
	}
}
