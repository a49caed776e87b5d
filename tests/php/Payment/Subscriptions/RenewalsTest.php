<?php
/**
 * Automatic renewals against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Subscriptions;

use Vitrine\Account\RenewalCron;
use Vitrine\Payment\Services;
use Vitrine\Payment\Subscriptions\Renewals;
use Vitrine\Store\DatabaseStore;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Subscription;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';
require_once __DIR__ . '/RenewalFixtures.php';
require_once __DIR__ . '/RenewalJob.php';

/**
 * @covers \Vitrine\Payment\Subscriptions\Renewals
 * @covers \Vitrine\Store\RenewalRepository
 * @covers \Vitrine\Account\RenewalCron
 */
final class RenewalsTest extends PaymentTestCase {

	use RenewalFixtures;
	use RenewalJob;

	/**
	 * Only this test's subscriptions are due.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::park_other_subscriptions();
	}

	/**
	 * Provider order creations of renewals (processed, not replayed).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function renewal_creations(): array {
		return array_values(
			array_filter(
				$this->calls( '/v2/checkout/orders' ),
				static fn( array $call ): bool => 'POST' === $call['method'] && '/v2/checkout/orders' === rtrim( $call['path'], '/' ) && str_contains( (string) ( $call['requestId'] ?? '' ), 'renewal-order' )
			)
		);
	}

	public function test_a_due_subscription_on_a_saved_card_is_charged_once_and_its_next_payment_moves_on(): void {
		$user         = self::renewal_customer();
		$token        = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, $token );
		$this->assertSame( '2027-02-10', $subscription->next_payment );

		$this->assertSame( array(), $this->renewals_on( '2027-02-09' )->run(), 'Not due the day before.' );
		$renewals = $this->renewals_on( '2027-02-10' );
		$this->assertSame( array( $subscription->id => Renewals::PAID ), $renewals->run() );
		$this->assertSame( array(), $renewals->run(), 'The same day again: nothing is due any more.' );
		$this->assertSame( Renewals::SKIPPED, $renewals->renew( $subscription ), 'A job holding the old reading skips the period.' );

		$orders  = $this->shop->subscription_orders( $subscription->id );
		$renewal = $orders[1];
		$this->assertCount( 2, $orders, 'One renewal order.' );
		$this->assertTrue( OrderStatus::is_paid( $renewal->status ), 'The renewal order is paid.' );
		$this->assertSame( 1490, $renewal->total );
		$this->assertSame( 'ppcp-credit-card-gateway', $renewal->payment_method );
		$this->assertCount( 1, $this->provider_captures( $renewal->provider_order_id ), 'One capture at the provider.' );
		$now = $this->shop->subscription( $subscription->id );
		$this->assertSame( Subscription::ACTIVE, $now->status );
		$this->assertSame( '2027-03-10', $now->next_payment );

		$created = $this->renewal_creations();
		$this->assertCount( 1, $created );
		$this->assertSame( Renewals::request_id( $subscription->id, '2027-02-10' ), $created[0]['requestId'], 'The request id is derived from subscription and period.' );
		$provider = $this->control( 'GET', 'orders/' . $renewal->provider_order_id );
		$this->assertSame( '1111', $provider['payment_source']['card']['last_digits'] ?? '', 'The vaulted card paid.' );
		$this->assertSame( (string) $renewal->id, $provider['purchase_units'][0]['custom_id'] );
	}

	public function test_a_declined_renewal_puts_the_subscription_on_hold_and_leaves_the_order_to_pay(): void {
		$user         = self::renewal_customer();
		$token        = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, $token );
		$this->decline_charges();

		$renewals = $this->renewals_on( '2027-02-10' );
		$this->assertSame( array( $subscription->id => Renewals::DECLINED ), $renewals->run() );
		$this->assertSame( array(), $renewals->run(), 'On hold: not charged again by the job.' );

		$now     = $this->shop->subscription( $subscription->id );
		$renewal = $this->shop->subscription_orders( $subscription->id )[1];
		$this->assertSame( Subscription::ON_HOLD, $now->status );
		$this->assertSame( '2027-02-10', $now->next_payment, 'The period is still unpaid.' );
		$this->assertTrue( OrderStatus::needs_payment( $renewal->status ), 'The renewal order waits for the shopper.' );
		$this->assertSame( array(), $this->provider_captures( $renewal->provider_order_id ) );

		$page = ( new \Vitrine\Account\AccountPage( $this->shop ) )->render(
			$user,
			array(
				'section' => 'subscriptions',
				'id'      => $subscription->id,
			)
		);
		$this->assertStringContainsString( 'Die automatische Verlängerung deines Abos #' . $subscription->id . ' (' . \Vitrine\Store\Money::format( 1490, 'EUR' ) . ') wurde von deiner gespeicherten Zahlungsart abgelehnt.', $page, 'A German notice in my account.' );
		$this->assertStringContainsString( 'href="' . esc_url( \Vitrine\Shop\ShopPages::pay_url( $renewal ) ) . '"', $page, 'With the pay-for-order link of the renewal order.' );
		$list = ( new \Vitrine\Account\AccountPage( $this->shop ) )->render(
			$user,
			array(
				'section' => 'subscriptions',
				'id'      => 0,
			)
		);
		$this->assertStringContainsString( 'Verlängerung jetzt bezahlen', $list, 'The subscriptions list says it too.' );

		$this->shop->complete_payment( $renewal->id, 'CAPTURE-BY-HAND' );
		$this->assertSame( Subscription::ACTIVE, $this->shop->subscription( $subscription->id )->status, 'Paying it by hand reactivates the subscription.' );
		$this->assertSame( '2027-03-10', $this->shop->subscription( $subscription->id )->next_payment );
		$this->assertStringNotContainsString(
			'vitrine-renewal-declined',
			( new \Vitrine\Account\AccountPage( $this->shop ) )->render(
				$user,
				array(
					'section' => 'subscriptions',
					'id'      => $subscription->id,
				)
			),
			'Paid: the notice is gone.'
		);
	}

	public function test_a_provider_that_does_not_answer_leaves_the_period_for_the_next_run_which_charges_once(): void {
		$user         = self::renewal_customer();
		$token        = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, $token );
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 503,
				'method' => 'POST',
				'path'   => '/v2/checkout/orders/',
			)
		);

		$renewals = $this->renewals_on( '2027-02-10' );
		$this->assertSame( array( $subscription->id => Renewals::RETRY ), $renewals->run(), 'A 503 on the capture: maybe taken, so try again later.' );
		$this->assertSame( Subscription::ACTIVE, $this->shop->subscription( $subscription->id )->status );
		$this->assertSame( array( $subscription->id => Renewals::PAID ), $renewals->run() );

		$orders = $this->shop->subscription_orders( $subscription->id );
		$this->assertCount( 2, $orders, 'The retry reused the renewal order.' );
		$this->assertCount( 1, array_unique( array_column( $this->renewal_creations(), 'requestId' ) ), 'The retry sent the same request id.' );
		$this->assertCount( 1, $this->provider_captures( $orders[1]->provider_order_id ) );
	}

	public function test_subscriptions_without_a_saved_method_keep_the_manual_renewal(): void {
		$user         = self::renewal_customer();
		// Long overdue by the real date, which the cron's manual part (Stores::get()) goes by.
		$subscription = $this->subscription_on( '2025-01-05', $user, null );
		update_option( 'vitrine_manual_renewal', '1' );
		$this->shop = $this->store( gmdate( 'Y-m-d' ) );
		$services   = $this->services( 1 );

		$manual = RenewalCron::run( new Renewals( $services->store, $services->orders, $services->capture ) );

		$this->assertCount( 1, $manual, 'The manual renewal order.' );
		$this->assertSame( OrderStatus::PENDING, $manual[0]->status );
		$this->assertSame( Subscription::ON_HOLD, $this->shop->subscription( $subscription->id )->status );
		$this->assertSame( array(), $this->renewal_creations(), 'Nothing was charged.' );
	}

	public function test_a_token_that_no_longer_belongs_to_the_owner_is_not_charged(): void {
		$user         = self::renewal_customer();
		$token        = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, $token );
		$this->shop->delete_payment_token( $user, $token->id );

		$this->assertSame( array(), $this->renewals_on( '2027-02-10' )->run() );
		$this->assertSame( array(), $this->renewal_creations() );
		$this->assertSame( Subscription::ACTIVE, $this->shop->subscription( $subscription->id )->status );
	}

	public function test_a_claim_left_by_a_dead_job_is_taken_over_after_its_time_and_charges_once(): void {
		$user         = self::renewal_customer();
		$token        = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, $token );
		$periods      = new \Vitrine\Store\RenewalRepository();
		$this->assertTrue( $periods->claim_period( $subscription->id, '2027-02-10', time(), 5 ), 'A job claims the period and dies.' );

		$this->shop = $this->store( '2027-02-10' );
		$services   = $this->services( 1 );
		$this->assertSame( Renewals::SKIPPED, ( new Renewals( $services->store, $services->orders, $services->capture ) )->renew( $subscription ), 'Held: skipped.' );
		$later = new Renewals( $services->store, $services->orders, $services->capture, static fn(): int => time() + 60 );
		$this->assertSame( Renewals::PAID, $later->renew( $subscription ) );
		$this->assertCount( 1, $this->renewal_creations() );
	}
}
