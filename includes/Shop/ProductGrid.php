<?php
/**
 * What a product card of the shop grid says: badges and its button.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\Money;
use Vitrine\Store\Product;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Rules of the product cards on /shop/ (and wherever a query loop of
 * products shows `vitrine/product-image` and `vitrine/product-button`):
 *
 * - **Sold out**: a product with tracked stock of 0; a variable product
 *   when every variation is; a group when every product in it is.
 * - **Sale**: the shop owner entered an earlier price (meta
 *   `_vitrine_was_price`, minor units) above today's price. The price the
 *   cart charges is always the product's price; the earlier one is only
 *   shown, struck through. German price law (§ 11 PAngV) asks for the
 *   lowest price of the 30 days before a reduction: the box says so.
 * - **Button**: simple products that can be bought are added to the cart
 *   right from the card; every other type needs a choice (size, date,
 *   persons, group quantities, subscription terms) and links to its page
 *   with "Optionen wählen"; sold-out products link with "Details ansehen".
 */
final class ProductGrid {

	/** Post meta: the earlier price (minor units) of a reduced product. */
	public const WAS_PRICE_META = '_vitrine_was_price';

	/**
	 * Whether nothing of the product can be bought for lack of stock.
	 *
	 * @param Store   $store   The shop.
	 * @param Product $product Product.
	 */
	public static function sold_out( Store $store, Product $product ): bool {
		if ( $product->is_variable() ) {
			if ( ! $product->variations ) {
				return false;
			}
			foreach ( $product->variations as $variation ) {
				if ( null === $variation->stock || $variation->stock > 0 ) {
					return false;
				}
			}
			return true;
		}
		if ( Product::GROUPED === $product->type ) {
			$children = 0;
			foreach ( $product->children as $child_id ) {
				$child = $store->product( $child_id );
				if ( ! $child || 'publish' !== $child->status ) {
					continue;
				}
				++$children;
				if ( ! self::sold_out( $store, $child ) ) {
					return false;
				}
			}
			return $children > 0;
		}
		return null !== $product->stock && $product->stock <= 0;
	}

	/**
	 * The earlier price of a reduced product, null when it is not reduced.
	 * Only products with one price of their own (simple, booking,
	 * subscription) can be reduced.
	 *
	 * @param Product $product Product.
	 */
	public static function was_price( Product $product ): ?int {
		if ( ! in_array( $product->type, array( Product::SIMPLE, Product::BOOKING, Product::SUBSCRIPTION ), true ) ) {
			return null;
		}
		$was = get_post_meta( $product->id, self::WAS_PRICE_META, true );
		$was = is_numeric( $was ) ? (int) $was : 0;
		return $was > $product->price ? $was : null;
	}

	/**
	 * The earlier price as text ("15,90 €"), '' when not reduced.
	 *
	 * @param Store   $store   The shop.
	 * @param Product $product Product.
	 */
	public static function was_price_text( Store $store, Product $product ): string {
		$was = self::was_price( $product );
		return null === $was ? '' : Money::format( $was, $store->currency() );
	}

	/**
	 * The card's badges, in the order they show: key => German label.
	 *
	 * @param Store   $store   The shop.
	 * @param Product $product Product.
	 * @return array<string, string>
	 */
	public static function badges( Store $store, Product $product ): array {
		$badges = array();
		if ( self::sold_out( $store, $product ) ) {
			$badges['sold-out'] = __( 'Sold out', 'vitrine' );
		} elseif ( null !== self::was_price( $product ) ) {
			$badges['sale'] = __( 'Sale', 'vitrine' );
		}
		return $badges;
	}

	/**
	 * What the card's button does: `add` (a simple product added right
	 * away), `options` (its page, to choose) or `view` (sold out).
	 *
	 * @param Store   $store   The shop.
	 * @param Product $product Product.
	 */
	public static function button_kind( Store $store, Product $product ): string {
		if ( self::sold_out( $store, $product ) ) {
			return 'view';
		}
		return Product::SIMPLE === $product->type ? 'add' : 'options';
	}
}
