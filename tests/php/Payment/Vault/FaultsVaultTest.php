<?php
/**
 * The fault table for the vault's provider calls (vault setup token, vault
 * payment token, identity) and the saved-card concurrency cases (a saved
 * card's checkout sent again and again, the renewal job run again and
 * again), on SQLite with bench/payments' assertions.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Vault;

use Vitrine\Payment\Module;
use Vitrine\Payment\Services;
use Vitrine\Payment\Subscriptions\Renewals;
use Vitrine\Provider\Settings;
use Vitrine\Shop\CheckoutSubmit;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\FaultsKinds;
use Vitrine\Tests\Payment\Subscriptions\RenewalFixtures;

require_once __DIR__ . '/VaultTestCase.php';
require_once dirname( __DIR__ ) . '/Subscriptions/RenewalFixtures.php';
require_once dirname( __DIR__ ) . '/FaultsKinds.php';

/**
 * Per cell, as `npm run bench:payments` checks on MariaDB (§8.2, §7.2): a
 * German message and never a 5xx of ours, nothing saved twice, and once the
 * fault is gone the customer's retry saves the card (or gets the client
 * token).
 *
 * @covers \Vitrine\Payment\Vault\SavedMethods
 * @covers \Vitrine\Payment\Vault\SavedCardCheckout
 * @covers \Vitrine\Payment\Endpoints\ClientToken
 * @covers \Vitrine\Payment\Subscriptions\Renewals
 */
final class FaultsVaultTest extends VaultTestCase {

	use FaultsKinds;
	use RenewalFixtures;

	private const SAVE_FAILED = 'Die Zahlungsart konnte nicht gespeichert werden. Bitte versuche es noch einmal oder verwende eine andere Zahlungsart.';
	private const GENERIC     = 'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.';
	private const DECLINED    = 'Deine Zahlungsart wurde abgelehnt. Bitte wähle eine andere Zahlungsart oder versuche es mit einer anderen Karte.';

	/** Provider calls: method and path of the fault. */
	private const CALLS = array(
		'vault setup token'   => array( 'POST', '/v3/vault/setup-tokens' ),
		'vault payment token' => array( 'POST', '/v3/vault/payment-tokens' ),
		'identity'            => array( 'POST', '/v1/identity/generate-token' ),
	);

