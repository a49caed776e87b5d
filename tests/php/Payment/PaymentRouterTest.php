<?php
/**
 * The payment endpoints through the Router, as a request arrives: nonce and schema.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Ajax\Router;

require_once __DIR__ . '/PaymentTestCase.php';

/**
 * §7.2 create_order, approve_order, approve_subscription, update_shipping:
 * what the gate refuses never reaches the provider or the store, and every
 * refusal is JSON with a German message, never a 5xx or a PHP warning (the
 * test run turns warnings into exceptions, which the Router would answer
 * with a 500).
 *
 * @covers \Vitrine\Ajax\Router
 * @covers \Vitrine\Payment\Endpoints\Fields
 */
final class PaymentRouterTest extends PaymentTestCase {

	private const EXPIRED = 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.';
	private const UNREADABLE = 'Die Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.';

	/**
	 * A body each endpoint would accept.
	 */
	private const VALID = array(
		'create_order'         => array( 'context' => 'product' ),
		'approve_order'        => array( 'order_id' => '5O190127TN364715T' ),
		'approve_subscription' => array( 'subscription_id' => 'I-BW452GLLEP1G' ),
		'update_shipping'      => array( 'order_id' => '5O190127TN364715T' ),
	);

	/**
	 * A nonce of the action from two ticks ago: older than WordPress accepts.
	 *
	 * @param string $action Nonce action.
	 */
	private static function stale_nonce( string $action ): string {
		$uid = (int) apply_filters( 'nonce_user_logged_out', 0, $action );
		$old = wp_nonce_tick( $action ) - 2;
		return substr( wp_hash( $old . '|' . $action . '|' . $uid . '|' . wp_get_session_token(), 'nonce' ), -12, 10 );
	}

	/**
	 * Orders in the shop, and calls the emulator received under /v1 and /v2.
	 *
	 * @return array{0: int, 1: int}
	 */
	private function footprint(): array {
		return array( $this->shop->query_orders( '', 1, 1 )['total'], count( $this->calls( '/v' ) ) );
	}

	public function test_every_payment_endpoint_is_registered_for_the_router(): void {
		$names = array_keys( Router::endpoints() );
		foreach ( array_keys( self::VALID ) as $name ) {
			$this->assertContains( $name, $names, "§7.2 $name is served under /?wc-ajax=$name" );
		}
	}

	public function test_a_missing_stale_or_foreign_nonce_is_a_german_403_before_anything_happens(): void {
		$services = $this->services();
		$this->fill_cart();
		$before = $this->footprint();
		foreach ( self::VALID as $name => $body ) {
			$other = 'create_order' === $name ? 'approve_order' : 'create_order';
			$cases = array(
				'missing'          => null,
				'empty'            => '',
				'stale'            => self::stale_nonce( 'vitrine_' . $name ),
				"$other's"         => Router::nonce( $other ),
				'a shop endpoint'  => Router::nonce( 'change_cart' ),
				'WordPress\' own'  => wp_create_nonce( 'wp_rest' ),
				'an array'         => array( Router::nonce( $name ) ),
				'a number'         => 12345,
				'far too long'     => str_repeat( 'a', 5000 ),
			);
			foreach ( $cases as $case => $nonce ) {
				$answer = $this->post( $services, $name, $body + array( 'nonce' => $nonce ) );
				$this->assertSame( 403, $answer['status'], "$name, nonce $case" );
				$this->assertSame(
					array(
						'success' => false,
						'data'    => array(
							'code'    => 'vitrine_invalid_nonce',
							'message' => self::EXPIRED,
						),
					),
					$answer['body'],
					"$name, nonce $case"
				);
			}
		}
		$this->assertSame( $before, $this->footprint(), 'No order was made and the provider was never asked.' );
	}

	public function test_the_nonce_is_also_taken_from_the_nonce_header(): void {
		$services = $this->services();
		$answer   = $this->payment_router( $services )->answer(
			new \Vitrine\Ajax\Request( 'update_shipping', 'POST', 'application/json', '{"order_id":"NOT-OURS"}', array(), array(), Router::nonce( 'update_shipping' ) )
		);
		$this->assertSame( 404, $answer['status'], 'Past the gate: the provider order is not ours.' );
		$this->assertSame( 100, $answer['body']['data']['code'] );
		$this->assertSame( 'Diese Zahlung gehört zu keiner Bestellung dieses Shops. Bitte fang noch einmal von vorn an.', $answer['body']['data']['message'] );
	}

