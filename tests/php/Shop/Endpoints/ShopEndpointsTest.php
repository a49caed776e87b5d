<?php
/**
 * The shop's endpoints (§7.2 and the cart page's own) behind the Router.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop\Endpoints;

use Vitrine\Ajax\Request;
use Vitrine\Ajax\Router;
use Vitrine\Shop\Module;
use Vitrine\Tests\Shop\ShopCalls;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/StoreFixtures.php';
require_once dirname( __DIR__ ) . '/ShopCalls.php';

/**
 * One class per endpoint; nonce, method and schema first, then the store.
 */
final class ShopEndpointsTest extends TestCase {
	use StoreFixtures;
	use ShopCalls;

	private const GUEST = 'guest:cccccccccccccccccccccccccccccccc';

	public function test_the_endpoints_are_registered_one_class_each_under_the_shop_ajax_url_pattern(): void {
		$this->assertSame( home_url( '/' ) . '?wc-ajax=remove_from_cart', Router::url( 'remove_from_cart' ) );
		$names = array( 'change_cart', 'simulate_cart', 'cart_script_params', 'validate_checkout', 'save_checkout_form', 'remove_from_cart', 'set_cart_quantity', 'choose_shipping_rate' );
		$this->assertSame( $names, array_slice( array_keys( Router::endpoints() ), 0, 8 ), 'Through the filter vitrine_ajax_endpoints.' );
		$this->assertSame( $names, array_map( static fn( $endpoint ): string => $endpoint->name(), Module::shop_endpoints( $this->store() ) ) );
		$this->assertSame( 'GET', Router::endpoints()['cart_script_params']->method() );
	}

	public function test_calls_without_a_valid_nonce_or_with_the_wrong_method_are_refused(): void {
		$missing = $this->call( 'change_cart', array( 'products' => array(), 'nonce' => null ) );
		$this->assertSame( 403, $missing['status'] );
		$this->assertSame( array( 'code' => 'vitrine_invalid_nonce', 'message' => 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.' ), $missing['body']['data'] );

		$other = $this->call( 'change_cart', array( 'products' => array(), 'nonce' => Router::nonce( 'simulate_cart' ) ) );
		$this->assertSame( 403, $other['status'], "Another endpoint's nonce does not count." );

		$this->log_in_as( 'subscriber' );
		$foreign = Router::nonce( 'change_cart' );
		wp_set_current_user( 0 );
		$this->assertSame( 403, $this->call( 'change_cart', array( 'products' => array(), 'nonce' => $foreign ) )['status'], "A logged-in user's nonce does not work for a guest." );

		add_filter( 'nonce_life', static fn(): int => 2 );
		$stale = Router::nonce( 'change_cart' );
		add_filter( 'nonce_life', static fn(): int => 2000000 );
		$this->assertSame( 403, $this->call( 'change_cart', array( 'products' => array(), 'nonce' => $stale ) )['status'], 'A nonce of another tick is stale.' );
		remove_all_filters( 'nonce_life' );

		$router = $this->shop_router( self::GUEST );
		$this->assertSame( 405, $router->answer( new Request( 'change_cart', 'GET' ) )['status'] );
		$this->assertSame( 405, $this->call( 'cart_script_params' )['status'], 'cart_script_params is a GET.' );
		$this->assertSame( 404, $this->call( 'checkout_everything' )['status'] );
		$this->assertSame( 400, $router->answer( new Request( 'change_cart', 'POST', 'application/json', '{"nonce":' ) )['status'], 'Unreadable JSON.' );
	}

	public function test_the_cart_page_posts_form_encoded_bodies_with_digit_strings(): void {
		$cup = $this->simple( 1000, null, false );
		$this->store()->add_to_cart( self::GUEST, array( 'id' => $cup->id ) );
		$key    = array_key_first( $this->store()->cart( self::GUEST )->items );
		$body   = http_build_query(
			array(
				'nonce'         => Router::nonce( 'set_cart_quantity' ),
				'cart_item_key' => $key,
				'quantity'      => '3',
			)
		);
		$answer = $this->shop_router( self::GUEST )->answer( new Request( 'set_cart_quantity', 'POST', 'application/x-www-form-urlencoded; charset=UTF-8', $body ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 3, $answer['body']['data']['cart']['count'] );
		$this->assertSame( 400, $this->call( 'set_cart_quantity', array( 'cart_item_key' => $key, 'quantity' => '10000' ) )['status'] );
		$this->assertSame( 400, $this->call( 'set_cart_quantity', array( 'cart_item_key' => $key, 'quantity' => 2.5 ) )['status'] );
		$this->assertSame( 3, $this->store()->cart( self::GUEST )->items[ $key ]['quantity'] );
	}

	public function test_an_empty_string_for_products_is_a_400_not_an_empty_cart(): void {
		$this->store()->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1000 )->id ) );
		foreach ( array( 'change_cart', 'simulate_cart' ) as $name ) {
			$answer = $this->call( $name, array( 'products' => '' ) );
			$this->assertSame( 400, $answer['status'], $name );
			$this->assertSame( 'vitrine_invalid_request', $answer['body']['data']['code'] );
			$this->assertSame( 'body.products', $answer['body']['data']['field'] );
			$this->assertSame( 'Die Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.', $answer['body']['data']['message'] );
		}
		$this->assertCount( 1, $this->store()->cart( self::GUEST )->items, 'The cart is untouched.' );
	}

