<?php
/**
 * Hostile bodies to the shop's POST forms, as a browser posts them.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Account\AccountRoutes;
use Vitrine\Shared\Notices;
use Vitrine\Shop\CartPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\CheckoutSubmit;
use Vitrine\Shop\FormRequest;
use Vitrine\Shop\OrderPages;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\CartSession;
use Vitrine\Store\Stores;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Formerly the e2e form-input spec: raw form bodies (parsed as PHP parses a
 * POST, so `field[]=x` arrives as a list) with huge, negative and
 * fractional numbers, missing fields and long strings, posted with a real
 * session's nonces to each form's own handler: the cart's, the checkout's,
 * the pay-for-order and change-payment forms' (on `wp_loaded`) and the
 * account actions' (on `template_redirect`). Each answers in German or
 * redirects; a notice or warning on the way fails the test (phpunit.xml).
 * The per-field rules are FormInputTest's; bench/fuzz-more.mjs posts seeded
 * bodies to the running site in fuzz-shop.spec.ts.
 *
 * @covers \Vitrine\Shop\FormRequest
 * @covers \Vitrine\Shop\CartPage
 * @covers \Vitrine\Shop\CheckoutSubmit
 * @covers \Vitrine\Shop\OrderPages
 * @covers \Vitrine\Account\AccountRoutes
 */
final class FormRequestTest extends TestCase {
	use StoreFixtures;

	private const TOKEN   = 'FormBodiesFormBodiesFormBodies01';
	private const MIN     = '-9223372036854775808';
	private const EXPIRED = 'Deine Sitzung ist abgelaufen';

