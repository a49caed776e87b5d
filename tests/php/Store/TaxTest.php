<?php
/**
 * German VAT rules: gross prices, per-line rounding,
 * shipping taxed like the goods, and the provider's items (§3.6).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\Tax;
use Vitrine\Store\TaxItems;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Store\Tax
 * @covers \Vitrine\Store\TaxItems
 */
final class TaxTest extends TestCase {

	public function test_the_three_classes_have_the_german_rates_and_an_unknown_class_is_standard(): void {
		$this->assertSame( 19, Tax::rate( Tax::STANDARD ) );
		$this->assertSame( 7, Tax::rate( Tax::REDUCED ) );
		$this->assertSame( 0, Tax::rate( Tax::ZERO ) );
		$this->assertSame( 19, Tax::rate( 'luxury' ) );
		$this->assertSame( array( 'Regelsteuersatz (19 %)', 'Ermäßigter Steuersatz (7 %)', 'Steuerfrei (0 %)' ), array_values( Tax::class_labels() ) );
	}

	public function test_a_gross_price_includes_its_tax_rounded_half_up_to_the_cent(): void {
		$this->assertSame( 206, Tax::included( 1290, 19 ), '12,90 € include 2,06 € (2,0597).' );
		$this->assertSame( 84, Tax::included( 1290, 7 ), '12,90 € at 7 % include 0,84 € (0,8439).' );
		$this->assertSame( 398, Tax::included( 2490, 19 ), '24,90 € include 3,98 € (3,9756).' );
		$this->assertSame( 795, Tax::included( 4980, 19 ), 'The line of two includes 7,95 € (7,9513), not twice 3,98 €.' );
		$this->assertSame( 958, Tax::included( 6000, 19 ) );
		$this->assertSame( 0, Tax::included( 6000, 0 ) );
		$this->assertSame( 0, Tax::included( 0, 19 ) );
		$this->assertSame( -206, Tax::included( -1290, 19 ) );
	}

	public function test_shipping_follows_the_rate_of_the_goods_and_splits_by_value_when_rates_mix(): void {
		$this->assertSame( array( 7 => 490 ), Tax::shipping_shares( 490, array( 7 => 2980 ) ), 'Coffee alone ships at 7 %.' );
		$this->assertSame( array( 19 => 490 ), Tax::shipping_shares( 490, array( 19 => 1290 ) ) );
		// 12,90 € at 19 % and 14,90 € at 7 %: 4,90 € × 1290/2780 = 2,2737 and × 1490/2780 = 2,6263.
		$this->assertSame( array( 19 => 227, 7 => 263 ), Tax::shipping_shares( 490, array( 19 => 1290, 7 => 1490 ) ) );
		$this->assertSame( array( 19 => 490 ), Tax::shipping_shares( 490, array( 7 => 0 ) ), 'No priced goods (a free trial): the standard rate.' );
		$this->assertSame( array(), Tax::shipping_shares( 0, array( 19 => 1290 ) ) );
		foreach ( array( array( 1, 2, 3 ), array( 999, 1, 1 ), array( 333, 333, 334 ) ) as $values ) {
			$shares = Tax::shipping_shares( 595, array_combine( array( 19, 7, 0 ), $values ) );
			$this->assertSame( 595, array_sum( $shares ), 'Shares always add up to the shipping.' );
		}
	}

	public function test_the_summary_gives_the_tax_per_rate_with_the_shippings_share_and_leaves_out_zero(): void {
		$summary = Tax::summary(
			array(
				array(
					'rate'  => 19,
					'gross' => 1290,
				),
				array(
					'rate'  => 7,
					'gross' => 1490,
				),
				array(
					'rate'    => 0,
					'gross'   => 6000,
					'shipped' => false,
				),
			),
			490
		);
		// The membership (0 %, not shipped) takes no share: 4,90 € over 1290 : 1490 → 227 / 263.
		$this->assertSame(
			array(
				array(
					'rate' => 19,
					'tax'  => 206 + Tax::included( 227, 19 ),
				),
				array(
					'rate' => 7,
					'tax'  => 97 + Tax::included( 263, 7 ),
				),
			),
			$summary
		);
		$this->assertSame( 242, $summary[0]['tax'] );
		$mug        = array(
			'rate'  => 19,
			'gross' => 1290,
		);
		$membership = array(
			'rate'    => 0,
			'gross'   => 6000,
			'shipped' => false,
		);
		$this->assertSame(
			array(
				array(
					'rate' => 19,
					'tax'  => 206 + 78,
				),
			),
			Tax::summary( array( $mug, $membership ), 490 ),
			'A line that is not shipped takes no share: the whole 4,90 € ship at the mug\'s 19 %.'
		);
		$this->assertSame( 206 + Tax::included( 87, 19 ), Tax::summary( array( $mug, array( 'shipped' => true ) + $membership ), 490 )[0]['tax'], 'A shipped tax-free line takes its share untaxed (490 × 1290 / 7290 = 86,7).' );
	}

