/**
 * Event pages: the events list on /veranstaltungen/, an
 * event's own page with its German date line, place and links, and the
 * event's calendar file, at 1280 and 390 px.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

/** "Samstag, 12. Dezember 2026, 19:00–22:00 Uhr" or "…, ganztägig". */
const GERMAN_WHEN =
	/^[A-Z][a-z]+, \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}, (\d{2}:\d{2}–\d{2}:\d{2} Uhr|ganztägig)$/;

/**
 * How far the page is wider than the window (0: no horizontal scroll).
 *
 * @param page Playwright page.
 */
async function overflow( page: Page ) {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

for ( const width of [ 1280, 390 ] ) {
	test.describe( `at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		test( 'the events list shows upcoming events in date order with date, title and place', async ( {
			page,
		} ) => {
			await page.goto( '/veranstaltungen/' );
			const items = page.locator( '.vitrine-events-list__item' );
			await expect( items ).toHaveCount( 12 );
			const dates = await items
				.locator( 'time' )
				.evaluateAll( ( nodes ) =>
					nodes.map( ( n ) => n.getAttribute( 'datetime' ) ?? '' )
				);
			expect( dates ).toEqual( [ ...dates ].sort() );
			await expect( items.first().locator( 'time' ) ).toHaveText(
				GERMAN_WHEN
			);
			await expect(
				items.first().locator( '.vitrine-events-list__place' )
			).not.toBeEmpty();
			// The past demo events are not listed.
			await expect(
				page.locator( '.vitrine-events-list' )
			).not.toContainText( 'Frühjahrsmarkt' );
			expect( await overflow( page ) ).toBeLessThanOrEqual( 0 );
			expect( await seriousViolations( page ) ).toEqual( [] );
		} );

		test( "an event's page shows the German date, place, description and links, and no author line", async ( {
			page,
		} ) => {
			await page.goto( '/veranstaltungen/' );
			const first = page
				.locator( '.vitrine-events-list__title a' )
				.nth( 1 );
			const title = await first.innerText();
			await first.click();
			await expect( page ).toHaveURL(
				/\/veranstaltung\/demo-event-2\/$/
			);
			await expect(
				page.getByRole( 'heading', { level: 1, name: title } )
			).toBeVisible();
			await expect(
				page.locator( '.vitrine-event__when time' )
			).toHaveText(
				/^[A-Z][a-z]+, \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}, 18:00–20:00 Uhr$/
			);
			await expect(
				page.locator( '.vitrine-event__place' )
			).not.toBeEmpty();
			await expect(
				page.locator( '.vitrine-event__description' )
			).toContainText( 'Demo-Programm' );
			await expect( page.locator( 'main' ) ).not.toContainText(
				/Written by|Geschrieben von/
			);
			await expect(
				page.getByRole( 'link', { name: 'Alle Veranstaltungen' } )
			).toHaveAttribute( 'href', /\/veranstaltungen\/$/ );
			await expect(
				page.getByRole( 'link', {
					name: 'In meinen Kalender eintragen (.ics)',
				} )
			).toHaveAttribute(
				'href',
				/\/veranstaltung\/demo-event-2\/ics\/$/
			);
			expect( await overflow( page ) ).toBeLessThanOrEqual( 0 );
			expect( await seriousViolations( page ) ).toEqual( [] );
		} );
	} );
}

test( 'an all-day event reads "ganztägig"', async ( { page } ) => {
	await page.goto( '/veranstaltung/demo-event-1/' );
	await expect( page.locator( '.vitrine-event__when time' ) ).toHaveText(
		/, ganztägig$/
	);
} );

test( "the event's calendar file is a valid VEVENT, folded and with CRLF", async ( {
	request,
} ) => {
	for ( const url of [
		'/veranstaltung/demo-event-2/ics/',
		'/veranstaltung/demo-event-2/?ics=1',
	] ) {
		const response = await request.get( url );
		expect( response.status() ).toBe( 200 );
		expect( response.headers()[ 'content-type' ] ).toMatch(
			/^text\/calendar; charset=utf-8/
		);
		const body = await response.text();
		expect( body.startsWith( 'BEGIN:VCALENDAR\r\n' ) ).toBe( true );
		expect( body.endsWith( 'END:VCALENDAR\r\n' ) ).toBe( true );
		expect( body ).not.toMatch( /[^\r]\n/ );
		const lines = body.replace( /\r\n $/gm, '' ).split( '\r\n' );
		for ( const line of body.split( '\r\n' ) ) {
			expect( Buffer.byteLength( line, 'utf8' ) ).toBeLessThanOrEqual(
				75
			);
		}
		for ( const start of [
			'UID:vitrine-event-',
			'DTSTAMP:',
			'DTSTART;TZID=Europe/Berlin:',
			'DTEND;TZID=Europe/Berlin:',
			'SUMMARY:',
			'LOCATION:',
			'DESCRIPTION:',
			'URL:',
		] ) {
			expect( lines.some( ( l ) => l.startsWith( start ) ) ).toBe( true );
		}
	}
	const allDay = await (
		await request.get( '/veranstaltung/demo-event-1/ics/' )
	).text();
	expect( allDay ).toMatch( /\r\nDTSTART;VALUE=DATE:\d{8}\r\n/ );
	expect( allDay ).toMatch( /\r\nDTEND;VALUE=DATE:\d{8}\r\n/ );
} );
