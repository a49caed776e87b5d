<?php
/**
 * What the editor previews show: each block's rendering through WordPress'
 * block renderer (the request `ServerPreview` makes) as the admin who edits,
 * on the demo content. The editor keeps that a preview shows and is inert
 * (tests/e2e/editor/block-previews.spec.ts).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Blocks;

use Vitrine\Account\AccountRoutes;
use Vitrine\Blocks\PreviewSamples;
use Vitrine\Memberships\Plans;
use Vitrine\Store\ProductRepository;
use Vitrine\Store\Stores;
use Vitrine\Tests\TestCase;
use WP_REST_Request;

/**
 * @coversNothing
 */
final class EditorPreviewsTest extends TestCase {

	/**
	 * The demo's administrator (its cart is the editor's cart).
	 *
	 * @var int
	 */
	private int $admin = 0;

	/**
	 * The main query's account section and ID before the test: the block
	 * renderer's request has none, whatever an earlier test left there.
	 *
	 * @var array<string, mixed>
	 */
	private array $query_vars = array();

	protected function setUp(): void {
		parent::setUp();
		$this->admin = (int) get_user_by( 'login', 'admin' )->ID;
		wp_set_current_user( $this->admin );
		foreach ( array( AccountRoutes::QUERY_SECTION, AccountRoutes::QUERY_ID ) as $name ) {
			$this->query_vars[ $name ] = get_query_var( $name );
			set_query_var( $name, '' );
		}
	}

	protected function tearDown(): void {
		foreach ( $this->query_vars as $name => $value ) {
			set_query_var( $name, $value );
		}
		parent::tearDown();
	}

	/**
	 * The admin's draft being edited: the directory renders for the post it
	 * stands on (its author decides what it may show, §6).
	 */
	private function draft(): int {
		return $this->create_post(
			array(
				'post_status' => 'draft',
				'post_author' => $this->admin,
			)
		)->ID;
	}

