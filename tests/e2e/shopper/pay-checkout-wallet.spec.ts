/**
 * A guest and the customer pay on /kasse/ with the wallet, pay-later and
 * the card button (§2.4, §4.7, §7.2, §2.6) through the emulator's
 * pop-up: create_order with the form, one capture, the order-received page.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';
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
	openPopup,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

for ( const [ source, wrapper, method ] of [
	[ 'paypal', MAIN_WRAPPER, 'PayPal' ],
	[ 'paylater', MAIN_WRAPPER, 'PayPal' ],
	[ 'card', CARD_WRAPPER, /Kredit|Karte/ ],
] as const ) {
	test( `a guest pays on the checkout with ${ source }: the form's order, one capture, the order-received page`, async ( {
		page,
	} ) => {
		await addToCart( page );
		await page.goto( CHECKOUT );
		await fillBilling( page );
		await chooseMethod( page, method );
		const button = sourceButton( page, wrapper, source );
		await expect( button ).toBeVisible();
		const calls = await callsFromNow();
		const request = page.waitForRequest( /wc-ajax=create_order/ );
		const { popup, orderId } = await openPopup( page, button );
		const body = ( await request ).postDataJSON();
		expect( body ).toMatchObject( {
			context: 'checkout',
			funding_source: source,
			payment_method:
				source === 'card' ? 'ppcp-card-button-gateway' : 'ppcp-gateway',
			createaccount: false,
		} );
		expect( body.form_encoded ).toContain( 'billing_first_name=Ida' );
		await expect( page.locator( '#ppcp-funding-source' ) ).toHaveValue(
			source
		);
		await expect( page.locator( '#ppcp-resume-order' ) ).not.toHaveValue(
			''
		);
		await approve( popup );
		await page.waitForURL( ORDER_RECEIVED );
		await expect( page.locator( 'main' ) ).toContainText( 'Kaffeetasse' );
		await expect( page.locator( 'main' ) ).toContainText( 'Ida Kasse' );
		expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
		await page.goto( '/warenkorb/' );
		await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 0 );
	} );
}

test( 'the logged-in customer pays on the checkout with the wallet: the order is in her account', async ( {
	page,
} ) => {
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await chooseMethod( page, 'PayPal' );
	const calls = await callsFromNow();
	const { popup, orderId } = await openPopup(
		page,
		sourceButton( page, MAIN_WRAPPER, 'paypal' )
	);
	await approve( popup );
	await page.waitForURL( ORDER_RECEIVED );
	expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
	const id = /bestellung-erhalten\/(\d+)/.exec( page.url() )?.[ 1 ];
	await page.goto( `/mein-konto/bestellungen/${ id }/` );
	await expect( page.locator( 'main' ) ).toContainText( 'Kaffeetasse' );
} );
