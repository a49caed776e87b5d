/**
 * Back from the provider (§2.5, §4.9): the page lands with the provider's
 * hash (`#onApprove?token=…&switch_initiated_time=…&PayerID=…`), the SDK's
 * hasReturned()/resume() continue the flow, and the listed hash parameters
 * are removed while the page's own ones stay.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	GENERIC_ERROR,
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	addToCart,
	callsFromNow,
	capturesOf,
	cartWithItem,
	emulator,
	mainFrameHashes,
	openPopup,
	returnHash,
	wallet,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'a resume flow with an approved order pays it, and the hash keeps only the page’s own parameters (§2.5, §4.9)', async ( {
	page,
} ) => {
	const button = await cartWithItem( page );
	// A provider order of this cart, approved while the shop's tab was away.
	const { popup, orderId } = await openPopup( page, button );
	await popup.close();
	await emulator( `orders/${ orderId }/approve`, 'POST', {} );
	const calls = await callsFromNow();

	const hashes = mainFrameHashes( page );
	// Another document first: a hash change alone would not reload the page.
	await page.goto( '/' );
	await page.goto( '/warenkorb/' + returnHash( 'onApprove', orderId ) );
	await page.waitForURL( ORDER_RECEIVED );
	expect( hashes ).toContain( '#keep=1' );
	expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
} );

test( 'a resume flow that fails shows the generic message, cleans the hash and shows the buttons again (§4.9, §8.2)', async ( {
	page,
	consoleErrors,
} ) => {
	await addToCart( page );
	await page.goto(
		'/warenkorb/' + returnHash( 'onApprove', 'NOSUCHORDER1' )
	);
	// One resume per page, whichever wrapper's buttons render first: one
	// error, not one per wrapper.
	const notice = page.locator( '.vitrine-payment-notices [role="alert"]' );
	await expect( notice ).toHaveText( GENERIC_ERROR );
	await expect( notice ).toHaveCount( 1 );
	await expect.poll( () => new URL( page.url() ).hash ).toBe( '#keep=1' );
	await expect( wallet( page, MAIN_WRAPPER ) ).toBeVisible();
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
	// The unknown order's 404 at the emulator is the expected failure.
	expect(
		consoleErrors.filter( ( text ) => ! text.includes( 'status of 404' ) )
	).toEqual( [] );
	consoleErrors.length = 0;
} );
