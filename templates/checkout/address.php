<?php
/**
 * The fields of a checkout address section (billing or shipping), each
 * through checkout/field. The shipping section is required only when used;
 * the server decides (CheckoutValidator).
 *
 * Override: copy to `{theme}/vitrine/checkout/address.php`.
 *
 * @package Vitrine
 *
 * @var array{section: string, values: array<string, string>, errors: array<string, string>} $args
 */

use Vitrine\Shared\Templates;
use Vitrine\Store\CheckoutValidator;

defined( 'ABSPATH' ) || exit;

$vitrine_autocomplete = array(
	'first_name' => 'given-name',
	'last_name'  => 'family-name',
	'country'    => 'country',
	'address_1'  => 'address-line1',
	'address_2'  => 'address-line2',
	'postcode'   => 'postal-code',
	'city'       => 'address-level2',
	'state'      => 'address-level1',
);
foreach ( CheckoutValidator::ADDRESS_FIELDS as $vitrine_suffix => $vitrine_required ) {
	$vitrine_name = $args['section'] . '_' . $vitrine_suffix;
	echo Templates::render( // phpcs:ignore WordPress.Security.EscapeOutput -- the template escapes.
		'checkout/field',
		array(
			'name'         => $vitrine_name,
			'label'        => CheckoutValidator::label( $vitrine_suffix ),
			'value'        => $args['values'][ $vitrine_name ] ?? '',
			'required'     => 'country' === $vitrine_suffix ? true : $vitrine_required,
			'type'         => 'country' === $vitrine_suffix ? 'country' : 'text',
			'autocomplete' => $args['section'] . ' ' . ( $vitrine_autocomplete[ $vitrine_suffix ] ?? 'on' ),
			'error'        => $args['errors'][ $vitrine_name ] ?? '',
		)
	);
}
