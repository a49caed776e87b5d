<?php
/**
 * Which order mails were sent: the record and the claim in one row.
 *
 * @package Vitrine
 */

namespace Vitrine\Mail;

use Vitrine\Store\SmallTable;

defined( 'ABSPATH' ) || exit;

/**
 * A row per order and mail in `{prefix}vitrine_order_mails`, whose primary
 * key (order_id, mail) makes each mail of an order happen once: claim()
 * inserts the row with INSERT IGNORE, which exactly one request wins in any
 * PHP worker (a webhook and an approval at the same moment, a status that
 * flaps); the winner sends and marks it sent, or marks it failed with the
 * reason when wp_mail() failed (the admin's order screen shows it), which a
 * later event may take over and try again. A claim whose sender died while
 * sending is taken over after STALE seconds by one request.
 *
 * A table of its own rather than order meta: orders live in the store's own
 * tables, and the row doubles as the claim and as the record the admin sees.
 */
final class SentMails {

	use SmallTable;

	public const SENDING = 'sending';
	public const SENT    = 'sent';
	public const FAILED  = 'failed';

	/** Seconds after which a claim still sending counts as abandoned. */
	private const STALE = 600;

	private const SCHEMA_VERSION = '2';
	private const SCHEMA_OPTION  = 'vitrine_mail_schema';
	private const TABLE          = 'order_mails';
	private const COLUMNS        = "
  order_id bigint(20) unsigned NOT NULL,
  mail varchar(40) NOT NULL,
  recipient varchar(200) NOT NULL DEFAULT '',
  state varchar(10) NOT NULL,
  error varchar(500) NOT NULL DEFAULT '',
  updated_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (order_id,mail)
";

	/**
	 * Claims a mail of an order for this request.
	 *
	 * @param int    $order_id  Order.
	 * @param string $mail      Mail name (OrderMails::*).
	 * @param string $recipient Address, kept with the record.
	 * @return bool Whether this request sends it.
	 */
	public static function claim( int $order_id, string $mail, string $recipient ): bool {
		global $wpdb;
		$table = self::table();
		$now   = time();
		$won   = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (order_id, mail, recipient, state, updated_at) VALUES (%d, %s, %s, %s, %d)", $order_id, $mail, $recipient, self::SENDING, $now ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( 1 === $won ) {
			return true;
		}
		// An abandoned claim, or a failed mail: one request tries again.
		$taken = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, error = '', updated_at = %d, recipient = %s WHERE order_id = %d AND mail = %s AND ( ( state = %s AND updated_at < %d ) OR state = %s )", self::SENDING, $now, $recipient, $order_id, $mail, self::SENDING, $now - self::STALE, self::FAILED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return 1 === $taken;
	}

	/**
	 * Marks a claimed mail as sent.
	 *
	 * @param int    $order_id Order.
	 * @param string $mail     Mail name.
	 */
	public static function sent( int $order_id, string $mail ): void {
		global $wpdb;
		$wpdb->update(
			self::table(),
			array(
				'state'      => self::SENT,
				'updated_at' => time(),
			),
			array(
				'order_id' => $order_id,
				'mail'     => $mail,
			)
		);
	}

	/**
	 * Records that a claimed mail could not be sent, when and why (the
	 * admin's order screen shows it); a later event may claim it again.
	 *
	 * @param int    $order_id Order.
	 * @param string $mail     Mail name.
	 * @param string $error    Why (Delivery::send()).
	 */
	public static function failed( int $order_id, string $mail, string $error ): void {
		global $wpdb;
		$wpdb->update(
			self::table(),
			array(
				'state'      => self::FAILED,
				'error'      => mb_substr( $error, 0, 500 ),
				'updated_at' => time(),
			),
			array(
				'order_id' => $order_id,
				'mail'     => $mail,
			)
		);
	}

	/**
	 * The mails of an order, oldest first (admin order screen).
	 *
	 * @param int $order_id Order.
	 * @return array<int, array{mail: string, recipient: string, state: string, error: string, updated_at: int}>
	 */
	public static function of_order( int $order_id ): array {
		global $wpdb;
		$table = self::table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT mail, recipient, state, error, updated_at FROM {$table} WHERE order_id = %d ORDER BY updated_at, mail", $order_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return array_map(
			static fn( array $row ): array => array(
				'mail'       => (string) $row['mail'],
				'recipient'  => (string) $row['recipient'],
				'state'      => (string) $row['state'],
				'error'      => (string) $row['error'],
				'updated_at' => (int) $row['updated_at'],
			),
			$rows
		);
	}
}
