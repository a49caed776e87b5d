<?php
/**
 * Base of the webhook handlers' tests: signed deliveries from the emulator
 * handed to the webhook endpoint as WordPress' REST server would.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Webhooks;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Endpoints\ApproveSubscription;
use Vitrine\Payment\Services;
use Vitrine\Payment\Webhook;
use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
use Vitrine\Store\Order;
use Vitrine\Store\Subscription;
use Vitrine\Tests\Payment\PaymentTestCase;
use WP_REST_Request;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * Helpers: deliver(), signed events of any resource, an order paid or
 * captured with its answer lost, a customer's subscription the provider
 * bills.
 */
abstract class WebhookTestCase extends PaymentTestCase {

	protected const WEBHOOK_ID = 'WH1SHOP';

	/**
	 * Hands a delivery to the webhook.
	 *
	 * @param Services                                           $services Services.
	 * @param array{headers: array<string, string>, body: string} $delivery Signed delivery.
	 * @return array{0: int, 1: mixed}
	 */
	protected function deliver( Services $services, array $delivery ): array {
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
	 * A signed event around a resource.
	 *
	 * @param string               $type     Event type.
	 * @param array<string, mixed> $resource Resource as the API shows it.
	 * @return array{headers: array<string, string>, body: string}
	 */
	protected function event( string $type, array $resource ): array {
		return $this->control(
			'POST',
			'webhooks',
			array(
				'webhook_id' => self::WEBHOOK_ID,
				'event_type' => $type,
				'resource'   => $resource,
			)
		);
	}

	/**
	 * A signed capture event of a provider order (its first capture).
	 *
	 * @param string $type              PAYMENT.CAPTURE.COMPLETED or .DENIED.
	 * @param string $provider_order_id Provider order.
	 * @return array{headers: array<string, string>, body: string}
	 */
	protected function capture_event( string $type, string $provider_order_id ): array {
		return $this->control(
			'POST',
			'webhooks',
			array(
				'webhook_id' => self::WEBHOOK_ID,
				'event_type' => $type,
				'order_id'   => $provider_order_id,
			)
		);
	}

	/**
	 * The guest's order, approved and captured at the provider, the answer
	 * lost: pending here.
	 *
	 * @param Services $services Services.
	 * @return array{0: string, 1: Order, 2: array<string, mixed>} Provider order id, our order, the capture.
	 */
	protected function captured_unrecorded( Services $services ): array {
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$order   = $this->order( $created );
		$capture = Orders::first_capture( ( new Orders( $this->client() ) )->capture( $created['id'], RequestId::for( 'capture', $order->payment_reference(), 1 ) ) );
		return array( $created['id'], $order, (array) $capture );
	}

	/**
	 * The capture's status at the provider (a review decided).
	 *
	 * @param string $capture_id Capture id.
	 * @param string $status     PENDING, DECLINED or COMPLETED.
	 */
	protected function capture_status( string $capture_id, string $status ): void {
		$this->control( 'POST', 'captures/' . $capture_id . '/status', array( 'status' => $status ) );
	}

	/**
	 * Our order now.
	 *
	 * @param int $id Order id.
	 */
	protected function now( int $id ): Order {
		$order = $this->shop->order( $id );
		$this->assertNotNull( $order );
		return $order;
	}

	/**
	 * A customer's newsletter subscription, paid through a provider
	 * subscription she approved (approve_subscription).
	 *
	 * @param Services $services Services.
	 * @return array{0: string, 1: Subscription} Provider subscription id, ours.
	 */
	protected function billed_subscription( Services $services ): array {
		$user    = wp_insert_user(
			array(
				'user_login' => 'abo-' . wp_generate_password( 6, false ),
				'user_pass'  => 'x',
				'user_email' => wp_generate_password( 6, false ) . '@example.org',
			)
		);
		$session = 'user:' . $user;
		$this->shop->add_to_cart( $session, array( 'id' => $this->newsletter( $this->shop )->id ), $user );
		$provider = $this->approved_subscription();
		( new ApproveSubscription( $services->store, $services->subscriptions ) )->handle( array( 'subscription_id' => $provider ), new Caller( $user, $session ) );
		$order = $this->shop->order_by_provider_order_id( $provider );
		$this->assertNotNull( $order );
		$ours = $this->shop->subscriptions( 0, $order->id )[0];
		$this->assertSame( $provider, $ours->provider_subscription_id );
		return array( $provider, $ours );
	}

	/**
	 * The provider's subscription now.
	 *
	 * @param string $id Provider subscription id.
	 * @return array<string, mixed>
	 */
	protected function provider_subscription( string $id ): array {
		return ( new \Vitrine\Provider\Subscriptions( $this->client() ) )->get( $id );
	}
}
