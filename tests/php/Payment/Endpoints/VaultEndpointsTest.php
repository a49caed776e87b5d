<?php
/**
 * §7.2 vault endpoints through the Router: nonce, schema, switch, ownership.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\Router;
use Vitrine\Payment\Experience;
use Vitrine\Provider\Settings;
use Vitrine\Tests\Payment\Vault\VaultTestCase;

require_once dirname( __DIR__ ) . '/Vault/VaultTestCase.php';

/**
 * create_setup_token, create_payment_token, create_payment_token_for_guest.
 *
 * @covers \Vitrine\Payment\Endpoints\SetupToken
 * @covers \Vitrine\Payment\Endpoints\PaymentToken
 * @covers \Vitrine\Payment\Endpoints\PaymentTokenForGuest
 * @covers \Vitrine\Payment\Endpoints\PaymentTokenGate
 */
final class VaultEndpointsTest extends VaultTestCase {

	private const SAVE_FAILED = 'Die Zahlungsart konnte nicht gespeichert werden. Bitte versuche es noch einmal oder verwende eine andere Zahlungsart.';

	/**
	 * Vaulting on, as the shop owner sets it.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'vaulting' => true ) ) );
	}

	public function test_the_three_vault_calls_are_served_with_a_nonce_in_the_pages_object(): void {
		$names = array_keys( Router::endpoints() );
		foreach ( array( 'create_setup_token', 'create_payment_token', 'create_payment_token_for_guest' ) as $name ) {
			$this->assertContains( $name, $names );
			$this->assertNotSame( '', Router::links()[ $name ]['endpoint'] ?? '' );
		}
	}

	public function test_a_missing_or_foreign_nonce_is_refused_before_the_provider_is_asked(): void {
		$services = $this->services();
		$user     = $this->customer();
		$bodies   = array(
			'create_setup_token'             => array( 'payment_method' => 'ppcp-credit-card-gateway' ),
			'create_payment_token'           => array( 'vault_setup_token' => 'ABC123' ),
			'create_payment_token_for_guest' => array( 'vault_setup_token' => 'ABC123' ),
		);
		foreach ( $bodies as $name => $body ) {
			foreach ( array( null, '', Router::nonce( 'create_order' ), 'x' ) as $nonce ) {
				$answer = $this->post( $services, $name, $body + array( 'nonce' => $nonce ), self::as_user( $user ) );
				$this->assertSame( 403, $answer['status'], $name );
				$this->assertSame( 'vitrine_invalid_nonce', $answer['body']['data']['code'], $name );
			}
		}
		$this->assertSame( array(), $this->calls( '/v3/' ) );
	}

	/**
	 * Bodies the schemas refuse.
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: string}>
	 */
	public static function invalid_bodies(): array {
		return array(
			'setup token: unknown gateway'           => array( 'create_setup_token', array( 'payment_method' => 'bacs' ), 'body.payment_method' ),
			'setup token: gateway as array'          => array( 'create_setup_token', array( 'payment_method' => array( 'ppcp-gateway' ) ), 'body.payment_method' ),
			'setup token: unknown verification'      => array( 'create_setup_token', array( 'verification_method' => 'SCA_SOMETIMES' ), 'body.verification_method' ),
			'setup token: return url too long'       => array( 'create_setup_token', array( 'return_url' => 'http://x/' . str_repeat( 'a', 2000 ) ), 'body.return_url' ),
			'payment token: no setup token'          => array( 'create_payment_token', array( 'payment_method' => 'ppcp-credit-card-gateway' ), 'body.vault_setup_token' ),
			'payment token: setup token with markup' => array( 'create_payment_token', array( 'vault_setup_token' => '<b>x</b>' ), 'body.vault_setup_token' ),
			'payment token: setup token too long'    => array( 'create_payment_token', array( 'vault_setup_token' => str_repeat( 'A', 65 ) ), 'body.vault_setup_token' ),
			'payment token: free trial as word'      => array( 'create_payment_token', array( 'vault_setup_token' => 'A1', 'is_free_trial_cart' => 'yes' ), 'body.is_free_trial_cart' ),
			'guest token: no setup token'            => array( 'create_payment_token_for_guest', array(), 'body.vault_setup_token' ),
			'guest token: setup token as number'     => array( 'create_payment_token_for_guest', array( 'vault_setup_token' => 12 ), 'body.vault_setup_token' ),
		);
	}

