/**
 * The resume flow on the checkout (§2.5, §4.9): back from the
 * provider's app with `switch_initiated_time` in the hash, the checkout
 * (whose cart stays until the payment is approved) resumes: an approved
 * order is paid once, a failing one shows one generic error, the hash is
 * cleaned and the buttons come back.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	CHECKOUT,
	chooseMethod,
	errorList,
	fillBilling,
	sourceButton,
} from './pay-checkout-helpers';
import {
	GENERIC_ERROR,
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	addToCart,
	callsFromNow,
	capturesOf,
	emulator,
	mainFrameHashes,
	openPopup,
	returnHash,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'back on the checkout with an approved order: paid once, the hash keeps only the page’s own parameters', async ( {
	page,
} ) => {
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await chooseMethod( page, 'PayPal' );
	const { popup, orderId } = await openPopup(
		page,
		sourceButton( page, MAIN_WRAPPER, 'paypal' )
	);
	await popup.close();
	await emulator( `orders/${ orderId }/approve`, 'POST', {} );
	const calls = await callsFromNow();
	const hashes = mainFrameHashes( page );
	await page.goto( '/' );
	await page.goto( CHECKOUT + returnHash( 'onApprove', orderId ) );
	await page.waitForURL( ORDER_RECEIVED );
	expect( hashes ).toContain( '#keep=1' );
	expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
	await expect( page.locator( 'main' ) ).toContainText( 'Ida Kasse' );
} );

test( 'a failing resume on the checkout shows one generic error, cleans the hash and shows the buttons again', async ( {
	page,
	consoleErrors,
} ) => {
	await addToCart( page );
	await page.goto( CHECKOUT + returnHash( 'onApprove', 'NOSUCHORDER1' ) );
	await expect( errorList( page ).locator( 'li' ) ).toHaveText( [
		GENERIC_ERROR,
	] );
	await expect.poll( () => new URL( page.url() ).hash ).toBe( '#keep=1' );
	await chooseMethod( page, 'PayPal' );
	await expect( sourceButton( page, MAIN_WRAPPER, 'paypal' ) ).toBeVisible();
	expect(
		consoleErrors.filter( ( text ) => ! text.includes( 'status of 404' ) )
	).toEqual( [] );
	consoleErrors.length = 0;
} );
