<?php
/**
 * Deleting the plugin.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Access\Capabilities;
use Vitrine\Access\Roles;
use Vitrine\Account\RenewalCron;
use Vitrine\Admin\ShopSettingsPage;
use Vitrine\Admin\Uninstaller;
use Vitrine\Provider\Settings;
use Vitrine\Provider\TokenCache;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Database;
use Vitrine\Store\ProductRepository;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Admin\Uninstaller
 */
final class UninstallerTest extends TestCase {

	/**
	 * Keys of other software the plugin reads or writes on purpose (WordPress'
	 * settings; customers' addresses under WooCommerce's user meta keys,
	 * which deleting the plugin leaves for the shop that comes next).
	 */
	private const FOREIGN = array( 'admin_email', 'blogname', 'date_format', 'time_format', 'permalink_structure', 'users_can_register', 'rewrite_rules', 'wp_page_for_privacy_policy' );

	private const FOREIGN_PREFIXES = array( 'billing_', 'shipping_' );

	/**
	 * Functions that store under a key => the position of the key argument.
	 * Post meta is left out: it belongs to the plugin's posts and goes with them.
	 */
	private const STORING = array(
		'get_option'               => 0,
		'add_option'               => 0,
		'update_option'            => 0,
		'delete_option'            => 0,
		'register_setting'         => 1,
		'get_transient'            => 0,
		'set_transient'            => 0,
		'delete_transient'         => 0,
		'get_site_transient'       => 0,
		'set_site_transient'       => 0,
		'get_user_meta'            => 1,
		'add_user_meta'            => 1,
		'update_user_meta'         => 1,
		'delete_user_meta'         => 1,
		'wp_schedule_event'        => 2,
		'wp_schedule_single_event' => 1,
		'wp_next_scheduled'        => 0,
		'wp_clear_scheduled_hook'  => 0,
	);

	/**
	 * Roles live in memory too: read them again from the rolled-back option.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		wp_roles()->for_site();
	}

	/**
	 * The plugin's tables in the database.
	 *
	 * @return string[]
	 */
	private static function tables(): array {
		return Uninstaller::tables();
	}

