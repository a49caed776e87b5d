<?php
/**
 * The pure mappers: purchase units (§3.6) and payer (§3.5, §3.7).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Payment\Payer;
use Vitrine\Payment\PurchaseUnits;
use Vitrine\Store\Order;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Payment\PurchaseUnits
 * @covers \Vitrine\Payment\Payer
 */
final class MappersTest extends TestCase {

	/**
	 * A shipped order of two lines.
	 */
	private static function order(): Order {
		return new Order(
			17,
			'vo_key',
			'pending',
			0,
			'EUR',
			5480,
			490,
			5970,
			'standard',
			'ppcp-gateway',
			array(),
			array(
				'address_1' => 'Heidestraße 17',
				'city'      => 'Köln',
				'postcode'  => '51147',
				'country'   => 'de',
			),
			array(),
			'',
			'',
			array(
				array(
					'cart_item_key' => 'k1',
					'product_id'    => 3,
					'variation_id'  => 0,
					'name'          => 'Kaffeetasse',
					'quantity'      => 2,
					'unit_price'    => 1990,
					'total'         => 3980,
					'meta'          => array(),
				),
				array(
					'cart_item_key' => 'k2',
					'product_id'    => 4,
					'variation_id'  => 9,
					'name'          => 'T-Shirt – L',
					'quantity'      => 1,
					'unit_price'    => 1500,
					'total'         => 1500,
					'meta'          => array(),
				),
			),
			1,
			'2026-11-22 10:00:00'
		);
	}

	/**
	 * §3.6: one unit with our order as custom_id and invoice_id, amounts of
	 * the stored order as decimal strings, items carrying cart_item_key.
	 */
	public function test_purchase_units_carry_the_order_its_amounts_and_cart_item_keys(): void {
		$unit = PurchaseUnits::of_order( self::order(), 'ab12cd34' )[0];
		$this->assertSame( '17', $unit['custom_id'] );
		$this->assertSame( 'vitrine-ab12cd34-17', $unit['invoice_id'] );
		$this->assertSame( '59.70', $unit['amount']['value'] );
		$this->assertSame( '54.80', $unit['amount']['breakdown']['item_total']['value'] );
		$this->assertSame( '4.90', $unit['amount']['breakdown']['shipping']['value'] );
		$this->assertSame( array( 'k1', 'k2' ), array_column( $unit['items'], 'cart_item_key' ) );
		$this->assertSame( '19.90', $unit['items'][0]['unit_amount']['value'] );
		$this->assertSame( '9', $unit['items'][1]['sku'] );
		$this->assertSame( 'DE', $unit['shipping']['address']['country_code'] );
		$this->assertSame( 'Köln', $unit['shipping']['address']['admin_area_2'] );
	}

	/**
	 * The provider gets the units without our cart_item_key.
	 */
	public function test_units_for_the_provider_leave_out_cart_item_keys(): void {
		$units = PurchaseUnits::for_provider( PurchaseUnits::of_order( self::order(), 'x' ) );
		$this->assertArrayNotHasKey( 'cart_item_key', $units[0]['items'][0] );
		$this->assertSame( 'Kaffeetasse', $units[0]['items'][0]['name'] );
	}

	/**
	 * A provider amount matches only in currency and exact value.
	 */
	public function test_an_amount_matches_only_the_orders_total_and_currency(): void {
		$order = self::order();
		$this->assertTrue( PurchaseUnits::amount_matches( array( 'currency_code' => 'EUR', 'value' => '59.70' ), $order ) );
		$this->assertFalse( PurchaseUnits::amount_matches( array( 'currency_code' => 'EUR', 'value' => '0.01' ), $order ) );
		$this->assertFalse( PurchaseUnits::amount_matches( array( 'currency_code' => 'USD', 'value' => '59.70' ), $order ) );
	}

	/**
	 * §3.5: the billing form wins where set, the server's payer fills the
	 * rest, a phone string becomes the HOME phone object with the national
	 * number only (the provider's national_number has no country code).
	 */
	public function test_payer_merges_the_billing_form_over_the_servers_payer(): void {
		$payer = Payer::merge(
			array(
				'email_address' => 'server@example.org',
				'name'          => array(
					'given_name' => 'Erika',
					'surname'    => 'Alt',
				),
				'address'       => array( 'country_code' => 'AT' ),
			),
			array(
				'billing_last_name' => 'Mustermann',
				'billing_country'   => 'de',
				'billing_city'      => 'Köln',
				'billing_phone'     => '+49 30 1234567',
			)
		);
		$this->assertSame( 'server@example.org', $payer['email_address'] );
		$this->assertSame( array( 'given_name' => 'Erika', 'surname' => 'Mustermann' ), $payer['name'] );
		$this->assertSame( array( 'country_code' => 'DE', 'admin_area_2' => 'Köln' ), $payer['address'] );
		$this->assertSame( array( 'phone_type' => 'HOME', 'phone_number' => array( 'national_number' => '301234567' ) ), $payer['phone'] );
	}

