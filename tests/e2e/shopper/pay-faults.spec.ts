/**
 * The wallet when things go wrong (§4.9, §8.2, §2.6), a guest on
 * the cart page through the emulator's real pop-up: a cancel in the pop-up,
 * a declined capture, a 5xx on create, and approvals sent twice — one order,
 * one capture.
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

test( 'a cancel in the pop-up pays nothing, keeps the cart, and the buttons work again (§4.9)', async ( {
	page,
} ) => {
	const button = await cartWithItem( page );
	const calls = await callsFromNow();
	const { popup, orderId } = await openPopup( page, button );
	await Promise.all( [
		popup.waitForEvent( 'close' ),
		popup.getByRole( 'button', { name: 'Abbrechen' } ).click(),
	] );
	expect( page.url() ).toMatch( /\/warenkorb\/$/ );
	expect( capturesOf( await calls(), orderId ) ).toHaveLength( 0 );
	const provider = await emulator( `orders/${ orderId }` );
	expect( provider.status ).not.toBe( 'COMPLETED' );
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
	await expect(
		page.locator( `${ MAIN_WRAPPER } ~ .vitrine-notice--error` )
	).toHaveCount( 0 );

	// The buttons are usable again: a second attempt pays.
	const again = await openPopup( page, button );
	await approve( again.popup );
	await page.waitForURL( ORDER_RECEIVED );
	expect( capturesOf( await calls(), again.orderId ) ).toHaveLength( 1 );
} );

test( 'a declined capture shows the German §8.2 message in the notices area, scrolled into view, and the buttons restart', async ( {
	page,
	consoleErrors,
} ) => {
	const button = await cartWithItem( page );
	const calls = await callsFromNow();
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

test( 'a 5xx from the provider on create shows the generic German message (§8.2)', async ( {
	page,
	consoleErrors,
} ) => {
	const button = await cartWithItem( page );
	await emulator( 'faults', 'POST', {
		kind: 'status',
		status: 500,
		method: 'POST',
		path: '/v2/checkout/orders',
		times: 10,
	} );
	const created = page.waitForResponse( /wc-ajax=create_order/ );
	const popup = page.waitForEvent( 'popup' );
	await button.click();
	const answer = await created;
	expect( answer.status() ).toBeGreaterThanOrEqual( 500 );
	const notice = page.locator( '.vitrine-payment-notices [role="alert"]' );
	await expect( notice ).toHaveText( GENERIC_ERROR );
	await expect( notice ).toBeInViewport();
	// The pop-up the click opened is closed again.
	const opened = await popup;
	if ( ! opened.isClosed() ) {
		await opened.waitForEvent( 'close' );
	}
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
	expectRefusals( consoleErrors, answer.status() );
} );

test( 'a double click on approve and a replayed approve_order make one order and one capture (§7.2 exactly once)', async ( {
	page,
} ) => {
	const button = await cartWithItem( page );
	const calls = await callsFromNow();
	const { popup, orderId } = await openPopup( page, button );
	const approveRequest = page.waitForRequest( /wc-ajax=approve_order/ );
	const first = page.waitForResponse( /wc-ajax=approve_order/ );
	await popup
		.getByRole( 'button', { name: 'Zustimmen und weiter' } )
		.dblclick();
	const request = await approveRequest;
	const firstAnswer = await ( await first ).json();
	expect( firstAnswer.success ).toBe( true );
	const url = firstAnswer.data.order_received_url;
	expect( url ).toMatch( ORDER_RECEIVED );
	await page.waitForURL( ORDER_RECEIVED );

	// The same request sent again, twice at once, with the page's cookie.
	const replay = () =>
		page.request.post( request.url(), {
			headers: {
				'Content-Type':
					request.headers()[ 'content-type' ] ?? 'application/json',
			},
			data: request.postData() ?? '',
		} );
	const answers = await Promise.all( [ replay(), replay() ] );
	for ( const answer of answers ) {
		expect( answer.status() ).toBe( 200 );
		const body = await answer.json();
		expect( body.success ).toBe( true );
		expect( body.data.order_received_url ).toBe( url );
	}
	const seen = await calls();
	expect( capturesOf( seen, orderId ) ).toHaveLength( 1 );
	const provider = await emulator( `orders/${ orderId }` );
	expect( provider.status ).toBe( 'COMPLETED' );
	expect(
		provider.purchase_units[ 0 ].payments.captures as unknown[]
	).toHaveLength( 1 );
} );
