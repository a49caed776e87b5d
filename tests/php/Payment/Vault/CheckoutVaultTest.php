<?php
/**
 * Save at checkout, and paying with a saved card.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Vault;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Endpoints\CreateOrder;
use Vitrine\Payment\Services;
use Vitrine\Payment\Vault\SavedCardCheckout;
use Vitrine\Payment\Vault\VaultRefused;
use Vitrine\Store\OrderStatus;

require_once __DIR__ . '/VaultTestCase.php';

/**
 * "Save at checkout" (cards and wallet, customers and guests who
 * create an account) and "pay with a saved card" (captured exactly once).
 *
 * @covers \Vitrine\Payment\Vault\CheckoutVault
 * @covers \Vitrine\Payment\Vault\SavedCardCheckout
 * @covers \Vitrine\Payment\Vault\VaultAttributes
 */
final class CheckoutVaultTest extends VaultTestCase {

	private const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

	/**
	 * create_order on the checkout for a caller's cart.
	 *
	 * @param Services             $services Services.
	 * @param Caller               $caller   Caller.
	 * @param array<string, mixed> $input    Body fields.
	 * @param array<string, mixed> $form     Form changes.
	 * @return array{id: string, custom_id: string}
	 */
	private function checkout( Services $services, Caller $caller, array $input, array $form = array() ): array {
		$mug = $this->simple( 1990 );
		$this->shop->add_to_cart( $caller->session, array( 'id' => $mug->id, 'quantity' => 1 ) );
		$fields = self::checkout_form( $form + array( 'vitrine_checkout_token' => self::TOKEN ) );
		unset( $fields['payment_method'] );
		return ( new CreateOrder( $services->store, $services->provider_orders, $services->checkout_vault ) )->handle(
			$input + array(
				'context'      => 'checkout',
				'form_encoded' => http_build_query( $fields ),
			),
			$caller
		);
	}

	public function test_a_customer_who_ticks_save_gets_the_card_saved_once_the_order_is_paid(): void {
		$services = $this->vault_services();
		$user     = $this->customer();
		$caller   = self::as_user( $user );

		$created = $this->checkout( $services, $caller, array( 'payment_method' => 'ppcp-credit-card-gateway', 'funding_source' => 'card', 'save_payment_method' => true ) );
		$sent    = $this->calls( '/v2/checkout/orders' )[0]['body']['payment_source']['card']['attributes']['vault'] ?? null;
		$this->assertSame( array( 'store_in_vault' => 'ON_SUCCESS' ), $sent );
		$this->assertSame( array(), $services->saved_methods->of_user( $user ), 'Nothing saved before the payment.' );
		$this->card_fields_submit( $created['id'] );
		$this->approve_order( $services, $created['id'] );

		$this->assertTrue( OrderStatus::is_paid( $this->order( $created )->status ) );
		$saved = $services->saved_methods->of_user( $user );
		$this->assertCount( 1, $saved );
		$this->assertSame( array( 'ppcp-credit-card-gateway', '1111', 8, 2031 ), array( $saved[0]->gateway, $saved[0]->last_digits, $saved[0]->expiry_month, $saved[0]->expiry_year ) );
		$this->assertNotSame( '', $services->saved_methods->customer_id( $user ) );
	}

	public function test_without_the_checkbox_no_card_is_saved(): void {
		$services = $this->vault_services();
		$user     = $this->customer();
		$created  = $this->checkout( $services, self::as_user( $user ), array( 'payment_method' => 'ppcp-credit-card-gateway', 'funding_source' => 'card' ) );
		$this->assertArrayNotHasKey( 'payment_source', $this->calls( '/v2/checkout/orders' )[0]['body'] );
		$this->card_fields_submit( $created['id'] );
		$this->approve_order( $services, $created['id'] );
		$this->assertSame( array(), $services->saved_methods->of_user( $user ) );
	}

	public function test_the_wallet_paid_with_vaulting_on_is_saved_for_the_customer(): void {
		$services = $this->vault_services();
		$user     = $this->customer();
		$created  = $this->checkout( $services, self::as_user( $user ), array( 'payment_method' => 'ppcp-gateway', 'funding_source' => 'paypal' ) );
		$source   = $this->calls( '/v2/checkout/orders' )[0]['body']['payment_source']['paypal'];
		$this->assertSame( 'ON_SUCCESS', $source['attributes']['vault']['store_in_vault'] );
		$this->assertSame( 'MERCHANT', $source['attributes']['vault']['usage_type'] );
		$this->assertArrayHasKey( 'return_url', $source['experience_context'], 'The wallet keeps its approval page.' );
		$this->approve( $created['id'] );
		$this->approve_order( $services, $created['id'] );

		$saved = $services->saved_methods->of_user( $user );
		$this->assertCount( 1, $saved );
		$this->assertSame( array( 'ppcp-gateway', 'paypal' ), array( $saved[0]->gateway, $saved[0]->brand ) );
	}

