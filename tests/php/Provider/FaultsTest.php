<?php
/**
 * Faults of every provider call: 5xx, time-out, rate limit and the listed
 * error issues → the German message/code of §8.2, and no order lost.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\Client;
use Vitrine\Provider\Identity;
use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
use Vitrine\Provider\Vault;

require_once __DIR__ . '/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Provider\Client
 * @covers \Vitrine\Provider\ErrorMessages
 */
final class FaultsTest extends EmulatorTestCase {

	/**
	 * The generic German message (labels.error.generic).
	 */
	private const GENERIC = 'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.';

	/**
	 * Every provider call: [method, path prefix, how to make it ready, how to make it].
	 * The preparation returns the id the call works on.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function calls_under_test(): array {
		return array(
			'create order'         => array( 'POST', '/v2/checkout/orders' ),
			'get order'            => array( 'GET', '/v2/checkout/orders/' ),
			'patch order'          => array( 'PATCH', '/v2/checkout/orders/' ),
			'capture order'        => array( 'POST', '/v2/checkout/orders/' ),
			'authorize order'      => array( 'POST', '/v2/checkout/orders/' ),
			'create setup token'   => array( 'POST', '/v3/vault/setup-tokens' ),
			'create payment token' => array( 'POST', '/v3/vault/payment-tokens' ),
			'list payment tokens'  => array( 'GET', '/v3/vault/payment-tokens' ),
			'delete payment token' => array( 'DELETE', '/v3/vault/payment-tokens/' ),
			'client token'         => array( 'POST', '/v1/identity/generate-token' ),
		);
	}

	/**
	 * Prepares what a call needs (an approved order, a setup token…) and
	 * returns the call as a closure that can be made again.
	 *
	 * @param string $name   Key of calls_under_test().
	 * @param Client $client Client.
	 * @return callable(): array<mixed>
	 */
	private function prepare( string $name, Client $client ): callable {
		$orders = new Orders( $client );
		$vault  = new Vault( $client );
		$intent = 'authorize order' === $name ? 'AUTHORIZE' : 'CAPTURE';
		$order  = $orders->create( self::order_body( $intent ), RequestId::for( 'create-order', 'prep', 1 ) );
		$this->approve( $order['id'] );
		$setup = $vault->create_setup_token(
			array(
				'card' => array(
					'number' => '4111111111111111',
					'expiry' => '2031-02',
				),
			),
			'customer-1',
			RequestId::for( 'setup-token', 'prep', 1 )
		);
		$saved = $vault->create_payment_token( $setup['id'], RequestId::for( 'payment-token', 'prep', 1 ) );
		$id    = $order['id'];
		return match ( $name ) {
			'create order' => fn() => $orders->create( self::order_body(), RequestId::for( 'create-order', 1001, 1 ) ),
			'get order' => fn() => $orders->get( $id ),
			'patch order' => function () use ( $orders, $id ): array {
				$orders->patch(
					$id,
					array(
						array(
							'op'    => 'add',
							'path'  => "/purchase_units/@reference_id=='vitrine-1001'/description",
							'value' => 'Mitgliedschaft',
						),
					),
					RequestId::for( 'patch', 1001, 1 )
				);
				return array();
			},
			'capture order' => fn() => $orders->capture( $id, RequestId::for( 'capture', 1001, 1 ) ),
			'authorize order' => fn() => $orders->authorize( $id, RequestId::for( 'authorize', 1001, 1 ) ),
			'create setup token' => fn() => $vault->create_setup_token( array( 'paypal' => array( 'usage_type' => 'MERCHANT' ) ), 'customer-1', RequestId::for( 'setup-token', 1001, 1 ) ),
			'create payment token' => fn() => $vault->create_payment_token( $setup['id'], RequestId::for( 'payment-token', 1001, 1 ) ),
			'list payment tokens' => fn() => $vault->list_payment_tokens( 'customer-1' ),
			'delete payment token' => function () use ( $vault, $saved ): array {
				$vault->delete_payment_token( $saved['id'], RequestId::for( 'delete-token', 1001, 1 ) );
				return array();
			},
			'client token' => fn() => ( new Identity( $client ) )->client_token( 1 ),
		};
	}

	/**
	 * Only the call under test may meet the fault.
	 *
	 * @param string               $method Method of the call.
	 * @param string               $path   Its path prefix.
	 * @param array<string, mixed> $fault  Fault.
	 */
	private function fault_on( string $method, string $path, array $fault ): void {
		$this->fault( $fault + array( 'method' => $method, 'path' => $path ) );
	}

	/**
	 * A 5xx once: retried (all calls are idempotent with their request id),
	 * the call succeeds, the state holds exactly one result.
	 *
	 * @dataProvider calls_under_test
	 *
	 * @param string $method Method.
	 * @param string $path   Path prefix.
	 */
	public function test_5xx_once_is_retried( string $method, string $path ): void {
		$name   = $this->dataName();
		$client = $this->client();
		$call   = $this->prepare( $name, $client );
		// 500: the one server error every operation we use documents (the vault's lack 503).
		$this->fault_on( $method, $path, array( 'kind' => 'status', 'status' => 500 ) );
		$call();
		$this->assertCount( 1, $this->sleeps, 'one back-off before the retry' );
		$this->assert_one_result( $name );
	}

