<?php
/**
 * The provider's capture webhook completes orders, once.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Payment\Services;
use Vitrine\Payment\Webhook;
use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
use Vitrine\Store\OrderStatus;
use WP_REST_Request;

require_once __DIR__ . '/PaymentTestCase.php';

/**
 * @covers \Vitrine\Payment\Webhook
 * @covers \Vitrine\Payment\Capture::reconcile
 */
final class WebhookTest extends PaymentTestCase {

	/**
	 * Hands a delivery to the webhook as WordPress' REST server would.
	 *
	 * @param Services                                        $services Services.
	 * @param array{headers: array<string, string>, body: string} $delivery Signed delivery.
	 * @return array{0: int, 1: mixed}
	 */
	private function deliver( Services $services, array $delivery ): array {
		$request = new WP_REST_Request( 'POST', Webhook::ROUTE_NAMESPACE . Webhook::ROUTE );
		$request->set_body( $delivery['body'] );
		foreach ( $delivery['headers'] as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$result   = ( new Webhook( static fn(): Services => $services ) )->handle( $request );
		$response = is_wp_error( $result ) ? rest_convert_error_to_response( $result ) : rest_ensure_response( $result );
		return array( $response->get_status(), $response->get_data() );
	}

	/**
	 * A capture event of a provider order, signed for our webhook.
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @return array{headers: array<string, string>, body: string}
	 */
	private function capture_event( string $provider_order_id ): array {
		return $this->control(
			'POST',
			'webhooks',
			array(
				'webhook_id' => 'WH1SHOP',
				'event_type' => 'PAYMENT.CAPTURE.COMPLETED',
				'order_id'   => $provider_order_id,
			)
		);
	}

	/**
	 * The capture went through but its answer never reached the shop: the
	 * webhook pays the order; a second delivery changes nothing; the
	 * shopper's late retry is answered without a second capture.
	 */
	public function test_webhook_completes_an_order_whose_approval_answer_was_lost_and_a_second_delivery_changes_nothing(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$order   = $this->order( $created );
		$capture = Orders::first_capture( ( new Orders( $this->client() ) )->capture( $created['id'], RequestId::for( 'capture', $order->payment_reference(), 1 ) ) );
		$changes = 0;
		add_action(
			'vitrine_order_status_changed',
			static function () use ( &$changes ): void {
				++$changes;
			}
		);

		list( $status, $data ) = $this->deliver( $services, $this->capture_event( $created['id'] ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 'ok', $data['status'] );
		$paid = $this->order( $created );
		$this->assertSame( OrderStatus::PROCESSING, $paid->status );
		$this->assertSame( $capture['id'], $paid->transaction_id );

		list( $again ) = $this->deliver( $services, $this->capture_event( $created['id'] ) );
		$this->assertSame( 200, $again );
		$this->assertSame( 1, $changes, 'The second delivery changed nothing.' );
		$this->assertSame( $paid->version, $this->order( $created )->version );

		$answer = $this->approve_order( $services, $created['id'] );
		$this->assertSame( \Vitrine\Shop\ShopPages::received_url( $paid ), $answer['order_received_url'] );
		$this->assertCount( 1, $this->provider_captures( $created['id'] ) );
	}

	/**
	 * A delivery whose body was altered does not verify: 400, nothing paid.
	 */
	public function test_a_forged_delivery_is_refused_and_pays_nothing(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$order = $this->order( $created );
		( new Orders( $this->client() ) )->capture( $created['id'], RequestId::for( 'capture', $order->payment_reference(), 1 ) );
		$delivery         = $this->capture_event( $created['id'] );
		$delivery['body'] = str_replace( '"value":"', '"value":"1', $delivery['body'] );

		list( $status ) = $this->deliver( $services, $delivery );

		$this->assertSame( 400, $status );
		$this->assertSame( OrderStatus::PENDING, $this->order( $created )->status );
	}

	/**
	 * An event of a provider order that is not ours is acknowledged and ignored.
	 */
	public function test_an_event_of_a_foreign_order_is_ignored(): void {
		$services = $this->services();
		$orders   = new Orders( $this->client() );
		$foreign  = $orders->create( self::order_body(), 'foreign-2' );
		$this->approve( $foreign['id'] );
		$orders->capture( $foreign['id'], 'foreign-2-capture' );

		list( $status, $data ) = $this->deliver( $services, $this->capture_event( $foreign['id'] ) );

		$this->assertSame( 200, $status );
		$this->assertSame( 'ignored', $data['status'] );
	}

	/**
	 * The route is registered for the provider to POST to.
	 */
	public function test_the_route_is_registered(): void {
		$this->assertArrayHasKey( '/vitrine/v1/webhook', rest_get_server()->get_routes() );
	}
}
