<?php
/**
 * The checkout with an empty cart.
 *
 * Override: copy to `{theme}/vitrine/checkout/empty.php`.
 *
 * @package Vitrine
 *
 * @var array{shop_url: string} $args
 */

defined( 'ABSPATH' ) || exit;

printf(
	'<div class="vitrine-cart__empty"><p>%1$s</p><p><a href="%2$s">%3$s</a></p></div>',
	esc_html__( 'Your cart is empty.', 'vitrine' ),
	esc_url( $args['shop_url'] ),
	esc_html__( 'Go to the shop', 'vitrine' )
);
