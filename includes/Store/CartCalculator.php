<?php
/**
 * Prices and totals of a cart, on the server only.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * Prices every line from the current product data (never from anything the
 * browser sent), adds shipping, and builds the provider's purchase units.
 */
final class CartCalculator {

	/**
	 * @param ProductRepository $products Product source.
	 */
	public function __construct( private readonly ProductRepository $products ) {}

	/**
	 * Totals of a cart. Amounts are minor units.
	 *
	 * Subscriptions charge today their sign-up fee plus, when the first
	 * payment falls on today (no trial, no later renewal day, §3.3), the first
	 * period; otherwise the period is charged on the first payment date.
	 * Bookings cost the price per person times persons. Prices are gross:
	 * each line carries its VAT rate and the tax it includes (rounded per
	 * line), `taxes` the VAT per rate including the shipping's (Tax).
	 * Shipping: the methods of the zone of the cart's country (the home
	 * country until an address is given, ShippingRules); no rate when no
	 * zone takes that country.
	 *
	 * @param Cart              $cart  Cart.
	 * @param DateTimeImmutable $today Today in the shop's time zone.
	 * @return array{currency: string, items: array<int, array<string, mixed>>, subtotal: int, shipping_total: int, shipping_rate: array{id: string, label: string, cost: int, type: string}|null, shipping_rates: array<int, array{id: string, label: string, cost: int, type: string}>, shipping_country: string, shipping_zone: string, total: int, taxes: array<int, array{rate: int, tax: int}>, tax_total: int, needs_shipping: bool, contains_subscription: bool, is_free_trial_cart: bool}
	 */
	public function totals( Cart $cart, DateTimeImmutable $today ): array {
		$items          = array();
		$subtotal       = 0;
		$needs_shipping = false;
		$subscription   = false;
		$parcel         = array();
		foreach ( $cart->items as $item ) {
			$product = $this->products->get( (int) $item['product_id'] );
			if ( ! $product ) {
				continue;
			}
			$variation = $item['variation_id'] ? $product->variation( (int) $item['variation_id'] ) : null;
			if ( $product->is_variable() && ! $variation ) {
				continue;
			}
			$price          = $variation ? $variation->price : $product->price;
			$plan           = $variation && $variation->plan ? $variation->plan : $product->plan;
			$fee            = $variation ? $variation->sign_up_fee : $product->sign_up_fee;
			$recurring      = null;
			$first_payment  = null;
			$unit           = $price;
			if ( Product::BOOKING === $product->type ) {
				$unit = $price * (int) ( $item['booking']['persons'] ?? 1 );
			} elseif ( $product->is_subscription() && $plan ) {
				$subscription  = true;
				$recurring     = $price;
				$first         = SubscriptionSchedule::first_payment( $today, $plan );
				$first_payment = $first->format( 'Y-m-d' );
				$unit          = $fee + ( $first_payment === $today->format( 'Y-m-d' ) ? $price : 0 );
			}
			$needs_shipping = $needs_shipping || $product->needs_shipping;
			$line_total     = $unit * (int) $item['quantity'];
			$tax_rate       = $product->tax_rate();
			$subtotal      += $line_total;
			$parcel[]       = array(
				'quantity' => (int) $item['quantity'],
				'shipped'  => $product->needs_shipping,
				'class'    => $product->shipping_class,
			);
			$items[]        = array(
				'cart_item_key'  => $item['cart_item_key'],
				'product_id'     => $product->id,
				'variation_id'   => $variation ? $variation->id : 0,
				'name'           => $product->name . ( $item['variation'] ? ' – ' . implode( ', ', $item['variation'] ) : '' ),
				'quantity'       => (int) $item['quantity'],
				'unit_price'     => $unit,
				'line_total'     => $line_total,
				'tax_rate'       => $tax_rate,
				'tax'            => Tax::included( $line_total, $tax_rate ),
				'recurring'      => $recurring,
				'first_payment'  => $first_payment,
				'needs_shipping' => $product->needs_shipping,
				'variation'      => $item['variation'],
				'booking'        => $item['booking'],
				'extra'          => $item['extra'],
			);
		}
		$ship     = self::shipping_for( (string) ( $cart->shipping_address['country'] ?? '' ), $cart->shipping_rate, $needs_shipping ? $parcel : array(), $subtotal );
		$rate     = $needs_shipping ? $ship['rate'] : null;
		$shipping = $rate ? $rate['cost'] : 0;
		$total    = $subtotal + $shipping;
		$taxes    = self::taxes( $items, $shipping );
		return array(
			'currency'              => Money::currency(),
			'items'                 => $items,
			'subtotal'              => $subtotal,
			'shipping_total'        => $shipping,
			'shipping_rate'         => $rate,
			'shipping_rates'        => $needs_shipping ? $ship['rates'] : array(),
			'shipping_country'      => $ship['country'],
			'shipping_zone'         => $needs_shipping && $ship['zone'] ? (string) $ship['zone']['name'] : '',
			'total'                 => $total,
			'taxes'                 => $taxes,
			'tax_total'             => array_sum( array_column( $taxes, 'tax' ) ),
			'needs_shipping'        => $needs_shipping,
			'contains_subscription' => $subscription,
			'is_free_trial_cart'    => $subscription && 0 === $total,
		);
	}

