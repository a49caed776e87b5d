<?php
/**
 * First payment dates of subscriptions (§3.3): trials, synchronised renewal
 * days, month ends and leap years.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use DateTimeImmutable;
use DateTimeZone;
use InvalidArgumentException;
use Vitrine\Store\SubscriptionPlan;
use Vitrine\Store\SubscriptionSchedule;
use Vitrine\Tests\TestCase;

/**
 * Pure date rules, plus the German text the product page shows.
 */
final class SubscriptionScheduleTest extends TestCase {

	/**
	 * A date in the shop's time zone.
	 *
	 * @param string $ymd Y-m-d.
	 */
	private static function day( string $ymd ): DateTimeImmutable {
		return new DateTimeImmutable( $ymd . ' 15:30:00', new DateTimeZone( 'Europe/Berlin' ) );
	}

	/**
	 * @dataProvider first_payments
	 *
	 * @param string           $signup   Sign-up date.
	 * @param SubscriptionPlan $plan     Terms.
	 * @param string           $expected First payment date.
	 */
	public function test_first_payment_date( string $signup, SubscriptionPlan $plan, string $expected ): void {
		$this->assertSame(
			$expected,
			SubscriptionSchedule::first_payment( self::day( $signup ), $plan )->format( 'Y-m-d' )
		);
	}

	/**
	 * Sign-up date, plan, expected first payment.
	 *
	 * @return array<string, array{0: string, 1: SubscriptionPlan, 2: string}>
	 */
	public static function first_payments(): array {
		return array(
			'no trial, no sync: paid at checkout'      => array( '2026-11-22', new SubscriptionPlan( 'month' ), '2026-11-22' ),
			'14-day free trial'                        => array( '2026-11-22', new SubscriptionPlan( 'month', 1, 14, 'day' ), '2026-12-06' ),
			'trial across the year end'                => array( '2026-12-25', new SubscriptionPlan( 'month', 1, 2, 'week' ), '2027-01-08' ),
			'1-month trial from 31 January, leap year' => array( '2028-01-31', new SubscriptionPlan( 'month', 1, 1, 'month' ), '2028-02-29' ),
			'1-month trial from 31 January'            => array( '2027-01-31', new SubscriptionPlan( 'month', 1, 1, 'month' ), '2027-02-28' ),
			'1-year trial from 29 February'            => array( '2028-02-29', new SubscriptionPlan( 'year', 1, 1, 'year' ), '2029-02-28' ),
			'monthly sync on the 1st'                  => array( '2026-11-22', new SubscriptionPlan( 'month', 1, 0, 'day', 1 ), '2026-12-01' ),
			'monthly sync later this month'            => array( '2026-11-22', new SubscriptionPlan( 'month', 1, 0, 'day', 28 ), '2026-11-28' ),
			'monthly sync today'                       => array( '2026-11-22', new SubscriptionPlan( 'month', 1, 0, 'day', 22 ), '2026-11-22' ),
			'sync on the 31st in a 30-day month'       => array( '2026-11-22', new SubscriptionPlan( 'month', 1, 0, 'day', 31 ), '2026-11-30' ),
			'sync on the 31st reaching February'       => array( '2027-02-01', new SubscriptionPlan( 'month', 1, 0, 'day', 31 ), '2027-02-28' ),
			'sync on the 30th in a leap February'      => array( '2028-02-10', new SubscriptionPlan( 'month', 1, 0, 'day', 30 ), '2028-02-29' ),
			'sync passed, next month is shorter'       => array( '2027-01-31', new SubscriptionPlan( 'month', 1, 0, 'day', 30 ), '2027-02-28' ),
			'sync after the trial ends'                => array( '2026-11-22', new SubscriptionPlan( 'month', 1, 14, 'day', 1 ), '2027-01-01' ),
			'weekly sync on Monday'                    => array( '2026-11-22', new SubscriptionPlan( 'week', 1, 0, 'day', 1 ), '2026-11-23' ),
			'weekly sync on the same weekday'          => array( '2026-11-22', new SubscriptionPlan( 'week', 1, 0, 'day', 7 ), '2026-11-22' ),
			'yearly sync on 1 January'                 => array( '2026-11-22', new SubscriptionPlan( 'year', 1, 0, 'day', 101 ), '2027-01-01' ),
			'yearly sync on 29 February, common year'  => array( '2026-11-22', new SubscriptionPlan( 'year', 1, 0, 'day', 229 ), '2027-02-28' ),
			'yearly sync on 29 February, leap year'    => array( '2027-11-22', new SubscriptionPlan( 'year', 1, 0, 'day', 229 ), '2028-02-29' ),
		);
	}

	public function test_adding_months_keeps_the_day_or_ends_on_the_last_day(): void {
		$this->assertSame( '2026-03-31', SubscriptionSchedule::add( self::day( '2025-12-31' ), 3, 'month' )->format( 'Y-m-d' ) );
		$this->assertSame( '2027-02-28', SubscriptionSchedule::add( self::day( '2026-12-31' ), 2, 'month' )->format( 'Y-m-d' ) );
		$this->assertSame( '2026-01-15', SubscriptionSchedule::add( self::day( '2025-01-15' ), 12, 'month' )->format( 'Y-m-d' ) );
	}

	/**
	 * @dataProvider invalid_plans
	 *
	 * @param array<int, mixed> $args Constructor arguments.
	 */
	public function test_invalid_terms_are_refused( array $args ): void {
		$this->expectException( InvalidArgumentException::class );
		new SubscriptionPlan( ...$args );
	}

	/**
	 * Terms that do not make sense.
	 *
	 * @return array<string, array{0: array<int, mixed>}>
	 */
	public static function invalid_plans(): array {
		return array(
			'unknown period'         => array( array( 'fortnight' ) ),
			'zero interval'          => array( array( 'month', 0 ) ),
			'negative trial'         => array( array( 'month', 1, -1 ) ),
			'unknown trial period'   => array( array( 'month', 1, 3, 'hour' ) ),
			'weekday 8'              => array( array( 'week', 1, 0, 'day', 8 ) ),
			'day 32'                 => array( array( 'month', 1, 0, 'day', 32 ) ),
			'30 February'            => array( array( 'year', 1, 0, 'day', 230 ) ),
			'month 13'               => array( array( 'year', 1, 0, 'day', 1301 ) ),
			'daily plans never sync' => array( array( 'day', 1, 0, 'day', 1 ) ),
		);
	}

	public function test_first_payment_html_is_german_and_empty_when_paid_at_checkout(): void {
		$trial = new SubscriptionPlan( 'month', 1, 14, 'day' );
		$this->assertSame(
			'<span class="vitrine-first-payment">Erste Zahlung: 6. Dezember 2026</span>',
			SubscriptionSchedule::first_payment_html( self::day( '2026-11-22' ), $trial )
		);
		$this->assertSame( '', SubscriptionSchedule::first_payment_html( self::day( '2026-11-22' ), new SubscriptionPlan( 'month' ) ) );
	}
}