	/**
	 * Saving methods and cards on, as the shop owner sets them.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option(
			Settings::OPTION,
			array_merge(
				Settings::get(),
				array(
					'vaulting'    => true,
					'method_card' => true,
				)
			)
		);
	}

	/**
	 * Every call × fault.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function cells(): array {
		$cells = array();
		foreach ( array_keys( self::CALLS ) as $call ) {
			foreach ( array_keys( self::FAULTS ) as $fault ) {
				$cells[ $call . ' × ' . $fault ] = array( $call, (string) $fault );
			}
		}
		return $cells;
	}

	/**
	 * @dataProvider cells
	 *
	 * @param string $call  Provider call.
	 * @param string $fault Fault.
	 */
	public function test_a_fault_on_a_vault_or_identity_call_is_told_in_german_saves_nothing_twice_and_the_retry_completes_it( string $call, string $fault ): void {
		$services = $this->services();
		$user     = $this->customer();
		$caller   = self::as_user( $user );
		$setup    = '';
		if ( 'vault payment token' === $call ) {
			$setup = $this->start_setup( $services, $caller );
		}

		$this->inject( $fault, ...self::CALLS[ $call ] );
		$first = match ( $call ) {
			'vault setup token' => $this->post( $services, 'create_setup_token', array( 'payment_method' => 'ppcp-credit-card-gateway' ), $caller ),
			'vault payment token' => $this->post( $services, 'create_payment_token', array( 'vault_setup_token' => $setup ), $caller ),
			default => $this->post( $services, 'client_token', array(), $caller ),
		};
		$this->control( 'DELETE', 'faults' );

		$this->assertFalse( $first['body']['success'], "{$call} × {$fault}" );
		$this->assertContains( $first['status'], array( 400, 409, 422, 502 ), "{$call} × {$fault}: a 4xx, or 502 for the provider's failure, never a 5xx of ours" );
		$message = (string) ( $first['body']['data']['message'] ?? '' );
		$this->assertTrue( in_array( $message, array( self::SAVE_FAILED, self::GENERIC, self::DECLINED ), true ) || 1 === preg_match( '/\b(Bitte|bereits)\b/u', $message ), "{$call} × {$fault}: a German §8.2 message, got „{$message}“" );

		if ( 'identity' === $call ) {
			$again = $this->post( $services, 'client_token', array(), $caller );
			$this->assertTrue( $again['body']['success'], "identity × {$fault}: the retry gets a client token" );
			$this->assertNotSame( '', (string) $again['body']['data']['token'] );
			return;
		}
		if ( 'vault setup token' === $call ) {
			$setup = $this->start_setup( $services, $caller ); // The customer starts again.
		}
		$saved = $this->post( $services, 'create_payment_token', array( 'vault_setup_token' => $setup ), $caller );
		$this->assertTrue( $saved['body']['success'], "{$call} × {$fault}: the retry saves the card: " . wp_json_encode( $saved['body'] ) );
		$this->assertCount( 1, $services->saved_methods->of_user( $user ), "{$call} × {$fault}: one saved card" );
		$made = array_filter(
			$this->calls( '/v3/vault/payment-tokens' ),
			static fn( array $c ): bool => 'POST' === $c['method'] && empty( $c['replayed'] ) && 201 === ( $c['status'] ?? 0 ) && str_contains( (string) wp_json_encode( $c['body'] ), $setup )
		);
		$this->assertCount( 1, $made, "{$call} × {$fault}: one payment token at the provider" );
	}

	/**
	 * §4.10: the checkout form with a saved card sent five times (the same
	 * rendering: a double click, a reload; the bench sends it 20 times in
	 * parallel on MariaDB) places one order and captures it once.
	 */
	public function test_a_saved_card_checkout_sent_five_times_places_one_order_captured_once(): void {
		$services = $this->services();
		$this->hook_saved_card_checkout( $services );
		$user  = $this->customer();
		$token = $services->saved_methods->save_setup_token( $user, $this->approved_setup_token( $services, $user ) );
		wp_set_current_user( $user );
		$session = 'user:' . $user;
		$this->shop->add_to_cart(
			$session,
			array(
				'id'       => $this->simple( 1990 )->id,
				'quantity' => 1,
			),
			$user
		);
		$before = $this->shop->query_orders( '', 1, 1 )['total'];
		$form   = self::checkout_form(
			array(
				'payment_method'           => 'ppcp-credit-card-gateway',
				'saved-credit-card'        => (string) $token->id,
				CheckoutSubmit::TOKEN_FIELD => str_repeat( 'a', 32 ),
			)
		);

		$urls = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$urls[ (string) CheckoutSubmit::place( $this->shop, $form, $session, $user, true ) ] = true;
		}

