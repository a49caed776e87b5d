<?php
/**
 * §8.2 messages that fit the call: an order's issue on a call about no order.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Endpoints;

use Vitrine\Payment\Endpoints\Refusal;
use Vitrine\Provider\ApiError;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * bench:payments' fault table injected ORDER_ALREADY_CAPTURED on the
 * client-token call and the shopper read "Diese Bestellung wurde bereits
 * bezahlt." although nothing was being paid. Calls about no provider order
 * (client token, vault_paypal) now answer the generic §8.2 error for an
 * order's issue; order calls keep "bereits bezahlt".
 *
 * @covers \Vitrine\Payment\Endpoints\Refusal
 * @covers \Vitrine\Payment\Endpoints\ClientToken
 */
final class RefusalOutsideOrderTest extends PaymentTestCase {

	private const GENERIC = 'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.';

	/**
	 * The provider's 422 with an issue, as ApiError holds it.
	 *
	 * @param string $issue Issue.
	 */
	private static function unprocessable( string $issue ): ApiError {
		return new ApiError( 422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed.', array( array( 'issue' => $issue, 'description' => 'x' ) ) );
	}

	public function test_order_already_captured_on_the_client_token_call_is_the_generic_message_not_already_paid(): void {
		$this->fault(
			array(
				'kind'   => 'issue',
				'issue'  => 'ORDER_ALREADY_CAPTURED',
				'method' => 'POST',
				'path'   => '/v1/identity/generate-token',
				'times'  => 1,
			)
		);

		$answer = $this->post( $this->services( 1 ), 'client_token', array(), self::guest() );

		$this->assertSame( 400, $answer['status'] );
		$this->assertFalse( $answer['body']['success'] );
		$this->assertSame( 0, $answer['body']['data']['code'], '§8.2: nothing for the shopper to act on, so the generic error.' );
		$this->assertSame( self::GENERIC, $answer['body']['data']['message'] );
		$this->assertStringNotContainsString( 'bereits bezahlt', $answer['body']['data']['message'] );
		$this->assertSame( 'vitrine_provider_invalid_request', $answer['body']['data']['error'] );

		$again = $this->post( $this->services( 1 ), 'client_token', array(), self::guest() );
		$this->assertTrue( $again['body']['success'], 'Once the fault is gone the next call gets a token.' );
	}

	public function test_an_order_issue_outside_an_order_call_is_generic_while_order_calls_keep_already_paid(): void {
		foreach ( array( 'ORDER_ALREADY_CAPTURED', 'ORDER_ALREADY_AUTHORIZED', 'ORDER_NOT_APPROVED' ) as $issue ) {
			$outside = Refusal::provider_outside_order( self::unprocessable( $issue ) );
			$this->assertSame( self::GENERIC, $outside->getMessage(), $issue );
			$this->assertSame( 0, $outside->error_code, $issue );
			$this->assertSame( 400, $outside->status, $issue );
		}
		$order = Refusal::provider( self::unprocessable( 'ORDER_ALREADY_CAPTURED' ) );
		$this->assertSame( 'Diese Bestellung wurde bereits bezahlt.', $order->getMessage() );
		$this->assertSame( 100, $order->error_code );
	}

	public function test_other_errors_outside_an_order_call_are_answered_as_before(): void {
		$declined = Refusal::provider_outside_order( self::unprocessable( 'INSTRUMENT_DECLINED' ) );
		$this->assertSame( 100, $declined->error_code );
		$this->assertStringContainsString( 'abgelehnt', $declined->getMessage() );

		$down = Refusal::provider_outside_order( new ApiError( 503, 'SERVICE_UNAVAILABLE', 'down' ) );
		$this->assertSame( self::GENERIC, $down->getMessage() );
		$this->assertSame( 502, $down->status );
	}
}
