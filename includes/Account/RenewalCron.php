<?php
/**
 * The daily check for subscriptions due for a manual renewal.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Store\Order;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Schedules a daily WP-cron event that runs Store::renew_due_subscriptions().
 * Sites with WP-cron switched off (like the local dev site) can call run()
 * directly, e.g. from a system cron through WP-CLI
 * (`wp eval 'Vitrine\Account\RenewalCron::run();'`).
 */
final class RenewalCron {

	public const HOOK = 'vitrine_renew_due_subscriptions';

	/**
	 * Hooks the event in and makes sure it is scheduled.
	 */
	public static function hook(): void {
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
		register_deactivation_hook( VITRINE_FILE, array( self::class, 'unschedule' ) );
	}

	/**
	 * Schedules the daily event once.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * Removes the event (plugin deactivation).
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Creates the renewal orders of the subscriptions that are due.
	 *
	 * @return Order[] The renewal orders created or still open.
	 */
	public static function run(): array {
		return Stores::get()->renew_due_subscriptions();
	}
}
