<?php
/**
 * §3.11 contract, server half: the object the shop's own page renderers
 * embed, on every kind of page, has the shape of the committed samples that
 * Jest checks against the TypeScript type (src/store/payment/test/
 * config-samples.test.ts), and carries the facts each page kind needs.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Config;

use Vitrine\Payment\Config\Printer;
use Vitrine\Payment\Ids;
use Vitrine\Shop\AddToCartForm;
use Vitrine\Shop\CartPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\MiniCart;
use Vitrine\Shop\OrderPages;
use Vitrine\Store\DatabaseStore;
use Vitrine\Store\ProductRepository;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/StoreFixtures.php';

/**
 * Each page is rendered as the site renders it — the header's mini-cart,
 * then the page's own renderer, which fires its payment context — through
 * the plugin's own listener (Printer::booted()) and its footer print().
 *
 * The samples (`src/store/payment/test/fixtures/config-samples.json`) are
 * written by this test with VITRINE_WRITE_CONFIG_SAMPLES=1 (nonces and the
 * emulator's port masked); without it, the shape of every object built now
 * — every key, no other key, each value's JSON type, lists' item shapes —
 * must equal its sample's, so neither side can change alone.
 *
 * @covers \Vitrine\Payment\Config\Printer
 * @covers \Vitrine\Payment\Config\Builder
 */
final class ContractTest extends TestCase {
	use StoreFixtures;

	private const SAMPLES = 'src/store/payment/test/fixtures/config-samples.json';

	/** The demo's product of each type (tools/site/demo.php). */
	private const PRODUCTS = array(
		'kaffeetasse'   => 'simple',
		'vitrine-shirt' => 'variable',
		'fanpaket'      => 'grouped',
		'stadtfuehrung' => 'booking',
		'monatsbox'     => 'subscription',
		'kaffee-abo'    => 'variable-subscription',
	);

	private DatabaseStore $shop;

	private Printer $listener;

	/**
	 * A guest with a cart cookie; the plugin's listener, fresh.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->shop     = $this->store();
		$listener       = Printer::booted();
		$this->listener = $listener ?? $this->fail( 'The plugin wires the listener in.' );
		$this->listener->reset();
		$_COOKIE['vitrine_cart'] = 'contractguestcartcookie012345678';
	}

	/**
	 * Forgets the page and the cookie.
	 */
	protected function tearDown(): void {
		$this->listener->reset();
		unset( $_COOKIE['vitrine_cart'] );
		parent::tearDown();
	}

	/**
	 * A demo product's ID by slug.
	 *
	 * @param string $slug Slug.
	 */
	private static function demo_id( string $slug ): int {
		$post = get_page_by_path( $slug, OBJECT, ProductRepository::POST_TYPE );
		return $post ? (int) $post->ID : 0;
	}