	/**
	 * Shipping of a parcel to a country (ShippingRules over the owner's
	 * settings): the zone, the methods it offers and the one charged.
	 *
	 * @param string                                                         $country Destination, '' for the home country.
	 * @param string                                                         $chosen  The chosen method, '' for the first.
	 * @param array<int, array{quantity: int, shipped: bool, class: string}> $parcel  The lines (none: nothing is shipped).
	 * @param int                                                            $goods   Gross value of the goods.
	 * @return array{country: string, zone: array<string, mixed>|null, rates: array<int, array{id: string, label: string, cost: int, type: string}>, rate: array{id: string, label: string, cost: int, type: string}|null}
	 */
	public static function shipping_for( string $country, string $chosen, array $parcel, int $goods ): array {
		$settings = ShippingSettings::get();
		$country  = ShippingRules::destination( $settings['zones'], $country );
		$zone     = ShippingRules::zone_for( $settings['zones'], $country );
		$rates    = $zone && $parcel ? ShippingRules::rates( $zone, $parcel, $settings['classes'], $goods ) : array();
		return array(
			'country' => $country,
			'zone'    => $zone,
			'rates'   => $rates,
			'rate'    => ShippingRules::pick( $rates, $chosen ),
		);
	}

	/**
	 * The methods an order's parcel may take (the provider's shipping
	 * options, §4.8), for its shipping country and lines; none when the
	 * order is not shipped.
	 *
	 * @param Order $order Order.
	 * @return array<int, array{id: string, label: string, cost: int, type: string}>
	 */
	public function order_rates( Order $order ): array {
		if ( '' === $order->shipping_rate ) {
			return array();
		}
		$parcel = array();
		foreach ( $order->items as $item ) {
			$product  = $this->products->get( (int) $item['product_id'] );
			$parcel[] = array(
				'quantity' => (int) $item['quantity'],
				'shipped'  => $product ? $product->needs_shipping : true,
				'class'    => $product ? $product->shipping_class : '',
			);
		}
		return self::shipping_for( (string) ( $order->shipping['country'] ?? '' ), $order->shipping_rate, $parcel, $order->subtotal )['rates'];
	}

	/**
	 * The VAT per rate that a cart's or order's gross amounts include.
	 *
	 * @param array<int, array<string, mixed>> $items    Lines with tax_rate, line_total (or total) and needs_shipping.
	 * @param int                              $shipping Gross shipping.
	 * @return array<int, array{rate: int, tax: int}>
	 */
	public static function taxes( array $items, int $shipping ): array {
		return Tax::summary(
			array_map(
				static fn( array $item ): array => array(
					'rate'    => (int) ( $item['tax_rate'] ?? Tax::rate( Tax::STANDARD ) ),
					'gross'   => (int) ( $item['line_total'] ?? $item['total'] ?? 0 ),
					'shipped' => (bool) ( $item['needs_shipping'] ?? true ),
				),
				$items
			),
			$shipping
		);
	}

	/**
	 * Purchase units for the provider (§3.6): one unit with the amount and
	 * its breakdown (net items, their tax, gross shipping: TaxItems), items
	 * carrying cart_item_key, and the shipping address when the cart is
	 * shipped.
	 *
	 * @param Cart              $cart  Cart.
	 * @param DateTimeImmutable $today Today in the shop's time zone.
	 * @return array<int, array<string, mixed>>
	 */
	public function purchase_units( Cart $cart, DateTimeImmutable $today ): array {
		$totals = $this->totals( $cart, $today );
		$lines  = array();
		foreach ( $totals['items'] as $item ) {
			$lines[] = array(
				'name'          => $item['name'],
				'unit_price'    => $item['unit_price'],
				'quantity'      => $item['quantity'],
				'tax'           => $item['tax'],
				'sku'           => (string) ( $item['variation_id'] ? $item['variation_id'] : $item['product_id'] ),
				'category'      => $item['needs_shipping'] ? 'PHYSICAL_GOODS' : 'DIGITAL_GOODS',
				'cart_item_key' => $item['cart_item_key'],
			);
		}
		$taxed = TaxItems::unit( $lines, $totals['shipping_total'], $totals['currency'] );
		$unit  = array(
			'reference_id' => 'default',
			'amount'       => $taxed['total'] + array( 'breakdown' => $taxed['breakdown'] ),
			'items'        => $taxed['items'],
		);
		if ( $totals['needs_shipping'] && ! empty( $cart->shipping_address['country'] ) ) {
			$address          = $cart->shipping_address;
			$unit['shipping'] = array(
				'address' => array(
					'country_code'   => (string) $address['country'],
					'address_line_1' => (string) ( $address['address_1'] ?? '' ),
					'address_line_2' => (string) ( $address['address_2'] ?? '' ),
					'admin_area_1'   => (string) ( $address['state'] ?? '' ),
					'admin_area_2'   => (string) ( $address['city'] ?? '' ),
					'postal_code'    => (string) ( $address['postcode'] ?? '' ),
				),
			);
		}
		return array( $unit );
	}
}
