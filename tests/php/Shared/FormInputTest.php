<?php
/**
 * Hostile input to the shop's forms: cast and bounded in one place, a German
 * error, never a TypeError or a PHP warning.
 *
 * PHPUnit turns every warning and notice into a failure here (phpunit.xml),
 * so "no warning" is asserted by each test running through.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shared;

use Vitrine\Admin\OrdersPage;
use Vitrine\Shared\FormInput;
use Vitrine\Shop\AddToCart;
use Vitrine\Shop\AddToCartForm;
use Vitrine\Shop\CartPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\OrderPages;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Shared\FormInput
 */
final class FormInputTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:FFFFFFFFFFffffffffff000000000003';

	/** Values a browser can send where a product, order or token ID belongs. */
	private const NOT_IDS = array(
		'PHP_INT_MIN'           => '-9223372036854775808',
		'past PHP_INT_MAX'      => '9223372036854775808',
		'19 digits'             => '1000000000000000000',
		'negative'              => '-3',
		'float'                 => '1.5',
		'exponent'              => '1e3',
		'hex'                   => '0x1A',
		'trailing text'         => '12abc',
		'empty'                 => '',
		'zero'                  => '0',
		'list (field[]=x)'      => array( 'x' ),
		'nested list'           => array( array( '1' ) ),
		'boolean'               => true,
		'null (missing field)'  => null,
	);

	protected function setUp(): void {
		parent::setUp();
		AddToCart::reset();
		CartPage::reset();
		CheckoutPage::reset();
		OrderPages::reset();
	}

	protected function tearDown(): void {
		AddToCart::reset();
		CartPage::reset();
		CheckoutPage::reset();
		OrderPages::reset();
		unset( $_GET['change_payment_method'], $_GET['order'], $_GET['paged'] );
		parent::tearDown();
	}

	public function test_an_id_is_a_positive_whole_number_of_at_most_18_digits_and_anything_else_is_0(): void {
		foreach ( self::NOT_IDS as $case => $value ) {
			$this->assertSame( 0, FormInput::id( $value ), $case );
		}
		$this->assertSame( 12, FormInput::id( '12' ) );
		$this->assertSame( 12, FormInput::id( ' 12 ' ) );
		$this->assertSame( 7, FormInput::id( '007' ) );
		$this->assertSame( 12, FormInput::id( 12 ) );
		$this->assertSame( 0, FormInput::id( -12 ) );
		$this->assertSame( 999999999999999999, FormInput::id( '999999999999999999' ) );
	}

	public function test_counts_texts_and_keys_are_bounded_and_lists_are_nothing(): void {
		$this->assertSame( 9999, FormInput::count( '9999', 9999 ) );
		$this->assertSame( 0, FormInput::count( '0', 9999 ) );
		$this->assertNull( FormInput::count( '10000', 9999 ) );
		$this->assertNull( FormInput::count( '-1', 9999 ) );
		$this->assertNull( FormInput::count( '2.5', 9999 ) );
		$this->assertNull( FormInput::count( array( '1' ), 9999 ) );
		$this->assertNull( FormInput::count( '99999999999999999999', 9999 ) );

		$this->assertSame( '', FormInput::text( array( 'x' ) ) );
		$this->assertSame( 'Köln', FormInput::text( "  Köln\n" ) );
		$this->assertSame( 200, mb_strlen( FormInput::text( str_repeat( 'ä', 5000 ) ) ) );
		$this->assertSame( 'abc', FormInput::text( '<b>abc</b>' ) );
		$this->assertSame( '', FormInput::key( array( 'cancel-subscription' ) ) );
		$this->assertSame( 'cancel-subscription', FormInput::key( 'Cancel-Subscription' ) );
	}

	public function test_the_add_to_cart_form_answers_a_german_error_for_any_product_id_that_is_not_one(): void {
		$store = $this->store();
		$cup   = $this->simple( 1290 );
		wp_parse_str( (string) wp_parse_url( AddToCart::action_url( $cup->id ), PHP_URL_QUERY ), $query );
		$handler = new AddToCart( $store );
		foreach ( self::NOT_IDS + array( 'no such product' => '999999999' ) as $case => $value ) {
			$post   = array(
				'add-to-cart'  => $value,
				'quantity'     => '1',
				'variation_id' => '-9223372036854775808',
			);
			$result = $handler->handle( $post, $query[ AddToCart::NONCE_ARG ], static fn(): string => self::GUEST, 0 );
			$this->assertFalse( $result['success'], $case );
			$this->assertSame( 'Dieses Produkt kann nicht gekauft werden.', $result['message'], $case );
			$this->assertSame( 0, $result['product_id'], $case );
		}
		$this->assertSame( array(), $store->cart( self::GUEST )->items );

		$result = $handler->handle(
			array(
				'add-to-cart'  => (string) $cup->id,
				'quantity'     => array( '5' ),
				'variation_id' => array( 'x' ),
				'extra'        => array( array( 'deep' ) ),
			),
			$query[ AddToCart::NONCE_ARG ],
			static fn(): string => self::GUEST,
			0
		);
		$this->assertTrue( $result['success'], 'A list where a number belongs is ignored; the default quantity 1 is added.' );
		$this->assertSame( 1, array_values( $store->cart( self::GUEST )->items )[0]['quantity'] );
	}

	/**
	 * The raw bodies a hostile browser posts to the add-to-cart form (parsed
	 * as PHP parses a POST, so `a[]=x` arrives as a list): a German error for
	 * each, nothing in the cart, and no notice or warning on the way.
	 */
	public function test_the_add_to_cart_form_answers_raw_hostile_bodies_in_german(): void {
		$store = $this->store();
		$cup   = $this->simple( 1290 );
		wp_parse_str( (string) wp_parse_url( AddToCart::action_url( $cup->id ), PHP_URL_QUERY ), $query );
		$handler = new AddToCart( $store );
		$min     = '-9223372036854775808';
		$long    = str_repeat( 'x', 20000 );
		$bodies  = array();
		foreach ( array( $min, '9223372036854775808', '1e30', '1.5', '-1', '0', '', 'abc' ) as $id ) {
			$bodies[ 'add-to-cart=' . rawurlencode( $id ) . '&quantity=1' ] = 'Dieses Produkt kann nicht gekauft werden.';
		}
		foreach ( array( 'add-to-cart[]=1', "add-to-cart[x][]={$min}", "add-to-cart={$min}&variation_id={$min}&quantity[]=1" ) as $body ) {
			$bodies[ $body ] = 'Dieses Produkt kann nicht gekauft werden.';
		}
		foreach ( array( $min, '1.5', '1e3', $long ) as $quantity ) {
			$bodies[ "add-to-cart={$cup->id}&quantity={$quantity}" ] = 'Bitte gib eine Menge von 1 bis 9999 ein.';
		}
		foreach ( $bodies as $body => $message ) {
			wp_parse_str( $body, $post );
			$result = $handler->handle( $post, $query[ AddToCart::NONCE_ARG ], static fn(): string => self::GUEST, 0 );
			$this->assertFalse( $result['success'], substr( $body, 0, 80 ) );
			$this->assertSame( $message, $result['message'], substr( $body, 0, 80 ) );
		}
		$this->assertSame( array(), $store->cart( self::GUEST )->items );
	}

	public function test_the_error_of_a_post_for_no_product_shows_once_on_the_pages_form(): void {
		$cup = $this->simple( 1290 );
		( new \ReflectionProperty( AddToCart::class, 'error' ) )->setValue(
			null,
			array(
				'product_id' => 0,
				'message'    => 'Dieses Produkt kann nicht gekauft werden.',
			)
		);
		$form = new AddToCartForm( $this->store() );
		$this->assertStringContainsString( '<p class="vitrine-notice vitrine-notice--error">Dieses Produkt kann nicht gekauft werden.</p>', $form->render( $cup, '' ) );
		$this->assertStringNotContainsString( 'vitrine-notice--error', $form->render( $cup, '' ), 'A second form on the page does not repeat it.' );
	}

	public function test_the_pay_for_order_form_refuses_ids_and_keys_that_are_not_in_german(): void {
		$store = $this->store();
		foreach ( self::NOT_IDS as $case => $value ) {
			OrderPages::reset();
			$next = OrderPages::pay_submit(
				$store,
				array(
					'order_id'       => $value,
					'key'            => array( 'vo_x' ),
					'payment_method' => 'bacs',
				),
				true
			);
			$this->assertNull( $next, $case );
			$this->assertSame( 'Diese Bestellung gibt es nicht, oder der Link ist unvollständig.', OrderPages::error(), $case );
		}
		OrderPages::reset();
		$this->assertNull( OrderPages::pay_submit( $store, array( 'payment_method' => array( 'bacs' ) ), true ) );
		$this->assertSame( 'Bitte wähle eine Zahlungsart.', OrderPages::error() );
	}

	public function test_the_change_payment_method_form_and_page_refuse_ids_that_are_not_in_german(): void {
		$store = $this->store();
		$user  = $this->log_in_as( 'subscriber' );
		foreach ( self::NOT_IDS as $case => $value ) {
			OrderPages::reset();
			$next = OrderPages::change_submit(
				$store,
				array(
					'subscription_id' => $value,
					'payment_token'   => '7',
				),
				$user,
				true
			);
			$this->assertNull( $next, $case );
			$this->assertNotSame( '', OrderPages::error(), $case );
			OrderPages::reset();
			$this->assertNull( OrderPages::change_submit( $store, array( 'subscription_id' => '7', 'payment_token' => $value ), $user, true ), $case );
			$this->assertSame( 'Bitte wähle eine Zahlungsart.', OrderPages::error(), $case );
		}
		$_GET['change_payment_method'] = '-9223372036854775808';
		$html                          = CheckoutPage::render( $store, '', $user );
		$this->assertStringContainsString( 'Dein Warenkorb ist leer.', $html, 'Not a subscription ID: the page is the plain checkout.' );
	}

	public function test_the_cart_form_takes_lists_huge_numbers_and_long_texts_with_german_errors(): void {
		$store = $this->store();
		$cup   = $this->simple( 1290 );
		$store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 1 ) );
		$key    = (string) array_key_first( $store->cart( self::GUEST )->items );
		$errors = CartPage::update(
			$store,
			self::GUEST,
			array(
				'quantity'          => array( $key => '-9223372036854775808' ),
				'shipping_country'  => array( 'DE' ),
				'shipping_postcode' => str_repeat( '9', 5000 ),
				'shipping_city'     => array( 'x' => array( 'y' ) ),
				'shipping_method'   => array( 'flat' ),
			)
		);
		$this->assertContains( 'Bitte gib als Menge eine ganze Zahl ein.', $errors );
		$this->assertSame( 1, $store->cart( self::GUEST )->items[ $key ]['quantity'] );

		$this->assertSame( array( 'Bitte gib als Menge eine ganze Zahl ein.' ), CartPage::update( $store, self::GUEST, array( 'quantity' => array( $key => '1.5' ) ) ) );
		$this->assertSame( array(), CartPage::update( $store, self::GUEST, array( 'quantity' => 'viele' ) ), 'No list of quantities: nothing to change.' );
	}

	public function test_the_checkout_form_takes_lists_where_texts_belong_with_german_field_errors(): void {
		$store = $this->store();
		$cup   = $this->simple( 1290 );
		$store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 1 ) );
		$post = self::checkout_form(
			array(
				'payment_method'         => array( 'bacs' ),
				'billing_email'          => array( 'a@example.org' ),
				'billing_city'           => str_repeat( 'K', 100000 ),
				'order_comments'         => array( 'x' ),
				'createaccount'          => array( '1' ),
				'vitrine_checkout_token' => str_repeat( 'Q', 32 ),
			)
		);
		$this->assertNull( CheckoutPage::place( $store, $post, self::GUEST, 0, true ) );
		$errors = CheckoutPage::errors();
		$this->assertSame( 'Bitte wähle eine Zahlungsart.', $errors['payment_method'] ?? null );
		$this->assertArrayHasKey( 'billing_email', $errors );
		$this->assertCount( 1, $store->cart( self::GUEST )->items, 'Nothing was placed.' );
	}

	public function test_the_admin_order_screens_take_hostile_order_ids_and_pages(): void {
		$this->log_in_as( 'administrator' );
		$page = new OrdersPage();
		foreach ( array( self::NOT_IDS['PHP_INT_MIN'], '99999999999999999999', array( '1' ) ) as $value ) {
			$_GET['order'] = $value;
			$_GET['paged'] = $value;
			ob_start();
			$page->render_orders();
			$page->render_subscriptions();
			$html = (string) ob_get_clean();
			$this->assertStringContainsString( 'class="wrap', $html );
			unset( $_GET['order'] );
			ob_start();
			$page->render_orders();
			$this->assertStringContainsString( 'class="wrap', (string) ob_get_clean(), 'A page far beyond the last lists nothing, without an error.' );
		}
	}
}