	/**
	 * The block renderer's answer for a block, as the editor asks for it.
	 *
	 * @param string               $name       Block name.
	 * @param array<string, mixed> $attributes Attributes.
	 * @param int                  $post_id    Post of the block context, 0 for none.
	 */
	private function preview( string $name, array $attributes = array(), int $post_id = 0 ): string {
		$request = new WP_REST_Request( 'POST', '/wp/v2/block-renderer/' . $name );
		$request->set_query_params( array( 'context' => 'edit' ) );
		$request->set_header( 'Content-Type', 'application/json' );
		$body = array( 'attributes' => (object) $attributes );
		if ( $post_id > 0 ) {
			$body['post_id'] = $post_id;
		}
		$request->set_body( (string) wp_json_encode( $body ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (string) $response->get_data()['rendered'];
	}

	/**
	 * Visible text of markup, with its spaces collapsed.
	 *
	 * @param string $html Markup.
	 */
	private static function text( string $html ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES ) ) );
	}

	/**
	 * A demo product's ID.
	 *
	 * @param string $slug Slug.
	 */
	private static function product( string $slug ): int {
		return (int) get_page_by_path( $slug, OBJECT, ProductRepository::POST_TYPE )->ID;
	}

	public function test_each_block_previews_the_demo_content_for_the_admin(): void {
		$samples = PreviewSamples::data();
		$draft   = $this->draft();
		$expect  = array(
			array( 'vitrine/cart', array(), 0, array( '/Dein Warenkorb ist leer\./' ) ),
			array( 'vitrine/checkout', array(), 0, array( '/Kasse/', '/Dein Warenkorb ist leer\./' ) ),
			array( 'vitrine/mini-cart', array(), 0, array( '/0 Artikel/', '/0,00\s€/u' ) ),
			array( 'vitrine/my-account', array(), 0, array( '/Bestellungen/', '/Zahlungsarten/', '/Hallo admin/' ) ),
			array( 'vitrine/members-directory', array(), $draft, array( '/60 Mitglieder/', '/Anna Becker/', '/Mitglieder suchen/' ) ),
			array( 'vitrine/events-list', array(), 0, array( '/Sommerkonzert im Park/', '/Kulturhaus Mitte/' ) ),
			// The sample product (the first variable one) and subscription.
			array( 'vitrine/product-price', array(), $samples['product'], array( '/24,90\s€\s–\s26,90\s€/u' ) ),
			array( 'vitrine/add-to-cart-form', array(), $samples['product'], array( '/Größe/', '/Menge/', '/In den Warenkorb/' ) ),
			array( 'vitrine/subscription-first-payment', array(), $samples['subscription'], array( '/^Erste Zahlung: \d{1,2}\. \p{L}+ \d{4}$/u' ) ),
			// The next upcoming event.
			array( 'vitrine/event-details', array(), $samples['event'], array( '/Wann/', '/Sommerkonzert|\d{4}/', '/In meinen Kalender eintragen/' ) ),
			array( 'vitrine/events-slider', array(), 0, array( '/Sommerkonzert im Park/' ) ),
		);
		foreach ( $expect as [ $name, $attributes, $post_id, $patterns ] ) {
			$text = self::text( $this->preview( $name, $attributes, $post_id ) );
			foreach ( $patterns as $pattern ) {
				$this->assertMatchesRegularExpression( $pattern, $text, "{$name} shows {$pattern}" );
			}
		}
	}

	public function test_the_cart_checkout_and_mini_cart_previews_show_the_editors_own_cart(): void {
		Stores::get()->add_to_cart( 'user:' . $this->admin, array( 'id' => self::product( 'kaffeetasse' ) ), $this->admin );

		$cart = self::text( $this->preview( 'vitrine/cart' ) );
		$this->assertStringContainsString( 'Kaffeetasse', $cart );
		$this->assertStringContainsString( '12,90', $cart );
		$this->assertStringContainsString( 'Kaffeetasse', self::text( $this->preview( 'vitrine/checkout' ) ) );
		$this->assertStringContainsString( '1 Artikel', self::text( $this->preview( 'vitrine/mini-cart' ) ) );
	}

	public function test_the_inserter_examples_of_the_directory_the_slider_and_the_list_show_real_data(): void {
		$examples = array(
			'vitrine/members-directory' => 'Anna Becker',
			'vitrine/events-slider'     => 'Sommerkonzert im Park',
			'vitrine/events-list'       => 'Sommerkonzert im Park',
		);
		$draft    = $this->draft();
		foreach ( $examples as $name => $shown ) {
			$example = $this->block_type( $name )->example;
			$this->assertIsArray( $example, "{$name} has an example" );
			$this->assertStringContainsString( $shown, $this->preview( $name, $example['attributes'], $draft ), "{$name}'s example shows real data" );
		}
	}

	public function test_the_previews_follow_the_inspectors_settings(): void {
		$items = static fn( string $html ): int => substr_count( $html, 'class="vitrine-events-list__item"' );
		$this->assertSame( 3, $items( $this->preview( 'vitrine/events-list', array( 'count' => 3 ) ) ) );
		$this->assertSame( 2, $items( $this->preview( 'vitrine/events-list', array( 'count' => 2 ) ) ), 'The events list follows its number (§3.4).' );

		$past = self::text( $this->preview( 'vitrine/events-slider', array( 'events' => 'past' ) ) );
		$this->assertStringContainsString( 'Frühjahrsmarkt', $past, 'The slider shows past events when asked (§3.4).' );
		$this->assertStringNotContainsString( 'Sommerkonzert im Park', $past );

		$premium   = (int) get_page_by_path( 'premium', OBJECT, Plans::POST_TYPE )->ID;
		$directory = self::text( $this->preview( 'vitrine/members-directory', array( 'membershipPlans' => array( $premium ) ), $this->draft() ) );
		$this->assertStringContainsString( 'Felix Becker', $directory, 'A plan keeps its members (§3.2).' );
		$this->assertStringNotContainsString( 'Anna Becker', $directory );
		$this->assertStringNotContainsString( '60 Mitglieder', $directory );
	}

	/**
	 * In a product's editor the product blocks get the product as their
	 * block context (WordPress gives it to what block.json asks for) and
	 * preview it: a variable subscription's own price and choice, and an
	 * empty first-payment area, for which the editor shows a sample date and
	 * says so (§2.3; src/blocks/subscription-first-payment/test/edit.test.tsx).
	 */
	public function test_a_variable_subscriptions_blocks_preview_its_own_price_and_form_and_an_empty_first_payment_2_3(): void {
		foreach ( array( 'vitrine/product-price', 'vitrine/add-to-cart-form', 'vitrine/subscription-first-payment' ) as $name ) {
			$this->assertSame( array( 'postId', 'postType' ), $this->block_type( $name )->uses_context, $name );
		}
		$abo = self::product( 'kaffee-abo' );

		$this->assertMatchesRegularExpression( '/^14,90\s€/u', self::text( $this->preview( 'vitrine/product-price', array(), $abo ) ), 'Its own price, not the sample product\'s.' );
		$this->assertStringContainsString( 'Lieferung', self::text( $this->preview( 'vitrine/add-to-cart-form', array(), $abo ) ) );
		$area = $this->preview( 'vitrine/subscription-first-payment', array(), $abo );
		$this->assertStringContainsString( 'data-vitrine-variable="1"', $area );
		$this->assertSame( '', self::text( $area ), 'Empty until a variation is picked.' );
	}
}
