<?php
/**
 * Tests of the event pages: the German date line, the
 * calendar file and the blocks of the single event template and the list.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Events;

use Vitrine\Events\EventDates;
use Vitrine\Events\EventPages;
use Vitrine\Events\Ics;
use Vitrine\Events\PostType;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Events\EventDates
 * @covers \Vitrine\Events\Ics
 * @covers \Vitrine\Events\EventPages
 * @covers \Vitrine\Events\EventView
 */
final class EventPagesTest extends TestCase {

	/**
	 * The shop's zone.
	 */
	private static function berlin(): \DateTimeZone {
		return new \DateTimeZone( 'Europe/Berlin' );
	}

	/**
	 * Sample event data of the calendar file.
	 *
	 * @param array<string, mixed> $changes Changed fields.
	 * @return array{uid: string, start: string, end: string, all_day: bool, summary: string, location: string, description: string, url: string}
	 */
	private static function ics_event( array $changes = array() ): array {
		return array_merge(
			array(
				'uid'         => 'vitrine-event-7@example.org',
				'start'       => '2026-12-12T19:00',
				'end'         => '2026-12-12T22:00',
				'all_day'     => false,
				'summary'     => 'Adventsmarkt',
				'location'    => 'Marktplatz',
				'description' => 'Glühwein, Musik',
				'url'         => 'http://example.org/veranstaltung/adventsmarkt/',
			),
			$changes
		);
	}

	/**
	 * A timed event: "Samstag, 12. Dezember 2026, 19:00–22:00 Uhr".
	 */
	public function test_a_timed_event_reads_as_german_weekday_date_and_time_span(): void {
		$this->assertSame( 'Samstag, 12. Dezember 2026, 19:00–22:00 Uhr', EventDates::when( '2026-12-12T19:00', '2026-12-12T22:00', false, self::berlin() ) );
	}

	/**
	 * All-day events say "ganztägig" and no time.
	 */
	public function test_an_all_day_event_reads_ganztaegig_without_a_time(): void {
		$this->assertSame( 'Sonntag, 1. März 2026, ganztägig', EventDates::when( '2026-03-01T00:00', '', true, self::berlin() ) );
		$this->assertSame( 'Freitag, 1. Mai 2026 – Sonntag, 3. Mai 2026, ganztägig', EventDates::when( '2026-05-01T00:00', '2026-05-03T00:00', true, self::berlin() ) );
	}

	/**
	 * Events over midnight name both days; no end, or an end before the
	 * start, shows only the start; an unreadable start shows nothing.
	 */
	public function test_multi_day_missing_and_broken_dates(): void {
		$this->assertSame( 'Samstag, 12. Dezember 2026, 22:00 Uhr – Sonntag, 13. Dezember 2026, 02:00 Uhr', EventDates::when( '2026-12-12T22:00', '2026-12-13T02:00', false, self::berlin() ) );
		$this->assertSame( 'Samstag, 12. Dezember 2026, 19:00 Uhr', EventDates::when( '2026-12-12T19:00', '', false, self::berlin() ) );
		$this->assertSame( 'Samstag, 12. Dezember 2026, 19:00 Uhr', EventDates::when( '2026-12-12T19:00', '2026-12-12T18:00', false, self::berlin() ) );
		$this->assertSame( '', EventDates::when( '2026-13-45T99:00', '', false, self::berlin() ) );
		$this->assertSame( '', EventDates::when( '', '', true, self::berlin() ) );
	}

	/**
	 * The file is a VCALENDAR with one VEVENT carrying the event's title,
	 * place, description and link, local times with TZID=Europe/Berlin and
	 * the zone's definition.
	 */
	public function test_ics_has_a_vevent_with_berlin_times(): void {
		$ics = Ics::calendar( self::ics_event(), self::berlin(), new \DateTimeImmutable( '2026-11-24 10:30:00', new \DateTimeZone( 'UTC' ) ) );
		$this->assertStringStartsWith( "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n", $ics );
		$this->assertStringEndsWith( "END:VEVENT\r\nEND:VCALENDAR\r\n", $ics );
		$this->assertSame( 1, substr_count( $ics, 'BEGIN:VEVENT' ) );
		$this->assertStringContainsString( "BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n", $ics );
		foreach ( array(
			'UID:vitrine-event-7@example.org',
			'DTSTAMP:20261124T103000Z',
			'DTSTART;TZID=Europe/Berlin:20261212T190000',
			'DTEND;TZID=Europe/Berlin:20261212T220000',
			'SUMMARY:Adventsmarkt',
			'LOCATION:Marktplatz',
			'DESCRIPTION:Glühwein\, Musik',
			'URL:http://example.org/veranstaltung/adventsmarkt/',
		) as $line ) {
			$this->assertStringContainsString( "\r\n" . $line . "\r\n", $ics );
		}
		$this->assertSame( 0, preg_match( "/(?<!\r)\n/", $ics ), 'every line ends with CRLF' );
	}

