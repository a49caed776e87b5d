<?php
/**
 * The shopper's product pages: template, price, add-to-cart form and its
 * POST without JavaScript, first-payment block.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\AddToCart;
use Vitrine\Shop\AddToCartForm;
use Vitrine\Shop\ProductPages;
use Vitrine\Shop\ProductView;
use Vitrine\Store\Product;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';
require_once __DIR__ . '/ShopCalls.php';

/**
 * @covers \Vitrine\Shop\AddToCartForm
 * @covers \Vitrine\Shop\AddToCart
 * @covers \Vitrine\Shop\ProductView
 * @covers \Vitrine\Shop\ProductPages
 */
final class ProductPagesTest extends TestCase {
	use StoreFixtures;
	use ShopCalls;

	private const GUEST = 'guest:dddddddddddddddddddddddddddddddd';

	/**
	 * Scripts queued before the test; rendering blocks queues their view scripts.
	 *
	 * @var string[]
	 */
	private array $queue = array();

	protected function setUp(): void {
		parent::setUp();
		$this->queue = wp_scripts()->queue;
	}

	protected function tearDown(): void {
		wp_scripts()->queue = $this->queue;
		AddToCart::reset();
		unset( $_GET[ AddToCart::ADDED_ARG ], $_POST['attribute_groesse'] );
		parent::tearDown();
	}

	/**
	 * The form's HTML for a product.
	 *
	 * @param Product $product Product.
	 */
	private function form( Product $product ): string {
		return ( new AddToCartForm( $this->store() ) )->render( $product, 'class="wp-block-vitrine-add-to-cart-form"' );
	}

	/**
	 * The form's `data-vitrine-product` JSON.
	 *
	 * @param string $html Form HTML.
	 * @return array<string, mixed>
	 */
	private static function form_data( string $html ): array {
		preg_match( '/data-vitrine-product="([^"]*)"/', $html, $match );
		return json_decode( html_entity_decode( $match[1] ?? '' ), true );
	}

	/**
	 * Posts the form without JavaScript as a guest.
	 *
	 * @param array<string, mixed> $post  Fields.
	 * @param string|null          $nonce Nonce, a valid one when null.
	 * @return array{success: bool, product_id: int, message: string}
	 */
	private function post( array $post, ?string $nonce = null ): array {
		if ( null === $nonce ) {
			wp_parse_str( (string) wp_parse_url( AddToCart::action_url( (int) $post['add-to-cart'] ), PHP_URL_QUERY ), $query );
			$nonce = $query[ AddToCart::NONCE_ARG ];
		}
		return ( new AddToCart( $this->store() ) )->handle( $post, $nonce, static fn(): string => self::GUEST, 0 );
	}

	/**
	 * A grouped product of a cup and a variable shirt.
	 *
	 * @param Product $cup   Simple child.
	 * @param Product $shirt Variable child.
	 */
	private function grouped( Product $cup, Product $shirt ): Product {
		return $this->store()->create_product(
			array(
				'type'     => 'grouped',
				'name'     => 'Fanpaket',
				'price'    => 0,
				'children' => array( $cup->id, $shirt->id ),
			)
		);
	}

	/**
	 * A booking for up to 4 persons at 12 € each.
	 */
	private function booking(): Product {
		return $this->store()->create_product(
			array(
				'type'           => 'booking',
				'name'           => 'Stadtführung',
				'price'          => 1200,
				'max_persons'    => 4,
				'needs_shipping' => false,
			)
		);
	}