	protected function setUp(): void {
		parent::setUp();
		CartPage::reset();
		CheckoutPage::reset();
		OrderPages::reset();
		Stores::reset();
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ CartSession::COOKIE ] );
		$_POST                     = array();
		$_SERVER['REQUEST_METHOD'] = 'GET';
		CartPage::reset();
		CheckoutPage::reset();
		OrderPages::reset();
		Stores::reset();
		parent::tearDown();
	}

	/**
	 * A long string, as a hostile browser posts it.
	 */
	private static function long(): string {
		return str_repeat( 'x', 20000 );
	}

	/**
	 * The nonce a form of the page carries for the current session.
	 *
	 * @param string $form Form name.
	 */
	private static function nonce( string $form ): string {
		preg_match( '/name="_vitrine_nonce" value="([^"]+)"/', FormRequest::fields( $form ), $match );
		return $match[1];
	}

	/**
	 * Posts a raw body to a form handler; the redirect target, or null when
	 * the page renders again.
	 *
	 * @param callable $handler The form's handler.
	 * @param string   $body    `application/x-www-form-urlencoded` body.
	 */
	private static function submit( callable $handler, string $body ): ?string {
		wp_parse_str( $body, $post );
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
			$_POST                     = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
		}
		return $target;
	}

	public function test_the_cart_and_checkout_forms_take_lists_huge_numbers_and_long_strings_with_german_errors(): void {
		$_COOKIE[ CartSession::COOKIE ] = self::TOKEN;
		$session                        = 'guest:' . self::TOKEN;
		Stores::get()->add_to_cart( $session, array( 'id' => $this->simple( 1290 )->id ) );
		$key  = (string) array_key_first( Stores::get()->cart( $session )->items );
		$long = self::long();
		$cart = 'vitrine_form=cart&_vitrine_nonce=' . self::nonce( CartPage::FORM );
		$gone = 'vitrine_form=cart_remove&_vitrine_nonce=' . self::nonce( CartPage::REMOVE_FORM );

		// German text on the page again, or null: redirected (nothing to say).
		$cases = array(
			"{$cart}&quantity[{$key}]=" . self::MIN => 'Bitte gib als Menge eine ganze Zahl ein.',
			"{$cart}&quantity[{$key}]=1.5"          => 'Bitte gib als Menge eine ganze Zahl ein.',
			"{$cart}&quantity[{$key}][]=1&shipping_country[]=DE&shipping_method[]=x&shipping_city[a][b]=c" => null,
			"{$cart}&quantity={$long}&shipping_postcode={$long}" => null,
			'vitrine_form=cart&_vitrine_nonce[]=' . self::nonce( CartPage::FORM ) => self::EXPIRED,
			'vitrine_form=cart'                     => self::EXPIRED,
			"{$gone}&cart_item_key[]={$key}"        => 'Dieser Artikel ist nicht mehr in deinem Warenkorb.',
			"{$gone}&cart_item_key={$long}"         => 'Dieser Artikel ist nicht mehr in deinem Warenkorb.',
		);
		foreach ( $cases as $body => $german ) {
			CartPage::reset();
			$target = self::submit( array( CartPage::class, 'handle_post' ), $body );
			$case   = substr( $body, 0, 100 );
			if ( null === $german ) {
				$this->assertStringStartsWith( ShopPages::cart_url(), (string) $target, $case );
				continue;
			}
			$this->assertNull( $target, $case );
			$this->assertStringContainsString( $german, CartPage::render( Stores::get(), $session ), $case );
		}
		CartPage::reset();
		$this->assertSame( array( 1 ), array_column( Stores::get()->cart( $session )->items, 'quantity' ), 'Her line is as it was.' );

		$checkout = 'vitrine_form=checkout&_vitrine_nonce=' . self::nonce( CheckoutPage::FORM ) . '&vitrine_checkout_token=' . str_repeat( 'Q', 32 );
		$cases    = array(
			"{$checkout}&payment_method[]=bacs&billing_email[]=a@b.de&billing_city={$long}" => 'Bitte wähle eine Zahlungsart.',
			"{$checkout}&payment_method=bacs&createaccount[]=1&order_comments[]=x&billing_country[]=DE" => 'ist ein Pflichtfeld',
			'vitrine_form=checkout&_vitrine_nonce=' . self::nonce( CheckoutPage::FORM ) . '&vitrine_checkout_token[]=x' => self::EXPIRED,
		);
		foreach ( $cases as $body => $german ) {
			$this->assertNull( self::submit( array( CheckoutSubmit::class, 'handle_post' ), $body ) );
			$this->assertStringContainsString( $german, implode( ' ', CheckoutPage::errors() ), substr( $body, 0, 100 ) );
		}
		CheckoutPage::reset();
		$this->assertNull( self::submit( array( CheckoutSubmit::class, 'handle_post' ), 'vitrine_form[]=checkout' ) );
		$this->assertSame( array(), CheckoutPage::errors(), 'Not a form name: no form was posted.' );
		$this->assertCount( 1, Stores::get()->cart( $session )->items, 'Nothing was placed.' );
	}

	/**
	 * Formerly the e2e cart test without JavaScript: the cart page's forms
	 * post to its handler, which updates a quantity or removes a line and
	 * sends the shopper back to the cart, which then says so in German.
	 */
	public function test_the_cart_forms_update_a_quantity_and_remove_a_line_through_their_handler_and_say_so(): void {
		$_COOKIE[ CartSession::COOKIE ] = self::TOKEN;
		$session                        = 'guest:' . self::TOKEN;
		Stores::get()->add_to_cart( $session, array( 'id' => $this->simple( 1290 )->id ) );
		Stores::get()->add_to_cart( $session, array( 'id' => $this->simple( 1500, null, false )->id ) );
		[ $mug, $ticket ] = array_keys( Stores::get()->cart( $session )->items );
		$form             = CartPage::render( Stores::get(), $session );
		$this->assertMatchesRegularExpression( '/<button type="submit"[^>]*>Warenkorb aktualisieren<\/button>/', $form );

		$target = self::submit( array( CartPage::class, 'handle_post' ), 'vitrine_form=cart&_vitrine_nonce=' . self::nonce( CartPage::FORM ) . "&quantity[{$mug}]=2&quantity[{$ticket}]=1" );
		$this->assertSame( add_query_arg( 'vitrine_notice', 'updated', ShopPages::cart_url() ), $target );
		$page = CartPage::render( Stores::get(), $session, 'updated' );
		$this->assertStringContainsString( 'role="status">Dein Warenkorb wurde aktualisiert.</p>', $page );
		// 2 × 12,90 + 15,00 + standard shipping 4,90.
		$this->assertSame( 4570, Stores::get()->cart_totals( $session )['total'] );

		$target = self::submit( array( CartPage::class, 'handle_post' ), 'vitrine_form=cart_remove&_vitrine_nonce=' . self::nonce( CartPage::REMOVE_FORM ) . "&cart_item_key={$ticket}" );
		$this->assertSame( add_query_arg( 'vitrine_notice', 'removed', ShopPages::cart_url() ), $target );
		$this->assertStringContainsString( 'role="status">Der Artikel wurde aus deinem Warenkorb entfernt.</p>', CartPage::render( Stores::get(), $session, 'removed' ) );
		$this->assertSame( 3070, Stores::get()->cart_totals( $session )['total'] );
	}

	public function test_the_pay_for_order_and_change_payment_forms_refuse_hostile_ids_in_german(): void {
		$this->log_in_as( 'subscriber' );
		$long = self::long();
		$pay  = 'vitrine_form=pay_for_order&_vitrine_nonce=' . self::nonce( OrderPages::PAY_FORM );
		$swap = 'vitrine_form=change_payment_method&_vitrine_nonce=' . self::nonce( OrderPages::CHANGE_FORM );
		$cases = array(
			"{$pay}&order_id=" . self::MIN . '&key[]=x&payment_method=bacs'      => 'Diese Bestellung gibt es nicht',
			"{$pay}&payment_method[]=bacs"                                        => 'Bitte wähle eine Zahlungsart.',
			"{$pay}&order_id=1e30&key={$long}&payment_method=bacs"               => 'Diese Bestellung gibt es nicht',
			"{$swap}&subscription_id=" . self::MIN . '&payment_token=1'          => 'Dieses Abo gibt es nicht.',
			"{$swap}&subscription_id[]=1&payment_token[]=1"                       => 'Bitte wähle eine Zahlungsart.',
			"{$swap}&subscription_id=1.5&payment_token=" . self::MIN             => 'Bitte wähle eine Zahlungsart.',
		);
		foreach ( $cases as $body => $german ) {
			OrderPages::reset();
			$this->assertNull( self::submit( array( OrderPages::class, 'handle_post' ), $body ) );
			$this->assertStringContainsString( $german, OrderPages::error(), substr( $body, 0, 100 ) );
		}
	}

	public function test_the_account_actions_refuse_hostile_ids_with_a_german_notice(): void {
		$user  = $this->log_in_as( 'subscriber' );
		$query = $GLOBALS['wp_query'];
		$long  = self::long();
		$query->queried_object    = get_post( ShopPages::page_id( 'account' ) );
		$query->queried_object_id = ShopPages::page_id( 'account' );
		$redirect                 = static function ( string $location ): never {
			throw new \RuntimeException( $location );
		};
		add_filter( 'wp_redirect', $redirect );
		try {
			foreach (
				array(
					'vitrine_account_action=cancel-subscription&id=' . self::MIN . '&_wpnonce=x',
					'vitrine_account_action[]=cancel-subscription&id[]=1&_wpnonce[]=x',
					'vitrine_account_action=delete-payment-method&id=1e30',
					"vitrine_account_action={$long}&id={$long}&_wpnonce={$long}",
				) as $body
			) {
				wp_parse_str( $body, $post );
				$_SERVER['REQUEST_METHOD'] = 'POST';
				$_POST                     = wp_slash( $post );
				$location                  = '';
				try {
					AccountRoutes::handle();
				} catch ( \RuntimeException $sent ) {
					$location = $sent->getMessage();
				}
				$case = substr( $body, 0, 100 );
				$this->assertStringStartsWith( ShopPages::url( 'account' ), $location, $case );
				$this->assertSame(
					array(
						'type'    => 'error',
						'message' => 'Deine Sitzung ist abgelaufen. Bitte versuche es noch einmal.',
					),
					Notices::take(),
					$case
				);
			}
		} finally {
			remove_filter( 'wp_redirect', $redirect );
			$_POST                     = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$query->queried_object     = null;
			$query->queried_object_id  = null;
		}
		$this->assertSame( $user, get_current_user_id() );
	}
}
