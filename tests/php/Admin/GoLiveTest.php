<?php
/**
 * Going live from the settings page, through its REST routes: credentials
 * checked before they are saved, the webhook registered with the handlers'
 * event types (adopted, moved, removed), the test event recognised, the
 * readiness list.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\GoLive;
use Vitrine\Payment\Services;
use Vitrine\Payment\Webhook;
use Vitrine\Payment\Webhooks\Dispatcher;
use Vitrine\Provider\Client;
use Vitrine\Provider\Connection;
use Vitrine\Provider\Credentials;
use Vitrine\Provider\Settings;
use Vitrine\Tests\Provider\EmulatorTestCase;
use WP_REST_Request;

require_once dirname( __DIR__ ) . '/Provider/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Admin\GoLive
 * @covers \Vitrine\Admin\GoLiveController
 * @covers \Vitrine\Provider\WebhookRegistration
 * @covers \Vitrine\Provider\WebhookStatus
 */
final class GoLiveTest extends EmulatorTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->control( 'POST', 'config', array( 'clients' => array( 'shop-app' => 'geheim' ) ) );
		wp_set_current_user( self::factory_admin() );
		do_action( 'rest_api_init', rest_get_server() );
	}

	protected function tearDown(): void {
		global $wp_settings_errors;
		$wp_settings_errors = array();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * An administrator.
	 */
	private static function factory_admin(): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'inhaberin-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		return (int) $id;
	}

	/**
	 * A REST call as the settings screen makes it.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route below vitrine/v1.
	 * @param array<string, mixed> $body   JSON body.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private function rest( string $method, string $route, array $body = array() ): array {
		$request = new WP_REST_Request( $method, '/vitrine/v1' . $route );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		if ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		$response = rest_do_request( $request );
		return array( $response->get_status(), (array) $response->get_data() );
	}

	/**
	 * Connects with the emulator's known credentials.
	 *
	 * @param string $secret Secret.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private function connect( string $secret = 'geheim' ): array {
		return $this->rest(
			'POST',
			'/provider/connection',
			array(
				'environment'   => 'emulator',
				'client_id'     => 'shop-app',
				'client_secret' => $secret,
				'emulator_url'  => $this->emulator,
			)
		);
	}

	/**
	 * The webhooks registered at the emulator.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function registered(): array {
		return (array) $this->control( 'GET', 'registered-webhooks' );
	}

	public function test_working_credentials_are_saved_and_the_webhook_registers_with_the_handlers_event_types(): void {
		[ $status, $answer ] = $this->connect();
		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertTrue( $answer['ok'] );
		$this->assertStringNotContainsString( 'geheim', (string) wp_json_encode( $answer ), 'never the secret in an answer' );

		$settings = Settings::get();
		$this->assertSame( 'shop-app', $settings['client_id'] );
		$this->assertTrue( Connection::is_connected( $settings ) );
		$hooks = $this->registered();
		$this->assertCount( 1, $hooks );
		$this->assertSame( $hooks[0]['id'], $settings['webhook_id'] );
		$this->assertSame( GoLive::webhook_url(), $hooks[0]['url'] );
		$types = Dispatcher::of( Services::from_settings() )->types();
		sort( $types );
		$this->assertSame( $types, $hooks[0]['event_types'], 'exactly the types a handler takes' );
		$this->assertTrue( $answer['readiness']['items']['webhook']['ok'] );
	}

	public function test_refused_credentials_change_nothing_and_say_why_in_german(): void {
		$this->connect();
		$before = Settings::get();

		[ $status, $answer ] = $this->connect( 'falsch' );
		$this->assertSame( 400, $status );
		$this->assertSame( 'vitrine_go_live_invalid_client', $answer['code'] );
		$this->assertStringContainsString( 'Client-ID', $answer['message'] );
		$this->assertSame( $before, Settings::get(), 'the working settings stay' );
		$this->assertTrue( Connection::is_connected() );
	}

	public function test_an_existing_webhook_for_the_url_is_adopted_and_its_event_types_updated(): void {
		$client = new Client( Credentials::for_environment( Credentials::EMULATOR, 'shop-app', 'geheim', $this->emulator ) );
		$client->request(
			'POST',
			'/v1/notifications/webhooks',
			array(
				'url'         => GoLive::webhook_url(),
				'event_types' => array( array( 'name' => 'PAYMENT.CAPTURE.COMPLETED' ) ),
			)
		);
		$this->connect();
		$hooks = $this->registered();
		$this->assertCount( 1, $hooks, 'no second webhook for the same URL' );
		$this->assertSame( $hooks[0]['id'], Settings::get()['webhook_id'] );
		$this->assertContains( 'VAULT.PAYMENT-TOKEN.DELETED', $hooks[0]['event_types'] );
	}

	public function test_a_changed_site_address_moves_the_webhook(): void {
		$this->connect();
		$id   = Settings::get()['webhook_id'];
		$move = static fn( string $url ): string => str_replace( '/wp-json/', '/shop/wp-json/', $url );
		add_filter( 'rest_url', $move );
		$this->assertFalse( ( new GoLive() )->readiness()['items']['webhook']['ok'], 'the list says the address changed' );

		[ $status ] = $this->rest( 'POST', '/provider/webhook' );
		$this->assertSame( 200, $status );
		$hooks = $this->registered();
		$this->assertCount( 1, $hooks );
		$this->assertSame( $id, $hooks[0]['id'] );
		$this->assertStringContainsString( '/shop/wp-json/', $hooks[0]['url'] );
	}

	public function test_disconnecting_removes_the_webhook_and_forgets_the_secret(): void {
		$this->connect();
		[ $status ] = $this->rest( 'DELETE', '/provider/connection' );
		$this->assertSame( 200, $status );
		$this->assertSame( array(), $this->registered() );
		$settings = Settings::get();
		$this->assertSame( '', $settings['client_secret'] );
		$this->assertSame( '', $settings['webhook_id'] );
		$this->assertFalse( Connection::is_connected() );
	}

	public function test_the_test_event_arrives_verified_and_a_forged_one_is_flagged(): void {
		$this->connect();
		[ $status, $answer ] = $this->rest( 'POST', '/provider/webhook/test' );
		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertFalse( $answer['readiness']['items']['test_event']['ok'] );

		$delivery = ( (array) $this->control( 'GET', 'deliveries' ) )[0];
		$forged   = $delivery;
		$id       = (string) $forged['headers']['PAYPAL-TRANSMISSION-ID'];
		// Another first character than the signed id's (a random id may start with any).
		$forged['headers']['PAYPAL-TRANSMISSION-ID'] = ( 'b' === $id[0] ? 'c' : 'b' ) . substr( $id, 1 );
		$this->assertSame( 400, $this->deliver( $forged ) );
		$readiness = ( new GoLive() )->readiness()['items'];
		$this->assertFalse( $readiness['test_event']['ok'] );
		$this->assertNotSame( '', $readiness['webhook']['warning'], 'a delivery that failed verification is flagged' );

		$this->assertSame( 200, $this->deliver( $delivery ) );
		$readiness = ( new GoLive() )->readiness()['items'];
		$this->assertTrue( $readiness['test_event']['ok'] );
		$this->assertSame( 'PAYMENT.CAPTURE.COMPLETED', $readiness['webhook']['last_verified']['type'] );
		$this->assertSame( '', $readiness['webhook']['warning'] );
	}

	public function test_an_account_without_vault_gets_saving_payment_methods_switched_off(): void {
		update_option( Settings::OPTION, array( 'vaulting' => true ) + Settings::get() );
		$this->control( 'POST', 'config', array( 'scopes' => array( 'shop-app' => 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks' ) ) );
		[ , $answer ] = $this->connect();
		$this->assertSame( array( 'payments', 'webhooks' ), $answer['capabilities'] );
		$this->assertFalse( Settings::get()['vaulting'] );
		$this->assertFalse( $answer['readiness']['items']['vault']['ok'] );
	}

	public function test_live_on_an_http_site_is_warned_about_in_german(): void {
		update_option( Settings::OPTION, array( 'environment' => 'live' ) + Settings::get() );
		add_filter( 'home_url', static fn( string $url ): string => str_replace( 'https://', 'http://', $url ) );
		$items = ( new GoLive() )->readiness()['items'];
		$this->assertFalse( $items['https']['ok'] );
		$this->assertStringContainsString( 'HTTPS', $items['https']['todo'] );

		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new GoLive() )->guard_form_save( array( 'environment' => 'live' ) + Settings::get(), get_option( Settings::OPTION ) );
		$this->assertStringContainsString( 'https://', get_settings_errors( Settings::OPTION )[0]['message'] ?? '', 'saving Live on http:// warns too' );
	}

	public function test_the_settings_form_keeps_the_working_credentials_when_new_ones_are_refused(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->connect();
		$before = Settings::get();
		add_filter( 'pre_update_option_' . Settings::OPTION, array( new GoLive(), 'guard_form_save' ), 10, 2 );

		update_option( Settings::OPTION, Settings::sanitize( array( 'client_secret' => 'falsch', 'button_color' => 'blue' ) + $before ) );
		$after = Settings::get();
		$this->assertSame( 'geheim', $after['client_secret'], 'the working secret stays' );
		$this->assertSame( $before['webhook_id'], $after['webhook_id'] );
		$this->assertSame( 'blue', $after['button_color'], 'the rest of the form is saved' );
		$errors = get_settings_errors( Settings::OPTION );
		$this->assertStringContainsString( 'Client-ID', $errors[0]['message'] ?? '' );
		$this->assertCount( 1, $this->registered(), 'the webhook stays' );
	}

	public function test_the_settings_screen_starts_from_the_readiness_list_never_the_secret(): void {
		$this->connect();
		$config = \Vitrine\Admin\ProviderSettingsPage::config();
		$this->assertTrue( $config['readiness']['items']['webhook']['ok'] );
		$this->assertTrue( $config['secret_stored'] );
		$this->assertStringNotContainsString( 'geheim', (string) wp_json_encode( $config ) );
	}

	public function test_the_routes_need_the_rest_nonce(): void {
		$request = new WP_REST_Request( 'POST', '/vitrine/v1/provider/webhook/test' );
		$this->assertSame( 401, rest_do_request( $request )->get_status(), 'none' );
		$request->set_header( 'X-WP-Nonce', 'abc' );
		$this->assertSame( 403, rest_do_request( $request )->get_status(), 'a wrong one' );
	}

	public function test_only_who_may_manage_options_reaches_the_routes(): void {
		wp_set_current_user( (int) wp_insert_user( array( 'user_login' => 'kundin-' . wp_generate_password( 6, false ), 'user_pass' => 'x', 'role' => 'subscriber' ) ) );
		$this->assertSame( 403, $this->rest( 'GET', '/provider/go-live' )[0] );
		$this->assertSame( 403, $this->connect()[0] );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'POST', '/provider/webhook/test' )[0] );
	}

	public function test_the_schema_refuses_an_unknown_environment(): void {
		[ $status, $answer ] = $this->rest( 'POST', '/provider/connection', array( 'environment' => 'prod', 'client_id' => 'x' ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $answer['code'] );
	}

	/**
	 * Hands a delivery to the webhook route as WordPress' REST server would.
	 *
	 * @param array<string, mixed> $delivery headers, body.
	 * @return int Status.
	 */
	private function deliver( array $delivery ): int {
		$request = new WP_REST_Request( 'POST', Webhook::ROUTE_NAMESPACE . Webhook::ROUTE );
		$request->set_body( (string) $delivery['body'] );
		foreach ( (array) $delivery['headers'] as $name => $value ) {
			$request->set_header( (string) $name, (string) $value );
		}
		$result = ( new Webhook( static fn(): Services => Services::from_settings() ) )->handle( $request );
		return ( is_wp_error( $result ) ? rest_convert_error_to_response( $result ) : rest_ensure_response( $result ) )->get_status();
	}
}
