<?php
/**
 * Wallets saved before schema 4 get their payer e-mail when it is needed (§3.11 vaulted_paypal_email).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Vault;

use Vitrine\Payment\Config\Builder;
use Vitrine\Payment\Ids;
use Vitrine\Payment\Subscriptions\VaultedWallet;
use Vitrine\Payment\Vault\WalletEmails;
use Vitrine\Provider\Settings;
use Vitrine\Store\Database;
use Vitrine\Store\PaymentToken;
use Vitrine\Tests\Payment\PaymentTestCase;
use Vitrine\Tests\Payment\Subscriptions\RenewalFixtures;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';
require_once dirname( __DIR__ ) . '/Subscriptions/RenewalFixtures.php';

/**
 * @covers \Vitrine\Payment\Vault\WalletEmails
 * @covers \Vitrine\Payment\Subscriptions\VaultedWallet
 */
final class WalletEmailsTest extends PaymentTestCase {

	use RenewalFixtures;

	private int $user = 0;

	/**
	 * Vaulting on; a customer with a free trial in her cart; her wallets'
	 * e-mails come from the test emulator.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'vaulting' => true ) ) );
		$this->user = self::renewal_customer();
		wp_set_current_user( $this->user );
		$trial = $this->shop->create_product(
			array(
				'type'           => 'subscription',
				'name'           => 'Probeabo',
				'price'          => 2990,
				'needs_shipping' => false,
				'plan'           => array(
					'period'       => 'month',
					'interval'     => 1,
					'trial_length' => 14,
					'trial_period' => 'day',
				),
			)
		);
		$this->shop->add_to_cart(
			'user:' . $this->user,
			array(
				'id'       => $trial->id,
				'quantity' => 1,
			),
			$this->user
		);
		$vault = $this->services( 1 )->vault;
		VaultedWallet::fill_with( fn( int $user_id ): array => ( new WalletEmails( $this->shop, $vault ) )->fill( $user_id ) );
	}

	/**
	 * The provider's filler again.
	 */
	protected function tearDown(): void {
		VaultedWallet::fill_with( null );
		parent::tearDown();
	}

	/**
	 * A wallet saved at the provider (payer kaeufer@example.com) whose row
	 * has no e-mail, as rows saved before schema 4.
	 */
	private function old_wallet(): PaymentToken {
		$methods = $this->services( 1 )->saved_methods;
		$setup   = $methods->start( $this->user, 'user:' . $this->user, 'paypal', '', home_url( '/kasse/' ) );
		$this->control( 'POST', 'setup-tokens/' . $setup['id'] . '/approve' );
		$token = $methods->save_setup_token( $this->user, $setup['id'] );
		global $wpdb;
		$wpdb->update( Database::table( 'payment_tokens' ), array( 'email' => '' ), array( 'id' => $token->id ) );
		$this->assertSame( '', $this->shop->payment_tokens( $this->user )[0]->email, 'Saved before the e-mail was kept.' );
		return $token;
	}

	/**
	 * The free-trial checkout's §3.11 vaulted_paypal_email.
	 */
	private function vaulted_email(): string {
		$urls = array(
			'redirect'                => home_url( '/kasse/' ),
			'view_subscriptions_page' => '',
			'payment_methods_page'    => '',
		);
		return (string) ( new Builder( $this->shop, Settings::get(), $urls, array() ) )->build( Ids::CONTEXT_CHECKOUT, 'user:' . $this->user, $this->user )['vaulted_paypal_email'];
	}

	/**
	 * GET calls of a payment token at the provider.
	 *
	 * @param PaymentToken $token Saved method.
	 */
	private function token_reads( PaymentToken $token ): int {
		return count( array_filter( $this->calls( '/v3/vault/payment-tokens/' . $token->provider_token_id ), static fn( array $call ): bool => 'GET' === $call['method'] ) );
	}

	public function test_an_old_wallet_gets_its_email_from_the_provider_when_the_free_trial_checkout_needs_it_and_keeps_it(): void {
		$wallet = $this->old_wallet();

		$this->assertSame( 'kaeufer@example.com', $this->vaulted_email(), '§3.11 vaulted_paypal_email from payment_source.paypal.email_address.' );
		$this->assertSame( 'kaeufer@example.com', $this->shop->payment_tokens( $this->user )[0]->email, 'The row keeps it.' );
		$this->assertSame( 1, $this->token_reads( $wallet ) );

		$this->assertSame( 'kaeufer@example.com', $this->vaulted_email() );
		$this->assertSame( 1, $this->token_reads( $wallet ), 'Filled once: the next page asks nobody.' );
		$this->assertStringContainsString( 'kaeufer@example.com', VaultedWallet::render( $this->shop->payment_tokens( $this->user )[0] ), 'The wallet box shows it.' );
	}

	public function test_a_provider_that_fails_leaves_the_row_empty_without_an_error_and_is_not_asked_on_every_page(): void {
		$wallet = $this->old_wallet();
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 500,
				'method' => 'GET',
				'path'   => '/v3/vault/payment-tokens/',
			)
		);

		$this->assertSame( '', $this->vaulted_email(), 'No e-mail: the buttons stay (§2.7).' );
		$this->assertSame( '', $this->shop->payment_tokens( $this->user )[0]->email );
		$reads = $this->token_reads( $wallet );
		$this->assertGreaterThanOrEqual( 1, $reads );
		$this->assertSame( '', $this->vaulted_email() );
		$this->assertSame( $reads, $this->token_reads( $wallet ), 'Not asked again for a while.' );

		delete_transient( 'vitrine_wallet_email_miss_' . md5( $wallet->provider_token_id ) );
		$this->assertSame( 'kaeufer@example.com', $this->vaulted_email(), 'Later, the provider answers.' );
	}

	public function test_rows_with_their_email_and_cards_cost_no_provider_call(): void {
		$card = $this->saved_card( $this->shop, $this->user );
		$this->assertEquals( $this->shop->payment_tokens( $this->user ), ( new WalletEmails( $this->shop, $this->services( 1 )->vault ) )->fill( $this->user ) );
		$this->assertSame( '', $this->vaulted_email() );
		$this->assertSame( 0, $this->token_reads( $card ), 'A card has no e-mail to fill.' );
	}
}
