<?php
/**
 * The fault table on SQLite: every provider call the plugin makes × every
 * fault the emulator injects, with bench/payments' assertions (the vault's
 * and identity's calls and the saved-card concurrency cases in
 * FaultsVaultTest).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Ajax\Caller;
use Vitrine\Provider\Client;
use Vitrine\Provider\Credentials;
use Vitrine\Provider\Payments;
use Vitrine\Refunds\Refunder;
use Vitrine\Refunds\RefundRepository;
use Vitrine\Store\OrderStatus;

require_once __DIR__ . '/PaymentTestCase.php';
require_once __DIR__ . '/FaultsKinds.php';

/**
 * Per cell, as `npm run bench:payments` checks on MariaDB (§8.2, §7.2):
 * the first answer carries a German message, nothing is charged twice, no
 * order is lost or piled up, and once the fault is gone the shopper's (or
 * the owner's) retry completes the same payment exactly once.
 *
 * @covers \Vitrine\Payment\Capture
 * @covers \Vitrine\Payment\Endpoints\ApproveOrder
 * @covers \Vitrine\Payment\Endpoints\ApproveSubscription
 */
final class FaultsMatrixTest extends PaymentTestCase {

	use FaultsKinds;

	private const GENERIC  = 'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.';
	private const DECLINED = 'Deine Zahlungsart wurde abgelehnt. Bitte wähle eine andere Zahlungsart oder versuche es mit einer anderen Karte.';

	/** Provider calls: method and path of the fault. */
	private const CALLS = array(
		'token'         => array( 'POST', '/v1/oauth2/token' ),
		'create'        => array( 'POST', '/v2/checkout/orders' ),
		'patch'         => array( 'PATCH', '/v2/checkout/orders/*' ),
		'get'           => array( 'GET', '/v2/checkout/orders/*' ),
		'capture'       => array( 'POST', '/v2/checkout/orders/*/capture' ),
		'authorize'     => array( 'POST', '/v2/checkout/orders/*/authorize' ),
		'refund'        => array( 'POST', '/v2/payments/captures/*/refund' ),
		'subscriptions' => array( 'GET', '/v1/billing/subscriptions/*' ),
	);

	/**
	 * Issues the provider's documents do not list for a call (its own 422
	 * list): the provider does not answer them there, so the contract check
	 * (docs/payments/contract.md) would rightly count them; the status
	 * faults still reach every call.
	 */
	private const UNDOCUMENTED = array(
		'create'    => array( 'ORDER_ALREADY_CAPTURED' ),
		'patch'     => array( 'ORDER_ALREADY_CAPTURED', 'INSTRUMENT_DECLINED' ),
		'authorize' => array( 'ORDER_ALREADY_CAPTURED', 'INSTRUMENT_DECLINED' ),
		'refund'    => array( 'ORDER_ALREADY_CAPTURED', 'INSTRUMENT_DECLINED' ),
	);

	/**
	 * Every call × fault the provider can answer on it.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function cells(): array {
		$cells = array();
		foreach ( array_keys( self::CALLS ) as $call ) {
			foreach ( array_keys( self::FAULTS ) as $fault ) {
				if ( ! in_array( (string) $fault, self::UNDOCUMENTED[ $call ] ?? array(), true ) ) {
					$cells[ $call . ' × ' . $fault ] = array( $call, (string) $fault );
				}
			}
		}
		return $cells;
	}

	/**
	 * @dataProvider cells
	 *
	 * @param string $call  Provider call.
	 * @param string $fault Fault.
	 */
	public function test_a_fault_on_a_provider_call_is_told_in_german_charges_nothing_twice_and_the_retry_completes_it( string $call, string $fault ): void {
		$before = $this->shop->query_orders( '', 1, 1 )['total'];
		$first  = 'subscriptions' === $call ? $this->subscription_cell( $fault ) : ( 'refund' === $call ? $this->refund_cell( $fault ) : $this->order_cell( $call, $fault ) );

		$message = (string) $first['message'];
		$this->assertTrue( $first['ok'] || in_array( $message, array( self::GENERIC, self::DECLINED ), true ) || 1 === preg_match( '/\b(Bitte|bereits|Zahlungsanbieter|Erstattung)\b/u', $message ), "{$call} × {$fault}: a German §8.2 message, got „{$message}“" );
		$this->assertSame( $before + 1, $this->shop->query_orders( '', 1, 1 )['total'], "{$call} × {$fault}: one shop order, none lost, none piled up" );
	}

