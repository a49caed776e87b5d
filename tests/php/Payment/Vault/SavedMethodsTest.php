<?php
/**
 * The vault service: save, list, delete, ownership.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Vault;

use Vitrine\Payment\Vault\CustomerIds;
use Vitrine\Payment\Vault\SavedMethods;
use Vitrine\Payment\Vault\VaultRefused;

require_once __DIR__ . '/VaultTestCase.php';

/**
 * §7.2 create_setup_token / create_payment_token through the service that
 * every saving path uses.
 *
 * @covers \Vitrine\Payment\Vault\SavedMethods
 * @covers \Vitrine\Payment\Vault\CustomerIds
 * @covers \Vitrine\Payment\Vault\SetupTokens
 * @covers \Vitrine\Payment\Vault\TokenDetails
 */
final class SavedMethodsTest extends VaultTestCase {

	public function test_an_approved_setup_token_becomes_the_users_saved_card_and_keeps_the_provider_customer(): void {
		$services = $this->services();
		$user     = $this->customer();
		$setup    = $this->approved_setup_token( $services, $user );

		$token = $services->saved_methods->save_setup_token( $user, $setup );

		$this->assertSame( $user, $token->user_id );
		$this->assertSame( 'ppcp-credit-card-gateway', $token->gateway );
		$this->assertSame( 'visa', $token->brand );
		$this->assertSame( '1111', $token->last_digits );
		$this->assertSame( array( 8, 2031 ), array( $token->expiry_month, $token->expiry_year ) );
		$provider = $this->control( 'GET', 'calls' );
		$this->assertNotEmpty( $provider );
		$customer = get_user_meta( $user, CustomerIds::META, true );
		$this->assertNotSame( '', $customer, 'The provider customer id is kept per user.' );
		$listed = ( new \Vitrine\Provider\Vault( $this->client() ) )->list_payment_tokens( $customer );
		$this->assertSame( array( $token->provider_token_id ), array_column( $listed, 'id' ) );
		$this->assertSame( array( $token->id ), array_map( static fn( $t ) => $t->id, $services->saved_methods->of_user( $user ) ) );
	}

	public function test_the_second_setup_token_of_a_user_is_started_under_her_provider_customer(): void {
		$services = $this->services();
		$user     = $this->customer();
		$services->saved_methods->save_setup_token( $user, $this->approved_setup_token( $services, $user ) );
		$customer = $services->saved_methods->customer_id( $user );

		$second = $services->saved_methods->start( $user, 'user:' . $user, 'card' );
		$read   = ( new \Vitrine\Provider\Vault( $this->client() ) )->get_setup_token( $second['id'] );

		$this->assertSame( $customer, $read['customer']['id'] );
	}

	public function test_saving_the_same_setup_token_twice_keeps_one_method(): void {
		$services = $this->services();
		$user     = $this->customer();
		$setup    = $this->approved_setup_token( $services, $user );
		$first    = $services->saved_methods->save_setup_token( $user, $setup );
		// Another tab sends it again before the first answer came back: the setup token is still remembered.
		( new \Vitrine\Payment\Vault\SetupTokens() )->remember( $setup, 'user:' . $user );

		$again = $services->saved_methods->save_setup_token( $user, $setup );

		$this->assertSame( $first->id, $again->id );
		$this->assertCount( 1, $services->saved_methods->of_user( $user ) );
	}

	public function test_another_users_setup_token_cannot_be_attached(): void {
		$services = $this->services();
		$owner    = $this->customer( 'owner' );
		$thief    = $this->customer( 'thief' );
		$setup    = $this->approved_setup_token( $services, $owner );

		$refused = $this->vault_refusal( fn() => $services->saved_methods->save_setup_token( $thief, $setup ) );

		$this->assertSame( 'vitrine_not_your_token', $refused->error_code );
		$this->assertSame( array(), $services->saved_methods->of_user( $thief ) );
		$this->assertSame( array(), $this->calls( '/v3/vault/payment-tokens' ), 'The provider was never asked.' );
		$this->assertCount( 1, array( $services->saved_methods->save_setup_token( $owner, $setup ) ), 'The owner still can.' );
	}

	public function test_a_payment_token_of_another_provider_customer_is_refused(): void {
		$services = $this->services();
		$user     = $this->customer();
		update_user_meta( $user, CustomerIds::META, 'SOMEONEELSE1' );
		// A setup token made for another customer, then recorded as the user's.
		$other = ( new \Vitrine\Provider\Vault( $this->client() ) )->create_setup_token( array( 'card' => array( 'verification_method' => 'SCA_WHEN_REQUIRED' ) ), 'OTHERCUSTOMER', 'req-other-1' );
		$this->control( 'POST', 'setup-tokens/' . $other['id'] . '/approve', array( 'card_number' => self::CARD ) );
		( new \Vitrine\Payment\Vault\SetupTokens() )->remember( $other['id'], 'user:' . $user );

		$refused = $this->vault_refusal( fn() => $services->saved_methods->save_setup_token( $user, $other['id'] ) );

		$this->assertSame( 'vitrine_not_your_token', $refused->error_code );
		$this->assertSame( array(), $services->saved_methods->of_user( $user ) );
	}

