<?php
/**
 * The gateway settings: sanitising and the admin page.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Admin\ProviderSettingsPage;
use Vitrine\Provider\Settings;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Provider\Settings
 * @covers \Vitrine\Admin\ProviderSettingsPage
 */
final class SettingsTest extends TestCase {

	/**
	 * The Settings API lives in wp-admin, which a CLI process has not loaded.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}

	/**
	 * Unknown keys go, invalid choices fall back, numbers are clamped,
	 * checkboxes that are absent are off.
	 */
	public function test_sanitize_keeps_only_allowed_values(): void {
		$clean = Settings::sanitize(
			array(
				'environment'   => 'sandbox',
				'intent'        => 'steal',
				'button_height' => '500',
				'button_shape'  => 'pill',
				'client_id'     => ' <b>abc</b> ',
				'merchant_id'   => 'AAA, bbb ,CCC',
				'evil'          => 'x',
				'vaulting'      => '1',
			),
			Settings::defaults()
		);
		$this->assertSame( array_keys( Settings::defaults() ), array_keys( $clean ) );
		$this->assertSame( 'sandbox', $clean['environment'] );
		$this->assertSame( 'capture', $clean['intent'] );
		$this->assertSame( Settings::HEIGHT_MAX, $clean['button_height'] );
		$this->assertSame( 'pill', $clean['button_shape'] );
		$this->assertSame( 'abc', $clean['client_id'] );
		$this->assertSame( 'AAA,CCC', $clean['merchant_id'] );
		$this->assertTrue( $clean['vaulting'] );
		$this->assertFalse( $clean['card_fields'] );
	}

	/**
	 * §3.11 data_namespace names a JavaScript global: anything else keeps the
	 * stored name; the pay-later text size is clamped, its alignment a choice.
	 */
	public function test_data_namespace_and_message_text_settings(): void {
		$stored = Settings::defaults();
		$this->assertSame( 'paypal', $stored['data_namespace'] );
		$this->assertSame( 'shop_Pay$1', Settings::sanitize( array( 'data_namespace' => ' shop_Pay$1 ' ), $stored )['data_namespace'] );
		foreach ( array( 'window.paypal', '1paypal', 'pay pal', '</script>', '', str_repeat( 'a', 41 ) ) as $bad ) {
			$this->assertSame( 'paypal', Settings::sanitize( array( 'data_namespace' => $bad ), $stored )['data_namespace'], $bad );
		}
		$clean = Settings::sanitize(
			array(
				'messages_text_size'     => '99',
				'messages_text_align'    => 'justify',
				'messages_logo_position' => 'top',
			),
			$stored
		);
		$this->assertSame( 16, $clean['messages_text_size'] );
		$this->assertSame( 'left', $clean['messages_text_align'] );
		$this->assertSame( 'top', $clean['messages_logo_position'] );
		$this->assertSame( 10, Settings::sanitize( array( 'messages_text_size' => '2' ), $stored )['messages_text_size'] );
	}

	/**
	 * An empty secret field keeps the stored secret.
	 */
	public function test_empty_secret_keeps_the_stored_one(): void {
		$stored = array( 'client_secret' => 'kept' ) + Settings::defaults();
		$this->assertSame( 'kept', Settings::sanitize( array( 'client_secret' => '' ), $stored )['client_secret'] );
		$this->assertSame( 'new', Settings::sanitize( array( 'client_secret' => 'new' ), $stored )['client_secret'] );
	}

	/**
	 * The emulator URL must be on this machine.
	 */
	public function test_emulator_url_is_loopback_only(): void {
		$stored = Settings::defaults();
		$this->assertSame( 'http://127.0.0.1:9000', Settings::sanitize( array( 'emulator_url' => 'http://127.0.0.1:9000/' ), $stored )['emulator_url'] );
		$this->assertSame( 'http://localhost:9000', Settings::sanitize( array( 'emulator_url' => 'http://localhost:9000' ), $stored )['emulator_url'] );
		$this->assertSame( $stored['emulator_url'], Settings::sanitize( array( 'emulator_url' => 'http://example.com:9000' ), $stored )['emulator_url'] );
		$this->assertSame( $stored['emulator_url'], Settings::sanitize( array( 'emulator_url' => 'http://127.example.com' ), $stored )['emulator_url'] );
	}

