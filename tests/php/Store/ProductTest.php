<?php
/**
 * Products of the built-in store: types, prices, stock, first payments.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\Money;
use Vitrine\Store\ProductRepository;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Products are stored as posts and read back complete.
 */
final class ProductTest extends TestCase {
	use StoreFixtures;

	public function test_a_simple_product_keeps_price_stock_and_shipping(): void {
		$product = $this->simple( 1990, 4, false );
		$again   = $this->store()->product( $product->id );

		$this->assertSame( 'simple', $again->type );
		$this->assertSame( 'Kaffeetasse', $again->name );
		$this->assertSame( 1990, $again->price );
		$this->assertSame( 4, $again->stock );
		$this->assertFalse( $again->needs_shipping );
		$this->assertSame( ProductRepository::POST_TYPE, get_post_type( $product->id ) );
	}

	public function test_variations_have_own_prices_and_stock(): void {
		$product = $this->variable();
		$small   = $product->find_variation( array( 'groesse' => 'S' ) );
		$large   = $product->find_variation( array( 'groesse' => 'L' ) );

		$this->assertSame( array( 1000, 3 ), array( $small->price, $small->stock ) );
		$this->assertSame( array( 1250, null ), array( $large->price, $large->stock ) );
		$this->assertNull( $product->find_variation( array( 'groesse' => 'XL' ) ) );
		$this->assertNull( $product->find_variation( array() ) );
	}

	public function test_a_grouped_product_lists_its_children(): void {
		$cup   = $this->simple();
		$shirt = $this->variable();
		$group = $this->store()->create_product(
			array(
				'type'     => 'grouped',
				'name'     => 'Fanpaket',
				'children' => array( $cup->id, $shirt->id ),
			)
		);
		$this->assertSame( array( $cup->id, $shirt->id ), $this->store()->product( $group->id )->children );
	}

	/**
	 * §3.3: each variation of a variable subscription gets its own
	 * first_payment_html from its own terms.
	 */
	public function test_variable_subscription_variations_get_their_first_payment_html(): void {
		update_option( 'date_format', 'j. F Y' );
		$product = $this->store()->create_product(
			array(
				'type'           => 'variable-subscription',
				'name'           => 'Kaffee-Abo',
				'price'          => 1500,
				'needs_shipping' => false,
				'plan'           => array( 'period' => 'month' ),
				'attributes'     => array(
					'laufzeit' => array(
						'label'   => 'Laufzeit',
						'options' => array( 'monatlich', 'jaehrlich' ),
					),
				),
				'variations'     => array(
					array(
						'attributes' => array( 'laufzeit' => 'monatlich' ),
						'price'      => 1500,
						'plan'       => array(
							'period'       => 'month',
							'trial_length' => 1,
							'trial_period' => 'month',
						),
					),
					array(
						'attributes' => array( 'laufzeit' => 'jaehrlich' ),
						'price'      => 15000,
						'plan'       => array( 'period' => 'year' ),
					),
				),
			)
		);

		// 31 January 2028 + one month of trial = 29 February (leap year).
		$rows = $this->store( '2028-01-31' )->variations( $product->id );

		$this->assertSame( array( 'attribute_laufzeit' => 'monatlich' ), $rows[0]['attributes'] );
		$this->assertStringContainsString( 'Erste Zahlung: 29. Februar 2028', $rows[0]['first_payment_html'] );
		$this->assertSame( '', $rows[1]['first_payment_html'], 'Paid at checkout: no first-payment text.' );
		$this->assertSame( 15000, $rows[1]['price'] );
	}

	public function test_invalid_products_are_refused_in_german_without_writing(): void {
		global $wpdb;
		$before = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" );

		$error = $this->refused( fn() => $this->store()->create_product( array( 'type' => 'simple', 'name' => 'Tasse', 'price' => 19.9 ) ) );
		$this->assertSame( 'Preise müssen ganze, nicht negative Beträge in Cent sein.', $error->getMessage() );

		$error = $this->refused(
			fn() => $this->store()->create_product(
				array(
					'type'       => 'variable',
					'name'       => 'Hemd',
					'price'      => 100,
					'attributes' => array( 'farbe' => array( 'label' => 'Farbe', 'options' => array( 'rot' ) ) ),
					'variations' => array(
						array( 'attributes' => array( 'farbe' => 'rot' ), 'price' => 100 ),
						array( 'attributes' => array( 'farbe' => 'rot' ), 'price' => -5 ),
					),
				)
			)
		);
		$this->assertSame( 'vitrine_invalid_product', $error->error_code );
		$error = $this->refused( fn() => $this->store()->create_product( array( 'type' => 'subscription', 'name' => 'Abo', 'price' => 100, 'plan' => array( 'period' => 'fortnight' ) ) ) );
		$this->assertSame( 'Die Abo-Bedingungen sind ungültig.', $error->getMessage() );

		$this->assertSame( $before, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ), 'A refused product leaves no posts behind.' );
	}

	public function test_stock_is_taken_only_while_there_is_enough(): void {
		$product = $this->simple( 500, 2 );
		$repo    = new ProductRepository();

		$this->assertTrue( $repo->reduce_stock( $product->id, 2 ) );
		$this->assertFalse( $repo->reduce_stock( $product->id, 1 ), 'No unit left.' );
		$this->assertSame( 0, ProductRepository::read_stock( $product->id ) );
		$repo->restore_stock( $product->id, 2 );
		$this->assertSame( 2, ProductRepository::read_stock( $product->id ) );
		$this->assertTrue( $repo->reduce_stock( $this->simple( 100 )->id, 50 ), 'Untracked stock never runs out.' );
	}

	public function test_money_is_integer_cents_with_decimal_strings_for_the_provider(): void {
		$this->assertSame( '12.34', Money::to_decimal( 1234, 'EUR' ) );
		$this->assertSame( '0.05', Money::to_decimal( 5, 'EUR' ) );
		$this->assertSame( '1234', Money::to_decimal( 1234, 'JPY' ) );
		$this->assertSame( 1990, Money::from_decimal( '19,9', 'EUR' ) );
		$this->assertNull( Money::from_decimal( '19,999', 'EUR' ) );
		$this->assertSame( 'EUR', Money::currency() );
		update_option( 'vitrine_currency', 'chf' );
		$this->assertSame( 'CHF', Money::currency() );
		$this->assertSame( "12,34\u{00A0}€", Money::format( 1234, 'EUR' ) );
	}
}
