<?php
/**
 * The store's own tables and its atomic writes.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use Vitrine\Shared\Versioned;

defined( 'ABSPATH' ) || exit;

/**
 * Storage choices, per entity:
 *
 * - Products and variations are custom post types with meta
 *   (`vitrine_product`, `vitrine_variation`): editors create and edit them
 *   like any content (title, description, image, revisions, search, REST,
 *   block templates), they are read far more often than written, and the
 *   object cache serves them. Stock is the one hot field; it is changed only
 *   with a conditional UPDATE (see ProductRepository::reduce_stock()).
 * - Carts, orders (with their items), subscriptions and payment tokens live in
 *   own tables: they are written on every shopper request, must change
 *   atomically (a status moves only from the state it was read in, an order
 *   and its items appear together or not at all), are looked up by keys
 *   (session, order key, provider order id), and would otherwise flood the
 *   posts table and its caches with rows no editor ever opens. Each mutable
 *   row carries a `version` for optimistic locking, so two concurrent requests
 *   cannot overwrite each other's changes.
 * - Provider orders map to our orders in `provider_orders`, whose primary key
 *   is the provider's order id: one provider order can belong to one of our
 *   orders only, on SQLite and MariaDB alike, and every provider order ever
 *   made for an order stays findable (a late webhook or approval of an
 *   earlier one). A UNIQUE key on `orders.provider_order_id` would instead
 *   need that column to turn from '' to NULL on existing rows, which dbDelta
 *   does not do reliably on SQLite. `orders.payment_attempt` numbers the
 *   order's payment attempts (see Payment\Capture).
 * - `claims` holds short-lived claims (see Claims): who does something
 *   once, across PHP workers.
 */
final class Database {

	/** Bumped whenever a table definition changes. */
	public const SCHEMA_VERSION = '4';

	private const OPTION = 'vitrine_store_schema';