	public function test_a_guest_who_creates_an_account_at_checkout_gets_the_card_in_her_new_account(): void {
		$services = $this->vault_services();
		$created  = $this->checkout(
			$services,
			self::guest(),
			array( 'payment_method' => 'ppcp-credit-card-gateway', 'funding_source' => 'card', 'save_payment_method' => true, 'createaccount' => true ),
			array( 'billing_email' => 'neu-' . wp_generate_password( 6, false, false ) . '@example.org' )
		);
		$account = $this->order( $created )->customer_id;
		$this->assertGreaterThan( 0, $account, 'The checkout created the account.' );
		$this->card_fields_submit( $created['id'] );
		$this->approve_order( $services, $created['id'] );

		$this->assertCount( 1, $services->saved_methods->of_user( $account ) );
	}

	public function test_a_guest_without_an_account_saves_nothing(): void {
		$services = $this->vault_services();
		$this->checkout( $services, self::guest(), array( 'payment_method' => 'ppcp-credit-card-gateway', 'funding_source' => 'card', 'save_payment_method' => true ) );
		$this->assertArrayNotHasKey( 'payment_source', $this->calls( '/v2/checkout/orders' )[0]['body'] );
	}

	public function test_a_saved_card_pays_the_placed_order_exactly_once(): void {
		$services = $this->vault_services();
		$user     = $this->customer();
		$token    = $services->saved_methods->save_setup_token( $user, $this->approved_setup_token( $services, $user ) );
		$session  = 'user:' . $user;
		$this->shop->add_to_cart( $session, array( 'id' => $this->simple( 1990 )->id, 'quantity' => 1 ) );
		$order = $this->shop->place_order( $session, self::checkout_form( array( 'payment_method' => 'ppcp-credit-card-gateway' ) ), $user );

		$paid  = $services->saved_card_checkout->pay( $order, $user, $token->id );
		$again = $services->saved_card_checkout->pay( $this->shop->order( $order->id ), $user, $token->id );

		$this->assertTrue( OrderStatus::is_paid( $paid->status ) );
		$this->assertSame( $paid->transaction_id, $again->transaction_id );
		$sent = $this->calls( '/v2/checkout/orders' );
		$this->assertSame( array( 'vault_id' => $token->provider_token_id ), $sent[0]['body']['payment_source']['card'] );
		$this->assertCount( 1, $this->processed_captures( $paid->provider_order_id ) );
		$this->assertCount( 1, array_filter( $sent, static fn( array $c ): bool => 'POST' === $c['method'] && '/v2/checkout/orders' === $c['path'] ), 'One provider order.' );
	}

	public function test_another_users_saved_card_cannot_pay_an_order(): void {
		$services = $this->vault_services();
		$owner    = $this->customer( 'owner' );
		$thief    = $this->customer( 'thief' );
		$token    = $services->saved_methods->save_setup_token( $owner, $this->approved_setup_token( $services, $owner ) );
		$session  = 'user:' . $thief;
		$this->shop->add_to_cart( $session, array( 'id' => $this->simple( 1990 )->id, 'quantity' => 1 ) );
		$order = $this->shop->place_order( $session, self::checkout_form( array( 'payment_method' => 'ppcp-credit-card-gateway' ) ), $thief );

		try {
			$services->saved_card_checkout->pay( $order, $thief, $token->id );
			$this->fail( 'The foreign card paid.' );
		} catch ( VaultRefused $refused ) {
			$this->assertSame( 'vitrine_not_your_token', $refused->error_code );
		}
		try {
			$services->saved_card_checkout->pay( $order, $owner, $token->id );
			$this->fail( 'The owner paid someone else\'s order.' );
		} catch ( VaultRefused $refused ) {
			$this->assertSame( 'vitrine_not_your_token', $refused->error_code );
		}
		$this->assertSame( OrderStatus::PENDING, $this->shop->order( $order->id )->status );
		$this->assertSame( array(), $this->calls( '/v2/checkout/orders' ) );
	}

	public function test_the_saved_card_field_takes_only_a_token_id(): void {
		$this->assertSame( 12, SavedCardCheckout::chosen( array( 'saved-credit-card' => '12' ) ) );
		foreach ( array( 'new', '', '0', '-3', '1.5', '12abc', str_repeat( '9', 12 ) ) as $value ) {
			$this->assertSame( 0, SavedCardCheckout::chosen( array( 'saved-credit-card' => $value ) ), $value );
		}
		$this->assertSame( 0, SavedCardCheckout::chosen( array( 'saved-credit-card' => array( '12' ) ) ) );
	}
}