	public function test_a_float_or_huge_product_id_is_a_400_before_the_store_sees_it(): void {
		$cup = $this->simple( 1000 );
		foreach ( array( $cup->id + 0.5, '9223372036854775808', 9223372036854775807, -9223372036854775807 - 1, 0, '1e3', true, array( $cup->id ) ) as $id ) {
			$answer = $this->call( 'change_cart', array( 'products' => array( array( 'id' => $id ) ) ) );
			$this->assertSame( 400, $answer['status'], var_export( $id, true ) );
			$this->assertSame( 'body.products[0].id', $answer['body']['data']['field'] );
		}
		$raw = '{"nonce":"' . Router::nonce( 'change_cart' ) . '","products":[{"id":' . $cup->id . '.0}]}';
		$this->assertSame( 400, $this->shop_router( self::GUEST )->answer( new Request( 'change_cart', 'POST', 'application/json', $raw ) )['status'], 'A whole float is no id either.' );
		$this->assertTrue( $this->store()->cart( self::GUEST )->is_empty() );
		$this->assertSame( 200, $this->call( 'change_cart', array( 'products' => array( array( 'id' => (string) $cup->id ) ) ) )['status'], 'A digit string is an id.' );
	}

	public function test_adding_9999_twice_to_one_line_is_refused_with_what_is_in_the_cart(): void {
		$cup  = $this->simple( 1000 );
		$line = array(
			'products' => array(
				array(
					'id'       => $cup->id,
					'quantity' => 9999,
				),
			),
			'add'      => true,
		);
		$this->assertSame( 200, $this->call( 'change_cart', $line )['status'] );
		$again = $this->call( 'change_cart', $line );
		$this->assertSame( 400, $again['status'] );
		$this->assertSame( 'Du hast schon 9999 Stück dieses Produkts im Warenkorb; eine Zeile im Warenkorb fasst höchstens 9999.', $again['body']['data']['message'] );
		$this->assertSame( array( 9999 ), array_column( $this->store()->cart( self::GUEST )->items, 'quantity' ) );

		$line['products'][0]['quantity'] = 1;
		$this->assertSame( 400, $this->call( 'change_cart', $line )['status'], 'One more is one too many.' );
		$this->assertSame( 400, $this->call( 'simulate_cart', array( 'products' => array( array( 'id' => $cup->id, 'quantity' => 9999 ), array( 'id' => $cup->id, 'quantity' => 1 ) ) ) )['status'], 'The simulation follows the same rule.' );
	}