	public function test_delete_removes_the_method_at_the_provider_and_here_and_only_for_its_owner(): void {
		$services = $this->services();
		$owner    = $this->customer( 'owner' );
		$thief    = $this->customer( 'thief' );
		$token    = $services->saved_methods->save_setup_token( $owner, $this->approved_setup_token( $services, $owner ) );

		$refused = $this->vault_refusal( fn() => $services->saved_methods->delete( $thief, $token->id ) );
		$this->assertSame( 'vitrine_not_your_token', $refused->error_code );
		$this->assertSame( array(), $this->calls( '/v3/vault/payment-tokens/' . $token->provider_token_id ), 'Nothing asked of the provider.' );
		$this->assertCount( 1, $services->saved_methods->of_user( $owner ) );

		$services->saved_methods->delete( $owner, $token->id );

		$this->assertSame( array(), $services->saved_methods->of_user( $owner ) );
		$deletes = array_filter( $this->calls( '/v3/vault/payment-tokens/' . $token->provider_token_id ), static fn( array $c ): bool => 'DELETE' === $c['method'] );
		$this->assertCount( 1, $deletes );
		$this->assertSame( array(), ( new \Vitrine\Provider\Vault( $this->client() ) )->list_payment_tokens( $services->saved_methods->customer_id( $owner ) ) );
	}

	public function test_a_provider_failure_on_delete_keeps_the_method_so_deleting_again_works(): void {
		$services = $this->services( 1 );
		$user     = $this->customer();
		$token    = $services->saved_methods->save_setup_token( $user, $this->approved_setup_token( $services, $user ) );
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 500,
				'method' => 'DELETE',
				'path'   => '/v3/vault/payment-tokens/' . $token->provider_token_id,
				'times'  => 1,
			)
		);

		try {
			$services->saved_methods->delete( $user, $token->id );
			$this->fail( 'The failure was swallowed.' );
		} catch ( \Vitrine\Provider\ApiError $error ) {
			$this->assertSame( 500, $error->status );
		}
		$this->assertCount( 1, $services->saved_methods->of_user( $user ) );

		$services->saved_methods->delete( $user, $token->id );
		$this->assertSame( array(), $services->saved_methods->of_user( $user ) );
	}

	public function test_only_the_owner_gets_a_token_to_pay_with(): void {
		$services = $this->services();
		$owner    = $this->customer( 'owner' );
		$other    = $this->customer( 'other' );
		$token    = $services->saved_methods->save_setup_token( $owner, $this->approved_setup_token( $services, $owner ) );

		$this->assertSame( $token->provider_token_id, $services->saved_methods->for_payment( $owner, $token->id )->provider_token_id );
		$this->assertSame( 'vitrine_not_your_token', $this->vault_refusal( fn() => $services->saved_methods->for_payment( $other, $token->id ) )->error_code );
		$this->assertSame( 'vitrine_not_your_token', $this->vault_refusal( fn() => $services->saved_methods->for_payment( 0, $token->id ) )->error_code );
	}

	public function test_a_guests_saved_card_is_attached_to_the_account_her_checkout_creates_and_to_no_other_session(): void {
		$services = $this->services();
		$setup    = $this->approved_setup_token( $services, 0 );

		$this->assertSame( 'vitrine_not_your_token', $this->vault_refusal( fn() => $services->saved_methods->save_for_guest( 'guest:anothersessionabcdefghijklmnopq', $setup ) )->error_code );
		$provider_id = $services->saved_methods->save_for_guest( self::GUEST, $setup );
		$user        = $this->customer( 'neu' );

		$this->assertSame( array(), $services->saved_methods->attach_guest_tokens( 'guest:anothersessionabcdefghijklmnopq', $user ) );
		$saved = $services->saved_methods->attach_guest_tokens( self::GUEST, $user );

		$this->assertSame( array( $provider_id ), array_map( static fn( $t ) => $t->provider_token_id, $saved ) );
		$this->assertSame( array(), $services->saved_methods->attach_guest_tokens( self::GUEST, $this->customer( 'zweit' ) ), 'Attached once only.' );
	}

	public function test_the_vault_id_of_a_paid_order_is_read_only_when_vaulted(): void {
		$this->assertSame( 'TOK1', SavedMethods::vault_id( array( 'payment_source' => array( 'card' => array( 'attributes' => array( 'vault' => array( 'id' => 'TOK1', 'status' => 'VAULTED' ) ) ) ) ) ) );
		$this->assertSame( '', SavedMethods::vault_id( array( 'payment_source' => array( 'card' => array( 'attributes' => array( 'vault' => array( 'id' => 'TOK1', 'status' => 'APPROVED' ) ) ) ) ) ) );
		$this->assertSame( '', SavedMethods::vault_id( array( 'payment_source' => 'card' ) ) );
		$this->assertSame( '', SavedMethods::vault_id( array() ) );
	}

	/**
	 * The VaultRefused a call throws.
	 *
	 * @param callable $call Call.
	 */
	private function vault_refusal( callable $call ): VaultRefused {
		try {
			$call();
		} catch ( VaultRefused $refused ) {
			return $refused;
		}
		$this->fail( 'The call was not refused.' );
	}
}
