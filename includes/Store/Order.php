<?php
/**
 * An order as stored.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable snapshot of an order row and its items; amounts in minor units.
 */
final class Order {

	/**
	 * @param int                              $id                Order ID.
	 * @param string                           $order_key         Secret key for guest links (pay-for-order, order received).
	 * @param string                           $status            See OrderStatus.
	 * @param int                              $customer_id       User ID, 0 for a guest.
	 * @param string                           $currency          ISO code.
	 * @param int                              $subtotal          Items.
	 * @param int                              $shipping_total    Shipping.
	 * @param int                              $total             Amount to pay.
	 * @param string                           $shipping_rate     Rate ID, '' when not shipped.
	 * @param string                           $payment_method    Gateway ID (§9.3).
	 * @param array<string, string>            $billing           billing_* fields without the prefix.
	 * @param array<string, string>            $shipping          shipping_* fields without the prefix.
	 * @param array<string, mixed>             $payer             The provider's payer (§3.5).
	 * @param string                           $provider_order_id The provider's order ID.
	 * @param string                           $transaction_id    The provider's capture ID.
	 * @param array<int, array<string, mixed>> $items             Lines: cart_item_key, product_id, variation_id, name, quantity, unit_price, total, tax_rate, tax, meta.
	 * @param int                              $version           Row version.
	 * @param string                           $created_at        UTC datetime.
	 * @param int                              $payment_attempt   Payment attempt, from 1 (see Payment\Capture).
	 * @param array<int, array{rate: int, tax: int}> $taxes       VAT per rate that the gross total includes (Tax::summary()).
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $order_key,
		public readonly string $status,
		public readonly int $customer_id,
		public readonly string $currency,
		public readonly int $subtotal,
		public readonly int $shipping_total,
		public readonly int $total,
		public readonly string $shipping_rate,
		public readonly string $payment_method,
		public readonly array $billing,
		public readonly array $shipping,
		public readonly array $payer,
		public readonly string $provider_order_id,
		public readonly string $transaction_id,
		public readonly array $items,
		public readonly int $version,
		public readonly string $created_at,
		public readonly int $payment_attempt = 1,
		public readonly array $taxes = array(),
	) {}

	/**
	 * The VAT the total includes.
	 */
	public function tax_total(): int {
		return (int) array_sum( array_column( $this->taxes, 'tax' ) );
	}

	/**
	 * What the provider's request ids of this order are built from: its id
	 * and part of its secret key, so an order id used again (a database
	 * restored from a backup within the provider's 6 hours of request ids)
	 * is never answered with another order's replayed result.
	 */
	public function payment_reference(): string {
		return $this->id . '-' . substr( $this->order_key, -8 );
	}
}
