<?php
/**
 * The owner's shipping settings: starter, casting and bounding, saving.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\ShippingRules;
use Vitrine\Store\ShippingSettings;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Store\ShippingSettings
 */
final class ShippingSettingsTest extends TestCase {

	/**
	 * A valid zone as the editor sends it.
	 *
	 * @param array<string, mixed> $change Keys to replace.
	 * @return array<string, mixed>
	 */
	private static function zone( array $change = array() ): array {
		return $change + array(
			'id'         => 'de',
			'name'       => 'Deutschland',
			'countries'  => array( 'DE' ),
			'everywhere' => false,
			'methods'    => array(
				array(
					'id'         => 'standard',
					'type'       => 'flat',
					'label'      => 'Standardversand',
					'cost'       => 490,
					'min_amount' => 0,
				),
			),
		);
	}

	public function test_a_fresh_shop_runs_on_germany_with_the_former_rates_until_the_owner_saves(): void {
		delete_option( ShippingSettings::OPTION );
		delete_option( 'vitrine_shipping_rates' );
		$this->assertFalse( ShippingSettings::saved() );
		$starter = ShippingSettings::get();
		$this->assertSame( array( 'Deutschland' ), array_column( $starter['zones'], 'name' ) );
		$this->assertSame( array( 'DE' ), $starter['zones'][0]['countries'] );
		$this->assertSame(
			array(
				array( 'standard', 'Standardversand (3–5 Werktage)', 490 ),
				array( 'express', 'Expressversand (nächster Werktag)', 990 ),
			),
			array_map( static fn( array $m ): array => array( $m['id'], $m['label'], $m['cost'] ), $starter['zones'][0]['methods'] )
		);
		$this->assertSame( array(), ShippingSettings::sanitize( $starter )['errors'], 'The starter settings are valid settings.' );
		$this->assertFalse( ShippingSettings::serves( 'AT' ), 'Other countries wait for a zone of the owner.' );
		$this->assertSame( array( 'DE' ), ShippingSettings::served_countries() );
	}

	public function test_a_site_with_the_former_flat_rates_keeps_them_for_every_country(): void {
		delete_option( ShippingSettings::OPTION );
		update_option(
			'vitrine_shipping_rates',
			array(
				array(
					'id'    => 'paket',
					'label' => 'Paket',
					'cost'  => 590,
				),
				array( 'id' => 'broken' ),
			)
		);
		$zones = ShippingSettings::get()['zones'];
		$this->assertCount( 1, $zones );
		$this->assertTrue( $zones[0]['everywhere'] );
		$this->assertSame( array( 'paket' ), array_column( $zones[0]['methods'], 'id' ) );
		$this->assertTrue( ShippingSettings::serves( 'AT' ) );
	}

