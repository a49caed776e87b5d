<?php
/**
 * The first-run setup through its REST routes: each step saved at once
 * (all or nothing, German field errors), skipped, resumed, finished or
 * dismissed; only for those who may manage options, only with the REST
 * nonce.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\SetupNotice;
use Vitrine\Admin\SetupPage;
use Vitrine\Admin\SetupProgress;
use Vitrine\Admin\SetupState;
use Vitrine\Admin\ShippingController;
use Vitrine\Provider\Connection;
use Vitrine\Provider\Settings;
use Vitrine\Shared\Assets;
use Vitrine\Shop\ShopDetails;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;
use Vitrine\Store\ShippingSettings;
use Vitrine\Store\TermsConsent;
use Vitrine\Tests\Provider\EmulatorTestCase;
use WP_REST_Request;

require_once dirname( __DIR__ ) . '/Provider/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Admin\SetupController
 * @covers \Vitrine\Admin\SetupSteps
 * @covers \Vitrine\Admin\SetupState
 * @covers \Vitrine\Admin\SetupProgress
 * @covers \Vitrine\Admin\SetupPage
 */
final class SetupControllerTest extends EmulatorTestCase {

	/** A complete, valid address form. */
	private const ADDRESS = array(
		'name'           => 'Kerzenwerkstatt Anna Beispiel',
		'street'         => 'Hauptstraße 5',
		'postcode'       => '50667',
		'city'           => 'Köln',
		'country'        => 'DE',
		'email'          => 'anna@kerzen.example',
		'phone'          => '+49 221 123456',
		'vat_id'         => 'de 123 456 789',
		'register'       => 'Amtsgericht Köln, HRA 1234',
		'terms_checkbox' => true,
	);

