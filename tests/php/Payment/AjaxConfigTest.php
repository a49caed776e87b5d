<?php
/**
 * The §3.11 `ajax` object of a product page against the Router.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Ajax\Request;
use Vitrine\Ajax\Router;
use Vitrine\Payment\Config\Printer;
use Vitrine\Payment\Ids;
use Vitrine\Plugin;
use Vitrine\Provider\Settings;
use Vitrine\Store\OrderStatus;

require_once __DIR__ . '/PaymentTestCase.php';

/**
 * The page's object is what the payment script calls with: every endpoint
 * the Router registers is in it with its URL, and its nonces are the ones
 * the Router accepts — a whole payment runs on them.
 *
 * @covers \Vitrine\Plugin::shop_for_config
 * @covers \Vitrine\Ajax\Router::links
 */
final class AjaxConfigTest extends PaymentTestCase {

	/**
	 * The §3.11 object of a product page with a mini-cart, as Printer embeds it.
	 *
	 * @param int $product Product id.
	 * @return array<string, mixed>
	 */
	private function product_page_config( int $product ): array {
		$store    = $this->shop;
		$settings = array_merge( Settings::defaults(), array( 'client_id' => 'page-client' ) );
		$printer  = new Printer( static fn() => $store, static fn(): array => $settings, static fn(): array => Plugin::shop_for_config() );
		$printer->collect( Ids::CONTEXT_MINI_CART, array() );
		$printer->collect( Ids::CONTEXT_PRODUCT, array( 'product_id' => $product ) );
		ob_start();
		$printer->print();
		$html = (string) ob_get_clean();
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="' . Ids::CONFIG_ELEMENT . '">(.*?)</script>#s', $html, $m ) );
		$config = json_decode( $m[1], true );
		$this->assertIsArray( $config );
		$this->assertSame( 'product', $config['context'] );
		return $config;
	}

	public function test_a_product_pages_config_lists_every_router_endpoint_with_its_url_and_nonce(): void {
		$config = $this->product_page_config( $this->simple( 1990 )->id );

		$registered = array_keys( Router::endpoints() );
		foreach ( array( 'create_order', 'approve_order', 'approve_subscription', 'update_shipping', 'change_cart', 'remove_from_cart' ) as $name ) {
			$this->assertContains( $name, $registered );
		}
		foreach ( $registered as $name ) {
			$this->assertArrayHasKey( $name, $config['ajax'], "§3.11 ajax.$name" );
			$this->assertSame( home_url( '/' ) . '?wc-ajax=' . $name, $config['ajax'][ $name ]['endpoint'], $name );
			$this->assertTrue( (bool) wp_verify_nonce( $config['ajax'][ $name ]['nonce'], 'vitrine_' . $name ), "ajax.$name.nonce verifies for its own endpoint" );
		}
		$this->assertNotSame( $config['ajax']['create_order']['nonce'], $config['ajax']['approve_order']['nonce'], 'One nonce per endpoint.' );
	}

	public function test_a_payment_runs_on_the_nonces_of_the_page_and_not_on_each_others(): void {
		$services = $this->services();
		$this->fill_cart();
		$config = $this->product_page_config( $this->simple( 990 )->id );
		$router = $this->payment_router( $services );
		$call   = static fn( string $name, string $nonce, array $body ): array => $router->answer( Request::json( $name, $body + array( 'nonce' => $nonce ) ) );

		$crossed = $call( 'create_order', $config['ajax']['approve_order']['nonce'], array( 'context' => 'product' ) );
		$this->assertSame( 403, $crossed['status'], 'approve_order\'s nonce does not open create_order.' );

		$created = $call( 'create_order', $config['ajax']['create_order']['nonce'], array( 'context' => 'product' ) );
		$this->assertSame( 200, $created['status'] );
		$this->approve( $created['body']['data']['id'] );
		$approved = $call(
			'approve_order',
			$config['ajax']['approve_order']['nonce'],
			array(
				'order_id'       => $created['body']['data']['id'],
				'funding_source' => 'paypal',
			)
		);

		$this->assertSame( 200, $approved['status'] );
		$order = $this->order( $created['body']['data'] );
		$this->assertTrue( OrderStatus::is_paid( $order->status ) );
		$this->assertSame( \Vitrine\Shop\ShopPages::received_url( $order ), $approved['body']['data']['order_received_url'] );
	}
}