	public function test_input_is_cast_and_bounded_with_a_german_message_per_field(): void {
		$result = ShippingSettings::sanitize(
			array(
				'zones'   => array(
					self::zone(
						array(
							'name'      => '  ',
							'countries' => array( 'DE', 'US', 'de' ),
							'methods'   => array(
								array(
									'type'  => 'drone',
									'label' => '<b>Drohne</b>',
									'cost'  => -1,
								),
								array(
									'type'       => 'free',
									'label'      => str_repeat( 'x', 81 ),
									'cost'       => 990,
									'min_amount' => '5000',
								),
							),
						)
					),
					self::zone(
						array(
							'id'         => 'de',
							'countries'  => array(),
							'methods'    => array(),
							'everywhere' => true,
						)
					),
					self::zone( array( 'countries' => array() ) ),
				),
				'classes' => array(
					array(
						'name'      => 'Sperrgut',
						'surcharge' => 100000001,
					),
				),
				'extra'   => 'dropped',
			)
		);
		$this->assertSame(
			array(
				'classes.0.surcharge'        => "Gib einen Betrag von 0 bis 100.000,00\u{00A0}€ ein.",
				'zones.0.countries'          => 'Eines der Länder gehört nicht zu denen, in die der Shop verkauft.',
				'zones.0.methods.0.type'     => 'Wähle die Art der Versandart.',
				'zones.0.methods.0.cost'     => "Gib einen Betrag von 0 bis 100.000,00\u{00A0}€ ein.",
				'zones.0.methods.1.label'    => 'Der Name darf höchstens 80 Zeichen haben.',
				'zones.0.name'               => 'Gib einen Namen ein.',
				'zones.1.methods'            => 'Lege für diese Zone mindestens eine Versandart an.',
				'zones.2.countries'          => 'Wähle mindestens ein Land für diese Zone.',
				'zones.1.everywhere'         => 'Die Zone für den Rest der Welt muss die letzte sein: Sie nimmt nur die Länder, die keine andere Zone nennt.',
			),
			$result['errors']
		);
		$settings = $result['settings'];
		$this->assertSame( array( 'DE' ), $settings['zones'][0]['countries'], 'Known codes, once, in capitals.' );
		$this->assertSame( 'Drohne', $settings['zones'][0]['methods'][0]['label'], 'Tags removed.' );
		$this->assertSame( array( 'flat', 'free' ), array_column( $settings['zones'][0]['methods'], 'id' ), 'Ids made from the type where none was sent.' );
		$this->assertSame( 0, $settings['zones'][0]['methods'][1]['cost'], 'Free shipping costs nothing.' );
		$this->assertSame( 5000, $settings['zones'][0]['methods'][1]['min_amount'] );
		$this->assertSame( array( 'de', 'zone', 'zone-2' ), array_column( $settings['zones'], 'id' ), 'Zone ids stay unique.' );
		$this->assertSame( 'class', $settings['classes'][0]['id'] );
		$this->assertArrayNotHasKey( 'extra', $settings );
	}

	public function test_no_zone_at_all_is_refused_and_nonsense_is_no_settings(): void {
		$this->assertSame( array( 'zones' => 'Lege mindestens eine Versandzone an; ohne sie kann der Shop nichts versenden.' ), ShippingSettings::sanitize( array( 'zones' => array() ) )['errors'] );
		$this->assertArrayHasKey( 'zones', ShippingSettings::sanitize( 'zones' )['errors'] );
		$this->assertArrayHasKey( 'zones', ShippingSettings::sanitize( array( 'zones' => array_fill( 0, ShippingSettings::MAX_ZONES + 1, self::zone() ) ) )['errors'] );
	}

	public function test_a_refused_save_writes_nothing_and_a_valid_one_is_what_the_shop_uses(): void {
		update_option( ShippingSettings::OPTION, array( 'zones' => array( self::zone() ) ) );
		$before = get_option( ShippingSettings::OPTION );

		$errors = ShippingSettings::save( array( 'zones' => array( self::zone( array( 'name' => '' ) ) ) ) );

		$this->assertSame( array( 'zones.0.name' => 'Gib einen Namen ein.' ), $errors );
		$this->assertSame( $before, get_option( ShippingSettings::OPTION ) );

		$world  = self::zone(
			array(
				'id'         => 'welt',
				'name'       => 'Welt',
				'everywhere' => true,
				'countries'  => array( 'FR' ),
			)
		);
		$errors = ShippingSettings::save( array( 'zones' => array( self::zone(), $world ) ) );
		$this->assertSame( array(), $errors );
		$this->assertTrue( ShippingSettings::saved() );
		$this->assertSame( array( 'de', 'welt' ), array_column( ShippingSettings::get()['zones'], 'id' ) );
		$this->assertSame( array(), ShippingSettings::get()['zones'][1]['countries'], 'The rest of the world lists no countries.' );
		$this->assertTrue( ShippingSettings::serves( 'MX' ) );
		$this->assertSame( ShippingRules::FLAT, ShippingSettings::get()['zones'][1]['methods'][0]['type'] );
	}
}
