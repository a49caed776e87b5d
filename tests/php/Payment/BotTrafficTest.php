<?php
/**
 * Bot traffic on the payment calls: the create_order rate limit
 * and the nonce refresh for cached pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\Request;
use Vitrine\Ajax\Router;
use Vitrine\Payment\Nonces;
use Vitrine\Payment\RateLimit;
use Vitrine\Payment\RateLimited;
use Vitrine\Store\CartSession;

require_once __DIR__ . '/PaymentTestCase.php';

/**
 * @covers \Vitrine\Payment\RateLimit
 * @covers \Vitrine\Payment\RateLimited
 * @covers \Vitrine\Payment\Nonces
 */
final class BotTrafficTest extends PaymentTestCase {

	private const TOO_MANY = 'Zu viele Zahlungsversuche in kurzer Zeit. Bitte warte ein paar Minuten und versuche es dann noch einmal.';

	protected function tearDown(): void {
		remove_all_filters( 'vitrine_create_order_rate_limit' );
		unset( $_COOKIE[ CartSession::COOKIE ] );
		parent::tearDown();
	}

	/**
	 * Orders in the shop and provider calls so far.
	 *
	 * @return array{0: int, 1: int}
	 */
	private function footprint(): array {
		return array( $this->shop->query_orders( '', 1, 1 )['total'], count( $this->calls( '/v' ) ) );
	}

	/**
	 * Sets a small limit for a test.
	 *
	 * @param int $limit Calls per window.
	 */
	private static function limit( int $limit ): void {
		add_filter(
			'vitrine_create_order_rate_limit',
			static fn(): array => array(
				'limit'  => $limit,
				'window' => 600,
			)
		);
	}

	public function test_the_create_order_limit_is_30_calls_per_ten_minutes_and_session(): void {
		$limit = RateLimit::create_order();
		$this->assertSame( array( 'create_order', 30, 600 ), array( $limit->action, $limit->limit, $limit->window ) );
		add_filter( 'vitrine_create_order_rate_limit', static fn(): string => 'nonsense' );
		$this->assertSame( 30, RateLimit::create_order()->limit, 'A broken filter keeps the default.' );
	}

	public function test_create_order_past_the_limit_is_a_german_429_json_and_writes_nothing(): void {
		self::limit( 3 );
		$services = $this->services();
		// No cart: each call passes the gate and is refused by the store, and counts.
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame( 400, $this->post( $services, 'create_order', array( 'context' => 'product' ) )['status'] );
		}
		$this->fill_cart();
		$before = $this->footprint();

		$answer = $this->post( $services, 'create_order', array( 'context' => 'product' ) );

