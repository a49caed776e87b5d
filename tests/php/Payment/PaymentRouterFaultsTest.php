<?php
/**
 * Provider faults and client prices through the Router: the §8.2 answers.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Ajax\Caller;
use Vitrine\Provider\Orders;
use Vitrine\Store\OrderStatus;

require_once __DIR__ . '/PaymentTestCase.php';

/**
 * Against the emulator's fault injection (`/__emulator/faults`). §8.2:
 * data.code 100 shows its own German message (the shopper can act), any
 * other failure shows the generic one (code 0). A failure never leaves a
 * paid order behind nor blocks the retry.
 *
 * @covers \Vitrine\Payment\Endpoints\Refusal
 * @covers \Vitrine\Payment\PaymentFailed
 * @covers \Vitrine\Provider\ErrorMessages
 */
final class PaymentRouterFaultsTest extends PaymentTestCase {

	private const GENERIC  = 'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.';
	private const DECLINED = 'Deine Zahlungsart wurde abgelehnt. Bitte wähle eine andere Zahlungsart oder versuche es mit einer anderen Karte.';

	/**
	 * Faults of the provider with the answer they must give: status,
	 * data.code, message, data.error.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: int, 2: int, 3: string, 4: string}>
	 */
	public static function faults(): array {
		return array(
			'500'                  => array( array( 'kind' => 'status', 'status' => 500 ), 502, 0, self::GENERIC, 'vitrine_provider_unavailable' ),
			'503'                  => array( array( 'kind' => 'status', 'status' => 503 ), 502, 0, self::GENERIC, 'vitrine_provider_unavailable' ),
			'429'                  => array( array( 'kind' => 'status', 'status' => 429 ), 502, 0, self::GENERIC, 'vitrine_provider_rate_limited' ),
			'timeout'              => array( array( 'kind' => 'timeout', 'ms' => 2500 ), 502, 0, self::GENERIC, 'vitrine_provider_timeout' ),
			'UNPROCESSABLE_ENTITY' => array( array( 'kind' => 'status', 'status' => 422 ), 400, 0, self::GENERIC, 'vitrine_provider_invalid_request' ),
		);
	}

	/**
	 * Asserts a §8.2 failure.
	 *
	 * @param array{status: int, body: array{success: bool, data: mixed}} $answer  Router answer.
	 * @param int                                                          $status  HTTP status.
	 * @param int                                                          $code    data.code.
	 * @param string                                                       $message German message.
	 * @param string                                                       $error   data.error.
	 * @param string                                                       $what    What was tried.
	 */
	private function assertRefused( array $answer, int $status, int $code, string $message, string $error, string $what ): void {
		$this->assertSame( $status, $answer['status'], $what );
		$this->assertFalse( $answer['body']['success'], $what );
		$this->assertSame( $code, $answer['body']['data']['code'], $what );
		$this->assertSame( $message, $answer['body']['data']['message'], $what );
		$this->assertSame( $error, $answer['body']['data']['error'], $what );
	}

	/**
	 * @dataProvider faults
	 *
	 * @param array<string, mixed> $fault   Fault.
	 * @param int                  $status  HTTP status.
	 * @param int                  $code    data.code.
	 * @param string               $message German message.
	 * @param string               $error   data.error.
	 */
	public function test_a_provider_fault_on_create_order_is_the_generic_german_error_and_a_retry_works( array $fault, int $status, int $code, string $message, string $error ): void {
		$services = $this->services( 1 );
		$this->fill_cart();
		$this->fault( $fault + array( 'method' => 'POST', 'path' => '/v2/checkout/orders' ) );

		$answer = $this->post( $services, 'create_order', array( 'context' => 'product' ) );

		$this->assertRefused( $answer, $status, $code, $message, $error, 'create_order' );
		$retry = $this->post( $services, 'create_order', array( 'context' => 'product' ) );
		$this->assertSame( 200, $retry['status'], 'Nothing is stuck: the next click creates the provider order.' );
		$this->assertSame( OrderStatus::PENDING, $this->shop->order( (int) $retry['body']['data']['custom_id'] )->status );
	}