	/**
	 * A variable subscription: monthly with a 7-day trial, quarterly on the 1st.
	 */
	private function variable_subscription(): Product {
		return $this->store()->create_product(
			array(
				'type'       => 'variable-subscription',
				'name'       => 'Kaffee-Abo',
				'price'      => 1490,
				'plan'       => array( 'period' => 'month' ),
				'attributes' => array(
					'lieferung' => array(
						'label'   => 'Lieferung',
						'options' => array( 'monatlich', 'vierteljaehrlich' ),
					),
				),
				'variations' => array(
					array(
						'attributes' => array( 'lieferung' => 'monatlich' ),
						'price'      => 1490,
						'plan'       => array(
							'period'       => 'month',
							'trial_length' => 7,
							'trial_period' => 'day',
						),
					),
					array(
						'attributes' => array( 'lieferung' => 'vierteljaehrlich' ),
						'price'      => 3990,
						'plan'       => array(
							'period'   => 'month',
							'interval' => 3,
							'sync_day' => 1,
						),
					),
				),
			)
		);
	}

	public function test_single_product_template_is_registered_for_products(): void {
		$template = get_block_template( ProductPages::TEMPLATE );
		$this->assertNotNull( $template, 'The plugin template exists.' );
		$this->assertSame( 'single-vitrine_product', $template->slug );
		$this->assertSame( 'Einzelnes Produkt', $template->title );
		$this->assertSame( array( 'vitrine_product' ), $template->post_types );
		$main  = array_values( array_filter( parse_blocks( $template->content ), static fn( array $block ): bool => 'core/group' === $block['blockName'] ) );
		$names = array();
		$walk  = static function ( array $blocks ) use ( &$walk, &$names ): void {
			foreach ( $blocks as $block ) {
				if ( $block['blockName'] && ! in_array( $block['blockName'], array( 'core/columns', 'core/column' ), true ) ) {
					$names[] = $block['blockName'];
				}
				$walk( $block['innerBlocks'] ?? array() );
			}
		};
		$walk( $main[0]['innerBlocks'] ?? array() );
		// The gallery beside title, price and form.
		$this->assertSame( array( 'vitrine/product-gallery', 'core/post-title', 'vitrine/product-price', 'vitrine/subscription-first-payment', 'vitrine/add-to-cart-form', 'core/post-content' ), $names );
		$found = array_values( get_block_templates( array( 'slug__in' => array( 'single-vitrine_product' ) ) ) );
		$this->assertCount( 1, $found, 'The site editor lists it.' );
		$this->assertSame( 'plugin', $found[0]->source );
		$this->assertSame( 'vitrine', $found[0]->plugin );
		$this->assertSame( get_stylesheet() . '//single-vitrine_product', $found[0]->id, 'WordPress files it under the active theme.' );
	}

	public function test_prices_read_in_german_per_product_type(): void {
		$store = $this->store();
		$cup   = $this->simple( 1290 );
		$shirt = $this->variable();
		$this->assertSame( "12,90\u{00A0}€", ProductView::price_text( $store, $cup ) );
		$this->assertSame( "10,00\u{00A0}€ – 12,50\u{00A0}€", ProductView::price_text( $store, $shirt ), 'Variable: the range of its variations.' );
		$this->assertSame( "10,00\u{00A0}€ – 12,90\u{00A0}€", ProductView::price_text( $store, $this->grouped( $cup, $shirt ) ), 'Grouped: from the cheapest child.' );
		$this->assertSame( "12,00\u{00A0}€ pro Person", ProductView::price_text( $store, $this->booking() ) );
		$this->assertSame( "29,90\u{00A0}€ pro Monat, 14 Tage kostenlos testen, zzgl. 5,00\u{00A0}€ Anmeldegebühr", ProductView::price_text( $store, $this->box_subscription() ) );
		$abo = $this->variable_subscription();
		$this->assertSame( "39,90\u{00A0}€ alle 3 Monate", ProductView::variation_price_text( $store, $abo, $abo->variations[1] ) );
	}

	public function test_stock_reads_in_german(): void {
		$this->assertSame( '', ProductView::stock_text( null ) );
		$this->assertSame( 'Ausverkauft', ProductView::stock_text( 0 ) );
		$this->assertSame( 'Nur noch 3 auf Lager', ProductView::stock_text( 3 ) );
		$this->assertSame( 'Nur noch 1 auf Lager', ProductView::stock_text( 1 ) );
		$this->assertSame( 'Auf Lager', ProductView::stock_text( 25 ) );
	}

