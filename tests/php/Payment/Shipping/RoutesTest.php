<?php
/**
 * §7.2 shipping changes inside the wallet pop-up: the REST routes, and the
 * provider order following them through update_shipping.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Shipping;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Endpoints\CreateOrder;
use Vitrine\Payment\Endpoints\UpdateShipping;
use Vitrine\Payment\Shipping\Config;
use Vitrine\Payment\Shipping\Routes;
use Vitrine\Store\CartSession;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\PaymentTestCase;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * @covers \Vitrine\Payment\Shipping\Routes
 * @covers \Vitrine\Payment\Shipping\CartAnswer
 * @covers \Vitrine\Payment\Shipping\Config
 */
final class RoutesTest extends PaymentTestCase {

	private const TOKEN = 'shippingroutestestabcdefghijklmn';

	/**
	 * The guest's cart cookie is sent with every call.
	 */
	protected function setUp(): void {
		parent::setUp();
		$_COOKIE[ CartSession::COOKIE ] = self::TOKEN;
	}

	/**
	 * Forgets the cookie.
	 */
	protected function tearDown(): void {
		unset( $_COOKIE[ CartSession::COOKIE ] );
		parent::tearDown();
	}

	/**
	 * The guest's cart: 2 mugs of 19,90 € (shipped), delivered to Köln.
	 */
	private function cart_with_mugs(): void {
		$this->shop->add_to_cart( self::session(), array( 'id' => $this->simple( 1990 )->id, 'quantity' => 2 ) );
		$this->shop->set_shipping_address(
			self::session(),
			array(
				'address_1' => 'Heidestraße 17',
				'city'      => 'Köln',
				'postcode'  => '51147',
				'country'   => 'DE',
			)
		);
	}

	/**
	 * The guest's session key.
	 */
	private static function session(): string {
		return 'guest:' . self::TOKEN;
	}