	/**
	 * @dataProvider faults
	 *
	 * @param array<string, mixed> $fault   Fault.
	 * @param int                  $status  HTTP status.
	 * @param int                  $code    data.code.
	 * @param string               $message German message.
	 * @param string               $error   data.error.
	 */
	public function test_a_provider_fault_on_capture_is_the_generic_german_error_and_never_a_second_capture( array $fault, int $status, int $code, string $message, string $error ): void {
		$services = $this->services( 1 );
		$this->fill_cart();
		$created = $this->post( $services, 'create_order', array( 'context' => 'product' ) )['body']['data'];
		$this->approve( $created['id'] );
		$this->fault( $fault + array( 'method' => 'POST', 'path' => '/v2/checkout/orders/' . $created['id'] . '/capture' ) );

		$answer = $this->post( $services, 'approve_order', array( 'order_id' => $created['id'], 'funding_source' => 'paypal' ) );

		$this->assertRefused( $answer, $status, $code, $message, $error, 'approve_order' );
		$order = $this->order( $created );
		$this->assertSame( OrderStatus::PENDING, $order->status );
		$transient = 502 === $status;
		$this->assertSame( $transient ? 1 : 2, $order->payment_attempt, $transient ? 'Maybe taken: the retry uses the same request id.' : 'Refused for good: the next try is a new attempt.' );

		$retry = $this->post( $services, 'approve_order', array( 'order_id' => $created['id'], 'funding_source' => 'paypal' ) );
		$this->assertSame( 200, $retry['status'] );
		$this->assertTrue( OrderStatus::is_paid( $this->order( $created )->status ) );
		$this->assertCount( 1, $this->provider_captures( $created['id'] ), 'One capture, also when the lost call went through.' );
	}

	public function test_a_declined_capture_shows_its_own_german_message_with_code_100(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->post( $services, 'create_order', array( 'context' => 'product' ) )['body']['data'];
		$this->approve( $created['id'] );
		$this->fault(
			array(
				'kind'   => 'issue',
				'issue'  => 'INSTRUMENT_DECLINED',
				'method' => 'POST',
				'path'   => '/v2/checkout/orders/' . $created['id'] . '/capture',
			)
		);

		$answer = $this->post( $services, 'approve_order', array( 'order_id' => $created['id'] ) );

		$this->assertRefused( $answer, 422, 100, self::DECLINED, 'vitrine_provider_instrument_declined', 'approve_order' );
		$this->assertSame( 'INSTRUMENT_DECLINED', $answer['body']['data']['details'][0]['issue'] );
		$this->assertSame( OrderStatus::PENDING, $this->order( $created )->status );
		$this->assertCount( 0, $this->provider_captures( $created['id'] ) );
	}

	public function test_order_already_captured_by_our_lost_call_answers_success_with_the_order_received_url(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->post( $services, 'create_order', array( 'context' => 'product' ) )['body']['data'];
		$this->approve( $created['id'] );
		( new Orders( $this->client() ) )->capture( $created['id'], 'our-call-whose-answer-was-lost' );

		$answer = $this->post( $services, 'approve_order', array( 'order_id' => $created['id'] ) );

		$this->assertSame( 200, $answer['status'] );
		$paid = $this->order( $created );
		$this->assertTrue( OrderStatus::is_paid( $paid->status ) );
		$this->assertSame( \Vitrine\Shop\ShopPages::received_url( $paid ), $answer['body']['data']['order_received_url'] );
		$this->assertCount( 1, $this->provider_captures( $created['id'] ) );
	}

	public function test_order_already_captured_without_a_capture_of_ours_is_the_generic_error_and_pays_nothing(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->post( $services, 'create_order', array( 'context' => 'product' ) )['body']['data'];
		$this->approve( $created['id'] );
		$this->fault(
			array(
				'kind'   => 'issue',
				'issue'  => 'ORDER_ALREADY_CAPTURED',
				'method' => 'POST',
				'path'   => '/v2/checkout/orders/' . $created['id'] . '/capture',
			)
		);

		$answer = $this->post( $services, 'approve_order', array( 'order_id' => $created['id'] ) );

		// The provider order read back carries no capture: not this order's payment, so no "already paid".
		$this->assertRefused( $answer, 409, 0, self::GENERIC, 'vitrine_payment_mismatch', 'approve_order' );
		$this->assertSame( OrderStatus::PENDING, $this->order( $created )->status );
	}

