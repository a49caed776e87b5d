<?php
/**
 * The order status hook, memberships bought in the shop and manual renewal.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Account;

use DateTimeImmutable;
use DateTimeZone;
use Vitrine\Account\MembershipGrants;
use Vitrine\Memberships\Plans;
use Vitrine\Memberships\Repository;
use Vitrine\Memberships\Schema;
use Vitrine\Store\DatabaseStore;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Subscription;
use Vitrine\Store\SubscriptionPlan;
use Vitrine\Store\SubscriptionSchedule;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Store side of the customer account.
 */
final class AccountStoreTest extends TestCase {
	use StoreFixtures;

	/**
	 * A customer account.
	 *
	 * @param string $login Login.
	 */
	private static function customer( string $login = 'kundin-test' ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.org',
				'user_pass'  => 'secret-' . $login,
				'first_name' => 'Katrin',
				'last_name'  => 'Sommer',
				'role'       => 'subscriber',
			)
		);
	}

	/**
	 * A pending order of one product for a customer.
	 *
	 * @param DatabaseStore $store      Store.
	 * @param int           $product_id Product.
	 * @param int           $user_id    Customer.
	 */
	private function order_for( DatabaseStore $store, int $product_id, int $user_id ): Order {
		$session = 'user:' . $user_id;
		$store->add_to_cart(
			$session,
			array(
				'id'       => $product_id,
				'quantity' => 1,
			),
			$user_id
		);
		return $store->place_order( $session, self::checkout_form(), $user_id );
	}

	/**
	 * A plan and a product that grants it.
	 *
	 * @return array{0: int, 1: int} Plan ID, product ID.
	 */
	private function membership_product(): array {
		$plan    = (int) wp_insert_post(
			array(
				'post_type'   => Plans::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Jahresplan',
				'post_name'   => 'jahresplan-test',
			)
		);
		$product = $this->simple( 6000, null, false );
		update_post_meta( $product->id, MembershipGrants::META, $plan );
		return array( $plan, $product->id );
	}

	/**
	 * Rows of a user's plan in the memberships table.
	 *
	 * @param int $user_id User.
	 * @param int $plan_id Plan.
	 */
	private static function membership_rows( int $user_id, int $plan_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table() . ' WHERE user_id = %d AND plan_id = %d', $user_id, $plan_id ) );
	}

	/**
	 * Records the hook's calls.
	 *
	 * @return \ArrayObject<int, array{0: int, 1: string, 2: string}>
	 */
	private static function record_status_changes(): \ArrayObject {
		$calls = new \ArrayObject();
		add_action(
			'vitrine_order_status_changed',
			static function ( Order $order, string $from, string $to ) use ( $calls ): void {
				$calls[] = array( $order->id, $from, $to, $order->status );
			},
			10,
			3
		);
		return $calls;
	}

	public function test_every_status_change_fires_the_hook_with_from_and_to(): void {
		$store = $this->store();
		$user  = self::customer();
		$order = $this->order_for( $store, $this->simple( 1000, null, false )->id, $user );
		$calls = self::record_status_changes();

		$store->complete_payment( $order->id, 'CAPTURE-1' );
		$store->update_order_status( $order->id, OrderStatus::REFUNDED );
		$this->refused( static fn() => $store->update_order_status( $order->id, OrderStatus::COMPLETED ) );

		$this->assertSame(
			array(
				array( $order->id, 'pending', 'completed', 'completed' ),
				array( $order->id, 'completed', 'refunded', 'refunded' ),
			),
			$calls->getArrayCopy(),
			'The hook gets the order after the change; a refused transition fires nothing.'
		);
	}

	public function test_a_paid_order_grants_its_plan_once_and_a_refund_cancels_it(): void {
		$store = $this->store();
		$user  = self::customer();
		[ $plan, $product ] = $this->membership_product();
		$order = $this->order_for( $store, $product, $user );
		$this->assertSame( array(), Repository::for_user( $user ), 'Not a member before paying.' );

		$store->update_order_status( $order->id, OrderStatus::FAILED );
		$store->update_order_status( $order->id, OrderStatus::PENDING );
		$store->update_order_status( $order->id, OrderStatus::PROCESSING );
		$this->assertSame( 'active', Repository::for_user( $user )[ $plan ] );
		$store->update_order_status( $order->id, OrderStatus::COMPLETED );
		$this->refused( static fn() => $store->complete_payment( $order->id, 'CAPTURE-AGAIN' ) );
		$this->assertSame( 1, self::membership_rows( $user, $plan ), 'Status flapping and paying twice never add a second membership.' );
		$this->assertSame( 'active', Repository::for_user( $user )[ $plan ] );

		$store->update_order_status( $order->id, OrderStatus::REFUNDED );
		$this->assertSame( 'cancelled', Repository::for_user( $user )[ $plan ] );
		$this->assertSame( 1, self::membership_rows( $user, $plan ) );
	}

	public function test_cancelling_an_unpaid_order_leaves_a_membership_from_elsewhere_alone(): void {
		$store = $this->store();
		$user  = self::customer();
		[ $plan, $product ] = $this->membership_product();
		Repository::save( $user, $plan, 'complimentary' );
		$order = $this->order_for( $store, $product, $user );

		$store->update_order_status( $order->id, OrderStatus::CANCELLED );

		$this->assertSame( 'complimentary', Repository::for_user( $user )[ $plan ] );
	}

	public function test_a_guest_order_grants_no_membership(): void {
		$store = $this->store();
		[ $plan, $product ] = $this->membership_product();
		$session = 'guest:ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
		$store->add_to_cart( $session, array( 'id' => $product ) );
		$order = $store->place_order( $session, self::checkout_form(), 0 );

		$store->complete_payment( $order->id, 'CAPTURE-G' );

		global $wpdb;
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table() . ' WHERE plan_id = %d', $plan ) ) );
	}

	public function test_paying_a_subscription_order_activates_it_and_keeps_the_trial(): void {
		$store        = $this->store( '2026-11-22' );
		$user         = self::customer();
		$order        = $this->order_for( $store, $this->box_subscription()->id, $user );
		$subscription = $store->subscriptions( $user, $order->id )[0];
		$this->assertSame( Subscription::PENDING, $subscription->status );

		$store->update_order_status( $order->id, OrderStatus::COMPLETED );

		$subscription = $store->subscription( $subscription->id );
		$this->assertSame( Subscription::ACTIVE, $subscription->status );
		$this->assertSame( '2026-12-06', $subscription->trial_end, '§3.3: 14 days of trial.' );
		$this->assertSame( '2026-12-06', $subscription->next_payment, 'The first payment is due when the trial ends.' );
	}

	/**
	 * A monthly subscription without trial, bought and paid on a day.
	 *
	 * @param string $day     Y-m-d.
	 * @param int    $user_id Customer.
	 */
	private function paid_monthly( string $day, int $user_id ): Subscription {
		$store   = $this->store( $day );
		$product = $store->create_product(
			array(
				'type'           => 'subscription',
				'name'           => 'Kaffee-Abo',
				'price'          => 1490,
				'needs_shipping' => false,
				'plan'           => array( 'period' => 'month' ),
			)
		);
		$order   = $this->order_for( $store, $product->id, $user_id );
		$store->complete_payment( $order->id, 'CAPTURE-S' );
		return $store->subscriptions( $user_id, $order->id )[0];
	}

	/**
	 * §3.3 manual renewal at a month end: 31 January → 28 February → 31 March.
	 */
	public function test_a_due_subscription_gets_one_renewal_order_and_paying_it_moves_the_date_keeping_the_month_end(): void {
		$user         = self::customer();
		$subscription = $this->paid_monthly( '2027-01-31', $user );
		$this->assertSame( '2027-02-28', $subscription->next_payment );
		update_option( 'vitrine_manual_renewal', '1' );

		$this->assertSame( array(), $this->store( '2027-02-27' )->renew_due_subscriptions(), 'Not due yet.' );
		$due     = $this->store( '2027-02-28' );
		$renewal = $due->renew_due_subscriptions();
		$again   = $due->renew_due_subscriptions();

		$this->assertCount( 1, $renewal );
		$order = $renewal[0];
		$this->assertSame( OrderStatus::PENDING, $order->status );
		$this->assertSame( 1490, $order->total, 'The price comes from the subscription on the server.' );
		$this->assertSame( $user, $order->customer_id );
		$this->assertSame( array(), $again, 'An on-hold subscription is not due again.' );
		$this->assertSame( Subscription::ON_HOLD, $due->subscription( $subscription->id )->status );
		$this->assertSame( $order->id, $due->create_renewal_order( $subscription->id )->id, 'The open renewal order is reused, not duplicated.' );
		$this->assertSame( $subscription->id, $due->renewed_subscription( $order->id )->id );
		$this->assertSame( array( $subscription->order_id, $order->id ), array_map( static fn( Order $o ): int => $o->id, $due->subscription_orders( $subscription->id ) ) );

		$due->complete_payment( $order->id, 'CAPTURE-R1' );
		$renewed = $due->subscription( $subscription->id );
		$this->assertSame( Subscription::ACTIVE, $renewed->status );
		$this->assertSame( '2027-03-31', $renewed->next_payment, 'The day of the first payment is kept after February.' );

		$early = $due->create_renewal_order( $subscription->id );
		$this->assertNotSame( $order->id, $early->id, 'After paying, "Renew now" makes a new renewal order.' );
		$due->update_order_status( $early->id, OrderStatus::PROCESSING );
		$this->assertSame( '2027-04-30', $due->subscription( $subscription->id )->next_payment );
	}

	public function test_renewal_is_refused_while_manual_renewal_is_off_or_the_subscription_ended(): void {
		$user         = self::customer();
		$subscription = $this->paid_monthly( '2027-01-10', $user );
		$store        = $this->store( '2027-02-10' );
		update_option( 'vitrine_manual_renewal', '0' );

		$this->assertSame( array(), $store->renew_due_subscriptions() );
		$this->assertSame( 'In diesem Shop können Abos nicht von Hand erneuert werden.', $this->refused( static fn() => $store->create_renewal_order( $subscription->id ) )->getMessage() );

		update_option( 'vitrine_manual_renewal', '1' );
		$store->update_subscription_status( $subscription->id, Subscription::CANCELLED );
		$this->assertSame( 'Dieses Abo kann nicht erneuert werden.', $this->refused( static fn() => $store->create_renewal_order( $subscription->id ) )->getMessage() );
		$this->assertSame( array(), $store->renew_due_subscriptions() );
	}

	public function test_a_subscription_on_a_saved_card_is_left_to_automatic_renewal_until_the_card_is_deleted(): void {
		$user         = self::customer();
		$subscription = $this->paid_monthly( '2027-01-10', $user );
		$store        = $this->store( '2027-02-10' );
		$token        = $store->save_payment_token(
			$user,
			array(
				'gateway'           => 'ppcp-credit-card-gateway',
				'provider_token_id' => 'tok-renew',
				'brand'             => 'visa',
				'last_digits'       => '4242',
				'expiry_month'      => 12,
				'expiry_year'       => 2030,
			)
		);
		$store->change_subscription_payment_method( $subscription->id, $user, $token->id );
		update_option( 'vitrine_manual_renewal', '1' );

		$this->assertSame( array(), $store->renew_due_subscriptions() );
		$store->delete_payment_token( $user, $token->id );
		$this->assertCount( 1, $store->renew_due_subscriptions() );
	}

	public function test_the_daily_check_runs_through_the_cron_hook(): void {
		$user         = self::customer();
		$subscription = $this->paid_monthly( '2025-01-05', $user );
		update_option( 'vitrine_manual_renewal', '1' );

		do_action( \Vitrine\Account\RenewalCron::HOOK );

		$orders = \Vitrine\Store\Stores::get()->subscription_orders( $subscription->id );
		$this->assertCount( 2, $orders, 'Long overdue (real today): the cron event created the renewal order.' );
		$this->assertSame( OrderStatus::PENDING, $orders[1]->status );
		$this->assertNotFalse( wp_next_scheduled( \Vitrine\Account\RenewalCron::HOOK ), 'The daily event is scheduled.' );
	}

	/**
	 * §3.3: yearly plans keep 29 February in leap years; synchronised days stay.
	 */
	public function test_next_payment_after_keeps_leap_days_and_synchronised_days(): void {
		$tz     = new DateTimeZone( 'Europe/Berlin' );
		$yearly = new SubscriptionPlan( 'year' );
		$first  = new DateTimeImmutable( '2024-02-29', $tz );
		$dates  = array();
		$date   = $first;
		for ( $i = 0; $i < 4; $i++ ) {
			$date    = SubscriptionSchedule::next_payment_after( $date, $yearly, $first );
			$dates[] = $date->format( 'Y-m-d' );
		}
		$this->assertSame( array( '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29' ), $dates );

		$synced = new SubscriptionPlan( 'month', 3, 0, 'day', 31 );
		$this->assertSame( '2027-04-30', SubscriptionSchedule::next_payment_after( new DateTimeImmutable( '2027-01-31', $tz ), $synced, new DateTimeImmutable( '2026-12-05', $tz ) )->format( 'Y-m-d' ) );
		$this->assertSame( '2027-07-31', SubscriptionSchedule::next_payment_after( new DateTimeImmutable( '2027-04-30', $tz ), $synced, new DateTimeImmutable( '2026-12-05', $tz ) )->format( 'Y-m-d' ) );
		$weekly = new SubscriptionPlan( 'week', 2 );
		$this->assertSame( '2027-01-14', SubscriptionSchedule::next_payment_after( new DateTimeImmutable( '2026-12-31', $tz ), $weekly, new DateTimeImmutable( '2026-12-31', $tz ) )->format( 'Y-m-d' ) );
	}
}
