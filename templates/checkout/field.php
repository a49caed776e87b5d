<?php
/**
 * One labelled checkout field with its error: a text input, or the country
 * select when `type` is `country`. Fields with an error carry
 * aria-invalid and point to their message.
 *
 * Override: copy to `{theme}/vitrine/checkout/field.php`.
 *
 * @package Vitrine
 *
 * @var array{name: string, label: string, value: string, required: bool, type: string, autocomplete: string, error: string} $args
 */

use Vitrine\Shop\Countries;

defined( 'ABSPATH' ) || exit;

$vitrine_name    = $args['name'];
$vitrine_invalid = '' === $args['error'] ? array() : array(
	'aria-invalid'     => 'true',
	'aria-describedby' => $vitrine_name . '-error',
);
$vitrine_star    = $args['required'] ? ' <span aria-hidden="true">*</span>' : '';
if ( 'country' === $args['type'] ) {
	printf(
		'<p class="vitrine-field vitrine-field--country"><label for="%1$s">%2$s%3$s</label>%4$s</p>',
		esc_attr( $vitrine_name ),
		esc_html( $args['label'] ),
		$vitrine_star, // phpcs:ignore WordPress.Security.EscapeOutput -- fixed markup.
		Countries::select( // phpcs:ignore WordPress.Security.EscapeOutput -- Countries::select() escapes.
			$vitrine_name,
			$vitrine_name,
			'' === $args['value'] ? 'DE' : $args['value'],
			array(
				'autocomplete'  => $args['autocomplete'],
				'aria-required' => 'true',
			) + $vitrine_invalid
		)
	);
} else {
	$vitrine_attrs = '';
	foreach ( $vitrine_invalid as $vitrine_attr => $vitrine_value ) {
		$vitrine_attrs .= ' ' . $vitrine_attr . '="' . esc_attr( $vitrine_value ) . '"';
	}
	printf(
		'<p class="vitrine-field vitrine-field--%1$s"><label for="%1$s">%2$s%3$s</label><input type="%4$s" id="%1$s" name="%1$s" value="%5$s" autocomplete="%6$s"%7$s%8$s></p>',
		esc_attr( $vitrine_name ),
		esc_html( $args['label'] ),
		$vitrine_star, // phpcs:ignore WordPress.Security.EscapeOutput -- fixed markup.
		esc_attr( $args['type'] ),
		esc_attr( $args['value'] ),
		esc_attr( $args['autocomplete'] ),
		$args['required'] ? ' aria-required="true"' : '',
		$vitrine_attrs // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
	);
}
if ( '' !== $args['error'] ) {
	printf( '<p class="vitrine-field-error" id="%1$s-error">%2$s</p>', esc_attr( $vitrine_name ), esc_html( $args['error'] ) );
}