	/**
	 * All-day events are dates with an exclusive end (the day after).
	 */
	public function test_ics_all_day_events_are_dates_with_an_exclusive_end(): void {
		$ics = Ics::calendar( self::ics_event( array( 'all_day' => true, 'start' => '2026-12-31T00:00', 'end' => '2027-01-01T00:00' ) ), self::berlin(), new \DateTimeImmutable() );
		$this->assertStringContainsString( "\r\nDTSTART;VALUE=DATE:20261231\r\n", $ics );
		$this->assertStringContainsString( "\r\nDTEND;VALUE=DATE:20270102\r\n", $ics );
		$this->assertStringNotContainsString( 'TZID', $ics );
	}

	/**
	 * Outside Berlin the times are UTC; a start that is no date gives no file.
	 */
	public function test_ics_outside_berlin_uses_utc_and_refuses_no_start(): void {
		$ics = Ics::calendar( self::ics_event(), new \DateTimeZone( 'America/New_York' ), new \DateTimeImmutable() );
		$this->assertStringContainsString( "\r\nDTSTART:20261213T000000Z\r\n", $ics );
		$this->assertStringNotContainsString( 'VTIMEZONE', $ics );
		$this->assertSame( '', Ics::calendar( self::ics_event( array( 'start' => 'bald' ) ), self::berlin(), new \DateTimeImmutable() ) );
	}

	/**
	 * Text values escape backslash, semicolon, comma and line breaks.
	 */
	public function test_ics_text_is_escaped(): void {
		$this->assertSame( 'a\\\\b\\;c\\,d\\ne\\nf', Ics::text( "a\\b;c,d\r\ne\nf" ) );
	}

	/**
	 * Lines longer than 75 octets are folded with CRLF + space, without
	 * splitting a UTF-8 character, and unfold to the original.
	 */
	public function test_ics_lines_fold_at_75_octets_without_splitting_characters(): void {
		$line   = 'DESCRIPTION:' . str_repeat( 'Grüße aus Köln – ', 12 );
		$folded = Ics::fold( $line );
		foreach ( explode( "\r\n", $folded ) as $i => $part ) {
			$this->assertLessThanOrEqual( 75, strlen( $part ) );
			$this->assertTrue( mb_check_encoding( $part, 'UTF-8' ), 'part ' . $i . ' is whole UTF-8' );
			if ( $i > 0 ) {
				$this->assertSame( ' ', $part[0] );
			}
		}
		$this->assertGreaterThan( 2, substr_count( $folded, "\r\n " ) );
		$this->assertSame( $line, str_replace( "\r\n ", '', $folded ) );
		$this->assertSame( 'SUMMARY:kurz', Ics::fold( 'SUMMARY:kurz' ) );
	}

	/**
	 * The calendar file of a stored event: place, excerpt, permalink, UID.
	 */
	public function test_the_ics_of_a_stored_event_carries_its_fields(): void {
		$post = $this->create_post(
			array(
				'post_type'    => PostType::NAME,
				'post_title'   => 'Jazz im Hof',
				'post_excerpt' => 'Open Air; bei Regen im Saal.',
				'meta_input'   => array(
					'vitrine_start' => '2026-07-04T20:00',
					'vitrine_end'   => '2026-07-04T23:30',
					'vitrine_place' => 'Hof, Gartenstraße 5',
				),
			)
		);
		$ics = EventPages::ics( $post );
		$this->assertStringContainsString( "\r\nUID:vitrine-event-" . $post->ID . '@', $ics );
		$this->assertStringContainsString( "\r\nSUMMARY:Jazz im Hof\r\n", $ics );
		$this->assertStringContainsString( "\r\nLOCATION:Hof\\, Gartenstraße 5\r\n", $ics );
		$this->assertStringContainsString( "\r\nDESCRIPTION:Open Air\\; bei Regen im Saal.\r\n", $ics );
		$this->assertStringContainsString( "\r\nDTEND;TZID=Europe/Berlin:20260704T233000\r\n", $ics );
		$this->assertStringContainsString( "\r\nURL:" . get_permalink( $post ) . "\r\n", $ics );
	}

