<?php
/**
 * Webhook verification and the events we act on, against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
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
				'webhook_id' => 'WH-SHOP',
				'event_type' => $type,
				'order_id'   => $order,
			)
		);
		$webhooks = new Webhooks( $this->client() );
		$this->assertTrue( $webhooks->verify( $delivery['headers'], $delivery['body'], 'WH-SHOP' ) );
		$event = Webhooks::event( $delivery['body'] );
		$this->assertSame( $type, $event['type'] );
		$this->assertSame( $order, $event['order_id'] );
		$this->assertSame( '1001', $event['custom_id'] );
		$this->assertSame( $status, $event['status'] );
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
				'webhook_id' => 'WH-SHOP',
				'event_type' => 'PAYMENT.CAPTURE.COMPLETED',
				'order_id'   => $this->captured_order(),
			)
		);
		$webhooks = new Webhooks( $this->client() );
		$this->assertFalse( $webhooks->verify( $delivery['headers'], $delivery['body'], 'WH-OTHER' ) );
		$altered = str_replace( 'COMPLETED', 'DENIED', $delivery['body'] );
		$this->assertFalse( $webhooks->verify( $delivery['headers'], $altered, 'WH-SHOP' ) );
		$headers = $delivery['headers'];
		unset( $headers['paypal-transmission-sig'] );
		$this->assertFalse( $webhooks->verify( $headers, $delivery['body'], 'WH-SHOP' ) );
		$this->assertFalse( $webhooks->verify( $delivery['headers'], 'not json', 'WH-SHOP' ) );
	}

	/**
	 * Vault events are read; other events are ignored.
	 */
	public function test_vault_events_and_others(): void {
		foreach ( array( 'VAULT.PAYMENT-TOKEN.CREATED', 'VAULT.PAYMENT-TOKEN.DELETED' ) as $type ) {
			$event = Webhooks::event(
				(string) wp_json_encode(
					array(
						'id'         => 'WH-EV-1',
						'event_type' => $type,
						'resource'   => array( 'id' => 'TOKEN7' ),
					)
				)
			);
			$this->assertSame( $type, $event['type'] );
			$this->assertSame( 'TOKEN7', $event['resource_id'] );
		}
		$this->assertNull( Webhooks::event( (string) wp_json_encode( array( 'event_type' => 'CHECKOUT.ORDER.APPROVED' ) ) ) );
	}
}
