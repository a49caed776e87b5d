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
use Vitrine\Shop\OrderPages;
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

	/**
	 * The journey the provider's deliveries take for an order the shopper's
	 * approval paid: its capture event twice (already paid, then a
	 * duplicate), its full refund's event twice (refunded once), the old
	 * capture delivery replayed and a new capture event after the refund
	 * (refunded is final), and a refund event whose body names another
	 * refund than the one signed (refused 400, nothing recorded).
	 */
	public function test_an_order_paid_by_its_approval_takes_capture_and_refund_events_twice_and_out_of_order_once_and_refuses_a_forged_one(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$this->approve_order( $services, $created['id'] );
		$order = $this->order( $created );
		$this->assertTrue( OrderStatus::is_paid( $order->status ) );

		$completed            = $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $created['id'] );
		list( $s1, $first )   = $this->deliver( $services, $completed );
		list( $s2, $again )   = $this->deliver( $services, $completed );
		$this->assertSame( array( 200, 200 ), array( $s1, $s2 ) );
		$this->assertSame( 'ok', $first['status'] );
		$this->assertSame( 'unchanged', $first['outcome'], 'The approval paid it already.' );
		$this->assertTrue( $first['paid'] );
		$this->assertSame( 'ok', $again['status'] );
		$this->assertSame( 'unchanged', $again['outcome'] );
		$this->assertTrue( $again['duplicate'] );

		$captures = $this->provider_captures( $created['id'] );
		$this->assertCount( 1, $captures );
		$refund = $this->refund_at_provider( (string) $captures[0]['id'] );
		$this->assertSame( 'COMPLETED', $refund['status'] );
		$refunded             = $this->event( 'PAYMENT.CAPTURE.REFUNDED', $refund );
		list( , $applied )    = $this->deliver( $services, $refunded );
		list( , $duplicate )  = $this->deliver( $services, $refunded );
		$this->assertSame( 'ok', $applied['status'] );
		$this->assertSame( 'applied', $applied['outcome'] );
		$this->assertTrue( $applied['refunded'] );
		$this->assertSame( 'ok', $duplicate['status'] );
		$this->assertSame( 'unchanged', $duplicate['outcome'] );
		$this->assertTrue( $duplicate['duplicate'] );
		$this->assertCount( 1, RefundRepository::of_order( $order->id ) );

		// The capture event once more after the refund: the old delivery
		// replayed, then a new one. Refunded is final.
		list( $replayed ) = $this->deliver( $services, $completed );
		$this->assertSame( 200, $replayed );
		list( $late_status, $late ) = $this->deliver( $services, $this->capture_event( 'PAYMENT.CAPTURE.COMPLETED', $created['id'] ) );
		$this->assertSame( 200, $late_status );
		$this->assertSame( 'ignored', $late['status'] );
		$now = $this->now( $order->id );
		$this->assertSame( OrderStatus::REFUNDED, $now->status );
		$this->assertStringContainsString( '<dt>Status</dt><dd>Erstattet</dd>', OrderPages::received( $this->shop, $now->id, $now->order_key ), 'The order-received page says refunded.' );

		// A signed refund event of another refund id, its body changed back to the real one: does not verify.
		$forged         = $this->event( 'PAYMENT.CAPTURE.REFUNDED', array( 'id' => 'REFUNDOTHER1' ) + $refund );
		$forged['body'] = str_replace( 'REFUNDOTHER1', (string) $refund['id'], $forged['body'] );
		list( $forged_status ) = $this->deliver( $services, $forged );
		$this->assertSame( 400, $forged_status );
		$this->assertCount( 1, RefundRepository::of_order( $order->id ) );
		$this->assertSame( $now->version, $this->now( $order->id )->version, 'Nothing changed after the refund.' );
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
