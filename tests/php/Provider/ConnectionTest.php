<?php
/**
 * The provider connection: a fresh install is not connected, the emulator
 * only on local or development sites.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Admin\ProviderSettingsPage;
use Vitrine\Provider\Connection;
use Vitrine\Provider\Settings;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Provider\Connection
 * @covers \Vitrine\Provider\Settings
 */
final class ConnectionTest extends TestCase {

	/**
	 * The Settings API lives in wp-admin, which a CLI process has not loaded.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}

	protected function tearDown(): void {
		global $wp_settings_errors;
		$wp_settings_errors = array();
		parent::tearDown();
	}

	/**
	 * Makes this site a production site for the emulator rule.
	 */
	private static function production(): void {
		add_filter( 'vitrine_emulator_allowed', '__return_false' );
	}

	public function test_a_fresh_install_chooses_no_environment_and_is_not_connected(): void {
		$defaults = Settings::defaults();
		$this->assertSame( '', $defaults['environment'] );
		$this->assertFalse( Connection::is_connected( $defaults ) );
		$this->assertSame( Connection::NOT_CHOSEN, Connection::status( $defaults ) );
		$this->assertFalse( Connection::is_connected( array( 'client_id' => 'abc', 'client_secret' => 'xyz' ) + $defaults ), 'credentials alone, no environment' );
		$this->assertSame( '', Settings::credentials( $defaults )->base_url, 'no environment, no host to call' );
	}

	public function test_an_environment_with_its_credentials_connects(): void {
		$defaults = Settings::defaults();
		$this->assertTrue( Connection::is_connected( self::CONNECTED + $defaults ), 'the emulator on this local site' );
		$sandbox = array(
			'environment'   => 'sandbox',
			'client_id'     => 'abc',
			'client_secret' => 'xyz',
		) + $defaults;
		$this->assertTrue( Connection::is_connected( $sandbox ) );
		$this->assertFalse( Connection::is_connected( array( 'client_secret' => '' ) + $sandbox ), 'no secret' );
		$this->assertSame( Connection::NO_CREDENTIALS, Connection::status( array( 'client_id' => '' ) + $sandbox ) );
	}

	public function test_a_later_connection_check_plugs_in_through_the_filter(): void {
		add_filter( 'vitrine_provider_connected', '__return_false' );
		$this->assertFalse( Connection::is_connected( self::CONNECTED + Settings::defaults() ) );
	}

	public function test_on_a_production_site_a_stored_emulator_setting_is_not_connected_and_calls_nobody(): void {
		self::production();
		$settings = self::CONNECTED + Settings::defaults();
		$this->assertFalse( Connection::emulator_allowed() );
		$this->assertFalse( Connection::is_connected( $settings ) );
		$this->assertSame( Connection::EMULATOR_REFUSE, Connection::status( $settings ) );
		$this->assertSame( '', Settings::credentials( $settings )->base_url );
		$this->assertStringContainsString( 'Nicht verbunden', self::german( static fn(): string => Connection::label( $settings ) ) );
	}

	public function test_on_a_production_site_saving_the_emulator_is_refused_in_german(): void {
		self::production();
		$stored = array( 'environment' => 'sandbox' ) + Settings::defaults();
		$clean  = self::german( static fn(): array => Settings::sanitize( array( 'environment' => 'emulator' ), $stored ) );
		$this->assertSame( 'sandbox', $clean['environment'], 'the stored choice stays' );
		$errors = get_settings_errors( Settings::OPTION );
		$this->assertCount( 1, $errors );
		$this->assertStringContainsString( 'Emulator', $errors[0]['message'] );
		$this->assertStringContainsString( 'lokalen', $errors[0]['message'] );

		$this->assertSame( '', Settings::sanitize( array( 'environment' => 'emulator' ), self::CONNECTED + Settings::defaults() )['environment'], 'a stored emulator becomes "not connected"' );
	}

	public function test_on_a_local_site_the_emulator_can_be_saved(): void {
		$this->assertTrue( Connection::emulator_allowed(), 'the test site is local (WP_ENVIRONMENT_TYPE)' );
		$this->assertSame( 'emulator', Settings::sanitize( array( 'environment' => 'emulator' ), Settings::defaults() )['environment'] );
		$this->assertSame( array(), get_settings_errors( Settings::OPTION ) );
	}

	public function test_the_settings_screen_shows_the_status_and_offers_the_emulator_only_where_allowed(): void {
		update_option( Settings::OPTION, Settings::defaults() );
		$config = self::german( static fn(): array => ProviderSettingsPage::config() );
		$this->assertFalse( $config['readiness']['items']['connection']['ok'] );
		$this->assertStringContainsString( 'Nicht verbunden', $config['readiness']['items']['connection']['text'] );
		$this->assertTrue( $config['emulator_allowed'] );
		$this->assertContains( 'emulator', $config['schema']['environment']['enum'] );

		self::production();
		// The screen offers the emulator only where allowed, or while stored (src/admin/provider-settings/choices.ts).
		$this->assertFalse( ProviderSettingsPage::config()['emulator_allowed'] );
		update_option( Settings::OPTION, self::CONNECTED + Settings::defaults() );
		$config = self::german( static fn(): array => ProviderSettingsPage::config() );
		$this->assertSame( 'emulator', $config['settings']['environment'], 'a stored emulator stays visible, as not connected' );
		$this->assertStringContainsString( 'Nicht verbunden', $config['readiness']['items']['connection']['text'] );
		delete_option( Settings::OPTION );
	}

	/**
	 * A callback's result in German.
	 *
	 * @param callable $callback Callback.
	 * @return mixed
	 */
	private static function german( callable $callback ) {
		$switched = switch_to_locale( 'de_DE' );
		try {
			return $callback();
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}
}
