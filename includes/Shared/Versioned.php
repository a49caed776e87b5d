<?php
/**
 * Work done once per version of its definition.
 *
 * @package Vitrine
 */

namespace Vitrine\Shared;

defined( 'ABSPATH' ) || exit;

/**
 * Table schemas and rewrite rules change with the plugin's files, and a
 * plugin update does not run the activation hook. So the version that was
 * last applied is kept in an option and compared on every request (one
 * autoloaded option, no query); the expensive work (dbDelta, flushing the
 * rewrite rules) runs only when the version differs.
 */
final class Versioned {

	/**
	 * Runs the work unless the option already holds this version.
	 *
	 * @param string   $option  Option holding the applied version.
	 * @param string   $version Current version of the definition.
	 * @param callable $work    What to run.
	 */
	public static function once( string $option, string $version, callable $work ): void {
		if ( get_option( $option ) !== $version ) {
			self::run( $option, $version, $work );
		}
	}

	/**
	 * Runs the work and records the version (activation).
	 *
	 * @param string   $option  Option holding the applied version.
	 * @param string   $version Current version of the definition.
	 * @param callable $work    What to run.
	 */
	public static function run( string $option, string $version, callable $work ): void {
		$work();
		update_option( $option, $version, true );
	}

	/**
	 * Creates or alters tables to their definitions with dbDelta.
	 *
	 * @param array<string, string> $tables Full table name => column and key lines
	 *                                      (dbDelta's format: two spaces after
	 *                                      PRIMARY KEY, one key per line).
	 */
	public static function create_tables( array $tables ): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		$queries = array();
		foreach ( $tables as $table => $definition ) {
			$queries[] = "CREATE TABLE {$table} (\n" . trim( $definition, "\n" ) . "\n) {$charset};";
		}
		dbDelta( $queries );
	}
}