	/**
	 * A time-out (the provider processed the call, the answer was lost):
	 * the retry with the same request id gets the first result; nothing
	 * happens twice.
	 *
	 * @dataProvider calls_under_test
	 *
	 * @param string $method Method.
	 * @param string $path   Path prefix.
	 */
	public function test_timeout_is_retried_without_doing_it_twice( string $method, string $path ): void {
		$name   = $this->dataName();
		$client = $this->client( 1.0 );
		$call   = $this->prepare( $name, $client );
		$this->fault_on( $method, $path, array( 'kind' => 'timeout', 'ms' => 4000 ) );
		$call();
		$this->assertSame( 'TIMEOUT', $this->log[ count( $this->log ) - 2 ]['error'] );
		$this->assert_one_result( $name );
	}

	/**
	 * 5xx on every attempt: the German generic message, code 0, and the
	 * order is not lost: the same call later succeeds once.
	 *
	 * @dataProvider calls_under_test
	 *
	 * @param string $method Method.
	 * @param string $path   Path prefix.
	 */
	public function test_lasting_5xx_gives_the_generic_message_and_loses_nothing( string $method, string $path ): void {
		$name   = $this->dataName();
		$client = $this->client();
		$call   = $this->prepare( $name, $client );
		$this->fault_on(
			$method,
			$path,
			array(
				'kind'   => 'status',
				'status' => 500,
				'times'  => 3,
			)
		);
		try {
			$call();
			$this->fail( 'No error after three 500 answers.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 500, $error->status );
			$this->assertSame( 0, $error->getCode() );
			$this->assertSame( self::GENERIC, $error->getMessage() );
			$this->assertSame( 'vitrine_provider_unavailable', $error->to_response()['error'] );
		}
		$call();
		$this->assert_one_result( $name );
	}

	/**
	 * A lasting time-out: the generic message with the time-out code.
	 */
	public function test_lasting_timeout_gives_the_generic_message(): void {
		$client = $this->client( 0.5 );
		$call   = $this->prepare( 'capture order', $client );
		$this->fault_on(
			'POST',
			'/v2/checkout/orders/',
			array(
				'kind'  => 'timeout',
				'ms'    => 3000,
				'times' => 3,
			)
		);
		try {
			$call();
			$this->fail( 'No error after three time-outs.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 0, $error->status );
			$this->assertSame( self::GENERIC, $error->getMessage() );
			$this->assertSame( 'vitrine_provider_timeout', $error->to_response()['error'] );
		}
		// The capture happened at the provider; asking again reveals it.
		$done = $call();
		$this->assertSame( 'COMPLETED', $done['status'] );
		$this->assert_one_result( 'capture order' );
	}

	/**
	 * 429: retried after back-off, then successful.
	 */
	public function test_rate_limit_is_retried(): void {
		$client = $this->client();
		$call   = $this->prepare( 'create order', $client );
		$this->fault_on( 'POST', '/v2/checkout/orders', array( 'kind' => 'status', 'status' => 429 ) );
		$this->assertSame( 'PAYER_ACTION_REQUIRED', $call()['status'] );
		$this->assertCount( 1, $this->sleeps );
		$this->assertGreaterThanOrEqual( 1.0, $this->sleeps[0], 'Retry-After: 1 is honoured' );
	}

	/**
	 * A delay shorter than the time-out is just a slow answer.
	 */
	public function test_delay_is_waited_for(): void {
		$client = $this->client( 5.0 );
		$call   = $this->prepare( 'capture order', $client );
		$this->fault_on( 'POST', '/v2/checkout/orders/', array( 'kind' => 'delay', 'ms' => 300 ) );
		$this->assertSame( 'COMPLETED', $call()['status'] );
		$this->assertSame( array(), $this->sleeps );
	}

	/**
	 * The provider's issues on capture and the German message/code of §8.2.
	 *
	 * @return array<string, array{0: string, 1: int, 2: string}>
	 */
	public static function issues(): array {
		return array(
			'INSTRUMENT_DECLINED'    => array( 'INSTRUMENT_DECLINED', 100, 'Deine Zahlungsart wurde abgelehnt. Bitte wähle eine andere Zahlungsart oder versuche es mit einer anderen Karte.' ),
			'PAYER_ACTION_REQUIRED'  => array( 'PAYER_ACTION_REQUIRED', 100, 'Die Zahlung muss noch von dir bestätigt werden (zum Beispiel mit 3-D Secure). Bitte schließe die Bestätigung ab und versuche es noch einmal.' ),
			'ORDER_NOT_APPROVED'     => array( 'ORDER_NOT_APPROVED', 100, 'Die Zahlung wurde noch nicht freigegeben. Bitte gib sie im PayPal-Fenster frei.' ),
			'ORDER_ALREADY_CAPTURED' => array( 'ORDER_ALREADY_CAPTURED', 100, 'Diese Bestellung wurde bereits bezahlt.' ),
			'TRANSACTION_REFUSED'    => array( 'TRANSACTION_REFUSED', 100, 'Die Zahlung wurde abgelehnt. Bitte wähle eine andere Zahlungsart.' ),
			'REFERENCED_CARD_EXPIRED' => array( 'REFERENCED_CARD_EXPIRED', 100, 'Deine Karte ist abgelaufen. Bitte verwende eine andere Karte.' ),
			'COMPLIANCE_VIOLATION'   => array( 'COMPLIANCE_VIOLATION', 0, self::GENERIC ),
			'INTERNAL_SERVER_ERROR'  => array( 'INTERNAL_SERVER_ERROR', 0, self::GENERIC ),
		);
	}

	/**
	 * Each listed issue on capture → its German message and code; not
	 * retried; the order stays approved at the provider, so a new attempt
	 * (new request id) can still pay it.
	 *
	 * @dataProvider issues
	 *
	 * @param string $issue   Issue.
	 * @param int    $code    §8.2 code (100: show the message).
	 * @param string $message German message.
	 */
	public function test_issue_on_capture_gives_its_german_message( string $issue, int $code, string $message ): void {
		$client = $this->client();
		$call   = $this->prepare( 'capture order', $client );
		$this->fault_on(
			'POST',
			'/v2/checkout/orders/',
			array(
				'kind'  => 'issue',
				'issue' => $issue,
				'times' => 'INTERNAL_SERVER_ERROR' === $issue ? 3 : 1,
			)
		);
		try {
			$call();
			$this->fail( "No error for {$issue}." );
		} catch ( ApiError $error ) {
			$this->assertSame( $issue, $error->issue() );
			$this->assertSame( $code, $error->getCode() );
			$this->assertSame( $message, $error->getMessage() );
			$this->assertSame( $message, $error->to_response()['message'] );
			if ( 'INTERNAL_SERVER_ERROR' === $issue ) {
				// The provider's 500 body has no details: its name is the issue.
				$this->assertSame( array(), $error->to_response()['details'] );
			} else {
				$this->assertSame( $issue, $error->to_response()['details'][0]['issue'] );
				$this->assertNotSame( '', $error->to_response()['details'][0]['description'] );
			}
		}
		if ( 'INTERNAL_SERVER_ERROR' !== $issue ) {
			$this->assertSame( array(), $this->sleeps, '4xx are not retried' );
		}
		$order_id = $this->calls( '/v2/checkout/orders/' )[0]['path'];
		$order_id = explode( '/', $order_id )[4];
		$this->assertSame( 'APPROVED', $this->control( 'GET', 'orders/' . $order_id )['status'], 'the order is not lost' );
		$paid = ( new Orders( $client ) )->capture( $order_id, RequestId::for( 'capture', 1001, 2 ) );
		$this->assertSame( 'COMPLETED', $paid['status'] );
	}

	/**
	 * The real declined test card gives the same message as the injected issue.
	 */
	public function test_declined_test_card(): void {
		$orders = new Orders( $this->client() );
		$body   = self::order_body();

		$body['payment_source'] = array(
			'card' => array(
				'number' => '4000000000000002',
				'expiry' => '2031-01',
			),
		);
		$order = $orders->create( $body, RequestId::for( 'create-order', 1003, 1 ) );
		try {
			$orders->capture( $order['id'], RequestId::for( 'capture', 1003, 1 ) );
			$this->fail( 'The decline card was captured.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 100, $error->getCode() );
			$this->assertSame( self::issues()['INSTRUMENT_DECLINED'][2], $error->getMessage() );
		}
	}

	/**
	 * Checks that the call under test took effect exactly once at the
	 * provider (a replayed answer does not count), and for capture and
	 * authorize that the order holds one payment.
	 *
	 * @param string $name Key of calls_under_test().
	 */
	private function assert_one_result( string $name ): void {
		$calls = (array) $this->control( 'GET', 'calls' );
		[ $method ] = self::calls_under_test()[ $name ];
		if ( 'GET' === $method || 'client token' === $name ) {
			$last = end( $calls );
			$this->assertSame( 200, $last['status'] );
			return;
		}
		$processed = array_filter(
			$calls,
			// A lost (time-out) answer was processed too; injected errors were not.
			static fn( array $c ): bool => str_contains( (string) $c['requestId'], '-1001-' )
				&& ( $c['status'] ?? 0 ) < 300
				&& empty( $c['replayed'] )
				&& ! in_array( $c['fault'] ?? '', array( 'status', 'issue' ), true )
		);
		$this->assertCount( 1, $processed, 'the call took effect once' );
		if ( 'capture order' === $name || 'authorize order' === $name ) {
			$id    = explode( '/', $this->calls( '/v2/checkout/orders/' )[0]['path'] )[4];
			$state = $this->control( 'GET', 'orders/' . $id );
			$key   = 'capture order' === $name ? 'captures' : 'authorizations';
			$this->assertSame( 'COMPLETED', $state['status'] );
			$this->assertCount( 1, $state['purchase_units'][0]['payments'][ $key ] );
		}
	}
}
