/**
 * The wallet when things go wrong (§4.9, §8.2, §2.6), a guest on the cart
 * page through the emulator's real pop-up: a cancel in the pop-up, then a
 * declined capture whose German notice shows scrolled into view while the
 * pop-up restarts and pays once.
 *
 * Proven below the browser: a 5xx on create_order is the generic German
 * error (tests/php/Payment/PaymentRouterFaultsTest.php, create_order × 500,
 * 503; CaptureTest::test_a_5xx_on_create_answers_the_generic_german_message)
 * and the cart page shows the generic message, not the server's, and starts
 * again on the next click (src/payment/flows/test/order.test.ts); approvals
 * sent twice or twenty times capture once and answer one URL
 * (CaptureTest::test_approving_twice_captures_once_and_answers_the_same_url,
 * FaultsMatrixTest::test_twenty_approvals_of_one_provider_order_capture_once_and_answer_one_url).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	GENERIC_ERROR,
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	approve,
	callsFromNow,
	capturesOf,
	cartWithItem,
	clearFaults,
	emulator,
	expectRefusals,
	failCapture,
	openPopup,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test.afterEach( clearFaults );

test( 'a cancel in the pop-up pays nothing and keeps the cart; a declined capture then shows the German §8.2 message scrolled into view and the restarted pop-up pays once (§4.9)', async ( {
	page,
	consoleErrors,
} ) => {
	const button = await cartWithItem( page );
	const calls = await callsFromNow();

	// Cancel: nothing paid, the cart stays, no error.
	const cancelled = await openPopup( page, button );
	await Promise.all( [
		cancelled.popup.waitForEvent( 'close' ),
		cancelled.popup.getByRole( 'button', { name: 'Abbrechen' } ).click(),
	] );
	expect( page.url() ).toMatch( /\/warenkorb\/$/ );
	expect( capturesOf( await calls(), cancelled.orderId ) ).toHaveLength( 0 );
	const provider = await emulator( `orders/${ cancelled.orderId }` );
	expect( provider.status ).not.toBe( 'COMPLETED' );
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
	await expect(
		page.locator( `${ MAIN_WRAPPER } ~ .vitrine-notice--error` )
	).toHaveCount( 0 );

	// The buttons are usable again: the next attempt's capture is declined.
	const { popup, orderId } = await openPopup( page, button );
	await failCapture( orderId, {
		kind: 'issue',
		issue: 'INSTRUMENT_DECLINED',
	} );
	const approved = page.waitForResponse( /wc-ajax=approve_order/ );
	// actions.restart() opens the pop-up again for another try.
	const restarted = page.waitForEvent( 'popup' );
	await approve( popup );
	const answer = await approved;
	expect( answer.status() ).toBe( 422 );
	expect( ( await answer.json() ).data.code ).toBe( 100 );
	const notice = page.locator( '.vitrine-payment-notices [role="alert"]' );
	await expect( notice ).toHaveText( GENERIC_ERROR );
	await expect( notice ).toBeInViewport();
	expect( page.url() ).toMatch( /\/warenkorb\/$/ );
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
	expectRefusals( consoleErrors, 422 );

	// The restarted pop-up pays the same cart; the declined attempt took
	// nothing, the new one is captured once.
	const second = await restarted;
	await second.waitForURL( /\/checkoutnow\?token=/ );
	await approve( second );
	await page.waitForURL( ORDER_RECEIVED );
	const seen = await calls();
	const captures = seen.filter( ( call ) => /\/capture$/.test( call.path ) );
	expect( captures.map( ( call ) => call.fault ?? call.status ) ).toEqual( [
		'issue',
		201,
	] );
} );