	/**
	 * The order calls: the fault on the call, then the retry and the payment.
	 *
	 * @param string $call  Provider call.
	 * @param string $fault Fault.
	 * @return array{ok: bool, message: string}
	 */
	private function order_cell( string $call, string $fault ): array {
		$services = $this->services( 3, 'authorize' === $call ? 'authorize' : 'capture' );
		$this->fill_cart();
		$id = '';
		if ( 'token' === $call ) {
			( new Client( Credentials::for_environment( Credentials::EMULATOR, 'emulator-client', 'emulator-secret', $this->emulator ) ) )->forget_token();
		}
		if ( ! in_array( $call, array( 'token', 'create' ), true ) ) {
			$id = (string) $this->post( $services, 'create_order', array( 'context' => 'product' ) )['body']['data']['id'];
			$this->approve( $id );
		}
		if ( 'get' === $call ) {
			// A capture whose answer was lost; then ORDER_ALREADY_CAPTURED makes the plugin read the order back.
			$this->inject( 'timeout', 'POST', '/v2/checkout/orders/*/capture' );
			$this->post( $services, 'approve_order', array( 'order_id' => $id ) );
			$this->fault(
				array(
					'kind'   => 'issue',
					'issue'  => 'ORDER_ALREADY_CAPTURED',
					'method' => 'POST',
					'path'   => '/v2/checkout/orders/*/capture',
				)
			);
		}
		$this->inject( $fault, ...self::CALLS[ $call ] );
		$answer = match ( $call ) {
			'token', 'create' => $this->post( $services, 'create_order', array( 'context' => 'product' ) ),
			'patch' => $this->post( $services, 'update_shipping', array( 'order_id' => $id ) ),
			default => $this->post( $services, 'approve_order', array( 'order_id' => $id ) ),
		};
		$this->control( 'DELETE', 'faults' );
		$this->assertNotSame( 500, $answer['status'], "{$call} × {$fault}: never a 5xx of ours but 502" );
		if ( '' === $id ) {
			// The shopper clicks again: create_order answers the same order's provider order.
			$retry = $this->post( $services, 'create_order', array( 'context' => 'product' ) );
			$this->assertTrue( $retry['body']['success'], "{$call} × {$fault}: create after the fault" );
			$id = (string) $retry['body']['data']['id'];
			$this->approve( $id );
		}
		$paid = $this->shop->order_by_provider_order_id( $id );
		if ( ! OrderStatus::is_secured( $paid->status ) ) {
			$retry = $this->post( $services, 'approve_order', array( 'order_id' => $id ) );
			$this->assertTrue( $retry['body']['success'], "{$call} × {$fault}: the retry completes it: " . wp_json_encode( $retry['body'] ) );
		}
		// §3.11 intent authorize: an authorization is not money, the order waits for the owner's capture.
		$expected = 'authorize' === $call ? OrderStatus::AUTHORIZED : $this->shop->order_by_provider_order_id( $id )->status;
		$this->assertTrue( OrderStatus::is_secured( $this->shop->order_by_provider_order_id( $id )->status ), "{$call} × {$fault}: paid" );
		$this->assertSame( $expected, $this->shop->order_by_provider_order_id( $id )->status, "{$call} × {$fault}: authorized, not paid" );
		$this->assertSame( 1, $this->payments_held( $id ), "{$call} × {$fault}: one capture or authorization at the provider" );
		return array(
			'ok'      => (bool) $answer['body']['success'],
			'message' => (string) ( $answer['body']['data']['message'] ?? '' ),
		);
	}

