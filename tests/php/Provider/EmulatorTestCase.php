<?php
/**
 * Base class of the provider client's contract tests.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\Client;
use Vitrine\Provider\Credentials;
use Vitrine\Tests\TestCase;

/**
 * Talks to the real emulator process that `node tools/site/cli.mjs phpunit`
 * starts (VITRINE_EMULATOR_URL); resets its state before each test.
 */
abstract class EmulatorTestCase extends TestCase {

	/**
	 * Emulator base URL.
	 *
	 * @var string
	 */
	protected string $emulator = '';

	/**
	 * Seconds the client was told to wait between retries.
	 *
	 * @var float[]
	 */
	protected array $sleeps = array();

	/**
	 * Log entries the client wrote.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	protected array $log = array();

	/**
	 * Finds the emulator and resets it.
	 */
	protected function setUp(): void {
		parent::setUp();
		$url = (string) getenv( 'VITRINE_EMULATOR_URL' );
		if ( '' === $url ) {
			$this->fail( 'VITRINE_EMULATOR_URL is not set: run the PHP tests with `npm run test:php`, which starts the provider emulator.' );
		}
		$this->emulator = rtrim( $url, '/' );
		$this->sleeps   = array();
		$this->log      = array();
		$this->control( 'POST', 'reset' );
	}

	/**
	 * A call to the emulator's test-control API.
	 *
	 * @param string     $method HTTP method.
	 * @param string     $path   Path below /__emulator/.
	 * @param array|null $body   JSON body.
	 * @return mixed Decoded answer.
	 */
	protected function control( string $method, string $path, ?array $body = null ) {
		$response = wp_remote_request(
			$this->emulator . '/__emulator/' . $path,
			array(
				'method'  => $method,
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => null === $body ? '' : wp_json_encode( $body ),
				'timeout' => 10,
			)
		);
		$this->assertNotWPError( $response );
		$this->assertLessThan( 300, wp_remote_retrieve_response_code( $response ), wp_remote_retrieve_body( $response ) );
		return json_decode( wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * Fails on a WP_Error.
	 *
	 * @param mixed $value Value.
	 */
	protected function assertNotWPError( $value ): void {
		$this->assertFalse( is_wp_error( $value ), is_wp_error( $value ) ? $value->get_error_message() : '' );
	}

	/**
	 * Injects a fault for the next matching call(s).
	 *
	 * @param array<string, mixed> $fault kind, path, method, status, issue, ms, times.
	 */
	protected function fault( array $fault ): void {
		$this->control( 'POST', 'faults', $fault );
	}

	/**
	 * The calls the emulator received, optionally only of one path prefix.
	 *
	 * @param string $prefix Path prefix.
	 * @return array<int, array<string, mixed>>
	 */
	protected function calls( string $prefix = '' ): array {
		return array_values(
			array_filter(
				(array) $this->control( 'GET', 'calls' ),
				static fn( array $c ): bool => str_starts_with( $c['path'], $prefix )
			)
		);
	}

	/**
	 * Approves an order as the payer would in the pop-up.
	 *
	 * @param string               $id   Order id.
	 * @param array<string, mixed> $body Payer choices.
	 */
	protected function approve( string $id, array $body = array() ): void {
		$this->control( 'POST', 'orders/' . $id . '/approve', $body );
	}

	/**
	 * A client of the emulator with fast back-off and recorded sleeps/logs.
	 *
	 * @param float  $timeout Seconds per request.
	 * @param string $secret  Client secret.
	 * @return Client
	 */
	protected function client( float $timeout = 5.0, string $secret = 'emulator-secret' ): Client {
		return new Client(
			Credentials::for_environment( Credentials::EMULATOR, 'emulator-client', $secret, $this->emulator ),
			$timeout,
			3,
			0.01,
			function ( float $seconds ): void {
				$this->sleeps[] = $seconds;
				usleep( (int) ( $seconds * 1e6 ) );
			},
			function ( array $entry ): void {
				$this->log[] = $entry;
			}
		);
	}

	/**
	 * A valid order body: two items, tax, our order number as custom_id.
	 *
	 * @param string $intent CAPTURE or AUTHORIZE.
	 * @return array<string, mixed>
	 */
	protected static function order_body( string $intent = 'CAPTURE' ): array {
		return array(
			'intent'         => $intent,
			'purchase_units' => array(
				array(
					'reference_id' => 'vitrine-1001',
					'custom_id'    => '1001',
					'invoice_id'   => 'V-1001',
					'amount'       => array(
						'currency_code' => 'EUR',
						'value'         => '35.70',
						'breakdown'     => array(
							'item_total' => array(
								'currency_code' => 'EUR',
								'value'         => '30.00',
							),
							'tax_total'  => array(
								'currency_code' => 'EUR',
								'value'         => '5.70',
							),
						),
					),
					'items'        => array(
						array(
							'name'        => 'Jahresmitgliedschaft',
							'quantity'    => '1',
							'unit_amount' => array(
								'currency_code' => 'EUR',
								'value'         => '30.00',
							),
						),
					),
				),
			),
			'payment_source' => array(
				'paypal' => array(
					// The payer's fields, where the provider documents them (not the deprecated top-level payer).
					'email_address'      => 'erika@example.com',
					'name'               => array(
						'given_name' => 'Erika',
						'surname'    => 'Mustermann',
					),
					'address'            => array(
						'country_code'   => 'DE',
						'address_line_1' => 'Heidestraße 17',
						'admin_area_2'   => 'Köln',
						'postal_code'    => '51147',
					),
					'experience_context' => array(
						'brand_name'          => 'Vitrine',
						'locale'              => 'de-DE',
						'shipping_preference' => 'NO_SHIPPING',
						'user_action'         => 'PAY_NOW',
						'return_url'          => 'http://127.0.0.1/return',
						'cancel_url'          => 'http://127.0.0.1/cancel',
					),
				),
			),
		);
	}
}