	public function test_a_line_whose_tax_is_not_quantity_times_one_units_becomes_two_provider_items(): void {
		// 24,90 € × 2 at 19 %: the line includes 7,95 €, net 41,85 €.
		$this->assertSame(
			array(
				array(
					'quantity' => 1,
					'net'      => 2092,
					'tax'      => 398,
				),
				array(
					'quantity' => 1,
					'net'      => 2093,
					'tax'      => 397,
				),
			),
			Tax::provider_items( 2490, 2, 795 )
		);
		$this->assertSame(
			array(
				array(
					'quantity' => 3,
					'net'      => 1084,
					'tax'      => 206,
				),
			),
			Tax::provider_items( 1290, 3, Tax::included( 3870, 19 ) ),
			'A line that divides evenly stays one item.'
		);
	}

	public function test_provider_items_always_add_up_to_the_lines_gross_net_and_tax(): void {
		foreach ( array( 19, 7, 0 ) as $rate ) {
			foreach ( array( 1, 99, 1290, 1490, 1999, 2490, 123457 ) as $unit ) {
				foreach ( array( 1, 2, 3, 7, 13, 9999 ) as $quantity ) {
					$tax   = Tax::included( $unit * $quantity, $rate );
					$items = Tax::provider_items( $unit, $quantity, $tax );
					$this->assertSame( $quantity, array_sum( array_column( $items, 'quantity' ) ) );
					$this->assertSame( $tax, array_sum( array_map( static fn( $i ) => $i['tax'] * $i['quantity'], $items ) ), "$unit × $quantity at $rate %" );
					foreach ( $items as $item ) {
						$this->assertSame( $unit, $item['net'] + $item['tax'], 'Every unit still costs the gross price.' );
						$this->assertGreaterThanOrEqual( 0, $item['tax'] );
					}
				}
			}
		}
	}

	public function test_a_taxed_unit_adds_up_as_the_provider_checks_it_3_6(): void {
		$unit = TaxItems::unit(
			array(
				array(
					'name'          => 'Vitrine-Shirt – M',
					'unit_price'    => 2490,
					'quantity'      => 2,
					'tax'           => 795,
					'sku'           => '12',
					'category'      => 'PHYSICAL_GOODS',
					'cart_item_key' => 'k1',
				),
				array(
					'name'          => 'Kaffee-Abo – monatlich',
					'unit_price'    => 1490,
					'quantity'      => 1,
					'tax'           => 97,
					'sku'           => '15',
					'category'      => 'PHYSICAL_GOODS',
					'cart_item_key' => 'k2',
				),
			),
			490,
			'EUR'
		);
		$cents = static fn( array $money ): int => (int) round( 100 * (float) $money['value'] );
		$this->assertSame( '69.60', $unit['total']['value'], 'The gross total the shopper saw: 49,80 + 14,90 + 4,90.' );
		$this->assertSame( '8.92', $unit['breakdown']['tax_total']['value'] );
		$this->assertSame( '4.90', $unit['breakdown']['shipping']['value'] );
		$this->assertSame( array( 'k1', 'k2' ), array_column( $unit['items'], 'cart_item_key' ), 'A split line names its key once.' );
		$this->assertCount( 3, $unit['items'] );
		$item_total = 0;
		$tax_total  = 0;
		foreach ( $unit['items'] as $item ) {
			$item_total += $cents( $item['unit_amount'] ) * (int) $item['quantity'];
			$tax_total  += $cents( $item['tax'] ) * (int) $item['quantity'];
		}
		$this->assertSame( $cents( $unit['breakdown']['item_total'] ), $item_total );
		$this->assertSame( $cents( $unit['breakdown']['tax_total'] ), $tax_total );
		$this->assertSame( $cents( $unit['total'] ), $item_total + $tax_total + 490 );
	}
}
