<?php
/**
 * How an event's date and time read on its page and in lists.
 *
 * @package Vitrine
 */

namespace Vitrine\Events;

defined( 'ABSPATH' ) || exit;

/**
 * The date line of an event, in the site's language:
 * "Samstag, 12. Dezember 2026, 19:00–22:00 Uhr", or "…, ganztägig" for an
 * all-day event. Pure apart from WordPress' translations: the formats are
 * strings of the text domain, the weekday and month names WordPress' own.
 */
final class EventDates {

	/**
	 * A stored date-time (`Y-m-d\TH:i`, site-local) as a date, or null.
	 *
	 * @param string        $value Stored value.
	 * @param \DateTimeZone $zone  Site time zone.
	 */
	public static function parse( string $value, \DateTimeZone $zone ): ?\DateTimeImmutable {
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d\TH:i', $value, $zone );
		return $date && $date->format( 'Y-m-d\TH:i' ) === $value ? $date : null;
	}

	/**
	 * The event's date line; '' when the start is not a date.
	 *
	 * @param string        $start   Stored start.
	 * @param string        $end     Stored end ('' for none; an end before the start counts as none).
	 * @param bool          $all_day Whether the event lasts whole days.
	 * @param \DateTimeZone $zone    Site time zone.
	 */
	public static function when( string $start, string $end, bool $all_day, \DateTimeZone $zone ): string {
		$from = self::parse( $start, $zone );
		if ( ! $from ) {
			return '';
		}
		$to       = self::parse( $end, $zone );
		$to       = $to && $to >= $from ? $to : null;
		$same_day = ! $to || $to->format( 'Y-m-d' ) === $from->format( 'Y-m-d' );
		if ( $all_day ) {
			return $same_day
				/* translators: %s: date, e.g. "Samstag, 12. Dezember 2026" */
				? sprintf( __( '%s, all day', 'vitrine' ), self::day( $from ) )
				/* translators: 1: first day, 2: last day */
				: sprintf( __( '%1$s – %2$s, all day', 'vitrine' ), self::day( $from ), self::day( $to ) );
		}
		if ( ! $to ) {
			/* translators: 1: date, 2: start time */
			return sprintf( __( '%1$s, %2$s', 'vitrine' ), self::day( $from ), self::time( $from ) );
		}
		if ( $same_day ) {
			/* translators: 1: date, 2: start time, 3: end time */
			return sprintf( __( '%1$s, %2$s–%3$s', 'vitrine' ), self::day( $from ), self::time( $from ), self::time( $to ) );
		}
		/* translators: 1: first date, 2: start time, 3: last date, 4: end time */
		return sprintf( __( '%1$s, %2$s – %3$s, %4$s', 'vitrine' ), self::day( $from ), self::time( $from ), self::day( $to ), self::time( $to ) );
	}

	/**
	 * A date with its weekday.
	 *
	 * @param \DateTimeImmutable $date Date.
	 */
	public static function day( \DateTimeImmutable $date ): string {
		/* translators: PHP date format of an event's day with weekday, see https://www.php.net/manual/datetime.format.php */
		return (string) wp_date( __( 'l, F j, Y', 'vitrine' ), $date->getTimestamp(), $date->getTimezone() );
	}

	/**
	 * A time of day.
	 *
	 * @param \DateTimeImmutable $date Date.
	 */
	public static function time( \DateTimeImmutable $date ): string {
		/* translators: PHP time format of an event's start and end, see https://www.php.net/manual/datetime.format.php */
		return (string) wp_date( __( 'g:i a', 'vitrine' ), $date->getTimestamp(), $date->getTimezone() );
	}
}
