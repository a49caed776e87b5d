<?php
/**
 * The cart page and the checkout with the owner's shipping zones.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\CartPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Store\ShippingRules;
use Vitrine\Store\ShippingSettings;
use Vitrine\Tests\Store\ShippingZonesTest;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';
require_once dirname( __DIR__ ) . '/Store/ShippingZonesTest.php';

/**
 * Germany 4,90 € (and pickup), Austria and Switzerland 12,90 €
 * (ShippingZonesTest::zones()).
 *
 * @covers \Vitrine\Shop\CheckoutSubmit
 * @covers \Vitrine\Shop\CheckoutPage
 * @covers \Vitrine\Shop\CartPage
 */
final class CheckoutShippingTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:checkoutshippingtestabcdefghij';

	/**
	 * Test zones, no errors of an earlier request.
	 */
	protected function setUp(): void {
		parent::setUp();
		ShippingZonesTest::zones();
		CheckoutPage::reset();
	}

	/**
	 * A checkout POST by bank transfer.
	 *
	 * @param array<string, string> $changes Fields to override.
	 * @return array<string, string>
	 */
	private static function post( array $changes = array() ): array {
		return self::checkout_form(
			$changes + array(
				'payment_method'         => 'bacs',
				'shipping_method'        => 'standard',
				'vitrine_checkout_token' => wp_generate_password( 32, false ),
			)
		);
	}

	public function test_an_address_in_another_zone_shows_its_shipping_before_the_order_is_placed(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id ) );
		$this->assertStringContainsString( '4,90', CheckoutPage::render( $store, self::GUEST, 0 ) );
		$vienna = array(
			'billing_country'  => 'AT',
			'billing_postcode' => '1010',
			'billing_city'     => 'Wien',
		);

		$url = CheckoutPage::place( $store, self::post( $vienna ), self::GUEST, 0, true );

		$this->assertNull( $url, 'The page showed German shipping: nothing is placed.' );
		$this->assertSame( 'Die Versandarten für diese Adresse sind andere als angezeigt. Bitte prüfe die Versandart und die Summe und bestelle dann noch einmal.', CheckoutPage::errors()['shipping_method'] );
		$this->assertFalse( $store->cart( self::GUEST )->is_empty() );
		$html = CheckoutPage::render( $store, self::GUEST, 0 );
		$this->assertStringContainsString( 'Standard Alpen: 12,90', $html, 'The radios of the new zone.' );
		$this->assertStringContainsString( '32,80', $html, 'The new total.' );

		CheckoutPage::reset();
		$url = CheckoutPage::place( $store, self::post( $vienna ), self::GUEST, 0, true );
		$this->assertNotNull( $url, (string) wp_json_encode( CheckoutPage::errors() ) );
		$this->assertTrue( $store->cart( self::GUEST )->is_empty(), 'Placed at the shipping shown.' );
	}

	public function test_a_country_no_zone_takes_is_refused_at_its_field_and_nothing_is_placed(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id ) );

		$url = CheckoutPage::place( $store, self::post( array( 'billing_country' => 'FR', 'billing_postcode' => '75001' ) ), self::GUEST, 0, true );

		$this->assertNull( $url );
		$this->assertSame( 'In dieses Land liefern wir nicht.', CheckoutPage::errors()['billing_country'] );
		$this->assertFalse( $store->cart( self::GUEST )->is_empty() );
	}

	public function test_a_customers_saved_address_abroad_prices_her_checkout_from_the_start(): void {
		$user = (int) wp_insert_user(
			array(
				'user_login' => 'zuerich',
				'user_email' => 'zuerich@example.org',
				'user_pass'  => 'secret-zuerich',
			)
		);
		update_user_meta( $user, 'billing_country', 'CH' );
		$store = $this->store();
		$store->add_to_cart( 'user:' . $user, array( 'id' => $this->simple( 1990 )->id ), $user );

		$html = CheckoutPage::render( $store, 'user:' . $user, $user );

		$this->assertStringContainsString( 'Standard Alpen: 12,90', $html );
		$this->assertSame( 'CH', $store->cart( 'user:' . $user )->shipping_address['country'] );
	}

	public function test_the_cart_page_changes_the_zone_with_the_country_and_says_when_none_delivers(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id ) );
		$this->assertStringContainsString( 'Abholung in Köln', CartPage::render( $store, self::GUEST ) );

		// Pickup was chosen among Germany's radios; Austria has no pickup.
		$errors = CartPage::update(
			$store,
			self::GUEST,
			array(
				'shipping_country'  => 'AT',
				'shipping_postcode' => '1010',
				'shipping_city'     => 'Wien',
				'shipping_method'   => 'pickup',
			)
		);

		$this->assertSame( array(), $errors );
		$this->assertSame( 'standard', $store->cart_totals( self::GUEST )['shipping_rate']['id'] );
		$this->assertSame( array( 'Bitte wähle eine der Versandarten.' ), CartPage::update( $store, self::GUEST, array( 'shipping_method' => 'pickup' ) ), 'The same country: a method it lacks is refused.' );

		ShippingSettings::save( array( 'zones' => array( ShippingSettings::zone( 'de', 'Deutschland', array( 'DE' ), array( ShippingSettings::method( 'standard', ShippingRules::FLAT, 'Standard', 490 ) ) ) ) ) );
		$html = CartPage::render( $store, self::GUEST );
		$this->assertStringContainsString( 'In dieses Land liefern wir nicht.', $html, 'The owner removed Austria’s zone.' );
		$this->assertStringNotContainsString( 'name="shipping_method"', $html );
	}
}