	/**
	 * @dataProvider invalid_bodies
	 *
	 * @param string               $name  Endpoint.
	 * @param array<string, mixed> $body  Body.
	 * @param string               $field data.field.
	 */
	public function test_a_body_outside_the_schema_is_a_german_400_naming_the_field( string $name, array $body, string $field ): void {
		$services = $this->services();
		$answer   = $this->post( $services, $name, $body, self::as_user( $this->customer() ) );
		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'vitrine_invalid_request', $answer['body']['data']['code'] );
		$this->assertSame( $field, $answer['body']['data']['field'] );
		$this->assertSame( array(), $this->calls( '/v3/' ) );
	}

	public function test_with_vaulting_switched_off_nothing_is_saved(): void {
		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'vaulting' => false ) ) );
		$answer = $this->post( $this->services(), 'create_setup_token', array(), self::as_user( $this->customer() ) );
		$this->assertSame( 403, $answer['status'] );
		$this->assertSame( 'vitrine_vault_off', $answer['body']['data']['code'] );
		$this->assertSame( array(), $this->calls( '/v3/' ) );
	}

	public function test_a_customer_saves_a_card_setup_token_then_payment_token_with_her_verification_method(): void {
		$services = $this->services();
		$user     = $this->customer();
		$caller   = self::as_user( $user );

		$started = $this->post( $services, 'create_setup_token', array( 'payment_method' => 'ppcp-credit-card-gateway', 'verification_method' => 'SCA_ALWAYS' ), $caller );
		$this->assertSame( 200, $started['status'], wp_json_encode( $started['body'] ) );
		$id   = $started['body']['data']['id'];
		$sent = $this->calls( '/v3/vault/setup-tokens' )[0];
		$this->assertSame( 'SCA_ALWAYS', $sent['body']['payment_source']['card']['verification_method'] ?? null, wp_json_encode( $sent ) );
		$this->control( 'POST', 'setup-tokens/' . $id . '/approve', array( 'card_number' => self::CARD ) );

		$saved = $this->post( $services, 'create_payment_token', array( 'vault_setup_token' => $id, 'payment_method' => 'ppcp-credit-card-gateway' ), $caller );

		$this->assertSame( 200, $saved['status'], wp_json_encode( $saved['body'] ) );
		$this->assertTrue( $saved['body']['success'] );
		$tokens = $services->saved_methods->of_user( $user );
		$this->assertSame( array( $saved['body']['data'] ), array_map( static fn( $t ) => $t->id, $tokens ) );
	}

	public function test_the_wallet_setup_token_answers_its_approve_link(): void {
		$started = $this->post( $this->services(), 'create_setup_token', array( 'payment_method' => 'ppcp-gateway', 'return_url' => home_url( '/mein-konto/zahlungsmethoden/' ) ), self::as_user( $this->customer() ) );
		$this->assertSame( 200, $started['status'] );
		$this->assertSame( 'PAYER_ACTION_REQUIRED', $started['body']['data']['status'] );
		$this->assertStringContainsString( 'approval_session_id=' . $started['body']['data']['id'], $started['body']['data']['approve_link'] );
		$sent = $this->calls( '/v3/vault/setup-tokens' )[0]['body']['payment_source']['paypal'];
		$this->assertSame( 'MERCHANT', $sent['usage_type'] );
		$this->assertSame( home_url( '/mein-konto/zahlungsmethoden/' ), $sent['experience_context']['return_url'] );
		$this->assertArrayNotHasKey( 'user_action', $sent['experience_context'], 'the vault documents no user_action' );
	}

	public function test_a_site_without_title_sends_no_brand_name(): void {
		update_option( 'blogname', '' );
		$this->post( $this->services(), 'create_setup_token', array( 'payment_method' => 'ppcp-gateway', 'return_url' => home_url( '/mein-konto/zahlungsmethoden/' ) ), self::as_user( $this->customer() ) );
		$context = $this->calls( '/v3/vault/setup-tokens' )[0]['body']['payment_source']['paypal']['experience_context'];
		$this->assertArrayNotHasKey( 'brand_name', $context, 'the provider documents 1 to 127 characters' );
		update_option( 'blogname', str_repeat( 'V', 200 ) );
		$this->assertSame( array( 'brand_name' => str_repeat( 'V', 127 ) ), Experience::brand() );
	}

	public function test_a_return_url_of_another_host_is_not_passed_to_the_provider(): void {
		$this->post( $this->services(), 'create_setup_token', array( 'payment_method' => 'ppcp-gateway', 'return_url' => 'https://evil.example/steal' ), self::as_user( $this->customer() ) );
		$sent = $this->calls( '/v3/vault/setup-tokens' )[0]['body']['payment_source']['paypal'];
		$this->assertStringNotContainsString( 'evil', $sent['experience_context']['return_url'] );
	}

	public function test_a_guest_without_a_cart_session_cannot_start_a_setup_token(): void {
		$answer = $this->post( $this->services(), 'create_setup_token', array(), new Caller( 0, '' ) );
		$this->assertSame( 403, $answer['status'] );
		$this->assertSame( array(), $this->calls( '/v3/' ) );
	}

	public function test_create_payment_token_needs_a_login(): void {
		$answer = $this->post( $this->services(), 'create_payment_token', array( 'vault_setup_token' => 'ABC' ), self::guest() );
		$this->assertSame( 401, $answer['status'] );
		$this->assertSame( 'Bitte melde dich an, um eine Zahlungsart zu speichern.', $answer['body']['data']['message'] );
	}

	public function test_another_users_setup_token_cannot_be_attached_through_the_endpoints(): void {
		$services = $this->services();
		$owner    = $this->customer( 'owner' );
		$thief    = $this->customer( 'thief' );
		$setup    = $this->approved_setup_token( $services, $owner );

		foreach ( array( 'create_payment_token', 'create_payment_token_for_guest' ) as $name ) {
			$answer = $this->post( $services, $name, array( 'vault_setup_token' => $setup ), self::as_user( $thief ) );
			$this->assertSame( 404, $answer['status'], $name );
			$this->assertFalse( $answer['body']['success'] );
		}
		$answer = $this->post( $services, 'create_payment_token_for_guest', array( 'vault_setup_token' => $setup ), self::guest() );
		$this->assertSame( 404, $answer['status'], 'A guest session cannot take it either.' );
		$this->assertSame( array(), $this->calls( '/v3/vault/payment-tokens' ) );
		$this->assertSame( array(), $services->saved_methods->of_user( $thief ) );
	}

	public function test_a_setup_token_the_payer_never_approved_shows_the_configured_error_message(): void {
		$services = $this->services();
		$user     = $this->customer();
		$started  = $services->saved_methods->start( $user, 'user:' . $user, 'card' );

		$answer = $this->post( $services, 'create_payment_token', array( 'vault_setup_token' => $started['id'] ), self::as_user( $user ) );

		$this->assertSame( 422, $answer['status'] );
		$this->assertSame( self::SAVE_FAILED, $answer['body']['data']['message'], '§8.2 error_message' );
		$this->assertSame( array(), $services->saved_methods->of_user( $user ) );
	}

	public function test_a_provider_failure_shows_the_configured_error_message_not_a_5xx_page(): void {
		$services = $this->services( 1 );
		$user     = $this->customer();
		$setup    = $this->approved_setup_token( $services, $user );
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 503,
				'method' => 'POST',
				'path'   => '/v3/vault/payment-tokens',
				'times'  => 1,
			)
		);

		$answer = $this->post( $services, 'create_payment_token', array( 'vault_setup_token' => $setup ), self::as_user( $user ) );

		$this->assertSame( 502, $answer['status'] );
		$this->assertSame( self::SAVE_FAILED, $answer['body']['data']['message'] );
		$retry = $this->post( $services, 'create_payment_token', array( 'vault_setup_token' => $setup ), self::as_user( $user ) );
		$this->assertSame( 200, $retry['status'], 'The retry saves it.' );
	}

	public function test_a_guest_saves_in_her_session_and_her_new_account_gets_the_method(): void {
		$services = $this->services();
		$caller   = self::guest();
		$started  = $this->post( $services, 'create_setup_token', array( 'payment_method' => 'ppcp-credit-card-gateway' ), $caller );
		$this->control( 'POST', 'setup-tokens/' . $started['body']['data']['id'] . '/approve', array( 'card_number' => self::CARD ) );

		$answer = $this->post( $services, 'create_payment_token_for_guest', array( 'vault_setup_token' => $started['body']['data']['id'] ), $caller );

		$this->assertSame( 200, $answer['status'], wp_json_encode( $answer['body'] ) );
		$this->assertTrue( $answer['body']['success'] );
		$account = $this->customer( 'neu' );
		$saved   = $services->saved_methods->attach_guest_tokens( self::GUEST, $account );
		$this->assertCount( 1, $saved );
		$this->assertSame( '1111', $saved[0]->last_digits );
	}
}
