<?php
/**
 * The pure rule of a shipping address sent from the pop-up (§3.7, §4.8).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Shipping;

use Vitrine\Payment\Shipping\AddressChange;
use Vitrine\Payment\Shipping\InvalidAddress;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Payment\Shipping\AddressChange
 */
final class AddressChangeTest extends TestCase {

	private const KOELN = array(
		'address_1' => 'Heidestraße 17',
		'address_2' => 'Hinterhaus',
		'city'      => 'Köln',
		'state'     => '',
		'postcode'  => '51147',
		'country'   => 'DE',
	);

	/**
	 * The refusal of an address.
	 *
	 * @param array<string, mixed> $sent Sent fields.
	 */
	private static function refusal( array $sent ): ?InvalidAddress {
		try {
			AddressChange::apply( self::KOELN, $sent, array( 'DE', 'AT' ) );
		} catch ( InvalidAddress $invalid ) {
			return $invalid;
		}
		return null;
	}

	/**
	 * Another place: its fields taken, the old street dropped, the country
	 * upper-cased.
	 */
	public function test_a_new_place_replaces_the_place_and_drops_the_old_street(): void {
		$next = AddressChange::apply( self::KOELN, array( 'city' => ' Wien ', 'state' => 'W', 'postcode' => '1010', 'country' => 'at' ), array( 'DE', 'AT' ) );
		$this->assertSame(
			array(
				'address_1' => '',
				'address_2' => '',
				'city'      => 'Wien',
				'state'     => 'W',
				'postcode'  => '1010',
				'country'   => 'AT',
			),
			$next
		);
	}

	/**
	 * A street sent with the new place is kept; the same place keeps the
	 * cart's street; null reads as empty.
	 */
	public function test_streets_follow_what_was_sent_or_stay_with_the_same_place(): void {
		$sent = AddressChange::apply( self::KOELN, array( 'address_1' => 'Ring 1', 'postcode' => '1010', 'country' => 'AT', 'city' => 'Wien' ), array( 'DE', 'AT' ) );
		$this->assertSame( 'Ring 1', $sent['address_1'] );
		$this->assertSame( '', $sent['address_2'] );
		$same = AddressChange::apply( self::KOELN, array( 'state' => 'NW', 'address_2' => null ), array( 'DE', 'AT' ) );
		$this->assertSame( 'Heidestraße 17', $same['address_1'] );
		$this->assertSame( '', $same['address_2'] );
		$this->assertSame( 'NW', $same['state'] );
	}

	/**
	 * A country outside the shop's list, or a postcode the country cannot
	 * have: refused in German, naming the field.
	 */
	public function test_what_the_shop_cannot_deliver_to_is_refused_in_german(): void {
		$abroad = self::refusal( array( 'country' => 'CH', 'postcode' => '8001', 'city' => 'Zürich' ) );
		$this->assertSame( 'country', $abroad?->field );
		$this->assertSame( 'In dieses Land liefern wir nicht.', $abroad?->getMessage() );
		$this->assertSame( 'postcode', self::refusal( array( 'postcode' => '1010' ) )?->field, 'A German postcode has five digits.' );
		$this->assertNull( self::refusal( array( 'postcode' => '1010', 'country' => 'AT', 'city' => 'Wien' ) ) );
	}

	/**
	 * The schema bounds every field and wants a two-letter country.
	 */
	public function test_the_schema_bounds_lengths_and_the_country_code(): void {
		$schema = AddressChange::schema();
		$valid  = static fn( array $address ): bool => true === rest_validate_value_from_schema( $address, $schema, 'shipping_address' );
		$this->assertTrue( $valid( array( 'city' => 'Wien', 'countryCode' => 'AT', 'country' => 'at', 'state' => null ) ) );
		$this->assertFalse( $valid( array( 'country' => 'AUT' ) ) );
		$this->assertFalse( $valid( array( 'postcode' => str_repeat( '1', 21 ) ) ) );
		$this->assertFalse( $valid( array( 'address_1' => str_repeat( 'a', 201 ) ) ) );
		$this->assertFalse( $valid( array( 'phone' => array( '0301234' ) ) ) );
	}
}
