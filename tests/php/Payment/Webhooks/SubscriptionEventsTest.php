<?php
/**
 * BILLING.SUBSCRIPTION.*: verified, once, in any order, final states kept.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Webhooks;

use Vitrine\Payment\Webhooks\SubscriptionEvents;
use Vitrine\Provider\Subscriptions;
use Vitrine\Store\Subscription;

require_once __DIR__ . '/WebhookTestCase.php';

/**
 * @covers \Vitrine\Payment\Webhooks\SubscriptionEvents
 * @covers \Vitrine\Store\SubscriptionRepository::find_by_provider_subscription
 */
final class SubscriptionEventsTest extends WebhookTestCase {

	/**
	 * Our subscription now.
	 *
	 * @param int $id Subscription id.
	 */
	private function ours( int $id ): Subscription {
		$subscription = $this->shop->subscription( $id );
		$this->assertNotNull( $subscription );
		return $subscription;
	}

	/**
	 * Suspends or activates at the provider (as the payer or the merchant would).
	 *
	 * @param string $id     Provider subscription.
	 * @param string $action suspend or activate.
	 */
	private function at_provider( string $id, string $action ): void {
		$this->client()->request( 'POST', '/v1/billing/subscriptions/' . $id . '/' . $action, array( 'reason' => 'Test' ), 'sub-' . $action . '-' . wp_generate_password( 8, false ) );
	}

	/**
	 * A subscription of another shop on the same provider account (same plan).
	 *
	 * @param string $ours Our provider subscription (for its plan).
	 */
	private function foreign_subscription( string $ours ): string {
		$created = ( new Subscriptions( $this->client() ) )->create(
			array( 'plan_id' => $this->provider_subscription( $ours )['plan_id'] ),
			\Vitrine\Provider\RequestId::for( 'create-subscription', 'elsewhere', 1 )
		);
		$this->control( 'POST', 'subscriptions/' . $created['id'] . '/approve' );
		return (string) $created['id'];
	}

	public function test_cancelled_at_the_provider_cancels_ours_once_and_a_late_activation_never_revives_it(): void {
		$services = $this->services();
		list( $provider, $ours ) = $this->billed_subscription( $services );
		$this->assertSame( Subscription::ACTIVE, $ours->status );
		$activated = $this->event( 'BILLING.SUBSCRIPTION.ACTIVATED', $this->provider_subscription( $provider ) );
		( new Subscriptions( $this->client() ) )->cancel( $provider, 'Kundin kündigt', 'cancel-' . $provider );
		$cancelled = $this->event( 'BILLING.SUBSCRIPTION.CANCELLED', $this->provider_subscription( $provider ) );

		list( $status, $data ) = $this->deliver( $services, $cancelled );
		list( , $twice )       = $this->deliver( $services, $cancelled );
		list( , $late )        = $this->deliver( $services, $activated );

		$this->assertSame( 200, $status );
		$this->assertSame( 'applied', $data['outcome'] );
		$this->assertSame( Subscription::CANCELLED, $data['subscription_status'] );
		$this->assertTrue( $twice['duplicate'] );
		$this->assertNotSame( 'applied', $late['outcome'] );
		$this->assertSame( Subscription::CANCELLED, $this->ours( $ours->id )->status );
	}

	public function test_suspended_puts_ours_on_hold_and_an_activation_delivered_late_keeps_the_providers_state(): void {
		$services = $this->services();
		list( $provider, $ours ) = $this->billed_subscription( $services );
		$old_activation = $this->event( 'BILLING.SUBSCRIPTION.ACTIVATED', $this->provider_subscription( $provider ) );
		$this->at_provider( $provider, 'suspend' );

		list( , $suspended ) = $this->deliver( $services, $this->event( 'BILLING.SUBSCRIPTION.SUSPENDED', $this->provider_subscription( $provider ) ) );
		$this->assertSame( Subscription::ON_HOLD, $suspended['subscription_status'] );
		list( , $late ) = $this->deliver( $services, $old_activation );
		$this->assertSame( 'unchanged', $late['outcome'], 'The provider still says suspended.' );
		$this->assertSame( Subscription::ON_HOLD, $this->ours( $ours->id )->status );

		$this->at_provider( $provider, 'activate' );
		list( , $activated ) = $this->deliver( $services, $this->event( 'BILLING.SUBSCRIPTION.ACTIVATED', $this->provider_subscription( $provider ) ) );
		$this->assertSame( 'applied', $activated['outcome'] );
		$this->assertSame( Subscription::ACTIVE, $this->ours( $ours->id )->status );
	}

