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
	public const SCHEMA_VERSION = '1';

	private const OPTION = 'vitrine_renewals_schema';

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		return Database::table( 'renewals' );
	}

	/**
	 * Creates the table when its version changed.
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
}
