<?php
/**
 * Card payments at approve_order: 3-D Secure decides before the capture
 * (§5.4), against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Cards;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Endpoints\ApproveOrder;
use Vitrine\Payment\Endpoints\CreateOrder;
use Vitrine\Payment\Services;
use Vitrine\Provider\Client;
use Vitrine\Provider\Credentials;
use Vitrine\Provider\Settings;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * The card fields attach the card in the browser; the server reads the
 * provider order's authentication_result and captures, or refuses in
 * German without capturing.
 */
final class ThreeDSecureTest extends PaymentTestCase {

	private const TOKEN = 'cardscardscardscardscardscards01';

	protected function setUp(): void {
		parent::setUp();
		update_option(
			Settings::OPTION,
			array(
				'client_id'   => 'demo-client',
				'method_card' => true,
			) + Settings::defaults()
		);
	}

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	/**
	 * Services with a 3-D Secure setting.
	 *
	 * @param string $contingency SCA_WHEN_REQUIRED, SCA_ALWAYS or NO_3D_SECURE.
	 */
	private function card_services( string $contingency = 'SCA_WHEN_REQUIRED' ): Services {
		$client = new Client( Credentials::for_environment( Credentials::EMULATOR, 'emulator-client', 'emulator-secret', $this->emulator ), 1.0, 3, 0.01, static function (): void {} );
		return new Services( $this->shop, $client, 'capture', 'WH1SHOP', $contingency );
	}

	/**
	 * The checkout's create_order with the card gateway, and the card
	 * attached as the card fields attach it (3-D Secure asked for unless
	 * $verification is '').
	 *
	 * @param Services $services     Services.
	 * @param string   $number       Test card.
	 * @param string   $verification 3-D Secure method sent by the fields.
	 * @return string Provider order ID.
	 */
	private function card_order( Services $services, string $number, string $verification = 'SCA_WHEN_REQUIRED' ): string {
		$this->fill_cart();
		$fields = array_filter( self::checkout_form( array( 'vitrine_checkout_token' => self::TOKEN ) ), static fn( $value ): bool => null !== $value );
		unset( $fields['payment_method'] );
		$created = ( new CreateOrder( $services->store, $services->provider_orders ) )->handle(
			array(
				'context'        => 'checkout',
				'payment_method' => 'ppcp-credit-card-gateway',
				'funding_source' => 'card',
				'form_encoded'   => http_build_query( $fields ),
			),
			self::guest()
		);
		$response = wp_remote_post(
			$this->emulator . '/sdk/orders/' . $created['id'] . '/card',
			array(
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => wp_json_encode(
					array(
						'number'       => $number,
						'expiry'       => '2030-12',
						'verification' => '' === $verification ? null : $verification,
					)
				),
			)
		);
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		return $created['id'];
	}

	/**
	 * The server's reads of a provider order.
	 *
	 * @param string $id Provider order ID.
	 * @return array<int, array<string, mixed>>
	 */
	private function reads( string $id ): array {
		return array_values( array_filter( $this->calls( '/v2/checkout/orders/' . $id ), static fn( array $c ): bool => 'GET' === $c['method'] && '/v2/checkout/orders/' . $id === $c['path'] ) );
	}

	/**
	 * approve_order as the card flow sends it.
	 *
	 * @param Services $services Services.
	 * @param string   $id       Provider order ID.
	 * @return array<string, mixed>
	 */
	private function approve_card( Services $services, string $id ): array {
		return ( new ApproveOrder( $services->store, $services->capture, $services->three_d_secure ) )->handle(
			array(
				'order_id'       => $id,
				'funding_source' => 'card',
			),
			self::guest()
		);
	}

	/**
	 * A frictionless card (liability shift POSSIBLE) is captured once and the order paid.
	 */
	public function test_a_card_whose_liability_shifted_is_captured(): void {
		$services = $this->card_services();
		$id       = $this->card_order( $services, '4111111111111111' );

		$answer = $this->approve_card( $services, $id );

		$this->assertNotSame( '', $answer['order_received_url'] );
		$order = $this->shop->order_by_provider_order_id( $id );
		$this->assertTrue( OrderStatus::is_paid( $order->status ) );
		$this->assertSame( 'ppcp-credit-card-gateway', $order->payment_method );
		$this->assertCount( 1, $this->provider_captures( $id ) );
	}