	/**
	 * Bodies the schemas refuse, with the field the answer names.
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: string}>
	 */
	public static function invalid_bodies(): array {
		$id = '5O190127TN364715T';
		return array(
			'create_order without context'          => array( 'create_order', array(), 'body.context' ),
			'create_order unknown context'          => array( 'create_order', array( 'context' => 'nowhere' ), 'body.context' ),
			'create_order context as array'         => array( 'create_order', array( 'context' => array( 'product' ) ), 'body.context' ),
			'create_order float order id'           => array( 'create_order', array( 'context' => 'pay-now', 'order_id' => 12.5 ), 'body.order_id' ),
			'create_order float order id as text'   => array( 'create_order', array( 'context' => 'pay-now', 'order_id' => '12.5' ), 'body.order_id' ),
			'create_order negative order id'        => array( 'create_order', array( 'context' => 'pay-now', 'order_id' => -1 ), 'body.order_id' ),
			'create_order 64-bit order id'          => array( 'create_order', array( 'context' => 'pay-now', 'order_id' => PHP_INT_MAX ), 'body.order_id' ),
			'create_order 20-digit order id'        => array( 'create_order', array( 'context' => 'pay-now', 'order_id' => '99999999999999999999' ), 'body.order_id' ),
			'create_order boolean order id'         => array( 'create_order', array( 'context' => 'pay-now', 'order_id' => true ), 'body.order_id' ),
			'create_order order key with markup'    => array( 'create_order', array( 'context' => 'pay-now', 'order_key' => '<b>vo_x</b>' ), 'body.order_key' ),
			'create_order order key too long'       => array( 'create_order', array( 'context' => 'pay-now', 'order_key' => str_repeat( 'k', 41 ) ), 'body.order_key' ),
			'create_order bn code too long'         => array( 'create_order', array( 'context' => 'product', 'bn_code' => str_repeat( 'B', 65 ) ), 'body.bn_code' ),
			'create_order bn code with spaces'      => array( 'create_order', array( 'context' => 'product', 'bn_code' => 'Vitrine Product' ), 'body.bn_code' ),
			'create_order huge funding source'      => array( 'create_order', array( 'context' => 'product', 'funding_source' => str_repeat( 'x', 100000 ) ), 'body.funding_source' ),
			'create_order funding source as array'  => array( 'create_order', array( 'context' => 'product', 'funding_source' => array( 'paypal' ) ), 'body.funding_source' ),
			'create_order payment method as number' => array( 'create_order', array( 'context' => 'product', 'payment_method' => 7 ), 'body.payment_method' ),
			'create_order payer as text'            => array( 'create_order', array( 'context' => 'product', 'payer' => 'Erika' ), 'body.payer' ),
			'create_order payer name as text'       => array( 'create_order', array( 'context' => 'product', 'payer' => array( 'name' => 'Erika' ) ), 'body.payer' ),
			'create_order payer e-mail too long'    => array( 'create_order', array( 'context' => 'product', 'payer' => array( 'email_address' => str_repeat( 'e', 250 ) . '@x.de' ) ), 'body.payer' ),
			'create_order payer country too long'   => array( 'create_order', array( 'context' => 'product', 'payer' => array( 'address' => array( 'country_code' => 'DEU' ) ) ), 'body.payer' ),
			'create_order form too long'            => array( 'create_order', array( 'context' => 'checkout', 'form_encoded' => str_repeat( 'a', 20001 ) ), 'body.form_encoded' ),
			'create_order createaccount as word'    => array( 'create_order', array( 'context' => 'checkout', 'createaccount' => 'yes' ), 'body.createaccount' ),
			'approve_order without order id'        => array( 'approve_order', array( 'funding_source' => 'paypal' ), 'body.order_id' ),
			'approve_order empty order id'          => array( 'approve_order', array( 'order_id' => '' ), 'body.order_id' ),
			'approve_order order id as number'      => array( 'approve_order', array( 'order_id' => 123 ), 'body.order_id' ),
			'approve_order float order id'          => array( 'approve_order', array( 'order_id' => 12.5 ), 'body.order_id' ),
			'approve_order order id as array'       => array( 'approve_order', array( 'order_id' => array( $id ) ), 'body.order_id' ),
			'approve_order order id with a space'   => array( 'approve_order', array( 'order_id' => '5O19 0127' ), 'body.order_id' ),
			'approve_order order id of 65'          => array( 'approve_order', array( 'order_id' => str_repeat( 'A', 65 ) ), 'body.order_id' ),
			'approve_order huge order id'           => array( 'approve_order', array( 'order_id' => str_repeat( 'A', 200000 ) ), 'body.order_id' ),
			'approve_order funding source markup'   => array( 'approve_order', array( 'order_id' => $id, 'funding_source' => '<i>paypal</i>' ), 'body.funding_source' ),
			'approve_order should_create as word'   => array( 'approve_order', array( 'order_id' => $id, 'should_create_wc_order' => 'maybe' ), 'body.should_create_wc_order' ),
			'approve_order payer as list'           => array( 'approve_order', array( 'order_id' => $id, 'payer' => array( 'a', 'b' ) ), 'body.payer' ),
			'approve_subscription without id'       => array( 'approve_subscription', array( 'order_id' => $id ), 'body.subscription_id' ),
			'approve_subscription id too long'      => array( 'approve_subscription', array( 'subscription_id' => 'I-' . str_repeat( 'A', 70 ) ), 'body.subscription_id' ),
			'approve_subscription id as object'     => array( 'approve_subscription', array( 'subscription_id' => array( 'id' => 'I-1' ) ), 'body.subscription_id' ),
			'approve_subscription float order id'   => array( 'approve_subscription', array( 'subscription_id' => 'I-1', 'order_id' => 1.5 ), 'body.order_id' ),
			'update_shipping without order id'      => array( 'update_shipping', array( 'rate_id' => 'express' ), 'body.order_id' ),
			'update_shipping float order id'        => array( 'update_shipping', array( 'order_id' => 1.5 ), 'body.order_id' ),
			'update_shipping order id as null'      => array( 'update_shipping', array( 'order_id' => null ), 'body.order_id' ),
		);
	}

