<?php
/**
 * The memberships table.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

use Vitrine\Shared\Versioned;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and upgrades `{prefix}vitrine_memberships` with dbDelta.
 *
 * Why a table of our own and not posts with meta (the common approach, used
 * as the baseline in bench/members.mjs): the directory (§2.1, §7.1) filters by
 * plan and status, searches by name and pages through the result, and has to
 * count the matches for x-wp-total. With posts + postmeta + usermeta that is a
 * join of three tables on untyped `meta_value` columns that no index can
 * serve, plus SQL_CALC_FOUND_ROWS; at 100,000 memberships it scans. Here plan,
 * status and the member's names sit in one narrow row, and the composite
 * index (plan_id, status, last_name, first_name) answers filter + name prefix
 * search + order + count from the index alone. Names are copied from the user
 * (kept in sync by Repository::sync_user) for exactly that reason.
 */
final class Schema {

	/** Bumped whenever the table definition changes; dbDelta then alters it. */
	public const VERSION = '1';

	public const OPTION = 'vitrine_memberships_db_version';

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_memberships';
	}

	/**
	 * Runs dbDelta when the stored version differs (activation, or an update of
	 * the plugin files without re-activation).
	 */
	public static function maybe_upgrade(): void {
		Versioned::once( self::OPTION, self::VERSION, array( self::class, 'create' ) );
	}

	/**
	 * Creates or alters the table to the current definition (activation).
	 */
	public static function install(): void {
		Versioned::run( self::OPTION, self::VERSION, array( self::class, 'create' ) );
	}

	/**
	 * Runs dbDelta with the table definition.
	 */
	public static function create(): void {
		Versioned::create_tables(
			array(
				self::table() => "
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  plan_id bigint(20) unsigned NOT NULL,
  status varchar(20) NOT NULL,
  start_date datetime DEFAULT NULL,
  end_date datetime DEFAULT NULL,
  first_name varchar(100) NOT NULL DEFAULT '',
  last_name varchar(100) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  UNIQUE KEY user_plan (user_id,plan_id),
  KEY plan_status_name (plan_id,status,last_name,first_name),
  KEY status_name (status,last_name,first_name),
  KEY name_first (first_name)
",
			)
		);
	}
}
