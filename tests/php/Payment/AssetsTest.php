<?php
/**
 * The shopper's payment script: registered from its build, enqueued only
 * where a payment element renders (§2.4).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Payment\Assets;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Payment\Assets
 */
final class AssetsTest extends TestCase {
	use StoreFixtures;

	/**
	 * Each test starts with nothing enqueued and no cart cookie.
	 */
	protected function setUp(): void {
		parent::setUp();
		wp_dequeue_script( Assets::HANDLE );
		unset( $_COOKIE['vitrine_cart'] );
		// A checkout page rendered earlier in this process pointed the handle at checkout.js.
		$script = wp_scripts()->query( Assets::HANDLE, 'registered' );
		if ( false !== $script ) {
			$asset        = require VITRINE_DIR . '/build/payment/main.asset.php';
			$script->src  = plugins_url( 'build/payment/main.js', VITRINE_FILE );
			$script->deps = $asset['dependencies'];
			$script->ver  = $asset['version'];
		}
	}

	/**
	 * The handle's file per page: main.js where product, cart or mini-cart
	 * buttons render, checkout.js (main.js' code plus the checkout page's)
	 * on the checkout and pay-for-order pages, also when the header's
	 * mini-cart enqueued the script first.
	 *
	 * @dataProvider file_per_context
	 *
	 * @param string[] $contexts Contexts fired, in order.
	 * @param string   $file     The file the handle loads.
	 */
	public function test_checkout_and_pay_now_pages_load_the_checkout_file( array $contexts, string $file ): void {
		$user = $this->log_in_as( 'subscriber' );
		$cup  = $this->simple();
		$this->store()->change_cart( 'user:' . $user, array( array( 'id' => $cup->id, 'quantity' => 1 ) ), $user );
		foreach ( $contexts as $context ) {
			do_action( \Vitrine\Payment\Ids::CONTEXT_ACTION, $context, array() );
		}
		$script = wp_scripts()->query( Assets::HANDLE, 'registered' );
		$this->assertTrue( wp_script_is( Assets::HANDLE, 'enqueued' ) );
		$this->assertSame( plugins_url( 'build/payment/' . $file, VITRINE_FILE ), $script->src );
		$this->assertContains( 'vitrine-store', $script->deps );
		$asset = require VITRINE_DIR . '/build/payment/' . str_replace( '.js', '.asset.php', $file );
		$this->assertSame( $asset['version'], $script->ver );
	}

	/**
	 * @return array<string, array{0: string[], 1: string}>
	 */
	public static function file_per_context(): array {
		return array(
			'product'               => array( array( 'mini-cart', 'product' ), 'main.js' ),
			'cart'                  => array( array( 'cart', 'mini-cart' ), 'main.js' ),
			'mini-cart alone'       => array( array( 'mini-cart' ), 'main.js' ),
			'checkout'              => array( array( 'checkout' ), 'checkout.js' ),
			'mini-cart, checkout'   => array( array( 'mini-cart', 'checkout' ), 'checkout.js' ),
			'pay-now, mini-cart'    => array( array( 'pay-now', 'mini-cart' ), 'checkout.js' ),
		);
	}

	/**
	 * The script comes from build/payment/main.js, in the footer, after the store.
	 */
	public function test_script_is_registered_from_its_build_in_the_footer(): void {
		$script = wp_scripts()->query( Assets::HANDLE, 'registered' );
		$this->assertNotFalse( $script, 'vitrine-payment is not registered.' );
		$this->assertSame( plugins_url( 'build/payment/main.js', VITRINE_FILE ), $script->src );
		$this->assertContains( 'vitrine-store', $script->deps );
		$this->assertSame( 1, $script->extra['group'] ?? null, 'The payment script should load in the footer.' );
	}

	/**
	 * A page that fires no payment context loads no payment script.
	 */
	public function test_a_page_without_payment_context_does_not_enqueue_it(): void {
		$this->assertFalse( wp_script_is( Assets::HANDLE, 'enqueued' ) );
	}

	/**
	 * Product, cart, checkout and pay-now pages enqueue it when they render.
	 *
	 * @dataProvider page_contexts
	 *
	 * @param string $context Context fired.
	 */
	public function test_a_page_context_enqueues_it( string $context ): void {
		do_action( \Vitrine\Payment\Ids::CONTEXT_ACTION, $context, array() );
		$this->assertTrue( wp_script_is( Assets::HANDLE, 'enqueued' ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function page_contexts(): array {
		return array(
			'product'  => array( 'product' ),
			'cart'     => array( 'cart' ),
			'checkout' => array( 'checkout' ),
			'pay-now'  => array( 'pay-now' ),
		);
	}

	/**
	 * The header's mini-cart alone with an empty cart shows no buttons, so
	 * nothing loads.
	 */
	public function test_the_mini_cart_with_an_empty_cart_does_not_enqueue_it(): void {
		do_action( \Vitrine\Payment\Ids::CONTEXT_ACTION, 'mini-cart', array() );
		$this->assertFalse( wp_script_is( Assets::HANDLE, 'enqueued' ) );

		$this->log_in_as( 'subscriber' );
		do_action( \Vitrine\Payment\Ids::CONTEXT_ACTION, 'mini-cart', array() );
		$this->assertFalse( wp_script_is( Assets::HANDLE, 'enqueued' ), 'A customer without a cart has nothing to pay.' );
	}

	/**
	 * The mini-cart with items in the cart enqueues it.
	 */
	public function test_the_mini_cart_with_items_enqueues_it(): void {
		$user = $this->log_in_as( 'subscriber' );
		$cup  = $this->simple();
		$this->store()->change_cart( 'user:' . $user, array( array( 'id' => $cup->id, 'quantity' => 1 ) ), $user );
		do_action( \Vitrine\Payment\Ids::CONTEXT_ACTION, 'mini-cart', array() );
		$this->assertTrue( wp_script_is( Assets::HANDLE, 'enqueued' ) );
	}
}
