<?php
/**
 * Cart, mini-cart, checkout and order pages (blocks vitrine/cart,
 * vitrine/mini-cart, vitrine/checkout) and their form handlers.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Shared\Notices;
use Vitrine\Shop\CartPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\MiniCart;
use Vitrine\Shop\OrderPages;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Database;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * What shoppers see and what their forms do, on the server.
 */
final class ShopPagesTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
	private const TOKEN = 'TOKENabcdefghijklmnopqrstuvwxyz1';

	/**
	 * Each test is a new request.
	 */
	protected function setUp(): void {
		parent::setUp();
		CartPage::reset();
		CheckoutPage::reset();
		OrderPages::reset();
		$this->demo_orders = self::count_orders();
	}

	/** Orders the seeded demo holds already (the demo customer's). */
	private int $demo_orders = 0;

	/**
	 * Orders placed by the test itself.
	 */
	private function orders(): int {
		return self::count_orders() - $this->demo_orders;
	}

	/**
	 * Orders in the table.
	 */
	private static function count_orders(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Database::table( 'orders' ) );
	}

	/**
	 * A checkout POST of the form as the page sends it.
	 *
	 * @param array<string, string> $changes Fields to override.
	 * @return array<string, string>
	 */
	private static function checkout_post( array $changes = array() ): array {
		return array_merge(
			self::checkout_form(
				array(
					'payment_method'         => 'bacs',
					'vitrine_checkout_token' => self::TOKEN,
				)
			),
			$changes
		);
	}

	public function test_shop_urls_follow_the_remembered_page_when_the_owner_changes_its_slug(): void {
		global $wp_rewrite;
		update_option( 'rewrite_rules', array( 'stale' => 'index.php' ) );
		$checkout = ShopPages::page_id( 'checkout' );
		$account  = ShopPages::page_id( 'account' );
		$this->assertGreaterThan( 0, $checkout );
		wp_update_post(
			array(
				'ID'        => $checkout,
				'post_name' => 'zur-kasse',
			)
		);
		wp_update_post(
			array(
				'ID'        => $account,
				'post_name' => 'konto',
			)
		);

		$this->assertEmpty( get_option( 'rewrite_rules' ), 'The rules below the pages are built anew.' );
		$this->assertSame( home_url( '/zur-kasse/' ), ShopPages::checkout_url() );
		$this->assertSame( home_url( '/zur-kasse/bestellung-bezahlen/12/?change_payment_method=3' ), ShopPages::change_payment_method_url( 3, 12 ) );
		$this->assertSame( home_url( '/konto/' ), ShopPages::account_url() );
		$this->assertSame( home_url( '/konto/bestellungen/7/' ), ShopPages::account_section_url( 'orders', 7 ) );
		ShopPages::add_rules();
		$this->assertSame( 'index.php?pagename=zur-kasse&vitrine_pay=$matches[1]', $wp_rewrite->extra_rules_top['^zur-kasse/bestellung-bezahlen/([0-9]+)/?$'] ?? null );
	}

	public function test_without_a_remembered_page_the_published_page_with_the_default_slug_stands_in(): void {
		$cart = get_page_by_path( ShopPages::CART_SLUG );
		delete_option( ShopPages::OPTION );

		$this->assertSame( $cart->ID, ShopPages::page_id( 'cart' ) );
		wp_delete_post( $cart->ID, true );
		$this->assertSame( 0, ShopPages::page_id( 'cart' ) );
		$this->assertSame( home_url( '/warenkorb/' ), ShopPages::cart_url(), 'The URL the shop always had.' );
	}

	public function test_an_empty_cart_says_so_in_german_and_links_to_the_shop(): void {
		$html = CartPage::render( $this->store(), '' );

		$this->assertStringContainsString( 'Dein Warenkorb ist leer.', $html );
		$this->assertStringContainsString( 'href="' . home_url( '/shop/' ) . '"', $html );
		$this->assertStringNotContainsString( '<table', $html );
	}

	public function test_the_cart_shows_lines_shipping_rates_and_server_totals_and_fires_its_payment_context(): void {
		$store = $this->store();
		$mug   = $this->simple( 1990 );
		$store->add_to_cart( self::GUEST, array( 'id' => $mug->id, 'quantity' => 2 ) );
		$contexts = array();
		add_action(
			'vitrine_payment_context',
			static function ( string $context, array $page ) use ( &$contexts ): void {
				$contexts[] = array( $context, $page );
			},
			10,
			2
		);

		$html = CartPage::render( $store, self::GUEST );

		$this->assertSame( array( array( 'cart', array() ) ), $contexts );
		$this->assertStringContainsString( 'Kaffeetasse', $html );
		$this->assertStringContainsString( "39,80\u{00A0}€", $html, 'Line total 2 × 19,90 €.' );
		$this->assertSame( 2, substr_count( $html, 'name="shipping_method"' ), 'Both shipping rates.' );
		$this->assertStringContainsString( "44,70\u{00A0}€", $html, 'Total with standard shipping (4,90 €).' );
		$this->assertStringContainsString( 'Weiter zur Kasse', $html );
		$this->assertStringContainsString( 'name="quantity[', $html );
		$this->assertStringContainsString( 'id="ppc-button-ppcp-gateway"', $html );
		$this->assertStringContainsString( 'name="shipping_country"', $html );
	}

	public function test_the_cart_form_changes_quantity_and_rate_and_zero_removes_the_line(): void {
		$store = $this->store();
		$mug   = $this->simple( 1000 );
		$tee   = $this->simple( 500 );
		$store->add_to_cart( self::GUEST, array( 'id' => $mug->id ) );
		$store->add_to_cart( self::GUEST, array( 'id' => $tee->id ) );
		$keys = array_keys( $store->cart( self::GUEST )->items );

		$errors = CartPage::update(
			$store,
			self::GUEST,
			array(
				'quantity'          => array(
					$keys[0] => '3',
					$keys[1] => '0',
				),
				'shipping_method'   => 'express',
				'shipping_country'  => 'AT',
				'shipping_postcode' => '1010',
				'shipping_city'     => 'Wien',
			)
		);

		$this->assertSame( array(), $errors );
		$totals = $store->cart_totals( self::GUEST );
		$this->assertSame( array( 3 ), array_column( $totals['items'], 'quantity' ) );
		$this->assertSame( 'express', $totals['shipping_rate']['id'] );
		$this->assertSame( 3000 + 990, $totals['total'] );
		$this->assertSame( 'Wien', $store->cart( self::GUEST )->shipping_address['city'] );

		$this->assertSame( array( 'Bitte gib als Menge eine ganze Zahl ein.' ), CartPage::update( $store, self::GUEST, array( 'quantity' => array( $keys[0] => 'drei' ) ) ) );
		$this->assertSame( array(), CartPage::remove( $store, self::GUEST, $keys[0] ) );
		$this->assertTrue( $store->cart( self::GUEST )->is_empty() );
	}

	public function test_the_mini_cart_renders_count_total_lines_links_and_its_context(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1250, null, false )->id, 'quantity' => 2 ) );
		$fired = array();
		add_action(
			'vitrine_payment_context',
			static function ( string $context ) use ( &$fired ): void {
				$fired[] = $context;
			}
		);

		$html = MiniCart::render( $store, self::GUEST );

		$this->assertSame( array( 'mini-cart' ), $fired );
		$this->assertStringContainsString( '2 Artikel', $html );
		$this->assertStringContainsString( "25,00\u{00A0}€", $html );
		$this->assertStringContainsString( '<summary', $html );
		$this->assertStringContainsString( 'href="' . ShopPages::checkout_url() . '"', $html );
		$this->assertStringContainsString( 'id="ppc-button-minicart"', $html );
		$this->assertStringContainsString( 'Kaffeetasse aus dem Warenkorb entfernen', $html );
	}

	public function test_the_mini_cart_panel_shows_subtotal_shipping_and_total_that_add_up(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id, 'quantity' => 2 ) );

		$html = MiniCart::render( $store, self::GUEST );

		// The mini-cart's panel: 2 × 19,90 plus standard shipping 4,90.
		$this->assertStringContainsString( "Zwischensumme</dt><dd data-mini-cart-subtotal>39,80\u{00A0}€</dd>", $html );
		$this->assertStringContainsString( "data-mini-cart-shipping-row><dt>Versand</dt><dd data-mini-cart-shipping>4,90\u{00A0}€</dd>", $html );
		$this->assertStringContainsString( "<strong data-mini-cart-panel-total>44,70\u{00A0}€</strong>", $html );
	}

	public function test_the_mini_cart_panel_hides_the_shipping_row_of_a_cart_that_is_not_shipped(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1500, null, false )->id ) );

		$html = MiniCart::render( $store, self::GUEST );

		$this->assertStringContainsString( 'data-mini-cart-shipping-row hidden>', $html );
		$this->assertStringContainsString( "<dd data-mini-cart-subtotal>15,00\u{00A0}€</dd>", $html );
		$this->assertStringContainsString( "<strong data-mini-cart-panel-total>15,00\u{00A0}€</strong>", $html );
	}

	public function test_the_mini_cart_announces_no_payment_context_while_its_buttons_are_off(): void {
		update_option( \Vitrine\Provider\Settings::OPTION, array( 'buttons_mini_cart' => false ) + self::CONNECTED );
		$fired = array();
		add_action(
			'vitrine_payment_context',
			static function ( string $context ) use ( &$fired ): void {
				$fired[] = $context;
			}
		);

		$html = MiniCart::render( $this->store(), self::GUEST );

		$this->assertSame( array(), $fired, '§2.4: mini_cart_buttons_enabled off' );
		$this->assertStringContainsString( 'id="ppc-button-minicart"', $html );
	}

	public function test_a_block_heading_that_repeats_the_page_title_is_for_screen_readers_only(): void {
		global $wp_query;
		$page = get_post(
			wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_title'  => 'Warenkorb',
					'post_status' => 'publish',
				)
			)
		);
		$wp_query->queried_object    = $page;
		$wp_query->queried_object_id = $page->ID;

		$this->assertSame( '<h2 class="vitrine-cart__title screen-reader-text">Warenkorb</h2>', ShopPages::heading( 'vitrine-cart__title', 'Warenkorb' ) );
		$this->assertSame( '<h2 class="vitrine-checkout__title">Kasse</h2>', ShopPages::heading( 'vitrine-checkout__title', 'Kasse' ), 'Another title: the heading shows.' );
		$wp_query->queried_object = null;
	}

	public function test_a_guest_with_a_subscription_finds_create_account_ticked_and_why(): void {
		$store = $this->store();
		$plan  = $this->newsletter( $store );
		$store->add_to_cart( self::GUEST, array( 'id' => $plan->id ) );

		$html = CheckoutPage::render( $store, self::GUEST, 0 );

		$this->assertMatchesRegularExpression( '/<input type="checkbox" id="createaccount" name="createaccount" value="1" checked=\'checked\'/', $html );
		$this->assertStringContainsString( 'In deinem Warenkorb ist ein Abo; das verwaltest du in deinem Kundenkonto.', $html );
	}

	public function test_the_mini_cart_is_hooked_into_the_header_only(): void {
		$this->assertContains( 'vitrine/mini-cart', get_hooked_blocks()['core/navigation']['after'] ?? array() );
		$block  = array( 'blockName' => 'vitrine/mini-cart' );
		$header = array(
			'slug'       => 'twentytwentyfive/header',
			'blockTypes' => array( 'core/template-part/header' ),
		);
		$footer = array( 'slug' => 'twentytwentyfive/footer' );
		$this->assertSame( $block, apply_filters( 'hooked_block_vitrine/mini-cart', $block, 'vitrine/mini-cart', 'after', array(), $header ) );
		$this->assertNull( apply_filters( 'hooked_block_vitrine/mini-cart', $block, 'vitrine/mini-cart', 'after', array(), $footer ) );
	}

	public function test_order_pages_have_pretty_urls_under_kasse(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$order = $store->place_order( self::GUEST, self::checkout_form( array( 'payment_method' => 'bacs' ) ) );

		$this->assertSame( home_url( '/kasse/bestellung-erhalten/' . $order->id . '/?key=' . $order->order_key ), \Vitrine\Shop\ShopPages::received_url( $order ) );
		$this->assertSame( home_url( '/kasse/bestellung-bezahlen/' . $order->id . '/?key=' . $order->order_key ), \Vitrine\Shop\ShopPages::pay_url( $order ) );
		$rules = get_option( 'rewrite_rules' );
		$this->assertArrayHasKey( '^kasse/bestellung-bezahlen/([0-9]+)/?$', is_array( $rules ) ? $rules : array(), 'Rules are flushed once the plugin runs.' );
	}

	public function test_a_missing_field_gets_its_german_message_and_the_other_values_are_kept(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );

		$url = CheckoutPage::place( $store, self::checkout_post( array( 'billing_city' => '' ) ), self::GUEST, 0, true );

		$this->assertNull( $url );
		$this->assertSame( 0, $this->orders() );
		$this->assertSame( 'Ort (Rechnungsadresse) ist ein Pflichtfeld.', CheckoutPage::errors()['billing_city'] );
		$html = CheckoutPage::render( $store, self::GUEST, 0 );
		$this->assertStringContainsString( 'role="alert"', $html );
		$this->assertStringContainsString( 'Ort (Rechnungsadresse) ist ein Pflichtfeld.', $html );
		$this->assertMatchesRegularExpression( '/<input[^>]+id="billing_city"[^>]+aria-invalid="true" aria-describedby="billing_city-error"/', $html );
		$this->assertStringContainsString( 'id="billing_city-error"', $html );
		$this->assertStringContainsString( 'value="Heidestraße 17"', $html, 'What was typed stays.' );
		$this->assertStringContainsString( 'value="erika@example.org"', $html );
		$this->assertSame( 'Mustermann', $store->saved_checkout_form( self::GUEST )['billing_last_name'], 'Kept for the session too.' );
	}

	public function test_a_double_submit_places_one_order_and_sends_both_to_it(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );

		$first  = CheckoutPage::place( $store, self::checkout_post(), self::GUEST, 0, true );
		$second = CheckoutPage::place( $store, self::checkout_post(), self::GUEST, 0, true );

		$this->assertSame( 1, $this->orders() );
		$this->assertNotNull( $first );
		$this->assertSame( $first, $second );
		$this->assertStringContainsString( '/kasse/bestellung-erhalten/', (string) $first );
	}

	public function test_a_price_sent_by_the_browser_is_ignored(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990, null, false )->id, 'price' => 1 ) );

		$url = CheckoutPage::place(
			$store,
			self::checkout_post(
				array(
					'total'       => '0.01',
					'order_total' => '0.01',
					'price'       => '1',
				)
			),
			self::GUEST,
			0,
			true
		);

		$this->assertNotNull( $url );
		preg_match( '#/bestellung-erhalten/(\d+)/#', (string) $url, $match );
		$this->assertSame( 1990, $store->order( (int) $match[1] )->total );
	}

	public function test_switched_on_provider_methods_are_offered_and_card_fields_and_unknown_methods_are_refused(): void {
		update_option(
			\Vitrine\Provider\Settings::OPTION,
			self::CONNECTED + array(
				'card_fields'        => true,
				'method_wallet'      => true,
				'method_card_button' => true,
			)
		);
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );

		$this->assertSame( array( 'bacs', 'ppcp-gateway', 'ppcp-card-button-gateway' ), array_keys( \Vitrine\Shop\ShopPages::payment_methods() ) );
		// The card fields are a method of their own (switch method_card, off here): not offered.
		$this->assertStringNotContainsString( 'payment_method_ppcp-credit-card-gateway', CheckoutPage::payment_section( '', 'Bestellen' ) );
		foreach ( array( 'cash', 'ppcp-credit-card-gateway', 'ppcp-oxxo-gateway' ) as $method ) {
			$this->assertNull( CheckoutPage::place( $store, self::checkout_post( array( 'payment_method' => $method ) ), self::GUEST, 0, true ), $method );
			$this->assertSame( 'Bitte wähle eine Zahlungsart.', CheckoutPage::errors()['payment_method'], $method );
		}
		$this->assertSame( 0, $this->orders(), 'no pending order without a way to pay it' );
	}

	public function test_an_expired_nonce_places_nothing(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );

		$this->assertNull( CheckoutPage::place( $store, self::checkout_post(), self::GUEST, 0, false ) );
		$this->assertSame( 0, $this->orders() );
		$this->assertSame( 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.', CheckoutPage::errors()[''] );
	}

	public function test_create_account_with_a_known_email_is_refused_in_german(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		wp_insert_user(
			array(
				'user_login' => 'erika',
				'user_email' => 'erika@example.org',
				'user_pass'  => 'x',
			)
		);

		$this->assertNull( CheckoutPage::place( $store, self::checkout_post( array( 'createaccount' => '1' ) ), self::GUEST, 0, true ) );
		$this->assertSame( 'Es gibt schon ein Konto mit dieser E-Mail-Adresse. Bitte melde dich an.', CheckoutPage::errors()['billing_email'] );
	}

	public function test_the_order_received_page_needs_the_right_key_and_shows_bank_details(): void {
		update_option( 'vitrine_bank_account', array( 'iban' => 'DE89 3704 0044 0532 0130 00' ) );
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$order = $store->place_order(
			self::GUEST,
			self::checkout_form(
				array(
					'payment_method' => 'bacs',
					'order_comments' => 'Bitte klingeln.',
				)
			)
		);

		$wrong = OrderPages::received( $store, $order->id, 'vo_wrong' );
		$this->assertStringContainsString( 'Diese Bestellung gibt es nicht', $wrong );
		$this->assertStringNotContainsString( 'Kaffeetasse', $wrong );
		$this->assertStringNotContainsString( 'Erika', $wrong );

		$html = OrderPages::received( $store, $order->id, $order->order_key );
		$this->assertStringContainsString( 'Kaffeetasse', $html );
		$this->assertStringContainsString( (string) $order->id, $html );
		$this->assertStringContainsString( 'Überweisung (Vorkasse)', $html );
		$this->assertStringContainsString( 'DE89 3704 0044 0532 0130 00', $html );
		$this->assertStringContainsString( 'Bestellung ' . $order->id, $html, 'The transfer reference.' );
		$this->assertStringContainsString( 'Bitte klingeln.', $html, 'The order note.' );
	}

	public function test_the_pay_for_order_page_needs_the_right_key_and_fires_pay_now_with_the_order(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$order = $store->place_order( self::GUEST, self::checkout_form( array( 'payment_method' => 'bacs' ) ) );
		$pages = array();
		add_action(
			'vitrine_payment_context',
			static function ( string $context, array $page ) use ( &$pages ): void {
				$pages[] = array( $context, $page );
			},
			10,
			2
		);

		$wrong = OrderPages::pay( $store, $order->id, 'vo_wrong', 0 );
		$this->assertStringContainsString( 'role="alert"', $wrong );
		$this->assertStringNotContainsString( 'Kaffeetasse', $wrong );
		$this->assertSame( array(), $pages );

		$html = OrderPages::pay( $store, $order->id, $order->order_key, 0 );
		$this->assertSame( array( array( 'pay-now', array( 'order_id' => $order->id ) ) ), $pages );
		$this->assertStringContainsString( 'id="place_order"', $html );
		$this->assertStringContainsString( 'Kaffeetasse', $html );

		$next = OrderPages::pay_submit(
			$store,
			array(
				'order_id'       => (string) $order->id,
				'key'            => $order->order_key,
				'payment_method' => 'bacs',
			),
			true
		);
		$this->assertSame( \Vitrine\Shop\ShopPages::received_url( $order ), $next );

		$store->update_order_status( $order->id, OrderStatus::PROCESSING );
		$this->assertStringContainsString( 'Diese Bestellung muss nicht mehr bezahlt werden.', OrderPages::pay( $store, $order->id, $order->order_key, 0 ) );
	}

	public function test_only_the_owner_changes_a_subscriptions_payment_method(): void {
		$store = $this->store();
		$owner = $this->log_in_as( 'subscriber' );
		$store->add_to_cart( 'user:' . $owner, array( 'id' => $this->box_subscription()->id ) );
		$order        = $store->place_order( 'user:' . $owner, self::checkout_form( array( 'payment_method' => 'bacs' ) ), $owner );
		$subscription = $store->subscriptions( $owner, $order->id )[0];
		$token        = $store->save_payment_token(
			$owner,
			array(
				'gateway'           => 'ppcp-credit-card-gateway',
				'provider_token_id' => 'tok-gone-1',
				'brand'             => 'visa',
				'last_digits'       => '1111',
				'expiry_month'      => 12,
				'expiry_year'       => 2030,
			)
		);
		$stranger = wp_insert_user(
			array(
				'user_login' => 'fremd',
				'user_email' => 'fremd@example.org',
				'user_pass'  => 'x',
			)
		);

		$this->assertStringContainsString( 'Dieses Abo gibt es nicht.', OrderPages::change_payment_method( $store, $subscription->id, $stranger ) );
		$this->assertStringContainsString( 'Bitte melde dich an', OrderPages::change_payment_method( $store, $subscription->id, 0 ) );
		$this->assertNull( OrderPages::change_submit( $store, array( 'subscription_id' => $subscription->id, 'payment_token' => $token->id ), $stranger, true ) );
		$this->assertSame( 0, $store->subscription( $subscription->id )->payment_token_id );

		$fired = array();
		add_action(
			'vitrine_payment_context',
			static function ( string $context, array $page ) use ( &$fired ): void {
				$fired[] = array( $context, $page );
			},
			10,
			2
		);
		$html = OrderPages::change_payment_method( $store, $subscription->id, $owner );
		$this->assertSame( array( array( 'pay-now', array( 'change_payment_method' => $subscription->id ) ) ), $fired );
		$this->assertStringContainsString( 'Visa mit Endziffern 1111', $html );

		$next = OrderPages::change_submit( $store, array( 'subscription_id' => $subscription->id, 'payment_token' => $token->id ), $owner, true );
		$this->assertSame( untrailingslashit( (string) get_option( 'vitrine_view_subscriptions_page', home_url( '/mein-konto/abos' ) ) ) . '/' . $subscription->id, $next );
		$this->assertSame( $token->id, $store->subscription( $subscription->id )->payment_token_id );
		$this->assertSame( 'Die Zahlungsart deines Abos wurde geändert.', Notices::take()['message'] ?? null );
	}

	public function test_a_logged_in_customer_finds_the_saved_address_filled_in(): void {
		$store   = $this->store();
		$user_id = $this->log_in_as( 'subscriber' );
		update_user_meta( $user_id, 'billing_first_name', 'Clara' );
		update_user_meta( $user_id, 'billing_city', 'Leipzig' );
		update_user_meta( $user_id, 'billing_postcode', '04109' );
		$store->add_to_cart( 'user:' . $user_id, array( 'id' => $this->simple()->id ) );

		$html = CheckoutPage::render( $store, 'user:' . $user_id, $user_id );

		$this->assertStringContainsString( 'value="Clara"', $html );
		$this->assertStringContainsString( 'value="Leipzig"', $html );
		$this->assertStringContainsString( 'value="04109"', $html );
		$this->assertStringContainsString( 'value="' . wp_get_current_user()->user_email . '"', $html );
		$this->assertStringNotContainsString( 'name="createaccount"', $html, 'Customers have an account.' );
	}

	public function test_a_guest_who_asks_for_an_account_gets_one_and_the_order_is_theirs(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );

		$url = (string) CheckoutPage::place( $store, self::checkout_post( array( 'createaccount' => '1' ) ), self::GUEST, 0, true );

		$user = get_user_by( 'email', 'erika@example.org' );
		$this->assertInstanceOf( \WP_User::class, $user );
		preg_match( '#/bestellung-erhalten/(\d+)/#', $url, $match );
		$this->assertSame( $user->ID, $store->order( (int) $match[1] )->customer_id );
		$this->assertSame( $user->ID, get_current_user_id(), 'Logged in after creating the account.' );
	}

	public function test_the_checkout_form_has_the_spec_field_names_the_place_order_button_and_its_context(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$fired = array();
		add_action(
			'vitrine_payment_context',
			static function ( string $context ) use ( &$fired ): void {
				$fired[] = $context;
			}
		);

		$html = CheckoutPage::render( $store, self::GUEST, 0 );

		$this->assertSame( array( 'checkout' ), $fired );
		foreach ( array( 'billing_email', 'billing_first_name', 'billing_last_name', 'billing_country', 'billing_address_1', 'billing_address_2', 'billing_state', 'billing_city', 'billing_postcode', 'billing_phone', 'shipping_first_name', 'shipping_city', 'ship_to_different_address', 'createaccount', 'order_comments', 'shipping_method', 'payment_method' ) as $name ) {
			$this->assertStringContainsString( 'name="' . $name . '"', $html, $name );
		}
		$this->assertStringContainsString( 'id="place_order"', $html );
		$this->assertStringContainsString( 'value="bacs"', $html );
		// No card fields: the card method is not switched on here.
		$this->assertStringNotContainsString( 'id="ppcp-hosted-fields"', $html );
	}
}
