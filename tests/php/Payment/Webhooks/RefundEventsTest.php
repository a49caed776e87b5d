<?php
/**
 * PAYMENT.CAPTURE.REFUNDED: verified, once, in any order.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Webhooks;

use Vitrine\Payment\Services;
use Vitrine\Provider\Payments;
use Vitrine\Refunds\Refunder;
use Vitrine\Refunds\RefundRepository;
use Vitrine\Store\OrderStatus;

require_once __DIR__ . '/WebhookTestCase.php';

/**
 * @covers \Vitrine\Payment\Webhooks\RefundEvents
 * @covers \Vitrine\Payment\Webhooks\Dispatcher
 */
final class RefundEventsTest extends WebhookTestCase {

	/**
	 * A refund at the provider (as from its dashboard).
	 *
	 * @param string      $capture_id Capture.
	 * @param string|null $value      Amount, null for all that is left.
	 * @return array<string, mixed> The refund.
	 */
	private function refund_at_provider( string $capture_id, ?string $value = null ): array {
		return ( new Payments( $this->client() ) )->refund(
			$capture_id,
			'dashboard-refund-' . wp_generate_password( 8, false ),
			null === $value ? null : array(
				'value'         => $value,
				'currency_code' => 'EUR',
			)
		);
	}

	/**
	 * The guest's order, paid (its capture webhook came).
	 *
	 * @param Services $services Services.
	 * @return array{0: string, 1: \Vitrine\Store\Order, 2: array<string, mixed>}
	 */
	private function paid( Services $services ): array {
		list( $provider_order, $order, $capture ) = $this->captured_unrecorded( $services );
		$this->deliver( $services, $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $provider_order ) );
		$this->assertTrue( OrderStatus::is_paid( $this->now( $order->id )->status ) );
		return array( $provider_order, $this->now( $order->id ), $capture );
	}

	public function test_a_full_refund_at_the_provider_refunds_the_order_and_the_same_delivery_twice_counts_once(): void {
		$services = $this->services();
		list( , $order, $capture ) = $this->paid( $services );
		$refund   = $this->refund_at_provider( $capture['id'] );
		$delivery = $this->event( 'PAYMENT.CAPTURE.REFUNDED', $refund );

		list( $status, $data ) = $this->deliver( $services, $delivery );
		list( $again, $second ) = $this->deliver( $services, $delivery );

		$this->assertSame( 200, $status );
		$this->assertSame( 'applied', $data['outcome'] );
		$this->assertTrue( $data['refunded'] );
		$this->assertSame( OrderStatus::REFUNDED, $this->now( $order->id )->status );
		$this->assertSame( 200, $again );
		$this->assertTrue( $second['duplicate'] );
		$this->assertCount( 1, RefundRepository::of_order( $order->id ) );
		$this->assertSame( $order->total, RefundRepository::refunded( $order->id ) );
	}

	public function test_a_partial_refund_is_recorded_and_the_order_stays_paid(): void {
		$services = $this->services();
		list( , $order, $capture ) = $this->paid( $services );
		$refund = $this->refund_at_provider( $capture['id'], '5.00' );

		list( , $data ) = $this->deliver( $services, $this->event( 'PAYMENT.CAPTURE.REFUNDED', $refund ) );
		// Another event about the same refund (the provider resends under a new id): counted once.
		list( , $other ) = $this->deliver( $services, $this->event( 'PAYMENT.CAPTURE.REFUNDED', $refund ) );

		$this->assertSame( 'applied', $data['outcome'] );
		$this->assertSame( 'unchanged', $other['outcome'] );
		$this->assertSame( OrderStatus::PROCESSING, $this->now( $order->id )->status );
		$this->assertSame( 500, RefundRepository::refunded( $order->id ) );
	}

	public function test_a_refund_before_the_capture_completed_event_records_the_payment_then_the_refund_and_the_late_completion_changes_nothing(): void {
		$services = $this->services();
		list( $provider_order, $order, $capture ) = $this->captured_unrecorded( $services );
		$refund = $this->refund_at_provider( $capture['id'] );

		list( , $data ) = $this->deliver( $services, $this->event( 'PAYMENT.CAPTURE.REFUNDED', $refund ) );
		$refunded = $this->now( $order->id );
		list( $status, $late ) = $this->deliver( $services, $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $provider_order ) );

		$this->assertSame( 'applied', $data['outcome'] );
		$this->assertSame( OrderStatus::REFUNDED, $refunded->status );
		$this->assertSame( $capture['id'], $refunded->transaction_id, 'The payment was recorded first.' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'ignored', $late['status'], 'Refunded is final.' );
		$this->assertSame( $refunded->version, $this->now( $order->id )->version );
	}

	public function test_the_webhook_of_an_admin_refund_already_recorded_adds_nothing(): void {
		$services = $this->services();
		list( , $order, $capture ) = $this->paid( $services );
		$result = ( new Refunder( $this->shop, new Payments( $this->client() ) ) )->refund( $order->id, 700, 1, 1 );
		$this->assertTrue( $result['ok'], $result['message'] );
		$recorded = RefundRepository::of_order( $order->id );
		$refund   = ( new Payments( $this->client() ) )->refund_details( $recorded[0]['refund_id'] );

		list( , $data ) = $this->deliver( $services, $this->event( 'PAYMENT.CAPTURE.REFUNDED', $refund ) );

		$this->assertSame( 'unchanged', $data['outcome'] );
		$this->assertSame( 700, RefundRepository::refunded( $order->id ) );
		$this->assertSame( OrderStatus::PROCESSING, $this->now( $order->id )->status );
		unset( $capture );
	}

	public function test_a_refund_event_whose_body_was_altered_is_refused_with_400(): void {
		$services = $this->services();
		list( , $order, $capture ) = $this->paid( $services );
		$delivery         = $this->event( 'PAYMENT.CAPTURE.REFUNDED', $this->refund_at_provider( $capture['id'] ) );
		$delivery['body'] = str_replace( '"COMPLETED"', '"PENDING"', $delivery['body'] );

		list( $status ) = $this->deliver( $services, $delivery );

		$this->assertSame( 400, $status );
		$this->assertSame( array(), RefundRepository::of_order( $order->id ) );
	}
}
