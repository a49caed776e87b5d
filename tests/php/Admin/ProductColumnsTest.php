<?php
/**
 * The products list in the admin: its columns and the sorting by price.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\ProductColumns;
use Vitrine\Store\Product;
use Vitrine\Store\ProductRepository;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Type, price and stock in German after the title; the price column sorts
 * the list by the stored price.
 *
 * @covers \Vitrine\Admin\ProductColumns
 */
final class ProductColumnsTest extends TestCase {
	use StoreFixtures;

	/**
	 * A cell as the list prints it.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Product.
	 */
	private static function cell( string $column, int $post_id ): string {
		ob_start();
		( new ProductColumns() )->column( $column, $post_id );
		return (string) ob_get_clean();
	}

	public function test_the_list_shows_german_type_price_and_stock(): void {
		$shirt   = $this->variable();
		$cup     = $this->simple( 1290, 25 );
		$columns = new ProductColumns();

		$this->assertSame( array( 'cb', 'title', 'vitrine_type', 'vitrine_price', 'vitrine_stock', 'date' ), array_keys( $columns->columns( array( 'cb' => '', 'title' => 'Titel', 'date' => 'Datum' ) ) ) );
		$this->assertSame( "10,00\u{00A0}€ – 12,50\u{00A0}€", ProductColumns::price( $shirt, 'EUR' ) );
		$this->assertSame( "12,90\u{00A0}€", ProductColumns::price( $cup, 'EUR' ) );
		$this->assertSame( 'nicht erfasst', ProductColumns::stock( $shirt ) );
		$this->assertSame( '25', ProductColumns::stock( $cup ) );

		$this->assertSame( 'Variables Produkt', self::cell( 'vitrine_type', $shirt->id ) );
		$this->assertSame( array( 'vitrine_price' => 'vitrine_price' ), $columns->sortable( array() ) );
	}

	/**
	 * The demo's kinds of product as the list shows them: a simple product,
	 * a variable subscription (a price range) and a subscription.
	 */
	public function test_each_type_is_listed_in_german_with_its_price_in_euros_and_its_stock(): void {
		$becher = $this->store()->create_product(
			array(
				'type'  => 'simple',
				'name'  => 'Emaille-Becher',
				'price' => 1290,
				'stock' => 7,
				'sku'   => 'BECHER-1',
			)
		);
		$abo    = $this->store()->create_product(
			array(
				'type'       => Product::VARIABLE_SUBSCRIPTION,
				'name'       => 'Kaffee-Abo',
				'attributes' => array(
					'lieferung' => array(
						'label'   => 'Lieferung',
						'options' => array( 'monatlich', 'vierteljährlich' ),
					),
				),
				'variations' => array(
					array(
						'attributes' => array( 'lieferung' => 'monatlich' ),
						'price'      => 1490,
						'plan'       => array(
							'period'   => 'month',
							'interval' => 1,
						),
					),
					array(
						'attributes' => array( 'lieferung' => 'vierteljährlich' ),
						'price'      => 3990,
						'plan'       => array(
							'period'   => 'month',
							'interval' => 3,
						),
					),
				),
			)
		);
		$box    = $this->box_subscription();

		$this->assertSame( array( 'Einfaches Produkt', "12,90\u{00A0}€", '7' ), array( self::cell( 'vitrine_type', $becher->id ), self::cell( 'vitrine_price', $becher->id ), self::cell( 'vitrine_stock', $becher->id ) ) );
		$this->assertSame( array( 'Variables Abonnement', "14,90\u{00A0}€ – 39,90\u{00A0}€" ), array( self::cell( 'vitrine_type', $abo->id ), self::cell( 'vitrine_price', $abo->id ) ) );
		$this->assertSame( 'Abonnement', self::cell( 'vitrine_type', $box->id ) );
	}

	public function test_the_list_sorts_by_price_ascending_and_descending(): void {
		$this->simple( 2990 );
		$this->simple( 990 );
		$this->simple( 1990 );
		$this->variable();

		$prices = function ( string $order ): array {
			$query = $this->list_query( $order );
			return array_map( static fn( $post ) => (int) get_post_meta( $post->ID, '_vitrine_price', true ), $query->posts );
		};
		$ascending = $prices( 'asc' );
		$this->assertGreaterThan( 3, count( $ascending ) );
		$sorted = $ascending;
		sort( $sorted );
		$this->assertSame( $sorted, $ascending );
		$this->assertSame( array_reverse( $sorted ), $prices( 'desc' ) );
	}

	/**
	 * The products list's main query in the admin, ordered by the price column.
	 *
	 * @param string $order asc or desc.
	 */
	private function list_query( string $order ): \WP_Query {
		global $wp_the_query;
		$main   = $wp_the_query;
		$screen = $GLOBALS['current_screen'] ?? null;
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		// The list's screen, so that is_admin() holds (without the current_screen action).
		$GLOBALS['current_screen'] = \WP_Screen::get( 'edit-' . ProductRepository::POST_TYPE );
		$query        = new \WP_Query();
		$wp_the_query = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the list's main query.
		try {
			$query->query(
				array(
					'post_type'      => ProductRepository::POST_TYPE,
					'post_status'    => 'publish',
					'posts_per_page' => -1,
					'orderby'        => 'vitrine_price',
					'order'          => $order,
				)
			);
		} finally {
			$wp_the_query              = $main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			$GLOBALS['current_screen'] = $screen;
		}
		return $query;
	}
}
