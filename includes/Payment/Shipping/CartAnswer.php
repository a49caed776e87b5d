<?php
/**
 * What the pop-up's shipping calls answer (§7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Shipping;

use Vitrine\Store\Money;
use Vitrine\Store\CartSummary;

defined( 'ABSPATH' ) || exit;

/**
 * The cart as the §7.2 shipping calls answer it: its shipping address with
 * the §3.7 defaults (empty strings for every field), whether it is shipped,
 * the rates with the selected one, the totals (decimal strings and the
 * server's German display) and the cart as the `vitrine/cart` store receives
 * it (`receiveCart`), so the page can update its totals without adding up
 * anything itself. Pure over the cart's totals.
 */
final class CartAnswer {

	/**
	 * §3.7 defaults of an address: every field an empty string.
	 */
	private const ADDRESS_DEFAULTS = array(
		'first_name' => '',
		'last_name'  => '',
		'company'    => '',
		'address_1'  => '',
		'address_2'  => '',
		'city'       => '',
		'state'      => '',
		'postcode'   => '',
		'country'    => '',
		'phone'      => '',
	);

	/**
	 * The answer.
	 *
	 * @param array<string, mixed>  $totals  Cart totals (CartCalculator::totals()).
	 * @param array<string, string> $address The cart's shipping address.
	 * @return array{shipping_address: array<string, string>, needs_shipping: bool, shipping_rates: array<int, array{rate_id: string, name: string, price: string, formatted_price: string, selected: bool}>, totals: array<string, mixed>, cart: array<string, mixed>}
	 */
	public static function of( array $totals, array $address ): array {
		$currency = (string) $totals['currency'];
		$selected = (string) ( $totals['shipping_rate']['id'] ?? '' );
		$rates    = array();
		foreach ( $totals['shipping_rates'] as $rate ) {
			$rates[] = array(
				'rate_id'         => $rate['id'],
				'name'            => $rate['label'],
				'price'           => Money::to_decimal( $rate['cost'], $currency ),
				'formatted_price' => Money::format( $rate['cost'], $currency ),
				'selected'        => $rate['id'] === $selected,
			);
		}
		$known = array_intersect_key( array_map( 'strval', $address ), self::ADDRESS_DEFAULTS );
		return array(
			'shipping_address' => array_merge( self::ADDRESS_DEFAULTS, $known ),
			'needs_shipping'   => (bool) $totals['needs_shipping'],
			'shipping_rates'   => $rates,
			'totals'           => array(
				'currency_code'  => $currency,
				'total_items'    => Money::to_decimal( $totals['subtotal'], $currency ),
				'total_shipping' => Money::to_decimal( $totals['shipping_total'], $currency ),
				'total_price'    => Money::to_decimal( $totals['total'], $currency ),
				'formatted'      => array(
					'total_items'    => Money::format( $totals['subtotal'], $currency ),
					'total_shipping' => Money::format( $totals['shipping_total'], $currency ),
					'total_price'    => Money::format( $totals['total'], $currency ),
				),
			),
			'cart'             => CartSummary::of( $totals ),
		);
	}
}