	/**
	 * A refund by the owner under the fault, then again: one refund.
	 *
	 * @param string $fault Fault.
	 * @return array{ok: bool, message: string}
	 */
	private function refund_cell( string $fault ): array {
		RefundRepository::maybe_install();
		$services = $this->services();
		$this->fill_cart();
		$id = (string) $this->post( $services, 'create_order', array( 'context' => 'product' ) )['body']['data']['id'];
		$this->approve( $id );
		$this->post( $services, 'approve_order', array( 'order_id' => $id ) );
		$order    = $this->shop->order_by_provider_order_id( $id );
		$refunder = new Refunder( $this->shop, new Payments( $this->client( 1.0 ) ) );

		$this->inject( $fault, ...self::CALLS['refund'] );
		$first = $refunder->refund( $order->id, $order->total, 0, 1 );
		$this->control( 'DELETE', 'faults' );
		$this->assertFalse( $first['ok'], "refund × {$fault}" );
		$retry = $refunder->refund( $order->id, $order->total, 0, 1 );

		$this->assertTrue( $retry['ok'], "refund × {$fault}: the retry refunds: {$retry['message']}" );
		$this->assertSame( $order->total, RefundRepository::refunded( $order->id ) );
		$done = array_filter( $this->calls( '/v2/payments/captures/' ), static fn( array $c ): bool => str_ends_with( $c['path'], '/refund' ) && empty( $c['replayed'] ) && 201 === ( $c['status'] ?? 0 ) );
		$this->assertCount( 1, $done, "refund × {$fault}: one refund at the provider" );
		return $first;
	}

	/**
	 * approve_subscription under the fault, then again: one paid order.
	 *
	 * @param string $fault Fault.
	 * @return array{ok: bool, message: string}
	 */
	private function subscription_cell( string $fault ): array {
		$user     = wp_insert_user(
			array(
				'user_login' => 'abo-' . wp_generate_password( 6, false ),
				'user_pass'  => 'x',
				'user_email' => wp_generate_password( 6, false ) . '@example.org',
			)
		);
		$caller   = new Caller( $user, 'user:' . $user );
		$services = $this->services();
		$this->shop->add_to_cart( $caller->session, array( 'id' => $this->newsletter( $this->shop )->id ), $user );
		$provider = $this->approved_subscription();

		$this->inject( $fault, ...self::CALLS['subscriptions'] );
		$answer = $this->post( $services, 'approve_subscription', array( 'subscription_id' => $provider ), $caller );
		$this->control( 'DELETE', 'faults' );
		$this->assertFalse( $answer['body']['success'], "subscriptions × {$fault}" );
		$retry = $this->post( $services, 'approve_subscription', array( 'subscription_id' => $provider ), $caller );

		$this->assertTrue( $retry['body']['success'], "subscriptions × {$fault}: the retry records it" );
		$this->assertTrue( OrderStatus::is_paid( $this->shop->order_by_provider_order_id( $provider )->status ) );
		return array(
			'ok'      => false,
			'message' => (string) ( $answer['body']['data']['message'] ?? '' ),
		);
	}

