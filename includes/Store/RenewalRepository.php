<?php
/**
 * Which orders renew which subscription.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use Vitrine\Shared\Versioned;

defined( 'ABSPATH' ) || exit;

/**
 * Links renewal orders to their subscription in a small table of its own
 * (`{prefix}vitrine_renewals`), so that neither the orders nor the
 * subscriptions table has to change shape: a subscription's related orders
 * are its parent order (subscriptions.order_id) plus the rows here. The
 * table has its own schema version, so it is created on `init` like the
 * store's tables and needs no reactivation.
 */
final class RenewalRepository {

	/** Bumped whenever the table definition changes. */
	public const SCHEMA_VERSION = '2';

	/** A period's automatic renewal: claimed, charged, declined. */
	public const CLAIMED  = 'claimed';
	public const PAID     = 'paid';
	public const DECLINED = 'declined';

	private const OPTION = 'vitrine_renewals_schema';

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		return Database::table( 'renewals' );
	}

	/**
	 * The table of automatic renewals, one row per subscription and period.
	 */
	public static function periods_table(): string {
		return Database::table( 'renewal_periods' );
	}

	/**
	 * Creates the tables when their version changed.
	 */
	public static function maybe_install(): void {
		Versioned::once(
			self::OPTION,
			self::SCHEMA_VERSION,
			static fn() => Versioned::create_tables(
				array(
					self::table() => '
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  subscription_id bigint(20) unsigned NOT NULL,
  order_id bigint(20) unsigned NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY order_id (order_id),
  KEY subscription_id (subscription_id)
',
					self::periods_table() => '
  subscription_id bigint(20) unsigned NOT NULL,
  period varchar(10) NOT NULL,
  state varchar(20) NOT NULL,
  order_id bigint(20) unsigned NOT NULL DEFAULT 0,
  claimed_until bigint(20) NOT NULL DEFAULT 0,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (subscription_id,period)
',
				)
			)
		);
	}

	/**
	 * Links a renewal order to its subscription. Call inside Database::atomic().
	 *
	 * @param int $subscription_id Subscription.
	 * @param int $order_id        Renewal order.
	 * @throws StoreException When the database refuses the write.
	 */
	public function link( int $subscription_id, int $order_id ): void {
		global $wpdb;
		$ok = $wpdb->insert(
			self::table(),
			array(
				'subscription_id' => $subscription_id,
				'order_id'        => $order_id,
				'created_at'      => Database::now(),
			)
		);
		if ( ! $ok ) {
			throw new StoreException( 'vitrine_db_error', __( 'The order could not be saved. Please try again.', 'vitrine' ) );
		}
	}

	/**
	 * The subscription an order renews, 0 when it renews none.
	 *
	 * @param int $order_id Order.
	 */
	public function subscription_of( int $order_id ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT subscription_id FROM {$table} WHERE order_id = %d", $order_id ) );
	}

	/**
	 * The renewal order IDs of a subscription, oldest first.
	 *
	 * @param int $subscription_id Subscription.
	 * @return int[]
	 */
	public function orders_of( int $subscription_id ): array {
		global $wpdb;
		$table = self::table();
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE subscription_id = %d ORDER BY order_id", $subscription_id ) ) );
	}

	/**
	 * Claims a subscription's period for its automatic renewal (exactly
	 * one charge per period). The row's primary key is
	 * (subscription, period), so of any number of jobs, in any process, on
	 * SQLite or MariaDB, one INSERT wins. A claim whose holder died (still
	 * `claimed` after `$ttl` seconds) is taken over by one job through a
	 * conditional UPDATE; the provider's request ids, derived from the
	 * subscription and period, make the taker's calls replays of the dead
	 * holder's, never a second charge.
	 *
	 * @param int    $subscription_id Subscription.
	 * @param string $period          The period's due date (Y-m-d).
	 * @param int    $now             Seconds since the epoch.
	 * @param int    $ttl             Seconds a claim is held.
	 * @return bool Whether this call holds the claim now.
	 */
	public function claim_period( int $subscription_id, string $period, int $now, int $ttl ): bool {
		global $wpdb;
		$table = self::periods_table();
		$won   = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (subscription_id, period, state, order_id, claimed_until, updated_at) VALUES (%d, %s, %s, 0, %d, %s)", $subscription_id, $period, self::CLAIMED, $now + $ttl, Database::now() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( 1 === $won ) {
			return true;
		}
		$taken = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET claimed_until = %d, updated_at = %s WHERE subscription_id = %d AND period = %s AND state = %s AND claimed_until < %d", $now + $ttl, Database::now(), $subscription_id, $period, self::CLAIMED, $now ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return 1 === $taken;
	}

	/**
	 * Notes the renewal order of a claimed period.
	 *
	 * @param int    $subscription_id Subscription.
	 * @param string $period          Period.
	 * @param int    $order_id        Renewal order.
	 */
	public function set_period_order( int $subscription_id, string $period, int $order_id ): void {
		global $wpdb;
		$wpdb->update(
			self::periods_table(),
			array(
				'order_id'   => $order_id,
				'updated_at' => Database::now(),
			),
			array(
				'subscription_id' => $subscription_id,
				'period'          => $period,
			)
		);
	}

	/**
	 * Ends a period's claim: paid or declined for good, or given up (a
	 * time-out: the next run tries again with the same request ids).
	 *
	 * @param int    $subscription_id Subscription.
	 * @param string $period          Period.
	 * @param string $state           PAID, DECLINED, or CLAIMED to give it up.
	 */
	public function finish_period( int $subscription_id, string $period, string $state ): void {
		global $wpdb;
		$wpdb->update(
			self::periods_table(),
			array(
				'state'         => $state,
				'claimed_until' => 0,
				'updated_at'    => Database::now(),
			),
			array(
				'subscription_id' => $subscription_id,
				'period'          => $period,
			)
		);
	}

	/**
	 * A period's row, null when it was never claimed.
	 *
	 * @param int    $subscription_id Subscription.
	 * @param string $period          Period.
	 * @return array{state: string, order_id: int}|null
	 */
	public function period( int $subscription_id, string $period ): ?array {
		global $wpdb;
		$table = self::periods_table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT state, order_id FROM {$table} WHERE subscription_id = %d AND period = %s", $subscription_id, $period ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return is_array( $row ) ? array(
			'state'    => (string) $row['state'],
			'order_id' => (int) $row['order_id'],
		) : null;
	}

	/**
	 * The declined periods of a subscription whose renewal order is the
	 * given one (the account's notice asks to pay it).
	 *
	 * @param int $subscription_id Subscription.
	 * @return int[] Renewal order IDs, newest first.
	 */
	public function declined_orders( int $subscription_id ): array {
		global $wpdb;
		$table = self::periods_table();
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE subscription_id = %d AND state = %s AND order_id > 0 ORDER BY period DESC", $subscription_id, self::DECLINED ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}
}
