/**
 * axe-core finds no serious or critical violation on the demo pages, for
 * shoppers and for logged-in editors.
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

const PAGES = [
	'/',
	'/veranstaltungen/',
	'/mitglieder/',
	'/bezahlen/',
	'/spaeter-bezahlen/',
	'/shop/',
	'/produkt/kaffee-abo/',
];

/** The time one page's visit and axe run may take, in ms. */
const AXE_BUDGET = 30_000;

test.describe( 'Accessibility for shoppers', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	// One page visits them all; each finding names its page.
	test( `${ PAGES.join( ', ' ) } have no serious axe violations`, async ( {
		page,
	} ) => {
		// An axe run takes up to ~15 s on a busy two-core machine.
		test.setTimeout( PAGES.length * AXE_BUDGET );
		for ( const url of PAGES ) {
			await page.goto( url );
			expect.soft( await seriousViolations( page ), url ).toEqual( [] );
		}
	} );
} );

test.describe( 'Accessibility for editors', () => {
	test( 'the pay-later demo page, as an editor sees it, has no serious axe violations', async ( {
		page,
	} ) => {
		await page.goto( '/spaeter-bezahlen/' );
		await expect(
			page.locator( '[data-vitrine-messages]' )
		).toBeAttached();
		expect( await seriousViolations( page ) ).toEqual( [] );
	} );
} );