	/**
	 * Two tabs of one shopper pay the same cart with two provider orders:
	 * one pays, the other is told in German, one capture in all.
	 */
	public function test_two_tabs_paying_the_same_cart_pay_once_and_the_other_tab_is_told_in_german(): void {
		$services = $this->services();
		$this->fill_cart();
		$first  = (string) $this->post( $services, 'create_order', array( 'context' => 'product', 'funding_source' => 'paypal' ) )['body']['data']['id'];
		$second = (string) $this->post( $services, 'create_order', array( 'context' => 'product', 'funding_source' => 'paylater' ) )['body']['data']['id'];
		$this->assertNotSame( $first, $second );
		$this->approve( $first );
		$this->approve( $second );

		$paid  = $this->post( $services, 'approve_order', array( 'order_id' => $first ) );
		$other = $this->post( $services, 'approve_order', array( 'order_id' => $second ) );
		$again = $this->post( $services, 'approve_order', array( 'order_id' => $first ) );

		$this->assertTrue( $paid['body']['success'] );
		$this->assertSame( 409, $other['status'] );
		$this->assertSame( 'vitrine_order_already_paid', $other['body']['data']['error'] );
		$this->assertSame( 100, $other['body']['data']['code'] );
		$this->assertSame( 'Diese Bestellung wurde bereits in einem anderen Fenster oder Tab bezahlt. Es wurde nichts ein zweites Mal abgebucht.', $other['body']['data']['message'] );
		$this->assertSame( $paid['body']['data'], $again['body']['data'], 'The paying tab’s duplicate still answers its URL.' );
		$this->assertSame( 1, $this->payments_held( $first ) + $this->payments_held( $second ) );
	}

	/**
	 * Twenty approvals of one provider order (sequential on SQLite; the
	 * bench fires 100 in parallel on MariaDB): one capture, one order, one URL.
	 */
	public function test_twenty_approvals_of_one_provider_order_capture_once_and_answer_one_url(): void {
		$services = $this->services();
		$this->fill_cart();
		$before = $this->shop->query_orders( '', 1, 1 )['total'];
		$id     = (string) $this->post( $services, 'create_order', array( 'context' => 'product' ) )['body']['data']['id'];
		$this->approve( $id );

		$urls = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$answer = $this->post( $services, 'approve_order', array( 'order_id' => $id ) );
			$this->assertTrue( $answer['body']['success'] );
			$urls[ $answer['body']['data']['order_received_url'] ] = true;
		}

		$this->assertCount( 1, $urls );
		$this->assertCount( 1, $this->processed_captures( $id ) );
		$this->assertSame( 1, $this->payments_held( $id ) );
		$this->assertSame( $before + 1, $this->shop->query_orders( '', 1, 1 )['total'] );
	}

	/**
	 * Five approvals of one provider subscription: one order, paid, one URL.
	 */
	public function test_five_approvals_of_one_subscription_make_one_paid_order(): void {
		$user     = wp_insert_user(
			array(
				'user_login' => 'abo-fuenf',
				'user_pass'  => 'x',
				'user_email' => 'fuenf@example.org',
			)
		);
		$caller   = new Caller( $user, 'user:' . $user );
		$services = $this->services();
		$this->shop->add_to_cart( $caller->session, array( 'id' => $this->newsletter( $this->shop )->id ), $user );
		$provider = $this->approved_subscription();
		$before   = $this->shop->query_orders( '', 1, 1 )['total'];

		$urls = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$answer = $this->post( $services, 'approve_subscription', array( 'subscription_id' => $provider ), $caller );
			$this->assertTrue( $answer['body']['success'] );
			$urls[ $answer['body']['data']['order_received_url'] ] = true;
		}

		$this->assertCount( 1, $urls );
		$this->assertSame( $before + 1, $this->shop->query_orders( '', 1, 1 )['total'] );
		$this->assertTrue( OrderStatus::is_paid( $this->shop->order_by_provider_order_id( $provider )->status ) );
	}

	/**
	 * Captures and authorizations the emulator holds for a provider order.
	 *
	 * @param string $provider_order_id Provider order ID.
	 */
	private function payments_held( string $provider_order_id ): int {
		$order    = $this->control( 'GET', 'orders/' . $provider_order_id );
		$payments = (array) ( $order['purchase_units'][0]['payments'] ?? array() );
		return count( (array) ( $payments['captures'] ?? array() ) ) + count( (array) ( $payments['authorizations'] ?? array() ) );
	}
}
