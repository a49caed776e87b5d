<?php
/**
 * Must-use plugin of bench/payments-webhooks.mjs (copied onto the bench
 * site beside bench/payments-plugin.php; never part of the plugin, never on
 * a real site). It only counts, in the database, what webhook deliveries
 * changed:
 *
 * - every `vitrine_order_status_changed` is written as a row of
 *   `{prefix}vitrine_bench_status_changes` (so "paid once" is one row, not
 *   a status read at the end);
 * - `?vitrine-bench-hooks=install`: creates that table;
 * - `?vitrine-bench-hooks=state` (POST {order_id, subscription_id or
 *   provider_subscription_id, provider_token_id, token_row, refund_id,
 *   event_ids}): the order's status and its
 *   status changes, its refund rows (all, and those with the refund id),
 *   its mails, the subscription's status and version (one per status
 *   change), the saved methods with that provider token, and the event-log
 *   rows of those event ids (and the provider token id of a saved row).
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

/**
 * The bench's table of order status changes.
 */
function vitrine_bench_hooks_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'vitrine_bench_status_changes';
}

add_action(
	'vitrine_order_status_changed',
	static function ( $order, string $from, string $to ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a local benchmark site.
		$wpdb->insert(
			vitrine_bench_hooks_table(),
			array(
				'order_id'    => (int) $order->id,
				'from_status' => $from,
				'to_status'   => $to,
			)
		);
	},
	10,
	3
);

add_action(
	'wp_loaded',
	static function (): void {
		// phpcs:disable WordPress.Security.NonceVerification -- a local benchmark site.
		$action = isset( $_GET['vitrine-bench-hooks'] ) ? sanitize_key( wp_unslash( $_GET['vitrine-bench-hooks'] ) ) : '';
		// phpcs:enable
		if ( '' === $action ) {
			return;
		}
		global $wpdb;
		$changes = vitrine_bench_hooks_table();
		// phpcs:disable WordPress.DB -- a local benchmark site; table names from Database::table().
		if ( 'install' === $action ) {
			$wpdb->query( "CREATE TABLE IF NOT EXISTS {$changes} (id bigint unsigned NOT NULL AUTO_INCREMENT, order_id bigint unsigned NOT NULL, from_status varchar(20) NOT NULL, to_status varchar(20) NOT NULL, PRIMARY KEY (id), KEY order_id (order_id))" );
			wp_send_json( array( 'ok' => '' === $wpdb->last_error ) );
		}
		if ( 'state' !== $action ) {
			return;
		}
		$body         = json_decode( (string) file_get_contents( 'php://input' ), true );
		$body         = is_array( $body ) ? $body : array();
		$order_id     = (int) ( $body['order_id'] ?? 0 );
		$subscription = (int) ( $body['subscription_id'] ?? 0 );
		$provider_sub = (string) ( $body['provider_subscription_id'] ?? '' );
		$token        = (string) ( $body['provider_token_id'] ?? '' );
		$refund       = (string) ( $body['refund_id'] ?? '' );
		$events       = array_map( 'strval', (array) ( $body['event_ids'] ?? array() ) );
		$orders       = \Vitrine\Store\Database::table( 'orders' );
		$refunds      = \Vitrine\Store\Database::table( 'refunds' );
		$mails        = \Vitrine\Store\Database::table( 'order_mails' );
		$subs         = \Vitrine\Store\Database::table( 'subscriptions' );
		$tokens       = \Vitrine\Store\Database::table( 'payment_tokens' );
		$log          = \Vitrine\Payment\Webhooks\EventLog::table();
		$logged       = array();
		foreach ( $events as $event ) {
			$logged[ $event ] = $wpdb->get_col( $wpdb->prepare( "SELECT outcome FROM {$log} WHERE event_id = %s", $event ) );
		}
		$sub = $subscription || '' !== $provider_sub ? $wpdb->get_row( $wpdb->prepare( "SELECT id, status, version FROM {$subs} WHERE id = %d OR ( '' <> %s AND provider_subscription_id = %s ) ORDER BY id LIMIT 1", $subscription, $provider_sub, $provider_sub ), ARRAY_A ) : null;
		$saved = (int) ( $body['token_row'] ?? 0 );
		wp_send_json(
			array(
				'order_status'        => (string) $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$orders} WHERE id = %d", $order_id ) ),
				'changes'             => $wpdb->get_col( $wpdb->prepare( "SELECT CONCAT(from_status, '→', to_status) FROM {$changes} WHERE order_id = %d ORDER BY id", $order_id ) ),
				'refund_rows'         => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$refunds} WHERE order_id = %d", $order_id ) ),
				'refund_rows_of_id'   => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$refunds} WHERE refund_id = %s", $refund ) ),
				'refunded'            => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(amount), 0) FROM {$refunds} WHERE order_id = %d", $order_id ) ),
				'mails'               => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$mails} WHERE order_id = %d", $order_id ) ),
				'subscription_id'     => $sub ? (int) $sub['id'] : 0,
				'subscription_status' => $sub ? (string) $sub['status'] : '',
				'subscription_version' => $sub ? (int) $sub['version'] : 0,
				'tokens'              => '' === $token ? 0 : (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$tokens} WHERE provider_token_id = %s", $token ) ),
				'events'              => $logged,
				'provider_token_id'   => $saved ? (string) $wpdb->get_var( $wpdb->prepare( "SELECT provider_token_id FROM {$tokens} WHERE id = %d", $saved ) ) : '',
			)
		);
		// phpcs:enable
	},
	4
);
