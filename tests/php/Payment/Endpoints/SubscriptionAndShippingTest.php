<?php
/**
 * approve_subscription and update_shipping against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Endpoints\ApproveSubscription;
use Vitrine\Payment\Endpoints\UpdateShipping;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * @covers \Vitrine\Payment\Endpoints\ApproveSubscription
 * @covers \Vitrine\Payment\Endpoints\UpdateShipping
 */
final class SubscriptionAndShippingTest extends PaymentTestCase {

	/**
	 * The approved subscription pays the customer's order, its id is stored
	 * on our subscription, and a second call answers the same order.
	 */
	public function test_approved_subscription_pays_the_order_once_and_is_stored_on_our_subscription(): void {
		$user     = wp_insert_user(
			array(
				'user_login' => 'abo-kundin',
				'user_pass'  => 'x',
				'user_email' => 'abo@example.org',
			)
		);
		$session  = 'user:' . $user;
		$caller   = new Caller( $user, $session );
		$services = $this->services();
		$this->shop->add_to_cart( $session, array( 'id' => $this->newsletter( $this->shop )->id ), $user );
		$provider = $this->approved_subscription();
		$endpoint = new ApproveSubscription( $services->store, $services->subscriptions );
		$before   = $this->shop->query_orders( '', 1, 1 )['total'];

		$first  = $endpoint->handle( array( 'subscription_id' => $provider ), $caller );
		$second = $endpoint->handle( array( 'subscription_id' => $provider ), $caller );

		$this->assertSame( $first, $second );
		$this->assertSame( $before + 1, $this->shop->query_orders( '', 1, 1 )['total'] );
		$order = $this->shop->order_by_provider_order_id( $provider );
		$this->assertTrue( OrderStatus::is_paid( $order->status ) );
		$this->assertSame( $provider, $order->transaction_id );
		$this->assertSame( $provider, $this->shop->subscriptions( 0, $order->id )[0]->provider_subscription_id );
		$this->assertTrue( $this->shop->cart( $session )->is_empty() );
	}

	/**
	 * A guest cannot take a subscription through the wallet (no account).
	 */
	public function test_a_guest_is_told_to_log_in(): void {
		$services = $this->services();
		$refused  = $this->refusal( fn() => ( new ApproveSubscription( $services->store, $services->subscriptions ) )->handle( array( 'subscription_id' => 'I-NOTHING' ), self::guest() ) );
		$this->assertSame( 100, $refused->error_code );
		$this->assertSame( 403, $refused->status );
	}

	/**
	 * Another shipping option in the pop-up: the provider order moves to the
	 * cart's new order and asks for its total; the old order is cancelled;
	 * the approval pays the new one.
	 */
	public function test_update_shipping_moves_the_provider_order_to_the_carts_new_total(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$old     = $this->order( $created );

		$this->shop->choose_shipping_rate( self::GUEST, 'express' );
		( new UpdateShipping( $services->store, $services->provider_orders ) )->handle( array( 'order_id' => $created['id'] ), self::guest() );

		$new      = $this->shop->order_by_provider_order_id( $created['id'] );
		$provider = $this->control( 'GET', 'orders/' . $created['id'] );
		$this->assertNotSame( $old->id, $new->id );
		$this->assertSame( OrderStatus::CANCELLED, $this->shop->order( $old->id )->status );
		$this->assertSame( $this->shop->cart_totals( self::GUEST )['total'], $new->total );
		$this->assertNotSame( $old->total, $new->total );
		$this->assertSame( number_format( $new->total / 100, 2, '.', '' ), $provider['purchase_units'][0]['amount']['value'] );
		$this->assertSame( (string) $new->id, $provider['purchase_units'][0]['custom_id'] );

		$this->approve( $created['id'] );
		$this->approve_order( $services, $created['id'] );
		$this->assertTrue( OrderStatus::is_paid( $this->shop->order( $new->id )->status ) );
	}
}
