<?php
/**
 * What deleting the plugin removes.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Access\Capabilities;
use Vitrine\Access\Roles;
use Vitrine\Events\PostType;
use Vitrine\Memberships\Plans;
use Vitrine\Provider\Settings;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\ProductRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Run by `uninstall.php` when the owner deletes the plugin (deactivating
 * keeps everything).
 *
 * Always: the provider's client secret (the rest of the provider settings
 * stays, so a reinstalled shop needs only the secret again), every transient
 * (cached access and identity tokens, nonces, notices), every scheduled
 * event, the Vitrine capabilities on every role and the shop manager role
 * Vitrine made, and the rewrite rules (built anew without ours).
 *
 * Only when the owner ticked "Beim Löschen des Plugins alle Daten
 * entfernen" (option OPTION, off by default: German commercial and tax law
 * asks a shop to keep its orders for years): every table, option, post of
 * the plugin's post types with its meta, event category, the plugin's user
 * and post meta, and the shop's own pages (shop, cart, checkout, account)
 * go to the trash. The legal pages stay: their text is the owner's and the
 * site needs it without the shop too. Customers' addresses (user meta
 * `billing_*`, `shipping_*`) stay as well: the keys are the ones
 * WooCommerce uses, and another shop plugin may share them.
 *
 * Nothing is listed twice: every option, transient, user meta key, cron
 * hook and table of the plugin carries the prefix `vitrine_` (post meta and
 * hidden user meta `_vitrine_`), so they are found by it in the database
 * (tests/php/Admin/UninstallerTest.php checks the sources keep to it).
 */
final class Uninstaller {

	/** Option: '1' when deleting the plugin removes all its data. */
	public const OPTION = 'vitrine_remove_data';

	/** The prefix of everything the plugin stores. */
	public const PREFIX = 'vitrine_';

	/** Post types whose posts are the plugin's. */
	public const POST_TYPES = array( ProductRepository::POST_TYPE, ProductRepository::VARIATION_TYPE, PostType::NAME, Plans::POST_TYPE );

	/** Taxonomies whose terms are the plugin's. */
	public const TAXONOMIES = array( PostType::CATEGORY );

	/** Pages of ShopPages that hold only the plugin's blocks. */
	public const SHOP_PAGES = array( 'shop', 'cart', 'checkout', 'account' );

	/**
	 * Whether the owner chose to remove all data.
	 */
	public static function removes_data(): bool {
		return '1' === get_option( self::OPTION );
	}

	/**
	 * Uninstalls on each site of a network (every site kept its own tables
	 * and options), else on the one site.
	 */
	public static function run_on_every_site(): void {
		if ( ! is_multisite() ) {
			self::run();
			return;
		}
		foreach ( get_sites( array( 'fields' => 'ids' ) ) as $site ) {
			switch_to_blog( (int) $site );
			self::run();
			restore_current_blog();
		}
	}

	/**
	 * Uninstalls: always the secrets, caches, schedules, role and
	 * capabilities; the data only when the owner chose so.
	 */
	public static function run(): void {
		$remove = self::removes_data();
		self::forget_secret();
		self::delete_transients();
		self::unschedule();
		self::remove_capabilities();
		if ( $remove ) {
			self::remove_data();
		}
		delete_option( 'rewrite_rules' );
	}

	/**
	 * The provider's client secret and the cached access token go; the
	 * other provider settings stay.
	 */
	public static function forget_secret(): void {
		delete_option( \Vitrine\Provider\TokenCache::OPTION );
		$settings = get_option( Settings::OPTION );
		if ( is_array( $settings ) && array_key_exists( 'client_secret', $settings ) ) {
			unset( $settings['client_secret'] );
			update_option( Settings::OPTION, $settings );
		}
	}

	/**
	 * Every transient of the plugin (and its time-out), site transients too.
	 */
	public static function delete_transients(): void {
		global $wpdb;
		$names = array();
		foreach ( array( '_transient_', '_site_transient_' ) as $kind ) {
			$rows = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $kind . self::PREFIX ) . '%' ) );
			foreach ( $rows as $row ) {
				$names[] = array( $kind, substr( (string) $row, strlen( $kind ) ) );
			}
		}
		foreach ( $names as [ $kind, $name ] ) {
			if ( '_site_transient_' === $kind ) {
				delete_site_transient( $name );
			} else {
				delete_transient( $name );
			}
		}
	}

	/**
	 * Every scheduled event of the plugin.
	 */
	public static function unschedule(): void {
		$cron = _get_cron_array();
		$hooks = array();
		foreach ( is_array( $cron ) ? $cron : array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, self::PREFIX ) ) {
					$hooks[ $hook ] = true;
				}
			}
		}
		foreach ( array_keys( $hooks ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}

	/**
	 * Vitrine's capabilities leave every role; the shop manager role goes
	 * when Vitrine made it (another shop plugin's role of that slug stays).
	 */
	public static function remove_capabilities(): void {
		$roles = wp_roles();
		foreach ( $roles->role_objects as $role ) {
			foreach ( Capabilities::all() as $cap ) {
				if ( $role->has_cap( $cap ) ) {
					$role->remove_cap( $cap );
				}
			}
		}
		if ( Roles::NAME === ( $roles->role_names[ Roles::SHOP_MANAGER ] ?? '' ) ) {
			remove_role( Roles::SHOP_MANAGER );
		}
		delete_option( Roles::OPTION );
	}

	/**
	 * The data: pages, posts, terms, meta, tables, options.
	 */
	public static function remove_data(): void {
		global $wpdb;
		// The page IDs live in an option: read them before the options go.
		foreach ( self::SHOP_PAGES as $key ) {
			$id = ShopPages::page_ids()[ $key ] ?? 0;
			if ( $id > 0 && 'page' === get_post_type( $id ) ) {
				wp_trash_post( $id );
			}
		}
		foreach ( self::POST_TYPES as $type ) {
			$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", $type ) );
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
		}
		foreach ( self::TAXONOMIES as $taxonomy ) {
			$terms = $wpdb->get_results( $wpdb->prepare( "SELECT term_taxonomy_id, term_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s", $taxonomy ) );
			foreach ( $terms as $term ) {
				$wpdb->delete( $wpdb->term_relationships, array( 'term_taxonomy_id' => (int) $term->term_taxonomy_id ) );
				$wpdb->delete( $wpdb->term_taxonomy, array( 'term_taxonomy_id' => (int) $term->term_taxonomy_id ) );
				$wpdb->delete( $wpdb->termmeta, array( 'term_id' => (int) $term->term_id ) );
				$wpdb->delete( $wpdb->terms, array( 'term_id' => (int) $term->term_id ) );
			}
		}
		foreach ( array( $wpdb->usermeta, $wpdb->postmeta ) as $table ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE meta_key LIKE %s OR meta_key LIKE %s", $wpdb->esc_like( self::PREFIX ) . '%', $wpdb->esc_like( '_' . self::PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core table names.
		}
		foreach ( self::tables() as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names read from the database.
		}
		$options = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::PREFIX ) . '%' ) );
		foreach ( $options as $option ) {
			delete_option( (string) $option );
		}
		wp_cache_flush();
	}

	/**
	 * The plugin's tables: `{prefix}vitrine_*` (Store\Database::table()
	 * and the memberships table name them so).
	 *
	 * @return string[]
	 */
	public static function tables(): array {
		global $wpdb;
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . self::PREFIX ) . '%' ) ) );
	}
}
