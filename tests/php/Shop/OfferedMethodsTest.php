<?php
/**
 * What a shop without a provider connection or without an IBAN offers:
 * nothing it cannot take a payment with.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Payment\Ids;
use Vitrine\Provider\Settings;
use Vitrine\Shop\AddToCartForm;
use Vitrine\Shop\BankAccount;
use Vitrine\Shop\CartPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\MiniCart;
use Vitrine\Shop\OrderPages;
use Vitrine\Shop\PaymentMethods;
use Vitrine\Shop\ShopPages;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Shop\PaymentMethods
 * @covers \Vitrine\Shop\BankAccount
 * @covers \Vitrine\Provider\Connection
 */
final class OfferedMethodsTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:OFFEREDMETHODSabcdefghijklmnopqr';

	/**
	 * Contexts fired during the test.
	 *
	 * @var string[]
	 */
	private array $fired = array();

	/**
	 * The script queue before the test.
	 *
	 * @var string[]
	 */
	private array $queue = array();

	protected function setUp(): void {
		parent::setUp();
		CheckoutPage::reset();
		OrderPages::reset();
		$this->queue = wp_scripts()->queue;
		add_action(
			Ids::CONTEXT_ACTION,
			function ( string $context ): void {
				$this->fired[] = $context;
			}
		);
	}

	protected function tearDown(): void {
		foreach ( array_diff( wp_scripts()->queue, $this->queue ) as $handle ) {
			wp_dequeue_script( $handle );
		}
		delete_option( Settings::OPTION );
		delete_option( 'vitrine_bank_account' );
		parent::tearDown();
	}

	/**
	 * Stores gateway settings over the defaults and the shop's IBAN.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $iban     IBAN, '' for none.
	 */
	private static function shop( array $settings, string $iban ): void {
		update_option( Settings::OPTION, $settings + Settings::defaults() );
		update_option(
			'vitrine_bank_account',
			array(
				'holder' => 'Vitrine Demo e. V.',
				'iban'   => $iban,
				'bic'    => '',
				'bank'   => '',
			)
		);
	}

	public function test_the_rule_offers_the_transfer_only_with_an_iban_and_the_providers_methods_only_when_connected(): void {
		$defaults = Settings::defaults();
		$this->assertSame( array(), PaymentMethods::offered( $defaults, '' ), 'a fresh install: nothing to pay with' );
		$this->assertSame( array( 'bacs' ), array_keys( PaymentMethods::offered( $defaults, self::IBAN ) ) );
		$this->assertSame( array( 'ppcp-gateway' ), array_keys( PaymentMethods::offered( self::CONNECTED + $defaults, '' ) ) );
		$this->assertSame( array( 'bacs', 'ppcp-gateway' ), array_keys( PaymentMethods::offered( self::CONNECTED + $defaults, self::IBAN ) ) );
		$this->assertSame( array( 'bacs' ), array_keys( PaymentMethods::offered( array( 'client_id' => 'abc' ) + $defaults, self::IBAN ) ), 'a client ID without an environment is not a connection' );
	}

	public function test_a_shop_that_is_not_connected_renders_no_buttons_no_messages_and_loads_no_script(): void {
		self::shop( array( 'client_id' => 'abc' ), self::IBAN );
		$store   = $this->store();
		$product = $this->simple();

		$form = ( new AddToCartForm( $store ) )->render( $product, 'class="wp-block-vitrine-add-to-cart-form"' );
		$this->assertStringNotContainsString( 'id="' . Ids::WRAPPER_BUTTONS . '"', $form );
		$this->assertStringNotContainsString( 'id="' . Ids::WRAPPER_MESSAGES . '"', $form );

		$store->add_to_cart( self::GUEST, array( 'id' => $product->id ) );
		$cart = CartPage::render( $store, self::GUEST );
		$this->assertStringNotContainsString( 'id="' . Ids::WRAPPER_BUTTONS . '"', $cart );
		$this->assertStringNotContainsString( 'id="' . Ids::WRAPPER_MESSAGES . '"', $cart );
		$this->assertStringNotContainsString( 'id="' . Ids::WRAPPER_MINI_CART . '"', MiniCart::render( $store, self::GUEST ) );

		$checkout = CheckoutPage::render( $store, self::GUEST, 0 );
		$this->assertStringContainsString( 'value="bacs"', $checkout );
		$this->assertStringNotContainsString( 'ppcp-gateway', $checkout );
		$this->assertStringContainsString( 'id="place_order"', $checkout );

		$blocks = do_blocks( '<!-- wp:vitrine/payment-buttons {"context":"cart"} /--><!-- wp:vitrine/paylater-messages /-->' );
		$this->assertStringNotContainsString( Ids::WRAPPER_BUTTONS, $blocks );
		$this->assertStringNotContainsString( 'data-vitrine-messages', $blocks );

		$this->assertSame( array(), $this->fired, '§2.4: no payment context, so no §3.11 object' );
		$this->assertFalse( wp_script_is( 'vitrine-payment', 'enqueued' ), 'no payment script, so no SDK' );
	}

	public function test_once_connected_the_same_pages_render_their_buttons(): void {
		self::shop( self::CONNECTED, self::IBAN );
		$store   = $this->store();
		$product = $this->simple();
		$form    = ( new AddToCartForm( $store ) )->render( $product, 'class="wp-block-vitrine-add-to-cart-form"' );
		$this->assertStringContainsString( 'id="' . Ids::WRAPPER_BUTTONS . '"', $form );
		$this->assertSame( array( Ids::CONTEXT_PRODUCT ), $this->fired );
		$this->assertTrue( wp_script_is( 'vitrine-payment', 'enqueued' ) );
	}

	public function test_without_an_iban_the_transfer_is_not_offered_and_without_any_method_the_checkout_says_so(): void {
		self::shop( self::CONNECTED, '' );
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$this->assertSame( array( 'ppcp-gateway' ), array_keys( ShopPages::payment_methods() ) );
		$this->assertStringNotContainsString( 'value="bacs"', CheckoutPage::render( $store, self::GUEST, 0 ) );

		self::shop( array(), '' );
		CheckoutPage::reset();
		$html = self::german( fn(): string => CheckoutPage::render( $store, self::GUEST, 0 ) );
		$this->assertStringNotContainsString( 'name="payment_method"', $html );
		$this->assertStringNotContainsString( 'id="place_order"', $html, 'no button that could only fail' );
		$this->assertStringContainsString( 'Zurzeit ist in diesem Shop keine Zahlungsart verfügbar', $html );
	}

	public function test_a_transfer_order_without_an_iban_never_shows_half_an_account(): void {
		self::shop( array(), self::IBAN );
		$store = $this->store();
		$order = $this->place_transfer_order( $store );
		update_option( 'vitrine_bank_account', array( 'holder' => 'Vitrine Demo e. V.' ) );

		$this->assertSame( array(), BankAccount::transfer_rows( ShopPages::bank_account(), '39,80 €', $order->id ) );
		$html = self::german( static fn(): string => OrderPages::received( $store, $order->id, $order->order_key ) );
		$this->assertStringNotContainsString( 'Kontoinhaber', $html );
		$this->assertStringNotContainsString( 'auf dieses Konto', $html );
		$this->assertStringContainsString( 'Bestellung ' . $order->id, $html, 'the reference to quote' );
	}

	/**
	 * A callback's result in German.
	 *
	 * @param callable $callback Callback.
	 */
	private static function german( callable $callback ): string {
		$switched = switch_to_locale( 'de_DE' );
		try {
			return (string) $callback();
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}
}
