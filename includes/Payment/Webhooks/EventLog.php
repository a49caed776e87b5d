<?php
/**
 * The webhook events already applied.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

use Vitrine\Store\Database;
use Vitrine\Store\SmallTable;

defined( 'ABSPATH' ) || exit;

/**
 * Table `{prefix}vitrine_webhook_events`, one row per event id (the
 * provider sends the same id with every delivery of an event): an event
 * whose row exists is answered without being applied again. A row is
 * written only once the event was applied (or found not to concern us), so
 * an event whose handling failed is applied when it is delivered again.
 * Rows are kept; they are small (id, type, resource, outcome, time).
 */
final class EventLog {

	use SmallTable;

	private const SCHEMA_VERSION = '1';
	private const SCHEMA_OPTION  = 'vitrine_webhook_events_schema';
	private const TABLE          = 'webhook_events';
	private const COLUMNS        = "
  event_id varchar(64) NOT NULL,
  event_type varchar(80) NOT NULL,
  resource_id varchar(100) NOT NULL DEFAULT '',
  outcome varchar(20) NOT NULL DEFAULT '',
  received_at datetime NOT NULL,
  PRIMARY KEY  (event_id),
  KEY resource_id (resource_id)
";

	/**
	 * The outcome an event was recorded with, or null when it was not yet.
	 *
	 * @param string $event_id Event id.
	 */
	public function outcome_of( string $event_id ): ?string {
		global $wpdb;
		$table   = self::table();
		$outcome = $wpdb->get_var( $wpdb->prepare( "SELECT outcome FROM {$table} WHERE event_id = %s", $event_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null === $outcome ? null : (string) $outcome;
	}

	/**
	 * Records an applied event (INSERT IGNORE: the first record stays).
	 *
	 * @param Event   $event   The event.
	 * @param Outcome $outcome What was done.
	 * @return bool Whether this call wrote the row.
	 */
	public function remember( Event $event, Outcome $outcome ): bool {
		global $wpdb;
		$table = self::table();
		return 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (event_id, event_type, resource_id, outcome, received_at) VALUES (%s, %s, %s, %s, %s)", $event->id, $event->type, $event->resource_id(), $outcome->status, Database::now() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}
}
