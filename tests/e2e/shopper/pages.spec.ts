/**
 * Shoppers (not logged in) get the demo pages in German without console
 * errors, and blocks that are not built yet show them nothing.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

const PAGES = [
	'veranstaltungen',
	'mitglieder',
	'bezahlen',
	'spaeter-bezahlen',
	'shop',
];

test.describe( 'Demo pages for shoppers', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	// One page visits them all; a console error on any of them fails the
	// test (fixtures.ts), and each expectation names its page.
	test( `${ PAGES.map( ( slug ) => `/${ slug }/` ).join(
		', '
	) } render in German without console errors`, async ( { page } ) => {
		for ( const slug of PAGES ) {
			const at = `/${ slug }/`;
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
			// Scripts that run after load may still log errors.
			await page.waitForLoadState( 'load' );
		}
	} );
} );

test.describe( 'Demo pages for editors', () => {
	test( 'the pay-later block prints its message element and the payment buttons block its wallet wrapper, with no note, to people who can edit', async ( {
		page,
	} ) => {
		await page.goto( '/spaeter-bezahlen/' );
		await expect(
			page.locator(
				'.wp-block-vitrine-paylater-messages [data-vitrine-messages]'
			)
		).toHaveCount( 1 );
		await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount( 0 );

		await page.goto( '/bezahlen/' );
		await expect(
			page.locator(
				'.wp-block-vitrine-payment-buttons #ppc-button-ppcp-gateway'
			)
		).toHaveCount( 1 );
		await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount( 0 );
	} );
} );
