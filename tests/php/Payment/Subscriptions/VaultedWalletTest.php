<?php
/**
 * A free trial started on the customer's saved wallet (§2.7, §3.11 vaulted_paypal_email).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Subscriptions;

use Vitrine\Payment\Config\Builder;
use Vitrine\Payment\Ids;
use Vitrine\Payment\Subscriptions\FreeTrial;
use Vitrine\Payment\Subscriptions\FreeTrialHooks;
use Vitrine\Payment\Subscriptions\VaultedWallet;
use Vitrine\Provider\Settings;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\PaymentToken;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';
require_once __DIR__ . '/RenewalFixtures.php';
require_once __DIR__ . '/FreeTrialCart.php';

/**
 * @covers \Vitrine\Payment\Subscriptions\VaultedWallet
 * @covers \Vitrine\Payment\Subscriptions\FreeTrialHooks
 * @covers \Vitrine\Payment\Vault\TokenDetails
 * @covers \Vitrine\Store\PaymentTokenRepository
 */
final class VaultedWalletTest extends PaymentTestCase {

	use RenewalFixtures;
	use FreeTrialCart;

	/**
	 * Clean up the posted form.
	 */
	protected function tearDown(): void {
		$_POST = array();
		parent::tearDown();
	}

	/**
	 * A wallet saved the way my account and the approve link save it: a
	 * setup token started by the vault service, approved at the provider
	 * (the emulator's payer kaeufer@example.com), then turned into a method.
	 *
	 * @param int $user_id Owner.
	 */
	private function saved_wallet( int $user_id ): PaymentToken {
		$methods = $this->services( 1 )->saved_methods;
		$setup   = $methods->start( $user_id, 'user:' . $user_id, 'paypal', '', home_url( '/kasse/' ) );
		$this->control( 'POST', 'setup-tokens/' . $setup['id'] . '/approve' );
		return $methods->save_setup_token( $user_id, $setup['id'] );
	}

	/**
	 * The §3.11 object of a page for the customer.
	 *
	 * @param string $context Context.
	 * @return array<string, mixed>
	 */
	private function config( string $context = Ids::CONTEXT_CHECKOUT ): array {
		$urls = array(
			'redirect'                => home_url( '/kasse/' ),
			'view_subscriptions_page' => '',
			'payment_methods_page'    => '',
		);
		return ( new Builder( $this->shop, Settings::get(), $urls, array() ) )->build( $context, $this->session, $this->user );
	}

	/**
	 * The checkout form posted with the wallet and the box's token field,
	 * as the place-order button sends it; the hooks run on the placed order.
	 *
	 * @param int $token_id The posted token id.
	 */
	private function place_with_wallet( int $token_id ): \Vitrine\Store\Order {
		$order = $this->shop->place_order( $this->session, self::checkout_form(), $this->user );
		$_POST = array(
			'payment_method'    => Ids::GATEWAY_WALLET,
			VaultedWallet::FIELD => (string) $token_id,
		);
		$services = $this->services( 1 );
		$hooks    = new FreeTrialHooks( static fn(): FreeTrial => new FreeTrial( $services->store, $services->saved_methods ) );
		$hooks->order_placed( $order );
		return $order;
	}

	public function test_a_saved_wallet_keeps_the_payer_email_the_provider_returns_with_the_token(): void {
		$wallet = $this->saved_wallet( $this->user );

		$this->assertSame( Ids::GATEWAY_WALLET, $wallet->gateway );
		$this->assertSame( 'kaeufer@example.com', $wallet->email, 'payment_source.paypal.email_address is kept on the row.' );
		$this->assertSame( 'kaeufer@example.com', $this->shop->payment_tokens( $this->user )[0]->email, 'and read back.' );
	}

