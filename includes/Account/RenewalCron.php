<?php
/**
 * The daily renewal job: automatic renewals, then manual ones.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Payment\Services;
use Vitrine\Payment\Subscriptions\Renewals;
use Vitrine\Store\Order;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Schedules a daily WP-cron event that first renews the subscriptions with
 * a saved method of their owner automatically (Payment\Subscriptions\Renewals:
 * the saved method charged once per period, declined → on hold), then gives
 * the others their manual renewal order (Store::renew_due_subscriptions()).
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
		add_action( self::HOOK, array( self::class, 'cron' ) );
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
	 * The cron event's callback (do_action passes an empty string when it
	 * has no arguments, so run() is not hooked directly).
	 */
	public static function cron(): void {
		self::run();
	}

	/**
	 * Renews the subscriptions that are due: automatically where a saved
	 * method is on file, else by a manual renewal order.
	 *
	 * @param Renewals|null $renewals The automatic renewals (tests give one over their emulator).
	 * @return Order[] The manual renewal orders created or still open.
	 */
	public static function run( ?Renewals $renewals = null ): array {
		$renewals ??= self::renewals();
		$renewals->run();
		return Stores::get()->renew_due_subscriptions();
	}

	/**
	 * The automatic renewals of the configured provider environment.
	 */
	public static function renewals(): Renewals {
		$services = Services::from_settings();
		return new Renewals( $services->store, $services->orders, $services->capture );
	}
}
