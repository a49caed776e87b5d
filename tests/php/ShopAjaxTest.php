<?php
/**
 * The shop's §7.2 endpoints (/?wc-ajax={endpoint}).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

use Vitrine\Store\ShopAjax;

require_once __DIR__ . '/StoreFixtures.php';

/**
 * Nonce, method and schema checks first; then the store does the work.
 */
final class ShopAjaxTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:cccccccccccccccccccccccccccccccc';

	/**
	 * Calls an endpoint as a guest with its nonce.
	 *
	 * @param string               $endpoint Endpoint.
	 * @param array<string, mixed> $body     Body without nonce.
	 * @param string               $method   HTTP method.
	 * @return array{status: int, body: array{success: bool, data: mixed}}
	 */
	private function call( string $endpoint, array $body = array(), string $method = 'POST' ): array {
		if ( 'POST' === $method ) {
			$body['nonce'] = ShopAjax::nonce( $endpoint );
		}
		return ( new ShopAjax( $this->store() ) )->handle( $endpoint, $method, $body, self::GUEST, 0 );
	}

	public function test_the_endpoints_follow_the_shop_ajax_url_pattern(): void {
		$this->assertSame( home_url( '/' ) . '?wc-ajax=remove_from_cart', ShopAjax::url( 'remove_from_cart' ) );
		$this->assertSame(
			array( 'change_cart', 'simulate_cart', 'cart_script_params', 'validate_checkout', 'save_checkout_form', 'remove_from_cart', 'set_cart_quantity', 'choose_shipping_rate' ),
			array_keys( ShopAjax::endpoints() )
		);
	}

	public function test_calls_without_a_valid_nonce_or_with_the_wrong_method_are_refused(): void {
		$handler = new ShopAjax( $this->store() );
		$missing = $handler->handle( 'change_cart', 'POST', array( 'products' => array() ), self::GUEST, 0 );
		$this->assertSame( 403, $missing['status'] );
		$this->assertSame( array( 'code' => 'vitrine_invalid_nonce', 'message' => 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.' ), $missing['body']['data'] );

		$other = $handler->handle( 'change_cart', 'POST', array( 'products' => array(), 'nonce' => ShopAjax::nonce( 'simulate_cart' ) ), self::GUEST, 0 );
		$this->assertSame( 403, $other['status'], "Another endpoint's nonce does not count." );

		$this->assertSame( 405, $handler->handle( 'change_cart', 'GET', null, self::GUEST, 0 )['status'] );
		$this->assertSame( 404, $handler->handle( 'checkout_everything', 'POST', array(), self::GUEST, 0 )['status'] );
		$this->assertSame( 400, $handler->handle( 'change_cart', 'POST', null, self::GUEST, 0 )['status'], 'Unreadable JSON.' );
	}

	public function test_a_body_that_does_not_match_the_schema_is_refused_without_writing(): void {
		$cup    = $this->simple( 1990 );
		$answer = $this->call( 'change_cart', array( 'products' => 'all of them' ) );
		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'Die Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.', $answer['body']['data']['message'] );
		$this->assertSame( 400, $this->call( 'change_cart', array( 'products' => array( array( 'quantity' => 1 ) ) ) )['status'], 'A line needs an id.' );
		$this->assertSame( 400, $this->call( 'remove_from_cart', array( 'cart_item_key' => '../x' ) )['status'] );
		$this->assertTrue( $this->store()->cart( self::GUEST )->is_empty() );
		$this->assertGreaterThan( 0, $cup->id );
	}

	public function test_change_cart_answers_purchase_units_priced_on_the_server(): void {
		$cup    = $this->simple( 1990 );
		$answer = $this->call( 'change_cart', array( 'products' => array( array( 'id' => (string) $cup->id, 'quantity' => '2', 'variations' => null, 'extra' => array(), 'price' => '0.01' ) ) ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertTrue( $answer['body']['success'] );
		$unit = $answer['body']['data'][0];
		$this->assertSame( '44.70', $unit['amount']['value'], '2 × 19,90 € + 4,90 € shipping.' );
		$this->assertSame( array_keys( $this->store()->cart( self::GUEST )->items ), array_column( $unit['items'], 'cart_item_key' ) );

		$refused = $this->call( 'change_cart', array( 'products' => array( array( 'id' => 123456 ) ) ) );
		$this->assertSame( 400, $refused['status'] );
		$this->assertSame( 'Dieses Produkt kann nicht gekauft werden.', $refused['body']['data']['message'] );
		$this->assertCount( 1, $this->store()->cart( self::GUEST )->items, 'The cart is kept after a refused change.' );
	}

	public function test_simulate_cart_prices_without_storing(): void {
		$cup    = $this->simple( 1990 );
		$answer = $this->call( 'simulate_cart', array( 'products' => array( array( 'id' => $cup->id, 'quantity' => 3 ) ) ) );
		$this->assertSame(
			array(
				'total'    => '64.60',
				'currency' => 'EUR',
				'button'   => array( 'is_disabled' => false ),
				'messages' => array( 'is_hidden' => false ),
				'funding'  => array( 'paylater' => array( 'enabled' => true ) ),
			),
			$answer['body']['data']
		);
		$this->assertTrue( $this->store()->cart( self::GUEST )->is_empty() );

		$trial = $this->call( 'simulate_cart', array( 'products' => array( array( 'id' => $this->box_subscription()->id ) ) ) )['body']['data'];
		$this->assertSame( '5.00', $trial['total'], 'Only the sign-up fee is due today.' );
		$this->assertFalse( $trial['funding']['paylater']['enabled'], 'No pay-later for subscriptions.' );
	}

	public function test_cart_script_params_and_remove_from_cart(): void {
		$cup = $this->simple( 1000, null, false );
		$this->store()->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 2 ) );
		$key = array_key_first( $this->store()->cart( self::GUEST )->items );

		$params = $this->call( 'cart_script_params', array(), 'GET' )['body']['data'];
		$this->assertSame( '20.00', $params['amount'] );
		$this->assertSame( array( 'currency' => 'EUR' ), $params['url_params'] );
		$this->assertSame( array( array( 'cartItemKey' => $key, 'productId' => $cup->id, 'name' => 'Kaffeetasse', 'quantity' => 2, 'total' => '20.00', 'formattedTotal' => "20,00\u{00A0}€" ) ), $params['cart']['items'] );

		$removed = $this->call( 'remove_from_cart', array( 'cart_item_key' => $key ) );
		$this->assertTrue( $removed['body']['success'] );
		$this->assertSame( '0.00', $removed['body']['data']['cart']['total'] );
		$this->assertSame( 'Dieser Artikel ist nicht mehr in deinem Warenkorb.', $this->call( 'remove_from_cart', array( 'cart_item_key' => $key ) )['body']['data']['message'] );
	}

	public function test_validate_checkout_answers_german_errors_and_save_checkout_form_keeps_only_checkout_fields(): void {
		$this->store()->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1000 )->id ) );
		$form = self::checkout_form( array( 'billing_city' => '' ) );

		$answer = $this->call( 'validate_checkout', array( 'form_encoded' => http_build_query( $form ) ) );
		$this->assertFalse( $answer['body']['success'] );
		$this->assertSame( array( 'Ort (Rechnungsadresse) ist ein Pflichtfeld.' ), $answer['body']['data']['errors'] );
		$this->assertSame( 'Ort (Rechnungsadresse) ist ein Pflichtfeld.', $answer['body']['data']['message'] );
		$this->assertFalse( $answer['body']['data']['refresh'] );

		$valid = $this->call( 'validate_checkout', array( 'form_encoded' => http_build_query( self::checkout_form() ) ) );
		$this->assertTrue( $valid['body']['success'] );

		$saved = $this->call( 'save_checkout_form', array( 'form_encoded' => http_build_query( $form + array( 'evil' => 'x', '_wpnonce' => 'y' ) ) ) );
		$this->assertSame( 'Deine Angaben sind gespeichert.', $saved['body']['data']['message'] );
		$kept = $this->store()->saved_checkout_form( self::GUEST );
		$this->assertSame( 'Erika', $kept['billing_first_name'] );
		$this->assertArrayNotHasKey( 'evil', $kept );
		$this->assertArrayNotHasKey( '_wpnonce', $kept );
	}
}
