/**
 * Event pages: the events list on /veranstaltungen/, an event's own page
 * with its German date line, place and links, at 1280 and 390 px. One page
 * session: each page is loaded once and resized for the other width, axe
 * injected once per page and run at each width. What the server renders for
 * other events (an all-day event's "ganztägig", the order and the
 * upcoming-only rule for any set of events) and the calendar file are
 * tests/php/Events/EventPagesTest.php.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { axeFindings } from '../axe';

test.use( { storageState: { cookies: [], origins: [] } } );

/** "Samstag, 12. Dezember 2026, 19:00–22:00 Uhr" or "…, ganztägig". */
const GERMAN_WHEN =
	/^[A-Z][a-z]+, \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}, (\d{2}:\d{2}–\d{2}:\d{2} Uhr|ganztägig)$/;

const WIDTHS = [ 1280, 390 ];

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

test( "at 1280 and 390 px the events list shows upcoming events in date order with date, title and place, and an event's page shows the German date, place, description and links, and no author line", async ( {
	page,
} ) => {
	await test.step( 'the events list: a German page of upcoming events in date order, without overflow or axe findings', async () => {
		await page.setViewportSize( { width: WIDTHS[ 0 ], height: 900 } );
		await page.goto( '/veranstaltungen/' );
		await expect
			.soft( page.locator( 'html' ) )
			.toHaveAttribute( 'lang', 'de-DE' );
		await expect
			.soft( page.getByRole( 'heading', { level: 1 } ) )
			.toBeVisible();
		await expect
			.soft( page.locator( '.vitrine-not-set-up' ) )
			.toHaveCount( 0 );
		const items = page.locator( '.vitrine-events-list__item' );
		await expect.soft( items ).toHaveCount( 12 );
		const dates = await items
			.locator( 'time' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( n ) => n.getAttribute( 'datetime' ) ?? '' )
			);
		expect.soft( dates ).toEqual( [ ...dates ].sort() );
		await expect
			.soft( items.first().locator( 'time' ) )
			.toHaveText( GERMAN_WHEN );
		await expect
			.soft( items.first().locator( '.vitrine-events-list__place' ) )
			.not.toBeEmpty();
		// The past demo events are not listed.
		await expect
			.soft( page.locator( '.vitrine-events-list' ) )
			.not.toContainText( 'Frühjahrsmarkt' );
		for ( const width of WIDTHS ) {
			const at = `at ${ width } px`;
			await page.setViewportSize( { width, height: 900 } );
			expect.soft( await overflow( page ), at ).toBeLessThanOrEqual( 0 );
			expect
				.soft( await axeFindings( page ), `axe ${ at }` )
				.toEqual( [] );
		}
	} );

	await test.step( "an event's page from the list: its German date, place, description and links, no author line, without overflow or axe findings", async () => {
		await page.setViewportSize( { width: WIDTHS[ 0 ], height: 900 } );
		const first = page.locator( '.vitrine-events-list__title a' ).nth( 1 );
		const title = await first.innerText();
		await first.click();
		await expect( page ).toHaveURL( /\/veranstaltung\/demo-event-2\/$/ );
		await expect
			.soft( page.getByRole( 'heading', { level: 1, name: title } ) )
			.toBeVisible();
		await expect
			.soft( page.locator( '.vitrine-event__when time' ) )
			.toHaveText(
				/^[A-Z][a-z]+, \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}, 18:00–20:00 Uhr$/
			);
		await expect
			.soft( page.locator( '.vitrine-event__place' ) )
			.not.toBeEmpty();
		await expect
			.soft( page.locator( '.vitrine-event__description' ) )
			.toContainText( 'Demo-Programm' );
		await expect
			.soft( page.locator( 'main' ) )
			.not.toContainText( /Written by|Geschrieben von/ );
		await expect
			.soft( page.getByRole( 'link', { name: 'Alle Veranstaltungen' } ) )
			.toHaveAttribute( 'href', /\/veranstaltungen\/$/ );
		await expect
			.soft(
				page.getByRole( 'link', {
					name: 'In meinen Kalender eintragen (.ics)',
				} )
			)
			.toHaveAttribute( 'href', /\/veranstaltung\/demo-event-2\/ics\/$/ );
		for ( const width of WIDTHS ) {
			const at = `at ${ width } px`;
			await page.setViewportSize( { width, height: 900 } );
			await expect
				.soft( page.locator( '.vitrine-event__when time' ), at )
				.toBeVisible();
			expect.soft( await overflow( page ), at ).toBeLessThanOrEqual( 0 );
			expect
				.soft( await axeFindings( page ), `axe ${ at }` )
				.toEqual( [] );
		}
		// Scripts that run after load may still log errors.
		await page.waitForLoadState( 'load' );
	} );
} );
