<?php
/**
 * Exactly-once payment through create_order and approve_order, against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
use Vitrine\Store\OrderStatus;

require_once __DIR__ . '/PaymentTestCase.php';

/**
 * @covers \Vitrine\Payment\Capture
 * @covers \Vitrine\Payment\Endpoints\CreateOrder
 * @covers \Vitrine\Payment\Endpoints\ApproveOrder
 */
final class CaptureTest extends PaymentTestCase {

	/**
	 * Create → the payer approves → approve_order: the order is paid with the
	 * provider's capture id, one capture at the provider, the cart is empty.
	 */
	public function test_approving_pays_the_order_with_one_capture_and_empties_the_cart(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$order   = $this->order( $created );
		$this->assertSame( OrderStatus::PENDING, $order->status, 'Our order exists before the provider order.' );
		$this->assertSame( $created['id'], $order->provider_order_id );

		$this->approve( $created['id'] );
		$answer = $this->approve_order( $services, $created['id'] );

		$paid = $this->order( $created );
		$this->assertSame( OrderStatus::PROCESSING, $paid->status );
		$this->assertSame( \Vitrine\Shop\ShopPages::received_url( $paid ), $answer['order_received_url'] );
		$captures = $this->provider_captures( $created['id'] );
		$this->assertCount( 1, $captures );
		$this->assertSame( $captures[0]['id'], $paid->transaction_id );
		$this->assertSame( RequestId::for( 'capture', $paid->payment_reference(), 1 ), $this->calls( '/v2/checkout/orders/' . $created['id'] . '/capture' )[0]['requestId'] );
		$this->assertTrue( $this->shop->cart( self::GUEST )->is_empty(), 'The cart is emptied once paid.' );
	}

	/**
	 * A double click: the second approve_order captures nothing more, makes
	 * no second order and answers the same URL.
	 */
	public function test_approving_twice_captures_once_and_answers_the_same_url(): void {
		$services = $this->services();
		$this->fill_cart();
		$before  = $this->shop->query_orders( '', 1, 1 )['total'];
		$created = $this->create( $services );
		$this->approve( $created['id'] );

		$first  = $this->approve_order( $services, $created['id'] );
		$second = $this->approve_order( $services, $created['id'] );

		$this->assertSame( $first, $second );
		$this->assertCount( 1, $this->provider_captures( $created['id'] ) );
		$this->assertCount( 1, $this->processed_captures( $created['id'] ) );
		$this->assertSame( $before + 1, $this->shop->query_orders( '', 1, 1 )['total'], 'One shop order.' );
	}

	/**
	 * The capture's answer is lost (the provider captured, the shop never
	 * heard): the order stays pending, and the retry (same attempt, same
	 * request id) gets the first result: one capture, order paid.
	 */
	public function test_a_lost_capture_answer_then_a_retry_captures_once(): void {
		$services = $this->services( 1 );
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$this->fault(
			array(
				'kind'   => 'timeout',
				'method' => 'POST',
				'path'   => '/v2/checkout/orders/' . $created['id'] . '/capture',
				'ms'     => 3000,
			)
		);

		$lost = $this->refusal( fn() => $this->approve_order( $services, $created['id'] ) );
		$this->assertSame( 502, $lost->status );
		$this->assertSame( 0, $lost->error_code, 'A lost answer is the generic error (§8.2).' );
		$this->assertSame( OrderStatus::PENDING, $this->order( $created )->status );
		$this->assertSame( 1, $this->order( $created )->payment_attempt, 'A time-out does not end the attempt.' );

		$this->approve_order( $services, $created['id'] );

		$this->assertTrue( OrderStatus::is_paid( $this->order( $created )->status ) );
		$this->assertCount( 1, $this->provider_captures( $created['id'] ) );
		$requests = array_unique( array_column( $this->calls( '/v2/checkout/orders/' . $created['id'] . '/capture' ), 'requestId' ) );
		$this->assertCount( 1, $requests, 'The retry sent the same PayPal-Request-Id.' );
	}

	/**
	 * Our earlier capture went through but neither its answer nor its
	 * request id helps any more (expired): ORDER_ALREADY_CAPTURED is read
	 * back, the capture names our order and amount, the order is paid.
	 */
	public function test_order_already_captured_is_reconciled_as_our_own_capture(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$earlier = ( new Orders( $this->client() ) )->capture( $created['id'], 'an-expired-request-id' );

		$this->approve_order( $services, $created['id'] );

		$paid = $this->order( $created );
		$this->assertTrue( OrderStatus::is_paid( $paid->status ) );
		$this->assertSame( Orders::first_capture( $earlier )['id'], $paid->transaction_id );
		$this->assertCount( 1, $this->provider_captures( $created['id'] ) );
		$calls = $this->calls( '/v2/checkout/orders/' . $created['id'] . '/capture' );
		$this->assertSame( 422, $calls[1]['status'], 'Our capture was answered ORDER_ALREADY_CAPTURED.' );
	}

	/**
	 * A declined card: the German §8.2 message with code 100, the order
	 * unpaid, and the next try is a new attempt (a new request id).
	 */
	public function test_a_declined_capture_answers_the_german_message_and_allows_a_new_attempt(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'], array( 'card_number' => '4000000000000002' ) );

		$declined = $this->refusal( fn() => $this->approve_order( $services, $created['id'] ) );

		$this->assertSame( 100, $declined->error_code );
		$this->assertSame( 422, $declined->status );
		$this->assertSame( 'Deine Zahlungsart wurde abgelehnt. Bitte wähle eine andere Zahlungsart oder versuche es mit einer anderen Karte.', $declined->getMessage() );
		$this->assertSame( 'vitrine_provider_instrument_declined', $declined->data['error'] );
		$order = $this->order( $created );
		$this->assertSame( OrderStatus::PENDING, $order->status );
		$this->assertSame( 2, $order->payment_attempt );

		$this->refusal( fn() => $this->approve_order( $services, $created['id'] ) );
		$requests = array_column( $this->calls( '/v2/checkout/orders/' . $created['id'] . '/capture' ), 'requestId' );
		$this->assertSame( array( RequestId::for( 'capture', $order->payment_reference(), 1 ), RequestId::for( 'capture', $order->payment_reference(), 2 ) ), $requests );
		$this->assertCount( 0, $this->provider_captures( $created['id'] ) );
	}

