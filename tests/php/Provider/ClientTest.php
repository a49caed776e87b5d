<?php
/**
 * Contract tests of the provider transport against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\Client;
use Vitrine\Provider\Credentials;
use Vitrine\Provider\Orders;

require_once __DIR__ . '/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Provider\Client
 */
final class ClientTest extends EmulatorTestCase {

	/**
	 * The token is fetched once and then taken from the transient cache.
	 */
	public function test_token_is_cached_until_expiry(): void {
		$orders = new Orders( $this->client() );
		$orders->create( self::order_body(), 'vitrine-test-1-1-create' );
		$orders->create( self::order_body(), 'vitrine-test-2-1-create' );
		$this->assertCount( 1, $this->calls( '/v1/oauth2/token' ) );
		$this->assertSame( 'basic', $this->calls( '/v1/oauth2/token' )[0]['auth'] );
		foreach ( $this->calls( '/v2/' ) as $call ) {
			$this->assertSame( 'bearer', $call['auth'] );
		}
	}

	/**
	 * A token that lives shorter than the safety margin is not cached.
	 */
	public function test_short_lived_token_is_not_cached(): void {
		$this->control( 'POST', 'config', array( 'token_ttl' => 30 ) );
		$orders = new Orders( $this->client() );
		$orders->create( self::order_body(), 'vitrine-test-1-1-create' );
		$orders->create( self::order_body(), 'vitrine-test-2-1-create' );
		$this->assertCount( 2, $this->calls( '/v1/oauth2/token' ) );
	}

	/**
	 * A cached token the provider no longer accepts is replaced and the call
	 * is sent once more.
	 */
	public function test_rejected_token_is_renewed_once(): void {
		$client = $this->client();
		$client->access_token();
		$this->control( 'POST', 'reset' ); // The emulator forgets the token; our cache keeps it.
		$order = ( new Orders( $client ) )->create( self::order_body(), 'vitrine-test-1-1-create' );
		$this->assertSame( 'PAYER_ACTION_REQUIRED', $order['status'] );
		$this->assertSame( array( 401, 201 ), array_column( $this->calls( '/v2/' ), 'status' ) );
		$this->assertCount( 1, $this->calls( '/v1/oauth2/token' ) );
	}

	/**
	 * Wrong credentials: German generic message, authentication code.
	 */
	public function test_wrong_credentials_fail_with_authentication_error(): void {
		$this->control( 'POST', 'config', array( 'clients' => array( 'emulator-client' => 'right' ) ) );
		try {
			$this->client( 5.0, 'wrong' )->access_token();
			$this->fail( 'No error for wrong credentials.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 401, $error->status );
			$this->assertSame( 'invalid_client', $error->name );
			$this->assertSame( 'vitrine_provider_authentication', $error->to_response()['error'] );
			$this->assertStringContainsString( 'Zahlung', $error->getMessage() );
		}
	}

	/**
	 * The provider's error body is kept: name, details, debug_id. The order
	 * is well-formed (the contract check sees every request) but its total
	 * is not the sum of its breakdown.
	 */
	public function test_error_body_is_kept(): void {
		$body = self::order_body();

		$body['purchase_units'][0]['amount']['value'] = '40.00';
		try {
			( new Orders( $this->client() ) )->create( $body, 'vitrine-test-1-1-create' );
			$this->fail( 'No error for an order whose total is not its breakdown.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 422, $error->status );
			$this->assertSame( 'UNPROCESSABLE_ENTITY', $error->name );
			$this->assertSame( 'AMOUNT_MISMATCH', $error->issue() );
			$this->assertStringEndsWith( '/amount/value', $error->details[0]['field'] );
			$this->assertSame( '40.00', $error->details[0]['value'] );
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{13}$/', $error->debug_id );
			$this->assertSame( 'vitrine-test-1-1-create', $error->request_id );
			$response = $error->to_response();
			$this->assertSame( 0, $response['code'] );
			$this->assertSame( 'vitrine_provider_invalid_request', $response['error'] );
			$this->assertSame( 'AMOUNT_MISMATCH', $response['details'][0]['issue'] );
			$this->assertSame( $error->details[0]['description'], $response['details'][0]['description'] );
			$this->assertNotSame( '', $response['details'][0]['description'] );
		}
	}

	/**
	 * Nothing secret reaches the log or a dump of the client: no secret, no
	 * token, no card number, no body.
	 */
	public function test_nothing_secret_in_logs(): void {
		$secret = 'very-secret-value-123';
		$client = $this->client( 5.0, $secret );
		$orders = new Orders( $client );
		$body   = self::order_body();

		$body['payment_source'] = array(
			'card' => array(
				'number' => '4000000000000002',
				'expiry' => '2031-01',
			),
		);
		$order = $orders->create( $body, 'vitrine-test-1-1-create' );
		try {
			$orders->capture( $order['id'], 'vitrine-test-1-1-capture' );
		} catch ( ApiError $error ) {
			$this->assertSame( 'INSTRUMENT_DECLINED', $error->issue() );
		}
		$token = $client->access_token();
		$text  = wp_json_encode( $this->log ) . print_r( Credentials::for_environment( 'emulator', 'x', $secret, $this->emulator ), true ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_print_r -- the test checks what a dump shows.
		$this->assertNotEmpty( $this->log );
		foreach ( array( $secret, $token, '4000000000000002', 'Mustermann', base64_encode( 'emulator-client:' . $secret ) ) as $forbidden ) { // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
			$this->assertStringNotContainsString( $forbidden, $text );
		}
		$this->assertSame( array( 'method', 'path', 'request_id', 'attempt', 'ms', 'status', 'debug_id' ), array_keys( $this->log[0] ) );
	}

	/**
	 * A POST without PayPal-Request-Id is not idempotent: not retried.
	 */
	public function test_post_without_request_id_is_not_retried(): void {
		$client = $this->client();
		$client->access_token();
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 503,
				'path'   => '/v2/checkout/orders',
			)
		);
		try {
			( new Orders( $client ) )->create( self::order_body(), '' );
			$this->fail( 'No error for a 503.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 503, $error->status );
		}
		$this->assertCount( 1, $this->calls( '/v2/' ) );
		$this->assertSame( array(), $this->sleeps );
	}

	/**
	 * Back-off doubles from one attempt to the next.
	 */
	public function test_backoff_grows(): void {
		$client = new Client(
			Credentials::for_environment( 'emulator', 'emulator-client', 'emulator-secret', $this->emulator ),
			5.0,
			4,
			0.02,
			function ( float $seconds ): void {
				$this->sleeps[] = $seconds;
			}
		);
		$client->access_token();
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 500,
				'path'   => '/v2/checkout/orders',
				'times'  => 3,
			)
		);
		$order = ( new Orders( $client ) )->create( self::order_body(), 'vitrine-test-1-1-create' );
		$this->assertSame( 'PAYER_ACTION_REQUIRED', $order['status'] );
		$this->assertCount( 3, $this->sleeps );
		$this->assertGreaterThan( $this->sleeps[0], $this->sleeps[2] );
		$this->assertEqualsWithDelta( 0.02, $this->sleeps[0], 0.0041 );
	}
}
