<?php
/**
 * Refunds recorded on orders.
 *
 * @package Vitrine
 */

namespace Vitrine\Refunds;

use Vitrine\Store\SmallTable;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vitrine_refunds`: one row per refund at the provider, keyed by
 * the provider's refund id, so the answer of a repeated request (the
 * provider replays the first refund for the same PayPal-Request-Id) is
 * recorded once. An order's refunded amount is the sum of its rows.
 */
final class RefundRepository {

	use SmallTable;

	private const SCHEMA_VERSION = '1';
	private const SCHEMA_OPTION  = 'vitrine_refunds_schema';
	private const TABLE          = 'refunds';
	private const COLUMNS        = "
  refund_id varchar(64) NOT NULL,
  order_id bigint(20) unsigned NOT NULL,
  amount bigint(20) NOT NULL,
  currency varchar(3) NOT NULL,
  status varchar(20) NOT NULL DEFAULT '',
  request_id varchar(108) NOT NULL DEFAULT '',
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (refund_id),
  KEY order_id (order_id)
";

	/**
	 * Records a refund once.
	 *
	 * @param int    $order_id   Order.
	 * @param string $refund_id  The provider's refund id.
	 * @param int    $amount     Minor units.
	 * @param string $currency   ISO code.
	 * @param string $status     The provider's status (COMPLETED, PENDING).
	 * @param string $request_id PayPal-Request-Id it was made with.
	 * @param int    $user_id    Who refunded.
	 * @return bool Whether it was new.
	 */
	public static function record( int $order_id, string $refund_id, int $amount, string $currency, string $status, string $request_id, int $user_id ): bool {
		global $wpdb;
		$table = self::table();
		return 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (refund_id, order_id, amount, currency, status, request_id, user_id, created_at) VALUES (%s, %d, %d, %s, %s, %s, %d, %s)", $refund_id, $order_id, $amount, $currency, $status, $request_id, $user_id, gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The refunds of an order, oldest first.
	 *
	 * @param int $order_id Order.
	 * @return array<int, array{refund_id: string, amount: int, currency: string, status: string, created_at: string}>
	 */
	public static function of_order( int $order_id ): array {
		global $wpdb;
		$table = self::table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT refund_id, amount, currency, status, created_at FROM {$table} WHERE order_id = %d ORDER BY created_at, refund_id", $order_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return array_map(
			static fn( array $row ): array => array(
				'refund_id'  => (string) $row['refund_id'],
				'amount'     => (int) $row['amount'],
				'currency'   => (string) $row['currency'],
				'status'     => (string) $row['status'],
				'created_at' => (string) $row['created_at'],
			),
			$rows
		);
	}

	/**
	 * How much of an order was refunded, in minor units.
	 *
	 * @param int $order_id Order.
	 */
	public static function refunded( int $order_id ): int {
		return (int) array_sum( array_column( self::of_order( $order_id ), 'amount' ) );
	}
}
