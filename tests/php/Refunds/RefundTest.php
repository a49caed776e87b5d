<?php
/**
 * Refunds of provider payments from the admin's order screen, against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Refunds;

use Vitrine\Admin\RefundBox;
use Vitrine\Provider\Payments;
use Vitrine\Provider\RequestId;
use Vitrine\Refunds\Refunder;
use Vitrine\Refunds\RefundRepository;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/Payment/PaymentTestCase.php';

/**
 * @covers \Vitrine\Refunds\Refunder
 * @covers \Vitrine\Refunds\RefundRepository
 * @covers \Vitrine\Admin\RefundBox::submit
 */
final class RefundTest extends PaymentTestCase {

	/**
	 * An order of 44,70 € (2 × 19,90 € + 4,90 € shipping) paid through the
	 * emulator's wallet.
	 */
	private function paid_order(): Order {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$this->approve_order( $services, $created['id'] );
		$order = $this->order( $created );
		$this->assertSame( OrderStatus::PROCESSING, $order->status );
		$this->assertSame( 4470, $order->total );
		return $order;
	}

	private function refunder(): Refunder {
		return new Refunder( $this->shop, new Payments( $this->client() ) );
	}

	/**
	 * Refund calls the emulator processed (not replayed) for a capture.
	 *
	 * @param string $capture_id Capture id.
	 */
	private function processed_refunds( string $capture_id ): int {
		return count(
			array_filter(
				$this->calls( '/v2/payments/captures/' . $capture_id . '/refund' ),
				static fn( array $call ): bool => empty( $call['replayed'] ) && 201 === ( $call['status'] ?? 0 )
			)
		);
	}

	public function test_a_partial_then_a_full_refund_are_recorded_and_the_order_ends_refunded(): void {
		$order  = $this->paid_order();
		$result = $this->refunder()->refund( $order->id, 1250, 1, 1 );
		$this->assertTrue( $result['ok'], $result['message'] );
		$refunds = RefundRepository::of_order( $order->id );
		$this->assertCount( 1, $refunds );
		$this->assertSame( "12,50\u{00A0}€ wurden erstattet (Erstattung {$refunds[0]['refund_id']}).", $result['message'] );
		$this->assertSame( 1250, RefundRepository::refunded( $order->id ) );
		$this->assertSame( OrderStatus::PROCESSING, $this->shop->order( $order->id )->status, 'A partial refund keeps the status.' );
		$this->assertSame( 3220, Refunder::left( $this->shop->order( $order->id ) ) );
		$this->assertSame( RequestId::for( 'refund-1-1250', $order->payment_reference() ), $this->calls( '/v2/payments/captures/' . $order->transaction_id . '/refund' )[0]['requestId'] );

		$this->assertSame( 2, Refunder::next_number( $order ) );
		$result = $this->refunder()->refund( $order->id, 3220, 2, 1 );
		$this->assertTrue( $result['ok'], $result['message'] );
		$after = $this->shop->order( $order->id );
		$this->assertSame( OrderStatus::REFUNDED, $after->status );
		$this->assertSame( 4470, RefundRepository::refunded( $order->id ) );
		$this->assertFalse( Refunder::refundable( $after ) );
		$capture = ( new Payments( $this->client() ) )->capture( $order->transaction_id );
		$this->assertSame( 'REFUNDED', $capture['status'], 'The provider refunded the whole capture.' );
	}

	public function test_a_double_submit_refunds_once(): void {
		$order  = $this->paid_order();
		$first  = $this->refunder()->refund( $order->id, 1000, 1, 1 );
		$second = $this->refunder()->refund( $order->id, 1000, 1, 1 );
		$this->assertTrue( $first['ok'] );
		$this->assertFalse( $second['ok'] );
		$this->assertSame( 'Diese Erstattung wurde bereits ausgeführt. Bitte prüfe die Erstattungen unten, bevor du mehr erstattest.', $second['message'] );
		$this->assertSame( 1, $this->processed_refunds( $order->transaction_id ) );
		$this->assertSame( 1000, RefundRepository::refunded( $order->id ) );
	}

	public function test_two_requests_of_one_form_in_flight_refund_once_at_the_provider(): void {
		$order = $this->paid_order();
		// The second request started before the first was recorded: same number, same amount, same request id.
		$payments   = new Payments( $this->client() );
		$request_id = RequestId::for( 'refund-1-1000', $order->payment_reference() );
		$early      = $payments->refund( $order->transaction_id, $request_id, array( 'value' => '10.00', 'currency_code' => 'EUR' ) );
		$result     = $this->refunder()->refund( $order->id, 1000, 1, 1 );
		$this->assertTrue( $result['ok'], 'The replayed refund is recorded as this request\'s.' );
		$this->assertSame( $early['id'], RefundRepository::of_order( $order->id )[0]['refund_id'] );
		$this->assertSame( 1, $this->processed_refunds( $order->transaction_id ) );
	}

