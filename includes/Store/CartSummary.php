<?php
/**
 * The cart as the shopper's scripts receive it.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * One shape of the cart for the cart page, the mini-cart and the shop
 * endpoints' answers (src/blocks/cart/rules.ts types it).
 */
final class CartSummary {

	/**
	 * The cart as the `vitrine/cart` store receives it (camelCase, decimal
	 * strings), with the server's German display of each amount
	 * (`formatted…`) so no browser formats or adds up prices.
	 *
	 * @param array<string, mixed> $totals Cart totals.
	 * @return array{items: array<int, array<string, mixed>>, total: string, currency: string, count: int, subtotal: string, shippingTotal: string, needsShipping: bool, shippingRate: string, formatted: array{subtotal: string, shipping: string, total: string, taxes: array<int, array{label: string, amount: string}>}}
	 */
	public static function of( array $totals ): array {
		$currency = $totals['currency'];
		return array(
			'items'         => array_map(
				static fn( array $item ): array => array(
					'cartItemKey'    => $item['cart_item_key'],
					'productId'      => $item['product_id'],
					'name'           => $item['name'],
					'quantity'       => $item['quantity'],
					'total'          => Money::to_decimal( $item['line_total'], $currency ),
					'formattedTotal' => Money::format( $item['line_total'], $currency ),
				),
				$totals['items']
			),
			'total'         => Money::to_decimal( $totals['total'], $currency ),
			'currency'      => $currency,
			'count'         => array_sum( array_column( $totals['items'], 'quantity' ) ),
			'subtotal'      => Money::to_decimal( $totals['subtotal'], $currency ),
			'shippingTotal' => Money::to_decimal( $totals['shipping_total'], $currency ),
			'needsShipping' => (bool) $totals['needs_shipping'],
			'shippingRate'  => (string) ( $totals['shipping_rate']['id'] ?? '' ),
			'formatted'     => array(
				'subtotal' => Money::format( $totals['subtotal'], $currency ),
				'shipping' => Money::format( $totals['shipping_total'], $currency ),
				'total'    => Money::format( $totals['total'], $currency ),
				'taxes'    => Tax::rows( $totals['taxes'] ?? array(), $currency ),
			),
		);
	}
}