	public function test_a_failed_payment_puts_ours_on_hold_once(): void {
		$services = $this->services();
		list( $provider, $ours ) = $this->billed_subscription( $services );
		$this->control( 'POST', 'subscriptions/' . $provider . '/payment-failed' );
		$failed = $this->event( 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', $this->provider_subscription( $provider ) );

		list( $status, $data ) = $this->deliver( $services, $failed );
		list( , $twice )       = $this->deliver( $services, $failed );

		$this->assertSame( 200, $status );
		$this->assertSame( Subscription::ON_HOLD, $data['subscription_status'] );
		$this->assertTrue( $twice['duplicate'] );
		$this->assertSame( Subscription::ON_HOLD, $this->ours( $ours->id )->status );
	}

	public function test_an_event_of_a_subscription_that_is_not_ours_is_ignored_and_a_forged_one_refused(): void {
		$services = $this->services();
		list( $provider, $ours ) = $this->billed_subscription( $services );
		$foreign = $this->foreign_subscription( $provider );

		list( , $data ) = $this->deliver( $services, $this->event( 'BILLING.SUBSCRIPTION.CANCELLED', $this->provider_subscription( $foreign ) ) );
		$forged         = $this->event( 'BILLING.SUBSCRIPTION.CANCELLED', $this->provider_subscription( $foreign ) );
		$forged['body'] = str_replace( $foreign, $provider, $forged['body'] );
		list( $status ) = $this->deliver( $services, $forged );

		$this->assertSame( 'ignored', $data['status'] );
		$this->assertSame( 400, $status );
		$this->assertSame( Subscription::ACTIVE, $this->ours( $ours->id )->status );
	}

	/**
	 * The rule table: the provider's state as it is now → ours.
	 */
	public function test_the_providers_current_state_maps_to_ours(): void {
		$this->assertSame( Subscription::ACTIVE, SubscriptionEvents::target( array( 'status' => 'ACTIVE' ) ) );
		$this->assertSame( Subscription::ON_HOLD, SubscriptionEvents::target( array( 'status' => 'SUSPENDED' ) ) );
		$this->assertSame( Subscription::CANCELLED, SubscriptionEvents::target( array( 'status' => 'CANCELLED' ) ) );
		$this->assertSame( Subscription::EXPIRED, SubscriptionEvents::target( array( 'status' => 'EXPIRED' ) ) );
		$this->assertNull( SubscriptionEvents::target( array( 'status' => 'APPROVAL_PENDING' ) ) );
		$failing = array(
			'failed_payments_count' => 1,
			'last_failed_payment'   => array( 'time' => '2026-11-20T10:00:00Z' ),
			'last_payment'          => array( 'time' => '2026-10-20T10:00:00Z' ),
		);
		$this->assertSame(
			Subscription::ON_HOLD,
			SubscriptionEvents::target(
				array(
					'status'       => 'ACTIVE',
					'billing_info' => $failing,
				)
			)
		);
		$failing['last_payment']['time'] = '2026-11-21T10:00:00Z';
		$this->assertSame(
			Subscription::ACTIVE,
			SubscriptionEvents::target(
				array(
					'status'       => 'ACTIVE',
					'billing_info' => $failing,
				)
			),
			'Paid again after the failure.'
		);
	}
}
