<?php
/**
 * A per-session rate limit for the payment calls that cost the provider a
 * request (bot traffic).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed window: at most `limit` calls of one action per key (the cart
 * session, the user, or for a caller without either the address it calls
 * from) within `window` seconds. The count lives in a transient (the
 * object cache where a persistent one is installed), so it expires by
 * itself and needs no table. Two calls counted at the same instant may both
 * pass the last free slot: a limit against floods, not an exact counter.
 */
final class RateLimit {

	/** Transient prefix (the only write a refused call may leave). */
	public const PREFIX = 'vitrine_rate_';

	/**
	 * @param string $action Name of what is limited, e.g. "create_order".
	 * @param int    $limit  Calls allowed per window (≥ 1).
	 * @param int    $window Window in seconds (≥ 1).
	 */
	public function __construct(
		public readonly string $action,
		public readonly int $limit,
		public readonly int $window
	) {}

	/**
	 * The limit of create_order: 30 per 10 minutes and session, filterable
	 * (`vitrine_create_order_rate_limit`, an array {limit, window}). A real
	 * shopper creates one provider order per click on a payment button;
	 * thirty in ten minutes is far beyond cancelling and retrying by hand.
	 */
	public static function create_order(): self {
		/**
		 * Filters the create_order rate limit.
		 *
		 * @param array{limit: int, window: int} $limit Calls per window (seconds).
		 */
		$limit = apply_filters(
			'vitrine_create_order_rate_limit',
			array(
				'limit'  => 30,
				'window' => 600,
			)
		);
		$limit = is_array( $limit ) ? $limit : array();
		return new self(
			'create_order',
			max( 1, min( 100000, (int) ( $limit['limit'] ?? 30 ) ) ),
			max( 1, min( DAY_IN_SECONDS, (int) ( $limit['window'] ?? 600 ) ) )
		);
	}

	/**
	 * Counts a call of `key` and tells whether it is within the limit (a
	 * refused call is not counted, so waiting out the window always helps).
	 *
	 * @param string $key Cart session key, `user:{id}` or `ip:{address}`.
	 * @param int    $now Current time (seconds).
	 */
	public function hit( string $key, int $now ): bool {
		$name  = self::PREFIX . substr( hash( 'sha256', $this->action . '|' . $key ), 0, 32 );
		$entry = get_transient( $name );
		$start = is_array( $entry ) ? (int) ( $entry['start'] ?? 0 ) : 0;
		$count = is_array( $entry ) ? (int) ( $entry['count'] ?? 0 ) : 0;
		if ( $now - $start >= $this->window || $start > $now ) {
			$start = $now;
			$count = 0;
		}
		if ( $count >= $this->limit ) {
			return false;
		}
		set_transient(
			$name,
			array(
				'start' => $start,
				'count' => $count + 1,
			),
			max( 1, $start + $this->window - $now )
		);
		return true;
	}

	/**
	 * Seconds until the window of `key` ends (for Retry-After).
	 *
	 * @param string $key Key as in hit().
	 * @param int    $now Current time (seconds).
	 */
	public function retry_after( string $key, int $now ): int {
		$entry = get_transient( self::PREFIX . substr( hash( 'sha256', $this->action . '|' . $key ), 0, 32 ) );
		$start = is_array( $entry ) ? (int) ( $entry['start'] ?? $now ) : $now;
		return max( 1, min( $this->window, $start + $this->window - $now ) );
	}
}