	public function test_a_checkout_form_with_too_many_fields_or_too_deep_a_nesting_is_refused_before_parsing(): void {
		$this->store()->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1000 )->id ) );
		$many = implode( '&', array_map( static fn( int $i ): string => 'f' . $i . '=1', range( 1, 1001 ) ) );
		$deep = 'billing_city' . str_repeat( '[a]', 65 ) . '=x';
		foreach ( array( 'validate_checkout', 'save_checkout_form' ) as $name ) {
			foreach ( array( $many, $deep, str_replace( array( '[', ']' ), array( '%5B', '%5D' ), $deep ) ) as $form ) {
				$answer = $this->call( $name, array( 'form_encoded' => $form ) );
				$this->assertSame( 400, $answer['status'], $name );
				$this->assertSame( 'Das Formular hat zu viele Felder.', $answer['body']['data']['message'] );
			}
		}
		$this->assertSame( array(), $this->store()->saved_checkout_form( self::GUEST ) );
		$arrays = $this->call( 'validate_checkout', array( 'form_encoded' => http_build_query( self::checkout_form() ) . '&billing_city[]=x' ) );
		$this->assertSame( 'Ort (Rechnungsadresse) ist ein Pflichtfeld.', $arrays['body']['data']['message'], 'An array where text belongs counts as missing.' );
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

	/**
	 * Formerly the e2e product-add-to-cart tests of the other product kinds
	 * (§2.4, §3.6): the lines each demo product's form sends (their form →
	 * lines step is src/store/test/product-lines.test.ts's) go into the cart
	 * through change_cart with `add`, and cart_script_params reads them back
	 * with the server's totals; each kind in a cart of its own.
	 */
	public function test_the_demo_products_of_each_kind_go_into_the_cart_with_the_servers_totals(): void {
		$demo  = static fn( string $slug ): int => (int) get_page_by_path( $slug, OBJECT, \Vitrine\Store\ProductRepository::POST_TYPE )->ID;
		$kinds = array(
			'variable: the chosen variation with its price'          => array(
				array(
					'id'         => $demo( 'vitrine-shirt' ),
					'quantity'   => 1,
					'variations' => array(
						array(
							'name'  => 'attribute_groesse',
							'value' => 'L',
						),
					),
				),
				array( array( 'Vitrine-Shirt – L', 1, '26.90' ) ),
				'31.80',
			),
			'grouped: each quantity[{id}] a line of its own product' => array(
				array(
					'id'       => $demo( 'kaffeetasse' ),
					'quantity' => 3,
				),
				array( array( 'Kaffeetasse', 3, '38.70' ) ),
				'43.60',
			),
			'booking: date, time and persons, one line'              => array(
				array(
					'id'       => $demo( 'stadtfuehrung' ),
					'quantity' => 1,
					'booking'  => array(
						'wc_bookings_field_start_date'      => '2026-12-02',
						'wc_bookings_field_start_date_time' => '14:00',
						'wc_bookings_field_persons'         => '3',
					),
				),
				// 3 persons × 12 €, nothing shipped.
				array( array( 'Stadtführung', 1, '36.00' ) ),
				'36.00',
			),
			'subscription: bought once, nothing due today during the trial' => array(
				array(
					'id'       => $demo( 'monatsbox' ),
					'quantity' => 1,
				),
				// A free trial; the box is shipped.
				array( array( 'Monatsbox', 1, '0.00' ) ),
				'4.90',
			),
			'variable subscription: the chosen variation, once'      => array(
				array(
					'id'         => $demo( 'kaffee-abo' ),
					'quantity'   => 1,
					'variations' => array(
						array(
							'name'  => 'attribute_lieferung',
							'value' => 'vierteljährlich',
						),
					),
				),
				array( array( 'Kaffee-Abo – vierteljährlich', 1 ) ),
				null,
			),
		);
		$i = 0;
		foreach ( $kinds as $kind => [ $line, $items, $total ] ) {
			$router  = $this->shop_router( 'guest:' . str_pad( 'democart' . ( ++$i ), 32, 'x' ) );
			$changed = $router->answer(
				Request::json(
					'change_cart',
					array(
						'nonce'    => Router::nonce( 'change_cart' ),
						'add'      => true,
						'products' => array( $line + array( 'variations' => null, 'extra' => array() ) ),
					)
				)
			);
			$this->assertSame( 200, $changed['status'], $kind . ': ' . wp_json_encode( $changed['body'] ) );
			$cart = $router->answer( new Request( 'cart_script_params', 'GET' ) )['body']['data']['cart'];
			$this->assertSame(
				$items,
				array_map( static fn( array $item ): array => array_slice( array( $item['name'], $item['quantity'], $item['total'] ), 0, count( $items[0] ) ), $cart['items'] ),
				$kind
			);
			if ( null !== $total ) {
				$this->assertSame( $total, $cart['total'], $kind );
			}
		}
	}
}
