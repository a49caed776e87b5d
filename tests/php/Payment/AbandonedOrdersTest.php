<?php
/**
 * Payment attempts that were never completed.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Admin\ShopSettingsPage;
use Vitrine\Payment\AbandonedOrders;
use Vitrine\Payment\Capture;
use Vitrine\Store\Claims;
use Vitrine\Store\DatabaseStore;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Payment\AbandonedOrders
 * @covers \Vitrine\Store\DatabaseStore::cancel_unpaid_order
 * @covers \Vitrine\Store\DatabaseStore::abandoned_orders
 */
final class AbandonedOrdersTest extends TestCase {
	use StoreFixtures;

	private DatabaseStore $shop;

	private int $product = 0;

	protected function setUp(): void {
		parent::setUp();
		delete_option( AbandonedOrders::OPTION );
		$this->shop    = $this->store();
		$this->product = $this->simple( 1990, 5 )->id;
	}

	/**
	 * A guest's order of two of the five mugs in stock.
	 *
	 * @param string $method Payment method.
	 */
	private function order( string $method = 'ppcp-gateway' ): Order {
		$session = 'guest:abandoned' . wp_generate_password( 20, false );
		$this->shop->add_to_cart( $session, array( 'id' => $this->product, 'quantity' => 2 ) );
		$order = $this->shop->place_order( $session, self::checkout_form( array( 'payment_method' => $method ) ) );
		$this->assertSame( OrderStatus::PENDING, $order->status );
		return $order;
	}

	/**
	 * Mugs in stock.
	 */
	private function stock(): ?int {
		return $this->shop->product( $this->product )->stock;
	}

	/**
	 * Runs the job that many minutes from now.
	 *
	 * @param int $minutes Minutes.
	 * @return int[] Cancelled orders.
	 */
	private function run_in( int $minutes ): array {
		return AbandonedOrders::run( $this->shop, new Claims(), time() + $minutes * MINUTE_IN_SECONDS );
	}

	public function test_a_provider_order_left_pending_longer_than_the_hold_time_is_cancelled_and_gives_its_stock_back(): void {
		$order = $this->order();
		$this->assertSame( 3, $this->stock() );

		$this->assertContains( $order->id, $this->run_in( 61 ) );

		$this->assertSame( OrderStatus::CANCELLED, $this->shop->order( $order->id )->status );
		$this->assertSame( 5, $this->stock() );
	}

	public function test_a_young_pending_order_is_left_alone(): void {
		$order = $this->order();

		$this->assertNotContains( $order->id, $this->run_in( 59 ) );

		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status );
		$this->assertSame( 3, $this->stock() );
	}

	public function test_the_owner_sets_the_hold_time_and_zero_switches_it_off(): void {
		$order = $this->order();
		update_option( AbandonedOrders::OPTION, 120 );
		$this->assertNotContains( $order->id, $this->run_in( 61 ) );
		update_option( AbandonedOrders::OPTION, 0 );
		$this->assertSame( array(), $this->run_in( 60 * 24 * 30 ) );

		update_option( AbandonedOrders::OPTION, 120 );
		$this->assertContains( $order->id, $this->run_in( 121 ) );
	}

	public function test_an_order_paid_meanwhile_is_never_cancelled(): void {
		$order = $this->order();
		$this->shop->complete_payment( $order->id, 'CAPTURE-1' );

		$this->assertNotContains( $order->id, $this->run_in( 61 ) );
		// The job read it as pending, the payment was recorded before its write: the compare-and-set loses.
		$this->assertFalse( $this->shop->cancel_unpaid_order( $order->id ) );

		$this->assertTrue( OrderStatus::is_paid( $this->shop->order( $order->id )->status ) );
		$this->assertSame( 3, $this->stock() );
	}

	public function test_an_order_whose_capture_is_in_flight_is_passed_by_until_the_next_run(): void {
		$order  = $this->order();
		$claims = new Claims();
		$this->assertTrue( $claims->claim( Capture::claim_name( $order->id, $order->payment_attempt ), 90 ) );

		$this->assertNotContains( $order->id, $this->run_in( 61 ) );
		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status );

		$claims->release( Capture::claim_name( $order->id, $order->payment_attempt ) );
		$this->assertContains( $order->id, $this->run_in( 61 ) );
	}

	public function test_running_twice_gives_the_stock_back_once(): void {
		$order = $this->order();

		$this->assertContains( $order->id, $this->run_in( 61 ) );
		$this->assertSame( array(), array_intersect( array( $order->id ), $this->run_in( 61 ) ) );
		$this->assertFalse( $this->shop->cancel_unpaid_order( $order->id ) );

		$this->assertSame( 5, $this->stock() );
	}

	public function test_a_bank_transfer_waits_for_the_money_and_is_not_cancelled(): void {
		$order = $this->order( 'bacs' );

		$this->assertNotContains( $order->id, $this->run_in( 60 * 24 * 14 ) );

		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status );
		$this->assertSame( 3, $this->stock() );
	}

	public function test_the_job_is_scheduled_every_quarter_hour_and_the_setting_keeps_whole_minutes(): void {
		AbandonedOrders::schedule();
		$this->assertSame( AbandonedOrders::SCHEDULE, wp_get_schedule( AbandonedOrders::HOOK ) );
		$this->assertSame( 15 * MINUTE_IN_SECONDS, wp_get_schedules()[ AbandonedOrders::SCHEDULE ]['interval'] );
		$this->assertSame( 60, AbandonedOrders::hold_minutes(), 'One hour unless the owner chose otherwise.' );

		$this->assertSame( 30, ShopSettingsPage::sanitize_hold_minutes( '30' ) );
		$this->assertSame( 0, ShopSettingsPage::sanitize_hold_minutes( '0' ) );
		$this->assertSame( 60, ShopSettingsPage::sanitize_hold_minutes( '-5' ), 'Anything else keeps the saved value.' );
		$this->assertSame( 60, ShopSettingsPage::sanitize_hold_minutes( '1e3' ) );
		$this->assertSame( 60, ShopSettingsPage::sanitize_hold_minutes( array( 5 ) ) );
	}
}