	/**
	 * §3.5: the national number of a phone as typed, country code and trunk
	 * prefix split off.
	 */
	public function test_a_phones_national_number_loses_the_country_code_and_trunk_prefix(): void {
		$this->assertSame( '309876543', Payer::national_number( '+49 30 9876543', 'DE' ) );
		$this->assertSame( '309876543', Payer::national_number( '0049 30 9876543', 'DE' ) );
		$this->assertSame( '309876543', Payer::national_number( '+49 (0)30 9876543', 'DE' ) );
		$this->assertSame( '309876543', Payer::national_number( '030 9876543', 'DE' ) );
		$this->assertSame( '15112345678', Payer::national_number( '+43 151 12345678', 'DE' ), 'the code of the number, not of the billing country' );
		$this->assertSame( '0612345678', Payer::national_number( '+39 06 12345678', 'IT' ), 'Italy keeps its 0' );
		$this->assertSame( '', Payer::national_number( '+1 212 5550100', 'DE' ), 'a calling code the shop does not know' );
		$payer = Payer::merge(
			array(),
			array(
				'billing_country' => 'DE',
				'billing_phone'   => '+49 30 9876543',
			)
		);
		$this->assertSame( array( 'national_number' => '309876543' ), $payer['phone']['phone_number'] );
		$this->assertSame( $payer, Payer::merge( $payer ), 'a stored national number stays as it is' );
	}

	/**
	 * The provider's limits (given_name 140, admin_area_2 120, postal_code
	 * 60, …): a payer from elsewhere than the checkout form, which refuses
	 * longer input, is cut to them.
	 */
	public function test_a_payer_is_cut_to_the_providers_lengths(): void {
		$payer = Payer::merge(
			array(
				'name'    => array( 'given_name' => str_repeat( 'Ä', 200 ) ),
				'address' => array(
					'country_code'   => 'DE',
					'address_line_1' => str_repeat( 's', 400 ),
					'admin_area_2'   => str_repeat( 'K', 200 ),
					'postal_code'    => str_repeat( '1', 80 ),
				),
			)
		);
		$this->assertSame( 140, mb_strlen( $payer['name']['given_name'] ) );
		$this->assertSame( 300, strlen( $payer['address']['address_line_1'] ) );
		$this->assertSame( 120, strlen( $payer['address']['admin_area_2'] ) );
		$this->assertSame( 60, strlen( $payer['address']['postal_code'] ) );
	}

	/**
	 * What the provider would refuse is left out: unknown keys, an invalid
	 * email, an address without a country.
	 */
	public function test_payer_leaves_out_what_the_provider_would_refuse(): void {
		$payer = Payer::merge(
			array(
				'email_address' => 'not-an-email',
				'address'       => array( 'admin_area_2' => 'Köln' ),
				'tax_info'      => array( 'tax_id' => '1' ),
			)
		);
		$this->assertSame( array(), $payer );
	}

	/**
	 * §3.7: provider address to shop address with empty defaults, and back.
	 */
	public function test_addresses_map_both_ways(): void {
		$shop = Payer::shop_address(
			array(
				'country_code'   => 'DE',
				'address_line_1' => 'Heidestraße 17',
				'admin_area_2'   => 'Köln',
				'postal_code'    => '51147',
			)
		);
		$this->assertSame( 'Köln', $shop['city'] );
		$this->assertSame( '', $shop['first_name'] );
		$this->assertSame( 'DE', $shop['country'] );
		$this->assertSame(
			array(
				'country_code'   => 'DE',
				'address_line_1' => 'Heidestraße 17',
				'admin_area_2'   => 'Köln',
				'postal_code'    => '51147',
			),
			Payer::provider_address( $shop )
		);
	}

	/**
	 * §4.8: with shipping in the provider's window the unit offers the shop's
	 * rates, the order's own selected, amounts in the order's currency; an
	 * order whose rate is not among them gets no options.
	 */
	public function test_shipping_options_offer_every_rate_with_the_orders_selected_4_8(): void {
		$rates = array(
			array( 'id' => 'standard', 'label' => 'Standardversand', 'cost' => 490 ),
			array( 'id' => 'express', 'label' => 'Expressversand', 'cost' => 990 ),
		);
		$units = PurchaseUnits::of_order( self::order(), 'ab12cd34' );
		$unit  = PurchaseUnits::with_shipping_options( $units, self::order(), $rates )[0];
		$this->assertSame( 'Heidestraße 17', $unit['shipping']['address']['address_line_1'] );
		$this->assertSame(
			array(
				array(
					'id'       => 'standard',
					'label'    => 'Standardversand',
					'type'     => 'SHIPPING',
					'selected' => true,
					'amount'   => array( 'currency_code' => 'EUR', 'value' => '4.90' ),
				),
				array(
					'id'       => 'express',
					'label'    => 'Expressversand',
					'type'     => 'SHIPPING',
					'selected' => false,
					'amount'   => array( 'currency_code' => 'EUR', 'value' => '9.90' ),
				),
			),
			$unit['shipping']['options']
		);
		$this->assertSame( $units, PurchaseUnits::with_shipping_options( $units, self::order(), array( $rates[1] ) ) );
	}
}
