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
 * flaps); the winner sends and marks it sent, or gives the claim up when
 * wp_mail() failed, so a later event may try again. A claim whose sender died
 * while sending is taken over after STALE seconds by one request.
 *
 * A table of its own rather than order meta: orders live in the store's own
 * tables, and the row doubles as the claim and as the record the admin sees.
 */
final class SentMails {

	use SmallTable;

	public const SENDING = 'sending';
	public const SENT    = 'sent';

	/** Seconds after which a claim still sending counts as abandoned. */
	private const STALE = 600;

	private const SCHEMA_VERSION = '1';
	private const SCHEMA_OPTION  = 'vitrine_mail_schema';
	private const TABLE          = 'order_mails';
	private const COLUMNS        = "
  order_id bigint(20) unsigned NOT NULL,
  mail varchar(40) NOT NULL,
  recipient varchar(200) NOT NULL DEFAULT '',
  state varchar(10) NOT NULL,
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
		$taken = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET updated_at = %d, recipient = %s WHERE order_id = %d AND mail = %s AND state = %s AND updated_at < %d", $now, $recipient, $order_id, $mail, self::SENDING, $now - self::STALE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
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
	 * Gives a claim up (wp_mail() failed): a later event may send it.
	 *
	 * @param int    $order_id Order.
	 * @param string $mail     Mail name.
	 */
	public static function release( int $order_id, string $mail ): void {
		global $wpdb;
		$wpdb->delete(
			self::table(),
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
	 * @return array<int, array{mail: string, recipient: string, state: string, updated_at: int}>
	 */
	public static function of_order( int $order_id ): array {
		global $wpdb;
		$table = self::table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT mail, recipient, state, updated_at FROM {$table} WHERE order_id = %d ORDER BY updated_at, mail", $order_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return array_map(
			static fn( array $row ): array => array(
				'mail'       => (string) $row['mail'],
				'recipient'  => (string) $row['recipient'],
				'state'      => (string) $row['state'],
				'updated_at' => (int) $row['updated_at'],
			),
			$rows
		);
	}
}