	/**
	 * Runs the main query of a request for a URL of this site, as WordPress
	 * does before `template_redirect`, and returns the calendar answer.
	 *
	 * @param string $url URL on this site.
	 * @return array{status: int, headers: array<string, string>, body: string}|null
	 */
	private static function ics_request( string $url ): ?array {
		$parts                  = wp_parse_url( $url );
		$_SERVER['REQUEST_URI'] = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		$_GET                   = array();
		parse_str( $parts['query'] ?? '', $_GET );
		$GLOBALS['wp']->parse_request();
		$GLOBALS['wp']->query_posts();
		$GLOBALS['wp']->register_globals();
		return EventPages::ics_answer();
	}

	/**
	 * The calendar file is answered at `/veranstaltung/{slug}/ics/` and at
	 * `?ics=1`: a 200 of `text/calendar; charset=utf-8`, a VCALENDAR with a
	 * whole VEVENT in CRLF lines of at most 75 octets; an all-day event's dates
	 * are dates. Other pages are not answered.
	 */
	public function test_the_calendar_file_is_answered_at_its_urls(): void {
		$server = $_SERVER['REQUEST_URI'] ?? null;
		$get    = $_GET;
		flush_rewrite_rules( false );
		$timed   = $this->create_post(
			array(
				'post_type'    => PostType::NAME,
				'post_name'    => 'ics-konzert',
				'post_title'   => 'Konzert im Hof',
				'post_excerpt' => str_repeat( 'Ein langer Abend mit Musik, Lesung und Gästen. ', 4 ),
				'meta_input'   => array(
					'vitrine_start' => '2026-12-12T18:00',
					'vitrine_end'   => '2026-12-12T20:00',
					'vitrine_place' => 'Hof',
				),
			)
		);
		$all_day = $this->create_post(
			array(
				'post_type'  => PostType::NAME,
				'post_name'  => 'ics-markt',
				'post_title' => 'Markt',
				'meta_input' => array(
					'vitrine_start'   => '2026-12-13T00:00',
					'vitrine_all_day' => true,
				),
			)
		);
		try {
			$this->assertStringEndsWith( '/veranstaltung/ics-konzert/ics/', EventPages::ics_url( $timed->ID ) );
			foreach ( array( EventPages::ics_url( $timed->ID ), add_query_arg( 'ics', '1', get_permalink( $timed ) ) ) as $url ) {
				$answer = self::ics_request( $url );
				$this->assertNotNull( $answer, $url );
				$this->assertSame( 200, $answer['status'], $url );
				$this->assertMatchesRegularExpression( '/^text\/calendar; charset=utf-8/', $answer['headers']['Content-Type'], $url );
				$body = $answer['body'];
				$this->assertStringStartsWith( "BEGIN:VCALENDAR\r\n", $body, $url );
				$this->assertStringEndsWith( "END:VCALENDAR\r\n", $body, $url );
				$this->assertSame( 0, preg_match( "/[^\r]\n/", $body ), $url . ': every line ends with CRLF' );
				$this->assertStringContainsString( "\r\n ", $body, $url . ': the long description is folded' );
				foreach ( explode( "\r\n", $body ) as $line ) {
					$this->assertLessThanOrEqual( 75, strlen( $line ), $url . ': ' . $line );
				}
				$lines = explode( "\r\n", (string) preg_replace( "/\r\n /", '', $body ) );
				foreach ( array( 'UID:vitrine-event-', 'DTSTAMP:', 'DTSTART;TZID=Europe/Berlin:', 'DTEND;TZID=Europe/Berlin:', 'SUMMARY:', 'LOCATION:', 'DESCRIPTION:', 'URL:' ) as $start ) {
					$found = array_filter( $lines, static fn( string $line ): bool => str_starts_with( $line, $start ) );
					$this->assertNotEmpty( $found, $url . ': ' . $start );
				}
			}
			$answer = self::ics_request( EventPages::ics_url( $all_day->ID ) );
			$this->assertSame( 200, $answer['status'] ?? null );
			$this->assertMatchesRegularExpression( "/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/", $answer['body'] );
			$this->assertMatchesRegularExpression( "/\r\nDTEND;VALUE=DATE:\d{8}\r\n/", $answer['body'] );
			$this->assertNull( self::ics_request( (string) get_permalink( $timed ) ), 'The event page itself is no calendar file.' );
		} finally {
			$_SERVER['REQUEST_URI'] = $server;
			$_GET                   = $get;
			$GLOBALS['wp_query']    = $GLOBALS['wp_the_query'];
			wp_reset_query();
		}
	}