	public function test_simple_product_form_posts_add_to_cart_and_quantity_to_its_page(): void {
		$cup     = $this->simple( 1290, 3 );
		$context = array();
		add_action(
			'vitrine_payment_context',
			static function ( string $name, array $page ) use ( &$context ): void {
				$context[] = array( $name, $page );
			},
			10,
			2
		);
		$html = $this->form( $cup );

		$this->assertSame( array( array( 'product', array( 'product_id' => $cup->id ) ) ), $context, '§2.4: the product context is announced once.' );
		$this->assertStringContainsString( 'method="post"', $html );
		$this->assertStringContainsString( 'action="' . esc_url( get_permalink( $cup->id ) ), $html );
		$this->assertStringContainsString( '<input type="hidden" name="add-to-cart" value="' . $cup->id . '">', $html );
		$this->assertMatchesRegularExpression( '/<input type="number" id="[^"]+" name="quantity"[^>]* min="1"[^>]* max="3"/', $html );
		$this->assertStringContainsString( 'Nur noch 3 auf Lager', $html );
		$this->assertStringContainsString( '>In den Warenkorb</button>', $html );
		$this->assertStringNotContainsString( 'disabled', $html );
		$this->assertStringContainsString( 'id="ppc-button-ppcp-gateway"', $html, 'The payment button wrapper (§2.4).' );
		$this->assertStringContainsString( 'id="ppcp-messages"', $html );
		$this->assertStringContainsString( 'data-price-amount="12.90"', $html, '§5.4: the price the buttons read.' );
		$data = self::form_data( $html );
		$this->assertSame( $cup->id, $data['id'] );
		$this->assertSame( 'simple', $data['type'] );
		$this->assertSame( home_url( '/' ) . '?wc-ajax=change_cart', $data['addUrl'] );
		$this->assertSame( 1, wp_verify_nonce( $data['nonce'], 'vitrine_change_cart' ) );
	}

	public function test_a_sold_out_product_disables_the_button(): void {
		$html = $this->form( $this->simple( 1290, 0 ) );
		$this->assertStringContainsString( 'Ausverkauft', $html );
		$this->assertMatchesRegularExpression( '/<button type="submit" class="[^"]*\bdisabled\b[^"]*" disabled aria-disabled="true">/', $html, '§4.4: the button carries the class disabled.' );
	}

	public function test_variable_product_form_has_attribute_selects_and_variation_data(): void {
		$shirt = $this->variable();
		$html  = $this->form( $shirt );
		$this->assertMatchesRegularExpression( '/<label for="([^"]+)">Größe<\/label><select id="\1" name="attribute_groesse"/', $html );
		$this->assertStringContainsString( '<option value="">Wähle eine Option</option><option value="S">S</option><option value="L">L</option>', $html );
		$this->assertStringContainsString( '<input type="hidden" name="variation_id"', $html );
		$this->assertStringContainsString( 'Auswahl zurücksetzen', $html );
		$this->assertMatchesRegularExpression( '/<button type="submit" class="[^"]*">In den Warenkorb<\/button>/', $html, 'Usable without JavaScript: the server explains a missing option.' );
		$this->assertStringNotContainsString( 'disabled', $html );
		$data = self::form_data( $html );
		$this->assertSame( array( 'attribute_groesse' => 'S' ), $data['variations'][0]['attributes'] );
		$this->assertSame( "10,00\u{00A0}€", $data['variations'][0]['priceText'] );
		$this->assertSame( 'Nur noch 3 auf Lager', $data['variations'][0]['stockText'] );
		$this->assertTrue( $data['variations'][0]['inStock'] );
		$this->assertSame( '12.50', $data['variations'][1]['amount'] );
	}