	/**
	 * A call to one of the routes.
	 *
	 * @param string      $method HTTP method.
	 * @param string      $route  Route below vitrine/v1.
	 * @param mixed       $body   JSON body.
	 * @param string|null $nonce  Nonce header (null: none).
	 */
	private function call( string $method, string $route, $body = null, ?string $nonce = 'valid' ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/' . Routes::NAMESPACE . $route );
		if ( null !== $nonce ) {
			$request->set_header( 'Nonce', 'valid' === $nonce ? Routes::nonce() : $nonce );
		}
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * GET /cart: the address with the §3.7 defaults, the rates with the
	 * selected one, the totals and the cart for the vitrine/cart store.
	 */
	public function test_the_cart_answers_its_shipping_address_rates_and_totals(): void {
		$this->cart_with_mugs();

		$answer = $this->call( 'GET', Routes::CART );

		$this->assertSame( 200, $answer->get_status() );
		$data = $answer->get_data();
		$this->assertSame(
			array(
				'first_name' => '',
				'last_name'  => '',
				'company'    => '',
				'address_1'  => 'Heidestraße 17',
				'address_2'  => '',
				'city'       => 'Köln',
				'state'      => '',
				'postcode'   => '51147',
				'country'    => 'DE',
				'phone'      => '',
			),
			$data['shipping_address']
		);
		$this->assertTrue( $data['needs_shipping'] );
		$this->assertSame( array( 'standard', 'express' ), array_column( $data['shipping_rates'], 'rate_id' ) );
		$this->assertSame( array( true, false ), array_column( $data['shipping_rates'], 'selected' ) );
		$this->assertSame( '9.90', $data['shipping_rates'][1]['price'] );
		$this->assertSame( '44.70', $data['totals']['total_price'] );
		$this->assertSame( '4.90', $data['totals']['total_shipping'] );
		$this->assertSame( "44,70\u{00A0}€", $data['totals']['formatted']['total_price'] );
		$this->assertSame( '44.70', $data['cart']['total'] );
		$this->assertSame( 'standard', $data['cart']['shippingRate'] );
	}

	/**
	 * A guest without a cart gets an empty one, not an error.
	 */
	public function test_a_guest_without_a_cart_reads_an_empty_cart(): void {
		unset( $_COOKIE[ CartSession::COOKIE ] );
		$data = $this->call( 'GET', Routes::CART )->get_data();
		$this->assertSame( '0.00', $data['totals']['total_price'] );
		$this->assertSame( array(), $data['shipping_rates'] );
		$this->assertSame( '', $data['shipping_address']['country'] );
	}

	/**
	 * The Nonce header comes first: missing 401, stale 403, German, for
	 * every route, and nothing changes.
	 */
	public function test_a_call_without_its_nonce_is_refused_in_german_before_anything_else(): void {
		$this->cart_with_mugs();
		foreach ( array( array( 'GET', Routes::CART ), array( 'POST', Routes::SELECT_RATE ), array( 'POST', Routes::UPDATE_CUSTOMER ) ) as [ $method, $route ] ) {
			$missing = $this->call( $method, $route, null, null );
			$this->assertSame( 401, $missing->get_status(), $route );
			$this->assertSame( 'Der Anfrage fehlt das Sicherheits-Token.', $missing->get_data()['message'] );
			$stale = $this->call( $method, $route, array( 'rate_id' => 'express' ), 'abc123' );
			$this->assertSame( 403, $stale->get_status(), $route );
			$this->assertSame( 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.', $stale->get_data()['message'] );
		}
		$this->assertSame( '', $this->shop->cart( self::session() )->shipping_rate );
	}

	/**
	 * Option change: the rate is chosen and the new totals answered.
	 */
	public function test_choosing_a_rate_answers_the_new_totals(): void {
		$this->cart_with_mugs();

		$answer = $this->call( 'POST', Routes::SELECT_RATE, array( 'rate_id' => 'express' ) );

		$this->assertSame( 200, $answer->get_status() );
		$data = $answer->get_data();
		$this->assertSame( '49.70', $data['totals']['total_price'] );
		$this->assertSame( array( false, true ), array_column( $data['shipping_rates'], 'selected' ) );
		$this->assertSame( 'express', $this->shop->cart( self::session() )->shipping_rate );
	}

	/**
	 * A rate the shop does not have: German 400, the choice kept, so the
	 * pop-up's change is rejected.
	 */
	public function test_an_unknown_rate_is_refused_in_german_and_the_choice_kept(): void {
		$this->cart_with_mugs();
		$this->shop->choose_shipping_rate( self::session(), 'express' );

		$answer = $this->call( 'POST', Routes::SELECT_RATE, array( 'rate_id' => 'mond' ) );

		$this->assertSame( 400, $answer->get_status() );
		$this->assertSame( 'Bitte wähle eine der Versandarten.', $answer->get_data()['message'] );
		$this->assertSame( 'express', $this->shop->cart( self::session() )->shipping_rate );
	}

	/**
	 * Bodies that do not match the schema: German 400, never a 5xx.
	 */
	public function test_malformed_bodies_are_refused_with_a_german_400(): void {
		$this->cart_with_mugs();
		$bad = array(
			array( Routes::SELECT_RATE, array() ),
			array( Routes::SELECT_RATE, array( 'rate_id' => 7 ) ),
			array( Routes::SELECT_RATE, array( 'rate_id' => str_repeat( 'x', 65 ) ) ),
			array( Routes::SELECT_RATE, array( 'rate_id' => array( 'express' ) ) ),
			array( Routes::UPDATE_CUSTOMER, array() ),
			array( Routes::UPDATE_CUSTOMER, array( 'shipping_address' => 'Wien' ) ),
			array( Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'country' => 'DEU' ) ) ),
			array( Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'country' => 7 ) ) ),
			array( Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'city' => str_repeat( 'a', 101 ) ) ) ),
			array( Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'postcode' => array( '1010' ) ) ) ),
			// A list passes WordPress' object check; bench:fuzz found it answered 200.
			array( Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'x' ) ) ),
		);
		foreach ( $bad as [ $route, $body ] ) {
			$answer = $this->call( 'POST', $route, $body );
			$this->assertSame( 400, $answer->get_status(), (string) wp_json_encode( $body ) );
			$this->assertSame( 'Die Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.', $answer->get_data()['message'] );
		}
		$request = new WP_REST_Request( 'POST', '/' . Routes::NAMESPACE . Routes::SELECT_RATE );
		$request->set_header( 'Nonce', Routes::nonce() );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{"rate_id": ' );
		$this->assertSame( 400, rest_do_request( $request )->get_status(), 'Broken JSON.' );
		$this->assertSame( '', $this->shop->cart( self::session() )->shipping_rate );
	}

	/**
	 * Address change with the provider's partial address (§3.7 mapping of
	 * city, state, countryCode, postalCode): taken; the street of the old
	 * place is not kept under the new one.
	 */
	public function test_the_partial_address_of_the_pop_up_is_taken_and_answers_the_totals(): void {
		$this->cart_with_mugs();

		$answer = $this->call(
			'POST',
			Routes::UPDATE_CUSTOMER,
			array(
				'shipping_address' => array(
					'city'     => 'Wien',
					'state'    => 'W',
					'postcode' => '1010',
					'country'  => 'at',
				),
			)
		);

		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$expected = array(
			'address_1' => '',
			'address_2' => '',
			'city'      => 'Wien',
			'state'     => 'W',
			'postcode'  => '1010',
			'country'   => 'AT',
		);
		$this->assertSame( $expected, $this->shop->cart( self::session() )->shipping_address );
		$this->assertSame( 'AT', $answer->get_data()['shipping_address']['country'] );
		$this->assertSame( '44.70', $answer->get_data()['totals']['total_price'] );
		$this->assertSame( 2, count( $answer->get_data()['shipping_rates'] ) );
	}

	/**
	 * The same place again keeps the street the cart has.
	 */
	public function test_an_address_change_within_the_same_place_keeps_the_street(): void {
		$this->cart_with_mugs();
		$this->call( 'POST', Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'state' => 'NW', 'city' => 'Köln', 'postcode' => '51147', 'country' => 'DE' ) ) );
		$address = $this->shop->cart( self::session() )->shipping_address;
		$this->assertSame( 'Heidestraße 17', $address['address_1'] );
		$this->assertSame( 'NW', $address['state'] );
	}

	/**
	 * A country the shop does not deliver to, or a postcode that cannot be
	 * one: German 400 naming the field, the address kept.
	 */
	public function test_an_address_the_shop_cannot_deliver_to_is_refused_in_german(): void {
		$this->cart_with_mugs();
		$before = $this->shop->cart( self::session() )->shipping_address;

		$abroad = $this->call( 'POST', Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'city' => 'Boston', 'postcode' => '02108', 'country' => 'US' ) ) );
		$badzip = $this->call( 'POST', Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'postcode' => '1234567', 'country' => 'DE' ) ) );

		$this->assertSame( 400, $abroad->get_status() );
		$this->assertSame( 'In dieses Land liefern wir nicht.', $abroad->get_data()['message'] );
		$this->assertSame( 'In dieses Land liefern wir nicht.', $abroad->get_data()['data']['message'], '§8.2: the page reads data.message.' );
		$this->assertSame( 'country', $abroad->get_data()['data']['field'] );
		$this->assertSame( 400, $badzip->get_status() );
		$this->assertSame( 'Postleitzahl (Lieferadresse) ist keine gültige Postleitzahl.', $badzip->get_data()['message'] );
		$this->assertSame( $before, $this->shop->cart( self::session() )->shipping_address );
	}

	/**
	 * Changes need a cart.
	 */
	public function test_a_change_without_a_cart_is_refused(): void {
		$answer = $this->call( 'POST', Routes::SELECT_RATE, array( 'rate_id' => 'express' ) );
		$this->assertSame( 400, $answer->get_status() );
		$this->assertSame( 'Dein Warenkorb ist leer.', $answer->get_data()['message'] );
	}

	/**
	 * WordPress would log a customer out of a REST call without X-WP-Nonce;
	 * these routes carry their own nonce, so she stays logged in (only
	 * there).
	 */
	public function test_the_routes_keep_the_cookie_login_that_their_own_nonce_guards(): void {
		$wp     = $GLOBALS['wp'];
		$before = $wp->query_vars;
		try {
			$wp->query_vars['rest_route'] = '/vitrine/v1/cart/select-shipping-rate';
			$this->assertTrue( apply_filters( 'rest_authentication_errors', null ) );
			$wp->query_vars['rest_route'] = '/wp/v2/users/me';
			$this->assertNotTrue( Routes::keep_login( null ) );
			$this->assertSame( 'earlier', Routes::keep_login( 'earlier' ) );
		} finally {
			$wp->query_vars = $before;
		}
	}

	/**
	 * The §3.11 keys of §7.2: the three endpoints and a nonce the routes accept.
	 */
	public function test_the_page_configuration_names_the_routes_and_a_valid_nonce(): void {
		$config = Config::for_page();
		$this->assertSame( rest_url( 'vitrine/v1/cart/select-shipping-rate' ), $config['update_customer_shipping']['shipping_options']['endpoint'] );
		$this->assertSame( rest_url( 'vitrine/v1/cart' ), $config['update_customer_shipping']['shipping_address']['cart_endpoint'] );
		$this->assertSame( rest_url( 'vitrine/v1/cart/update-customer' ), $config['update_customer_shipping']['shipping_address']['update_customer_endpoint'] );
		$this->assertSame( 1, wp_verify_nonce( $config['store_api_nonce'], 'vitrine_store_api' ) );
	}

	/**
	 * Option change in the pop-up, then update_shipping: the provider order
	 * is patched to the new total and names the cart's new order.
	 */
	public function test_after_a_rate_change_update_shipping_patches_the_provider_order_to_the_new_total(): void {
		$services = $this->services();
		$this->cart_with_mugs();
		$caller  = new Caller( 0, self::session() );
		$created = ( new CreateOrder( $services->store, $services->provider_orders ) )->handle( array( 'context' => 'cart' ), $caller );

		$this->assertSame( 200, $this->call( 'POST', Routes::SELECT_RATE, array( 'rate_id' => 'express' ) )->get_status() );
		( new UpdateShipping( $services->store, $services->provider_orders ) )->handle( array( 'order_id' => $created['id'] ), $caller );

		$patches = $this->calls( '/v2/checkout/orders/' . $created['id'] );
		$patches = array_values( array_filter( $patches, static fn( array $c ): bool => 'PATCH' === $c['method'] ) );
		$this->assertCount( 1, $patches );
		$this->assertSame( 204, $patches[0]['status'] );
		$provider = $this->control( 'GET', 'orders/' . $created['id'] );
		$this->assertSame( '49.70', $provider['purchase_units'][0]['amount']['value'] );
		$this->assertSame( '9.90', $provider['purchase_units'][0]['amount']['breakdown']['shipping']['value'] );
		$new = $this->shop->order_by_provider_order_id( $created['id'] );
		$this->assertSame( (string) $new->id, $provider['purchase_units'][0]['custom_id'] );
		$this->assertSame( OrderStatus::CANCELLED, $this->shop->order( (int) $created['custom_id'] )->status );
	}

	/**
	 * Address change in the pop-up, then update_shipping: the provider order
	 * moves to the cart's order for the new address; the partial address is
	 * not sent back over the payer's whole one.
	 */
	public function test_after_an_address_change_update_shipping_moves_the_provider_order_and_keeps_the_payers_address(): void {
		$services = $this->services();
		$this->cart_with_mugs();
		$caller  = new Caller( 0, self::session() );
		$created = ( new CreateOrder( $services->store, $services->provider_orders ) )->handle( array( 'context' => 'cart' ), $caller );
		$this->assertSame( 'Heidestraße 17', $this->control( 'GET', 'orders/' . $created['id'] )['purchase_units'][0]['shipping']['address']['address_line_1'] );

		$this->call( 'POST', Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'city' => 'Wien', 'state' => 'W', 'postcode' => '1010', 'country' => 'AT' ) ) );
		( new UpdateShipping( $services->store, $services->provider_orders ) )->handle( array( 'order_id' => $created['id'] ), $caller );

		$patches = array_values( array_filter( $this->calls( '/v2/checkout/orders/' . $created['id'] ), static fn( array $c ): bool => 'PATCH' === $c['method'] ) );
		$this->assertCount( 1, $patches );
		$this->assertSame( 204, $patches[0]['status'] );
		$new      = $this->shop->order_by_provider_order_id( $created['id'] );
		$provider = $this->control( 'GET', 'orders/' . $created['id'] );
		$this->assertNotSame( (int) $created['custom_id'], $new->id );
		$this->assertSame( 'AT', $new->shipping['country'] );
		$this->assertSame( (string) $new->id, $provider['purchase_units'][0]['custom_id'] );
		$this->assertSame( 'Heidestraße 17', $provider['purchase_units'][0]['shipping']['address']['address_line_1'] );
	}
}