	public function test_amounts_beyond_what_is_left_or_below_a_cent_are_refused_in_german_without_a_call(): void {
		$order = $this->paid_order();
		foreach ( array( 4471, 0, -5 ) as $amount ) {
			$result = $this->refunder()->refund( $order->id, $amount, 1, 1 );
			$this->assertFalse( $result['ok'] );
			$this->assertSame( "Bitte gib einen Betrag zwischen 0,01 und 44,70\u{00A0}€ ein.", $result['message'] );
		}
		$this->assertSame( array(), $this->calls( '/v2/payments/captures/' ) );
	}

	public function test_a_stale_form_is_refused_before_any_call(): void {
		$order = $this->paid_order();
		$this->assertTrue( $this->refunder()->refund( $order->id, 500, 1, 1 )['ok'] );
		$stale = $this->refunder()->refund( $order->id, 700, 1, 1 );
		$this->assertFalse( $stale['ok'] );
		$this->assertStringStartsWith( 'Diese Erstattung wurde bereits ausgeführt.', $stale['message'] );
		$this->assertSame( 1, $this->processed_refunds( $order->transaction_id ) );
	}

	public function test_a_bank_transfer_or_an_unpaid_order_cannot_be_refunded_here(): void {
		$this->fill_cart();
		$order  = $this->shop->place_order( self::GUEST, self::checkout_form( array( 'payment_method' => 'bacs' ) ) );
		$result = $this->refunder()->refund( $order->id, 100, 1, 1 );
		$this->assertFalse( $result['ok'] );
		$this->assertSame( 'Diese Bestellung kann hier nicht erstattet werden: Das geht nur bei bezahlten Bestellungen über den Zahlungsanbieter, von denen noch ein Betrag übrig ist.', $result['message'] );
		$this->assertSame( 'Diese Bestellung gibt es nicht.', $this->refunder()->refund( 987654, 100, 1, 1 )['message'] );
	}

	public function test_an_unreachable_provider_answers_in_german_and_records_nothing(): void {
		$order = $this->paid_order();
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 503,
				'method' => 'POST',
				'path'   => '/v2/payments/captures/' . $order->transaction_id . '/refund',
				'times'  => 5,
			)
		);
		$result = $this->refunder()->refund( $order->id, 1000, 1, 1 );
		$this->assertFalse( $result['ok'] );
		$this->assertSame( 'Der Zahlungsanbieter war nicht erreichbar. Bitte versuche es noch einmal: Dieselbe Erstattung wird nie doppelt ausgeführt.', $result['message'] );
		$this->assertSame( 0, RefundRepository::refunded( $order->id ) );
	}

	public function test_a_typed_amount_that_is_no_number_is_refused_in_german(): void {
		$order  = $this->paid_order();
		$result = RefundBox::submit( $order->id, 'zwölf Euro', 1, 1 );
		$this->assertFalse( $result['ok'] );
		$this->assertSame( "Bitte gib den zu erstattenden Betrag als Zahl ein, z. B. 12,50 (höchstens 44,70\u{00A0}€).", $result['message'] );
	}

	/**
	 * The refund form's handler.
	 *
	 * @param array<string, string> $post Posted fields.
	 */
	private function post_refund( array $post ): string {
		return $this->post_admin_form( array( new RefundBox(), 'handle' ), $post );
	}

	public function test_only_admins_with_a_valid_nonce_reach_the_refund(): void {
		$order = $this->paid_order();
		$post  = array(
			'order_id'      => (string) $order->id,
			'refund_amount' => '12,50',
			'refund_number' => '1',
		);
		$this->log_in_as( 'editor' );
		$this->assertStringStartsWith( 'die 403: Du darfst keine Bestellungen ändern.', $this->post_refund( $post + array( '_wpnonce' => wp_create_nonce( RefundBox::ACTION . '_' . $order->id ) ) ) );
		$this->log_in_as( 'administrator' );
		$this->assertStringStartsWith( 'die 403', $this->post_refund( $post + array( '_wpnonce' => 'forged' ) ) );
		$this->assertSame( array(), $this->calls( '/v2/payments/captures/' ), 'Nothing reached the provider.' );
		$this->assertSame( 0, RefundRepository::refunded( $order->id ) );
	}
}
