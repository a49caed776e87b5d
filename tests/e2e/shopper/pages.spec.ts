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

	for ( const slug of PAGES ) {
		test( `/${ slug }/ renders in German without console errors`, async ( {
			page,
		} ) => {
			const response = await page.goto( `/${ slug }/` );
			expect( response?.status() ).toBe( 200 );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'lang',
				'de-DE'
			);
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toBeVisible();
			await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount(
				0
			);
			// Scripts that run after load may still log errors.
			await page.waitForLoadState( 'load' );
		} );
	}
} );

test.describe( 'Demo pages for editors', () => {
	test( 'the pay-later block prints its message element, with no note, to people who can edit', async ( {
		page,
	} ) => {
		await page.goto( '/spaeter-bezahlen/' );
		await expect(
			page.locator(
				'.wp-block-vitrine-paylater-messages [data-vitrine-messages]'
			)
		).toHaveCount( 1 );
		await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount( 0 );
	} );

	test( 'the payment buttons block shows its wallet wrapper, with no note, to people who can edit', async ( {
		page,
	} ) => {
		await page.goto( '/bezahlen/' );
		await expect(
			page.locator(
				'.wp-block-vitrine-payment-buttons #ppc-button-ppcp-gateway'
			)
		).toHaveCount( 1 );
		await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount( 0 );
	} );
} );
