<?php
/**
 * The shop's own address and legal details: reading a form, the rules.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\ShopDetails;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Shop\ShopDetails
 */
final class ShopDetailsTest extends TestCase {

	/**
	 * A complete form.
	 *
	 * @return array<string, string>
	 */
	private static function form(): array {
		return array(
			'name'     => 'Kerzenwerkstatt',
			'street'   => 'Hauptstraße 5',
			'postcode' => '1010',
			'city'     => 'Wien',
			'country'  => 'at',
			'email'    => 'post@kerzen.example',
			'phone'    => '',
			'vat_id'   => 'ATU 1234 5678',
			'register' => '',
		);
	}

	public function test_before_anything_is_entered_the_site_name_and_admin_email_stand_in(): void {
		delete_option( ShopDetails::OPTION );
		update_option( 'blogname', 'Mein Laden' );
		$details = ShopDetails::get();
		$this->assertSame( 'Mein Laden', $details['name'] );
		$this->assertSame( get_option( 'admin_email' ), $details['email'] );
		$this->assertSame( 'DE', $details['country'] );
		$this->assertSame( '', $details['street'] );
		$this->assertFalse( ShopDetails::entered() );
	}

	public function test_a_form_is_read_as_plain_bounded_text_with_country_and_vat_id_normalised(): void {
		$details = ShopDetails::normalise(
			array(
				'name'    => '  <b>Kerzen</b>werkstatt ',
				'street'  => array( 'Hauptstraße' ),
				'city'    => str_repeat( 'a', 80 ),
				'unknown' => 'x',
			) + self::form()
		);
		$this->assertSame( 'Kerzenwerkstatt', $details['name'] );
		$this->assertSame( '', $details['street'], 'an array is no text' );
		$this->assertSame( 60, mb_strlen( $details['city'] ) );
		$this->assertSame( 'AT', $details['country'] );
		$this->assertSame( 'ATU12345678', $details['vat_id'] );
		$this->assertSame( array_keys( ShopDetails::FIELDS ), array_keys( $details ) );
	}

	public function test_a_complete_austrian_address_passes(): void {
		$this->assertSame( array(), ShopDetails::errors( ShopDetails::normalise( self::form() ) ) );
	}

	public function test_missing_and_wrong_fields_are_named_in_german(): void {
		$errors = ShopDetails::errors(
			ShopDetails::normalise(
				array(
					'name'    => '',
					'country' => 'US',
					'phone'   => 'ruf an',
				) + self::form()
			)
		);
		$this->assertSame( 'Name oder Firma ist ein Pflichtfeld.', $errors['name'] );
		$this->assertSame( 'Bitte wähle ein Land aus der Liste.', $errors['country'] );
		$this->assertSame( 'Die Telefonnummer muss 6 bis 15 Ziffern haben.', $errors['phone'] );
		$this->assertArrayNotHasKey( 'postcode', $errors, 'no postcode rule without a known country' );
	}

	public function test_vat_ids_german_ones_exactly_others_by_their_shape(): void {
		foreach ( array( '', 'DE123456789', 'ATU12345678', 'FR12345678901', 'NL123456789B01' ) as $good ) {
			$this->assertSame( '', ShopDetails::vat_id_error( $good ), $good );
		}
		foreach ( array( 'DE12345678', 'DE1234567890', 'DEX23456789', '123456789', 'D1' ) as $bad ) {
			$this->assertStringStartsWith( 'Eine USt-IdNr. beginnt mit dem Ländercode', ShopDetails::vat_id_error( $bad ), $bad );
		}
	}
}