	/**
	 * A site in use: a secret, cached tokens, a scheduled event.
	 */
	private function in_use(): void {
		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'client_id' => 'shop-id', 'client_secret' => 'very-secret' ) ) );
		set_transient( 'vitrine_provider_token_test', 'A21AA-token', HOUR_IN_SECONDS );
		TokenCache::set( 'shop-id-key', 'A21AA-cached-token', HOUR_IN_SECONDS );
		set_transient( 'vitrine_id_token_1_test', 'id-token', HOUR_IN_SECONDS );
		RenewalCron::schedule();
		$this->assertNotFalse( wp_next_scheduled( RenewalCron::HOOK ) );
		$this->assertNotNull( get_role( Roles::SHOP_MANAGER ) );
	}

	/**
	 * What always goes.
	 */
	private function assert_secrets_schedules_and_roles_are_gone(): void {
		global $wpdb;
		$provider = get_option( Settings::OPTION );
		$this->assertArrayNotHasKey( 'client_secret', is_array( $provider ) ? $provider : array() );
		$this->assertFalse( get_transient( 'vitrine_provider_token_test' ) );
		$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%vitrine\\_%'" ) );
		$this->assertFalse( get_option( TokenCache::OPTION ), 'The sealed access token goes.' );
		// No row of any name still holds the secret or a token in plain text.
		$this->assertSame( array(), $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_value LIKE '%very-secret%' OR option_value LIKE '%A21AA%'" ) );
		$this->assertFalse( wp_next_scheduled( RenewalCron::HOOK ) );
		$this->assertFalse( get_option( 'rewrite_rules' ), 'WordPress builds its rules again, without the plugin\'s.' );
		wp_roles()->for_site();
		$this->assertNull( get_role( Roles::SHOP_MANAGER ) );
		foreach ( Capabilities::all() as $cap ) {
			$this->assertFalse( get_role( 'administrator' )->has_cap( $cap ), $cap );
		}
	}

	public function test_by_default_deleting_keeps_orders_and_settings_but_not_the_secret_tokens_schedules_role_or_capabilities(): void {
		global $wpdb;
		$this->in_use();
		delete_option( Uninstaller::OPTION );
		$tables = self::tables();
		$orders = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Database::table( 'orders' ) );
		$this->assertGreaterThanOrEqual( 14, count( $tables ) );
		$this->assertGreaterThan( 0, $orders, 'The demo has orders.' );

		Uninstaller::run();

		$this->assert_secrets_schedules_and_roles_are_gone();
		$this->assertSame( $tables, self::tables() );
		$this->assertSame( $orders, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Database::table( 'orders' ) ) );
		$this->assertSame( 'shop-id', get_option( Settings::OPTION )['client_id'], 'A reinstalled shop needs only the secret again.' );
		$this->assertNotFalse( get_option( ShopPages::OPTION ) );
		$this->assertSame( 'publish', get_post_status( ShopPages::page_id( 'cart' ) ) );
		$this->assertNotEmpty( get_posts( array( 'post_type' => ProductRepository::POST_TYPE, 'numberposts' => 1 ) ) );
	}

	public function test_when_the_owner_chose_so_every_table_option_post_and_meta_of_the_plugin_goes(): void {
		global $wpdb;
		if ( 'sqlite' !== ( defined( 'DB_ENGINE' ) ? DB_ENGINE : '' ) ) {
			$this->markTestSkipped( 'Dropping tables commits on MariaDB, which would end the test\'s transaction.' );
		}
		$this->in_use();
		update_option( Uninstaller::OPTION, '1' );
		$cart    = ShopPages::page_id( 'cart' );
		$imprint = ShopPages::page_id( 'imprint' );
		$this->assertGreaterThan( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key LIKE 'vitrine\\_%'" ), 'The demo members have profile fields.' );

		Uninstaller::run();

		$this->assert_secrets_schedules_and_roles_are_gone();
		$this->assertSame( array(), self::tables() );
		$this->assertSame( array(), $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'vitrine\\_%'" ) );
		foreach ( Uninstaller::POST_TYPES as $type ) {
			$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", $type ) ), $type );
		}
		$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'vitrine_event_cat'" ) );
		$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key LIKE 'vitrine\\_%' OR meta_key LIKE '\\_vitrine\\_%'" ) );
		$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key LIKE 'vitrine\\_%' OR meta_key LIKE '\\_vitrine\\_%'" ) );
		$this->assertSame( 'trash', get_post_status( $cart ), 'The shop\'s own pages go to the trash.' );
		$this->assertSame( 'publish', get_post_status( $imprint ), 'The owner\'s legal texts stay.' );
	}

	public function test_the_owner_chooses_in_the_shop_settings_and_the_default_keeps_the_data(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		delete_option( Uninstaller::OPTION );
		$page = new ShopSettingsPage();
		$page->register_settings();
		ob_start();
		$page->render_remove_data();
		$html = (string) ob_get_clean();

		$this->assertFalse( Uninstaller::removes_data() );
		$this->assertStringContainsString( 'Beim Löschen des Plugins alle Daten entfernen', $html );
		$this->assertStringNotContainsString( 'checked', $html );
		$this->assertSame( '1', sanitize_option( Uninstaller::OPTION, '1' ) );
		$this->assertSame( '0', sanitize_option( Uninstaller::OPTION, 'yes' ) );
		unregister_setting( ShopSettingsPage::GROUP, Uninstaller::OPTION );
	}

	public function test_uninstall_php_only_calls_the_uninstaller_and_ships_in_the_zip(): void {
		$file = self::plugin_dir() . '/uninstall.php';
		$this->assertFileExists( $file );
		$source = (string) file_get_contents( $file );
		$this->assertStringContainsString( "defined( 'WP_UNINSTALL_PLUGIN' ) || exit;", $source );
		$this->assertStringContainsString( 'Vitrine\Admin\Uninstaller::run_on_every_site();', $source );
		$files = json_decode( (string) file_get_contents( self::plugin_dir() . '/tools/plugin-files.json' ), true );
		$this->assertContains( 'uninstall.php', $files['include'] );
	}

	/**
	 * Every option, transient, user meta key and cron hook the sources name
	 * carries the prefix the uninstaller finds them by (or is another
	 * software's key on purpose): a new key without it would outlive the
	 * plugin.
	 */
	public function test_every_key_the_plugin_stores_under_carries_the_prefix_the_uninstaller_knows(): void {
		$constants = array();
		$calls     = array();
		$files     = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( self::plugin_dir() . '/includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() ) {
				continue;
			}
			$tokens = array_values(
				array_filter(
					token_get_all( (string) file_get_contents( $file->getPathname() ) ),
					static fn( $token ) => ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true )
				)
			);
			$class = basename( $file->getPathname(), '.php' );
			foreach ( $tokens as $i => $token ) {
				if ( is_array( $token ) && T_CONST === $token[0] && is_array( $tokens[ $i + 3 ] ?? null ) && T_CONSTANT_ENCAPSED_STRING === $tokens[ $i + 3 ][0] ) {
					$constants[ $class . '::' . $tokens[ $i + 1 ][1] ] = trim( $tokens[ $i + 3 ][1], '\'"' );
				}
				if ( ! is_array( $token ) || T_STRING !== $token[0] || ! isset( self::STORING[ $token[1] ] ) || '(' !== ( $tokens[ $i + 1 ] ?? '' ) ) {
					continue;
				}
				$calls[] = array( $class, self::argument( $tokens, $i + 2, self::STORING[ $token[1] ] ), $file->getFilename() . ' ' . $token[1] . ' line ' . $token[2] );
			}
		}
		$checked = 0;
		foreach ( $calls as [ $class, $argument, $where ] ) {
			$key = self::key_of( $argument, $class, $constants );
			if ( null === $key ) {
				continue;
			}
			++$checked;
			$ours    = str_starts_with( $key, Uninstaller::PREFIX ) || str_starts_with( $key, '_' . Uninstaller::PREFIX );
			$foreign = in_array( $key, self::FOREIGN, true ) || array() !== array_filter( self::FOREIGN_PREFIXES, static fn( $prefix ) => str_starts_with( $key, $prefix ) );
			$this->assertTrue( $ours || $foreign, "{$where}: the key \"{$key}\" does not start with \"" . Uninstaller::PREFIX . '", so deleting the plugin would leave it behind.' );
		}
		$this->assertGreaterThan( 40, $checked, 'The scan found the keys.' );
	}

	/**
	 * The tokens of one call argument.
	 *
	 * @param array<int, mixed> $tokens Tokens without whitespace.
	 * @param int               $start  First token after the call's parenthesis.
	 * @param int               $index  Argument wanted.
	 * @return array<int, mixed>
	 */
	private static function argument( array $tokens, int $start, int $index ): array {
		$depth    = 0;
		$argument = 0;
		$out      = array();
		for ( $i = $start; $i < count( $tokens ); $i++ ) {
			$text = is_array( $tokens[ $i ] ) ? $tokens[ $i ][1] : $tokens[ $i ];
			if ( 0 === $depth && ( ')' === $text || ( ',' === $text && $argument === $index ) ) ) {
				break;
			}
			if ( 0 === $depth && ',' === $text ) {
				++$argument;
				continue;
			}
			$depth += in_array( $text, array( '(', '[' ), true ) ? 1 : ( in_array( $text, array( ')', ']' ), true ) ? -1 : 0 );
			if ( $argument === $index ) {
				$out[] = $tokens[ $i ];
			}
		}
		return $out;
	}

	/**
	 * The fixed start of a key argument: a string, or a class constant
	 * (`self::OPTION`, `Settings::OPTION`), maybe followed by `. $more`;
	 * null when it starts with a variable or a call.
	 *
	 * @param array<int, mixed>     $argument  Its tokens.
	 * @param string                $class     The class the call is in.
	 * @param array<string, string> $constants Class::NAME => value.
	 */
	private static function key_of( array $argument, string $class, array $constants ): ?string {
		$first = $argument[0] ?? null;
		if ( is_array( $first ) && T_CONSTANT_ENCAPSED_STRING === $first[0] ) {
			return trim( $first[1], '\'"' );
		}
		$is_constant = is_array( $first ) && in_array( $first[0], array( T_STRING, T_STATIC, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) && '::' === ( is_array( $argument[1] ?? null ) ? $argument[1][1] : '' ) && '(' !== ( $argument[3] ?? '' );
		if ( ! $is_constant ) {
			return null;
		}
		$owner = in_array( strtolower( $first[1] ), array( 'self', 'static' ), true ) ? $class : basename( str_replace( '\\', '/', $first[1] ) );
		return $constants[ $owner . '::' . $argument[2][1] ] ?? null;
	}
}
