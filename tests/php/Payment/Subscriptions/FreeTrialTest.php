<?php
/**
 * Free-trial carts: the wallet's vault_paypal and return, a card's token at checkout (§4.5, §4.7).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Subscriptions;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Subscriptions\FreeTrial;
use Vitrine\Payment\Subscriptions\FreeTrialHooks;
use Vitrine\Provider\Settings;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Subscription;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';
require_once __DIR__ . '/RenewalFixtures.php';
require_once __DIR__ . '/FreeTrialCart.php';

/**
 * @covers \Vitrine\Payment\Endpoints\VaultWallet
 * @covers \Vitrine\Payment\Subscriptions\FreeTrial
 * @covers \Vitrine\Payment\Subscriptions\FreeTrialHooks
 */
final class FreeTrialTest extends PaymentTestCase {

	use RenewalFixtures;
	use FreeTrialCart;

	/**
	 * vault_paypal through the Router as the customer.
	 *
	 * @param string $return_url return_url.
	 * @return array{status: int, body: array{success: bool, data: mixed}}
	 */
	private function vault_paypal( string $return_url ): array {
		return $this->post( $this->services( 1 ), 'vault_paypal', array( 'return_url' => $return_url ), new Caller( $this->user, $this->session ) );
	}

	/**
	 * The free-trial service over the test's services.
	 */
	private function free_trial(): FreeTrial {
		$services = $this->services( 1 );
		return new FreeTrial( $services->store, $services->saved_methods );
	}

	public function test_the_wallet_saves_itself_through_the_approve_link_and_the_return_places_a_paid_order_with_it(): void {
		$this->assertTrue( $this->shop->cart_totals( $this->session )['is_free_trial_cart'] );
		$answer = $this->vault_paypal( home_url( '/kasse/?x=1' ) );
		$this->assertSame( 200, $answer['status'], wp_json_encode( $answer ) );
		$link = (string) $answer['body']['data']['approve_link'];
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		$this->assertStringStartsWith( $this->emulator . '/agreements/approve', $link, '§2.6: the page goes to the approve link.' );
		$this->assertStringContainsString( 'vitrine_free_trial=1', (string) $query['return_url'], 'It comes back marked.' );
		$this->assertStringStartsWith( home_url( '/kasse/' ), (string) $query['return_url'] );

		$setup = (string) $query['approval_session_id'];
		$this->control( 'POST', 'setup-tokens/' . $setup . '/approve' );
		$this->shop->save_checkout_form( $this->session, self::checkout_form() );
		$hooks = new FreeTrialHooks( fn(): FreeTrial => $this->free_trial() );
		$next  = $hooks->after_return( $setup, $this->user, $this->session );

		$order = $this->shop->orders_of_customer( $this->user )[0];
		$this->assertSame( \Vitrine\Shop\ShopPages::received_url( $order ), $next, 'Back to the shop: the order-received page.' );
		$this->assertTrue( OrderStatus::is_paid( $order->status ) );
		$this->assertSame( 0, $order->total, 'Nothing charged today.' );
		$this->assertSame( 'ppcp-gateway', $order->payment_method );
		$subscription = $this->shop->subscriptions( $this->user, $order->id )[0];
		$token        = $this->shop->payment_tokens( $this->user )[0];
		$this->assertSame( Subscription::ACTIVE, $subscription->status );
		$this->assertSame( $token->id, $subscription->payment_token_id, 'The subscription renews on the saved wallet.' );
		$this->assertSame( 'ppcp-gateway', $token->gateway );
		$this->assertSame( array(), $this->calls( '/v2/checkout/orders' ), 'No provider order: nothing to pay.' );
		$this->assertSame( array(), $this->shop->cart( $this->session )->items, 'The cart is empty.' );

		$again = $hooks->after_return( $setup, $this->user, $this->session );
		$this->assertSame( $next, $again, 'A reload of the return finds the same order.' );
		$this->assertCount( 1, $this->shop->orders_of_customer( $this->user ) );
	}

	public function test_vault_paypal_is_refused_without_a_free_trial_for_a_foreign_return_url_and_with_vaulting_off(): void {
		$foreign = $this->vault_paypal( 'https://example.com/phish' );
		$this->assertSame( 400, $foreign['status'] );
		$this->assertNotSame( '', $foreign['body']['data']['message'], '§8.2: data.message for the page.' );

		$this->shop->change_cart( $this->session, array(), $this->user );
		$this->shop->add_to_cart(
			$this->session,
			array(
				'id'       => $this->simple( 1990 )->id,
				'quantity' => 1,
			),
			$this->user
		);
		$paid_cart = $this->vault_paypal( home_url( '/kasse/' ) );
		$this->assertSame( 409, $paid_cart['status'] );
		$this->assertSame( 'vitrine_no_free_trial', $paid_cart['body']['data']['error'] );

		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'vaulting' => false ) ) );
		$this->assertSame( 403, $this->vault_paypal( home_url( '/kasse/' ) )['status'] );
		$this->assertSame( array(), $this->calls( '/v3/vault' ), 'The provider was never asked.' );
	}

	public function test_a_return_with_a_setup_token_of_someone_else_places_nothing_and_goes_back_to_the_checkout(): void {
		$this->shop->save_checkout_form( $this->session, self::checkout_form() );
		$hooks = new FreeTrialHooks( fn(): FreeTrial => $this->free_trial() );

		$next = $hooks->after_return( 'FOREIGN-SETUP-1', $this->user, $this->session );

		$this->assertStringContainsString( FreeTrialHooks::FAILED_ARG . '=1', $next );
		$this->assertSame( array(), $this->shop->orders_of_customer( $this->user ) );
	}

	public function test_a_free_trial_card_checkout_completes_its_order_with_the_saved_card_and_never_with_another_users(): void {
		$card  = $this->saved_card( $this->shop, $this->user );
		$order = $this->shop->place_order( $this->session, self::checkout_form( array( 'payment_method' => 'ppcp-credit-card-gateway' ) ), $this->user );
		$other = $this->saved_card( $this->shop, self::renewal_customer( 'andere' ) );

		$this->assertNull( $this->free_trial()->on_placed( $order, $other->id ), 'Another user\'s token completes nothing.' );
		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status );

		$paid = $this->free_trial()->on_placed( $order, $card->id );
		$this->assertNotNull( $paid );
		$this->assertTrue( OrderStatus::is_paid( $paid->status ) );
		$this->assertSame( $card->id, $this->shop->subscriptions( $this->user, $order->id )[0]->payment_token_id );
		$hooks = new FreeTrialHooks( fn(): FreeTrial => $this->free_trial() );
		$this->assertSame( \Vitrine\Shop\ShopPages::received_url( $paid ), $hooks->next_url( '', $order ), 'The checkout goes on to the order-received page.' );
		$this->assertSame( 'https://example.org/x', $hooks->next_url( 'https://example.org/x', $order ), 'A URL chosen earlier stands.' );
	}
}
