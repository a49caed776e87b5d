<?php
/**
 * The cash voucher against the emulator: placed, confirmed, kept, on hold;
 * paid at the till, the capture webhook makes the order processing once.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Voucher;

use Vitrine\Payment\Module;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\Services;
use Vitrine\Payment\Voucher\OxxoAvailability;
use Vitrine\Payment\Voucher\OxxoPayment;
use Vitrine\Payment\Voucher\VoucherView;
use Vitrine\Payment\Voucher\Vouchers;
use Vitrine\Payment\Webhook;
use Vitrine\Provider\Settings;
use Vitrine\Shop\CheckoutSubmit;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\PaymentTestCase;
use WP_REST_Request;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * @covers \Vitrine\Payment\Voucher\OxxoPayment
 * @covers \Vitrine\Payment\Voucher\Vouchers
 * @covers \Vitrine\Payment\Voucher\VoucherView
 * @covers \Vitrine\Provider\Orders::confirm_payment_source
 */
final class OxxoPaymentTest extends PaymentTestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'vitrine_currency', 'MXN' );
	}

	protected function tearDown(): void {
		delete_option( 'vitrine_currency' );
		parent::tearDown();
	}

	/**
	 * The voucher service over the test emulator.
	 *
	 * @param Services $services Services.
	 */
	private static function oxxo( Services $services ): OxxoPayment {
		return new OxxoPayment( $services->store, $services->orders, $services->provider_orders );
	}

	/**
	 * A guest's order of two shipped mugs (199,00 MXN each) placed with the voucher.
	 *
	 * @param array<string, string> $changes Checkout fields to override.
	 */
	private function placed( array $changes = array() ): Order {
		$this->shop->add_to_cart( self::GUEST, array( 'id' => $this->simple( 19900 )->id, 'quantity' => 2 ) );
		return $this->shop->place_order(
			self::GUEST,
			self::checkout_form(
				$changes + array(
					'billing_first_name' => 'Ana',
					'billing_last_name'  => 'Pérez',
					'billing_email'      => 'ana@example.mx',
					'billing_phone'      => '5512345678',
					'billing_country'    => 'MX',
					'billing_address_1'  => 'Avenida Juárez 10',
					'billing_city'       => 'Ciudad de México',
					'billing_postcode'   => '06010',
					'payment_method'     => OxxoAvailability::GATEWAY,
				)
			)
		);
	}

	/**
	 * Hands a delivery to the webhook as WordPress' REST server would.
	 *
	 * @param Services                                            $services Services.
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

	public function test_placing_confirms_the_oxxo_source_keeps_the_payer_action_voucher_and_puts_the_order_on_hold(): void {
		$services = $this->services();
		$order    = $this->placed();
		$this->assertSame( OrderStatus::PENDING, $order->status );

		$voucher = self::oxxo( $services )->start( $order );

		$this->assertStringStartsWith( $this->emulator . '/payment/oxxo/voucher?token=', $voucher->url );
		$now = $this->shop->order( $order->id );
		$this->assertSame( OrderStatus::ON_HOLD, $now->status );
		$this->assertSame( $voucher->provider_order_id, $now->provider_order_id );
		$provider = $this->control( 'GET', 'orders/' . $voucher->provider_order_id );
		$this->assertSame( 'PAYER_ACTION_REQUIRED', $provider['status'] );
		$this->assertSame( 'CAPTURE', $provider['intent'] );
		$this->assertSame( Money::to_decimal( $order->total, 'MXN' ), $provider['purchase_units'][0]['amount']['value'] );
		$this->assertGreaterThan( 39800, $order->total, 'Two mugs and the shipping.' );
		$this->assertSame( 'MXN', $provider['purchase_units'][0]['amount']['currency_code'] );
		$this->assertSame( (string) $order->id, $provider['purchase_units'][0]['custom_id'] );
		$this->assertSame(
			array(
				'name'         => 'Ana Pérez',
				'email'        => 'ana@example.mx',
				'country_code' => 'MX',
			),
			$provider['payment_source']['oxxo']
		);
		$confirms = $this->calls( '/v2/checkout/orders/' . $voucher->provider_order_id . '/confirm-payment-source' );
		$this->assertCount( 1, $confirms );
		$this->assertNotSame( '', (string) $confirms[0]['requestId'] );
	}

	public function test_starting_again_returns_the_first_voucher_without_asking_the_provider(): void {
		$services = $this->services();
		$order    = $this->placed();
		$first    = self::oxxo( $services )->start( $order );
		$before   = count( $this->calls( '/v2/' ) );

		$again = self::oxxo( $services )->start( $this->shop->order( $order->id ) );

		$this->assertEquals( $first, $again );
		$this->assertCount( $before, $this->calls( '/v2/' ), 'No second provider order, no second confirmation.' );
		$this->assertSame( OrderStatus::ON_HOLD, $this->shop->order( $order->id )->status );
	}

	public function test_paying_the_voucher_sends_the_capture_webhook_which_makes_the_order_processing_once(): void {
		$services = $this->services();
		$order    = $this->placed();
		$voucher  = self::oxxo( $services )->start( $order );
		$changes  = array();
		add_action(
			'vitrine_order_status_changed',
			static function ( Order $changed, string $from, string $to ) use ( &$changes ): void {
				$changes[] = $from . '>' . $to;
			},
			10,
			3
		);

		$paid     = $this->control( 'POST', 'orders/' . $voucher->provider_order_id . '/pay-voucher', array( 'webhook_id' => 'WH1SHOP' ) );
		$delivery = $paid['delivery'];
		list( $status, $data ) = $this->deliver( $services, $delivery );
		list( $again )         = $this->deliver( $services, $delivery );

		$this->assertSame( 200, $status );
		$this->assertSame( 'ok', $data['status'] );
		$this->assertTrue( $data['paid'] );
		$this->assertSame( 200, $again );
		$now = $this->shop->order( $order->id );
		$this->assertSame( OrderStatus::PROCESSING, $now->status );
		$this->assertSame( $paid['order']['purchase_units'][0]['payments']['captures'][0]['id'], $now->transaction_id );
		$this->assertSame( array( 'on-hold>processing' ), $changes, 'The second delivery changed nothing.' );
		$this->assertCount( 1, $this->provider_captures( $voucher->provider_order_id ) );
	}

	public function test_an_order_outside_the_providers_limits_is_refused_in_german_before_the_provider_is_asked(): void {
		$services = $this->services();
		$order    = $this->placed( array( 'billing_country' => 'DE', 'billing_postcode' => '51147' ) );
		$before   = count( $this->calls( '/v2/' ) );

		try {
			self::oxxo( $services )->start( $order );
			$this->fail( 'A German billing address was accepted.' );
		} catch ( PaymentFailed $failed ) {
			$this->assertSame( 'OXXO braucht eine Rechnungsadresse in Mexiko. Bitte prüfe das Land oder wähle eine andere Zahlungsart.', $failed->getMessage() );
			$this->assertSame( 400, $failed->status );
		}
		$this->assertCount( $before, $this->calls( '/v2/' ) );
		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status );
		$this->assertNull( Vouchers::of_order( $order->id ) );
	}

	public function test_a_provider_failure_leaves_the_order_pending_without_voucher_and_a_retry_works(): void {
		$services = $this->services( 1 );
		$order    = $this->placed();
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 500,
				'method' => 'POST',
				'path'   => '/v2/checkout/orders/',
			)
		);

		try {
			self::oxxo( $services )->start( $order );
			$this->fail( 'The provider failure was not reported.' );
		} catch ( PaymentFailed $failed ) {
			$this->assertSame( 502, $failed->status );
			$this->assertSame( 0, $failed->shopper_code );
		}
		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status );
		$this->assertNull( Vouchers::of_order( $order->id ) );

		$voucher = self::oxxo( $this->services() )->start( $this->shop->order( $order->id ) );
		$this->assertSame( OrderStatus::ON_HOLD, $this->shop->order( $order->id )->status );
		$created = array_filter( $this->calls( '/v2/checkout/orders' ), static fn( array $call ): bool => '/v2/checkout/orders' === $call['path'] && empty( $call['replayed'] ) );
		$this->assertCount( 1, $created, 'The retry got the same provider order back (same request id).' );
		$this->assertSame( $voucher->provider_order_id, $this->shop->order( $order->id )->provider_order_id );
	}

	/**
	 * §9.3: the checkout form placed with OXXO while the provider fails keeps
	 * the order and sends the shopper to its pay-for-order page with the
	 * voucher flag, whose notice explains it (OxxoCheckoutTest); the retry
	 * there is the test above. The browser's part was pay-voucher-oxxo.spec.ts.
	 */
	public function test_a_provider_failure_at_checkout_keeps_the_order_and_sends_the_shopper_to_its_pay_for_order_page_with_the_voucher_flag(): void {
		update_option( Settings::OPTION, array( 'method_oxxo' => true ) + self::CONNECTED + Settings::defaults() );
		$services = new \ReflectionProperty( Module::class, 'services' );
		$services->setAccessible( true );
		$services->setValue( null, $this->services( 1 ) );
		CheckoutSubmit::reset();
		$this->shop->add_to_cart( self::GUEST, array( 'id' => $this->simple( 19900 )->id ) );
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 503,
				'method' => 'POST',
				'path'   => '/v2/checkout/orders/',
				'times'  => 5,
			)
		);

		try {
			$url = CheckoutSubmit::place(
				$this->shop,
				self::checkout_form(
					array(
						'billing_country'           => 'MX',
						'billing_postcode'          => '06010',
						'billing_city'              => 'Ciudad de México',
						'payment_method'            => OxxoAvailability::GATEWAY,
						CheckoutSubmit::TOKEN_FIELD => str_repeat( 'O', 32 ),
					)
				),
				self::GUEST,
				0,
				true
			);
		} finally {
			$services->setValue( null, null );
			delete_option( Settings::OPTION );
		}

		$this->assertSame( array(), CheckoutSubmit::errors() );
		$this->assertMatchesRegularExpression( '#/kasse/bestellung-bezahlen/(\d+)/\?key=[^&]+&voucher=failed$#', (string) $url );
		preg_match( '#bestellung-bezahlen/(\d+)/#', (string) $url, $found );
		$order = $this->shop->order( (int) $found[1] );
		$this->assertSame( OrderStatus::PENDING, $order->status, 'The order is kept, unpaid.' );
		$this->assertSame( OxxoAvailability::GATEWAY, $order->payment_method );
		$this->assertNull( Vouchers::of_order( $order->id ) );
	}

	public function test_the_voucher_shows_while_the_order_waits_and_goes_once_it_is_paid(): void {
		$services = $this->services();
		$order    = $this->placed();
		$voucher  = self::oxxo( $services )->start( $order );

		$html = VoucherView::html( $this->shop->order( $order->id ) );
		$this->assertStringContainsString( 'Dein OXXO-Beleg', $html );
		$this->assertStringContainsString( 'href="' . esc_url( $voucher->url ) . '"', $html );
		$this->assertStringContainsString( 'Bezahle ' . Money::format( $order->total, 'MXN' ) . ' bar', $html );
		$this->assertSame( '', VoucherView::html( $this->placed_transfer() ) );

		$paid = $this->control( 'POST', 'orders/' . $voucher->provider_order_id . '/pay-voucher', array( 'webhook_id' => 'WH1SHOP' ) );
		$this->deliver( $services, $paid['delivery'] );
		$this->assertSame( '', VoucherView::html( $this->shop->order( $order->id ) ) );
	}

	/**
	 * A bank-transfer order of another guest.
	 */
	private function placed_transfer(): Order {
		return $this->place_transfer_order( $this->shop );
	}
}
