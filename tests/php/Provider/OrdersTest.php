<?php
/**
 * Contract tests of Orders v2 through our client.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;

require_once __DIR__ . '/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Provider\Orders
 */
final class OrdersTest extends EmulatorTestCase {

	/**
	 * Without a payment source the order waits for approval: CREATED with
	 * an approve link.
	 */
	public function test_order_without_payment_source_is_created_with_approve_link(): void {
		$body = self::order_body();
		unset( $body['payment_source'] );
		$order = ( new Orders( $this->client() ) )->create( $body, RequestId::for( 'create-order', 1002, 1 ) );
		$this->assertSame( 'CREATED', $order['status'] );
		$this->assertContains( 'approve', array_column( $order['links'], 'rel' ) );
	}

	/**
	 * With the wallet and its experience context (return and cancel URLs),
	 * the provider documents PAYER_ACTION_REQUIRED and a payer-action link;
	 * approve (payer) → capture: → APPROVED → COMPLETED.
	 */
	public function test_order_goes_from_payer_action_to_completed(): void {
		$orders = new Orders( $this->client() );
		$order  = $orders->create( self::order_body(), RequestId::for( 'create-order', 1001, 1 ) );
		$this->assertSame( 'PAYER_ACTION_REQUIRED', $order['status'] );
		$this->assertSame( '1001', $order['purchase_units'][0]['custom_id'] );
		$this->assertContains( 'payer-action', array_column( $order['links'], 'rel' ) );
		$this->assertNotContains( 'approve', array_column( $order['links'], 'rel' ) );

		$this->approve( $order['id'] );
		$this->assertSame( 'APPROVED', $orders->get( $order['id'] )['status'] );

		$done = $orders->capture( $order['id'], RequestId::for( 'capture', 1001, 1 ) );
		$this->assertSame( 'COMPLETED', $done['status'] );
		$capture = Orders::first_capture( $done );
		$this->assertSame( 'COMPLETED', $capture['status'] );
		$this->assertSame( '35.70', $capture['amount']['value'] );
	}

	/**
	 * §7.2: every mutating call carries the request id of our order/attempt.
	 */
	public function test_mutating_calls_send_the_request_id(): void {
		$orders = new Orders( $this->client() );
		$create = RequestId::for( 'create-order', 1001, 2 );
		$order  = $orders->create( self::order_body(), $create );
		$patch  = RequestId::for( 'patch', 1001, 2 );
		$orders->patch(
			$order['id'],
			array(
				array(
					'op'    => 'replace',
					'path'  => "/purchase_units/@reference_id=='vitrine-1001'/invoice_id",
					'value' => 'V-1001-2',
				),
			),
			$patch
		);
		$this->approve( $order['id'] );
		$capture = RequestId::for( 'capture', 1001, 2 );
		$orders->capture( $order['id'], $capture );
		$this->assertSame(
			array( $create, $patch, $capture ),
			array_column( $this->calls( '/v2/' ), 'requestId' )
		);
		$this->assertSame( 'V-1001-2', $orders->get( $order['id'] )['purchase_units'][0]['invoice_id'] );
	}

	/**
	 * Idempotency: the same create and capture sent twice with one request
	 * id each → one order, one capture, the same answers.
	 */
	public function test_same_request_id_twice_captures_once(): void {
		$orders = new Orders( $this->client() );
		$create = RequestId::for( 'create-order', 1001, 1 );
		$first  = $orders->create( self::order_body(), $create );
		$second = $orders->create( self::order_body(), $create );
		$this->assertSame( $first['id'], $second['id'] );

		$this->approve( $first['id'] );
		$capture = RequestId::for( 'capture', 1001, 1 );
		$one     = $orders->capture( $first['id'], $capture );
		$two     = $orders->capture( $first['id'], $capture );
		$this->assertSame( Orders::first_capture( $one )['id'], Orders::first_capture( $two )['id'] );

		$state = $this->control( 'GET', 'orders/' . $first['id'] );
		$this->assertCount( 1, $state['purchase_units'][0]['payments']['captures'] );
		$replayed = array_map( static fn( array $c ): bool => $c['replayed'] ?? false, $this->calls( '/v2/checkout/orders/' . $first['id'] . '/capture' ) );
		$this->assertSame( array( false, true ), $replayed );
	}

	/**
	 * A different attempt of the same order is a new capture request: the
	 * provider refuses it with ORDER_ALREADY_CAPTURED (German, code 100).
	 */
	public function test_second_attempt_on_a_paid_order_is_refused(): void {
		$orders = new Orders( $this->client() );
		$order  = $orders->create( self::order_body(), RequestId::for( 'create-order', 1001, 1 ) );
		$this->approve( $order['id'] );
		$orders->capture( $order['id'], RequestId::for( 'capture', 1001, 1 ) );
		try {
			$orders->capture( $order['id'], RequestId::for( 'capture', 1001, 2 ) );
			$this->fail( 'A second capture went through.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 'ORDER_ALREADY_CAPTURED', $error->issue() );
			$this->assertSame( 100, $error->getCode() );
			$this->assertSame( 'Diese Bestellung wurde bereits bezahlt.', $error->getMessage() );
		}
	}

	/**
	 * Authorize intent: authorize works, the authorization is returned.
	 */
	public function test_authorize(): void {
		$orders = new Orders( $this->client() );
		$order  = $orders->create( self::order_body( 'AUTHORIZE' ), RequestId::for( 'create-order', 1002, 1 ) );
		$this->approve( $order['id'] );
		$done = $orders->authorize( $order['id'], RequestId::for( 'authorize', 1002, 1 ) );
		$this->assertSame( 'COMPLETED', $done['status'] );
		$this->assertSame( 'CREATED', $done['purchase_units'][0]['payments']['authorizations'][0]['status'] );
	}

	/**
	 * An unknown order: 404 RESOURCE_NOT_FOUND, generic German message.
	 */
	public function test_unknown_order(): void {
		try {
			( new Orders( $this->client() ) )->get( 'NOSUCHORDER' );
			$this->fail( 'No error for an unknown order.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 404, $error->status );
			$this->assertSame( 'RESOURCE_NOT_FOUND', $error->name );
			$this->assertSame( 'vitrine_provider_not_found', $error->to_response()['error'] );
		}
	}

	/**
	 * Request ids: stable per operation/order/attempt, new per attempt,
	 * within the provider's 108 characters.
	 */
	public function test_request_ids(): void {
		$this->assertSame( RequestId::for( 'capture', 7, 1, 'site' ), RequestId::for( 'capture', 7, 1, 'site' ) );
		$this->assertSame( 'vitrine-site-7-1-capture', RequestId::for( 'capture', 7, 1, 'site' ) );
		$this->assertNotSame( RequestId::for( 'capture', 7, 1, 'site' ), RequestId::for( 'capture', 7, 2, 'site' ) );
		$this->assertNotSame( RequestId::for( 'capture', 7, 1, 'a' ), RequestId::for( 'capture', 7, 1, 'b' ) );
		$this->assertNotSame( RequestId::for( 'capture', 7 ), RequestId::for( 'create-order', 7 ) );
		$this->assertLessThanOrEqual( 108, strlen( RequestId::for( str_repeat( 'x', 200 ), 7 ) ) );
	}
}
