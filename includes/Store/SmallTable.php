<?php
/**
 * The set-up of a small table of one class's own.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use Vitrine\Shared\Versioned;

defined( 'ABSPATH' ) || exit;

/**
 * For a class that keeps its rows in one table of its own (vouchers,
 * refunds, webhook events, sent mails): the table's full name and its
 * creation on `init` once per schema version (dbDelta, so it works on
 * MariaDB and on the SQLite test sites alike; a changed definition is
 * applied by bumping the version). The class using it defines:
 *
 * - `TABLE`: the name without prefix (`vouchers` → `{prefix}vitrine_vouchers`);
 * - `SCHEMA_VERSION` and `SCHEMA_OPTION`: the definition's version and the
 *   option holding the version applied;
 * - `COLUMNS`: column and key lines in dbDelta's format.
 */
trait SmallTable {

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		return Database::table( self::TABLE );
	}

	/**
	 * `init`: creates the table once per schema version.
	 */
	public static function maybe_install(): void {
		Versioned::once(
			self::SCHEMA_OPTION,
			self::SCHEMA_VERSION,
			static fn() => Versioned::create_tables( array( self::table() => self::COLUMNS ) )
		);
	}
}
