<?php
/**
 * Authorized orders: not money until captured.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Authorizations;

use Vitrine\Mail\MailRules;
use Vitrine\Mail\SentMails;
use Vitrine\Payment\Authorizations\AuthorizationRepository;
use Vitrine\Payment\Services;
use Vitrine\Provider\Payments;
use Vitrine\Provider\RequestId;
use Vitrine\Refunds\Refunder;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * §3.11 intent authorize through the payment router and the order screen's
 * service: the approved order is "Zahlung autorisiert" (not paid, its
 * authorization kept apart from captures, the customer told the amount is
 * reserved); the owner captures in full or in part, or voids, each exactly
 * once with its request id; refunds only after a capture, of the capture.
 *
 * @covers \Vitrine\Payment\Authorizations\Authorizations
 * @covers \Vitrine\Payment\Authorizations\AuthorizationRepository
 * @covers \Vitrine\Payment\Capture
 * @covers \Vitrine\Mail\MailRules
 */
final class AuthorizationsTest extends PaymentTestCase {

	/**
	 * Subjects of the mails wp_mail() was asked to send.
	 *
	 * @var string[]
	 */
	private array $subjects = array();

	/**
	 * Mails are captured, not sent.
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter(
			'pre_wp_mail',
			function ( $pre, array $atts ) {
				$this->subjects[] = (string) $atts['subject'];
				return true;
			},
			99,
			2
		);
	}

	/**
	 * A guest's cart (2 of 10 mugs in stock, shipped) authorized through create_order and
	 * approve_order, as the wallet's buttons send them.
	 *
	 * @param int $attempts Attempts per provider call.
	 * @return array{0: Services, 1: Order}
	 */
	private function authorized( int $attempts = 3 ): array {
		$services = $this->services( $attempts, 'authorize' );
		$this->shop->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990, 10 )->id, 'quantity' => 2 ) );
		$created = $this->post( $services, 'create_order', array( 'context' => 'product' ) );
		$this->assertTrue( $created['body']['success'] );
		$this->approve( (string) $created['body']['data']['id'] );
		$approved = $this->post(
			$services,
			'approve_order',
			array(
				'order_id' => (string) $created['body']['data']['id'],
				'payer'    => array( 'email_address' => 'kaeufer@example.com' ),
			)
		);
		$this->assertTrue( $approved['body']['success'], (string) wp_json_encode( $approved['body'] ) );
		return array( $services, $this->shop->order( (int) $created['body']['data']['custom_id'] ) );
	}

	/**
	 * The mails recorded for an order, by name.
	 *
	 * @param int $order_id Order.
	 * @return string[]
	 */
	private static function mails( int $order_id ): array {
		$names = array_column( SentMails::of_order( $order_id ), 'mail' );
		sort( $names );
		return $names;
	}

	/**
	 * Calls to a path the emulator processed (not replayed) with a 2xx.
	 *
	 * @param string $path Path suffix after /v2/payments/authorizations/{id}.
	 * @param string $id   Authorization id.
	 * @return array<int, array<string, mixed>>
	 */
	private function processed( string $id, string $path ): array {
		return array_values(
			array_filter(
				$this->calls( '/v2/payments/authorizations/' . $id . $path ),
				static fn( array $call ): bool => empty( $call['replayed'] ) && ( $call['status'] ?? 0 ) >= 200 && ( $call['status'] ?? 0 ) < 300
			)
		);
	}

	public function test_an_approved_authorization_is_not_money(): void {
		[ $services, $order ] = $this->authorized();

		$this->assertSame( OrderStatus::AUTHORIZED, $order->status );
		$this->assertSame( 'Zahlung autorisiert', OrderStatus::label( $order->status ) );
		$this->assertFalse( OrderStatus::is_paid( $order->status ) );
		$this->assertSame( '', $order->transaction_id, 'The authorization id is no transaction id.' );
		$provider = $this->control( 'GET', 'orders/' . $order->provider_order_id )['purchase_units'][0]['payments'];
		$this->assertArrayNotHasKey( 'captures', $provider, 'Nothing was captured.' );
		$row = AuthorizationRepository::of_order( $order->id );
		$this->assertSame( $provider['authorizations'][0]['id'], $row['authorization_id'] );
		$this->assertSame( array( $order->total, AuthorizationRepository::CREATED ), array( $row['amount'], $row['status'] ) );
		$this->assertEqualsWithDelta( 29 * DAY_IN_SECONDS, $row['expires_at'] - $row['authorized_at'], 120, 'The provider\'s 29 days.' );
		$this->assertSame( array( MailRules::ADMIN_NEW, MailRules::CUSTOMER_AUTHORIZED ), self::mails( $order->id ), 'No payment confirmation: nothing was charged yet.' );
		$this->assertContains( sprintf( '[%s] Deine Zahlung für Bestellung #%d ist vorgemerkt', get_option( 'blogname' ), $order->id ), $this->subjects );
		$this->assertFalse( Refunder::refundable( $order ), 'No refund of an authorization.' );

		$again = $this->post( $services, 'approve_order', array( 'order_id' => $order->provider_order_id ) );
		$this->assertTrue( $again['body']['success'], 'A duplicate approval answers success.' );
		$this->assertCount( 1, $this->calls( '/v2/checkout/orders/' . $order->provider_order_id . '/authorize' ), 'Authorized once.' );
		$this->assertSame( OrderStatus::AUTHORIZED, $this->shop->order( $order->id )->status );
	}

	public function test_a_full_capture_pays_the_order_once_and_refunds_go_to_the_capture(): void {
		[ $services, $order ] = $this->authorized();
		$row                  = AuthorizationRepository::of_order( $order->id );

		$first  = $services->authorizations->capture( $order->id );
		$second = $services->authorizations->capture( $order->id );

		$this->assertTrue( $first['ok'], $first['message'] );
		$this->assertSame( $first, $second, 'A double submit answers the same.' );
		$paid = $this->shop->order( $order->id );
		$this->assertSame( OrderStatus::PROCESSING, $paid->status );
		$captures = $this->processed( $row['authorization_id'], '/capture' );
		$this->assertCount( 1, $captures, 'Captured once.' );
		$this->assertSame( RequestId::for( 'capture-authorization-' . $order->total, $order->payment_reference() ), $captures[0]['requestId'] );
		$this->assertNotSame( $row['authorization_id'], $paid->transaction_id );
		$this->assertSame( AuthorizationRepository::of_order( $order->id )['capture_id'], $paid->transaction_id );
		$this->assertContains( MailRules::CUSTOMER_PAID, self::mails( $order->id ), 'Now the payment is confirmed.' );

		$refunder = new Refunder( $this->shop, new Payments( $this->client() ) );
		$refund   = $refunder->refund( $order->id, 500, 1, 1 );
		$this->assertTrue( $refund['ok'], $refund['message'] );
		$this->assertCount( 1, $this->calls( '/v2/payments/captures/' . $paid->transaction_id . '/refund' ), 'The refund goes to the capture.' );
	}

	public function test_a_partial_capture_takes_that_amount_releases_the_rest_and_bounds_refunds(): void {
		[ $services, $order ] = $this->authorized();

		$result = $services->authorizations->capture( $order->id, 1000 );

		$this->assertTrue( $result['ok'], $result['message'] );
		$paid = $this->shop->order( $order->id );
		$this->assertTrue( OrderStatus::is_paid( $paid->status ) );
		$this->assertSame( 1000, AuthorizationRepository::paid_amount( $paid ) );
		$this->assertSame( 1000, Refunder::left( $paid ) );
		$authorization = $this->control( 'GET', 'orders/' . $order->provider_order_id )['purchase_units'][0]['payments']['authorizations'][0];
		$this->assertSame( 'CAPTURED', $authorization['status'], 'A final capture: the rest is released.' );
		$this->assertFalse( ( new Refunder( $this->shop, new Payments( $this->client() ) ) )->refund( $order->id, 1001, 1, 1 )['ok'], 'No refund beyond what was captured.' );
	}

	public function test_a_lost_capture_answer_then_a_retry_captures_once(): void {
		[ $services, $order ] = $this->authorized( 1 );
		$row                  = AuthorizationRepository::of_order( $order->id );
		$this->fault(
			array(
				'kind'   => 'timeout',
				'method' => 'POST',
				'path'   => '/v2/payments/authorizations/' . $row['authorization_id'] . '/capture',
				'ms'     => 3000,
				'times'  => 1,
			)
		);

		$lost = $services->authorizations->capture( $order->id );
		$this->assertFalse( $lost['ok'] );
		$this->assertStringContainsString( 'nie doppelt', $lost['message'] );
		$this->assertSame( OrderStatus::AUTHORIZED, $this->shop->order( $order->id )->status );
		$retry = $services->authorizations->capture( $order->id );

		$this->assertTrue( $retry['ok'], $retry['message'] );
		$captures = $this->control( 'GET', 'orders/' . $order->provider_order_id )['purchase_units'][0]['payments']['captures'];
		$this->assertCount( 1, $captures, 'One capture at the provider.' );
		$this->assertSame( $captures[0]['id'], $this->shop->order( $order->id )->transaction_id );
	}

	public function test_a_void_cancels_the_order_charges_nothing_and_tells_the_customer(): void {
		[ $services, $order ] = $this->authorized();
		$row                  = AuthorizationRepository::of_order( $order->id );
		$product              = (int) $order->items[0]['product_id'];
		$stock                = $this->shop->product( $product )->stock;

		$first  = $services->authorizations->void( $order->id );
		$second = $services->authorizations->void( $order->id );

		$this->assertTrue( $first['ok'], $first['message'] );
		$this->assertSame( $first, $second );
		$this->assertSame( OrderStatus::CANCELLED, $this->shop->order( $order->id )->status );
		$this->assertSame( AuthorizationRepository::VOIDED, AuthorizationRepository::of_order( $order->id )['status'] );
		$this->assertCount( 1, $this->processed( $row['authorization_id'], '/void' ) );
		$this->assertSame( RequestId::for( 'void-authorization', $order->payment_reference() ), $this->calls( '/v2/payments/authorizations/' . $row['authorization_id'] . '/void' )[0]['requestId'] );
		$this->assertSame( $stock + 2, $this->shop->product( $product )->stock, 'The stock is back.' );
		$this->assertContains( MailRules::CUSTOMER_VOIDED, self::mails( $order->id ) );
		$this->assertNotContains( MailRules::CUSTOMER_PAID, self::mails( $order->id ) );
		$this->assertFalse( $services->authorizations->capture( $order->id )['ok'], 'Nothing to capture any more.' );
		$this->assertSame( array(), $this->processed( $row['authorization_id'], '/capture' ) );
	}

	public function test_refunds_are_refused_before_a_capture_without_a_call(): void {
		[ , $order ] = $this->authorized();
		$result      = ( new Refunder( $this->shop, new Payments( $this->client() ) ) )->refund( $order->id, 500, 1, 1 );
		$this->assertFalse( $result['ok'] );
		$this->assertSame( array(), $this->calls( '/v2/payments/captures/' ), 'Nothing was sent to a captures endpoint.' );
	}

	public function test_amounts_beyond_the_authorization_are_refused_in_german_without_a_call(): void {
		[ $services, $order ] = $this->authorized();
		foreach ( array( 0, $order->total + 1 ) as $amount ) {
			$result = $services->authorizations->capture( $order->id, $amount );
			$this->assertFalse( $result['ok'] );
			$this->assertStringStartsWith( 'Bitte gib einen Betrag zwischen 0,01 und', $result['message'] );
		}
		$this->assertSame( array(), $this->calls( '/v2/payments/authorizations/' ) );
		$this->assertSame( OrderStatus::AUTHORIZED, $this->shop->order( $order->id )->status );
	}
}
