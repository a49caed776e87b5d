<?php
/**
 * An event as an iCalendar file.
 *
 * @package Vitrine
 */

namespace Vitrine\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the text/calendar answer of an event (RFC 5545): one VEVENT with
 * UID, DTSTAMP, DTSTART/DTEND, SUMMARY, LOCATION, DESCRIPTION and URL, lines
 * folded at 75 octets and ended by CRLF. Pure: everything comes in as
 * arguments.
 *
 * Times: in a site on Europe/Berlin (the shop's own zone) they are local
 * times with `TZID=Europe/Berlin` and the zone's VTIMEZONE, which RFC 5545
 * asks for with every TZID; in any other zone they are converted to UTC
 * (`…Z`), which every calendar reads without a zone definition. All-day
 * events are dates (`VALUE=DATE`) with an exclusive end, the day after the
 * last day. A timed event without an end has no DTEND, which RFC 5545
 * §3.6.1 reads as ending at its start.
 */
final class Ics {

	public const ZONE = 'Europe/Berlin';

	private const BERLIN = array(
		'BEGIN:VTIMEZONE',
		'TZID:Europe/Berlin',
		'BEGIN:DAYLIGHT',
		'TZOFFSETFROM:+0100',
		'TZOFFSETTO:+0200',
		'TZNAME:CEST',
		'DTSTART:19700329T020000',
		'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
		'END:DAYLIGHT',
		'BEGIN:STANDARD',
		'TZOFFSETFROM:+0200',
		'TZOFFSETTO:+0100',
		'TZNAME:CET',
		'DTSTART:19701025T030000',
		'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
		'END:STANDARD',
		'END:VTIMEZONE',
	);

	/**
	 * The whole calendar file.
	 *
	 * @param array{uid: string, start: string, end: string, all_day: bool, summary: string, location: string, description: string, url: string} $event Event data (dates as stored, `Y-m-d\TH:i`).
	 * @param \DateTimeZone                                                                                                                          $zone  Site time zone.
	 * @param \DateTimeImmutable                                                                                                                     $stamp When the file is made (DTSTAMP).
	 * @return string '' when the event has no valid start.
	 */
	public static function calendar( array $event, \DateTimeZone $zone, \DateTimeImmutable $stamp ): string {
		$start = EventDates::parse( $event['start'], $zone );
		if ( ! $start ) {
			return '';
		}
		$end = EventDates::parse( $event['end'], $zone );
		$end = $end && $end >= $start ? $end : null;
		$utc = new \DateTimeZone( 'UTC' );

		$berlin = ! $event['all_day'] && self::ZONE === $zone->getName();
		$lines  = array( 'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Vitrine//Veranstaltungen//DE', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH' );
		if ( $berlin ) {
			$lines = array_merge( $lines, self::BERLIN );
		}
		$lines[] = 'BEGIN:VEVENT';
		$lines[] = 'UID:' . self::text( $event['uid'] );
		$lines[] = 'DTSTAMP:' . $stamp->setTimezone( $utc )->format( 'Ymd\THis\Z' );
		if ( $event['all_day'] ) {
			$last    = $end ?? $start;
			$lines[] = 'DTSTART;VALUE=DATE:' . $start->format( 'Ymd' );
			$lines[] = 'DTEND;VALUE=DATE:' . $last->modify( '+1 day' )->format( 'Ymd' );
		} else {
			foreach ( array( 'DTSTART' => $start, 'DTEND' => $end ) as $name => $time ) {
				if ( null === $time ) {
					continue;
				}
				$lines[] = $berlin
					? $name . ';TZID=' . self::ZONE . ':' . $time->format( 'Ymd\THis' )
					: $name . ':' . $time->setTimezone( $utc )->format( 'Ymd\THis\Z' );
			}
		}
		$lines[] = 'SUMMARY:' . self::text( $event['summary'] );
		if ( '' !== $event['location'] ) {
			$lines[] = 'LOCATION:' . self::text( $event['location'] );
		}
		if ( '' !== $event['description'] ) {
			$lines[] = 'DESCRIPTION:' . self::text( $event['description'] );
		}
		if ( '' !== $event['url'] ) {
			$lines[] = 'URL:' . str_replace( array( "\r", "\n" ), '', $event['url'] );
		}
		$lines[] = 'END:VEVENT';
		$lines[] = 'END:VCALENDAR';
		return implode( '', array_map( static fn( string $line ): string => self::fold( $line ) . "\r\n", $lines ) );
	}

	/**
	 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma
	 * escaped, line breaks as `\n`, other control characters dropped.
	 *
	 * @param string $value Plain text.
	 */
	public static function text( string $value ): string {
		$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
		$value = str_replace( array( '\\', ';', ',', "\n" ), array( '\\\\', '\\;', '\\,', '\\n' ), $value );
		return (string) preg_replace( '/[\x00-\x08\x0B-\x1F\x7F]/', '', $value );
	}

	/**
	 * Folds a content line (RFC 5545 §3.1): at most 75 octets per line,
	 * continuation lines start with one space, and a UTF-8 character is
	 * never split.
	 *
	 * @param string $line One unfolded line, without its line break.
	 */
	public static function fold( string $line ): string {
		$parts = array();
		$limit = 75;
		while ( strlen( $line ) > $limit ) {
			$cut = $limit;
			// Step back over continuation bytes (10xxxxxx) to a character's first byte.
			while ( $cut > 0 && ( ord( $line[ $cut ] ) & 0xC0 ) === 0x80 ) {
				--$cut;
			}
			$parts[] = substr( $line, 0, $cut );
			$line    = substr( $line, $cut );
			$limit   = 74; // The leading space counts.
		}
		$parts[] = $line;
		return implode( "\r\n ", $parts );
	}
}