	/**
	 * The provider fails while creating: the generic German message, code 0.
	 */
	public function test_a_5xx_on_create_answers_the_generic_german_message(): void {
		$services = $this->services();
		$this->fill_cart();
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 500,
				'method' => 'POST',
				'path'   => '/v2/checkout/orders',
				'times'  => 3,
			)
		);

		$failed = $this->refusal( fn() => $this->create( $services ) );

		$this->assertSame( 0, $failed->error_code );
		$this->assertSame( 502, $failed->status );
		$this->assertSame( 'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.', $failed->getMessage() );
	}

	/**
	 * Prices and totals posted by the browser are ignored: the provider
	 * order asks for the server's total (2 × 19,90 € + shipping).
	 */
	public function test_client_sent_prices_are_ignored(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create(
			$services,
			array(
				'purchase_units' => array(
					array(
						'amount' => array(
							'currency_code' => 'EUR',
							'value'         => '0.01',
						),
					),
				),
			)
		);
		$order    = $this->order( $created );
		$provider = $this->control( 'GET', 'orders/' . $created['id'] );
		$this->assertSame( $this->shop->cart_totals( self::GUEST )['total'], $order->total );
		$this->assertGreaterThan( 3980, $order->total );
		$this->assertSame( number_format( $order->total / 100, 2, '.', '' ), $provider['purchase_units'][0]['amount']['value'] );
		$this->assertSame( (string) $order->id, $provider['purchase_units'][0]['custom_id'] );
	}

	/**
	 * Clicking the buttons again for the same cart reuses the open order
	 * (and, within the attempt, the same provider order).
	 */
	public function test_the_same_cart_reuses_its_open_order(): void {
		$services = $this->services();
		$this->fill_cart();
		$before = $this->shop->query_orders( '', 1, 1 )['total'];
		$first  = $this->create( $services );
		$second = $this->create( $services );
		$this->assertSame( $first, $second );
		$this->assertSame( $before + 1, $this->shop->query_orders( '', 1, 1 )['total'] );
	}

	/**
	 * pay-now pays the given order, only with its key.
	 */
	public function test_pay_now_pays_the_given_order_with_its_key(): void {
		$services = $this->services();
		$this->fill_cart();
		$order = $this->shop->order_from_cart( self::GUEST, 0, 'bacs' );

		$wrong = $this->refusal( fn() => $this->create( $services, array( 'context' => 'pay-now', 'order_id' => $order->id, 'order_key' => 'vo_wrong' ) ) );
		$this->assertSame( 100, $wrong->error_code );

		$created = $this->create( $services, array( 'context' => 'pay-now', 'order_id' => $order->id, 'order_key' => $order->order_key ) );
		$this->assertSame( (string) $order->id, $created['custom_id'] );
		$this->approve( $created['id'] );
		$this->approve_order( $services, $created['id'] );
		$this->assertTrue( OrderStatus::is_paid( $this->shop->order( $order->id )->status ) );
	}

	/**
	 * A declined payment on the pay-for-order page leaves the order payable;
	 * later the same link pays it, with one capture (formerly an e2e test of
	 * pay-checkout-pay-now).
	 */
	public function test_a_declined_pay_now_payment_leaves_the_order_payable_and_its_link_pays_it_once_later(): void {
		$services = $this->services();
		$this->fill_cart();
		$order = $this->shop->order_from_cart( self::GUEST, 0, 'bacs' );
		$input = array(
			'context'   => 'pay-now',
			'order_id'  => $order->id,
			'order_key' => $order->order_key,
		);
		$first = $this->create( $services, $input );
		$this->approve( $first['id'] );
		$this->fault(
			array(
				'kind'   => 'issue',
				'issue'  => 'INSTRUMENT_DECLINED',
				'method' => 'POST',
				'path'   => '/v2/checkout/orders/' . $first['id'] . '/capture',
			)
		);

		$declined = $this->refusal( fn() => $this->approve_order( $services, $first['id'] ) );

		$this->assertSame( 422, $declined->status );
		$this->assertSame( 100, $declined->error_code );
		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status, 'Still payable.' );
		$this->assertCount( 0, $this->processed_captures( $first['id'] ) );

		$again = $this->create( $services, $input );
		$this->assertSame( (string) $order->id, $again['custom_id'] );
		$this->approve( $again['id'] );
		$this->approve_order( $services, $again['id'] );
		$this->assertTrue( OrderStatus::is_paid( $this->shop->order( $order->id )->status ) );
		$this->assertCount( 1, $this->processed_captures( $again['id'] ) );
	}

	/**
	 * A provider order that no order of ours created is refused, and
	 * nothing is captured.
	 */
	public function test_an_unknown_provider_order_is_refused_without_capture(): void {
		$services = $this->services();
		$foreign  = ( new Orders( $this->client() ) )->create( self::order_body(), 'foreign-1' );
		$this->approve( $foreign['id'] );

		$refused = $this->refusal( fn() => $this->approve_order( $services, $foreign['id'] ) );

		$this->assertSame( 404, $refused->status );
		$this->assertCount( 0, $this->calls( '/v2/checkout/orders/' . $foreign['id'] . '/capture' ) );
	}
}
