<?php
/**
 * Wiring of product pictures, the shop grid and its prices.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the product grid pattern in and shows a reduced product's earlier
 * price, struck through, in front of its price.
 */
final class ImagesModule {

	/**
	 * Boots the module.
	 */
	public static function boot(): void {
		ProductGridPattern::hook();
		ImagesFontPreload::hook();
		add_filter( 'render_block_vitrine/product-price', array( self::class, 'was_price' ), 10, 3 );
	}

	/**
	 * `render_block_vitrine/product-price`: puts the earlier price of a
	 * reduced product in front of its price, struck through and named for
	 * screen readers.
	 *
	 * @param string         $html   The price block's HTML.
	 * @param array          $parsed The parsed block.
	 * @param \WP_Block|null $block  The block.
	 */
	public static function was_price( $html, $parsed = array(), $block = null ): string {
		$html = (string) $html;
		unset( $parsed );
		$store   = Stores::get();
		$product = ProductView::product_for_block( $store, $block instanceof \WP_Block ? $block : null );
		$was     = $product ? ProductGrid::was_price_text( $store, $product ) : '';
		$at      = strpos( $html, '<span class="vitrine-price' );
		if ( '' === $was || false === $at ) {
			return $html;
		}
		$del = sprintf(
			'<del class="vitrine-was-price"><span class="screen-reader-text">%1$s </span>%2$s</del> <span class="screen-reader-text">%3$s </span>',
			esc_html__( 'Earlier price:', 'vitrine' ),
			esc_html( $was ),
			esc_html__( 'Now:', 'vitrine' )
		);
		return substr_replace( $html, $del, $at, 0 );
	}
}