	/**
	 * A passed 3-D Secure challenge is captured.
	 */
	public function test_a_passed_challenge_is_captured(): void {
		$services = $this->card_services( 'SCA_ALWAYS' );
		$id       = $this->card_order( $services, '4000000000003220', 'SCA_ALWAYS' );
		$this->approve( $id );

		$this->approve_card( $services, $id );

		$this->assertTrue( OrderStatus::is_paid( $this->shop->order_by_provider_order_id( $id )->status ) );
		$this->assertCount( 1, $this->provider_captures( $id ) );
	}

	/**
	 * A failed challenge is refused in German before any capture; the order
	 * stays payable in its next attempt.
	 */
	public function test_a_failed_challenge_is_refused_in_german_and_nothing_is_captured(): void {
		$services = $this->card_services();
		$id       = $this->card_order( $services, '4000000000003220' );
		$this->approve( $id, array( 'three_d_secure' => 'fail' ) );
		$before = $this->shop->order_by_provider_order_id( $id );

		$refused = $this->refusal( fn() => $this->approve_card( $services, $id ) );

		$this->assertSame( 422, $refused->status );
		$this->assertSame( 100, $refused->error_code );
		$this->assertStringContainsString( '3-D Secure', $refused->getMessage() );
		$this->assertStringContainsString( 'nichts belastet', $refused->getMessage() );
		$this->assertCount( 0, $this->calls( '/v2/checkout/orders/' . $id . '/capture' ) );
		$after = $this->shop->order( $before->id );
		$this->assertSame( OrderStatus::PENDING, $after->status );
		$this->assertSame( $before->payment_attempt + 1, $after->payment_attempt, 'the next card gets a new provider order' );
	}

	/**
	 * A result the provider could not decide (no 3-D Secure data although it
	 * was asked for) asks the shopper to enter the card again; nothing is captured.
	 */
	public function test_a_missing_authentication_result_asks_to_try_again(): void {
		$services = $this->card_services();
		$id       = $this->card_order( $services, '4111111111111111', '' );

		$refused = $this->refusal( fn() => $this->approve_card( $services, $id ) );

		$this->assertSame( 100, $refused->error_code );
		$this->assertStringContainsString( 'noch einmal', $refused->getMessage() );
		$this->assertCount( 0, $this->calls( '/v2/checkout/orders/' . $id . '/capture' ) );
	}

	/**
	 * With NO_3D_SECURE nothing is asked and the card is captured without a check.
	 */
	public function test_without_3d_secure_the_card_is_captured_without_a_check(): void {
		$services = $this->card_services( 'NO_3D_SECURE' );
		$id       = $this->card_order( $services, '4111111111111111', '' );

		$this->approve_card( $services, $id );

		$this->assertTrue( OrderStatus::is_paid( $this->shop->order_by_provider_order_id( $id )->status ) );
		$this->assertCount( 0, $this->reads( $id ), 'no 3-D Secure check asked the provider' );
		$this->assertCount( 1, $this->provider_captures( $id ) );
	}

	/**
	 * A declined card with 3-D Secure passed is refused by the capture (§8.2 code 100).
	 */
	public function test_a_declined_card_is_refused_by_the_capture(): void {
		$services = $this->card_services();
		$id       = $this->card_order( $services, '4000000000000002' );

		$refused = $this->refusal( fn() => $this->approve_card( $services, $id ) );

		$this->assertSame( 100, $refused->error_code );
		$this->assertSame( 'vitrine_provider_instrument_declined', $refused->data['error'] ?? '' );
		$this->assertSame( OrderStatus::PENDING, $this->shop->order_by_provider_order_id( $id )->status );
	}

	/**
	 * A wallet payment is never read for 3-D Secure (no extra provider call).
	 */
	public function test_a_wallet_payment_passes_the_gate_without_reading_the_order(): void {
		$services = $this->card_services();
		$this->fill_cart();
		$created = $this->create( $services, array( 'funding_source' => 'paypal' ) );
		$this->approve( $created['id'] );

		$this->approve_card( $services, $created['id'] );

		$this->assertCount( 0, $this->reads( $created['id'] ) );
		$this->assertCount( 1, $this->provider_captures( $created['id'] ) );
	}
}
