<?php
/**
 * Whose cart it is: guest cookies, users, login, and which store is used.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\CartSession;
use Vitrine\Store\DatabaseStore;
use Vitrine\Store\OrderRepository;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Stores;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Cart sessions and the store resolver.
 */
final class SessionTest extends TestCase {
	use StoreFixtures;

	/**
	 * Leaves no cookie and no chosen store behind.
	 */
	protected function tearDown(): void {
		unset( $_COOKIE[ CartSession::COOKIE ] );
		Stores::reset();
		parent::tearDown();
	}

	public function test_a_guest_gets_a_token_that_keeps_its_case_on_the_next_request(): void {
		unset( $_COOKIE[ CartSession::COOKIE ] );
		$this->assertNull( CartSession::current(), 'No session until something goes into the cart.' );

		$key = CartSession::current( true );
		$this->assertMatchesRegularExpression( '/^guest:[A-Za-z0-9]{32}$/', $key );
		$this->assertSame( $key, CartSession::current(), 'The next read of the cookie finds the same cart.' );

		$_COOKIE[ CartSession::COOKIE ] = 'not a token';
		$this->assertNull( CartSession::current() );

		$user = $this->log_in_as( 'subscriber' );
		$this->assertSame( 'user:' . $user, CartSession::current( true ) );
	}

	public function test_logging_in_moves_the_guest_cart_into_the_users_cart(): void {
		$store = $this->store();
		$cup   = $this->simple( 1990, 3 );
		$other = $this->simple( 500 );
		$guest = 'guest:' . str_repeat( 'a', 32 );
		$user  = $this->log_in_as( 'subscriber' );
		$store->add_to_cart( 'user:' . $user, array( 'id' => $cup->id, 'quantity' => 2 ) );
		$store->add_to_cart( $guest, array( 'id' => $cup->id, 'quantity' => 1 ) );
		$store->add_to_cart( $guest, array( 'id' => $other->id, 'quantity' => 4 ) );

		$cart = $store->merge_guest_cart( $guest, $user );

		$this->assertSame( array( 3, 4 ), array_values( array_column( $cart->items, 'quantity' ) ) );
		$this->assertTrue( $store->cart( $guest )->is_empty(), 'The guest cart is gone.' );

		$store->add_to_cart( $guest, array( 'id' => $cup->id, 'quantity' => 1 ) );
		$cart = $store->merge_guest_cart( $guest, $user );
		$this->assertSame( array( 3, 4 ), array_values( array_column( $cart->items, 'quantity' ) ), 'A line beyond the stock is dropped, not half-merged.' );
	}

	public function test_the_wp_login_hook_merges_the_cookie_cart(): void {
		$store = $this->store();
		$cup   = $this->simple( 1990 );
		$token = str_repeat( 'B', 32 );
		$store->add_to_cart( 'guest:' . $token, array( 'id' => $cup->id, 'quantity' => 2 ) );
		$user                           = $this->log_in_as( 'subscriber' );
		$_COOKIE[ CartSession::COOKIE ] = $token;

		Stores::merge_cart_on_login( 'someone', get_userdata( $user ) );

		$this->assertSame( 2, array_values( Stores::get()->cart( 'user:' . $user )->items )[0]['quantity'] );
	}

	public function test_a_bridge_can_replace_the_store_through_a_filter(): void {
		$this->assertInstanceOf( DatabaseStore::class, Stores::get() );
		$bridge = $this->store( '2030-01-01' );
		add_filter( 'vitrine_store', static fn() => $bridge );
		Stores::reset();
		$this->assertSame( $bridge, Stores::get() );

		add_filter( 'vitrine_store', static fn() => 'not a store', 20 );
		Stores::reset();
		$this->assertInstanceOf( DatabaseStore::class, Stores::get(), 'Anything that is not a Store is ignored.' );
	}

	/**
	 * Two requests that read the same pending order (the shopper's return
	 * and a provider notification): only the first status change lands.
	 */
	public function test_a_stale_status_change_of_an_order_is_refused(): void {
		$store = $this->store();
		$store->add_to_cart( 'user:5', array( 'id' => $this->simple( 1000 )->id ) );
		$order = $store->place_order( 'user:5', self::checkout_form() );
		$repo  = new OrderRepository();

		$this->assertTrue( $repo->compare_and_set_status( $order->id, OrderStatus::PENDING, OrderStatus::PROCESSING ) );
		$this->assertFalse( $repo->compare_and_set_status( $order->id, OrderStatus::PENDING, OrderStatus::CANCELLED ), 'The second request read "pending" too late.' );
		$this->assertSame( OrderStatus::PROCESSING, $store->order( $order->id )->status );
		$this->assertSame( 2, $store->order( $order->id )->version );
	}

	public function test_the_pay_for_order_link_carries_the_order_key(): void {
		$store = $this->store();
		$store->add_to_cart( 'user:6', array( 'id' => $this->simple( 1000 )->id ) );
		$order = $store->place_order( 'user:6', self::checkout_form() );
		$query = array();
		wp_parse_str( (string) wp_parse_url( \Vitrine\Shop\ShopPages::pay_url( $order ), PHP_URL_QUERY ), $query );

		$this->assertSame( $order->order_key, $query['key'] );
		$this->assertSame( home_url( '/kasse/bestellung-bezahlen/' . $order->id . '/' ), strtok( \Vitrine\Shop\ShopPages::pay_url( $order ), '?' ) );
		$this->assertSame( $order->id, $store->order_for_payment( $order->id, $query['key'] )->id );
	}
}
