<?php
/**
 * The shop's currency from the settings (EUR by default): saved only from
 * the offered list, and followed by prices, totals, the provider's purchase
 * units, the §3.11 `currency` and orders.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Admin\ShopSettingsPage;
use Vitrine\Provider\Settings;
use Vitrine\Store\CartSummary;
use Vitrine\Store\Money;
use Vitrine\Store\Store;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Admin\ShopSettingsPage
 * @covers \Vitrine\Store\Money
 */
final class ShopCurrencyTest extends TestCase {
	use StoreFixtures;

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		global $wp_settings_errors;
		$wp_settings_errors = array();
		( new ShopSettingsPage() )->register_settings();
	}

	protected function tearDown(): void {
		unregister_setting( ShopSettingsPage::GROUP, 'vitrine_currency' );
		unregister_setting( ShopSettingsPage::GROUP, 'vitrine_manual_renewal' );
		parent::tearDown();
	}

	public function test_eur_is_the_default_and_the_offered_currencies_are_saved(): void {
		delete_option( 'vitrine_currency' );
		$this->assertSame( 'EUR', Money::currency() );
		$this->assertSame( 'EUR', Money::CURRENCIES[0] );
		$this->assertSame( Money::CURRENCIES, array_keys( Money::currency_names() ) );
		$this->assertSame( 'Schweizer Franken (CHF)', Money::currency_names()['CHF'] );

		update_option( 'vitrine_currency', 'chf' );
		$this->assertSame( 'CHF', get_option( 'vitrine_currency' ) );
		$this->assertSame( 'CHF', Money::currency() );
		update_option( 'vitrine_currency', 'GBP' );
		$this->assertSame( 'GBP', Money::currency() );
		$this->assertSame( array(), get_settings_errors( 'vitrine_currency' ) );
	}

	public function test_an_unknown_code_keeps_the_old_currency_with_a_german_error(): void {
		update_option( 'vitrine_currency', 'CHF' );
		foreach ( array( 'XYZ', 'JPY', '<b>EUR</b>', '' ) as $sent ) {
			update_option( 'vitrine_currency', $sent );
			$this->assertSame( 'CHF', get_option( 'vitrine_currency' ), "Refused: {$sent}" );
		}
		$errors = get_settings_errors( 'vitrine_currency' );
		$this->assertCount( 1, $errors, 'One notice, not one per refused value.' );
		$this->assertSame( 'error', $errors[0]['type'] );
		$this->assertSame( 'Bitte wähle eine der angebotenen Währungen. Die Währung wurde nicht geändert.', $errors[0]['message'] );

		// The first save of all, when the option does not exist yet.
		delete_option( 'vitrine_currency' );
		update_option( 'vitrine_currency', 'XYZ' );
		$this->assertSame( 'EUR', Money::currency() );
	}

	public function test_the_settings_page_offers_a_labelled_select_with_the_current_currency(): void {
		update_option( 'vitrine_currency', 'USD' );
		ob_start();
		( new ShopSettingsPage() )->render_currency();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '<select id="vitrine-currency" name="vitrine_currency"', $html );
		$this->assertSame( 5, substr_count( $html, "<option " ), "EUR, CHF, USD, GBP and MXN (MXN for the cash voucher)." );
		$this->assertMatchesRegularExpression( '#<option value="USD" selected=\'selected\'>US-Dollar \(\$\)</option>#', $html );
		$this->assertStringContainsString( 'Produktpreise werden nicht umgerechnet.', $html );
	}

	public function test_money_is_formatted_the_german_way_in_every_offered_currency(): void {
		$this->assertSame( "12,90\u{00A0}CHF", Money::format( 1290, 'CHF' ) );
		$this->assertSame( "1.234,50\u{00A0}€", Money::format( 123450, 'EUR' ) );
		$this->assertSame( "12,90\u{00A0}\$", Money::format( 1290, 'USD' ) );
		$this->assertSame( "0,05\u{00A0}£", Money::format( 5, 'GBP' ) );
	}

	public function test_prices_totals_purchase_units_3_11_and_the_order_follow_the_currency(): void {
		update_option( 'vitrine_currency', 'CHF' );
		$store   = $this->store();
		$user    = $this->log_in_as( 'subscriber' );
		$session = 'user:' . $user;
		$store->add_to_cart( $session, array( 'id' => $this->simple( 1290 )->id ) );

		$totals = $store->cart_totals( $session );
		$this->assertSame( 'CHF', $store->currency() );
		$this->assertSame( 'CHF', $totals['currency'] );
		$summary = CartSummary::of( $totals );
		$this->assertSame( 'CHF', $summary['currency'] );
		$this->assertSame( "17,80\u{00A0}CHF", $summary['formatted']['total'], '12,90 + 4,90 shipping.' );
		$this->assertSame( "12,90\u{00A0}CHF", $summary['items'][0]['formattedTotal'] );

		$unit = $store->purchase_units( $session )[0];
		$this->assertSame( array( 'CHF' ), array_unique( array_column( array( $unit['amount'], $unit['amount']['breakdown']['item_total'], $unit['items'][0]['unit_amount'] ), 'currency_code' ) ) );
		$this->assertSame( '17.80', $unit['amount']['value'] );

		$this->assertSame( 'CHF', self::page_config( $store, 'checkout', $session, $user )['currency'] );
		$listener = new \Vitrine\Payment\Config\Printer( static fn(): Store => $store, static fn(): array => array_merge( Settings::defaults(), array( 'client_id' => 'test-client' ) ), static fn(): array => \Vitrine\Plugin::shop_for_config() );
		$listener->collect( 'cart', array() );
		$merged = $listener->config();
		$this->assertSame( 'CHF', $merged['currency'] );
		$this->assertSame( 'CHF', $merged['url_params']['currency'], 'The SDK is loaded for the shop currency.' );

		$order = $store->place_order( $session, self::checkout_form( array( 'payment_method' => 'bacs' ) ), $user );
		$this->assertSame( 'CHF', $order->currency );
		$this->assertSame( 1780, $order->total );
	}

	public function test_an_order_is_paid_in_its_own_currency_after_the_setting_changed(): void {
		$store   = $this->store();
		$user    = $this->log_in_as( 'subscriber' );
		$session = 'user:' . $user;
		$store->add_to_cart( $session, array( 'id' => $this->simple( 1290 )->id ) );
		$order = $store->place_order( $session, self::checkout_form(), $user );
		update_option( 'vitrine_currency', 'CHF' );

		$config = self::page_config( $store, 'pay-now', $session, $user, array( 'order_id' => $order->id ) );
		$this->assertSame( 'EUR', $config['currency'], 'The pay-for-order page pays the order, not the (empty) cart.' );

		$listener = new \Vitrine\Payment\Config\Printer( static fn(): Store => $store, static fn(): array => array_merge( Settings::defaults(), array( 'client_id' => 'test-client' ) ), static fn(): array => \Vitrine\Plugin::shop_for_config() );
		$listener->collect( 'pay-now', array( 'order_id' => $order->id ) );
		$merged = $listener->config();
		$this->assertSame( 'EUR', $merged['currency'] );
		$this->assertSame( 'EUR', $merged['url_params']['currency'] );
		$this->assertEquals( 17.8, $merged['messages']['amount'], 'Pay-later messages show the order total.' );
	}
}
