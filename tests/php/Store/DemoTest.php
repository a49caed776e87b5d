<?php
/**
 * The store's demo products (tools/site/demo.php).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\ProductRepository;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';
require_once dirname( __DIR__, 3 ) . '/tools/site/demo.php';

/**
 * The test site is seeded like the dev site: one product of each type.
 */
final class DemoTest extends TestCase {
	use StoreFixtures;

	/**
	 * A demo product's ID by slug.
	 *
	 * @param string $slug Slug.
	 */
	private static function demo_id( string $slug ): int {
		$post = get_page_by_path( $slug, OBJECT, ProductRepository::POST_TYPE );
		return $post ? (int) $post->ID : 0;
	}

	public function test_there_is_one_demo_product_of_each_type(): void {
		$types = array();
		foreach ( array( 'jahresmitgliedschaft', 'ticket-sommerfest', 'kaffeetasse', 'vitrine-shirt', 'fanpaket', 'monatsbox', 'kaffee-abo', 'stadtfuehrung' ) as $slug ) {
			$product = $this->store()->product( self::demo_id( $slug ) );
			$this->assertNotNull( $product, "Demo product {$slug} is missing." );
			$types[ $slug ] = $product->type;
		}
		$found = array_values( array_unique( $types ) );
		sort( $found );
		$this->assertSame( array( 'booking', 'grouped', 'simple', 'subscription', 'variable', 'variable-subscription' ), $found );
		$this->assertSame( 14, $this->store()->product( self::demo_id( 'monatsbox' ) )->plan->trial_length );
	}

	public function test_the_variable_subscriptions_variations_have_different_first_payments(): void {
		$rows = $this->store( '2026-11-22' )->variations( self::demo_id( 'kaffee-abo' ) );
		$this->assertCount( 2, $rows );
		$this->assertStringContainsString( 'Erste Zahlung: 29. November 2026', $rows[0]['first_payment_html'], '7-day trial.' );
		$this->assertStringContainsString( 'Erste Zahlung: 1. Dezember 2026', $rows[1]['first_payment_html'], 'Renewal on the 1st.' );
	}

	public function test_demo_options_are_written_with_umlauts(): void {
		$abo = $this->store()->product( self::demo_id( 'kaffee-abo' ) );
		$this->assertSame( array( 'monatlich', 'vierteljährlich' ), $abo->attributes['lieferung']['options'], 'No "ae" for "ä" in what shoppers read.' );
	}

	public function test_seeding_again_adds_nothing(): void {
		global $wpdb;
		$count = static fn(): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type IN (%s, %s)", ProductRepository::POST_TYPE, ProductRepository::VARIATION_TYPE ) );
		$before = $count();
		vitrine_seed_store_demo();
		$this->assertSame( $before, $count() );
	}
}
