<?php
/**
 * The checkout's terms-and-withdrawal checkbox (German shop law).
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * When the shop owner switches it on (shop settings, option
 * `vitrine_terms_checkbox`), an order is placed only with the box `terms`
 * ticked: the classic submit and the wallet's create_order on the checkout
 * both go through CheckoutValidator, which asks this class. The field name is
 * the one shop plugins use (`terms`), so the §7.2 form_encoded form carries
 * it as it is.
 */
final class TermsConsent {

	public const OPTION = 'vitrine_terms_checkbox';

	public const FIELD = 'terms';

	/**
	 * Whether the checkout asks for the box.
	 */
	public static function required(): bool {
		return '1' === (string) get_option( self::OPTION, '0' );
	}

	/**
	 * The German error when the box is required and not ticked.
	 *
	 * @param array<string, mixed> $form Posted fields (unslashed).
	 * @return array<string, string> Field => message, empty when fine.
	 */
	public static function errors( array $form ): array {
		if ( ! self::required() ) {
			return array();
		}
		$value = isset( $form[ self::FIELD ] ) && is_scalar( $form[ self::FIELD ] ) ? (string) $form[ self::FIELD ] : '';
		if ( in_array( $value, array( '1', 'on', 'true', 'yes' ), true ) ) {
			return array();
		}
		return array( self::FIELD => __( 'Please read and accept the terms and conditions and the cancellation policy to place your order.', 'vitrine' ) );
	}
}
