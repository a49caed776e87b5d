<?php
/**
 * Writing a new order from cart totals.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * What placing an order from the checkout and from the wallet's buttons
 * share: the stock taken, the order with its items, the subscriptions of
 * its subscription lines. The caller holds the transaction.
 */
final class OrderWriter {

	/**
	 * @param ProductRepository      $products      Products (stock, plans).
	 * @param OrderRepository        $orders        Orders.
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 */
	public function __construct(
		private readonly ProductRepository $products,
		private readonly OrderRepository $orders,
		private readonly SubscriptionRepository $subscriptions
	) {}

	/**
	 * Takes the stock of every line. Call inside Database::atomic().
	 *
	 * @param array<string, mixed> $totals Cart totals.
	 * @throws StoreException When a line is out of stock.
	 */
	public function take_stock( array $totals ): void {
		foreach ( $totals['items'] as $item ) {
			$stock_id = $item['variation_id'] ? $item['variation_id'] : $item['product_id'];
			if ( ! $this->products->reduce_stock( $stock_id, $item['quantity'] ) ) {
				throw new StoreException(
					'vitrine_out_of_stock',
					/* translators: %s: product name */
					sprintf( __( 'Not enough of "%s" is in stock any more. Please change your cart.', 'vitrine' ), $item['name'] )
				);
			}
		}
	}

	/**
	 * Inserts a pending order with its items and subscriptions from cart
	 * totals. Call inside Database::atomic().
	 *
	 * @param array<string, mixed>  $totals         Cart totals.
	 * @param int                   $user_id        Customer, 0 for a guest.
	 * @param string                $payment_method Gateway ID.
	 * @param array<string, string> $billing        Billing fields without prefix.
	 * @param array<string, string> $shipping       Shipping fields without prefix.
	 * @param DateTimeImmutable     $today          Today.
	 * @return int Order ID.
	 */
	public function insert( array $totals, int $user_id, string $payment_method, array $billing, array $shipping, DateTimeImmutable $today ): int {
		$order_id = $this->orders->insert(
			array(
				'customer_id'    => $user_id,
				'currency'       => $totals['currency'],
				'subtotal'       => $totals['subtotal'],
				'shipping_total' => $totals['shipping_total'],
				'total'          => $totals['total'],
				'taxes'          => $totals['taxes'],
				'shipping_rate'  => $totals['shipping_rate']['id'] ?? '',
				'payment_method' => $payment_method,
				'billing'        => $billing,
				'shipping'       => $shipping,
			),
			array_map(
				static fn( array $item ): array => array(
					'cart_item_key' => $item['cart_item_key'],
					'product_id'    => $item['product_id'],
					'variation_id'  => $item['variation_id'],
					'name'          => $item['name'],
					'quantity'      => $item['quantity'],
					'unit_price'    => $item['unit_price'],
					'total'         => $item['line_total'],
					'tax_rate'      => $item['tax_rate'],
					'tax'           => $item['tax'],
					'meta'          => array_filter(
						array(
							'variation'     => $item['variation'],
							'booking'       => $item['booking'],
							'extra'         => $item['extra'],
							'recurring'     => $item['recurring'],
							'first_payment' => $item['first_payment'],
						)
					),
				),
				$totals['items']
			)
		);
		foreach ( $totals['items'] as $item ) {
			if ( null === $item['recurring'] ) {
				continue;
			}
			$product   = $this->products->get( $item['product_id'] );
			$variation = $item['variation_id'] ? $product->variation( $item['variation_id'] ) : null;
			$plan      = $variation && $variation->plan ? $variation->plan : $product->plan;
			$this->subscriptions->insert( $order_id, $user_id, $item['product_id'], $item['variation_id'], $item['recurring'], $totals['currency'], $plan, $today, '1' === get_option( 'vitrine_manual_renewal', '0' ) );
		}
		return $order_id;
	}
}
