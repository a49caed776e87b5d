<?php
/**
 * Guest sessions: each guest's nonces belong to their own cart (§6),
 * and the cart cookie's attributes.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Shop\AddToCart;
use Vitrine\Shop\CartPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\FormRequest;
use Vitrine\Store\CartSession;
use Vitrine\Store\Database;
use Vitrine\Store\Stores;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Store\CartSession
 */
final class GuestSessionTest extends TestCase {
	use StoreFixtures;

	private const ALICE = 'AAAAAAAAAAaaaaaaaaaa000000000001';
	private const BOB   = 'BBBBBBBBBBbbbbbbbbbb000000000002';

	private const EXPIRED = 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.';

	protected function setUp(): void {
		parent::setUp();
		CartPage::reset();
		CheckoutPage::reset();
		AddToCart::reset();
		Stores::reset();
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ CartSession::COOKIE ], $_SERVER['HTTPS'] );
		$_POST                     = array();
		$_SERVER['REQUEST_METHOD'] = 'GET';
		CartPage::reset();
		CheckoutPage::reset();
		AddToCart::reset();
		Stores::reset();
		parent::tearDown();
	}

	/**
	 * Makes the request carry a guest's cookie (null: none).
	 *
	 * @param string|null $token Guest token.
	 */
	private static function as_guest( ?string $token ): void {
		if ( null === $token ) {
			unset( $_COOKIE[ CartSession::COOKIE ] );
			return;
		}
		$_COOKIE[ CartSession::COOKIE ] = $token;
	}

	/**
	 * The nonce a form of the page would carry for the current session.
	 *
	 * @param string $form Form name.
	 */
	private static function form_nonce( string $form ): string {
		preg_match( '/name="_vitrine_nonce" value="([^"]+)"/', FormRequest::fields( $form ), $match );
		return $match[1];
	}

	/**
	 * Posts a shop form to its handler as the page would; returns the
	 * redirect target, or null when the page renders again.
	 *
	 * @param callable             $handler The form's wp_loaded handler.
	 * @param array<string, mixed> $post    Fields.
	 */
	private static function submit( callable $handler, array $post ): ?string {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = wp_slash( $post );
		$target                    = null;
		$catch                     = static function ( string $url ) use ( &$target ): void {
			$target = $url;
			throw new \RuntimeException( 'redirect' );
		};
		add_action( 'vitrine_form_redirect', $catch );
		try {
			$handler();
		} catch ( \RuntimeException $redirect ) {
			unset( $redirect );
		} finally {
			remove_action( 'vitrine_form_redirect', $catch );
		}
		return $target;
	}

	/**
	 * Orders placed so far.
	 */
	private static function orders(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Database::table( 'orders' ) );
	}

	public function test_a_nonce_of_one_guest_session_is_refused_in_another_and_kept_in_its_own(): void {
		self::as_guest( self::ALICE );
		$nonces = array(
			'vitrine_change_cart'        => \Vitrine\Ajax\Router::nonce( 'change_cart' ),
			'vitrine_save_checkout_form' => \Vitrine\Ajax\Router::nonce( 'save_checkout_form' ),
			'vitrine_form_checkout'      => self::form_nonce( CheckoutPage::FORM ),
			'vitrine_form_cart'          => self::form_nonce( CartPage::FORM ),
		);

		self::as_guest( self::BOB );
		foreach ( $nonces as $action => $nonce ) {
			$this->assertFalse( wp_verify_nonce( $nonce, $action ), "Alice's {$action} nonce must fail in Bob's session." );
			$this->assertNotSame( $nonce, wp_create_nonce( $action ), 'Bob gets a nonce of his own.' );
		}
		self::as_guest( null );
		foreach ( $nonces as $action => $nonce ) {
			$this->assertFalse( wp_verify_nonce( $nonce, $action ), "Alice's {$action} nonce must fail without her cookie." );
		}
		self::as_guest( self::ALICE );
		foreach ( $nonces as $action => $nonce ) {
			$this->assertSame( 1, wp_verify_nonce( $nonce, $action ), "Alice's {$action} nonce works in her own session." );
		}
	}

	public function test_a_nonce_made_without_a_session_does_not_act_on_a_guests_cart(): void {
		self::as_guest( null );
		$nonce = \Vitrine\Ajax\Router::nonce( 'remove_from_cart' );
		self::as_guest( self::ALICE );
		$this->assertFalse( wp_verify_nonce( $nonce, 'vitrine_remove_from_cart' ) );
	}

	public function test_the_nonce_user_is_derived_from_the_token_not_the_token_itself(): void {
		$alice = CartSession::nonce_subject( self::ALICE );
		$this->assertStringNotContainsString( self::ALICE, $alice );
		$this->assertStringNotContainsString( strtolower( self::ALICE ), strtolower( $alice ) );
		$this->assertNotSame( $alice, CartSession::nonce_subject( self::BOB ) );
		$this->assertSame( $alice, CartSession::nonce_subject( self::ALICE ), 'The same session keeps its nonces across requests.' );

		self::as_guest( self::ALICE );
		$this->assertSame( $alice, CartSession::nonce_user( 0, 'vitrine_form_cart' ) );
		$this->assertSame( 0, CartSession::nonce_user( 0, 'wp_rest' ), 'Nonces of other plugins and of WordPress stay as they are.' );
		self::as_guest( 'not a token' );
		$this->assertSame( 0, CartSession::nonce_user( 0, 'vitrine_form_cart' ), 'A malformed cookie is no session.' );
	}

	public function test_a_checkout_posted_with_another_guests_nonce_places_no_order_and_its_own_does(): void {
		$store = $this->store();
		$cup   = $this->simple( 1290 );
		$store->add_to_cart( 'guest:' . self::ALICE, array( 'id' => $cup->id, 'quantity' => 1 ) );
		self::as_guest( self::BOB );
		$bobs  = self::form_nonce( CheckoutPage::FORM );
		$post  = self::checkout_form(
			array(
				'payment_method'         => 'bacs',
				'vitrine_checkout_token' => str_repeat( 'T', 32 ),
				'vitrine_form'           => CheckoutPage::FORM,
			)
		);
		$count = self::orders();

		self::as_guest( self::ALICE );
		$this->assertNull( self::submit( array( CheckoutPage::class, 'handle_post' ), $post + array( '_vitrine_nonce' => $bobs ) ) );
		$this->assertSame( array( '' => self::EXPIRED ), CheckoutPage::errors() );
		$this->assertSame( $count, self::orders(), 'No order from a foreign nonce.' );
		$this->assertCount( 1, Stores::get()->cart( 'guest:' . self::ALICE )->items );

		CheckoutPage::reset();
		$target = self::submit( array( CheckoutPage::class, 'handle_post' ), $post + array( '_vitrine_nonce' => self::form_nonce( CheckoutPage::FORM ) ) );
		$this->assertStringContainsString( '/kasse/bestellung-erhalten/', (string) $target, 'Alice\'s own nonce places her order.' );
		$this->assertSame( $count + 1, self::orders() );
	}

	public function test_a_cart_form_posted_with_another_guests_nonce_changes_nothing(): void {
		$store = $this->store();
		$cup   = $this->simple( 1290 );
		$store->add_to_cart( 'guest:' . self::ALICE, array( 'id' => $cup->id, 'quantity' => 1 ) );
		$key = (string) array_key_first( $store->cart( 'guest:' . self::ALICE )->items );
		self::as_guest( self::BOB );
		$bobs = self::form_nonce( CartPage::REMOVE_FORM );

		self::as_guest( self::ALICE );
		$post = array(
			'vitrine_form'  => CartPage::REMOVE_FORM,
			'cart_item_key' => $key,
		);
		$this->assertNull( self::submit( array( CartPage::class, 'handle_post' ), $post + array( '_vitrine_nonce' => $bobs ) ) );
		$this->assertCount( 1, $store->cart( 'guest:' . self::ALICE )->items, 'The line stays.' );
		$this->assertStringContainsString( self::EXPIRED, CartPage::render( $store, 'guest:' . self::ALICE ) );

		CartPage::reset();
		$this->assertStringContainsString( '/warenkorb/', (string) self::submit( array( CartPage::class, 'handle_post' ), $post + array( '_vitrine_nonce' => self::form_nonce( CartPage::REMOVE_FORM ) ) ) );
		$this->assertSame( array(), $store->cart( 'guest:' . self::ALICE )->items );
	}

	public function test_the_add_to_cart_form_refuses_another_guests_nonce(): void {
		$cup = $this->simple( 1290 );
		self::as_guest( self::BOB );
		wp_parse_str( (string) wp_parse_url( AddToCart::action_url( $cup->id ), PHP_URL_QUERY ), $query );

		self::as_guest( self::ALICE );
		$result = ( new AddToCart( $this->store() ) )->handle( array( 'add-to-cart' => (string) $cup->id ), $query[ AddToCart::NONCE_ARG ], static fn(): string => 'guest:' . self::ALICE, 0 );
		$this->assertFalse( $result['success'] );
		$this->assertSame( self::EXPIRED, $result['message'] );
		$this->assertSame( array(), $this->store()->cart( 'guest:' . self::ALICE )->items );
	}

	public function test_a_page_served_to_a_guest_starts_the_session_its_nonces_belong_to(): void {
		self::as_guest( null );
		CartSession::start_for_page();
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9]{32}$/', $_COOKIE[ CartSession::COOKIE ] ?? '' );
		$token = $_COOKIE[ CartSession::COOKIE ];
		$nonce = \Vitrine\Ajax\Router::nonce( 'change_cart' );

		CartSession::start_for_page();
		$this->assertSame( $token, $_COOKIE[ CartSession::COOKIE ], 'An existing session is kept.' );
		$this->assertSame( 1, wp_verify_nonce( $nonce, 'vitrine_change_cart' ), 'The next request, with the cookie, accepts the page\'s nonce.' );
		$this->assertSame( array(), Stores::get()->cart( 'guest:' . $token )->items, 'Starting a session writes no cart.' );

		self::as_guest( null );
		$this->log_in_as( 'subscriber' );
		CartSession::start_for_page();
		$this->assertArrayNotHasKey( CartSession::COOKIE, $_COOKIE, 'Logged-in shoppers have their user cart and no guest cookie.' );
	}

	public function test_the_cart_cookie_is_http_only_same_site_lax_and_secure_on_https(): void {
		unset( $_SERVER['HTTPS'] );
		$options = CartSession::cookie_options();
		$this->assertTrue( $options['httponly'] );
		$this->assertSame( 'Lax', $options['samesite'] );
		$this->assertFalse( $options['secure'], 'Plain HTTP (the dev site) cannot send a Secure cookie back.' );
		$this->assertGreaterThan( time() + DAY_IN_SECONDS, $options['expires'] );

		$_SERVER['HTTPS'] = 'on';
		$this->assertTrue( CartSession::cookie_options()['secure'] );
	}

	public function test_the_session_hooks_are_in_place(): void {
		$this->assertSame( 10, has_filter( 'nonce_user_logged_out', array( CartSession::class, 'nonce_user' ) ) );
		$this->assertSame( 0, has_action( 'template_redirect', array( CartSession::class, 'start_for_page' ) ) );
	}
}
