<?php
/**
 * The texts §3.11 carries (German through the translation files).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Config;

use Vitrine\Provider\ErrorMessages;

defined( 'ABSPATH' ) || exit;

/**
 * hosted_fields.labels, labels and error_message.
 */
final class Labels {

	/**
	 * §3.11 hosted_fields.labels. The card number and CVV fields carry the
	 * provider's own placeholders, so those two labels stay empty.
	 *
	 * @return array<string, string>
	 */
	public static function card_fields(): array {
		return array(
			'credit_card_number' => '',
			'cvv'                => '',
			'mm_yy'              => __( 'MM/YY', 'vitrine' ),
			'fields_empty'       => __( 'Card payment details are missing. Please fill in all required fields.', 'vitrine' ),
			'fields_not_valid'   => __( 'Unfortunately, your card details are not valid.', 'vitrine' ),
			'card_not_supported' => __( 'Unfortunately, we do not support your card.', 'vitrine' ),
		);
	}

	/**
	 * §3.11 labels (§5.2 uses the templates).
	 *
	 * @param array<string, string> $elements Field name => its own message (§5.2).
	 * @return array<string, mixed>
	 */
	public static function labels( array $elements ): array {
		return array(
			'error'          => array(
				'generic'  => ErrorMessages::generic(),
				'required' => array(
					'generic'  => __( 'Required form fields are not filled.', 'vitrine' ),
					/* translators: %s: field name */
					'field'    => __( '%s is a required field.', 'vitrine' ),
					// An object in JSON also when empty (§3.11: a map of field name to message).
					'elements' => (object) $elements,
				),
			),
			/* translators: %s: field name */
			'billing_field'  => __( 'Billing %s', 'vitrine' ),
			/* translators: %s: field name */
			'shipping_field' => __( 'Shipping %s', 'vitrine' ),
		);
	}

	/**
	 * §3.11 error_message: saving a payment method failed.
	 */
	public static function save_failed(): string {
		return __( 'Could not save the payment method. Please try again or use another payment method.', 'vitrine' );
	}
}
