<?php
/**
 * The method that paid a subscription's first order renews it.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Subscriptions;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Services;
use Vitrine\Payment\Subscriptions\Renewals;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Subscription;
use Vitrine\Tests\Payment\Vault\VaultTestCase;

require_once dirname( __DIR__ ) . '/Vault/VaultTestCase.php';
require_once __DIR__ . '/RenewalFixtures.php';
require_once __DIR__ . '/RenewalJob.php';

/**
 * §6 / §7.2: buying the coffee subscription with a saved card, a saved
 * wallet, or a method saved by that very checkout leaves the subscription
 * on that method, so the renewal job charges it by itself — once.
 *
 * @covers \Vitrine\Payment\Subscriptions\RenewalMethod
 * @covers \Vitrine\Payment\Vault\SavedCardCheckout
 * @covers \Vitrine\Payment\Vault\CheckoutVault
 */
final class RenewalMethodTest extends VaultTestCase {

	use RenewalFixtures;
	use RenewalJob;

	private const DAY  = '2027-01-10';
	private const NEXT = '2027-02-10';

	/**
	 * Only this test's subscriptions due, the shop's date fixed.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::park_other_subscriptions();
		$this->shop = $this->store( self::DAY );
	}

	/**
	 * Logged out again.
	 */
	protected function tearDown(): void {
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * The checkout's create_order through the payment router for the customer's cart.
	 *
	 * @param Services             $services Services.
	 * @param Caller               $caller   The customer.
	 * @param array<string, mixed> $input    Method fields.
	 * @return array{id: string, custom_id: string}
	 */
	private function checkout_through_router( Services $services, Caller $caller, array $input ): array {
		$fields = self::checkout_form( array( 'vitrine_checkout_token' => substr( md5( wp_json_encode( $input ) ), 0, 32 ) ) );
		unset( $fields['payment_method'] );
		$created = $this->post( $services, 'create_order', $input + array( 'context' => 'checkout', 'form_encoded' => http_build_query( $fields ) ), $caller );
		$this->assertTrue( $created['body']['success'], (string) wp_json_encode( $created['body'] ) );
		return $created['body']['data'];
	}

	/**
	 * The coffee subscription (14,90 € a month) in the customer's cart.
	 *
	 * @param int $user_id Customer.
	 */
	private function coffee_in_cart( int $user_id ): void {
		$this->shop->add_to_cart( 'user:' . $user_id, array( 'id' => self::coffee( $this->shop )->id, 'quantity' => 1 ), $user_id );
	}

	/**
	 * The only subscription of an order.
	 *
	 * @param Order $order Order.
	 */
	private function subscription_of( Order $order ): Subscription {
		$subscriptions = $this->shop->subscriptions( $order->customer_id, $order->id );
		$this->assertCount( 1, $subscriptions );
		return $subscriptions[0];
	}

	/**
	 * Runs the renewal job on the next payment date and checks the
	 * subscription was charged once, on the method, by itself.
	 *
	 * @param Subscription $subscription The subscription bought.
	 * @param PaymentToken $token        The method it must renew on.
	 */
	private function assert_renews_once_on( Subscription $subscription, PaymentToken $token ): void {
		$this->assertSame( $token->id, $this->shop->subscription( $subscription->id )->payment_token_id, 'The first payment\'s method is the renewal method.' );
		$renewals = $this->renewals_on( self::NEXT );
		$this->assertSame( array( $subscription->id => Renewals::PAID ), $renewals->run(), 'Renewed by itself, not by hand.' );
		$this->assertSame( array(), $renewals->run(), 'The job again: nothing more is due.' );
		$orders = $this->shop->subscription_orders( $subscription->id );
		$this->assertCount( 2, $orders, 'One renewal order.' );
		$renewal = $orders[1];
		$this->assertTrue( OrderStatus::is_paid( $renewal->status ) );
		$this->assertCount( 1, $this->processed_captures( $renewal->provider_order_id ), 'Charged once.' );
		$sent = array_values( array_filter( $this->calls( '/v2/checkout/orders' ), static fn( array $c ): bool => str_contains( (string) ( $c['requestId'] ?? '' ), 'renewal-order' ) ) );
		$this->assertCount( 1, $sent );
		$kind = 'ppcp-gateway' === $token->gateway ? 'paypal' : 'card';
		$this->assertSame( $token->provider_token_id, $sent[0]['body']['payment_source'][ $kind ]['vault_id'] ?? '' );
		$this->assertSame( '2027-03-10', $this->shop->subscription( $subscription->id )->next_payment );
	}

	public function test_bought_with_a_saved_card_at_checkout_it_renews_on_that_card(): void {
		$services = $this->services();
		$user     = $this->customer();
		$card     = $services->saved_methods->save_setup_token( $user, $this->approved_setup_token( $services, $user ) );
		$this->coffee_in_cart( $user );
		$order = $this->shop->place_order( 'user:' . $user, self::checkout_form( array( 'payment_method' => 'ppcp-credit-card-gateway' ) ), $user );
		$this->assertSame( 0, $this->subscription_of( $order )->payment_token_id, 'No method before the payment.' );

		wp_set_current_user( $user );
		$next = $services->saved_card_checkout->next_url( '', $order, array( 'saved-credit-card' => (string) $card->id ) );

		$paid = $this->shop->order( $order->id );
		$this->assertTrue( OrderStatus::is_paid( $paid->status ) );
		$this->assertStringContainsString( (string) $order->id, $next, 'Off to the order-received page.' );
		$this->assert_renews_once_on( $this->subscription_of( $order ), $card );
	}

	public function test_bought_with_a_saved_wallet_it_renews_on_that_wallet(): void {
		$services = $this->services();
		$user     = $this->customer();
		$setup    = $services->saved_methods->start( $user, 'user:' . $user, 'paypal', '', home_url( '/kasse/' ) );
		$this->control( 'POST', 'setup-tokens/' . $setup['id'] . '/approve' );
		$wallet = $services->saved_methods->save_setup_token( $user, $setup['id'] );
		$this->coffee_in_cart( $user );
		$order = $this->shop->place_order( 'user:' . $user, self::checkout_form(), $user );

		$paid = $services->saved_card_checkout->pay( $order, $user, $wallet->id );

		$this->assertTrue( OrderStatus::is_paid( $paid->status ) );
		$this->assert_renews_once_on( $this->subscription_of( $order ), $wallet );
	}

	public function test_a_card_saved_by_that_checkout_through_the_payment_router_renews_it(): void {
		$services = $this->vault_services();
		$user     = $this->customer();
		$caller   = new Caller( $user, 'user:' . $user );
		$this->coffee_in_cart( $user );
		$created        = $this->checkout_through_router(
			$services,
			$caller,
			array(
				'payment_method'      => 'ppcp-credit-card-gateway',
				'funding_source'      => 'card',
				'save_payment_method' => true,
			)
		);
		$provider_order = (string) $created['id'];
		$this->card_fields_submit( $provider_order, 'SCA_WHEN_REQUIRED' );

		$approved = $this->post(
			$services,
			'approve_order',
			array(
				'order_id'       => $provider_order,
				'funding_source' => 'card',
			),
			$caller
		);

		$this->assertTrue( $approved['body']['success'], (string) wp_json_encode( $approved['body'] ) );
		$order = $this->shop->order( (int) $created['custom_id'] );
		$saved = $services->saved_methods->of_user( $user );
		$this->assertCount( 1, $saved, 'The checkout saved the card.' );
		$this->assert_renews_once_on( $this->subscription_of( $order ), $saved[0] );
	}

	public function test_the_wallet_saved_by_that_checkout_through_the_payment_router_renews_it(): void {
		$services = $this->vault_services();
		$user     = $this->customer();
		$caller   = new Caller( $user, 'user:' . $user );
		$this->coffee_in_cart( $user );
		$created = $this->checkout_through_router(
			$services,
			$caller,
			array(
				'payment_method' => 'ppcp-gateway',
				'funding_source' => 'paypal',
			)
		);
		$this->approve( (string) $created['id'] );

		$approved = $this->post( $services, 'approve_order', array( 'order_id' => (string) $created['id'] ), $caller );

		$this->assertTrue( $approved['body']['success'], (string) wp_json_encode( $approved['body'] ) );
		$order = $this->shop->order( (int) $created['custom_id'] );
		$saved = $services->saved_methods->of_user( $user );
		$this->assertCount( 1, $saved, 'The checkout saved the wallet.' );
		$this->assert_renews_once_on( $this->subscription_of( $order ), $saved[0] );
	}

	public function test_a_subscription_with_a_method_of_its_own_keeps_it(): void {
		$services = $this->services();
		$user     = $this->customer();
		$first    = $services->saved_methods->save_setup_token( $user, $this->approved_setup_token( $services, $user ) );
		$second   = $services->saved_methods->save_setup_token( $user, $this->approved_setup_token( $services, $user, '2032-01' ) );
		$this->coffee_in_cart( $user );
		$order        = $this->shop->place_order( 'user:' . $user, self::checkout_form( array( 'payment_method' => 'ppcp-credit-card-gateway' ) ), $user );
		$subscription = $this->subscription_of( $order );
		$this->shop->change_subscription_payment_method( $subscription->id, $user, $second->id );

		$services->saved_card_checkout->pay( $order, $user, $first->id );

		$this->assertSame( $second->id, $this->shop->subscription( $subscription->id )->payment_token_id, 'The method the customer chose stays.' );
	}
}
