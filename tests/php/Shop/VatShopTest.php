<?php
/**
 * German VAT across the shop and the checkout's terms checkbox.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Account\AccountPage;
use Vitrine\Admin\LegalSettings;
use Vitrine\Admin\OrderView;
use Vitrine\Admin\ProductForm;
use Vitrine\Admin\ShopSettingsPage;
use Vitrine\Mail\OrderMails;
use Vitrine\Mail\Template;
use Vitrine\Payment\PurchaseUnits;
use Vitrine\Shop\CartPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\LegalPages;
use Vitrine\Shop\MiniCart;
use Vitrine\Shop\OrderPages;
use Vitrine\Shop\ShopPages;
use Vitrine\Shop\TaxDisplay;
use Vitrine\Store\CartSummary;
use Vitrine\Store\Product;
use Vitrine\Store\TermsConsent;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Store\CartCalculator
 * @covers \Vitrine\Store\TermsConsent
 * @covers \Vitrine\Shop\TaxDisplay
 * @covers \Vitrine\Shop\LegalPages
 * @covers \Vitrine\Admin\LegalSettings
 */
final class VatShopTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:VATVATVATVATVATVATVATVATVATVAT01';
	private const TOKEN = 'TOKENvatvatvatvatvatvatvatvatva1';

	protected function setUp(): void {
		parent::setUp();
		CartPage::reset();
		CheckoutPage::reset();
		OrderPages::reset();
	}

	protected function tearDown(): void {
		delete_option( TermsConsent::OPTION );
		delete_option( LegalPages::OPTION );
		parent::tearDown();
	}

	/**
	 * A shipped product of a tax class.
	 *
	 * @param string $name      Name.
	 * @param int    $price     Gross cents.
	 * @param string $tax_class Tax class.
	 */
	private function product( string $name, int $price, string $tax_class, bool $shipped = true ): Product {
		return $this->store()->create_product(
			array(
				'type'           => 'simple',
				'name'           => $name,
				'price'          => $price,
				'needs_shipping' => $shipped,
				'tax_class'      => $tax_class,
			)
		);
	}

	/**
	 * A cart of a mug (19 %) and coffee (7 %), shipped for 4,90 €.
	 */
	private function mixed_cart(): \Vitrine\Store\DatabaseStore {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->product( 'Kaffeetasse', 1290, 'standard' )->id ) );
		$store->add_to_cart( self::GUEST, array( 'id' => $this->product( 'Kaffeebohnen', 1490, 'reduced' )->id ) );
		return $store;
	}

	public function test_a_products_tax_class_is_stored_and_an_unknown_one_is_refused_in_german(): void {
		$this->assertSame( 'reduced', $this->product( 'Kaffeebohnen', 1490, 'reduced' )->tax_class );
		$this->assertSame( 7, $this->store()->product( $this->product( 'Buch', 2000, 'reduced' )->id )->tax_rate() );
		$this->assertSame( 'standard', $this->simple()->tax_class, 'Products without a class are taxed at the standard rate.' );
		$error = $this->refused( fn() => $this->product( 'Gold', 100, 'luxury' ) );
		$this->assertSame( 'Bitte wähle eine Steuerklasse.', $error->getMessage() );

		$parsed = ProductForm::parse(
			array(
				'type'      => 'simple',
				'price'     => '14,90',
				'tax_class' => 'zero',
			)
		);
		$this->assertSame( 'zero', $parsed['data']['tax_class'] );
		$parsed = ProductForm::parse(
			array(
				'type'      => 'simple',
				'price'     => '14,90',
				'tax_class' => '25',
			)
		);
		$this->assertSame( 'Bitte wähle eine Steuerklasse.', $parsed['errors']['tax_class'] );
	}

	public function test_the_product_data_box_offers_the_three_tax_classes_with_the_stored_one_chosen(): void {
		$product = $this->product( 'Kaffeebohnen', 1490, 'reduced' );
		ob_start();
		( new \Vitrine\Admin\ProductBoxView( ProductForm::values( $product ), array(), '', 'EUR' ) )->render( $product->id, 'n', 'a', array(), array() );
		$html = (string) ob_get_clean();

		$this->assertMatchesRegularExpression( '/<label for="vitrine-product-tax-class">Steuerklasse<\/label>/', $html );
		$this->assertStringContainsString( '<option value="standard">Regelsteuersatz (19 %)</option>', $html );
		$this->assertStringContainsString( "<option value=\"reduced\" selected='selected'>Ermäßigter Steuersatz (7 %)</option>", $html );
		$this->assertStringContainsString( '<option value="zero">Steuerfrei (0 %)</option>', $html );
	}

	public function test_cart_totals_carry_each_lines_tax_and_the_tax_per_rate_with_the_shippings_share(): void {
		$totals = $this->mixed_cart()->cart_totals( self::GUEST );

		$this->assertSame( array( 19, 7 ), array_column( $totals['items'], 'tax_rate' ) );
		$this->assertSame( array( 206, 97 ), array_column( $totals['items'], 'tax' ) );
		// Shipping 4,90 € split 1290 : 1490 → 2,27 € at 19 % (0,36 €) and 2,63 € at 7 % (0,17 €).
		$this->assertSame(
			array(
				array(
					'rate' => 19,
					'tax'  => 242,
				),
				array(
					'rate' => 7,
					'tax'  => 114,
				),
			),
			$totals['taxes']
		);
		$this->assertSame( 356, $totals['tax_total'] );
		$this->assertSame( 3270, $totals['total'], 'Gross prices: the tax is included, never added.' );
	}

	public function test_a_placed_order_stores_its_taxes_and_its_purchase_unit_adds_up_with_them(): void {
		$store = $this->mixed_cart();
		$order = $store->place_order( self::GUEST, self::checkout_form( array( 'payment_method' => 'bacs' ) ) );
		$again = $store->order( $order->id );

		$this->assertSame( 356, $again->tax_total() );
		$this->assertSame( array( 19, 7 ), array_column( $again->items, 'tax_rate' ) );
		$this->assertSame( array( 206, 97 ), array_column( $again->items, 'tax' ) );

		$unit = PurchaseUnits::for_provider( PurchaseUnits::of_order( $again, 'site' ) )[0];
		$this->assertSame( '32.70', $unit['amount']['value'] );
		$this->assertSame( '24.77', $unit['amount']['breakdown']['item_total']['value'], '27,80 € of goods less their 3,03 € tax.' );
		$this->assertSame( '3.03', $unit['amount']['breakdown']['tax_total']['value'] );
		$this->assertSame( '4.90', $unit['amount']['breakdown']['shipping']['value'], 'Shipping goes in gross.' );
		$this->assertSame( array( '10.84', '13.93' ), array_column( array_column( $unit['items'], 'unit_amount' ), 'value' ) );
		$this->assertSame( array( '2.06', '0.97' ), array_column( array_column( $unit['items'], 'tax' ), 'value' ) );
		$this->assertTrue( PurchaseUnits::amount_matches( $unit['amount'], $again ) );
	}

	public function test_prices_say_incl_vat_and_plus_shipping_with_a_link_to_the_shipping_page(): void {
		$page = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Versandkosten',
			)
		)->ID;
		update_option( LegalPages::OPTION, array( 'shipping' => $page ) );
		$note = TaxDisplay::price_note( $this->product( 'Kaffeetasse', 1290, 'standard' ) );
		$this->assertSame( '<span class="vitrine-tax-note">inkl. MwSt., zzgl. <a href="' . get_permalink( $page ) . '">Versand</a></span>', $note );
		$this->assertSame( '<span class="vitrine-tax-note">inkl. MwSt.</span>', TaxDisplay::price_note( $this->product( 'Ticket', 1500, 'standard', false ) ), 'Nothing shipped, no shipping note.' );
		$this->assertSame( '<span class="vitrine-tax-note">steuerfrei</span>', TaxDisplay::price_note( $this->product( 'Mitgliedschaft', 6000, 'zero', false ) ) );

		wp_update_post(
			array(
				'ID'          => $page,
				'post_status' => 'draft',
			)
		);
		$this->assertStringContainsString( 'zzgl. Versand</span>', TaxDisplay::price_note( $this->product( 'Tasse', 990, 'standard' ) ), 'The chosen page is not published: the text without a link.' );
	}

	/**
	 * Formerly the e2e vat test of the price notes: the demo's product pages
	 * render them in their price block (the shop grid's cards the same
	 * block, checked in the browser by product-archive.spec.ts), the
	 * shipping note linking the demo's /versand/ page.
	 */
	public function test_the_demo_products_price_blocks_say_incl_vat_plus_shipping_unshipped_or_tax_free(): void {
		$notes = array(
			'kaffeetasse'          => '<span class="vitrine-tax-note">inkl. MwSt., zzgl. <a href="' . home_url( '/versand/' ) . '">Versand</a></span>',
			'ticket-sommerfest'    => '<span class="vitrine-tax-note">inkl. MwSt.</span>',
			'jahresmitgliedschaft' => '<span class="vitrine-tax-note">steuerfrei</span>',
		);
		foreach ( $notes as $slug => $note ) {
			$id   = (int) get_page_by_path( $slug, OBJECT, \Vitrine\Store\ProductRepository::POST_TYPE )->ID;
			$html = ( new \WP_Block(
				array(
					'blockName'    => 'vitrine/product-price',
					'attrs'        => array(),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				),
				array(
					'postId'   => $id,
					'postType' => get_post_type( $id ),
				)
			) )->render();
			$this->assertStringContainsString( 'wp-block-vitrine-product-price', $html, $slug );
			$this->assertStringContainsString( $note, $html, $slug );
		}
	}

	public function test_cart_mini_cart_and_checkout_review_show_the_vat_per_rate(): void {
		$store = $this->mixed_cart();
		$rows  = array( "enthaltene MwSt. 19 %</th><td>2,42\u{00A0}€</td>", "enthaltene MwSt. 7 %</th><td>1,14\u{00A0}€</td>" );

		$cart = CartPage::totals_html( $store->cart_totals( self::GUEST ) );
		foreach ( $rows as $row ) {
			$this->assertStringContainsString( $row, $cart );
		}
		$this->assertStringContainsString( '<tbody class="vitrine-cart__taxes" data-cart-taxes>', $cart );
		$this->assertStringContainsString( 'Gesamt <span class="vitrine-tax-note">inkl. MwSt.</span>', $cart );

		$mini = MiniCart::render( $store, self::GUEST );
		$this->assertStringContainsString( "data-mini-cart-tax><dt>enthaltene MwSt. 19 %</dt><dd>2,42\u{00A0}€</dd>", $mini );
		$this->assertStringContainsString( "data-mini-cart-tax><dt>enthaltene MwSt. 7 %</dt><dd>1,14\u{00A0}€</dd>", $mini );

		$summary = CartSummary::of( $store->cart_totals( self::GUEST ) );
		$this->assertSame(
			array(
				array(
					'label'  => 'enthaltene MwSt. 19 %',
					'amount' => "2,42\u{00A0}€",
				),
				array(
					'label'  => 'enthaltene MwSt. 7 %',
					'amount' => "1,14\u{00A0}€",
				),
			),
			$summary['formatted']['taxes'],
			'The cart scripts repaint the rows from the server\'s display.'
		);

		$checkout = CheckoutPage::render( $store, self::GUEST, 0 );
		foreach ( $rows as $row ) {
			$this->assertStringContainsString( $row, $checkout );
		}
	}

	public function test_order_received_my_account_admin_and_the_mail_show_the_orders_vat(): void {
		$store = $this->mixed_cart();
		$user  = $this->log_in_as( 'customer' );
		$store->merge_guest_cart( self::GUEST, $user );
		$order = $store->place_order( 'user:' . $user, self::checkout_form( array( 'payment_method' => 'bacs' ) ), $user );

		$received = OrderPages::received( $store, $order->id, $order->order_key );
		$this->assertStringContainsString( "enthaltene MwSt. 19 %</th><td>2,42\u{00A0}€</td>", $received );
		$this->assertStringContainsString( "enthaltene MwSt. 7 %</th><td>1,14\u{00A0}€</td>", $received );

		$account = ( new AccountPage( $store ) )->render(
			$user,
			array(
				'section' => 'orders',
				'id'      => $order->id,
			)
		);
		$this->assertStringContainsString( "enthaltene MwSt. 19 %</th><td>2,42\u{00A0}€</td>", $account );

		$admin = OrderView::data( $order );
		$this->assertSame( "2,42\u{00A0}€", $admin['totals']['enthaltene MwSt. 19 %'] );
		$this->assertSame( "1,14\u{00A0}€", $admin['totals']['enthaltene MwSt. 7 %'] );

		$mail = Template::render( 'parts/order-details', OrderMails::data( $order, 'customer-order' ) );
		$this->assertMatchesRegularExpression( "/enthaltene MwSt\\. 19 %: +2,42\u{00A0}€/u", $mail );
		$this->assertMatchesRegularExpression( "/enthaltene MwSt\\. 7 %: +1,14\u{00A0}€/u", $mail );
	}

	public function test_without_the_setting_the_checkout_has_no_terms_checkbox_and_places_orders(): void {
		$store = $this->mixed_cart();
		$this->assertStringNotContainsString( 'name="terms"', CheckoutPage::render( $store, self::GUEST, 0 ) );
		$this->assertNotNull( CheckoutPage::place( $store, self::checkout_post(), self::GUEST, 0, true ) );
	}

	public function test_the_terms_checkbox_links_the_legal_pages_and_an_order_without_it_is_refused_in_german(): void {
		update_option( TermsConsent::OPTION, '1' );
		$agb      = get_page_by_path( 'agb' );
		$agb      = $agb ? $agb->ID : $this->create_post(
			array(
				'post_type' => 'page',
				'post_name' => 'agb',
			)
		)->ID;
		$widerruf = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Widerruf',
			)
		)->ID;
		update_option( LegalPages::OPTION, array( 'withdrawal' => $widerruf ) );
		$store = $this->mixed_cart();

		$html = CheckoutPage::render( $store, self::GUEST, 0 );
		$this->assertStringContainsString( '<input type="checkbox" id="terms" name="terms" value="1" aria-required="true">', $html );
		$this->assertStringContainsString( 'Ich habe die <a href="' . get_permalink( $agb ) . '" target="_blank" rel="noopener">AGB</a> und die <a href="' . get_permalink( $widerruf ) . '" target="_blank" rel="noopener">Widerrufsbelehrung</a> gelesen und stimme ihnen zu.', $html );
		$this->assertGreaterThan( strpos( $html, 'vitrine-order-table' ), strpos( $html, 'id="terms"' ), 'Under the order review …' );
		$this->assertLessThan( strpos( $html, 'class="vitrine-payment-methods"' ), strpos( $html, 'id="terms"' ), '… before every way to pay.' );

		$message = 'Bitte lies und akzeptiere die AGB und die Widerrufsbelehrung, um deine Bestellung aufzugeben.';
		$this->assertNull( CheckoutPage::place( $store, self::checkout_post(), self::GUEST, 0, true ) );
		$this->assertSame( $message, CheckoutPage::errors()['terms'] );
		$again = CheckoutPage::render( $store, self::GUEST, 0 );
		$this->assertStringContainsString( '<a href="#terms">' . $message . '</a>', $again, 'Listed at the top, linked to the box.' );
		$this->assertStringContainsString( 'aria-invalid="true" aria-describedby="terms-error"', $again );
		$this->assertSame( array( 'terms' => $message ), $store->validate_checkout( self::GUEST, self::checkout_post(), 0 ), 'validate_checkout (§5.3) asks the same validator.' );
		$refused = $this->refused( fn() => $store->place_order( self::GUEST, self::checkout_post(), 0 ) );
		$this->assertSame( array( 'terms' => $message ), $refused->errors, 'So does Store::place_order(), which the wallet\'s create_order on the checkout calls.' );
		$this->assertNotEmpty( $store->cart( self::GUEST )->items, 'Nothing was placed.' );

		CheckoutPage::reset();
		$this->assertNotNull( CheckoutPage::place( $store, self::checkout_post( array( 'terms' => '1' ) ), self::GUEST, 0, true ) );
	}

	public function test_the_settings_keep_only_a_yes_or_no_and_existing_pages(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new ShopSettingsPage() )->register_settings();
		$page = $this->create_post( array( 'post_type' => 'page' ) )->ID;
		$post = $this->create_post()->ID;

		$this->assertSame( '1', sanitize_option( TermsConsent::OPTION, '1' ) );
		$this->assertSame( '0', sanitize_option( TermsConsent::OPTION, 'yes please' ) );
		// The option also holds the other shop pages (Shop\PageSetup); the form's keys change only theirs.
		$others = array_diff_key( ShopPages::page_ids(), LegalPages::SLUGS );
		$this->assertNotEmpty( $others );
		$this->assertEquals(
			array( 'terms' => $page ) + $others,
			LegalSettings::sanitize_pages(
				array(
					'terms'      => (string) $page,
					'withdrawal' => (string) $post,
					'shipping'   => '-3',
					'other'      => '1',
				)
			)
		);
		foreach ( array( 'vitrine_currency', 'vitrine_manual_renewal', 'vitrine_bank_account', TermsConsent::OPTION, LegalPages::OPTION ) as $option ) {
			unregister_setting( ShopSettingsPage::GROUP, $option );
		}
	}

	/**
	 * A checkout POST as the page sends it.
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
}
