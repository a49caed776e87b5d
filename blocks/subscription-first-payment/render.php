<?php
/**
 * Server rendering of vitrine/subscription-first-payment (§2.3, §4.3).
 *
 * On a subscription's page the area holds the first-payment date; on a
 * variable subscription's page it starts empty and the view script fills it
 * with the selected variation's first_payment_html from the `vitrine/cart`
 * store (set by the add-to-cart form), and clears it on reset. Anywhere
 * else it renders nothing.
 *
 * @package Vitrine
 *
 * @var WP_Block $block The block.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_store   = Vitrine\Store\Stores::get();
$vitrine_product = Vitrine\Shop\ProductView::product_for_block( $vitrine_store, $block ?? null );
if ( ! $vitrine_product || ! $vitrine_product->is_subscription() ) {
	return;
}
$vitrine_variable = $vitrine_product->is_variable();
$vitrine_html     = '';
if ( $vitrine_variable ) {
	// Only a variable subscription's area changes with the shopper's choice.
	Vitrine\Blocks\Registry::view_script( 'subscription-first-payment' );
}
if ( ! $vitrine_variable && $vitrine_product->plan ) {
	$vitrine_html = Vitrine\Store\SubscriptionSchedule::first_payment_html( new DateTimeImmutable( 'now', wp_timezone() ), $vitrine_product->plan );
}
printf(
	'<div %1$s aria-live="polite"%2$s>%3$s</div>',
	get_block_wrapper_attributes( array( 'class' => 'vitrine-first-payment-area' ) ), // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress.
	$vitrine_variable ? ' data-vitrine-variable="1"' : '',
	wp_kses_post( $vitrine_html )
);