	/**
	 * A table's full name.
	 *
	 * @param string $name carts, orders, order_items, subscriptions, payment_tokens, provider_orders or claims.
	 */
	public static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_' . $name;
	}

	/**
	 * Creates or updates the tables when the schema version changed (on
	 * `init`, so a plugin update needs no reactivation).
	 */
	public static function maybe_install(): void {
		Versioned::once( self::OPTION, self::SCHEMA_VERSION, array( self::class, 'install' ) );
	}

	/**
	 * Runs dbDelta() with the table definitions.
	 */
	public static function install(): void {
		Versioned::create_tables(
			array(
				self::table( 'carts' )          => "
  session_key varchar(80) NOT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  content longtext NOT NULL,
  version bigint(20) unsigned NOT NULL DEFAULT 1,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (session_key),
  KEY updated_at (updated_at)
",
				self::table( 'orders' )         => "
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_key varchar(40) NOT NULL,
  status varchar(20) NOT NULL,
  customer_id bigint(20) unsigned NOT NULL DEFAULT 0,
  currency varchar(3) NOT NULL,
  subtotal bigint(20) NOT NULL DEFAULT 0,
  shipping_total bigint(20) NOT NULL DEFAULT 0,
  total bigint(20) NOT NULL DEFAULT 0,
  shipping_rate varchar(40) NOT NULL DEFAULT '',
  payment_method varchar(60) NOT NULL DEFAULT '',
  billing longtext NOT NULL,
  shipping longtext NOT NULL,
  payer longtext NOT NULL,
  taxes longtext NULL,
  provider_order_id varchar(64) NOT NULL DEFAULT '',
  transaction_id varchar(64) NOT NULL DEFAULT '',
  payment_attempt int(11) unsigned NOT NULL DEFAULT 1,
  version bigint(20) unsigned NOT NULL DEFAULT 1,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY order_key (order_key),
  KEY customer_id (customer_id),
  KEY provider_order_id (provider_order_id)
",
				self::table( 'order_items' )    => "
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_id bigint(20) unsigned NOT NULL,
  cart_item_key varchar(40) NOT NULL DEFAULT '',
  product_id bigint(20) unsigned NOT NULL,
  variation_id bigint(20) unsigned NOT NULL DEFAULT 0,
  name varchar(200) NOT NULL,
  quantity int(11) NOT NULL,
  unit_price bigint(20) NOT NULL,
  total bigint(20) NOT NULL,
  tax_rate smallint(5) NOT NULL DEFAULT 19,
  tax bigint(20) NOT NULL DEFAULT 0,
  meta longtext NOT NULL,
  PRIMARY KEY  (id),
  KEY order_id (order_id)
",
				self::table( 'subscriptions' )  => "
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_id bigint(20) unsigned NOT NULL,
  customer_id bigint(20) unsigned NOT NULL DEFAULT 0,
  product_id bigint(20) unsigned NOT NULL,
  variation_id bigint(20) unsigned NOT NULL DEFAULT 0,
  status varchar(20) NOT NULL,
  recurring_amount bigint(20) NOT NULL,
  currency varchar(3) NOT NULL,
  plan longtext NOT NULL,
  start_date date NOT NULL,
  trial_end date NULL,
  next_payment date NULL,
  payment_token_id bigint(20) unsigned NOT NULL DEFAULT 0,
  manual_renewal tinyint(1) NOT NULL DEFAULT 0,
  provider_subscription_id varchar(64) NOT NULL DEFAULT '',
  version bigint(20) unsigned NOT NULL DEFAULT 1,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY order_id (order_id),
  KEY customer_id (customer_id)
",
				self::table( 'provider_orders' ) => "
  provider_order_id varchar(64) NOT NULL,
  order_id bigint(20) unsigned NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (provider_order_id),
  KEY order_id (order_id)
",
				self::table( 'claims' )         => "
  claim_key varchar(64) NOT NULL,
  state varchar(10) NOT NULL,
  result varchar(191) NOT NULL DEFAULT '',
  expires_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (claim_key),
  KEY expires_at (expires_at)
",
				self::table( 'payment_tokens' ) => "
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  gateway varchar(60) NOT NULL,
  provider_token_id varchar(100) NOT NULL,
  brand varchar(30) NOT NULL DEFAULT '',
  last_digits varchar(4) NOT NULL DEFAULT '',
  expiry_month tinyint(2) unsigned NOT NULL DEFAULT 0,
  expiry_year smallint(4) unsigned NOT NULL DEFAULT 0,
  email varchar(254) NOT NULL DEFAULT '',
  is_default tinyint(1) NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY user_id (user_id)
",
			)
		);
	}

	/**
	 * One page of a table's rows, newest first, of one status or all (admin lists).
	 *
	 * @param string $name     Table name without prefix (orders, subscriptions).
	 * @param string $columns  Columns to select.
	 * @param string $status   A status, '' for all.
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Rows per page.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public static function page( string $name, string $columns, string $status, int $page, int $per_page ): array {
		global $wpdb;
		$table  = self::table( $name );
		$where  = '' === $status ? '1 = 1' : $wpdb->prepare( 'status = %s', $status );
		$total  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE {$where}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared above.
		$offset = max( 0, $page - 1 ) * $per_page;
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT {$columns} FROM {$table} WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, $offset ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared above.
		return array(
			'rows'  => $rows,
			'total' => $total,
		);
	}

	/**
	 * Runs a callback so that its writes happen all together or not at all.
	 * Inside a transaction that is already open (a caller's, or the test
	 * suite's on SQLite) it uses a savepoint, as neither database nests
	 * transactions (MySQL would even commit the open one).
	 *
	 * @template T
	 * @param callable(): T $callback Writes; throws to undo them.
	 * @return T The callback's result.
	 * @throws \Throwable Whatever the callback threw, after the rollback.
	 */
	public static function atomic( callable $callback ) {
		global $wpdb;
		static $depth = 0;
		$nested    = $depth > 0 || self::driver_in_transaction();
		$savepoint = 'vitrine_sp_' . $depth;
		$wpdb->query( $nested ? "SAVEPOINT {$savepoint}" : 'START TRANSACTION' );
		++$depth;
		try {
			$result = $callback();
		} catch ( \Throwable $error ) {
			--$depth;
			$wpdb->query( $nested ? "ROLLBACK TO SAVEPOINT {$savepoint}" : 'ROLLBACK' );
			if ( $nested ) {
				$wpdb->query( "RELEASE SAVEPOINT {$savepoint}" );
			}
			wp_cache_flush_group( 'post_meta' );
			throw $error;
		}
		--$depth;
		$wpdb->query( $nested ? "RELEASE SAVEPOINT {$savepoint}" : 'COMMIT' );
		return $result;
	}

	/**
	 * Whether the connection has an open transaction: PDO-based SQLite says
	 * so itself; MariaDB has the session variable `in_transaction`. Where
	 * neither answers (MySQL), a new transaction is started.
	 */
	private static function driver_in_transaction(): bool {
		global $wpdb;
		if ( is_object( $wpdb->dbh ) && method_exists( $wpdb->dbh, 'inTransaction' ) ) {
			return $wpdb->dbh->inTransaction();
		}
		$suppressed = $wpdb->suppress_errors( true );
		$open       = $wpdb->get_var( 'SELECT @@in_transaction' );
		$wpdb->suppress_errors( $suppressed );
		return '1' === (string) $open;
	}

	/**
	 * The current time in UTC as MySQL datetime.
	 */
	public static function now(): string {
		return gmdate( 'Y-m-d H:i:s' );
	}
}
