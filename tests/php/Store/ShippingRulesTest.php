<?php
/**
 * The pure shipping rules: which zone, which methods, what they cost.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\ShippingRules;
use Vitrine\Store\ShippingSettings;
use Vitrine\Store\Tax;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Store\ShippingRules
 */
final class ShippingRulesTest extends TestCase {

	/**
	 * Germany, then Austria and Switzerland, then the rest of the world.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function zones(): array {
		return array(
			ShippingSettings::zone(
				'de',
				'Deutschland',
				array( 'DE' ),
				array(
					ShippingSettings::method( 'free', ShippingRules::FREE, 'Kostenlos ab 50 €', 0, 5000 ),
					ShippingSettings::method( 'standard', ShippingRules::FLAT, 'Standard', 490 ),
					ShippingSettings::method( 'pickup', ShippingRules::PICKUP, 'Abholung', 0 ),
				)
			),
			ShippingSettings::zone( 'dach', 'Österreich und Schweiz', array( 'AT', 'CH', 'DE' ), array( ShippingSettings::method( 'standard', ShippingRules::FLAT, 'Standard DACH', 890 ) ) ),
			ShippingSettings::zone( 'welt', 'Welt', array(), array( ShippingSettings::method( 'standard', ShippingRules::FLAT, 'Welt', 1990 ) ), true ),
		);
	}

	/**
	 * A parcel line.
	 *
	 * @param int    $quantity Units.
	 * @param string $class    Shipping class id.
	 * @param bool   $shipped  Whether it is shipped.
	 * @return array{quantity: int, shipped: bool, class: string}
	 */
	private static function line( int $quantity, string $class = '', bool $shipped = true ): array {
		return array(
			'quantity' => $quantity,
			'shipped'  => $shipped,
			'class'    => $class,
		);
	}

	public function test_the_first_zone_listing_the_country_wins_and_the_rest_of_the_world_takes_only_the_others(): void {
		$zones = self::zones();
		$this->assertSame( 'de', ShippingRules::zone_for( $zones, 'DE' )['id'], 'Germany is in two zones: the first wins.' );
		$this->assertSame( 'dach', ShippingRules::zone_for( $zones, 'at' )['id'] );
		$this->assertSame( 'welt', ShippingRules::zone_for( $zones, 'FR' )['id'] );
		// The rest-of-the-world zone first in the list still takes only what no other zone lists.
		$this->assertSame( 'dach', ShippingRules::zone_for( array_reverse( $zones ), 'AT' )['id'] );
		$this->assertNull( ShippingRules::zone_for( array_slice( $zones, 0, 2 ), 'FR' ), 'Without a rest-of-the-world zone, an unlisted country is not delivered to.' );
		$this->assertNull( ShippingRules::zone_for( $zones, '' ) );
		$this->assertSame( array( 'DE', 'AT', 'CH' ), ShippingRules::served( array_slice( $zones, 0, 2 ), array( 'DE', 'AT', 'FR', 'CH' ) ) );
	}

	public function test_a_cart_without_address_is_priced_for_the_first_zones_first_country(): void {
		$zones = self::zones();
		$this->assertSame( 'DE', ShippingRules::home_country( $zones ) );
		$this->assertSame( 'AT', ShippingRules::home_country( array_slice( $zones, 1 ) ) );
		$this->assertSame( 'DE', ShippingRules::home_country( array_slice( $zones, 2 ) ), 'Only the rest of the world: Germany.' );
		$this->assertSame( 'DE', ShippingRules::home_country( array() ) );
		$this->assertSame( 'AT', ShippingRules::destination( array_slice( $zones, 1 ), '' ) );
		$this->assertSame( 'FR', ShippingRules::destination( $zones, ' fr ' ) );
	}

	public function test_free_shipping_is_offered_from_its_minimum_order_value(): void {
		$zone  = self::zones()[0];
		$below = ShippingRules::rates( $zone, array( self::line( 1 ) ), array(), 4999 );
		$from  = ShippingRules::rates( $zone, array( self::line( 1 ) ), array(), 5000 );
		$this->assertSame( array( 'standard', 'pickup' ), array_column( $below, 'id' ) );
		$this->assertSame( array( 'free', 'standard', 'pickup' ), array_column( $from, 'id' ) );
		$this->assertSame( array( 0, 490, 0 ), array_column( $from, 'cost' ) );
		$this->assertSame( 'free', ShippingRules::pick( $from, '' )['id'], 'No choice yet: the first offered.' );
		$this->assertSame( 'standard', ShippingRules::pick( $below, 'free' )['id'], 'A choice no longer offered falls back to the first.' );
		$this->assertSame( 'pickup', ShippingRules::pick( $below, 'pickup' )['id'] );
		$this->assertNull( ShippingRules::pick( array(), 'standard' ) );
	}

	public function test_bulky_goods_add_their_class_surcharge_per_shipped_unit_except_for_pickup(): void {
		$classes = array(
			array(
				'id'        => 'sperrgut',
				'surcharge' => 1500,
			),
			array(
				'id'        => 'palette',
				'surcharge' => 6000,
			),
		);
		$parcel  = array( self::line( 2, 'sperrgut' ), self::line( 1, 'palette', false ), self::line( 3 ), self::line( 1, 'gone' ) );
		$this->assertSame( 3000, ShippingRules::surcharge( $parcel, $classes ), 'Two bulky units; an unshipped line and an unknown class add nothing.' );
		$rates = ShippingRules::rates( self::zones()[0], $parcel, $classes, 6000 );
		$this->assertSame(
			array(
				'free'     => 3000,
				'standard' => 3490,
				'pickup'   => 0,
			),
			array_column( $rates, 'cost', 'id' )
		);
	}

	/**
	 * Shipping takes the VAT of the goods it carries (Tax): a zone's cost
	 * is split like any other shipping amount.
	 */
	public function test_a_zones_shipping_cost_is_taxed_like_the_goods_it_carries(): void {
		$cost  = ShippingRules::rates( self::zones()[1], array( self::line( 1 ) ), array(), 2780 )[0]['cost'];
		$lines = array(
			array(
				'rate'  => 19,
				'gross' => 1290,
			),
			array(
				'rate'  => 7,
				'gross' => 1490,
			),
		);
		// 8,90 € × 1290/2780 = 4,13 € at 19 % (0,66 €) and 4,77 € at 7 % (0,31 €).
		$this->assertSame( array( 19 => 413, 7 => 477 ), Tax::shipping_shares( $cost, array( 19 => 1290, 7 => 1490 ) ) );
		$this->assertSame(
			array(
				array(
					'rate' => 19,
					'tax'  => 206 + 66,
				),
				array(
					'rate' => 7,
					'tax'  => 97 + 31,
				),
			),
			Tax::summary( $lines, $cost )
		);
	}
}
