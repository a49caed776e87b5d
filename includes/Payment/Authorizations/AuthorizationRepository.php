<?php
/**
 * Authorizations recorded on orders.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Authorizations;

use Vitrine\Store\Order;
use Vitrine\Store\SmallTable;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vitrine_authorizations`: an order's authorization (§3.11 intent
 * authorize), one per order (primary key), kept apart from the order's
 * `transaction_id`, which only ever holds a capture id — so a refund is never
 * sent for an authorization. Its status moves by compare-and-set from
 * CREATED to CAPTURED (with the capture's id and amount) or VOIDED.
 */
final class AuthorizationRepository {

	use SmallTable;

	public const CREATED  = 'CREATED';
	public const CAPTURED = 'CAPTURED';
	public const VOIDED   = 'VOIDED';

	private const SCHEMA_VERSION = '1';
	private const SCHEMA_OPTION  = 'vitrine_authorizations_schema';
	private const TABLE          = 'authorizations';
	private const COLUMNS        = "
  order_id bigint(20) unsigned NOT NULL,
  authorization_id varchar(64) NOT NULL,
  amount bigint(20) NOT NULL,
  currency varchar(3) NOT NULL,
  status varchar(20) NOT NULL,
  capture_id varchar(64) NOT NULL DEFAULT '',
  captured bigint(20) NOT NULL DEFAULT 0,
  authorized_at datetime NOT NULL,
  expires_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (order_id),
  KEY authorization_id (authorization_id)
";

	/**
	 * Records an order's authorization once (a second recording, from a
	 * duplicate approval or the webhook, changes nothing).
	 *
	 * @param int    $order_id         Order.
	 * @param string $authorization_id The provider's authorization id.
	 * @param int    $amount           Minor units.
	 * @param string $currency         ISO code.
	 * @param int    $authorized_at    Unix time the provider authorized it.
	 * @param int    $expires_at       Unix time it expires.
	 * @return bool Whether it was new.
	 */
	public static function record( int $order_id, string $authorization_id, int $amount, string $currency, int $authorized_at, int $expires_at ): bool {
		global $wpdb;
		$table = self::table();
		return 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (order_id, authorization_id, amount, currency, status, authorized_at, expires_at, updated_at) VALUES (%d, %s, %d, %s, %s, %s, %s, %s)", $order_id, $authorization_id, $amount, $currency, self::CREATED, gmdate( 'Y-m-d H:i:s', $authorized_at ), gmdate( 'Y-m-d H:i:s', $expires_at ), gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * An order's authorization: authorization_id, amount, currency, status,
	 * capture_id, captured, authorized_at and expires_at (Unix times); null
	 * for an order that was never authorized.
	 *
	 * @param int $order_id Order.
	 * @return array{order_id: int, authorization_id: string, amount: int, currency: string, status: string, capture_id: string, captured: int, authorized_at: int, expires_at: int}|null
	 */
	public static function of_order( int $order_id ): ?array {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE order_id = %d", $order_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'order_id'         => (int) $row['order_id'],
			'authorization_id' => (string) $row['authorization_id'],
			'amount'           => (int) $row['amount'],
			'currency'         => (string) $row['currency'],
			'status'           => (string) $row['status'],
			'capture_id'       => (string) $row['capture_id'],
			'captured'         => (int) $row['captured'],
			'authorized_at'    => (int) strtotime( $row['authorized_at'] . ' UTC' ),
			'expires_at'       => (int) strtotime( $row['expires_at'] . ' UTC' ),
		);
	}

	/**
	 * Notes the capture of an open authorization (compare-and-set: once).
	 *
	 * @param int    $order_id   Order.
	 * @param string $capture_id The provider's capture id.
	 * @param int    $amount     Captured, minor units.
	 * @return bool Whether this call noted it.
	 */
	public static function captured( int $order_id, string $capture_id, int $amount ): bool {
		global $wpdb;
		$table = self::table();
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, capture_id = %s, captured = %d, updated_at = %s WHERE order_id = %d AND status = %s", self::CAPTURED, $capture_id, $amount, gmdate( 'Y-m-d H:i:s' ), $order_id, self::CREATED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Notes that an open authorization was voided (compare-and-set: once).
	 *
	 * @param int $order_id Order.
	 * @return bool Whether this call noted it.
	 */
	public static function voided( int $order_id ): bool {
		global $wpdb;
		$table = self::table();
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, updated_at = %s WHERE order_id = %d AND status = %s", self::VOIDED, gmdate( 'Y-m-d H:i:s' ), $order_id, self::CREATED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * What an order's payment took: the captured amount of its
	 * authorization (a capture may be partial), else its total. Refunds are
	 * bounded by it.
	 *
	 * @param Order $order Order.
	 */
	public static function paid_amount( Order $order ): int {
		$row = self::of_order( $order->id );
		return $row && self::CAPTURED === $row['status'] ? $row['captured'] : $order->total;
	}
}
