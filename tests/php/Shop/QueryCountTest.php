<?php
/**
 * A shop page's database queries do not grow with the data: the shop grid's
 * first page costs as many queries with a catalogue four times as large, and
 * a customer's order list as many with ten times her orders. What each page
 * shows is bounded (a page of cards, a page of orders); a query per
 * product or per order in the catalogue would show here.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Account\AccountPage;
use Vitrine\Shop\ProductGridPattern;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Queries of one rendering, counted from a cold object cache (as the first
 * request after a change finds it).
 */
final class QueryCountTest extends TestCase {
	use StoreFixtures;

	/**
	 * The queries a callback makes, from a cold object cache.
	 *
	 * @param callable $render Renders a page part and returns its markup.
	 * @return array{0: int, 1: string} Queries and markup.
	 */
	private static function queries( callable $render ): array {
		global $wpdb;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$html   = (string) $render();
		return array( $wpdb->num_queries - $before, $html );
	}

	/**
	 * Products of the mix a shop has: simple ones and variable ones.
	 *
	 * @param int $count How many.
	 */
	private function products( int $count ): void {
		for ( $i = 0; $i < $count; $i++ ) {
			if ( 0 === $i % 4 ) {
				$this->variable();
			} else {
				$this->simple( 990 + $i, 0 === $i % 3 ? 5 : null );
			}
		}
	}

	public function test_the_shop_grids_first_page_costs_the_same_queries_with_four_times_the_catalogue(): void {
		$grid = static fn() => do_blocks( ProductGridPattern::content( 12 ) );
		$this->products( 14 );
		[ $small, $html ] = self::queries( $grid );
		$this->assertSame( 12, substr_count( $html, '<li class="wp-block-post' ), 'a full first page' );

		$this->products( 42 );
		[ $large, $html ] = self::queries( $grid );
		$this->assertSame( 12, substr_count( $html, '<li class="wp-block-post' ) );
		$this->assertSame( $small, $large, "queries with 14 products: $small, with 56: $large" );
	}

	public function test_a_customers_order_list_costs_the_same_queries_with_ten_times_her_orders(): void {
		$store    = $this->store();
		$customer = (int) wp_insert_user(
			array(
				'user_login' => 'many-orders-' . wp_generate_password( 6, false ),
				'user_email' => 'many-orders-' . wp_generate_password( 6, false ) . '@example.org',
				'user_pass'  => wp_generate_password(),
			)
		);
		wp_set_current_user( $customer );
		$product = $this->simple( 1290 );
		$orders  = static function ( int $count ) use ( $store, $product, $customer ): void {
			for ( $i = 0; $i < $count; $i++ ) {
				$session = 'user:' . $customer;
				$store->add_to_cart( $session, array( 'id' => $product->id, 'quantity' => 1 ), $customer );
				$store->place_order( $session, self::checkout_form( array( 'payment_method' => 'bacs' ) ), $customer );
			}
		};
		$list = static fn() => ( new AccountPage( $store ) )->render(
			$customer,
			array(
				'section' => 'orders',
				'id'      => 0,
			)
		);

		$orders( 12 );
		[ $few ] = self::queries( $list );
		$orders( 108 );
		[ $many ] = self::queries( $list );
		$this->assertSame( $few, $many, "queries with 12 orders: $few, with 120: $many" );
	}
}
