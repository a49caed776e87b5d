/**
 * Event pages: the events list on /veranstaltungen/, an
 * event's own page with its German date line, place and links, at 1280 and
 * 390 px. The calendar file is an HTTP answer of the server:
 * tests/php/Events/EventPagesTest.php.
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

// One page session for both widths: the list, then an event's page from
// it, at each width; each expectation names its width.
test( "at 1280 and 390 px the events list shows upcoming events in date order with date, title and place, and an event's page shows the German date, place, description and links, and no author line", async ( {
	page,
} ) => {
	// Four pages with an axe run each (up to ~15 s on a busy two-core machine).
	test.setTimeout( 120_000 );
	for ( const width of [ 1280, 390 ] ) {
		const at = `at ${ width } px`;
		await page.setViewportSize( { width, height: 900 } );
		await page.goto( '/veranstaltungen/' );
		const items = page.locator( '.vitrine-events-list__item' );
		await expect.soft( items, at ).toHaveCount( 12 );
		const dates = await items
			.locator( 'time' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( n ) => n.getAttribute( 'datetime' ) ?? '' )
			);
		expect.soft( dates, at ).toEqual( [ ...dates ].sort() );
		await expect
			.soft( items.first().locator( 'time' ), at )
			.toHaveText( GERMAN_WHEN );
		await expect
			.soft( items.first().locator( '.vitrine-events-list__place' ), at )
			.not.toBeEmpty();
		// The past demo events are not listed.
		await expect
			.soft( page.locator( '.vitrine-events-list' ), at )
			.not.toContainText( 'Frühjahrsmarkt' );
		expect.soft( await overflow( page ), at ).toBeLessThanOrEqual( 0 );
		expect.soft( await seriousViolations( page ), at ).toEqual( [] );

		const first = page.locator( '.vitrine-events-list__title a' ).nth( 1 );
		const title = await first.innerText();
		await first.click();
		await expect( page, at ).toHaveURL(
			/\/veranstaltung\/demo-event-2\/$/
		);
		await expect
			.soft( page.getByRole( 'heading', { level: 1, name: title } ), at )
			.toBeVisible();
		await expect
			.soft( page.locator( '.vitrine-event__when time' ), at )
			.toHaveText(
				/^[A-Z][a-z]+, \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}, 18:00–20:00 Uhr$/
			);
		await expect
			.soft( page.locator( '.vitrine-event__place' ), at )
			.not.toBeEmpty();
		await expect
			.soft( page.locator( '.vitrine-event__description' ), at )
			.toContainText( 'Demo-Programm' );
		await expect
			.soft( page.locator( 'main' ), at )
			.not.toContainText( /Written by|Geschrieben von/ );
		await expect
			.soft(
				page.getByRole( 'link', { name: 'Alle Veranstaltungen' } ),
				at
			)
			.toHaveAttribute( 'href', /\/veranstaltungen\/$/ );
		await expect
			.soft(
				page.getByRole( 'link', {
					name: 'In meinen Kalender eintragen (.ics)',
				} ),
				at
			)
			.toHaveAttribute( 'href', /\/veranstaltung\/demo-event-2\/ics\/$/ );
		expect.soft( await overflow( page ), at ).toBeLessThanOrEqual( 0 );
		expect.soft( await seriousViolations( page ), at ).toEqual( [] );
	}

	// An all-day event reads "ganztägig".
	await page.goto( '/veranstaltung/demo-event-1/' );
	await expect( page.locator( '.vitrine-event__when time' ) ).toHaveText(
		/, ganztägig$/
	);
} );
