/**
 * Pay-for-order (§2.4 pay-now, §7.2): an unpaid order placed by
 * bank transfer is paid on /kasse/bestellung-bezahlen/{id}/?key= with the
 * wallet or the card button, for its own amount. A declined payment that
 * leaves it payable there is tests/php/Payment/CaptureTest.php
 * (test_a_declined_pay_now_payment_leaves_the_order_payable_and_its_link_pays_it_once_later).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	CARD_WRAPPER,
	CHECKOUT,
	chooseMethod,
	fillBilling,
	sourceButton,
} from './pay-checkout-helpers';
import {
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	addToCart,
	approve,
	callsFromNow,
	capturesOf,
	emulator,
	openPopup,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * A guest's unpaid bank-transfer order; resolves with its pay-for-order URL.
 *
 * @param page Playwright page.
 */
async function unpaidOrder( page: Page ): Promise< string > {
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await chooseMethod( page, 'Überweisung (Vorkasse)' );
	await page.locator( '#place_order' ).click();
	await page.waitForURL( ORDER_RECEIVED );
	const url = new URL( page.url() );
	const id = /bestellung-erhalten\/(\d+)/.exec( url.pathname )?.[ 1 ];
	return `/kasse/bestellung-bezahlen/${ id }/${ url.search }`;
}

for ( const [ source, wrapper, method ] of [
	[ 'paypal', MAIN_WRAPPER, 'PayPal' ],
	[ 'card', CARD_WRAPPER, 'Kartenzahlung über PayPal (ohne PayPal-Konto)' ],
] as const ) {
	test( `an unpaid order is paid on its pay-for-order page with ${ source }: its own amount, one capture`, async ( {
		page,
	} ) => {
		const payUrl = await unpaidOrder( page );
		await page.goto( payUrl );
		const total = await page
			.locator( '.vitrine-order-table__total td' )
			.first()
			.innerText();
		await chooseMethod( page, method );
		const button = sourceButton( page, wrapper, source );
		await expect( button ).toBeVisible();
		const calls = await callsFromNow();
		const request = page.waitForRequest( /wc-ajax=create_order/ );
		const { popup, orderId } = await openPopup( page, button );
		const body = ( await request ).postDataJSON();
		expect( body ).toMatchObject( {
			context: 'pay-now',
			order_id: Number( /bezahlen\/(\d+)/.exec( payUrl )?.[ 1 ] ),
			order_key: new URL( payUrl, 'http://x' ).searchParams.get( 'key' ),
			funding_source: source,
		} );
		expect( body.form_encoded ).toBeUndefined();
		const provider = await emulator( `orders/${ orderId }` );
		expect(
			provider.purchase_units[ 0 ].amount.value.replace( '.', ',' )
		).toBe( total.replace( /[^\d,]/g, '' ) );
		// The payer goes only with the wallet (payment_source.paypal, as the
		// orders document has it); a card order names none.
		expect( provider.payer?.email_address ).toBe(
			source === 'paypal' ? 'ida.kasse@example.org' : undefined
		);
		await approve( popup );
		await page.waitForURL( ORDER_RECEIVED );
		expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
		// Paid: the link no longer offers payment.
		await page.goto( payUrl );
		await expect(
			sourceButton( page, MAIN_WRAPPER, 'paypal' )
		).toHaveCount( 0 );
	} );
}
