<?php
/**
 * A shopper's cart.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * What the shopper chose: lines, shipping address and rate. It holds no
 * prices: those are computed on the server from the products each time
 * (CartCalculator), so nothing a client sends can set them.
 */
final class Cart {

	/**
	 * @param string                $session_key Owner: `user:{id}` or `guest:{token}`.
	 * @param array<string, array{cart_item_key: string, product_id: int, variation_id: int, quantity: int, variation: array<string, string>, booking: array{date: string, time: string, persons: int}|null, extra: array<string, string>}> $items Lines by cart_item_key.
	 * @param array<string, string> $shipping_address address_1, address_2, city, state, postcode, country (§3.7).
	 * @param string                $shipping_rate    Chosen rate ID, '' for the first one.
	 * @param int                   $version          Row version read (0: not stored yet).
	 */
	public function __construct(
		public readonly string $session_key,
		public readonly array $items = array(),
		public readonly array $shipping_address = array(),
		public readonly string $shipping_rate = '',
		public readonly int $version = 0,
	) {}

	/**
	 * A copy with other items.
	 *
	 * @param array<string, array<string, mixed>> $items Lines by key.
	 */
	public function with_items( array $items ): Cart {
		return new Cart( $this->session_key, $items, $this->shipping_address, $this->shipping_rate, $this->version );
	}

	/**
	 * A copy with another shipping address.
	 *
	 * @param array<string, string> $address §3.7 fields.
	 */
	public function with_shipping_address( array $address ): Cart {
		return new Cart( $this->session_key, $this->items, $address, $this->shipping_rate, $this->version );
	}

	/**
	 * A copy with another shipping rate.
	 *
	 * @param string $rate_id Rate ID.
	 */
	public function with_shipping_rate( string $rate_id ): Cart {
		return new Cart( $this->session_key, $this->items, $this->shipping_address, $rate_id, $this->version );
	}

	/**
	 * Whether there are no lines.
	 */
	public function is_empty(): bool {
		return array() === $this->items;
	}

	/**
	 * Units of a product or variation already in the cart.
	 *
	 * @param int $product_id   Product ID.
	 * @param int $variation_id Variation ID, 0 for none.
	 */
	public function quantity_of( int $product_id, int $variation_id = 0 ): int {
		$sum = 0;
		foreach ( $this->items as $item ) {
			if ( $item['product_id'] === $product_id && $item['variation_id'] === $variation_id ) {
				$sum += $item['quantity'];
			}
		}
		return $sum;
	}

	/**
	 * A stored line as the request that would add it again (the input of
	 * `CartLines::line()` and `Store::add_lines_to_cart()`).
	 *
	 * @param array<string, mixed> $item     A line of `$items`.
	 * @param int|null             $quantity Another quantity, or null for the line's own.
	 * @return array<string, mixed>
	 */
	public static function line_request( array $item, ?int $quantity = null ): array {
		return array(
			'id'           => $item['product_id'],
			'variation_id' => $item['variation_id'],
			'quantity'     => $quantity ?? $item['quantity'],
			'variations'   => $item['variation'],
			'booking'      => $item['booking'],
			'extra'        => $item['extra'],
		);
	}

	/**
	 * The stored form (JSON).
	 *
	 * @return array<string, mixed>
	 */
	public function to_array(): array {
		return array(
			'items'            => $this->items,
			'shipping_address' => $this->shipping_address,
			'shipping_rate'    => $this->shipping_rate,
		);
	}
}