	/**
	 * Renders one page (the header's mini-cart unless told otherwise, then
	 * the page's body) and returns the footer's object, parsed as JSON
	 * objects (so that `{}` and `[]` stay apart).
	 *
	 * @param callable|null $body    The page's own renderer, null for a page with only the header.
	 * @param string        $session The cart session.
	 */
	private function page( ?callable $body, string $session ): \stdClass {
		$this->listener->reset();
		MiniCart::render( $this->shop, $session );
		if ( null !== $body ) {
			$body();
		}
		ob_start();
		$this->listener->print();
		$html = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $html, 'id="' . Ids::CONFIG_ELEMENT . '"' ), 'One object per page.' );
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="' . Ids::CONFIG_ELEMENT . '">(.*?)</script>#s', $html, $m ) );
		$config = json_decode( $m[1] );
		$this->assertInstanceOf( \stdClass::class, $config );
		return $config;
	}

	/**
	 * The shape of a decoded JSON value: an object's keys (sorted) with their
	 * shapes, the distinct shapes of a list's items, or a scalar's type.
	 *
	 * @param mixed $value Decoded JSON.
	 * @return mixed
	 */
	private static function shape( $value ) {
		if ( $value instanceof \stdClass ) {
			$keys = array();
			foreach ( get_object_vars( $value ) as $key => $item ) {
				$keys[ $key ] = self::shape( $item );
			}
			ksort( $keys );
			return array( 'object' => $keys );
		}
		if ( is_array( $value ) ) {
			$items = array_values( array_unique( array_map( static fn( $item ): string => (string) wp_json_encode( self::shape( $item ) ), $value ) ) );
			sort( $items );
			return array( 'list' => $items );
		}
		return match ( true ) {
			null === $value => 'null',
			is_bool( $value ) => 'boolean',
			is_int( $value ) || is_float( $value ) => 'number',
			default => 'string',
		};
	}

	/**
	 * Every page kind's object, as the site renders it.
	 *
	 * @return array<string, \stdClass>
	 */
	private function pages(): array {
		$guest = 'guest:' . $_COOKIE['vitrine_cart'];
		$pages = array();

		// A guest on a product page of each type, with an empty cart.
		foreach ( array_keys( self::PRODUCTS ) as $slug ) {
			$product = $this->shop->product( self::demo_id( $slug ) );
			$this->assertNotNull( $product, $slug );
			$pages[ 'product:' . $slug ] = $this->page( fn() => ( new AddToCartForm( $this->shop ) )->render( $product, '' ), $guest );
		}

		// Her cart and checkout with two cups and a subscription box.
		$this->shop->add_to_cart(
			$guest,
			array(
				'id'       => self::demo_id( 'kaffeetasse' ),
				'quantity' => 2,
			)
		);
		$this->shop->add_to_cart( $guest, array( 'id' => self::demo_id( 'monatsbox' ) ) );
		$pages['cart']     = $this->page( fn() => CartPage::render( $this->shop, $guest ), $guest );
		$pages['checkout'] = $this->page( fn() => CheckoutPage::render( $this->shop, $guest, 0 ), $guest );

		// The pay-for-order page of a cup ordered by transfer, then a page with only the header.
		$this->shop->remove_from_cart( $guest, $this->cart_key( $guest, 'monatsbox' ) );
		$order            = $this->shop->place_order( $guest, self::checkout_form( array( 'payment_method' => 'bacs' ) ) );
		$pages['pay-now'] = $this->page( fn() => OrderPages::pay( $this->shop, $order->id, $order->order_key, 0 ), $guest );
		$pages['mini-cart'] = $this->page( null, $guest );

		// A logged-in customer's checkout.
		$user = $this->log_in_as( 'subscriber' );
		$this->shop->add_to_cart( 'user:' . $user, array( 'id' => self::demo_id( 'kaffeetasse' ) ), $user );
		$pages['checkout:customer'] = $this->page( fn() => CheckoutPage::render( $this->shop, 'user:' . $user, $user ), 'user:' . $user );
		wp_set_current_user( 0 );

		$this->assertSame( $order->id, $pages['pay-now']->order_id );
		return $pages;
	}

	/**
	 * A cart line's key by its product's slug.
	 *
	 * @param string $session Cart session.
	 * @param string $slug    Product slug.
	 */
	private function cart_key( string $session, string $slug ): string {
		foreach ( $this->shop->cart_totals( $session )['items'] as $item ) {
			if ( self::demo_id( $slug ) === (int) $item['product_id'] ) {
				return (string) $item['cart_item_key'];
			}
		}
		$this->fail( "No line of {$slug}." );
	}

	public function test_every_page_kind_embeds_the_object_its_committed_sample_has_the_shape_of(): void {
		$pages = $this->pages();
		$file  = dirname( __DIR__, 4 ) . '/' . self::SAMPLES;

		if ( getenv( 'VITRINE_WRITE_CONFIG_SAMPLES' ) ) {
			$json = (string) wp_json_encode( $pages, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
			$json = (string) preg_replace( '/"(nonce|store_api_nonce)": "[^"]*"/', '"$1": "a1b2c3d4e5"', $json );
			$json = (string) preg_replace( '#//127\.0\.0\.1:\d+#', '//127.0.0.1:8892', $json );
			file_put_contents( $file, str_replace( '    ', "\t", $json ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		}

		$samples = json_decode( (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertInstanceOf( \stdClass::class, $samples, self::SAMPLES );
		$this->assertSame( array_keys( $pages ), array_keys( get_object_vars( $samples ) ), 'A sample per page kind.' );
		foreach ( $pages as $kind => $config ) {
			$this->assertSame( self::shape( $samples->$kind ), self::shape( $config ), "§3.11 {$kind}: the object's shape changed; write the samples again (VITRINE_WRITE_CONFIG_SAMPLES=1) and let Jest check them against GatewayConfig." );
		}
	}

	public function test_each_page_kind_carries_its_context_and_facts(): void {
		$pages = $this->pages();

		foreach ( self::PRODUCTS as $slug => $type ) {
			$config = $pages[ 'product:' . $slug ];
			$this->assertSame( 'product', $config->context, $slug );
			$this->assertSame( $type, $config->productType, $slug );
			$this->assertNull( $config->payer, "{$slug}: a guest has no payer" );
		}
		$this->assertNotEmpty( $pages['product:kaffee-abo']->variable_paypal_subscription_variations, '§4.5: the variable subscription lists its variations' );

		$this->assertSame( 'cart', $pages['cart']->context );
		$this->assertFalse( $pages['cart']->button->is_disabled, 'A cart with items can be paid.' );
		$this->assertTrue( $pages['cart']->cart_contains_subscription );
		$this->assertSame( 'checkout', $pages['checkout']->context );
		$this->assertFalse( $pages['checkout']->button->is_mini_cart_disabled );

		$this->assertSame( 'pay-now', $pages['pay-now']->context );
		$this->assertEquals(
			(object) array(
				'name' => (object) array(
					'given_name' => 'Erika',
					'surname'    => 'Mustermann',
				),
			),
			$pages['pay-now']->payer,
			'The order\'s billing name is the payer\'s.'
		);

		$this->assertSame( 'mini-cart', $pages['mini-cart']->context, '§2.4: the header\'s mini-cart alone' );
		$this->assertSame( '#ppc-button-minicart', $pages['mini-cart']->button->mini_cart_wrapper );
		$this->assertSame( '1', $pages['mini-cart']->mini_cart_buttons_enabled );

		$customer = $pages['checkout:customer'];
		$this->assertSame( 'checkout', $customer->context );
		$this->assertTrue( $customer->user->is_logged );
		$this->assertGreaterThan( 0, $customer->data_client_id->user );
	}

	public function test_the_payment_blocks_page_with_an_empty_cart_links_its_calls_and_the_sdk_of_its_client(): void {
		ob_start();
		echo do_blocks( '<!-- wp:vitrine/payment-buttons /-->' ); // phpcs:ignore WordPress.Security.EscapeOutput
		$this->listener->print();
		$html = (string) ob_get_clean();
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="' . Ids::CONFIG_ELEMENT . '">(.*?)</script>#s', $html, $m ) );
		$config = json_decode( $m[1] );

		$this->assertSame( 'checkout', $config->context );
		$this->assertSame( 'EUR', $config->currency );
		$this->assertNotSame( '', $config->client_id );
		$this->assertSame( $config->client_id, $config->url_params->{'client-id'} );
		$this->assertMatchesRegularExpression( '#/sdk/js$#', $config->sdk_base_url );
		$this->assertSame( '#ppc-button-ppcp-gateway', $config->button->wrapper );
		$this->assertTrue( $config->button->is_disabled, 'An empty cart: nothing to pay yet.' );
		$this->assertFalse( $config->user->is_logged );
		$this->assertNotSame( '', $config->ajax->change_cart->nonce );
		$this->assertStringContainsString( 'wc-ajax=change_cart', $config->ajax->change_cart->endpoint );
		$this->assertDoesNotMatchRegularExpression( '#<script[^>]+src="[^"]*/sdk/js#', $html, 'The configuration alone loads nothing from the provider.' );
	}
}
