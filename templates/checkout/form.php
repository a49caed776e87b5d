<?php
/**
 * The checkout form with the §3.5 field names: billing details (with
 * "create an account" for guests), the shipping address and rates when
 * something ships, order notes, the order review and the payment section.
 * `novalidate`: the server's German messages are the ones shoppers see.
 *
 * Override: copy to `{theme}/vitrine/checkout/form.php`.
 *
 * @package Vitrine
 *
 * @var array{action: string, hidden: string, values: array<string, string>, errors: array<string, string>, guest: bool, needs_account: bool, account_ticked: bool, needs_shipping: bool, rates: string, review: string, payment: string} $args `hidden`, `rates`, `review` and `payment` are escaped HTML.
 */

use Vitrine\Shared\Templates;
use Vitrine\Store\CheckoutValidator;

defined( 'ABSPATH' ) || exit;

$vitrine_values = $args['values'];
$vitrine_errors = $args['errors'];
$vitrine_error  = static fn( string $name ): string => isset( $vitrine_errors[ $name ] ) ? '<p class="vitrine-field-error" id="' . esc_attr( $name ) . '-error">' . esc_html( $vitrine_errors[ $name ] ) . '</p>' : '';
$vitrine_field  = static fn( string $name, string $label, bool $required, string $type, string $autocomplete ): string => Templates::render(
	'checkout/field',
	array(
		'name'         => $name,
		'label'        => $label,
		'value'        => $vitrine_values[ $name ] ?? '',
		'required'     => $required,
		'type'         => $type,
		'autocomplete' => $autocomplete,
		'error'        => $vitrine_errors[ $name ] ?? '',
	)
);
$vitrine_address = static fn( string $section ): string => Templates::render(
	'checkout/address',
	array(
		'section' => $section,
		'values'  => $vitrine_values,
		'errors'  => $vitrine_errors,
	)
);

// phpcs:disable WordPress.Security.EscapeOutput -- the templates and helpers above escape; `hidden`, `rates`, `review` and `payment` come escaped.
printf( '<form class="vitrine-checkout__form" method="post" action="%s" novalidate>', esc_url( $args['action'] ) );
echo $args['hidden'];
printf( '<p class="vitrine-checkout__required-note">%s</p>', esc_html__( 'Fields marked with * are required.', 'vitrine' ) );

printf( '<fieldset class="vitrine-checkout__billing"><legend>%s</legend>', esc_html__( 'Billing details', 'vitrine' ) );
echo $vitrine_field( 'billing_email', CheckoutValidator::label( 'email' ), true, 'email', 'email' );
echo $vitrine_address( 'billing' );
echo $vitrine_field( 'billing_phone', CheckoutValidator::label( 'phone' ), false, 'tel', 'tel' );
if ( $args['guest'] ) {
	printf(
		'<p class="vitrine-checkout__checkbox"><input type="checkbox" id="createaccount" name="createaccount" value="1"%1$s%2$s> <label for="createaccount">%3$s</label></p>',
		checked( $args['account_ticked'], true, false ),
		isset( $vitrine_errors['createaccount'] ) ? ' aria-invalid="true" aria-describedby="createaccount-error"' : '',
		esc_html__( 'Create an account', 'vitrine' )
	);
	if ( $args['needs_account'] ) {
		// A subscription needs an account (DatabaseStore::place_order): ticked from the start, and said why.
		printf( '<p class="vitrine-checkout__hint">%s</p>', esc_html__( 'Your cart holds a subscription, which you manage in your customer account.', 'vitrine' ) );
	}
	echo $vitrine_error( 'createaccount' );
}
echo '</fieldset>';

if ( $args['needs_shipping'] ) {
	echo '<div class="vitrine-checkout__shipping">';
	printf(
		'<p class="vitrine-checkout__checkbox"><input type="checkbox" id="ship_to_different_address" name="ship_to_different_address" value="1"%1$s> <label for="ship_to_different_address">%2$s</label></p>',
		checked( $vitrine_values['ship_to_different_address'] ?? '', '1', false ),
		esc_html__( 'Ship to a different address?', 'vitrine' )
	);
	printf( '<fieldset class="vitrine-checkout__shipping-fields"><legend>%1$s</legend>%2$s</fieldset>', esc_html__( 'Shipping address', 'vitrine' ), $vitrine_address( 'shipping' ) );
	echo $args['rates'] . $vitrine_error( 'shipping_method' );
	echo '</div>';
}

printf(
	'<p class="vitrine-field"><label for="order_comments">%1$s</label><textarea id="order_comments" name="order_comments" rows="3">%2$s</textarea></p>',
	esc_html__( 'Order notes (optional)', 'vitrine' ),
	esc_textarea( $vitrine_values['order_comments'] ?? '' )
);

echo $args['review'];
echo $args['payment'];
echo '</form>';
// phpcs:enable