	public function test_a_card_keeps_no_email_and_an_invalid_wallet_email_is_dropped(): void {
		$card  = $this->shop->save_payment_token( $this->user, array( 'gateway' => Ids::GATEWAY_CARD, 'provider_token_id' => 'card1', 'brand' => 'visa', 'last_digits' => '1111', 'expiry_month' => 1, 'expiry_year' => 2031, 'email' => 'a@example.org' ) );
		$wrong = $this->shop->save_payment_token( $this->user, array( 'gateway' => Ids::GATEWAY_WALLET, 'provider_token_id' => 'wallet1', 'brand' => 'paypal', 'email' => '<script>@x' ) );

		$this->assertSame( '', $card->email );
		$this->assertSame( '', $wrong->email );
	}

	public function test_vaulted_paypal_email_is_the_saved_wallets_email_only_on_a_free_trial_checkout(): void {
		$this->assertSame( '', $this->config()['vaulted_paypal_email'], 'No saved wallet: empty.' );
		$this->saved_wallet( $this->user );

		$config = $this->config();
		$this->assertTrue( $config['is_free_trial_cart'] );
		$this->assertSame( 'kaeufer@example.com', $config['vaulted_paypal_email'], '§3.11 on the free-trial checkout.' );
		$this->assertSame( '', $this->config( Ids::CONTEXT_CART )['vaulted_paypal_email'], 'Only the checkout starts the trial on it.' );

		$this->shop->add_to_cart( $this->session, array( 'id' => $this->simple( 1990 )->id, 'quantity' => 1 ), $this->user );
		$paid = $this->config();
		$this->assertFalse( $paid['is_free_trial_cart'] );
		$this->assertSame( '', $paid['vaulted_paypal_email'], 'A cart with something to pay: empty.' );
	}

	public function test_the_wallet_box_shows_the_email_and_carries_the_token_instead_of_the_buttons(): void {
		$wallet = $this->saved_wallet( $this->user );
		$html   = VaultedWallet::render( $wallet );

		$this->assertStringContainsString( 'class="ppcp-vaulted-paypal-details"', $html );
		$this->assertStringContainsString( 'kaeufer@example.com', $html );
		$this->assertMatchesRegularExpression( '/<input type="hidden" name="' . VaultedWallet::FIELD . '" value="' . $wallet->id . '">/', $html );
		$this->assertStringNotContainsString( Ids::WRAPPER_BUTTONS, $html, 'No wallet buttons.' );
	}

	public function test_placing_the_order_with_the_saved_wallet_starts_the_trial_on_it(): void {
		$wallet = $this->saved_wallet( $this->user );

		$order = $this->place_with_wallet( $wallet->id );

		$paid = $this->shop->order( $order->id );
		$this->assertTrue( OrderStatus::is_paid( $paid->status ), 'The free trial is completed when placed.' );
		$this->assertSame( 0, $paid->total, 'Nothing charged today.' );
		$this->assertSame( Ids::GATEWAY_WALLET, $paid->payment_method );
		$this->assertSame( $wallet->id, $this->shop->subscriptions( $this->user, $order->id )[0]->payment_token_id, 'The subscription renews on the saved wallet.' );
		$this->assertSame( array(), $this->calls( '/v2/checkout/orders' ), 'No provider order, no pop-up: nothing to pay.' );
		$hooks = new FreeTrialHooks( fn(): FreeTrial => new FreeTrial( $this->shop, $this->services( 1 )->saved_methods ) );
		$this->assertSame( \Vitrine\Shop\ShopPages::received_url( $paid ), $hooks->next_url( '', $order ), 'The checkout goes on to the order-received page.' );
	}

	public function test_another_users_saved_wallet_starts_nothing(): void {
		$other  = self::renewal_customer( 'andere' );
		$theirs = $this->saved_wallet( $other );

		$order = $this->place_with_wallet( $theirs->id );

		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status, 'Left pending: its pay-for-order page lets her pay.' );
		$this->assertSame( 0, $this->shop->subscriptions( $this->user, $order->id )[0]->payment_token_id );
	}

	public function test_her_own_card_posted_in_the_wallet_field_starts_nothing(): void {
		$card = $this->saved_card( $this->shop, $this->user );

		$order = $this->place_with_wallet( $card->id );

		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status, 'The wallet field takes only a wallet.' );
	}
}