	public function test_a_sold_out_option_is_marked_in_its_select_and_stays_selectable(): void {
		$hoodie = $this->store()->create_product(
			array(
				'type'       => 'variable',
				'name'       => 'Hoodie',
				'price'      => 4490,
				'attributes' => array(
					'groesse' => array(
						'label'   => 'Größe',
						'options' => array( 'M', 'L' ),
					),
				),
				'variations' => array(
					array(
						'attributes' => array( 'groesse' => 'M' ),
						'price'      => 4490,
						'stock'      => 3,
					),
					array(
						'attributes' => array( 'groesse' => 'L' ),
						'price'      => 4690,
						'stock'      => 0,
					),
				),
			)
		);
		$html = $this->form( $hoodie );
		$this->assertStringContainsString( '<option value="M">M</option><option value="L">L (ausverkauft)</option>', $html, 'The shopper sees it before choosing; still selectable for its price.' );
		$this->assertStringNotContainsString( 'M (ausverkauft)', $html );
	}

	public function test_variable_subscription_exposes_each_variations_first_payment(): void {
		$abo  = $this->variable_subscription();
		$data = self::form_data( $this->form( $abo ) );
		$this->assertSame( 'variable-subscription', $data['type'] );
		$this->assertStringContainsString( 'Erste Zahlung: 29. November 2026', $data['variations'][0]['firstPaymentHtml'], '§3.3: 7-day trial from the 22nd.' );
		$this->assertStringContainsString( 'Erste Zahlung: 1. Dezember 2026', $data['variations'][1]['firstPaymentHtml'], '§3.3: synchronised to the 1st.' );
		$this->assertStringNotContainsString( 'name="quantity"', $this->form( $abo ), '§3.6: a subscription is bought once.' );
	}

	public function test_grouped_form_has_a_quantity_per_simple_child_and_links_the_others(): void {
		$cup   = $this->simple( 1290 );
		$shirt = $this->variable();
		$html  = $this->form( $this->grouped( $cup, $shirt ) );
		$this->assertMatchesRegularExpression( '/<label class="screen-reader-text" for="([^"]+)">Menge von „Kaffeetasse“<\/label><input type="number" id="\1" name="quantity\[' . $cup->id . '\]"/', $html );
		$this->assertStringNotContainsString( 'name="quantity[' . $shirt->id . ']"', $html );
		$this->assertStringContainsString( 'Optionen für „T-Shirt“ wählen', $html );
		$this->assertStringNotContainsString( 'name="quantity"', $html );
	}

	public function test_booking_form_has_the_bookings_fields(): void {
		$html = $this->form( $this->booking() );
		foreach ( array( 'wc_bookings_field_start_date" min=', 'wc_bookings_field_start_date_time"', 'wc_bookings_field_persons"' ) as $field ) {
			$this->assertStringContainsString( 'name="' . $field, $html );
		}
		$this->assertStringContainsString( 'max="4"', $html );
		$this->assertStringContainsString( '>Datum</label>', $html );
		$this->assertStringNotContainsString( 'name="quantity"', $html );
	}

	public function test_posting_the_form_adds_the_line_to_the_cart(): void {
		$cup    = $this->simple( 1290, 5 );
		$result = $this->post(
			array(
				'add-to-cart' => (string) $cup->id,
				'quantity'    => '2',
				'gravur'      => 'Für Oma',
				'price'       => '0.01',
			)
		);
		$this->assertTrue( $result['success'], $result['message'] );
		$totals = $this->store()->cart_totals( self::GUEST );
		$this->assertSame( 2, $totals['items'][0]['quantity'] );
		$this->assertSame( 2580, $totals['total'] - $totals['shipping_total'], 'The server price, not the posted one.' );
		$this->assertSame( 'Für Oma', $this->store()->cart( self::GUEST )->items[ $totals['items'][0]['cart_item_key'] ]['extra']['gravur'] ?? null, '§3.6: other fields are extras.' );
		$this->assertSame( '„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt.', AddToCart::added_message( $cup->name ) );
	}

