<?php
/**
 * The shop's facts in the page configuration (§3.11) and order links.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Config;

use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/StoreFixtures.php';

/**
 * What the payment blocks will read from the page: the cart, the product,
 * the shopper's cards and the change-payment-method page (§2.5).
 *
 * @covers \Vitrine\Payment\Config\Facts
 */
final class FactsTest extends TestCase {
	use StoreFixtures;

	public function test_a_free_trial_cart_and_its_endpoints_with_nonces(): void {
		$store = $this->store();
		$user  = $this->log_in_as( 'subscriber' );
		$store->add_to_cart(
			'user:' . $user,
			array( 'id' => $store->create_product( array( 'type' => 'subscription', 'name' => 'Probe', 'price' => 900, 'needs_shipping' => false, 'plan' => array( 'period' => 'week', 'trial_length' => 7 ) ) )->id )
		);

		$config = self::page_config( $store, 'checkout', 'user:' . $user, $user );

		$this->assertSame( 'checkout', $config['context'] );
		$this->assertSame( 'EUR', $config['currency'] );
		$this->assertSame( $user, $config['data_client_id']['user'] );
		$this->assertTrue( $config['data_client_id']['has_subscriptions'] );
		$this->assertTrue( $config['cart_contains_subscription'] );
		$this->assertTrue( $config['is_free_trial_cart'] );
		$this->assertFalse( $config['needShipping'] );
		$this->assertSame( array( 'is_logged' => true, 'has_wc_card_payment_tokens' => false ), $config['user'] );
		$this->assertFalse( $config['simulate_cart']['enabled'] );
		$this->assertSame( home_url( '/' ) . '?wc-ajax=validate_checkout', $config['ajax']['validate_checkout']['endpoint'] );
		$this->assertSame( 1, wp_verify_nonce( $config['ajax']['validate_checkout']['nonce'], 'vitrine_validate_checkout' ) );
	}

	public function test_product_page_card_tokens_and_the_change_payment_method_page(): void {
		$store = $this->store();
		$user  = $this->log_in_as( 'subscriber' );
		$box   = $this->box_subscription();
		$store->add_to_cart( 'user:' . $user, array( 'id' => $box->id ) );
		$order = $store->place_order( 'user:' . $user, self::checkout_form(), $user );
		$sub   = $store->subscriptions( 0, $order->id )[0];
		$store->save_payment_token( $user, array( 'gateway' => 'ppcp-credit-card-gateway', 'provider_token_id' => 'card1', 'brand' => 'visa', 'last_digits' => '1111', 'expiry_month' => 1, 'expiry_year' => 2030 ) );
		update_option( 'vitrine_view_subscriptions_page', 'https://shop.example/mein-konto/abos/' );

		$config = self::page_config( $store, 'product', '', $user, array( 'product_id' => $box->id, 'change_payment_method' => $sub->id ) );

		$this->assertSame( 'subscription', $config['productType'] );
		$this->assertTrue( $config['data_client_id']['has_subscriptions'] );
		$this->assertTrue( $config['user']['has_wc_card_payment_tokens'] );
		$this->assertTrue( $config['simulate_cart']['enabled'] );
		$this->assertSame( 5000, $config['simulate_cart']['throttling'], '§9.4 default throttle.' );
		$this->assertTrue( $config['is_subscription_change_payment_page'] );
		$this->assertSame( $sub->id, $config['subscription_id_to_change_payment'] );
		$this->assertSame( 'https://shop.example/mein-konto/abos', $config['view_subscriptions_page'], '§2.6 appends /{id} to it.' );

		$stranger = $this->log_in_as( 'subscriber' );
		$other    = self::page_config( $store, 'product', '', $stranger, array( 'change_payment_method' => $sub->id ) );
		$this->assertFalse( $other['is_subscription_change_payment_page'], "Someone else's subscription is not offered." );
		$this->expectException( \InvalidArgumentException::class );
		self::page_config( $store, 'basket', '', 0 );
	}

	public function test_the_order_received_link_needs_the_order_key(): void {
		$store = $this->store();
		$store->add_to_cart( 'user:9', array( 'id' => $this->simple( 1000 )->id ) );
		$order = $store->place_order( 'user:9', self::checkout_form() );
		$store->complete_payment( $order->id, 'TX9' );

		$this->assertSame( 'processing', $store->order_with_key( $order->id, $order->order_key )->status, 'Paid orders are shown too.' );
		$this->assertSame( 'Diese Bestellung gibt es nicht, oder der Link ist unvollständig.', $this->refused( fn() => $store->order_with_key( $order->id, '' ) )->getMessage() );
		$this->assertSame( 'vitrine_no_order', $this->refused( fn() => $store->order_with_key( 987654, $order->order_key ) )->error_code );
	}
}
