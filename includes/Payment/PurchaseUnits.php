<?php
/**
 * Our order as the provider's purchase units (§3.6).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\TaxItems;

defined( 'ABSPATH' ) || exit;

/**
 * Pure mapper: every amount comes from the stored order, which the server
 * priced from its own product data; nothing the browser sent is used
 * (§7.2 create_order: a client's purchase_units are ignored).
 *
 * The unit names our order twice: `custom_id` is its ID (a webhook or a
 * reconciliation finds the order by it), `invoice_id` is unique per shop
 * and order, so the provider refuses to take a second payment for the
 * same order through another provider order (DUPLICATE_INVOICE_ID).
 */
final class PurchaseUnits {

	/**
	 * The one purchase unit of an order, items carrying cart_item_key (§3.6).
	 * Prices are gross; the items carry their net price and tax (German
	 * VAT), so the breakdown is item_total + tax_total + shipping, which
	 * the provider checks to the cent (TaxItems).
	 *
	 * @param Order  $order Our order.
	 * @param string $site  Site salt (RequestId's), so shops sharing an account never share invoice ids.
	 * @return array<int, array<string, mixed>>
	 */
	public static function of_order( Order $order, string $site ): array {
		$lines = array();
		foreach ( $order->items as $item ) {
			$lines[] = array(
				'name'          => (string) $item['name'],
				'unit_price'    => (int) $item['unit_price'],
				'quantity'      => (int) $item['quantity'],
				'tax'           => (int) ( $item['tax'] ?? 0 ),
				'sku'           => (string) ( $item['variation_id'] ? $item['variation_id'] : $item['product_id'] ),
				'category'      => '' !== $order->shipping_rate ? 'PHYSICAL_GOODS' : 'DIGITAL_GOODS',
				'cart_item_key' => (string) $item['cart_item_key'],
			);
		}
		$taxed = TaxItems::unit( $lines, $order->shipping_total, $order->currency );
		$unit  = array(
			'reference_id' => 'default',
			'custom_id'    => (string) $order->id,
			'invoice_id'   => self::invoice_id( $order->id, $site ),
			'amount'       => $taxed['total'] + array( 'breakdown' => $taxed['breakdown'] ),
			'items'        => $taxed['items'],
		);
		if ( '' !== $order->shipping_rate && '' !== (string) ( $order->shipping['country'] ?? '' ) ) {
			$unit['shipping'] = array( 'address' => Payer::provider_address( $order->shipping ) );
		}
		return array( $unit );
	}

	/**
	 * §4.8: with shipping inside the provider's window, the unit offers the
	 * shop's rates as shipping.options (the order's rate selected), so the
	 * pop-up lets the payer change them and asks the page. Orders without a
	 * shipping rate (nothing to ship) stay as they are.
	 *
	 * @param array<int, array<string, mixed>>              $units Units of of_order().
	 * @param Order                                         $order Our order.
	 * @param array<int, array{id: string, label: string, cost: int}> $rates The shop's rates.
	 * @return array<int, array<string, mixed>>
	 */
	public static function with_shipping_options( array $units, Order $order, array $rates ): array {
		if ( '' === $order->shipping_rate || array() === $units || array() === $rates ) {
			return $units;
		}
		$options = array();
		foreach ( $rates as $rate ) {
			$options[] = array(
				'id'       => mb_substr( $rate['id'], 0, 127 ),
				'label'    => mb_substr( $rate['label'], 0, 127 ),
				'type'     => 'SHIPPING',
				'selected' => $rate['id'] === $order->shipping_rate,
				'amount'   => array(
					'currency_code' => $order->currency,
					'value'         => Money::to_decimal( $rate['cost'], $order->currency ),
				),
			);
		}
		if ( ! in_array( true, array_column( $options, 'selected' ), true ) ) {
			return $units;
		}
		$units[0]['shipping'] = (array) ( $units[0]['shipping'] ?? array() ) + array( 'options' => $options );
		return $units;
	}

	/**
	 * The units as sent to the provider: without cart_item_key, which is
	 * ours (the provider's item schema has no such field).
	 *
	 * @param array<int, array<string, mixed>> $units Units of of_order().
	 * @return array<int, array<string, mixed>>
	 */
	public static function for_provider( array $units ): array {
		foreach ( $units as &$unit ) {
			foreach ( $unit['items'] ?? array() as $i => $item ) {
				unset( $unit['items'][ $i ]['cart_item_key'] );
			}
		}
		return $units;
	}

	/**
	 * Our invoice id of an order at the provider.
	 *
	 * @param int    $order_id Order ID.
	 * @param string $site     Site salt.
	 */
	public static function invoice_id( int $order_id, string $site ): string {
		return 'vitrine-' . preg_replace( '/[^A-Za-z0-9]/', '', $site ) . '-' . $order_id;
	}

	/**
	 * Whether a provider purchase unit asks for exactly our order's amount.
	 *
	 * @param array<string, mixed> $amount Provider amount {currency_code, value}.
	 * @param Order                $order  Our order.
	 */
	public static function amount_matches( array $amount, Order $order ): bool {
		return strtoupper( (string) ( $amount['currency_code'] ?? '' ) ) === $order->currency
			&& Money::to_decimal( $order->total, $order->currency ) === (string) ( $amount['value'] ?? '' );
	}
}
