<?php
/**
 * The billing terms of a subscription product or variation.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable value object; invalid terms are refused when it is made.
 */
final class SubscriptionPlan {

	public const PERIODS = array( 'day', 'week', 'month', 'year' );

	/**
	 * @param string   $period       Billing period: day, week, month or year.
	 * @param int      $interval     Every how many periods (1 or more).
	 * @param int      $trial_length Free trial length, 0 for none.
	 * @param string   $trial_period Unit of the trial: day, week, month or year.
	 * @param int|null $sync_day     Synchronised renewal: day of month (1–31) for monthly plans,
	 *                               ISO weekday (1 = Monday … 7) for weekly plans, day of year
	 *                               as MMDD (e.g. 229 for 29 February) for yearly plans; null for none.
	 * @throws \InvalidArgumentException When a value is out of range.
	 */
	public function __construct(
		public readonly string $period,
		public readonly int $interval = 1,
		public readonly int $trial_length = 0,
		public readonly string $trial_period = 'day',
		public readonly ?int $sync_day = null,
	) {
		if ( ! in_array( $period, self::PERIODS, true ) || ! in_array( $trial_period, self::PERIODS, true ) ) {
			throw new \InvalidArgumentException( 'Unknown subscription period.' );
		}
		if ( $interval < 1 || $trial_length < 0 ) {
			throw new \InvalidArgumentException( 'Interval must be at least 1 and the trial not negative.' );
		}
		if ( null !== $sync_day && ! self::valid_sync_day( $period, $sync_day ) ) {
			throw new \InvalidArgumentException( 'Synchronised renewal day does not fit the period.' );
		}
	}

	/**
	 * Whether a renewal day fits a period.
	 *
	 * @param string $period   Billing period.
	 * @param int    $sync_day Day as described in the constructor.
	 */
	private static function valid_sync_day( string $period, int $sync_day ): bool {
		switch ( $period ) {
			case 'week':
				return $sync_day >= 1 && $sync_day <= 7;
			case 'month':
				return $sync_day >= 1 && $sync_day <= 31;
			case 'year':
				$month = intdiv( $sync_day, 100 );
				$day   = $sync_day % 100;
				return $month >= 1 && $month <= 12 && $day >= 1 && $day <= SubscriptionSchedule::days_in_month( 2024, $month );
		}
		return false;
	}

	/**
	 * Whether the plan starts with a free trial.
	 */
	public function has_trial(): bool {
		return $this->trial_length > 0;
	}
}