	/**
	 * The place is stored as one plain line.
	 */
	public function test_place_is_plain_text_of_at_most_200_characters(): void {
		$this->assertSame( 'Saal 2', PostType::sanitize_place( '<b>Saal 2</b>' ) );
		$this->assertSame( 200, mb_strlen( PostType::sanitize_place( str_repeat( 'ä', 300 ) ) ) );
		$this->assertSame( '', PostType::sanitize_place( array( 'x' ) ) );
	}

	/**
	 * The single template is the plugin's, for events, with no
	 * author or post meta ("Written by in").
	 */
	public function test_events_get_the_plugins_single_template_without_author(): void {
		$template = get_block_template( EventPages::TEMPLATE );
		$this->assertNotNull( $template );
		$this->assertContains( PostType::NAME, $template->post_types ?? array() );
		$this->assertStringContainsString( '<!-- wp:vitrine/event-details /-->', $template->content );
		$this->assertStringNotContainsString( 'post-author', $template->content );
		$this->assertStringNotContainsString( 'post-terms', $template->content );
	}

	/**
	 * The details block shows the event of its context, escaped.
	 */
	public function test_details_block_renders_date_place_description_and_links(): void {
		$post = $this->create_post(
			array(
				'post_type'    => PostType::NAME,
				'post_title'   => 'Lesung',
				'post_excerpt' => 'Neue <script>Stimmen</script>',
				'meta_input'   => array(
					'vitrine_start'   => '2026-12-12T00:00',
					'vitrine_all_day' => true,
					'vitrine_place'   => 'Bücherei "Nord" & Co',
				),
			)
		);
		$html = render_block(
			array(
				'blockName'    => 'vitrine/event-details',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$this->assertSame( '', $html, 'nothing outside an event context' );
		$block = new \WP_Block( array( 'blockName' => 'vitrine/event-details', 'attrs' => array() ), array( 'postId' => $post->ID, 'postType' => PostType::NAME ) );
		$html  = $block->render();
		$this->assertStringContainsString( '<time datetime="2026-12-12">Samstag, 12. Dezember 2026, ganztägig</time>', $html );
		$this->assertStringContainsString( 'Bücherei &quot;Nord&quot; &amp; Co', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( 'href="' . esc_url( EventPages::ics_url( $post->ID ) ) . '"', $html );
		$this->assertStringContainsString( 'Alle Veranstaltungen', $html );
	}

	/**
	 * The list shows upcoming events only, in date order.
	 */
	public function test_the_list_shows_upcoming_events_in_date_order(): void {
		foreach ( get_posts( array( 'post_type' => PostType::NAME, 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $id ) {
			wp_delete_post( $id, true );
		}
		$day = static fn( int $days ): string => current_datetime()->setTime( 18, 0 )->modify( $days . ' days' )->format( 'Y-m-d\TH:i' );
		foreach ( array( 'Später' => 9, 'Vorbei' => -3, 'Bald' => 2 ) as $title => $days ) {
			$this->create_post(
				array(
					'post_type'  => PostType::NAME,
					'post_title' => $title,
					'meta_input' => array(
						'vitrine_start' => $day( $days ),
						'vitrine_place' => 'Ort ' . $title,
					),
				)
			);
		}
		$html = do_blocks( '<!-- wp:vitrine/events-list /-->' );
		preg_match_all( '/<h2 class="vitrine-events-list__title"><a href="[^"]+">([^<]+)<\/a>/', $html, $titles );
		$this->assertSame( array( 'Bald', 'Später' ), $titles[1] );
		$this->assertStringContainsString( 'Ort Bald', $html );
		$this->assertStringContainsString( ' Uhr</time>', $html );
	}
}
