<?php
/**
 * Removing a paid order's lines from the shopper's cart.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Store\Order;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * The cart is emptied once its order is paid, not when the pop-up opens
 * (the shopper may cancel). Only the order's lines go: a line added since
 * (another tab) stays.
 */
final class CartLines {

	/**
	 * Removes the paid order's lines from the caller's cart.
	 *
	 * @param Store  $store  The shop.
	 * @param Caller $caller Who asks.
	 * @param Order  $order  Paid order.
	 */
	public static function remove_paid( Store $store, Caller $caller, Order $order ): void {
		if ( '' === $caller->session ) {
			return;
		}
		$lines = $store->cart( $caller->session )->items;
		foreach ( $order->items as $item ) {
			$key = (string) $item['cart_item_key'];
			if ( '' === $key || ! isset( $lines[ $key ] ) ) {
				continue;
			}
			try {
				$store->remove_from_cart( $caller->session, $key );
			} catch ( StoreException ) {
				continue; // Removed meanwhile by a duplicate of the call.
			}
		}
	}
}