	public function test_a_post_without_a_valid_nonce_changes_nothing(): void {
		$cup    = $this->simple();
		$result = $this->post( array( 'add-to-cart' => (string) $cup->id ), 'forged' );
		$this->assertFalse( $result['success'] );
		$this->assertSame( 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.', $result['message'] );
		$this->assertSame( array(), $this->store()->cart( self::GUEST )->items );
	}

	public function test_bad_input_gets_a_german_error_and_leaves_the_cart_alone(): void {
		$cup   = $this->simple( 1290, 2 );
		$shirt = $this->variable();
		$cases = array(
			'Bitte gib eine Menge von 1 bis 9999 ein.'      => array(
				'add-to-cart' => (string) $cup->id,
				'quantity'    => 'viele',
			),
			'Von „Kaffeetasse“ sind nur noch 2 Stück auf Lager.' => array(
				'add-to-cart' => (string) $cup->id,
				'quantity'    => '3',
			),
			'Bitte wähle eine Option für „Größe“.'          => array(
				'add-to-cart'       => (string) $shirt->id,
				'attribute_groesse' => '',
			),
			'Bitte wähle ein Datum für deine Buchung.'      => array(
				'add-to-cart'                       => (string) $this->booking()->id,
				'wc_bookings_field_start_date'      => '',
				'wc_bookings_field_start_date_time' => '10:00',
			),
			'Dieses Produkt kann nicht gekauft werden.'     => array( 'add-to-cart' => '999999' ),
		);
		foreach ( $cases as $message => $post ) {
			$result = $this->post( $post );
			$this->assertFalse( $result['success'] );
			$this->assertSame( $message, $result['message'] );
		}
		$this->assertSame( array(), $this->store()->cart( self::GUEST )->items );
	}

	public function test_the_error_shows_in_the_forms_notice_area_with_the_choice_kept(): void {
		$shirt                      = $this->variable();
		$_POST['attribute_groesse'] = 'L';
		$reflection                 = new \ReflectionProperty( AddToCart::class, 'error' );
		$reflection->setValue(
			null,
			array(
				'product_id' => $shirt->id,
				'message'    => 'Bitte wähle eine Option für „Größe“.',
			)
		);
		$html = $this->form( $shirt );
		$this->assertMatchesRegularExpression( '/<div class="vitrine-add-to-cart__notices" role="status" aria-live="polite"><p class="vitrine-notice vitrine-notice--error">Bitte wähle eine Option für „Größe“.<\/p><\/div>/', $html );
		$this->assertStringContainsString( '<option value="L" selected=\'selected\'>L</option>', $html );
	}

	public function test_after_the_redirect_the_form_says_it_was_added_with_a_cart_link(): void {
		$cup                            = $this->simple();
		$_GET[ AddToCart::ADDED_ARG ] = (string) $cup->id;
		$html                           = $this->form( $cup );
		$this->assertStringContainsString( '<p class="vitrine-notice vitrine-notice--success">„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt. <a href="' . home_url( '/warenkorb/' ) . '">Warenkorb ansehen</a></p>', $html );
	}

	public function test_posted_variable_grouped_booking_and_subscription_lines(): void {
		$shirt = $this->variable();
		$this->assertTrue(
			$this->post(
				array(
					'add-to-cart'       => (string) $shirt->id,
					'attribute_groesse' => 'L',
					'quantity'          => '2',
					'variation_id'      => '',
				)
			)['success']
		);
		$cup   = $this->simple( 500 );
		$group = $this->grouped( $cup, $shirt );
		$this->assertSame( 'Bitte wähle eine Menge für mindestens ein Produkt der Gruppe.', $this->post( array( 'add-to-cart' => (string) $group->id, 'quantity' => array( $cup->id => '' ) ) )['message'] );
		$this->assertTrue( $this->post( array( 'add-to-cart' => (string) $group->id, 'quantity' => array( $cup->id => '3', 999999 => '1' ) ) )['success'], 'Only the group\'s own products count.' );
		$this->assertTrue(
			$this->post(
				array(
					'add-to-cart'                       => (string) $this->booking()->id,
					'wc_bookings_field_start_date'      => '2026-12-05',
					'wc_bookings_field_start_date_time' => '14:00',
					'wc_bookings_field_persons'         => '2',
				)
			)['success']
		);
		$this->assertTrue( $this->post( array( 'add-to-cart' => (string) $this->box_subscription()->id, 'quantity' => '5' ) )['success'] );

		$items = array_values( $this->store()->cart( self::GUEST )->items );
		$this->assertSame( array( 2, 3, 1, 1 ), array_column( $items, 'quantity' ), 'Shirt L ×2, cups ×3, booking ×1, subscription ×1 (§3.6).' );
		$this->assertSame( array( 'groesse' => 'L' ), $items[0]['variation'] );
		$this->assertSame( $cup->id, $items[1]['product_id'] );
		$this->assertSame(
			array(
				'date'    => '2026-12-05',
				'time'    => '14:00',
				'persons' => 2,
			),
			$items[2]['booking']
		);
	}

	/**
	 * Posts the add-to-cart form as a browser without JavaScript does: a POST
	 * of the form's fields to its action URL (the product page with the
	 * nonce), handled on `wp_loaded` by AddToCart::maybe_handle(). The guest
	 * session is the cookie's, as the page that rendered the form started it.
	 *
	 * @param Product              $product The form's product.
	 * @param array<string, mixed> $fields  Posted fields besides `add-to-cart`.
	 * @param bool                 $nonce   Whether the action URL's nonce comes along (a forged post has none).
	 * @return array{status: int, location: string}|null The redirect, null when the page renders again.
	 */
	private function post_without_javascript( Product $product, array $fields, bool $nonce = true ): ?array {
		$query = array();
		wp_parse_str( (string) wp_parse_url( AddToCart::action_url( $product->id ), PHP_URL_QUERY ), $query );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_GET                      = $nonce ? array( AddToCart::NONCE_ARG => $query[ AddToCart::NONCE_ARG ] ) : array();
		$_POST                     = array_merge( array( 'add-to-cart' => (string) $product->id ), $fields );
		// The redirect ends the request (exit); the test stops it where WordPress would send it.
		add_filter(
			'wp_redirect',
			static function ( string $location, int $status ): never {
				throw new \RuntimeException( $status . ' ' . $location );
			},
			10,
			2
		);
		try {
			AddToCart::maybe_handle();
		} catch ( \RuntimeException $redirect ) {
			[ $status, $location ] = explode( ' ', $redirect->getMessage(), 2 );
			return array(
				'status'   => (int) $status,
				'location' => $location,
			);
		} finally {
			remove_all_filters( 'wp_redirect' );
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$_GET                      = array();
		}
		return null;
	}

	/**
	 * The lines of the cart of the guest whose cookie this request carries.
	 *
	 * @return array<int, array{name: string, quantity: int, total: int}>
	 */
	private function cookie_cart(): array {
		$session = \Vitrine\Store\CartSession::current();
		if ( null === $session ) {
			return array();
		}
		return array_map(
			static fn( array $item ): array => array(
				'name'     => $item['name'],
				'quantity' => $item['quantity'],
				'total'    => $item['line_total'] ?? $item['total'] ?? null,
			),
			$this->store()->cart_totals( $session )['items']
		);
	}

	/**
	 * Without JavaScript the form is a plain POST to the product page: the
	 * server checks the nonce and input, adds the lines and redirects (303)
	 * to the page with a German notice and a cart link, or renders the page
	 * again with a German error in the form and the choice kept.
	 */
	public function test_the_form_posted_without_javascript_adds_and_redirects_or_explains(): void {
		$cookie                                        = $_COOKIE;
		$_COOKIE[ \Vitrine\Store\CartSession::COOKIE ] = str_repeat( 'a1B2', 8 );
		$post                                          = $_POST;
		try {
			$cup   = $this->simple( 1290, 5 );
			$shirt = $this->variable();

			// A forged post (no nonce) is refused; the page shows why in its form.
			$this->assertNull( $this->post_without_javascript( $cup, array( 'quantity' => '1' ), false ) );
			$this->assertStringContainsString( '<p class="vitrine-notice vitrine-notice--error">Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.</p>', $this->form( $cup ) );
			$this->assertSame( array(), $this->cookie_cart() );
			AddToCart::reset();

			// A variable product without an option: a German error, the cart stays empty.
			$this->assertNull( $this->post_without_javascript( $shirt, array( 'attribute_groesse' => '' ) ) );
			$this->assertStringContainsString( '<p class="vitrine-notice vitrine-notice--error">Bitte wähle eine Option für „Größe“.</p>', $this->form( $shirt ) );
			$this->assertSame( array(), $this->cookie_cart() );
			AddToCart::reset();

			// Too many units: the stock error, nothing added, the choice kept for the next try.
			$this->assertNull( $this->post_without_javascript( $shirt, array( 'attribute_groesse' => 'S', 'quantity' => '4' ) ) );
			$_POST = array( 'attribute_groesse' => 'S' );
			$html  = $this->form( $shirt );
			$this->assertStringContainsString( '<p class="vitrine-notice vitrine-notice--error">Von „T-Shirt“ sind nur noch 3 Stück auf Lager.</p>', $html );
			$this->assertStringContainsString( '<option value="S" selected=\'selected\'>S</option>', $html );
			$this->assertSame( array(), $this->cookie_cart() );
			AddToCart::reset();

			// A simple product: added, then a 303 to its page, which says so with a cart link.
			$redirect = $this->post_without_javascript( $cup, array( 'quantity' => '2' ) );
			$this->assertSame(
				array(
					'status'   => 303,
					'location' => add_query_arg( AddToCart::ADDED_ARG, $cup->id, (string) get_permalink( $cup->id ) ),
				),
				$redirect
			);
			$this->assertSame( array( array( 'name' => 'Kaffeetasse', 'quantity' => 2, 'total' => 2580 ) ), $this->cookie_cart() );
			$_GET[ AddToCart::ADDED_ARG ] = (string) $cup->id;
			$this->assertStringContainsString( '<p class="vitrine-notice vitrine-notice--success">„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt. <a href="' . home_url( '/warenkorb/' ) . '">Warenkorb ansehen</a></p>', $this->form( $cup ) );
			unset( $_GET[ AddToCart::ADDED_ARG ] );

			// The variable product with its option chosen: added as its variation.
			$this->assertSame( 303, $this->post_without_javascript( $shirt, array( 'attribute_groesse' => 'L' ) )['status'] ?? null );
			$this->assertSame( array( 'T-Shirt – L', 1, 1250 ), array_values( $this->cookie_cart()[1] ?? array() ) );
		} finally {
			$_COOKIE = $cookie;
			$_POST   = $post;
		}
	}

	public function test_change_cart_with_add_keeps_the_lines_already_in_the_cart(): void {
		$cup    = $this->simple( 1290 );
		$box    = $this->box_subscription();
		$call   = fn( array $body ): array => $this->call( 'change_cart', $body );
		$first  = $call( array( 'products' => array( array( 'id' => $cup->id, 'quantity' => 1 ) ), 'add' => true ) );
		$second = $call( array( 'products' => array( array( 'id' => $box->id, 'quantity' => 1 ) ), 'add' => true ) );
		$this->assertTrue( $first['body']['success'] );
		$this->assertTrue( $second['body']['success'] );
		$this->assertCount( 2, $this->store()->cart( self::GUEST )->items );
		$this->assertSame( 400, $call( array( 'products' => array(), 'add' => 'ja' ) )['status'], '`add` is a boolean.' );
		$call( array( 'products' => array( array( 'id' => $cup->id, 'quantity' => 1 ) ) ) );
		$this->assertCount( 1, $this->store()->cart( self::GUEST )->items, 'Without `add`, change_cart still replaces the cart.' );
	}

	public function test_first_payment_block_renders_only_on_subscription_pages(): void {
		$render = static fn( int $post_id ): string => ( new \WP_Block(
			array(
				'blockName'    => 'vitrine/subscription-first-payment',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array(
				'postId'   => $post_id,
				'postType' => get_post_type( $post_id ),
			)
		) )->render();

		$this->assertSame( '', $render( $this->create_post( array( 'post_type' => 'page' ) )->ID ), 'Outside a product page: nothing.' );
		$this->assertSame( '', $render( $this->simple()->id ), 'Not a subscription: nothing.' );
		$this->assertMatchesRegularExpression( '/<div class="[^"]*wp-block-vitrine-subscription-first-payment[^"]*" aria-live="polite"><span class="vitrine-first-payment">Erste Zahlung: [^<]+<\/span><\/div>/', $render( $this->box_subscription()->id ) );
		$this->assertMatchesRegularExpression( '/<div class="[^"]*wp-block-vitrine-subscription-first-payment[^"]*" aria-live="polite" data-vitrine-variable="1"><\/div>/', $render( $this->variable_subscription()->id ), '§2.3: empty until a variation is found.' );
	}

	/**
	 * Formerly the e2e product-variations and product-add-to-cart checks of
	 * the server's first paint (§2.3, §3.3): the demo's plain subscription
	 * shows its terms and first payment (14 days from today) from the start
	 * and has no quantity field (bought once); the variable subscription's
	 * area is empty until a variation is chosen; other products have none.
	 */
	public function test_the_demo_pages_first_payment_areas(): void {
		$demo   = static fn( string $slug ): int => (int) get_page_by_path( $slug, OBJECT, \Vitrine\Store\ProductRepository::POST_TYPE )->ID;
		$render = static fn( string $name, int $post_id ): string => ( new \WP_Block(
			array(
				'blockName'    => $name,
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array(
				'postId'   => $post_id,
				'postType' => get_post_type( $post_id ),
			)
		) )->render();
		$in_14_days = ( new \DateTimeImmutable( 'today 12:00', wp_timezone() ) )->modify( '+14 days' );

		$box = $demo( 'monatsbox' );
		$this->assertStringContainsString(
			'<span class="vitrine-first-payment">Erste Zahlung: ' . wp_date( (string) get_option( 'date_format' ), $in_14_days->getTimestamp() ) . '</span>',
			$render( 'vitrine/subscription-first-payment', $box )
		);
		$this->assertStringContainsString( "29,90\u{00A0}€ pro Monat, 14 Tage kostenlos testen", $render( 'vitrine/product-price', $box ) );
		$form = $render( 'vitrine/add-to-cart-form', $box );
		$this->assertStringContainsString( 'In den Warenkorb', $form );
		$this->assertStringNotContainsString( 'name="quantity"', $form, 'A subscription is bought once.' );

		$this->assertMatchesRegularExpression( '/aria-live="polite" data-vitrine-variable="1"><\/div>/', $render( 'vitrine/subscription-first-payment', $demo( 'kaffee-abo' ) ) );
		$this->assertSame( '', $render( 'vitrine/subscription-first-payment', $demo( 'vitrine-shirt' ) ) );
	}

	public function test_price_and_form_blocks_render_nothing_outside_a_product(): void {
		foreach ( array( 'vitrine/product-price', 'vitrine/add-to-cart-form' ) as $name ) {
			$this->assertSame( '', do_blocks( "<!-- wp:{$name} /-->" ), $name );
		}
		$cup  = $this->simple( 1290 );
		$html = ( new \WP_Block(
			array(
				'blockName'    => 'vitrine/product-price',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array( 'postId' => $cup->id )
		) )->render();
		// The price with its VAT and shipping note (the shipping page linked).
		$this->assertSame( "<p class=\"wp-block-vitrine-product-price\"><span class=\"vitrine-price price\">12,90\u{00A0}€</span> <span class=\"vitrine-tax-note\">inkl. MwSt., zzgl. <a href=\"" . esc_url( \Vitrine\Shop\LegalPages::url( 'shipping' ) ) . "\">Versand</a></span></p>", $html );
	}
}
