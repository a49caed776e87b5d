<?php
/**
 * The payment section of the checkout and pay-for-order pages (§2.7):
 * one radio per switched-on method, its box and wrapper, the §2.7 hidden
 * inputs, the place-order button.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Provider\Settings;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\OrderPages;
use Vitrine\Shop\PaymentMethods;
use Vitrine\Shop\ShopPages;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * What the payment section prints, and which methods a form may choose.
 */
final class PaymentSectionTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:PAYMENTSECTIONabcdefghijklmnopqr';

	/** Every provider method on. */
	private const ALL_ON = array(
		'environment'        => 'emulator',
		'client_id'          => 'demo-client',
		'client_secret'      => 'demo-secret',
		'method_wallet'      => true,
		'method_card_button' => true,
		'method_oxxo'        => true,
		'method_applepay'    => true,
		'method_googlepay'   => true,
	);

	/**
	 * Each test is a new request.
	 */
	protected function setUp(): void {
		parent::setUp();
		CheckoutPage::reset();
		OrderPages::reset();
		// The cash voucher is listed only where pesos are paid.
		update_option( 'vitrine_currency', 'MXN' );
	}

	protected function tearDown(): void {
		delete_option( 'vitrine_currency' );
		parent::tearDown();
	}

	/**
	 * Stores gateway settings over the defaults.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private static function settings( array $settings ): void {
		update_option( Settings::OPTION, $settings + Settings::defaults() );
	}

	/**
	 * The page's HTML as a DOM.
	 *
	 * @param string $html HTML.
	 */
	private static function dom( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		return new \DOMXPath( $document );
	}

	/**
	 * The checkout form of a guest with a cart.
	 */
	private function checkout(): string {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		return CheckoutPage::render( $store, self::GUEST, 0 );
	}

	public function test_every_switched_on_method_gets_a_radio_and_its_wrapper_inside_its_box(): void {
		self::settings( self::ALL_ON );
		$xpath = self::dom( $this->checkout() );

		$radios = array();
		foreach ( $xpath->query( '//input[@name="payment_method"]' ) as $radio ) {
			$radios[] = $radio->getAttribute( 'value' );
		}
		$this->assertSame( array( 'bacs', 'ppcp-gateway', 'ppcp-card-button-gateway', 'ppcp-applepay', 'ppcp-googlepay', 'ppcp-oxxo-gateway' ), $radios );
		$wrappers = array(
			'ppcp-gateway'             => 'ppc-button-ppcp-gateway',
			'ppcp-card-button-gateway' => 'ppc-button-ppcp-card',
			'ppcp-applepay'            => 'ppc-button-ppcp-applepay',
			'ppcp-googlepay'           => 'ppc-button-ppcp-googlepay',
			'ppcp-oxxo-gateway'        => 'ppc-button-ppcp-oxxo-gateway',
		);
		foreach ( $wrappers as $method => $wrapper ) {
			$this->assertSame( 1, $xpath->query( '//li[@data-method="' . $method . '"]//div[@id="' . $wrapper . '"][@data-method="' . $method . '"]' )->length, $method );
			$this->assertSame( 1, $xpath->query( '//*[@id="' . $wrapper . '"]' )->length, $wrapper . ' once' );
		}
		$this->assertSame( 0, $xpath->query( '//li[@data-method="bacs"]//div[contains(@class, "vitrine-payment-methods__wrapper")]' )->length, 'the transfer pays through the form' );
		$this->assertSame( 'checked', $xpath->query( '//input[@id="payment_method_bacs"]' )->item( 0 )->getAttribute( 'checked' ) );
	}

	public function test_labels_and_descriptions_are_german_and_each_description_belongs_to_its_radio(): void {
		self::settings( self::ALL_ON );
		$xpath = self::dom( $this->checkout() );

		$labels = array();
		foreach ( $xpath->query( '//li[@data-method]/label' ) as $label ) {
			$labels[ $label->getAttribute( 'for' ) ] = trim( $label->textContent );
		}
		$this->assertSame(
			array(
				'payment_method_bacs'                     => 'Überweisung (Vorkasse)',
				'payment_method_ppcp-gateway'             => 'PayPal',
				'payment_method_ppcp-card-button-gateway' => 'Kartenzahlung über PayPal (ohne PayPal-Konto)',
				'payment_method_ppcp-applepay'            => 'Apple Pay',
				'payment_method_ppcp-googlepay'           => 'Google Pay',
				'payment_method_ppcp-oxxo-gateway'        => 'OXXO (Barzahlung)',
			),
			$labels
		);
		foreach ( $xpath->query( '//input[@name="payment_method"]' ) as $radio ) {
			$described = $radio->getAttribute( 'aria-describedby' );
			$this->assertNotSame( '', $described );
			$text = trim( (string) $xpath->query( '//*[@id="' . $described . '"]' )->item( 0 )?->textContent );
			$this->assertNotSame( '', $text );
			$this->assertSame( PaymentMethods::description( $radio->getAttribute( 'value' ) ), $text );
		}
		$this->assertStringContainsString( 'PayPal öffnet sich in einem eigenen Fenster', PaymentMethods::description( 'ppcp-gateway' ) );
	}

	public function test_the_hidden_inputs_of_2_7_and_one_place_order_button_are_in_the_form(): void {
		self::settings( self::ALL_ON );
		$xpath = self::dom( $this->checkout() );

		foreach ( array( 'ppcp-funding-source', 'ppcp-resume-order' ) as $name ) {
			$inputs = $xpath->query( '//form//input[@type="hidden"][@name="' . $name . '"][@id="' . $name . '"]' );
			$this->assertSame( 1, $inputs->length, $name );
			$this->assertSame( '', $inputs->item( 0 )->getAttribute( 'value' ) );
		}
		$buttons = $xpath->query( '//form//button[@id="place_order"][@type="submit"]' );
		$this->assertSame( 1, $buttons->length );
		$this->assertSame( 'Zahlungspflichtig bestellen', trim( $buttons->item( 0 )->textContent ) );
	}

	public function test_without_a_client_id_or_with_a_switch_off_the_method_and_its_wrapper_are_missing(): void {
		self::settings( array( 'client_id' => '' ) + self::ALL_ON );
		$this->assertSame( array( 'bacs' ), array_keys( ShopPages::payment_methods() ) );

		self::settings( array( 'method_wallet' => false ) + self::ALL_ON );
		$html = $this->checkout();
		$this->assertStringNotContainsString( 'value="ppcp-gateway"', $html );
		$this->assertStringNotContainsString( 'id="ppc-button-ppcp-gateway"', $html );
		$this->assertStringContainsString( 'id="ppc-button-ppcp-card"', $html );

		// The defaults: the wallet on, the others off until the shop owner switches them on.
		self::settings( self::CONNECTED );
		$this->assertSame( array( 'bacs', 'ppcp-gateway' ), array_keys( ShopPages::payment_methods() ) );
	}

	public function test_the_pay_for_order_page_offers_the_same_methods_with_its_own_button(): void {
		self::settings( self::ALL_ON );
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$order = $store->place_order( self::GUEST, self::checkout_form( array( 'payment_method' => 'ppcp-gateway' ) ) );

		$xpath = self::dom( OrderPages::pay( $store, $order->id, $order->order_key, 0 ) );
		$this->assertSame( 6, $xpath->query( '//form[@id="order_review"]//input[@name="payment_method"]' )->length );
		$this->assertSame( 'checked', $xpath->query( '//input[@id="payment_method_ppcp-gateway"]' )->item( 0 )->getAttribute( 'checked' ), "the order's method is chosen" );
		$this->assertSame( 1, $xpath->query( '//form[@id="order_review"]//div[@id="ppc-button-ppcp-gateway"]' )->length );
		$this->assertSame( 1, $xpath->query( '//form[@id="order_review"]//input[@name="ppcp-funding-source"]' )->length );
		$buttons = $xpath->query( '//button[@id="place_order"]' );
		$this->assertSame( 1, $buttons->length );
		$this->assertSame( 'Bestellung bezahlen', trim( $buttons->item( 0 )->textContent ) );

		// Choosing a provider method there keeps the shopper on the page where its buttons pay.
		$next = OrderPages::pay_submit(
			$store,
			array(
				'order_id'       => (string) $order->id,
				'key'            => $order->order_key,
				'payment_method' => 'ppcp-card-button-gateway',
			),
			true
		);
		$this->assertSame( ShopPages::pay_url( $order ), $next );
		$this->assertSame( 'ppcp-card-button-gateway', $store->order( $order->id )->payment_method );
	}

	public function test_a_method_switched_off_is_refused_on_submit_with_a_german_message(): void {
		self::settings( array( 'method_oxxo' => false ) + self::ALL_ON );
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$order = $store->place_order( self::GUEST, self::checkout_form( array( 'payment_method' => 'bacs' ) ) );

		$next = OrderPages::pay_submit(
			$store,
			array(
				'order_id'       => (string) $order->id,
				'key'            => $order->order_key,
				'payment_method' => 'ppcp-oxxo-gateway',
			),
			true
		);
		$this->assertNull( $next );
		$this->assertSame( 'bacs', $store->order( $order->id )->payment_method );
		$this->assertStringContainsString( 'Bitte wähle eine Zahlungsart.', OrderPages::pay( $store, $order->id, $order->order_key, 0 ) );
	}

	public function test_the_method_switches_are_saved_as_booleans(): void {
		$clean = Settings::sanitize(
			array(
				'method_wallet'    => '1',
				'method_applepay'  => 'on',
				'method_googlepay' => '0',
			),
			Settings::defaults()
		);
		$this->assertTrue( $clean['method_wallet'] );
		$this->assertTrue( $clean['method_applepay'] );
		$this->assertFalse( $clean['method_googlepay'] );
		$this->assertFalse( $clean['method_card_button'], 'an unticked box is absent from the form' );
		$this->assertFalse( $clean['method_oxxo'] );
	}
}
