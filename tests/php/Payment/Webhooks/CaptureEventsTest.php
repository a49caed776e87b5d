<?php
/**
 * PAYMENT.CAPTURE.COMPLETED / DENIED: verified, once, in any order.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Webhooks;

use Vitrine\Store\OrderStatus;

require_once __DIR__ . '/WebhookTestCase.php';

/**
 * @covers \Vitrine\Payment\Webhooks\CaptureEvents
 * @covers \Vitrine\Payment\Webhooks\Dispatcher
 * @covers \Vitrine\Payment\Webhooks\EventLog
 * @covers \Vitrine\Payment\Webhook
 */
final class CaptureEventsTest extends WebhookTestCase {

	/**
	 * Counts the order's status changes.
	 *
	 * @return \ArrayObject<int, string>
	 */
	private function changes(): \ArrayObject {
		$changes = new \ArrayObject();
		add_action(
			'vitrine_order_status_changed',
			static function ( $order_id, $from, $to ) use ( $changes ): void {
				$changes[] = $from . '>' . $to;
			},
			10,
			3
		);
		return $changes;
	}

	public function test_capture_completed_pays_the_waiting_order_and_the_same_delivery_twice_changes_nothing(): void {
		$services = $this->services();
		list( $provider_order, $order, $capture ) = $this->captured_unrecorded( $services );
		$changes  = $this->changes();
		$delivery = $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $provider_order );

		list( $status, $data ) = $this->deliver( $services, $delivery );
		$paid                  = $this->now( $order->id );
		list( $again, $second ) = $this->deliver( $services, $delivery );

		$this->assertSame( 200, $status );
		$this->assertSame( 'applied', $data['outcome'] );
		$this->assertTrue( $data['paid'] );
		$this->assertSame( OrderStatus::PROCESSING, $paid->status );
		$this->assertSame( $capture['id'], $paid->transaction_id );
		$this->assertSame( 200, $again );
		$this->assertTrue( $second['duplicate'] );
		$this->assertSame( $paid->version, $this->now( $order->id )->version );
		$this->assertSame( array( 'pending>processing' ), $changes->getArrayCopy() );
		$this->assertCount( 1, $this->provider_captures( $provider_order ) );
	}

	public function test_a_delivery_that_does_not_verify_is_refused_with_400_and_pays_nothing(): void {
		$services = $this->services();
		list( $provider_order, $order ) = $this->captured_unrecorded( $services );
		$forged         = $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $provider_order );
		$forged['body'] = str_replace( '"value":"', '"value":"1', $forged['body'] );
		$other_hook     = $this->control(
			'POST',
			'webhooks',
			array(
				'webhook_id' => 'WH2OTHERSHOP',
				'event_type' => 'PAYMENT.CAPTURE.COMPLETED',
				'order_id'   => $provider_order,
			)
		);
		$unsigned = $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $provider_order );
		unset( $unsigned['headers']['PAYPAL-TRANSMISSION-SIG'] );

		foreach ( array( $forged, $other_hook, $unsigned ) as $delivery ) {
			list( $status, $data ) = $this->deliver( $services, $delivery );
			$this->assertSame( 400, $status );
			$this->assertSame( 'vitrine_webhook_invalid', $data['code'] );
		}
		$this->assertSame( OrderStatus::PENDING, $this->now( $order->id )->status );
	}

	public function test_a_denied_capture_fails_the_waiting_order_and_a_later_completion_still_pays_it(): void {
		$services = $this->services();
		list( $provider_order, $order, $capture ) = $this->captured_unrecorded( $services );
		$this->capture_status( $capture['id'], 'PENDING' );

		list( , $pending ) = $this->deliver( $services, $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $provider_order ) );
		$this->assertSame( 'unchanged', $pending['outcome'], 'A capture under review pays nothing yet.' );
		$this->assertSame( OrderStatus::PENDING, $this->now( $order->id )->status );

		$this->capture_status( $capture['id'], 'DECLINED' );
		$denied = $this->capture_event( 'PAYMENT.CAPTURE.DENIED', $provider_order );
		list( $status, $data ) = $this->deliver( $services, $denied );
		$this->assertSame( 200, $status );
		$this->assertSame( 'applied', $data['outcome'] );
		$this->assertSame( OrderStatus::FAILED, $this->now( $order->id )->status );
		list( , $twice ) = $this->deliver( $services, $denied );
		$this->assertTrue( $twice['duplicate'] );

		// The review is reversed: the provider's current state wins, failed → processing.
		$this->capture_status( $capture['id'], 'COMPLETED' );
		list( , $late ) = $this->deliver( $services, $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $provider_order ) );
		$this->assertSame( 'applied', $late['outcome'] );
		$this->assertSame( OrderStatus::PROCESSING, $this->now( $order->id )->status );
	}

	public function test_a_denial_after_the_completion_never_takes_the_payment_back(): void {
		$services = $this->services();
		list( $provider_order, $order, $capture ) = $this->captured_unrecorded( $services );
		$this->deliver( $services, $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $provider_order ) );
		$paid = $this->now( $order->id );
		$this->capture_status( $capture['id'], 'DECLINED' );

		list( $status, $data ) = $this->deliver( $services, $this->capture_event( 'PAYMENT.CAPTURE.DENIED', $provider_order ) );

		$this->assertSame( 200, $status );
		$this->assertSame( 'unchanged', $data['outcome'] );
		$this->assertSame( OrderStatus::PROCESSING, $this->now( $order->id )->status );
		$this->assertSame( $paid->version, $this->now( $order->id )->version );
	}

	public function test_a_provider_that_cannot_be_read_gets_503_and_its_next_delivery_is_applied(): void {
		$services = $this->services( 1 );
		list( $provider_order, $order ) = $this->captured_unrecorded( $services );
		$delivery = $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $provider_order );
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 503,
				'method' => 'GET',
				'path'   => '/v2/checkout/orders/' . $provider_order,
				'times'  => 1,
			)
		);

		list( $status ) = $this->deliver( $services, $delivery );
		$this->assertSame( 503, $status );
		$this->assertSame( OrderStatus::PENDING, $this->now( $order->id )->status );

		list( $again, $data ) = $this->deliver( $services, $delivery );
		$this->assertSame( 200, $again );
		$this->assertSame( 'applied', $data['outcome'], 'The failed delivery was not remembered as done.' );
		$this->assertSame( OrderStatus::PROCESSING, $this->now( $order->id )->status );
	}

	public function test_an_event_of_a_foreign_order_or_of_a_type_we_do_not_handle_is_acknowledged_and_ignored(): void {
		$services = $this->services();
		list( , $foreign ) = $this->deliver( $services, $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', 'NOTOURS123' ) );
		list( $status, $other ) = $this->deliver( $services, $this->event( 'CHECKOUT.ORDER.APPROVED', array( 'id' => 'ABC' ) ) );

		$this->assertSame( 'ignored', $foreign['status'] );
		$this->assertSame( 200, $status );
		$this->assertSame( 'ignored', $other['status'] );
	}
}