	public function test_client_prices_in_create_order_are_dropped_by_the_router(): void {
		$services = $this->services();
		$this->fill_cart();
		$cheap  = array(
			'amount' => array(
				'currency_code' => 'EUR',
				'value'         => '0.01',
			),
			'items'  => array(
				array(
					'name'        => 'Tasse',
					'unit_amount' => array( 'value' => '0.01' ),
				),
			),
		);
		$answer = $this->post(
			$services,
			'create_order',
			array(
				'context'        => 'product',
				'purchase_units' => array( $cheap ),
				'amount'         => '0.01',
				'total'          => 1,
				'price'          => 1,
				'custom_id'      => '1',
			)
		);

		$this->assertSame( 200, $answer['status'] );
		$order    = $this->order( $answer['body']['data'] );
		$provider = $this->control( 'GET', 'orders/' . $answer['body']['data']['id'] );
		$this->assertSame( $this->shop->cart_totals( self::GUEST )['total'], $order->total );
		$this->assertGreaterThan( 3980, $order->total );
		$this->assertSame( number_format( $order->total / 100, 2, '.', '' ), $provider['purchase_units'][0]['amount']['value'] );
		$this->assertSame( (string) $order->id, $provider['purchase_units'][0]['custom_id'] );
	}

	public function test_a_posted_payer_reaches_the_provider_order_with_only_its_declared_fields(): void {
		$services = $this->services();
		$this->fill_cart();
		$answer = $this->post(
			$services,
			'create_order',
			array(
				'context' => 'product',
				'payer'   => array(
					'email_address' => 'erika@example.com',
					'name'          => array(
						'given_name' => 'Erika',
						'surname'    => null,
					),
					'tax_info'      => array( 'tax_id' => 'dropped' ),
				),
			)
		);
		$this->assertSame( 200, $answer['status'] );
		$provider = $this->control( 'GET', 'orders/' . $answer['body']['data']['id'] );
		$this->assertSame( 'erika@example.com', $provider['payer']['email_address'] ?? null );
		$this->assertSame( 'Erika', $provider['payer']['name']['given_name'] ?? null );
		$this->assertArrayNotHasKey( 'tax_info', $provider['payer'] );
	}

	public function test_the_payer_posted_with_approve_order_is_kept_on_the_order(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->post( $services, 'create_order', array( 'context' => 'product' ) )['body']['data'];
		$this->approve( $created['id'] );

		$answer = $this->post(
			$services,
			'approve_order',
			array(
				'order_id' => $created['id'],
				'payer'    => array(
					'email_address' => 'erika@example.com',
					'address'       => array(
						'country_code' => 'de',
						'postal_code'  => '51147',
					),
				),
			)
		);

		$this->assertSame( 200, $answer['status'] );
		$order = $this->order( $created );
		$this->assertTrue( OrderStatus::is_paid( $order->status ) );
		$this->assertSame( 'erika@example.com', $order->payer['email_address'] ?? null );
		$this->assertSame( 'DE', $order->payer['address']['country_code'] ?? null );
	}

	public function test_a_provider_fault_on_approve_subscription_and_update_shipping_is_the_generic_german_error(): void {
		$services = $this->services( 1 );
		$user     = $this->log_in_as( 'customer' );
		$customer = new Caller( $user, 'user:' . $user );
		$this->shop->add_to_cart( 'user:' . $user, array( 'id' => $this->newsletter( $this->shop )->id ), $user );
		$subscription = array( 'id' => $this->approved_subscription() );
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 503,
				'method' => 'GET',
				'path'   => '/v1/billing/subscriptions/' . $subscription['id'],
			)
		);

		$failed = $this->post( $services, 'approve_subscription', array( 'subscription_id' => $subscription['id'], 'order_id' => '' ), $customer );
		$this->assertRefused( $failed, 502, 0, self::GENERIC, 'vitrine_provider_unavailable', 'approve_subscription' );
		$this->assertNull( $this->shop->order_by_provider_order_id( $subscription['id'] ), 'No order for a subscription not yet read.' );
		$retry = $this->post( $services, 'approve_subscription', array( 'subscription_id' => $subscription['id'], 'order_id' => null ), $customer );
		$this->assertSame( 200, $retry['status'] );

		$this->fill_cart();
		$created = $this->post( $services, 'create_order', array( 'context' => 'product' ) )['body']['data'];
		$this->shop->choose_shipping_rate( self::GUEST, 'express' );
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 500,
				'method' => 'PATCH',
				'path'   => '/v2/checkout/orders/' . $created['id'],
			)
		);
		$patch = $this->post( $services, 'update_shipping', array( 'order_id' => $created['id'] ) );
		$this->assertRefused( $patch, 502, 0, self::GENERIC, 'vitrine_provider_unavailable', 'update_shipping' );
	}
}
