<?php
/**
 * §4.8 in the pop-up with the owner's shipping zones: the address picks the
 * zone, the option picks the method, the provider order follows.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Shipping;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Endpoints\CreateOrder;
use Vitrine\Payment\Endpoints\UpdateShipping;
use Vitrine\Payment\Shipping\Routes;
use Vitrine\Provider\Settings;
use Vitrine\Store\CartSession;
use Vitrine\Tests\Payment\PaymentTestCase;
use Vitrine\Tests\Store\ShippingZonesTest;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';
require_once dirname( __DIR__, 2 ) . '/Store/ShippingZonesTest.php';

/**
 * Germany 4,90 € or pickup, Austria and Switzerland 12,90 €, nothing
 * elsewhere (ShippingZonesTest::zones()).
 *
 * @covers \Vitrine\Payment\Shipping\Routes
 * @covers \Vitrine\Payment\ProviderOrders
 */
final class ZonesTest extends PaymentTestCase {

	private const TOKEN = 'shippingzonesroutesabcdefghijklm';

	/**
	 * The guest's cart cookie, the test zones, shipping in the pop-up.
	 */
	protected function setUp(): void {
		parent::setUp();
		$_COOKIE[ CartSession::COOKIE ] = self::TOKEN;
		ShippingZonesTest::zones();
		update_option( Settings::OPTION, array( 'shipping_in_provider' => true ) + self::CONNECTED + Settings::defaults() );
	}

	/**
	 * Forgets the cookie.
	 */
	protected function tearDown(): void {
		unset( $_COOKIE[ CartSession::COOKIE ] );
		parent::tearDown();
	}

	/**
	 * The guest's session key.
	 */
	private static function session(): string {
		return 'guest:' . self::TOKEN;
	}

	/**
	 * A call to one of the routes with the page's nonce.
	 *
	 * @param string $route Route below vitrine/v1.
	 * @param mixed  $body  JSON body.
	 */
	private function post_route( string $route, $body ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/' . Routes::NAMESPACE . $route );
		$request->set_header( 'Nonce', Routes::nonce() );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	/**
	 * The options of a provider order: id => [amount, selected].
	 *
	 * @param string $id Provider order id.
	 * @return array<string, array{0: string, 1: bool}>
	 */
	private function provider_options( string $id ): array {
		$options = array();
		foreach ( $this->control( 'GET', 'orders/' . $id )['purchase_units'][0]['shipping']['options'] ?? array() as $option ) {
			$options[ $option['id'] ] = array( $option['amount']['value'], $option['selected'] );
		}
		return $options;
	}

	public function test_an_address_in_a_country_no_zone_takes_is_refused_and_the_cart_kept(): void {
		$this->shop->add_to_cart( self::session(), array( 'id' => $this->simple( 1990 )->id ) );
		$this->shop->set_shipping_address( self::session(), array( 'country' => 'DE', 'city' => 'Köln', 'postcode' => '51147' ) );

		$answer = $this->post_route( Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'city' => 'Paris', 'postcode' => '75001', 'country' => 'FR' ) ) );

		$this->assertSame( 400, $answer->get_status() );
		$this->assertSame( 'In dieses Land liefern wir nicht.', $answer->get_data()['data']['message'], '§8.2: the page rejects the pop-up’s change with data.message.' );
		$this->assertSame( 'country', $answer->get_data()['data']['field'] );
		$this->assertSame( 'Köln', $this->shop->cart( self::session() )->shipping_address['city'] );
	}

	public function test_the_address_picks_the_zone_and_the_option_must_be_one_of_it(): void {
		$this->shop->add_to_cart( self::session(), array( 'id' => $this->simple( 1990 )->id ) );

		$answer = $this->post_route( Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'city' => 'Wien', 'postcode' => '1010', 'country' => 'AT' ) ) );

		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( array( 'standard' ), array_column( $answer->get_data()['shipping_rates'], 'rate_id' ) );
		$this->assertSame( '32.80', $answer->get_data()['totals']['total_price'] );
		$pickup = $this->post_route( Routes::SELECT_RATE, array( 'rate_id' => 'pickup' ) );
		$this->assertSame( 400, $pickup->get_status() );
		$this->assertSame( 'Bitte wähle eine der Versandarten.', $pickup->get_data()['message'] );
	}

	public function test_the_provider_order_offers_the_zones_methods_and_follows_an_address_into_another_zone(): void {
		$services = $this->services();
		$this->shop->add_to_cart( self::session(), array( 'id' => $this->simple( 1990 )->id ) );
		$caller  = new Caller( 0, self::session() );
		$created = ( new CreateOrder( $services->store, $services->provider_orders ) )->handle( array( 'context' => 'cart' ), $caller );
		$this->assertSame(
			array(
				'standard' => array( '4.90', true ),
				'pickup'   => array( '0.00', false ),
			),
			$this->provider_options( $created['id'] ),
			'Germany’s methods this cart is offered (no free shipping below 50 €).'
		);

		$this->post_route( Routes::UPDATE_CUSTOMER, array( 'shipping_address' => array( 'city' => 'Zürich', 'postcode' => '8001', 'country' => 'CH' ) ) );
		( new UpdateShipping( $services->store, $services->provider_orders ) )->handle( array( 'order_id' => $created['id'] ), $caller );

		$this->assertSame( array( 'standard' => array( '12.90', true ) ), $this->provider_options( $created['id'] ) );
		$this->assertSame( '32.80', $this->control( 'GET', 'orders/' . $created['id'] )['purchase_units'][0]['amount']['value'] );
	}
}
