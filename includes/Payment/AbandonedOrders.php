<?php
/**
 * Cancels payment attempts that were never completed.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Store\Claims;
use Vitrine\Store\Store;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * An order is created pending, with its stock taken, before the payer sees
 * the provider's window (Capture, step 1). A payer who closes it leaves the
 * order pending and the stock held. A WP-cron event every quarter of an hour
 * cancels the pending orders untouched for longer than the hold time the
 * owner sets (option `vitrine_hold_minutes`, default 60; 0 switches it
 * off), which gives their stock back.
 *
 * Left alone: bank transfers (they wait for the money, however long it
 * takes; the spec sets no hold time for them), orders on hold (the cash
 * voucher), renewal orders (they wait for their customer) and any order
 * paid meanwhile. Each order is cancelled under the claim of its payment
 * attempt, the one Capture holds while it talks to the provider: a capture
 * in flight makes the job pass the order by, and a capture that comes
 * after it reads the order again under that claim and finds it cancelled.
 * The cancelling itself is a compare-and-set from pending
 * (Store::cancel_unpaid_order()), so the stock comes back exactly once.
 */
final class AbandonedOrders {

	public const HOOK = 'vitrine_cancel_abandoned_orders';

	public const OPTION = 'vitrine_hold_minutes';

	public const DEFAULT_MINUTES = 60;

	/** The cron schedule's name and interval. */
	public const SCHEDULE = 'vitrine_quarter_hour';

	private const INTERVAL = 15 * MINUTE_IN_SECONDS;

	/** Seconds the job holds an order's claim (it only writes to the database). */
	private const CLAIM_TTL = 30;

	/**
	 * Hooks the event in and makes sure it is scheduled.
	 */
	public static function hook(): void {
		add_filter( 'cron_schedules', array( self::class, 'schedules' ) );
		add_action( self::HOOK, array( self::class, 'cron' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
		register_deactivation_hook( VITRINE_FILE, array( self::class, 'unschedule' ) );
	}

	/**
	 * `cron_schedules`: every quarter of an hour.
	 *
	 * @param mixed $schedules Schedules so far.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public static function schedules( $schedules ): array {
		$schedules                   = is_array( $schedules ) ? $schedules : array();
		$schedules[ self::SCHEDULE ] = array(
			'interval' => self::INTERVAL,
			'display'  => __( 'Every 15 minutes', 'vitrine' ),
		);
		return $schedules;
	}

	/**
	 * Schedules the event once.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + self::INTERVAL, self::SCHEDULE, self::HOOK );
		}
	}

	/**
	 * Removes the event (plugin deactivation).
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * The hold time in minutes the owner set (0: never cancel).
	 */
	public static function hold_minutes(): int {
		$value = get_option( self::OPTION, self::DEFAULT_MINUTES );
		return is_numeric( $value ) ? max( 0, (int) $value ) : self::DEFAULT_MINUTES;
	}

	/**
	 * The cron event's callback.
	 */
	public static function cron(): void {
		self::run( Stores::get(), new Claims() );
	}

	/**
	 * Cancels the abandoned orders.
	 *
	 * @param Store    $store  The shop.
	 * @param Claims   $claims Claims (Capture's).
	 * @param int|null $now    Seconds since the epoch (tests move time).
	 * @return int[] The orders this run cancelled.
	 */
	public static function run( Store $store, Claims $claims, ?int $now = null ): array {
		$minutes = self::hold_minutes();
		if ( 0 === $minutes ) {
			return array();
		}
		$before    = gmdate( 'Y-m-d H:i:s', ( $now ?? time() ) - $minutes * MINUTE_IN_SECONDS );
		$cancelled = array();
		foreach ( $store->abandoned_orders( $before, array( Ids::GATEWAY_BANK_TRANSFER ) ) as $order_id ) {
			$order = $store->order( $order_id );
			if ( ! $order ) {
				continue;
			}
			$claim = Capture::claim_name( $order->id, $order->payment_attempt );
			if ( ! $claims->claim( $claim, self::CLAIM_TTL ) ) {
				// A capture is talking to the provider: the next run looks again.
				continue;
			}
			try {
				if ( $store->cancel_unpaid_order( $order->id ) ) {
					$cancelled[] = $order->id;
				}
			} finally {
				$claims->release( $claim );
			}
		}
		return $cancelled;
	}
}