	/**
	 * update_option() runs the registered sanitising callback, and the
	 * connection guard: Live cannot answer from this machine, so the
	 * environment that worked stays (Admin\GoLiveTest has the rest).
	 */
	public function test_option_is_sanitised_on_save(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new ProviderSettingsPage() )->register_settings();
		$before = Settings::get()['environment'];
		update_option(
			Settings::OPTION,
			array(
				'environment'   => 'live',
				'button_height' => '10',
			)
		);
		$this->assertSame( $before, Settings::get()['environment'] );
		$this->assertSame( Settings::HEIGHT_MIN, Settings::get()['button_height'] );
	}

	/**
	 * The page prints the React screen's element with every setting but the
	 * secret, and no PHP form any more; users without manage_options see
	 * nothing.
	 */
	public function test_page_renders_the_screen_for_administrators_only(): void {
		update_option( Settings::OPTION, array( 'client_secret' => 'top-secret' ) + Settings::defaults() );
		$page = new ProviderSettingsPage();
		$page->register_settings();
		$this->log_in_as( 'editor' );
		ob_start();
		$page->render();
		$this->assertSame( '', ob_get_clean() );

		$this->log_in_as( 'administrator' );
		$GLOBALS['title'] = 'Vitrine: PayPal-Einstellungen'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- what admin-header.php sets.
		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$this->assertStringNotContainsString( '<form', $html, 'one way to edit a setting: the screen' );
		$this->assertMatchesRegularExpression( '/<div id="vitrine-go-live" class="vitrine-provider-settings" data-config="([^"]+)"/', $html );
		preg_match( '/data-config="([^"]+)"/', $html, $match );
		$config = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertSame( array_keys( Settings::defaults() ), array_keys( $config['settings'] ) );
		$this->assertSame( Settings::schema(), $config['schema'] );
		$this->assertSame( '', $config['settings']['client_secret'] );
		$this->assertTrue( $config['secret_stored'] );
		$this->assertStringNotContainsString( 'top-secret', $html );
		$this->assertStringContainsString( 'Vitrine: PayPal-Einstellungen', $html );
	}

	/**
	 * Strict validation for the REST endpoint: what sanitize() quietly
	 * replaces is refused with its German reason, valid values come back
	 * cast to their type.
	 */
	public function test_validate_refuses_what_sanitize_would_replace(): void {
		[ $cast, $refused ] = Settings::validate(
			array(
				'vaulting'       => 'false',
				'button_height'  => '40',
				'data_namespace' => 'shop_Pay$1',
				'merchant_id'    => 'AAA, CCC',
				'emulator_url'   => 'http://localhost:9000/',
			)
		);
		$this->assertSame( array(), $refused );
		$this->assertFalse( $cast['vaulting'] );
		$this->assertSame( 40, $cast['button_height'] );
		$this->assertSame( 'AAA,CCC', Settings::sanitize( $cast, Settings::defaults() )['merchant_id'] );

		[ $cast, $refused ] = Settings::validate(
			array(
				'button_height'      => 24,
				'messages_text_size' => 17,
				'intent'             => 'steal',
				'data_namespace'     => ' paypal',
				'webhook_id'         => 'WH 1',
				'client_secret'      => str_repeat( 'x', 201 ),
				'emulator_url'       => 'http://127.example.com',
			)
		);
		$this->assertSame( array(), $cast );
		$this->assertSame( 'Gib eine ganze Zahl von 10 bis 16 ein.', $refused['messages_text_size'] );
		$this->assertSame( 'Höchstens 200 Zeichen.', $refused['client_secret'] );
		$this->assertCount( 7, $refused );
	}

	/**
	 * No setting without a control: the screen (src/admin/provider-settings/
	 * fields.ts) names every key of the option, so no setting is left that
	 * only the old PHP form could edit.
	 */
	public function test_every_setting_has_a_field_on_the_screen(): void {
		$fields = (string) file_get_contents( VITRINE_DIR . '/src/admin/provider-settings/fields.ts' );
		foreach ( array_keys( Settings::defaults() ) as $key ) {
			$this->assertMatchesRegularExpression( "/(key: |checkbox\\(\\s*|select\\(\\s*)'" . preg_quote( $key, '/' ) . "'/", $fields, $key );
		}
	}
}