	protected function setUp(): void {
		parent::setUp();
		$this->control( 'POST', 'config', array( 'clients' => array( 'shop-app' => 'geheim' ) ) );
		do_action( 'rest_api_init', rest_get_server() );
		delete_option( SetupProgress::OPTION );
	}

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'] );
		parent::tearDown();
	}

	/**
	 * A REST call as the setup screen makes it.
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
		return array( $response->get_status(), (array) json_decode( (string) wp_json_encode( $response->get_data() ), true ) );
	}

	/**
	 * The stored options a refused save must leave alone.
	 *
	 * @return array<string, mixed>
	 */
	private static function stored(): array {
		$names  = array( ShopDetails::OPTION, TermsConsent::OPTION, 'vitrine_currency', 'vitrine_bank_account', Settings::OPTION, SetupProgress::OPTION );
		$values = array();
		foreach ( $names as $name ) {
			$values[ $name ] = get_option( $name );
		}
		return $values;
	}

	public function test_only_those_who_may_manage_options_reach_the_routes_and_are_told_so_in_german(): void {
		$before = self::stored();
		[ $status, $answer ] = $this->rest( 'POST', '/setup/address', self::ADDRESS );
		$this->assertSame( 401, $status );
		$this->assertSame( 'Du darfst den Shop nicht einrichten.', $answer['message'] );

		$this->log_in_as( 'shop_manager' );
		foreach ( array( array( 'GET', '/setup' ), array( 'POST', '/setup/skip' ), array( 'POST', '/setup/dismiss' ) ) as [ $method, $route ] ) {
			[ $status ] = $this->rest( $method, $route, array( 'step' => 'bank' ) );
			$this->assertSame( 403, $status, $route );
		}
		$this->assertSame( $before, self::stored(), 'nothing written' );
	}

	public function test_a_request_without_the_rest_nonce_counts_as_logged_out(): void {
		$this->log_in_as( 'administrator' );
		// Cookie authentication, as a browser sends it; core drops the user without X-WP-Nonce.
		$GLOBALS['wp_rest_auth_cookie'] = true;
		$this->assertTrue( rest_cookie_check_errors( null ) );
		[ $status ] = $this->rest( 'POST', '/setup/dismiss' );
		$this->assertSame( 401, $status );
		$this->assertSame( SetupProgress::OPEN, SetupProgress::get()['status'] );
	}

	public function test_the_address_step_stores_the_details_and_the_terms_switch_and_is_done(): void {
		$this->log_in_as( 'administrator' );
		update_option( TermsConsent::OPTION, '0' );

		[ $status, $answer ] = $this->rest( 'POST', '/setup/address', self::ADDRESS );

		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertSame( 'Adresse und Rechtliches gespeichert.', $answer['message'] );
		$details = ShopDetails::get();
		$this->assertSame( 'DE123456789', $details['vat_id'], 'the VAT ID without spaces, in capitals' );
		$this->assertSame( 'Hauptstraße 5', $details['street'] );
		$this->assertTrue( TermsConsent::required() );
		$this->assertSame( 'done', SetupProgress::get()['steps']['address'] );
		$this->assertSame( 'done', $answer['setup']['progress']['steps']['address'] );
		$this->assertSame( 'DE123456789', $answer['setup']['values']['address']['vat_id'] );
	}

	public function test_a_wrong_address_names_each_field_in_german_and_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$this->rest( 'POST', '/setup/address', self::ADDRESS );
		$before = self::stored();

		[ $status, $answer ] = $this->rest(
			'POST',
			'/setup/address',
			array(
				'street'         => ' ',
				'postcode'       => '5066',
				'email'          => 'anna@',
				'phone'          => '12',
				'vat_id'         => 'DE12345',
				'terms_checkbox' => false,
			) + self::ADDRESS
		);

		$this->assertSame( 400, $status );
		$this->assertSame( 'vitrine_setup_invalid', $answer['code'] );
		$this->assertSame( 'Es wurde nichts gespeichert. Bitte korrigiere die markierten Felder.', $answer['message'] );
		$errors = $answer['data']['errors'];
		$this->assertSame( array( 'email', 'phone', 'postcode', 'street', 'vat_id' ), array_keys( self::sorted( $errors ) ) );
		$this->assertSame( 'Straße und Hausnummer ist ein Pflichtfeld.', $errors['street'] );
		$this->assertSame( 'Postleitzahl ist keine gültige Postleitzahl.', $errors['postcode'] );
		$this->assertSame( 'Bitte gib eine gültige E-Mail-Adresse ein.', $errors['email'] );
		$this->assertSame( $before, self::stored(), 'details, terms switch and progress unchanged' );
		$this->assertSame( 'Hauptstraße 5', $answer['data']['setup']['values']['address']['street'], 'the stored values come back' );
	}

	public function test_the_bank_step_stores_a_checked_account_and_refuses_a_wrong_iban_without_writing(): void {
		$this->log_in_as( 'administrator' );
		$account = array(
			'holder' => 'Anna Beispiel',
			'iban'   => 'de89 3704 0044 0532 0130 00',
			'bic'    => 'cobadeffxxx',
			'bank'   => 'Commerzbank',
		);

		[ $status, $answer ] = $this->rest( 'POST', '/setup/bank', $account );
		$this->assertSame( 200, $status );
		$this->assertSame( 'DE89370400440532013000', ShopPages::bank_account()['iban'] );
		$this->assertSame( 'COBADEFFXXX', ShopPages::bank_account()['bic'] );
		$this->assertSame( 'DE89 3704 0044 0532 0130 00', $answer['setup']['values']['bank']['iban'], 'shown in groups of four' );
		$this->assertSame( 'done', SetupProgress::get()['steps']['bank'] );
		$before = self::stored();

		[ $status, $answer ] = $this->rest( 'POST', '/setup/bank', array( 'iban' => 'DE88 3704 0044 0532 0130 00' ) + $account );
		$this->assertSame( 400, $status );
		$this->assertSame( array( 'iban' => 'Die Prüfziffern dieser IBAN stimmen nicht: Bitte prüfe sie auf Tippfehler.' ), $answer['data']['errors'] );

		[ $status, $answer ] = $this->rest( 'POST', '/setup/bank', array( 'holder' => '', 'bic' => 'COBA' ) + $account );
		$this->assertSame( 400, $status );
		$this->assertSame( array( 'bic', 'holder' ), array_keys( self::sorted( $answer['data']['errors'] ) ) );
		$this->assertSame( $before, self::stored() );
	}

	public function test_a_bank_account_without_iban_is_saved_and_says_that_transfers_stay_off(): void {
		$this->log_in_as( 'administrator' );
		[ $status, $answer ] = $this->rest(
			'POST',
			'/setup/bank',
			array(
				'holder' => 'Anna Beispiel',
				'iban'   => '',
				'bic'    => '',
				'bank'   => '',
			)
		);
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'nicht per Überweisung', $answer['message'] );
		$this->assertSame( '', ShopPages::bank_account()['iban'] );
	}

	public function test_the_currency_step_takes_an_offered_currency_only(): void {
		$this->log_in_as( 'administrator' );
		[ $status ] = $this->rest( 'POST', '/setup/currency', array( 'currency' => 'chf' ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 'CHF', Money::currency() );

		[ $status, $answer ] = $this->rest( 'POST', '/setup/currency', array( 'currency' => 'JPY' ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Bitte wähle eine der angebotenen Währungen. Die Währung wurde nicht geändert.', $answer['data']['errors']['currency'] );
		$this->assertSame( 'CHF', Money::currency() );
	}

	public function test_input_of_the_wrong_type_or_length_is_refused_by_the_schema_in_german(): void {
		$this->log_in_as( 'administrator' );
		$before = self::stored();
		foreach ( array(
			array( '/setup/bank', array( 'iban' => array( 'DE89' ) ) ),
			array( '/setup/bank', array() ),
			array( '/setup/currency', array() ),
			array( '/setup/address', array_diff_key( self::ADDRESS, array( 'street' => true ) ) ),
			array( '/setup/address', array( 'name' => str_repeat( 'x', 101 ) ) + self::ADDRESS ),
			array( '/setup/address', array( 'terms_checkbox' => 'vielleicht' ) + self::ADDRESS ),
			array( '/setup/skip', array( 'step' => 'payment' ) ),
			array( '/setup/paypal', array( 'environment' => 'live', 'client_id' => 'a b' ) ),
		) as [ $route, $body ] ) {
			[ $status, $answer ] = $this->rest( 'POST', $route, $body );
			$this->assertSame( 400, $status, $route );
			$this->assertSame( 'Die Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.', $answer['message'], $route );
		}
		$this->assertSame( $before, self::stored() );
	}

	public function test_skipped_steps_are_remembered_and_the_setup_finishes_only_when_every_step_was_handled(): void {
		$this->log_in_as( 'administrator' );
		update_option( SetupNotice::OPTION, '1' );
		$this->rest( 'POST', '/setup/address', self::ADDRESS );
		[ $status, $answer ] = $this->rest( 'POST', '/setup/skip', array( 'step' => 'address' ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 'done', $answer['setup']['progress']['steps']['address'], 'a done step stays done' );
		$this->rest( 'POST', '/setup/skip', array( 'step' => 'currency' ) );

		[ $status, $answer ] = $this->rest( 'POST', '/setup/finish' );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Einige Schritte sind noch offen. Speichere oder überspringe zuerst jeden Schritt.', $answer['message'] );
		$this->assertTrue( SetupNotice::due() );

		foreach ( array( 'bank', 'paypal' ) as $step ) {
			$this->rest( 'POST', '/setup/skip', array( 'step' => $step ) );
		}
		[ $status ] = $this->rest( 'POST', '/setup/shipping' );
		$this->assertSame( 200, $status );
		$this->assertSame(
			array(
				'address'  => 'done',
				'currency' => 'skipped',
				'bank'     => 'skipped',
				'shipping' => 'done',
				'paypal'   => 'skipped',
			),
			SetupProgress::get()['steps']
		);
		[ $status, $answer ] = $this->rest( 'POST', '/setup/finish' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'finished', $answer['setup']['progress']['status'] );
		$this->assertFalse( SetupNotice::due(), 'a finished setup no longer nags' );
		$this->assertFalse( get_option( SetupNotice::OPTION ) );
	}

	public function test_a_dismissed_setup_stops_nagging_and_keeps_its_progress(): void {
		$this->log_in_as( 'administrator' );
		update_option( SetupNotice::OPTION, '1' );
		$this->rest( 'POST', '/setup/currency', array( 'currency' => 'EUR' ) );

		[ $status, $answer ] = $this->rest( 'POST', '/setup/dismiss' );

		$this->assertSame( 200, $status );
		$this->assertSame( 'dismissed', $answer['setup']['progress']['status'] );
		$this->assertSame( 'done', $answer['setup']['progress']['steps']['currency'] );
		$this->assertFalse( SetupNotice::due() );
	}

	public function test_the_paypal_step_connects_through_the_go_live_check_and_keeps_working_settings_when_refused(): void {
		$this->log_in_as( 'administrator' );
		$credentials = array(
			'environment'   => 'emulator',
			'client_id'     => 'shop-app',
			'client_secret' => 'geheim',
			'emulator_url'  => $this->emulator,
		);

		[ $status, $answer ] = $this->rest( 'POST', '/setup/paypal', $credentials );
		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertSame( 'Die Verbindung funktioniert.', $answer['message'] );
		$this->assertTrue( $answer['setup']['paypal']['connected'] );
		$this->assertTrue( $answer['setup']['paypal']['checked'] );
		$this->assertSame( 'done', $answer['setup']['progress']['steps']['paypal'] );
		$this->assertStringNotContainsString( 'geheim', (string) wp_json_encode( $answer ), 'never the secret in an answer' );
		$this->assertCount( 1, (array) $this->control( 'GET', 'registered-webhooks' ), 'the webhook is set up as on the settings page' );

		delete_option( SetupProgress::OPTION );
		$before = self::stored();
		[ $status, $answer ] = $this->rest( 'POST', '/setup/paypal', array( 'client_secret' => 'falsch' ) + $credentials );
		$this->assertSame( 400, $status );
		$this->assertSame( 'vitrine_setup_invalid_client', $answer['code'] );
		$this->assertStringContainsString( 'Client-ID', $answer['message'] );
		$this->assertSame( $before, self::stored(), 'the working connection stays, the step stays open' );
		$this->assertTrue( Connection::is_connected() );
	}

	public function test_the_screen_prints_its_state_with_the_rules_tables_and_never_the_secret(): void {
		$this->log_in_as( 'administrator' );
		$this->rest(
			'POST',
			'/setup/paypal',
			array(
				'environment'   => 'emulator',
				'client_id'     => 'shop-app',
				'client_secret' => 'geheim',
				'emulator_url'  => $this->emulator,
			)
		);
		$page = new SetupPage( new Assets( VITRINE_DIR, VITRINE_FILE ) );
		ob_start();
		$page->render();
		$html = (string) ob_get_clean();

		$this->assertMatchesRegularExpression( '/<div id="vitrine-setup" class="vitrine-setup" data-config="([^"]+)"/', $html );
		preg_match( '/data-config="([^"]+)"/', $html, $match );
		$config = json_decode( html_entity_decode( $match[1] ), true );
		$this->assertSame( SetupProgress::STEPS, $config['steps'] );
		$this->assertSame( 22, $config['facts']['iban']['lengths']['DE'] );
		$this->assertSame( 'Deutschland', $config['facts']['iban']['countries']['DE'] );
		$this->assertSame( array( 'imprint', 'privacy', 'terms', 'withdrawal', 'shipping' ), array_column( $config['facts']['legal_pages'], 'key' ) );
		delete_option( ShippingSettings::OPTION );
		$shipping = json_decode( (string) wp_json_encode( SetupState::screen()['facts']['shipping'] ), true );
		$this->assertSame(
			json_decode( (string) wp_json_encode( ShippingController::state() ), true ),
			$shipping,
			'the shipping editor\'s first state, as its own page prints it (the starter settings until the owner saves)'
		);
		$this->assertFalse( $shipping['saved'] );
		$this->assertSame( array( 'DE' ), $shipping['settings']['zones'][0]['countries'] );
		$this->assertSame( '', $config['values']['paypal']['client_secret'] );
		$this->assertTrue( $config['paypal']['secret_stored'] );
		$this->assertStringNotContainsString( 'geheim', $html );
		$this->assertStringContainsString( 'Die Einrichtung braucht JavaScript.', $html );

		[ $status, $answer ] = $this->rest( 'GET', '/setup' );
		$this->assertSame( 200, $status );
		$this->assertSame( array( 'progress', 'values', 'paypal' ), array_keys( $answer['setup'] ) );
	}

	/**
	 * An array sorted by key.
	 *
	 * @param array<string, mixed> $values Values.
	 * @return array<string, mixed>
	 */
	private static function sorted( array $values ): array {
		ksort( $values );
		return $values;
	}
}
