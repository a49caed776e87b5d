<?php
/**
 * When a subscription is paid for the first time (§3.3).
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * Pure date rules: trial end, synchronised renewal day, month ends and leap
 * years. All dates are calendar dates (midnight) in the shop's time zone.
 */
final class SubscriptionSchedule {

	/**
	 * Days of a month.
	 *
	 * @param int $year  Year.
	 * @param int $month Month 1–12.
	 */
	public static function days_in_month( int $year, int $month ): int {
		return (int) ( new DateTimeImmutable( sprintf( '%04d-%02d-01', $year, $month ) ) )->format( 't' );
	}

	/**
	 * Adds whole periods; months and years that lack the day end on their
	 * last day (31 January + 1 month = 28 or 29 February), as a shopper would
	 * expect, instead of PHP's overflow into the next month.
	 *
	 * @param DateTimeImmutable $date   Start.
	 * @param int               $count  How many periods.
	 * @param string            $period day, week, month or year.
	 */
	public static function add( DateTimeImmutable $date, int $count, string $period ): DateTimeImmutable {
		switch ( $period ) {
			case 'day':
				return $date->modify( sprintf( '+%d days', $count ) );
			case 'week':
				return $date->modify( sprintf( '+%d days', 7 * $count ) );
			case 'month':
			case 'year':
				$months = 'year' === $period ? 12 * $count : $count;
				$index  = (int) $date->format( 'Y' ) * 12 + (int) $date->format( 'n' ) - 1 + $months;
				$year   = intdiv( $index, 12 );
				$month  = $index % 12 + 1;
				$day    = min( (int) $date->format( 'j' ), self::days_in_month( $year, $month ) );
				return $date->setDate( $year, $month, $day );
		}
		throw new \InvalidArgumentException( 'Unknown period.' );
	}

	/**
	 * The date of the first payment after signing up on a date: the end of
	 * the trial, moved on to the next synchronised renewal day if the plan
	 * has one. Equal to the sign-up date when it is paid at checkout.
	 *
	 * @param DateTimeImmutable $signup Sign-up date.
	 * @param SubscriptionPlan  $plan   Terms.
	 */
	public static function first_payment( DateTimeImmutable $signup, SubscriptionPlan $plan ): DateTimeImmutable {
		$start = $signup->setTime( 0, 0 );
		if ( $plan->has_trial() ) {
			$start = self::add( $start, $plan->trial_length, $plan->trial_period );
		}
		if ( null === $plan->sync_day ) {
			return $start;
		}
		return self::next_sync_day( $start, $plan->period, $plan->sync_day );
	}

	/**
	 * The payment date after a renewal was paid: one interval after the
	 * current payment date. Monthly and yearly plans keep their day (the
	 * synchronised day, or else the day of the first payment), so a
	 * subscription first paid on 31 January renews on 28/29 February and
	 * again on 31 March instead of drifting to the 28th (§3.3).
	 *
	 * @param DateTimeImmutable $current Payment date that was paid.
	 * @param SubscriptionPlan  $plan    Terms.
	 * @param DateTimeImmutable $first   Date of the first payment (gives the day to keep).
	 */
	public static function next_payment_after( DateTimeImmutable $current, SubscriptionPlan $plan, DateTimeImmutable $first ): DateTimeImmutable {
		$next = self::add( $current->setTime( 0, 0 ), $plan->interval, $plan->period );
		if ( 'month' !== $plan->period && 'year' !== $plan->period ) {
			return $next;
		}
		if ( null !== $plan->sync_day ) {
			$day = 'year' === $plan->period ? $plan->sync_day % 100 : $plan->sync_day;
		} else {
			$day = (int) $first->format( 'j' );
		}
		$year  = (int) $next->format( 'Y' );
		$month = (int) $next->format( 'n' );
		return $next->setDate( $year, $month, min( $day, self::days_in_month( $year, $month ) ) );
	}

	/**
	 * The first renewal day on or after a date.
	 *
	 * @param DateTimeImmutable $from     Earliest date.
	 * @param string            $period   week, month or year.
	 * @param int               $sync_day See SubscriptionPlan.
	 */
	private static function next_sync_day( DateTimeImmutable $from, string $period, int $sync_day ): DateTimeImmutable {
		$year  = (int) $from->format( 'Y' );
		$month = (int) $from->format( 'n' );
		switch ( $period ) {
			case 'week':
				$ahead = ( $sync_day - (int) $from->format( 'N' ) + 7 ) % 7;
				return $from->modify( sprintf( '+%d days', $ahead ) );
			case 'month':
				$candidate = $from->setDate( $year, $month, min( $sync_day, self::days_in_month( $year, $month ) ) );
				if ( $candidate < $from ) {
					$index     = $year * 12 + $month; // The next month, zero-based.
					$year      = intdiv( $index, 12 );
					$month     = $index % 12 + 1;
					$candidate = $from->setDate( $year, $month, min( $sync_day, self::days_in_month( $year, $month ) ) );
				}
				return $candidate;
			case 'year':
				$sync_month = intdiv( $sync_day, 100 );
				$sync_date  = $sync_day % 100;
				$candidate  = $from->setDate( $year, $sync_month, min( $sync_date, self::days_in_month( $year, $sync_month ) ) );
				if ( $candidate < $from ) {
					++$year;
					$candidate = $from->setDate( $year, $sync_month, min( $sync_date, self::days_in_month( $year, $sync_month ) ) );
				}
				return $candidate;
		}
		return $from;
	}

	/**
	 * The first-payment text of a variation (§3.3 `first_payment_html`):
	 * empty when the first payment is made at checkout.
	 *
	 * @param DateTimeImmutable $signup Sign-up date (today, in the shop's time zone).
	 * @param SubscriptionPlan  $plan   Terms.
	 */
	public static function first_payment_html( DateTimeImmutable $signup, SubscriptionPlan $plan ): string {
		$first = self::first_payment( $signup, $plan );
		if ( $first->format( 'Y-m-d' ) === $signup->format( 'Y-m-d' ) ) {
			return '';
		}
		return sprintf(
			'<span class="vitrine-first-payment">%s</span>',
			esc_html(
				sprintf(
					/* translators: %s: date of the first payment, e.g. 1. Dezember 2026 */
					__( 'First payment: %s', 'vitrine' ),
					wp_date( get_option( 'date_format' ), $first->getTimestamp(), $first->getTimezone() )
				)
			)
		);
	}
}
