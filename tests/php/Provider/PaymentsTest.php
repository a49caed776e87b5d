<?php
/**
 * Contract tests of Payments v2 (captures, refunds, authorizations)
 * through our client, against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\ErrorMessages;
use Vitrine\Provider\Orders;
use Vitrine\Provider\Payments;
use Vitrine\Provider\RequestId;

require_once __DIR__ . '/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Provider\Payments
 */
final class PaymentsTest extends EmulatorTestCase {

	/**
	 * An order paid with the given intent: its capture or authorization.
	 *
	 * @param string $intent CAPTURE or AUTHORIZE.
	 * @param int    $order  Our order id.
	 * @return array<string, mixed>
	 */
	private function paid( string $intent, int $order ): array {
		$orders = new Orders( $this->client() );
		$body   = array( 'intent' => $intent ) + self::order_body();
		$made   = $orders->create( $body, RequestId::for( 'create-order', $order, 1 ) );
		$this->approve( $made['id'] );
		if ( 'CAPTURE' === $intent ) {
			return Orders::first_capture( $orders->capture( $made['id'], RequestId::for( 'capture', $order, 1 ) ) );
		}
		return $orders->authorize( $made['id'], RequestId::for( 'authorize', $order, 1 ) )['purchase_units'][0]['payments']['authorizations'][0];
	}

	/**
	 * The issue of the ApiError a call throws.
	 *
	 * @param callable $call Call.
	 * @return ApiError
	 */
	private function error_of( callable $call ): ApiError {
		try {
			$call();
		} catch ( ApiError $error ) {
			return $error;
		}
		$this->fail( 'Expected an ApiError.' );
	}

	public function test_partial_then_full_refund_then_capture_fully_refunded(): void {
		$payments = new Payments( $this->client() );
		$capture  = $this->paid( 'CAPTURE', 3001 );

		$part = $payments->refund(
			$capture['id'],
			RequestId::for( 'refund', 3001, 1 ),
			array(
				'value'         => '10.00',
				'currency_code' => 'EUR',
			),
			'Teilerstattung'
		);
		$this->assertSame( 'COMPLETED', $part['status'] );
		$this->assertSame( '10.00', $part['amount']['value'] );
		$this->assertSame( 'PARTIALLY_REFUNDED', $payments->capture( $capture['id'] )['status'] );

		$rest = $payments->refund( $capture['id'], RequestId::for( 'refund', 3001, 2 ) );
		$this->assertSame( '25.70', $rest['amount']['value'], 'no amount: what is left of 35.70' );
		$this->assertSame( $rest['amount'], $payments->refund_details( $rest['id'] )['amount'] );
		$this->assertSame( 'REFUNDED', $payments->capture( $capture['id'] )['status'] );

		$error = $this->error_of( fn() => $payments->refund( $capture['id'], RequestId::for( 'refund', 3001, 3 ) ) );
		$this->assertSame( 422, $error->status );
		$this->assertSame( 'CAPTURE_FULLY_REFUNDED', $error->issue() );
		$this->assertSame( 0, ErrorMessages::code( $error ), 'not something a shopper fixes' );
	}

	public function test_refund_above_the_rest_is_refused(): void {
		$payments = new Payments( $this->client() );
		$capture  = $this->paid( 'CAPTURE', 3002 );
		$error    = $this->error_of(
			fn() => $payments->refund(
				$capture['id'],
				RequestId::for( 'refund', 3002, 1 ),
				array(
					'value'         => '35.71',
					'currency_code' => 'EUR',
				)
			)
		);
		$this->assertSame( 'REFUND_AMOUNT_EXCEEDED', $error->issue() );
		$this->assertSame( 'COMPLETED', $payments->capture( $capture['id'] )['status'] );
	}

	public function test_a_refund_sent_twice_with_one_request_id_refunds_once(): void {
		$payments = new Payments( $this->client() );
		$capture  = $this->paid( 'CAPTURE', 3003 );
		$id       = RequestId::for( 'refund', 3003, 1 );
		$amount   = array(
			'value'         => '5.00',
			'currency_code' => 'EUR',
		);
		$first    = $payments->refund( $capture['id'], $id, $amount );
		$second   = $payments->refund( $capture['id'], $id, $amount );
		$this->assertSame( $first['id'], $second['id'] );
		$this->assertSame( '5.00', $second['seller_payable_breakdown']['total_refunded_amount']['value'] );
		$this->assertSame( array( $id, $id ), array_column( $this->calls( '/v2/payments/' ), 'requestId' ) );
	}

	public function test_capture_an_authorization_once(): void {
		$payments      = new Payments( $this->client() );
		$authorization = $this->paid( 'AUTHORIZE', 3004 );
		$this->assertSame( 'CREATED', $payments->authorization( $authorization['id'] )['status'] );

		$capture = $payments->capture_authorization( $authorization['id'], RequestId::for( 'capture-authorization', 3004, 1 ) );
		$this->assertSame( 'COMPLETED', $capture['status'] );
		$this->assertSame( '35.70', $capture['amount']['value'] );
		$this->assertSame( 'CAPTURED', $payments->authorization( $authorization['id'] )['status'] );

		$again = $this->error_of( fn() => $payments->capture_authorization( $authorization['id'], RequestId::for( 'capture-authorization', 3004, 2 ) ) );
		$this->assertSame( 'AUTHORIZATION_ALREADY_CAPTURED', $again->issue() );
		$void = $this->error_of( fn() => $payments->void( $authorization['id'], RequestId::for( 'void', 3004, 1 ) ) );
		$this->assertSame( 'PREVIOUSLY_CAPTURED', $void->issue() );
	}

	public function test_void_an_authorization_after_a_partial_capture(): void {
		$payments      = new Payments( $this->client() );
		$authorization = $this->paid( 'AUTHORIZE', 3005 );
		$payments->capture_authorization(
			$authorization['id'],
			RequestId::for( 'capture-authorization', 3005, 1 ),
			array(
				'value'         => '20.00',
				'currency_code' => 'EUR',
			),
			false
		);
		$this->assertSame( 'PARTIALLY_CAPTURED', $payments->authorization( $authorization['id'] )['status'] );

		$voided = $payments->void( $authorization['id'], RequestId::for( 'void', 3005, 1 ) );
		$this->assertSame( 'VOIDED', $voided['status'] );
		$void_calls = array_values( array_filter( $this->calls( '/v2/payments/authorizations/' ), static fn( array $c ): bool => str_ends_with( $c['path'], '/void' ) ) );
		$this->assertSame( '', $void_calls[0]['body'], 'the void operation takes no body' );
		$error = $this->error_of( fn() => $payments->capture_authorization( $authorization['id'], RequestId::for( 'capture-authorization', 3005, 2 ) ) );
		$this->assertSame( 'AUTHORIZATION_VOIDED', $error->issue() );
	}

	public function test_an_unknown_capture_is_not_found(): void {
		$error = $this->error_of( fn() => ( new Payments( $this->client() ) )->capture( 'NOPE' ) );
		$this->assertSame( 404, $error->status );
		$this->assertSame( 'INVALID_RESOURCE_ID', $error->issue() );
	}
}
