<?php
/**
 * Gross lines as the provider's net items with tax (§3.6).
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Pure: the items and the amount breakdown of one purchase unit, built from
 * our gross lines so that they add up exactly as the provider checks them:
 * item_total = Σ unit_amount × quantity, tax_total = Σ tax × quantity,
 * amount = item_total + tax_total + shipping. Items carry the net price and
 * the tax of one unit; shipping goes in gross (the provider's breakdown has
 * no tax of shipping, and its tax_total must be the items' tax), so the
 * amount is the gross total the shopper saw.
 */
final class TaxItems {

	/**
	 * Items and breakdown of a unit.
	 *
	 * @param array<int, array{name: string, unit_price: int, quantity: int, tax: int, sku: string, category: string, cart_item_key: string}> $lines Gross lines with their tax (per line).
	 * @param int    $shipping Gross shipping.
	 * @param string $currency ISO 4217 code.
	 * @return array{items: array<int, array<string, mixed>>, breakdown: array<string, array{currency_code: string, value: string}>, total: array{currency_code: string, value: string}}
	 */
	public static function unit( array $lines, int $shipping, string $currency ): array {
		$money      = static fn( int $minor ): array => array(
			'currency_code' => $currency,
			'value'         => Money::to_decimal( $minor, $currency ),
		);
		$items      = array();
		$item_total = 0;
		$tax_total  = 0;
		foreach ( $lines as $line ) {
			foreach ( Tax::provider_items( $line['unit_price'], $line['quantity'], $line['tax'] ) as $i => $part ) {
				$item = array(
					'name'        => mb_substr( $line['name'], 0, 127 ),
					'unit_amount' => $money( $part['net'] ),
					'tax'         => $money( $part['tax'] ),
					'quantity'    => (string) $part['quantity'],
					'sku'         => $line['sku'],
					'category'    => $line['category'],
				);
				// One cart line, one key (§3.6): a line split in two names it on its first item only,
				// so whoever removes the cart lines of a unit (§4.6) removes each line once.
				$items[]     = 0 === $i ? $item + array( 'cart_item_key' => $line['cart_item_key'] ) : $item;
				$item_total += $part['net'] * $part['quantity'];
				$tax_total  += $part['tax'] * $part['quantity'];
			}
		}
		return array(
			'items'     => $items,
			'breakdown' => array(
				'item_total' => $money( $item_total ),
				'tax_total'  => $money( $tax_total ),
				'shipping'   => $money( $shipping ),
			),
			'total'     => $money( $item_total + $tax_total + $shipping ),
		);
	}
}
