<?php
/**
 * The §3.11 keys of the pay-for-order page (context pay-now, §2.4): they
 * describe the order being paid, not the shopper's cart, which placing the
 * order emptied.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Config;

use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Payment\Config\Builder
 */
final class PayNowConfigTest extends TestCase {
	use StoreFixtures;

	public function test_a_subscription_order_is_paid_as_one_with_subscriptions_and_shipping(): void {
		$store   = $this->store();
		$user    = $this->log_in_as( 'subscriber' );
		$session = 'user:' . $user;
		$store->add_to_cart( $session, array( 'id' => $this->box_subscription()->id ) );
		$store->add_to_cart( $session, array( 'id' => $this->simple( 1290 )->id ) );
		$order = $store->place_order( $session, self::checkout_form(), $user );
		$this->assertSame( array(), $store->cart_totals( $session )['items'], 'Placing the order emptied the cart.' );

		$config = self::page_config( $store, 'pay-now', $session, $user, array( 'order_id' => $order->id ) );

		$this->assertSame( $order->id, $config['order_id'] );
		$this->assertSame( array( 'name' => array( 'given_name' => 'Erika', 'surname' => 'Mustermann' ) ), $config['payer'], '§3.11 payer: the name on the order being paid' );
		$this->assertTrue( $config['data_client_id']['has_subscriptions'] );
		$this->assertTrue( $config['cart_contains_subscription'] );
		$this->assertTrue( $config['needShipping'] );
	}

	public function test_a_plain_order_has_no_subscription_and_a_renewal_order_has_one(): void {
		$store   = $this->store();
		$user    = $this->log_in_as( 'subscriber' );
		$session = 'user:' . $user;
		$store->add_to_cart( $session, array( 'id' => $this->simple( 1290, null, false )->id ) );
		$plain = $store->place_order( $session, self::checkout_form(), $user );
		$store->add_to_cart( $session, array( 'id' => $this->box_subscription()->id ) );

		$config = self::page_config( $store, 'pay-now', $session, $user, array( 'order_id' => $plain->id ) );
		$this->assertFalse( $config['data_client_id']['has_subscriptions'], 'The cart holds a subscription, the order does not.' );
		$this->assertFalse( $config['cart_contains_subscription'] );
		$this->assertFalse( $config['needShipping'] );

		$parent = $store->place_order( $session, self::checkout_form(), $user );
		$sub    = $store->subscriptions( 0, $parent->id )[0];
		$store->update_order_status( $parent->id, 'completed' );
		update_option( 'vitrine_manual_renewal', '1' );
		$renewal = $store->create_renewal_order( $sub->id );

		$config = self::page_config( $store, 'pay-now', $session, $user, array( 'order_id' => $renewal->id ) );
		$this->assertTrue( $config['data_client_id']['has_subscriptions'] );
		$this->assertTrue( $config['cart_contains_subscription'] );
	}

	public function test_a_free_trial_order_is_paid_as_a_free_trial_cart(): void {
		$store   = $this->store();
		$user    = $this->log_in_as( 'subscriber' );
		$session = 'user:' . $user;
		$trial   = $store->create_product( array( 'type' => 'subscription', 'name' => 'Probe', 'price' => 900, 'needs_shipping' => false, 'plan' => array( 'period' => 'week', 'trial_length' => 7 ) ) );
		$store->add_to_cart( $session, array( 'id' => $trial->id ) );
		$order = $store->place_order( $session, self::checkout_form(), $user );
		$this->assertSame( 0, $order->total );

		$config = self::page_config( $store, 'pay-now', $session, $user, array( 'order_id' => $order->id ) );
		$this->assertTrue( $config['is_free_trial_cart'] );
		$this->assertFalse( $config['needShipping'] );

		$store->add_to_cart( $session, array( 'id' => $trial->id ) );
		$this->assertFalse( self::page_config( $store, 'pay-now', $session, $user, array( 'order_id' => $this->plain_order( $store, $user ) ) )['is_free_trial_cart'], 'The cart is a free trial, the order is not.' );
	}

	/**
	 * A pending order of a simple product for the user, placed from another
	 * cart, so that her own cart stays as it is.
	 *
	 * @param \Vitrine\Store\Store $store Shop.
	 * @param int                  $user  User.
	 * @return int Order ID.
	 */
	private function plain_order( \Vitrine\Store\Store $store, int $user ): int {
		$other = 'guest:PAYNOWSECONDCART0123456789ABCD';
		$store->add_to_cart( $other, array( 'id' => $this->simple( 1290, null, false )->id ) );
		return $store->place_order( $other, self::checkout_form(), $user )->id;
	}
}
