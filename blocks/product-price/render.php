<?php
/**
 * Server rendering of vitrine/product-price: the price of the product in
 * the block's context (product page, query loop); nothing elsewhere.
 *
 * @package Vitrine
 *
 * @var WP_Block $block The block.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_store   = Vitrine\Store\Stores::get();
$vitrine_product = Vitrine\Shop\ProductView::product_for_block( $vitrine_store, $block ?? null );
if ( ! $vitrine_product ) {
	return;
}
// German VAT: "inkl. MwSt., zzgl. Versand" next to every price (PAngV).
printf(
	'<p %1$s><span class="vitrine-price price">%2$s</span> %3$s</p>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress.
	esc_html( Vitrine\Shop\ProductView::price_text( $vitrine_store, $vitrine_product ) ),
	Vitrine\Shop\TaxDisplay::price_note( $vitrine_product ) // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by TaxDisplay.
);
