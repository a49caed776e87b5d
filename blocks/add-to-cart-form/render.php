<?php
/**
 * Server rendering of vitrine/add-to-cart-form: the form of the product in
 * the block's context; nothing elsewhere.
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
echo ( new Vitrine\Shop\AddToCartForm( $vitrine_store ) )->render( $vitrine_product, get_block_wrapper_attributes() ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
