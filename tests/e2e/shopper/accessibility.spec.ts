/**
 * The demo pages in German without console errors, and axe-core finding no
 * serious or critical violation on them, for shoppers and for logged-in
 * editors; blocks that are not built yet show shoppers nothing. Pages whose
 * guest state another spec already loads and scans are scanned there, once:
 * `/` and the locked `/mitglieder/` in storefront.spec.ts,
 * `/veranstaltungen/` in event-pages.spec.ts, `/shop/` in
 * product-archive.spec.ts.
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

/** Demo pages axe runs on here (see above). */
const SCANNED = [ '/bezahlen/', '/spaeter-bezahlen/', '/produkt/kaffee-abo/' ];
/** Demo pages whose axe run is in another spec (see above). */
const SCANNED_ELSEWHERE = [ '/veranstaltungen/', '/mitglieder/', '/shop/' ];

/** The time one page's visit and axe run may take, in ms. */
const AXE_BUDGET = 30_000;

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

test.describe( 'Demo pages for shoppers', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	// One page visits them all; each expectation names its page.
	test( `${ [ ...SCANNED_ELSEWHERE, ...SCANNED ].join(
		', '
	) } render in German without console errors; ${ SCANNED.join(
		', '
	) } have no serious axe violations`, async ( { page } ) => {
		// An axe run takes up to ~15 s on a busy two-core machine.
		test.setTimeout( ( SCANNED.length + 1 ) * AXE_BUDGET );
		for ( const at of SCANNED_ELSEWHERE ) {
			await expectGermanPage( page, at );
			// Scripts that run after load may still log errors.
			await page.waitForLoadState( 'load' );
		}
		for ( const at of SCANNED ) {
			await expectGermanPage( page, at );
			expect.soft( await seriousViolations( page ), at ).toEqual( [] );
			await page.waitForLoadState( 'load' );
		}
	} );
} );

test.describe( 'Demo pages for editors', () => {
	test( 'the pay-later block prints its message element and the payment buttons block its wallet wrapper, with no note, to people who can edit; the pay-later page has no serious axe violations', async ( {
		page,
	} ) => {
		await page.goto( '/spaeter-bezahlen/' );
		await expect(
			page.locator(
				'.wp-block-vitrine-paylater-messages [data-vitrine-messages]'
			)
		).toHaveCount( 1 );
		await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount( 0 );
		expect( await seriousViolations( page ) ).toEqual( [] );

		await page.goto( '/bezahlen/' );
		await expect(
			page.locator(
				'.wp-block-vitrine-payment-buttons #ppc-button-ppcp-gateway'
			)
		).toHaveCount( 1 );
		await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount( 0 );
	} );
} );
