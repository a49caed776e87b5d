/**
 * The demo pages in German without console errors, and axe-core finding no
 * serious or critical violation on them, for shoppers; blocks that are not
 * built yet show nobody a note. Pages whose guest state another spec
 * already loads and scans are checked there, once: `/` and the locked
 * `/mitglieder/` in storefront.spec.ts, `/veranstaltungen/` in
 * event-pages.spec.ts, `/shop/` in product-archive.spec.ts (here only its
 * German markup, over HTTP). What the pay-later and payment buttons blocks
 * print for people who can edit is tests/php/Blocks/PaylaterMessagesTest.php
 * and PaymentButtonsTest.php; here the demo pages' markup as the admin gets
 * it, over HTTP: an editor's page differs from a shopper's only by the admin
 * bar, so axe scans the shopper's.
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

/** Demo pages axe runs on here (see above). */
const SCANNED = [ '/bezahlen/', '/spaeter-bezahlen/', '/produkt/kaffee-abo/' ];

/**
 * Loads a demo page and checks that it is German, has its heading and no
 * not-set-up note (a console error fails the test through fixtures.ts).
 *
 * @param page Page.
 * @param at   Path.
 */
async function expectGermanPage( page: Page, at: string ) {
	const response = await page.goto( at );
	expect.soft( response?.status(), at ).toBe( 200 );
	await expect
		.soft( page.locator( 'html' ), at )
		.toHaveAttribute( 'lang', 'de-DE' );
	await expect
		.soft( page.getByRole( 'heading', { level: 1 } ), at )
		.toBeVisible();
	await expect
		.soft( page.locator( '.vitrine-not-set-up' ), at )
		.toHaveCount( 0 );
}

// One page visits them all; each expectation names its page. It starts with
// the stored admin login for the editor's markup, then logs out.
test( `the pay-later block prints its message element and the payment buttons block its wallet wrapper, with no note, to people who can edit; /shop/ is German; ${ SCANNED.join(
	', '
) } render in German without console errors or serious axe violations`, async ( {
	page,
} ) => {
	await test.step( 'for the admin, the pay-later block prints its message element and the payment buttons block its wallet wrapper, with no note', async () => {
		const later = await (
			await page.request.get( '/spaeter-bezahlen/' )
		).text();
		expect(
			later.match(
				/class="[^"]*\bwp-block-vitrine-paylater-messages\b[^"]*"[^>]*>\s*<div[^>]*\bdata-vitrine-messages=/g
			) ?? []
		).toHaveLength( 1 );
		expect( later ).not.toContain( 'vitrine-not-set-up' );
		const pay = await ( await page.request.get( '/bezahlen/' ) ).text();
		expect(
			pay.match( /\bid="ppc-button-ppcp-gateway"/g ) ?? []
		).toHaveLength( 1 );
		expect( pay ).toMatch(
			/class="[^"]*\bwp-block-vitrine-payment-buttons\b[\s\S]*?\bid="ppc-button-ppcp-gateway"/
		);
		expect( pay ).not.toContain( 'vitrine-not-set-up' );
	} );

	await page.context().clearCookies();

	await test.step( '/shop/ is a German page with its heading and no note', async () => {
		const shop = await page.request.get( '/shop/' );
		expect( shop.status() ).toBe( 200 );
		const html = await shop.text();
		expect( html ).toMatch( /<html[^>]*\blang="de-DE"/ );
		expect( html ).toMatch( /<h1\b/ );
		expect( html ).not.toContain( 'vitrine-not-set-up' );
	} );

	for ( const at of SCANNED ) {
		await test.step( `${ at } renders in German without console errors or serious axe violations`, async () => {
			await expectGermanPage( page, at );
			expect.soft( await axeFindings( page ), at ).toEqual( [] );
			// Scripts that run after load may still log errors.
			await page.waitForLoadState( 'load' );
		} );
	}
} );
