<?php
/**
 * The plugin's row on the Plugins screen, and what deactivation leaves behind.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Account\RenewalCron;
use Vitrine\Admin\PluginRow;
use Vitrine\Admin\SetupPage;
use Vitrine\Admin\SetupProgress;
use Vitrine\Tests\TestCase;

/**
 * An owner finds the settings from the plugin's row; deactivation drops the
 * rewrite rules so that Vitrine's URLs stop resolving without it.
 */
final class PluginRowTest extends TestCase {

	/**
	 * The links WordPress shows for Vitrine's row, as the Plugins screen asks for them.
	 *
	 * @return array<string, string>
	 */
	private function row_links(): array {
		return apply_filters( 'plugin_action_links_' . plugin_basename( VITRINE_FILE ), array( 'deactivate' => '<a href="#">Deaktivieren</a>' ), plugin_basename( VITRINE_FILE ), array(), 'all' );
	}

	public function test_an_admin_finds_the_setup_first_in_the_row_until_it_is_finished_or_dismissed(): void {
		$this->log_in_as( 'administrator' );
		delete_option( SetupProgress::OPTION );
		$links = $this->row_links();
		$this->assertSame( array( 'vitrine-setup', 'vitrine-shop', 'vitrine-provider', 'deactivate' ), array_keys( $links ) );
		$this->assertSame( '<a href="' . esc_url( SetupPage::url() ) . '">Shop einrichten</a>', $links['vitrine-setup'] );

		SetupProgress::close( SetupProgress::DISMISSED );
		$this->assertSame( array( 'vitrine-shop', 'vitrine-provider', 'deactivate' ), array_keys( $this->row_links() ) );
	}

	public function test_an_admin_finds_the_shop_and_payment_settings_first_in_the_row(): void {
		$this->log_in_as( 'administrator' );
		SetupProgress::close( SetupProgress::FINISHED );
		$links = $this->row_links();
		$this->assertSame( array( 'vitrine-shop', 'vitrine-provider', 'deactivate' ), array_keys( $links ) );
		$this->assertStringContainsString( 'options-general.php?page=vitrine-shop', $links['vitrine-shop'] );
		$this->assertStringContainsString( '>Einstellungen<', $links['vitrine-shop'] );
		$this->assertStringContainsString( 'options-general.php?page=vitrine-provider', $links['vitrine-provider'] );
		$this->assertStringContainsString( '>Zahlungen<', $links['vitrine-provider'] );
	}

	public function test_someone_who_may_not_change_settings_gets_no_settings_link(): void {
		$this->log_in_as( 'editor' );
		$this->assertSame( array( 'deactivate' ), array_keys( $this->row_links() ) );
	}

	public function test_bad_input_from_another_filter_is_no_fatal(): void {
		$this->log_in_as( 'administrator' );
		SetupProgress::close( SetupProgress::FINISHED );
		$this->assertSame( array( 'vitrine-shop', 'vitrine-provider' ), array_keys( PluginRow::links( null ) ) );
	}

	public function test_deactivation_drops_the_rewrite_rules_so_they_are_built_without_vitrine(): void {
		flush_rewrite_rules( false );
		$rules = get_option( 'rewrite_rules' );
		$this->assertIsArray( $rules );
		$this->assertNotEmpty( preg_grep( '#kasse/#', array_keys( $rules ) ), 'the shop rules are there while Vitrine is active' );

		do_action( 'deactivate_' . plugin_basename( VITRINE_FILE ), false );

		$this->assertEmpty( get_option( 'rewrite_rules' ) );
		// Deactivation also unschedules the renewals; the active plugin schedules them again.
		RenewalCron::schedule();
	}
}