	/**
	 * @dataProvider invalid_bodies
	 *
	 * @param string               $name  Endpoint.
	 * @param array<string, mixed> $body  Body.
	 * @param string               $field data.field of the answer.
	 */
	public function test_a_body_outside_the_schema_is_a_german_400_naming_the_field( string $name, array $body, string $field ): void {
		$services = $this->services();
		$this->fill_cart();
		$before = $this->footprint();

		$answer = $this->post( $services, $name, $body );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame(
			array(
				'success' => false,
				'data'    => array(
					'code'    => 'vitrine_invalid_request',
					'message' => self::UNREADABLE,
					'field'   => $field,
				),
			),
			$answer['body']
		);
		$this->assertSame( $before, $this->footprint(), 'Nothing reached the store or the provider.' );
	}

	public function test_an_order_id_written_as_a_float_on_the_wire_is_refused(): void {
		$services = $this->services();
		$nonce    = Router::nonce( 'create_order' );
		foreach ( array( '12.0', '1e3', '1.2e20', '-0.0' ) as $number ) {
			$answer = $this->payment_router( $services )->answer(
				new \Vitrine\Ajax\Request( 'create_order', 'POST', 'application/json', '{"context":"pay-now","order_id":' . $number . ',"order_key":"vo_x","nonce":"' . $nonce . '"}' )
			);
			$this->assertSame( 400, $answer['status'], $number );
			$this->assertSame( 'body.order_id', $answer['body']['data']['field'], $number );
		}
	}

	public function test_unreadable_bodies_are_refused_before_the_nonce_is_even_read(): void {
		$services = $this->services();
		$router   = $this->payment_router( $services );
		$nonce    = Router::nonce( 'create_order' );
		$cases    = array(
			'broken JSON'   => array( 400, new \Vitrine\Ajax\Request( 'create_order', 'POST', 'application/json', '{"context":' ) ),
			'a JSON string' => array( 400, new \Vitrine\Ajax\Request( 'create_order', 'POST', 'application/json', '"product"' ) ),
			'too large'     => array( 413, new \Vitrine\Ajax\Request( 'create_order', 'POST', 'application/json', '{"context":"product","x":"' . str_repeat( 'x', 300000 ) . '"}' ) ),
			'GET'           => array( 405, new \Vitrine\Ajax\Request( 'create_order', 'GET', '', '', array( 'nonce' => $nonce ) ) ),
		);
		foreach ( $cases as $case => list( $status, $request ) ) {
			$answer = $router->answer( $request );
			$this->assertSame( $status, $answer['status'], $case );
			$this->assertFalse( $answer['body']['success'], $case );
			$this->assertMatchesRegularExpression( '/[a-zäöüß]/', $answer['body']['data']['message'], $case );
		}
		$this->assertSame( array(), $this->calls( '/v' ) );
	}

	public function test_a_form_encoded_create_order_is_read_like_json(): void {
		$services = $this->services();
		$this->fill_cart();
		$answer = $this->payment_router( $services )->answer(
			new \Vitrine\Ajax\Request( 'create_order', 'POST', 'application/x-www-form-urlencoded', 'context=product&funding_source=paypal&purchase_units%5B0%5D%5Bamount%5D%5Bvalue%5D=0.01&nonce=' . Router::nonce( 'create_order' ) )
		);
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( $this->shop->cart_totals( self::GUEST )['total'], $this->shop->order( (int) $answer['body']['data']['custom_id'] )->total );
	}
}
