<?php
/**
 * The shop's URLs the payment layer answers with.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Store\Order;

defined( 'ABSPATH' ) || exit;

/**
 * Payments depend on the store and the provider only, never on the shop's
 * pages (which depend on payments for the ids): the shop provides its URLs
 * through these filters (`Shop\ShopPages::hook()`).
 */
final class OrderUrls {

	public const RECEIVED = 'vitrine_order_received_url';

	public const CHECKOUT = 'vitrine_checkout_url';

	/**
	 * The order-received page of an order (§2.6).
	 *
	 * @param Order $order The order.
	 */
	public static function received( Order $order ): string {
		return (string) apply_filters( self::RECEIVED, '', $order );
	}

	/**
	 * The checkout page (§2.6 "the configured redirect URL").
	 */
	public static function checkout(): string {
		return (string) apply_filters( self::CHECKOUT, '' );
	}
}
