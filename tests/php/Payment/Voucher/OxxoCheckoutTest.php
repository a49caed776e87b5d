<?php
/**
 * The cash voucher on the checkout and pay-for-order pages: listed only
 * where pesos are paid, refused before an order exists when the address
 * or amount is outside the provider's limits.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Voucher;

use Vitrine\Payment\Voucher\OxxoAvailability;
use Vitrine\Payment\Voucher\VoucherCheckout;
use Vitrine\Provider\Settings;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\OrderPages;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Database;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Payment\Voucher\VoucherCheckout
 * @covers \Vitrine\Shop\ShopPages::payment_methods
 * @covers \Vitrine\Shop\CheckoutPage::place
 */
final class OxxoCheckoutTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:OXXOCHECKOUTabcdefghijklmnopqrst';

	protected function setUp(): void {
		parent::setUp();
		CheckoutPage::reset();
		OrderPages::reset();
		update_option(
			Settings::OPTION,
			array( 'method_oxxo' => true ) + self::CONNECTED + Settings::defaults()
		);
	}

	protected function tearDown(): void {
		delete_option( 'vitrine_currency' );
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	/**
	 * Orders in the table.
	 */
	private static function count_orders(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Database::table( 'orders' ) );
	}

	/**
	 * A checkout POST with the voucher chosen.
	 *
	 * @param array<string, string> $changes Fields to override.
	 * @return array<string, string>
	 */
	private static function post( array $changes = array() ): array {
		return array_merge(
			self::checkout_form(
				array(
					'billing_country'        => 'MX',
					'billing_postcode'       => '06010',
					'billing_city'           => 'Ciudad de México',
					'payment_method'         => OxxoAvailability::GATEWAY,
					'vitrine_checkout_token' => str_repeat( 'X', 32 ),
				)
			),
			$changes
		);
	}

	public function test_it_is_listed_in_a_peso_shop_and_not_in_a_euro_shop(): void {
		update_option( 'vitrine_currency', 'MXN' );
		$this->assertArrayHasKey( OxxoAvailability::GATEWAY, ShopPages::payment_methods() );
		update_option( 'vitrine_currency', 'EUR' );
		$this->assertArrayNotHasKey( OxxoAvailability::GATEWAY, ShopPages::payment_methods() );
		$this->assertArrayHasKey( OxxoAvailability::GATEWAY, ShopPages::payment_methods( 'MXN' ), 'An order in pesos, paid on its own page.' );
	}

	public function test_the_pay_for_order_page_follows_the_orders_currency_not_the_shops(): void {
		$store = $this->store();
		$order = $this->place_transfer_order( $store );
		update_option( 'vitrine_currency', 'MXN' );

		$html = OrderPages::pay( $store, $order->id, $order->order_key, 0 );

		$this->assertSame( 'EUR', $order->currency );
		$this->assertStringNotContainsString( 'value="' . OxxoAvailability::GATEWAY . '"', $html );
	}

	public function test_a_non_mexican_billing_address_is_refused_at_the_method_and_no_order_is_placed(): void {
		update_option( 'vitrine_currency', 'MXN' );
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 19900 )->id ) );
		$before = self::count_orders();

		$url = CheckoutPage::place( $store, self::post( array( 'billing_country' => 'DE', 'billing_postcode' => '51147' ) ), self::GUEST, 0, true );

		$this->assertNull( $url );
		$this->assertSame( 'OXXO braucht eine Rechnungsadresse in Mexiko. Bitte prüfe das Land oder wähle eine andere Zahlungsart.', CheckoutPage::errors()['payment_method'] );
		$this->assertSame( $before, self::count_orders() );
		$this->assertCount( 1, $store->cart( self::GUEST )->items, "The cart is kept." );
	}

	public function test_a_cart_over_ten_thousand_pesos_is_refused_with_the_limit_in_german(): void {
		update_option( 'vitrine_currency', 'MXN' );
		$store = $this->store();
		$store->add_to_cart(
			self::GUEST,
			array(
				'id'       => $this->simple( 600000 )->id,
				'quantity' => 2,
			)
		);

		$this->assertSame( "OXXO ist für Bestellungen bis 10.000,00\u{00A0}MXN möglich. Bitte wähle eine andere Zahlungsart.", VoucherCheckout::refusal_for_cart( $store, self::GUEST, 'MX' ) );
		$this->assertNull( CheckoutPage::place( $store, self::post(), self::GUEST, 0, true ) );
		$this->assertStringContainsString( '10.000,00', CheckoutPage::errors()['payment_method'] );
	}

	public function test_the_pay_for_order_page_explains_a_voucher_that_could_not_be_made_at_checkout(): void {
		$this->assertSame( 'Deine Bestellung ist gespeichert, aber ihr OXXO-Beleg konnte gerade nicht erstellt werden. Bitte versuche es hier noch einmal oder wähle eine andere Zahlungsart.', VoucherCheckout::failed_notice( 'failed' ) );
		foreach ( array( null, '', 'x', array( 'failed' ), 1 ) as $other ) {
			$this->assertSame( '', VoucherCheckout::failed_notice( $other ) );
		}
	}
}
