<?php
/**
 * Claims: one request does a thing, the others wait for its result.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * A claim is a row in `{prefix}vitrine_claims` whose primary key is the
 * claim's name. claim() inserts it with INSERT IGNORE, which exactly one
 * request can win, in any PHP worker, on SQLite and on MariaDB: no
 * process-local lock is involved. The winner does the work and stores its
 * result with complete(), or gives the claim up with release() so another
 * request may try. A claim whose winner died (its expiry passed while still
 * pending) is taken over by one request through a conditional UPDATE.
 *
 * Used for the checkout form's double submit (CheckoutPage), the wallet's
 * shop order per cart (Payment\ShopOrders) and one capture call per payment
 * attempt (Payment\Capture). Claims only save work: where money is at stake
 * the provider's request id and the order's compare-and-set guarantee the
 * outcome even if a claim expires too early.
 */
final class Claims {

	public const PENDING = 'pending';
	public const DONE    = 'done';

	/**
	 * @param \Closure(): int|null $clock Seconds since the epoch (tests move time).
	 */
	public function __construct( private readonly ?\Closure $clock = null ) {}

	/**
	 * Claims a name for `$ttl` seconds.
	 *
	 * @param string $name Claim name (any length; hashed when longer than 64).
	 * @param int    $ttl  Seconds until a pending claim counts as abandoned.
	 * @return bool Whether this call won the claim.
	 */
	public function claim( string $name, int $ttl ): bool {
		global $wpdb;
		$table = Database::table( 'claims' );
		$key   = self::key( $name );
		$now   = $this->now();
		$won   = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (claim_key, state, result, expires_at) VALUES (%s, %s, '', %d)", $key, self::PENDING, $now + max( 1, $ttl ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( 1 === $won ) {
			return true;
		}
		// A claim that expired (pending: its winner died; done: its result is stale) is free again, for one taker.
		$taken = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, result = '', expires_at = %d WHERE claim_key = %s AND expires_at < %d", self::PENDING, $now + max( 1, $ttl ), $key, $now ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return 1 === $taken;
	}

	/**
	 * Stores the claim's result and keeps it for `$keep` seconds.
	 *
	 * @param string $name   Claim name.
	 * @param string $result Result (up to 191 characters), e.g. an order ID.
	 * @param int    $keep   Seconds the result is kept.
	 */
	public function complete( string $name, string $result, int $keep ): void {
		global $wpdb;
		$table = Database::table( 'claims' );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, result = %s, expires_at = %d WHERE claim_key = %s", self::DONE, substr( $result, 0, 191 ), $this->now() + max( 1, $keep ), self::key( $name ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Gives a claim up (the work failed and may be tried again).
	 *
	 * @param string $name Claim name.
	 */
	public function release( string $name ): void {
		global $wpdb;
		$wpdb->delete( Database::table( 'claims' ), array( 'claim_key' => self::key( $name ) ) );
	}

	/**
	 * The claim's state: null when there is none (or it expired), else
	 * `{state, result}`.
	 *
	 * @param string $name Claim name.
	 * @return array{state: string, result: string}|null
	 */
	public function get( string $name ): ?array {
		global $wpdb;
		$table = Database::table( 'claims' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT state, result, expires_at FROM {$table} WHERE claim_key = %s", self::key( $name ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( ! is_array( $row ) || (int) $row['expires_at'] < $this->now() ) {
			return null;
		}
		return array(
			'state'  => (string) $row['state'],
			'result' => (string) $row['result'],
		);
	}

	/**
	 * The result of a done claim, waiting up to `$seconds` while another
	 * request still holds it pending.
	 *
	 * @param string $name    Claim name.
	 * @param float  $seconds Longest wait.
	 * @return string|null The result; null when the claim is gone or still pending.
	 */
	public function wait( string $name, float $seconds ): ?string {
		$until = microtime( true ) + $seconds;
		do {
			$claim = $this->get( $name );
			if ( null === $claim ) {
				return null;
			}
			if ( self::DONE === $claim['state'] ) {
				return $claim['result'];
			}
			if ( microtime( true ) >= $until ) {
				return null;
			}
			usleep( 100000 );
		} while ( true );
	}

	/**
	 * Deletes expired claims (called now and then by writers).
	 */
	public function purge(): void {
		global $wpdb;
		$table = Database::table( 'claims' );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at < %d", $this->now() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The stored key of a name: itself when short, else its hash.
	 *
	 * @param string $name Claim name.
	 */
	private static function key( string $name ): string {
		// The column holds 64 characters: 'h:' and 62 hex digits of the hash (248 bits).
		return strlen( $name ) <= 64 ? $name : 'h:' . substr( hash( 'sha256', $name ), 0, 62 );
	}

	/**
	 * Now, in seconds.
	 */
	private function now(): int {
		return null === $this->clock ? time() : ( $this->clock )();
	}
}
