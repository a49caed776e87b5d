<?php
/**
 * The cash vouchers handed to payers, one per order.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Voucher;

use Vitrine\Store\SmallTable;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vitrine_vouchers`: the provider's `payer-action` link (the
 * voucher) of an order, keyed by the order, so a repeated placing (a
 * double submit, a retry) keeps the first voucher; the payer pays that
 * one, and a second would only confuse her. A table of its own rather
 * than a column on orders: the store knows nothing of vouchers, and only
 * orders paid this way have a row.
 */
final class Vouchers {

	use SmallTable;

	private const SCHEMA_VERSION = '1';
	private const SCHEMA_OPTION  = 'vitrine_vouchers_schema';
	private const TABLE          = 'vouchers';
	private const COLUMNS        = "
  order_id bigint(20) unsigned NOT NULL,
  provider_order_id varchar(64) NOT NULL,
  url varchar(2000) NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (order_id),
  KEY provider_order_id (provider_order_id)
";

	/**
	 * Keeps an order's voucher unless it has one of the same provider order already.
	 *
	 * @param int    $order_id          Order.
	 * @param string $provider_order_id The provider order it pays.
	 * @param string $url               The payer-action link.
	 * @return Voucher The order's voucher (the first one kept).
	 */
	public static function keep( int $order_id, string $provider_order_id, string $url ): Voucher {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (order_id, provider_order_id, url, created_at) VALUES (%d, %s, %s, %s)", $order_id, $provider_order_id, $url, gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$kept = self::of_order( $order_id );
		if ( $kept && $kept->provider_order_id !== $provider_order_id ) {
			// A row of another provider order under a reused order id (a restored
			// backup): the order's own provider order replaces it.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET provider_order_id = %s, url = %s, created_at = %s WHERE order_id = %d AND provider_order_id = %s", $provider_order_id, $url, gmdate( 'Y-m-d H:i:s' ), $order_id, $kept->provider_order_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			$kept = self::of_order( $order_id );
		}
		return $kept ?? new Voucher( $order_id, $provider_order_id, $url );
	}

	/**
	 * An order's voucher, or null.
	 *
	 * @param int $order_id Order.
	 */
	public static function of_order( int $order_id ): ?Voucher {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT order_id, provider_order_id, url FROM {$table} WHERE order_id = %d", $order_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return is_array( $row ) ? new Voucher( (int) $row['order_id'], (string) $row['provider_order_id'], (string) $row['url'] ) : null;
	}
}