		$this->assertSame( 429, $answer['status'] );
		$this->assertFalse( $answer['body']['success'] );
		$this->assertSame( 'vitrine_rate_limited', $answer['body']['data']['code'] );
		$this->assertSame( self::TOO_MANY, $answer['body']['data']['message'] );
		$this->assertGreaterThan( 0, $answer['body']['data']['retry_after'] );
		$this->assertLessThanOrEqual( 600, $answer['body']['data']['retry_after'] );
		$this->assertSame( $before, $this->footprint(), 'No order and no provider call past the limit.' );
	}

	public function test_the_limit_counts_per_session_so_another_shopper_still_pays(): void {
		self::limit( 2 );
		$services = $this->services();
		$bot      = new Caller( 0, 'guest:' . str_repeat( 'b', 32 ) );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->post( $services, 'create_order', array( 'context' => 'product' ), $bot );
		}
		$this->assertSame( 429, $this->post( $services, 'create_order', array( 'context' => 'product' ), $bot )['status'] );
		$this->fill_cart();

		$answer = $this->post( $services, 'create_order', array( 'context' => 'product' ) );

		$this->assertSame( 200, $answer['status'], wp_json_encode( $answer ) );
		$this->assertNotEmpty( $answer['body']['data']['id'] );
	}

	public function test_calls_refused_at_the_nonce_or_schema_do_not_count(): void {
		self::limit( 1 );
		$services = $this->services();
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 403, $this->post( $services, 'create_order', array( 'context' => 'product', 'nonce' => 'x' ) )['status'] );
			$this->assertSame( 400, $this->post( $services, 'create_order', array( 'context' => 'nowhere' ) )['status'] );
		}
		$this->fill_cart();
		$this->assertSame( 200, $this->post( $services, 'create_order', array( 'context' => 'product' ) )['status'] );
	}

	public function test_a_caller_without_session_or_user_is_counted_by_its_address(): void {
		$_SERVER['REMOTE_ADDR'] = '192.0.2.7';
		$this->assertSame( 'ip:192.0.2.7', RateLimited::key( new Caller( 0, '' ) ) );
		$this->assertSame( 'user:5', RateLimited::key( new Caller( 5, '' ) ) );
		$this->assertSame( 'guest:abc', RateLimited::key( new Caller( 0, 'guest:abc' ) ) );
	}

	public function test_create_order_without_a_session_is_a_german_400_and_writes_nothing(): void {
		$services = $this->services();
		$before   = $this->footprint();
		$answer   = $this->post( $services, 'create_order', array( 'context' => 'product' ), new Caller( 0, '' ) );
		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'Dein Warenkorb ist leer.', $answer['body']['data']['message'] );
		$this->assertSame( $before, $this->footprint() );
	}

	public function test_refresh_nonces_answers_nonces_of_the_callers_own_session(): void {
		$_COOKIE[ CartSession::COOKIE ] = str_repeat( 'A', 32 );
		$stale                          = Router::nonce( 'create_order' );
		$_COOKIE[ CartSession::COOKIE ] = str_repeat( 'B', 32 );
		$this->assertFalse( wp_verify_nonce( $stale, 'vitrine_create_order' ), "Another session's nonce is refused." );

		$answer = $this->payment_router( $this->services() )->answer( new Request( Nonces::NAME, 'GET', '', '', array(), array() ) );

		$this->assertSame( 200, $answer['status'] );
		$ajax = $answer['body']['data']['ajax'];
		foreach ( array( 'create_order', 'approve_order', 'update_shipping' ) as $name ) {
			$this->assertSame( Router::url( $name ), $ajax[ $name ]['endpoint'] );
			$this->assertSame( 1, wp_verify_nonce( $ajax[ $name ]['nonce'], 'vitrine_' . $name ), "$name: a fresh nonce of this session" );
		}
		$_COOKIE[ CartSession::COOKIE ] = str_repeat( 'A', 32 );
		$this->assertFalse( wp_verify_nonce( $ajax['create_order']['nonce'], 'vitrine_create_order' ), 'It opens no other session.' );
	}

	public function test_another_session_naming_a_provider_order_cannot_approve_it_or_move_its_shipping(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->post( $services, 'create_order', array( 'context' => 'product' ) );
		$this->assertSame( 200, $created['status'] );
		$id     = $created['body']['data']['id'];
		$order  = (int) $created['body']['data']['custom_id'];
		$bot    = new Caller( 0, 'guest:' . str_repeat( 'c', 32 ) );
		$before = array( $this->footprint(), $this->shop->order( $order )->status );

		foreach ( array( 'approve_order', 'update_shipping' ) as $name ) {
			$answer = $this->post( $services, $name, array( 'order_id' => $id ), $bot );
			$this->assertSame( 404, $answer['status'], $name );
			$this->assertSame( 'Diese Zahlung gehört zu keiner Bestellung dieses Shops. Bitte fang noch einmal von vorn an.', $answer['body']['data']['message'] );
			$this->assertSame( 'vitrine_unknown_provider_order', $answer['body']['data']['error'] );
		}
		$this->assertSame( $before, array( $this->footprint(), $this->shop->order( $order )->status ), 'No provider call, the owner\'s order untouched.' );

		// The owner herself gets past the guard (the payer has not approved: the provider refuses).
		$own = $this->post( $services, 'approve_order', array( 'order_id' => $id ) );
		$this->assertNotSame( 404, $own['status'] );
		$this->assertNotEmpty( $this->calls( '/v2/checkout/orders/' . $id ) );
	}

	public function test_refresh_nonces_is_a_get_only(): void {
		$answer = $this->post( $this->services(), Nonces::NAME, array() );
		$this->assertSame( 405, $answer['status'] );
		$this->assertSame( 'vitrine_wrong_method', $answer['body']['data']['code'] );
	}
}
