<?php
/**
 * The REST route of the shipping editor and its settings page.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\ShippingPage;
use Vitrine\Store\ShippingSettings;
use Vitrine\Tests\TestCase;
use WP_REST_Request;

/**
 * @covers \Vitrine\Admin\ShippingController
 * @covers \Vitrine\Admin\ShippingPage
 */
final class ShippingControllerTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( self::user( 'administrator' ) );
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * A user with a role.
	 *
	 * @param string $role Role.
	 */
	private static function user( string $role ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
	}

	/**
	 * A call as the editor makes it.
	 *
	 * @param string $method Method.
	 * @param mixed  $body   JSON body, null for none.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private static function rest( string $method, $body = null ): array {
		$request = new WP_REST_Request( $method, '/vitrine/v1/shipping' );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		$response = rest_do_request( $request );
		return array( $response->get_status(), (array) $response->get_data() );
	}

	/**
	 * Valid settings: Germany and the rest of the world.
	 *
	 * @return array<string, mixed>
	 */
	private static function body(): array {
		return array(
			'zones'   => array(
				array(
					'id'         => 'de',
					'name'       => 'Deutschland',
					'countries'  => array( 'DE' ),
					'everywhere' => false,
					'methods'    => array(
						array(
							'id'         => 'standard',
							'type'       => 'flat',
							'label'      => 'Paket',
							'cost'       => 590,
							'min_amount' => 0,
						),
						array(
							'id'         => 'free',
							'type'       => 'free',
							'label'      => 'Versandkostenfrei',
							'cost'       => 0,
							'min_amount' => 6000,
						),
					),
				),
				array(
					'id'         => 'welt',
					'name'       => 'Welt',
					'countries'  => array(),
					'everywhere' => true,
					'methods'    => array(
						array(
							'type'  => 'flat',
							'label' => 'International',
							'cost'  => 1990,
						),
					),
				),
			),
			'classes' => array(
				array(
					'name'      => 'Sperrgut',
					'surcharge' => 2500,
				),
			),
		);
	}

	public function test_the_editor_gets_the_settings_in_use_the_countries_in_german_and_the_currency(): void {
		[ $status, $answer ] = self::rest( 'GET' );

		$this->assertSame( 200, $status );
		$this->assertSame( ShippingSettings::get(), $answer['settings'] );
		$this->assertTrue( $answer['saved'], 'The demo saved its settings.' );
		$this->assertSame( 'EUR', $answer['currency'] );
		$this->assertContains(
			array(
				'code' => 'AT',
				'name' => 'Österreich',
			),
			$answer['countries']
		);
	}

	public function test_a_valid_save_replaces_the_settings_the_shop_uses(): void {
		[ $status, $answer ] = self::rest( 'PUT', self::body() );

		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertSame( 'Die Versandeinstellungen wurden gespeichert.', $answer['message'] );
		$this->assertSame( array( 'standard', 'free' ), array_column( ShippingSettings::get()['zones'][0]['methods'], 'id' ) );
		$this->assertSame( 'flat', ShippingSettings::get()['zones'][1]['methods'][0]['id'], 'An id is made where none was sent.' );
		$this->assertSame( ShippingSettings::get(), $answer['settings'] );
		$this->assertSame( 'class', $answer['settings']['classes'][0]['id'] );
		$this->assertTrue( ShippingSettings::serves( 'MX' ) );
	}

	public function test_a_refused_save_answers_german_messages_per_field_and_writes_nothing(): void {
		$before = get_option( ShippingSettings::OPTION );
		$body   = self::body();
		$body['zones'][0]['name']                 = '';
		$body['zones'][0]['methods'][0]['cost']   = -5;
		$body['zones'][1]['everywhere']           = false;

		[ $status, $answer ] = self::rest( 'PUT', $body );

		$this->assertSame( 400, $status );
		$this->assertSame( 'vitrine_shipping_invalid', $answer['code'] );
		$this->assertSame( 'Die Versandeinstellungen wurden nicht gespeichert. Bitte korrigiere die markierten Felder.', $answer['message'] );
		$this->assertSame(
			array(
				'zones.0.methods.0.cost' => "Gib einen Betrag von 0 bis 100.000,00\u{00A0}€ ein.",
				'zones.0.name'           => 'Gib einen Namen ein.',
				'zones.1.countries'      => 'Wähle mindestens ein Land für diese Zone.',
			),
			$answer['data']['errors']
		);
		$this->assertSame( $before, get_option( ShippingSettings::OPTION ) );
	}

	public function test_a_body_of_another_shape_is_refused_by_the_schema_in_german(): void {
		$before = get_option( ShippingSettings::OPTION );
		$wrong  = array(
			array( 'zones' => 'Deutschland' ),
			array( 'zones' => array( array( 'name' => 'X', 'price' => 1 ) ) ),
			array( 'zones' => array( array( 'methods' => array( array( 'type' => 'drone' ) ) ) ) ),
			array( 'zones' => array( array( 'methods' => array( array( 'cost' => '4,90' ) ) ) ) ),
			array( 'zones' => array( array( 'countries' => array( 'Deutschland' ) ) ) ),
			array( 'classes' => array() ),
		);
		foreach ( $wrong as $body ) {
			[ $status, $answer ] = self::rest( 'PUT', $body );
			$this->assertSame( 400, $status, (string) wp_json_encode( $body ) );
			$this->assertSame( 'Die Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.', $answer['message'] );
		}
		$this->assertSame( $before, get_option( ShippingSettings::OPTION ) );
	}

	public function test_only_who_may_manage_options_reaches_the_route(): void {
		$before = get_option( ShippingSettings::OPTION );
		wp_set_current_user( self::user( 'shop_manager' ) );
		[ $status, $answer ] = self::rest( 'PUT', self::body() );
		$this->assertSame( 403, $status );
		$this->assertSame( 'Du darfst die Versandeinstellungen nicht ändern.', $answer['message'] );
		wp_set_current_user( 0 );
		$this->assertSame( 401, self::rest( 'GET' )[0] );
		$this->assertSame( $before, get_option( ShippingSettings::OPTION ) );
	}

	public function test_a_missing_or_foreign_nonce_is_refused_before_anything_is_read(): void {
		$before = get_option( ShippingSettings::OPTION );
		wp_set_current_user( self::user( 'administrator' ) );
		$foreign = wp_create_nonce( 'wp_rest' );
		wp_set_current_user( self::user( 'administrator' ) );
		foreach ( array( '' => 'rest_missing_nonce', $foreign => 'rest_cookie_invalid_nonce' ) as $nonce => $code ) {
			$request = new WP_REST_Request( 'PUT', '/vitrine/v1/shipping' );
			if ( '' !== $nonce ) {
				$request->set_header( 'X-WP-Nonce', (string) $nonce );
			}
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( self::body() ) );
			$response = rest_do_request( $request );
			$this->assertSame( $code, $response->get_data()['code'] );
			$this->assertContains( $response->get_status(), array( 401, 403 ) );
		}
		$this->assertSame( $before, get_option( ShippingSettings::OPTION ) );
	}

	public function test_the_page_shows_the_settings_before_its_script_runs(): void {
		$html = ShippingPage::content();

		$this->assertStringContainsString( '<div id="vitrine-shipping" data-config="', $html );
		$this->assertStringContainsString( '<h2>Deutschland</h2><p>Deutschland</p>', $html );
		$this->assertMatchesRegularExpression( '#<li>Standardversand \(3–5 Werktage\): 4,90\x{00A0}€</li>#u', $html );
		$this->assertStringContainsString( '<h2>Rest der Welt</h2><p>Alle anderen Länder</p>', $html );
	}
}
