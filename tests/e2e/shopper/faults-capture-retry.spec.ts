/**
 * The restarted pop-up's limit: after a passing capture fault (the
 * provider answered 503 or not at all) the payer has approved the provider
 * order already; a restarted pop-up would get the same order back and could
 * not approve it again. The cart page and the checkout show §8.2's generic
 * message, open nothing, and the next click completes the same provider
 * order: one capture, the order-received page (§2.6).
 *
 * Proven below the browser: a lost answer (time-out) and 503 answer 502 with
 * the generic German message, keep the attempt and the retry captures once
 * (tests/php/Payment/PaymentRouterFaultsTest.php, capture × 503, time-out;
 * CaptureTest::test_a_lost_capture_answer_then_a_retry_captures_once); the
 * cart page's and the checkout's flows neither restart nor create a new
 * provider order and approve the same one on the next click, after a 502 or
 * a lost answer (src/payment/flows/test/order.test.ts, checkout.test.ts).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	GENERIC_ERROR,
	ORDER_RECEIVED,
	approve,
	callsFromNow,
	cartWithItem,
	clearFaults,
	emulator,
	failCapture,
	openPopup,
	processedCaptures,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test.afterEach( clearFaults );

test( 'after 503 on the capture, the next click completes the same provider order once, without a new pop-up', async ( {
	page,
	consoleErrors,
} ) => {
	const button = await cartWithItem( page );
	const calls = await callsFromNow();
	const { popup, orderId } = await openPopup( page, button );
	// As many as the server's client tries: the shopper's approval fails.
	await failCapture( orderId, {
		kind: 'status',
		status: 503,
		times: 3,
	} );
	let popups = 0;
	page.on( 'popup', () => popups++ );
	const failed = page.waitForResponse( /wc-ajax=approve_order/ );
	await approve( popup );
	expect( ( await failed ).status() ).toBe( 502 );
	const notice = page.locator( '.vitrine-payment-notices [role="alert"]' );
	await expect( notice ).toHaveText( GENERIC_ERROR );
	expect( page.url() ).toMatch( /\/warenkorb\/$/ );
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
	await page.waitForTimeout( 800 );
	expect( popups, 'no restart after a passing failure' ).toBe( 0 );
	consoleErrors.length = 0;

	// The fault is gone; the shopper clicks again.
	await emulator( 'faults', 'DELETE' );
	const created = ( await calls() ).filter(
		( call ) =>
			call.method === 'POST' && call.path === '/v2/checkout/orders'
	).length;
	const retried = page.waitForResponse( /wc-ajax=approve_order/ );
	await button.click();
	const answer = await retried;
	expect( answer.status() ).toBe( 200 );
	expect( JSON.parse( answer.request().postData() ?? '{}' ).order_id ).toBe(
		orderId
	);
	await page.waitForURL( ORDER_RECEIVED );

	const seen = await calls();
	expect(
		seen.filter(
			( call ) =>
				call.method === 'POST' && call.path === '/v2/checkout/orders'
		)
	).toHaveLength( created );
	const processed = processedCaptures( seen, orderId );
	expect( processed ).toHaveLength( 1 );
	const provider = await emulator( `orders/${ orderId }` );
	expect(
		provider.purchase_units[ 0 ].payments.captures as unknown[]
	).toHaveLength( 1 );
} );
