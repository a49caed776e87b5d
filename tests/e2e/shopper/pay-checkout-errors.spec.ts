/**
 * Approval failures on the checkout (§4.9, §8.2): code 100 shows
 * the server's message and leaves the next click to the shopper; the same
 * order is paid once in the end and the form keeps its values.
 *
 * Any other failure (a refused capture: 400, code 0, the generic German
 * message) is proven below the browser: the answer in
 * tests/php/Payment/PaymentRouterFaultsTest.php (capture ×
 * UNPROCESSABLE_ENTITY, then the retry captures once), the generic error and
 * the restart in src/payment/flows/test/checkout.test.ts ('shows the generic
 * error and restarts for other failures').
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { errorList, readyCheckout } from './pay-checkout-helpers';
import {
	ORDER_RECEIVED,
	approve,
	callsFromNow,
	clearFaults,
	expectRefusals,
	failCapture,
	openPopup,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test.afterEach( clearFaults );

test( 'a declined capture (code 100) shows the server’s message without restart; the next click pays the same order once', async ( {
	page,
	consoleErrors,
} ) => {
	const button = await readyCheckout( page );
	const calls = await callsFromNow();
	const { popup, orderId, answer: created } = await openPopup( page, button );
	await failCapture( orderId, {
		kind: 'issue',
		issue: 'INSTRUMENT_DECLINED',
	} );
	let popups = 0;
	page.on( 'popup', () => popups++ );
	const approved = page.waitForResponse( /wc-ajax=approve_order/ );
	await approve( popup );
	const answer = await approved;
	expect( answer.status() ).toBe( 422 );
	const data = ( await answer.json() ).data;
	expect( data.code ).toBe( 100 );
	await expect( errorList( page ).locator( 'li' ) ).toHaveText( [
		data.message,
	] );
	await page.waitForTimeout( 800 );
	expect( popups, 'no restart after code 100' ).toBe( 0 );
	await expect( page.locator( '#billing_last_name' ) ).toHaveValue( 'Kasse' );
	expectRefusals( consoleErrors, 422 );

	const again = await openPopup( page, button );
	expect( again.answer.data.custom_id ).toBe( created.data.custom_id );
	await approve( again.popup );
	await page.waitForURL( ORDER_RECEIVED );
	const captures = ( await calls() ).filter( ( call ) =>
		/\/capture$/.test( call.path )
	);
	expect( captures.map( ( call ) => call.fault ?? call.status ) ).toEqual( [
		'issue',
		201,
	] );
} );
