/**
 * Pay-for-order (§2.4 pay-now, §7.2): an unpaid order placed by
 * bank transfer is paid on /kasse/bestellung-bezahlen/{id}/?key= with the
 * wallet, for its own amount, the order's own payer going with it. A
 * declined payment that leaves it payable there is
 * tests/php/Payment/CaptureTest.php
 * (test_a_declined_pay_now_payment_leaves_the_order_payable_and_its_link_pays_it_once_later).
 * The card button there (its own amount, no payer) is
 * tests/php/Payment/Endpoints/CheckoutOrderTest.php
 * (test_pay_now_sends_the_orders_own_payer_and_checks_the_key); cards on
 * this page in the browser: pay-cards.spec.ts, Apple Pay:
 * pay-mobile-wallets.spec.ts.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { BILLING, chooseMethod, sourceButton } from './pay-checkout-helpers';
import {
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	approve,
	callsFromNow,
	capturesOf,
	emulator,
	openPopup,
} from './pay-helpers';
import { storedOrder, unpaidOrder } from './pay-site';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'an unpaid order is paid on its pay-for-order page with paypal: its own amount, one capture', async ( {
	page,
} ) => {
	const unpaid = unpaidOrder( BILLING );
	await page.goto( unpaid.payUrl );
	const total = await page
		.locator( '.vitrine-order-table__total td' )
		.first()
		.innerText();
	await chooseMethod( page, 'PayPal' );
	const button = sourceButton( page, MAIN_WRAPPER, 'paypal' );
	await expect( button ).toBeVisible();
	const calls = await callsFromNow();
	const request = page.waitForRequest( /wc-ajax=create_order/ );
	const { popup, orderId } = await openPopup( page, button );
	const body = ( await request ).postDataJSON();
	expect( body ).toMatchObject( {
		context: 'pay-now',
		order_id: unpaid.id,
		order_key: unpaid.key,
		funding_source: 'paypal',
	} );
	expect( body.form_encoded ).toBeUndefined();
	const provider = await emulator( `orders/${ orderId }` );
	expect(
		provider.purchase_units[ 0 ].amount.value.replace( '.', ',' )
	).toBe( total.replace( /[^\d,]/g, '' ) );
	// The payer goes with the wallet (payment_source.paypal, as the orders
	// document has it): the order's own.
	expect( provider.payer?.email_address ).toBe( BILLING.billing_email );
	await approve( popup );
	await page.waitForURL( ORDER_RECEIVED );
	expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
	expect( storedOrder( unpaid.id ).status ).toMatch(
		/^(processing|completed)$/
	);
	// Paid: the link no longer offers payment.
	await page.goto( unpaid.payUrl );
	await expect( sourceButton( page, MAIN_WRAPPER, 'paypal' ) ).toHaveCount(
		0
	);
} );
