<?php
/**
 * The shop's pages after activation.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\PageSetup;
use Vitrine\Shop\ShopPages;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Shop\PageSetup
 */
final class PageSetupTest extends TestCase {

	/**
	 * The seeded site already has every page (the demo runs the same
	 * set-up): each test starts from a plain WordPress without them.
	 */
	protected function setUp(): void {
		parent::setUp();
		foreach ( ShopPages::SLUGS as $key => $slug ) {
			$id   = ShopPages::page_id( $key );
			$page = get_page_by_path( $slug );
			foreach ( array( $id, $page ? $page->ID : 0 ) as $gone ) {
				if ( $gone > 0 ) {
					wp_delete_post( $gone, true );
				}
			}
		}
		delete_option( ShopPages::OPTION );
		update_option( 'wp_page_for_privacy_policy', 0 );
	}

	/**
	 * Pages of the site (not in the trash).
	 */
	private static function page_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'page' AND post_status NOT IN ('trash', 'auto-draft')" );
	}

	public function test_activation_creates_every_shop_page_with_its_block_and_remembers_it_by_id(): void {
		update_option( 'rewrite_rules', array( 'stale' => 'index.php' ) );
		$before = self::page_count();

		PageSetup::activate();

		$ids = ShopPages::page_ids();
		$this->assertSame( array_keys( ShopPages::SLUGS ), array_keys( $ids ), 'Every page is remembered by its ID.' );
		$this->assertSame( $before + count( ShopPages::SLUGS ), self::page_count() );
		$expected = array(
			'shop'       => array( 'shop', 'Shop', 'publish' ),
			'cart'       => array( 'warenkorb', 'Warenkorb', 'publish' ),
			'checkout'   => array( 'kasse', 'Kasse', 'publish' ),
			'account'    => array( 'mein-konto', 'Mein Konto', 'publish' ),
			'imprint'    => array( 'impressum', 'Impressum', 'draft' ),
			'privacy'    => array( 'datenschutz', 'Datenschutzerklärung', 'draft' ),
			'terms'      => array( 'agb', 'AGB', 'draft' ),
			'withdrawal' => array( 'widerruf', 'Widerrufsbelehrung', 'draft' ),
			'shipping'   => array( 'versand', 'Versand und Zahlung', 'draft' ),
		);
		foreach ( $expected as $key => [ $slug, $title, $status ] ) {
			$page = get_post( $ids[ $key ] );
			$this->assertSame( 'page', $page->post_type, $key );
			$this->assertSame( $title, $page->post_title, $key );
			$this->assertSame( $status, $page->post_status, $key . ': legal pages wait as drafts for the owner\'s text.' );
			$this->assertSame( $slug, $page->post_name, $key );
		}
		$this->assertTrue( has_block( 'vitrine/cart', $ids['cart'] ) );
		$this->assertTrue( has_block( 'vitrine/checkout', $ids['checkout'] ) );
		$this->assertTrue( has_block( 'vitrine/my-account', $ids['account'] ) );
		// The shop page is the product grid: a query loop of products with the product blocks.
		$shop = get_post( $ids['shop'] );
		$this->assertTrue( has_block( 'core/query', $shop ) );
		$this->assertStringContainsString( '"postType":"vitrine_product"', $shop->post_content );
		$this->assertTrue( has_block( 'vitrine/product-button', $shop ) );
		$this->assertSame( $ids['privacy'], (int) get_option( 'wp_page_for_privacy_policy' ), 'WordPress links the new privacy policy.' );
		$this->assertEmpty( get_option( 'rewrite_rules' ), 'The rules are built anew on the next request.' );
		$this->assertSame( home_url( '/warenkorb/' ), ShopPages::cart_url() );
		$this->assertSame( home_url( '/kasse/' ), ShopPages::checkout_url() );
		$this->assertSame( home_url( '/mein-konto/' ), ShopPages::account_url() );
		$this->assertSame( home_url( '/shop/' ), ShopPages::shop_url() );
	}

	public function test_activating_twice_creates_nothing_twice(): void {
		$first = PageSetup::run();
		$count = self::page_count();

		$this->assertSame( $first, PageSetup::run() );
		$this->assertSame( $count, self::page_count() );
	}

	public function test_a_trashed_or_deleted_page_is_made_again_on_the_next_activation(): void {
		$first = PageSetup::run();
		wp_trash_post( $first['cart'] );
		wp_delete_post( $first['checkout'], true );

		$again = PageSetup::run();

		$this->assertNotSame( $first['cart'], $again['cart'] );
		$this->assertNotSame( $first['checkout'], $again['checkout'] );
		$this->assertSame( 'publish', get_post_status( $again['cart'] ) );
		$this->assertTrue( has_block( 'vitrine/cart', $again['cart'] ) );
		$this->assertTrue( has_block( 'vitrine/checkout', $again['checkout'] ) );
		$this->assertSame( $first['account'], $again['account'], 'The others stay.' );
		$this->assertSame( $again['cart'], ShopPages::page_id( 'cart' ) );
	}

	public function test_a_page_that_holds_the_block_already_is_adopted_whatever_its_slug(): void {
		$own   = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_name'    => 'mein-korb',
				'post_title'   => 'Mein Korb',
				'post_content' => "<!-- wp:paragraph -->\n<p>Schön, dass du da bist.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:vitrine/cart {\"className\":\"x\"} /-->",
			)
		)->ID;
		$count = self::page_count();

		$ids = PageSetup::run();

		$this->assertSame( $own, $ids['cart'] );
		$this->assertSame( $count + count( ShopPages::SLUGS ) - 1, self::page_count(), 'No second cart page.' );
		$this->assertSame( home_url( '/mein-korb/' ), ShopPages::cart_url() );
		$this->assertStringContainsString( 'Schön, dass du da bist.', get_post( $own )->post_content, 'The owner\'s page is kept as it is.' );
	}

	public function test_a_page_with_the_slug_is_adopted_and_gets_the_block_it_lacks(): void {
		$kasse = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_name'    => 'kasse',
				'post_title'   => 'Zur Kasse',
				'post_content' => "<!-- wp:paragraph -->\n<p>Fast geschafft.</p>\n<!-- /wp:paragraph -->",
			)
		)->ID;

		$ids = PageSetup::run();

		$this->assertSame( $kasse, $ids['checkout'] );
		$content = get_post( $kasse )->post_content;
		$this->assertStringContainsString( 'Fast geschafft.', $content );
		$this->assertTrue( has_block( 'vitrine/checkout', $content ) );
		$this->assertSame( 'Zur Kasse', get_the_title( $kasse ) );
	}

	public function test_the_privacy_policy_page_wordpress_made_is_adopted(): void {
		$privacy = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
				'post_name'   => 'datenschutzerklaerung',
				'post_title'  => 'Datenschutzerklärung',
			)
		)->ID;
		update_option( 'wp_page_for_privacy_policy', $privacy );

		$this->assertSame( $privacy, PageSetup::run()['privacy'] );
		$this->assertSame( $privacy, (int) get_option( 'wp_page_for_privacy_policy' ) );
	}

	public function test_activation_is_hooked(): void {
		$hook = 'activate_' . plugin_basename( VITRINE_FILE );
		$this->assertNotFalse( has_action( $hook, array( PageSetup::class, 'activate' ) ) );
	}
}
