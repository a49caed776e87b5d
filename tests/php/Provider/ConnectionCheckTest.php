<?php
/**
 * "Verbindung prüfen": a token call in the chosen environment, its refusals
 * told apart honestly, the account's abilities read from the token's scope,
 * and the stored result feeding the connection gate.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\Client;
use Vitrine\Provider\Connection;
use Vitrine\Provider\ConnectionCheck;
use Vitrine\Provider\Credentials;
use Vitrine\Provider\Settings;

/**
 * @covers \Vitrine\Provider\ConnectionCheck
 * @covers \Vitrine\Provider\Connection
 */
final class ConnectionCheckTest extends EmulatorTestCase {

	/**
	 * A check whose sandbox and live hosts are both this emulator.
	 */
	private function check(): ConnectionCheck {
		return new ConnectionCheck(
			static fn( Credentials $credentials ): Client => new Client( $credentials, 5.0, 1, 0.01 ),
			fn( string $environment, array $settings ): Credentials => Credentials::for_environment( Credentials::EMULATOR, (string) $settings['client_id'], (string) $settings['client_secret'], $this->emulator )
		);
	}

	/**
	 * Settings of an environment with these credentials.
	 *
	 * @param string $environment Environment.
	 * @param string $secret      Secret.
	 */
	private function settings( string $environment = 'emulator', string $secret = 'geheim' ): array {
		return array(
			'environment'   => $environment,
			'client_id'     => 'shop-app',
			'client_secret' => $secret,
			'emulator_url'  => $this->emulator,
		) + Settings::defaults();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->control( 'POST', 'config', array( 'clients' => array( 'shop-app' => 'geheim' ) ) );
	}

	public function test_working_credentials_are_ok_and_name_what_the_account_may_do(): void {
		$result = $this->check()->run( $this->settings() );
		$this->assertSame( ConnectionCheck::OK, $result['code'] );
		$this->assertSame( array( 'payments', 'refunds', 'vault', 'subscriptions', 'webhooks' ), $result['capabilities'] );
		$this->assertStringNotContainsString( 'geheim', (string) wp_json_encode( $result ), 'no secret in the stored result' );
	}

	public function test_an_account_without_vault_scope_says_so(): void {
		$this->control( 'POST', 'config', array( 'scopes' => array( 'shop-app' => 'https://uri.paypal.com/services/payments/payment' ) ) );
		$this->assertSame( array( 'payments' ), $this->check()->run( $this->settings() )['capabilities'] );
	}

	public function test_a_wrong_secret_is_one_message_for_id_and_secret(): void {
		$result = $this->check()->run( $this->settings( 'emulator', 'falsch' ) );
		$this->assertSame( ConnectionCheck::INVALID_CLIENT, $result['code'] );
		$this->assertStringContainsString( 'Client-ID', ConnectionCheck::message( $result['code'], 'emulator' ) );
	}

	public function test_sandbox_credentials_on_live_are_named_only_when_the_other_environment_takes_them(): void {
		// The first token call (Live) is refused as the provider refuses foreign credentials; the sandbox one works.
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 401,
				'path'   => '/v1/oauth2/token',
				'times'  => 1,
			)
		);
		$result = $this->check()->run( $this->settings( 'live' ) );
		$this->assertSame( ConnectionCheck::OTHER_ENVIRONMENT, $result['code'] );
		$this->assertStringContainsString( 'Sandbox', ConnectionCheck::message( $result['code'], 'live' ) );

		$this->assertSame( ConnectionCheck::INVALID_CLIENT, $this->check()->run( $this->settings( 'live', 'falsch' ) )['code'], 'refused in both: simply wrong' );
	}

	public function test_no_answer_from_the_host_is_its_own_message(): void {
		$settings                 = $this->settings();
		$settings['emulator_url'] = 'http://127.0.0.1:1';
		$check                    = new ConnectionCheck( static fn( Credentials $credentials ): Client => new Client( $credentials, 2.0, 1, 0.01 ) );
		$this->assertSame( ConnectionCheck::UNREACHABLE, $check->run( $settings )['code'] );
	}

	public function test_the_stored_result_feeds_the_connection_gate_for_exactly_those_credentials(): void {
		$good = $this->settings();
		$this->assertTrue( Connection::is_connected( $good ), 'never checked: as before' );

		ConnectionCheck::store( $this->check()->run( $this->settings( 'emulator', 'falsch' ) ) );
		$this->assertFalse( Connection::is_connected( $this->settings( 'emulator', 'falsch' ) ), 'refused credentials are not connected' );
		$this->assertStringContainsString( 'Client-ID', Connection::label( $this->settings( 'emulator', 'falsch' ) ) );
		$this->assertTrue( Connection::is_connected( $good ), 'other credentials: not judged by that check' );

		ConnectionCheck::store( $this->check()->run( $good ) );
		$this->assertTrue( Connection::is_connected( $good ) );
		$this->assertSame( true, ConnectionCheck::verdict( $good ) );
	}
}
