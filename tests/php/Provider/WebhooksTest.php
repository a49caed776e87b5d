<?php
/**
 * Webhook verification and the events we act on, against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
use Vitrine\Payment\Services;
use Vitrine\Payment\Webhooks\Dispatcher;
use Vitrine\Payment\Webhooks\Event;
use Vitrine\Provider\Webhooks;

require_once __DIR__ . '/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Provider\Webhooks
 */
final class WebhooksTest extends EmulatorTestCase {

	/**
	 * A captured order's id.
	 *
	 * @return string
	 */
	private function captured_order(): string {
		$orders = new Orders( $this->client() );
		$order  = $orders->create( self::order_body(), RequestId::for( 'create-order', 2001, 1 ) );
		$this->approve( $order['id'] );
		$orders->capture( $order['id'], RequestId::for( 'capture', 2001, 1 ) );
		return $order['id'];
	}

	/**
	 * Capture completed and denied: verified, and read as our event.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function capture_events(): array {
		return array(
			'completed' => array( 'PAYMENT.CAPTURE.COMPLETED', 'COMPLETED' ),
			'denied'    => array( 'PAYMENT.CAPTURE.DENIED', 'DECLINED' ),
		);
	}

	/**
	 * @dataProvider capture_events
	 *
	 * @param string $type   Event type.
	 * @param string $status Capture status in the event.
	 */
	public function test_capture_event_is_verified_and_read( string $type, string $status ): void {
		$order    = $this->captured_order();
		$delivery = $this->control(
			'POST',
			'webhooks',
			array(
				'webhook_id' => 'WH1SHOP',
				'event_type' => $type,
				'order_id'   => $order,
			)
		);
		$webhooks = new Webhooks( $this->client() );
		$this->assertTrue( $webhooks->verify( $delivery['headers'], $delivery['body'], 'WH1SHOP' ) );
		$event = Event::from_body( $delivery['body'] );
		$this->assertNotNull( $event );
		$this->assertSame( $type, $event->type );
		$this->assertSame( $order, $event->related_order_id() );
		$this->assertSame( '1001', $event->resource['custom_id'] ?? '' );
		$this->assertSame( $status, $event->resource['status'] ?? '' );
	}

	/**
	 * The delivery is signed as the provider documents: SHA256withRSA over
	 * transmissionId|timeStamp|webhookId|crc32(body), with the certificate
	 * served at PAYPAL-CERT-URL.
	 */
	public function test_delivery_is_signed_with_the_certificate_of_its_cert_url(): void {
		$delivery = $this->control(
			'POST',
			'webhooks',
			array(
				'webhook_id' => 'WH1SHOP',
				'event_type' => 'PAYMENT.CAPTURE.COMPLETED',
				'order_id'   => $this->captured_order(),
			)
		);
		$headers = $delivery['headers'];
		$this->assertSame( 'SHA256withRSA', $headers['PAYPAL-AUTH-ALGO'] );
		$this->assertStringStartsWith( $this->emulator . '/v1/notifications/certs/', $headers['PAYPAL-CERT-URL'] );
		$cert = wp_remote_retrieve_body( wp_remote_get( $headers['PAYPAL-CERT-URL'] ) );
		$this->assertStringContainsString( '-----BEGIN CERTIFICATE-----', $cert );

		$message = $headers['PAYPAL-TRANSMISSION-ID'] . '|' . $headers['PAYPAL-TRANSMISSION-TIME'] . '|WH1SHOP|' . crc32( $delivery['body'] );
		$this->assertSame( 1, openssl_verify( $message, (string) base64_decode( $headers['PAYPAL-TRANSMISSION-SIG'], true ), $cert, OPENSSL_ALGO_SHA256 ) );
		$this->assertSame( 0, openssl_verify( $message . 'x', (string) base64_decode( $headers['PAYPAL-TRANSMISSION-SIG'], true ), $cert, OPENSSL_ALGO_SHA256 ) );
	}

	/**
	 * A delivery for another webhook, an altered body or missing headers
	 * does not pass.
	 */
	public function test_forged_deliveries_fail(): void {
		$delivery = $this->control(
			'POST',
			'webhooks',
			array(
				'webhook_id' => 'WH1SHOP',
				'event_type' => 'PAYMENT.CAPTURE.COMPLETED',
				'order_id'   => $this->captured_order(),
			)
		);
		$webhooks = new Webhooks( $this->client() );
		$this->assertFalse( $webhooks->verify( $delivery['headers'], $delivery['body'], 'WH2OTHER' ) );
		$altered = str_replace( 'COMPLETED', 'DENIED', $delivery['body'] );
		$this->assertFalse( $webhooks->verify( $delivery['headers'], $altered, 'WH1SHOP' ) );
		$headers = $delivery['headers'];
		unset( $headers['PAYPAL-TRANSMISSION-SIG'] );
		$this->assertFalse( $webhooks->verify( $headers, $delivery['body'], 'WH1SHOP' ) );
		$this->assertFalse( $webhooks->verify( $delivery['headers'], 'not json', 'WH1SHOP' ) );
	}

	/**
	 * An event with empty objects in it still verifies: the client sends
	 * the event as delivered, not with `{}` turned into `[]`.
	 */
	public function test_event_with_empty_objects_verifies(): void {
		$delivery = $this->control(
			'POST',
			'webhooks',
			array(
				'webhook_id' => 'WH1SHOP',
				'event'      => array(
					'id'         => 'WH-EV-2',
					'event_type' => 'VAULT.PAYMENT-TOKEN.CREATED',
					'resource'   => array(
						'id'       => 'TOKEN8',
						'metadata' => (object) array(),
						'links'    => array(),
					),
				),
			)
		);
		$this->assertStringContainsString( '"metadata":{}', $delivery['body'] );
		$this->assertTrue( ( new Webhooks( $this->client() ) )->verify( $delivery['headers'], $delivery['body'], 'WH1SHOP' ) );
	}

	/**
	 * Vault events are read with their token; the types the shop acts on are
	 * the dispatcher's: a deleted token, not a created one (deletion is final),
	 * and no order approval.
	 */
	public function test_vault_events_and_others(): void {
		foreach ( array( 'VAULT.PAYMENT-TOKEN.CREATED', 'VAULT.PAYMENT-TOKEN.DELETED' ) as $type ) {
			$event = Event::from_body(
				(string) wp_json_encode(
					array(
						'id'         => 'WH-EV-1',
						'event_type' => $type,
						'resource'   => array( 'id' => 'TOKEN7' ),
					)
				)
			);
			$this->assertNotNull( $event );
			$this->assertSame( $type, $event->type );
			$this->assertSame( 'TOKEN7', $event->resource_id() );
		}
		$types = Dispatcher::of( Services::from_settings() )->types();
		$this->assertContains( 'VAULT.PAYMENT-TOKEN.DELETED', $types );
		$this->assertNotContains( 'VAULT.PAYMENT-TOKEN.CREATED', $types );
		$this->assertContains( 'PAYMENT.CAPTURE.COMPLETED', $types );
		$this->assertNotContains( 'CHECKOUT.ORDER.APPROVED', $types );
	}
}
