<?php
/**
 * The shopper's payment script: registered from its build, enqueued only
 * where a payment element renders (§2.4).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

use Vitrine\Payment\Assets;
use Vitrine\Payment\Ids;

require_once __DIR__ . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Payment\Assets
 */
final class PaymentAssetsTest extends TestCase {
	use StoreFixtures;

	/**
	 * Each test starts with nothing enqueued and no cart cookie.
	 */
	protected function setUp(): void {
		parent::setUp();
		wp_dequeue_script( Assets::HANDLE );
		unset( $_COOKIE['vitrine_cart'] );
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
		do_action( Ids::CONTEXT_ACTION, $context, array() );
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
		do_action( Ids::CONTEXT_ACTION, 'mini-cart', array() );
		$this->assertFalse( wp_script_is( Assets::HANDLE, 'enqueued' ) );

		$this->log_in_as( 'subscriber' );
		do_action( Ids::CONTEXT_ACTION, 'mini-cart', array() );
		$this->assertFalse( wp_script_is( Assets::HANDLE, 'enqueued' ), 'A customer without a cart has nothing to pay.' );
	}

	/**
	 * The mini-cart with items in the cart enqueues it.
	 */
	public function test_the_mini_cart_with_items_enqueues_it(): void {
		$user = $this->log_in_as( 'subscriber' );
		$cup  = $this->simple();
		$this->store()->change_cart( 'user:' . $user, array( array( 'id' => $cup->id, 'quantity' => 1 ) ), $user );
		do_action( Ids::CONTEXT_ACTION, 'mini-cart', array() );
		$this->assertTrue( wp_script_is( Assets::HANDLE, 'enqueued' ) );
	}
}
