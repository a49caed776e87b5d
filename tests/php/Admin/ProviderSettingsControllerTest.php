<?php
/**
 * The REST settings endpoint of the provider settings screen: nonce, then
 * capability, then the one schema, then the provider's check of new
 * credentials; every refusal in German and without a write; the §3.11
 * object unchanged for equal settings.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\GoLive;
use Vitrine\Admin\ProviderSettingsController;
use Vitrine\Payment\Config\Builder;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Client;
use Vitrine\Provider\ConnectionCheck;
use Vitrine\Provider\Credentials;
use Vitrine\Provider\Settings;
use Vitrine\Provider\WebhookStatus;
use Vitrine\Store\Stores;
use Vitrine\Tests\Provider\EmulatorTestCase;
use WP_Error;
use WP_REST_Request;

require_once dirname( __DIR__ ) . '/Provider/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Admin\ProviderSettingsController
 * @covers \Vitrine\Admin\RestGuard
 * @covers \Vitrine\Admin\GoLive::save
 * @covers \Vitrine\Provider\Settings::schema
 * @covers \Vitrine\Provider\Settings::validate
 */
final class ProviderSettingsControllerTest extends EmulatorTestCase {

	private const ROUTE = '/vitrine/v1/provider/settings';

	protected function setUp(): void {
		parent::setUp();
		$this->control( 'POST', 'config', array( 'clients' => array( 'shop-app' => 'geheim' ) ) );
		$this->log_in_as( 'administrator' );
		do_action( 'rest_api_init', rest_get_server() );
		// A working connection to keep: every refusal below must leave it as it is.
		$connected = ( new GoLive() )->connect(
			array(
				'environment'   => 'emulator',
				'client_id'     => 'shop-app',
				'client_secret' => 'geheim',
				'emulator_url'  => $this->emulator,
			)
		);
		$this->assertTrue( $connected['ok'], $connected['message'] );
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * A request as the screen sends it (api-fetch: JSON body, X-WP-Nonce).
	 *
	 * @param string      $method Method.
	 * @param mixed       $body   JSON body (null: none).
	 * @param string|null $nonce  X-WP-Nonce (null: a valid one for the current user).
	 */
	private function request( string $method, $body = null, ?string $nonce = null ): WP_REST_Request {
		$request = new WP_REST_Request( $method, self::ROUTE );
		$nonce   = $nonce ?? wp_create_nonce( 'wp_rest' );
		if ( '' !== $nonce ) {
			$request->set_header( 'X-WP-Nonce', $nonce );
		}
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return $request;
	}

	/**
	 * Dispatches through the REST server.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private function dispatch( WP_REST_Request $request ): array {
		$response = rest_do_request( $request );
		return array( $response->get_status(), (array) rest_get_server()->response_to_data( $response, false ) );
	}

	/**
	 * Everything a save may write: the option as stored (the sealed secret
	 * would differ if it were sealed again), the last check, the webhooks.
	 *
	 * @return array<string, mixed>
	 */
	private function stored(): array {
		return array(
			'option'   => get_option( Settings::OPTION ),
			'check'    => get_option( ConnectionCheck::OPTION ),
			'status'   => WebhookStatus::get(),
			'webhooks' => $this->control( 'GET', 'registered-webhooks' ),
		);
	}

	/**
	 * A controller whose check talks to this emulator for every environment
	 * (sandbox and live included) and gives up fast on a dead host.
	 */
	private function controller(): ProviderSettingsController {
		$check = new ConnectionCheck(
			static fn( Credentials $credentials ): Client => new Client( $credentials, 2.0, 1, 0.01 ),
			fn( string $environment, array $settings ): Credentials => Credentials::for_environment( Credentials::EMULATOR, (string) $settings['client_id'], (string) $settings['client_secret'], (string) $settings['emulator_url'] )
		);
		return new ProviderSettingsController( static fn(): GoLive => new GoLive( $check ) );
	}

	public function test_get_answers_the_settings_and_the_readiness_list_never_the_secret(): void {
		[ $status, $answer ] = $this->dispatch( $this->request( 'GET' ) );
		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertSame( array_keys( Settings::defaults() ), array_keys( array_intersect_key( $answer['settings'], Settings::defaults() ) ) );
		$this->assertSame( '', $answer['settings']['client_secret'] );
		$this->assertTrue( $answer['secret_stored'] );
		$this->assertSame( 'shop-app', $answer['settings']['client_id'] );
		$this->assertTrue( $answer['readiness']['items']['connection']['ok'] );
		$this->assertStringNotContainsString( 'geheim', (string) wp_json_encode( $answer ) );
	}

	public function test_a_change_is_saved_with_a_german_message(): void {
		[ $status, $answer ] = $this->dispatch( $this->request( 'POST', array( 'button_height' => 50, 'button_shape' => 'pill', 'vaulting' => false ) ) );
		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertSame( 'Einstellungen gespeichert.', $answer['message'] );
		$this->assertSame( 50, Settings::get()['button_height'] );
		$this->assertSame( 'pill', $answer['settings']['button_shape'] );
		$this->assertSame( 'geheim', Settings::get()['client_secret'], 'an empty secret field keeps the stored one' );
		$this->assertStringNotContainsString( 'geheim', (string) wp_json_encode( $answer ) );
	}

	public function test_without_a_nonce_or_with_a_wrong_one_nothing_is_written(): void {
		$before = $this->stored();
		[ $status, $answer ] = $this->dispatch( $this->request( 'POST', array( 'button_height' => 50 ), '' ) );
		$this->assertSame( 401, $status );
		$this->assertSame( 'rest_missing_nonce', $answer['code'] );
		[ $status, $answer ] = $this->dispatch( $this->request( 'POST', array( 'button_height' => 50 ), 'abc123' ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'rest_cookie_invalid_nonce', $answer['code'], '§8.3: api-fetch fetches a new nonce on this code' );
		$this->assertSame( 'Das Sicherheits-Token ist ungültig.', $answer['message'] );
		$this->assertSame( 401, $this->dispatch( $this->request( 'GET', null, '' ) )[0], 'reading needs the nonce too' );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_only_who_may_manage_options_reads_or_saves(): void {
		$before = $this->stored();
		$this->log_in_as( 'editor' );
		[ $status, $answer ] = $this->dispatch( $this->request( 'POST', array( 'button_height' => 50 ) ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'Du darfst die Zahlungseinstellungen nicht ändern.', $answer['message'] );
		$this->assertSame( 403, $this->dispatch( $this->request( 'GET' ) )[0] );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->dispatch( $this->request( 'POST', array( 'button_height' => 50 ) ) )[0] );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_the_route_declares_the_one_schema_of_the_settings(): void {
		$schema = rest_get_server()->get_route_options( self::ROUTE )['schema'] ?? null;
		$this->assertIsCallable( $schema );
		$schema = $schema();
		$this->assertSame( Settings::schema(), $schema['properties'] );
		$this->assertFalse( $schema['additionalProperties'] );
		$this->assertSame( array_keys( Settings::defaults() ), array_keys( $schema['properties'] ), 'one entry per stored setting' );
		$this->assertSame( array( 'type', 'minimum', 'maximum' ), array_keys( $schema['properties']['button_height'] ) );
		$this->assertSame( Settings::CHOICES['button_shape'], $schema['properties']['button_shape']['enum'] );
	}

	/**
	 * Invalid values, each with its German reason; the valid change sent
	 * with them is not written either.
	 */
	public function test_invalid_values_are_refused_per_field_in_german_and_nothing_is_written(): void {
		$before = $this->stored();
		$bad    = array(
			'button_height'  => 99,
			'button_shape'   => 'egg',
			'data_namespace' => '1paypal',
			'emulator_url'   => 'http://example.com:9000',
			'merchant_id'    => 'abc',
			'client_id'      => '<b>shop</b>',
			'vaulting'       => 'maybe',
			'environment'    => 'prod',
			'evil'           => 'x',
		);
		[ $status, $answer ] = $this->dispatch( $this->request( 'POST', $bad + array( 'button_color' => 'blue' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'vitrine_invalid_settings', $answer['code'] );
		$this->assertSame( 'Nicht gespeichert. Bitte korrigiere die markierten Felder.', $answer['message'] );
		$fields = $answer['data']['fields'];
		$this->assertSame( array_keys( $bad ), array_keys( $fields ), 'every bad field named, the good one not' );
		$this->assertSame( 'Gib eine ganze Zahl von 25 bis 55 ein.', $fields['button_height'] );
		$this->assertSame( 'Wähle einen der angebotenen Werte.', $fields['button_shape'] );
		$this->assertStringContainsString( '127.0.0.1', $fields['emulator_url'] );
		$this->assertSame( 'Diese Einstellung gibt es nicht.', $fields['evil'] );
		$this->assertSame( $before, $this->stored() );
		$this->assertSame( 'gold', Settings::get()['button_color'] );
	}

	public function test_a_body_that_is_no_settings_object_is_refused(): void {
		$before = $this->stored();
		foreach ( array( array( 1, 2 ), array(), 'text' ) as $body ) {
			[ $status, $answer ] = $this->dispatch( $this->request( 'POST', $body ) );
			$this->assertSame( 400, $status, (string) wp_json_encode( $body ) );
			$this->assertMatchesRegularExpression( '/[äöüÄÖÜß]|Nichts|Bitte/u', $answer['message'], 'German' );
		}
		$request = $this->request( 'POST' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{"button_height": ' );
		[ $status, $answer ] = $this->dispatch( $request );
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_json', $answer['code'] );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_the_emulator_is_refused_on_a_production_site(): void {
		add_filter( 'vitrine_emulator_allowed', '__return_false' );
		$before = $this->stored();
		[ $status, $answer ] = $this->dispatch( $this->request( 'POST', array( 'environment' => 'emulator', 'button_color' => 'blue' ) ) );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( 'lokale Emulator', $answer['data']['fields']['environment'] );
		$this->assertFalse( $this->dispatch( $this->request( 'GET' ) )[1]['emulator_allowed'] );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_a_wrong_secret_keeps_everything_and_says_why(): void {
		$before = $this->stored();
		[ $status, $answer ] = $this->dispatch( $this->request( 'POST', array( 'client_secret' => 'wrong-secret-42', 'button_color' => 'blue' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'vitrine_settings_invalid_client', $answer['code'] );
		$this->assertStringContainsString( 'Client-ID', $answer['message'] );
		$this->assertStringContainsString( 'bisherigen Einstellungen bleiben', $answer['message'] );
		$this->assertTrue( $answer['data']['readiness']['items']['connection']['ok'], 'still connected' );
		$this->assertStringNotContainsString( 'wrong-secret-42', (string) wp_json_encode( $answer ) );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_sandbox_credentials_on_live_keep_everything_and_say_so(): void {
		$before = $this->stored();
		// Live refuses the credentials (as the provider refuses foreign ones); the sandbox call takes them.
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 401,
				'path'   => '/v1/oauth2/token',
				'times'  => 1,
			)
		);
		$result = $this->controller()->save( $this->request( 'POST', array( 'environment' => 'live', 'client_secret' => 'geheim' ) ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'vitrine_settings_other_environment', $result->get_error_code() );
		$this->assertStringContainsString( 'Sandbox-Zugangsdaten', $result->get_error_message() );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_an_unreachable_host_keeps_everything_and_says_so(): void {
		$before = $this->stored();
		$result = $this->controller()->save( $this->request( 'POST', array( 'emulator_url' => 'http://127.0.0.1:1', 'button_color' => 'blue' ) ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'vitrine_settings_unreachable', $result->get_error_code() );
		$this->assertStringContainsString( 'nicht geantwortet', $result->get_error_message() );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_new_credentials_that_work_are_saved_and_the_webhook_follows(): void {
		$this->control( 'POST', 'config', array( 'clients' => array( 'shop-app' => 'geheim', 'other-app' => 'neu' ) ) );
		$old = Settings::get()['webhook_id'];
		[ $status, $answer ] = $this->dispatch( $this->request( 'POST', array( 'client_id' => 'other-app', 'client_secret' => 'neu' ) ) );
		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertSame( 'Einstellungen gespeichert. Die Verbindung funktioniert.', $answer['message'] );
		$settings = Settings::get();
		$this->assertSame( 'neu', $settings['client_secret'] );
		$this->assertNotSame( $old, $settings['webhook_id'], 'the old account\'s webhook went, the new one registered' );
		$this->assertSame( $settings['webhook_id'], $answer['settings']['webhook_id'] );
		$this->assertSame( '', $answer['settings']['client_secret'] );
	}

	/**
	 * §3.11: saving the settings as they are (every field sent back as
	 * read) changes neither the option nor the object built from it.
	 */
	public function test_saving_equal_settings_leaves_the_3_11_object_unchanged(): void {
		$urls   = array(
			'redirect'                => 'http://127.0.0.1/kasse/',
			'view_subscriptions_page' => 'http://127.0.0.1/mein-konto/abos',
			'payment_methods_page'    => 'http://127.0.0.1/mein-konto/zahlungsarten/',
		);
		$config = static fn(): string => (string) wp_json_encode( ( new Builder( Stores::get(), Settings::get(), $urls, array() ) )->build( Ids::CONTEXT_CHECKOUT, '', 0 ) );
		$before = $config();
		$stored = $this->stored();

		$settings = $this->dispatch( $this->request( 'GET' ) )[1]['settings'];
		[ $status, $answer ] = $this->dispatch( $this->request( 'POST', $settings ) );
		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertSame( $stored, $this->stored(), 'nothing rewritten' );
		$this->assertSame( $before, $config() );
	}
}