		$this->assertCount( 1, $urls, 'Every send answers the same page.' );
		$this->assertMatchesRegularExpression( '#/bestellung-erhalten/(\d+)/#', (string) array_key_first( $urls ), 'The order-received page.' );
		$this->assertSame( $before + 1, $this->shop->query_orders( '', 1, 1 )['total'], 'One order.' );
		preg_match( '#/bestellung-erhalten/(\d+)/#', (string) array_key_first( $urls ), $found );
		$order = $this->shop->order( (int) $found[1] );
		$this->assertNotNull( $order );
		$this->assertTrue( OrderStatus::is_paid( $order->status ) );
		$this->assertCount( 1, $this->processed_captures( $order->provider_order_id ), 'One capture.' );
		$this->assertSame( 1, count( array_filter( $this->calls( '/v2/checkout/orders' ), static fn( array $c ): bool => 'POST' === $c['method'] && '/v2/checkout/orders' === $c['path'] && empty( $c['replayed'] ) ) ), 'One provider order.' );
	}

	/**
	 * A duplicate of the same form whose reading of the order went stale
	 * (another PHP server paid it meanwhile) answers the paid order, no
	 * refusal and no second charge (found by bench:payments on two servers).
	 */
	public function test_a_saved_card_payment_with_a_stale_reading_of_an_order_paid_meanwhile_answers_it_paid(): void {
		$services = $this->services();
		$user     = $this->customer();
		$token    = $services->saved_methods->save_setup_token( $user, $this->approved_setup_token( $services, $user ) );
		$session  = 'user:' . $user;
		$this->shop->add_to_cart(
			$session,
			array(
				'id'       => $this->simple( 1990 )->id,
				'quantity' => 1,
			),
			$user
		);
		$stale = $this->shop->place_order( $session, self::checkout_form( array( 'payment_method' => 'ppcp-credit-card-gateway' ) ), $user );
		$paid  = $services->saved_card_checkout->pay( $stale, $user, $token->id );

		$again = $services->saved_card_checkout->pay( $stale, $user, $token->id );

		$this->assertTrue( OrderStatus::is_paid( $again->status ) );
		$this->assertSame( $paid->transaction_id, $again->transaction_id );
		$this->assertCount( 1, $this->processed_captures( $paid->provider_order_id ) );
	}

	/**
	 * The renewal job run five times for the same reading of a due
	 * subscription (the bench starts it in 5 processes at once on MariaDB):
	 * one renewal order, one capture, the next payment a month later.
	 */
	public function test_the_renewal_job_run_five_times_charges_the_period_once(): void {
		self::park_other_subscriptions();
		$user         = self::renewal_customer( 'abo-fuenfmal' );
		$token        = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, $token );
		$this->shop   = $this->store( '2027-02-10' );
		$services     = $this->services( 1 );

		$outcomes = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$outcomes[] = ( new Renewals( $services->store, $services->orders, $services->capture ) )->renew( $subscription );
		}

		sort( $outcomes );
		$this->assertSame( array( Renewals::PAID, Renewals::SKIPPED, Renewals::SKIPPED, Renewals::SKIPPED, Renewals::SKIPPED ), $outcomes );
		$orders = $this->shop->subscription_orders( $subscription->id );
		$this->assertCount( 2, $orders, 'One renewal order.' );
		$this->assertTrue( OrderStatus::is_paid( $orders[1]->status ) );
		$this->assertCount( 1, $this->processed_captures( $orders[1]->provider_order_id ), 'One capture.' );
		$this->assertSame( '2027-03-10', $this->shop->subscription( $subscription->id )->next_payment );
	}

	/**
	 * create_setup_token for a card, approved with the payer's card.
	 *
	 * @param Services              $services Services.
	 * @param \Vitrine\Ajax\Caller  $caller   The customer.
	 * @return string The setup token.
	 */
	private function start_setup( Services $services, \Vitrine\Ajax\Caller $caller ): string {
		$started = $this->post( $services, 'create_setup_token', array( 'payment_method' => 'ppcp-credit-card-gateway' ), $caller );
		$this->assertTrue( $started['body']['success'], wp_json_encode( $started['body'] ) );
		$id = (string) $started['body']['data']['id'];
		$this->control(
			'POST',
			'setup-tokens/' . $id . '/approve',
			array(
				'card_number' => self::CARD,
				'expiry'      => '2031-06',
			)
		);
		return $id;
	}

	/**
	 * The saved-card checkout of these services instead of the site's.
	 *
	 * @param Services $services Services.
	 */
	private function hook_saved_card_checkout( Services $services ): void {
		remove_filter( 'vitrine_checkout_next_url', array( Module::class, 'pay_with_saved_card' ), 10 );
		add_filter( 'vitrine_checkout_next_url', array( $services->saved_card_checkout, 'next_url' ), 10, 3 );
	}
}
