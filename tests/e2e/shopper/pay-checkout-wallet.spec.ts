/**
 * A guest pays on /kasse/ with the wallet, pay-later and the card button
 * (§2.4, §4.7, §7.2, §2.6) through the emulator's pop-up: create_order with
 * the form, one capture, the order-received page. Before the wallet's
 * pop-up opens, a missing required field (§5.2) and then a form the server
 * refuses (§5.3) stop the click (actions.reject()): no pop-up, no order,
 * what the shopper typed stays; corrected, the same click pays. The
 * flow's choices are src/payment/flows/test/checkout.test.ts ('checkout
 * click'), the form's marks and list src/payment/flows/test/checkout-page.test.ts,
 * the server's German refusals tests/php/Store/CheckoutTest.php and
 * tests/php/Payment/Endpoints/CheckoutOrderTest.php. A logged-in customer's
 * checkout order is hers (tests/php/Payment/Endpoints/CheckoutOrderTest.php,
 * test_the_logged_in_customers_checkout_order_is_hers_and_paid_once), and
 * her account lists it (tests/php/Account/AccountPageTest.php).
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	BILLING,
	CARD_WRAPPER,
	CHECKOUT,
	chooseMethod,
	errorList,
	fillBilling,
	providerSettings,
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

/**
 * Pays the checkout's form through the pop-up of a funding source's button
 * (billing filled, the method chosen) and checks the order it made.
 *
 * @param page   Playwright page on the checkout.
 * @param button The funding source's button.
 * @param source The funding source.
 */
async function payThroughPopup( page: Page, button: Locator, source: string ) {
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
	await expect( page.locator( '#ppcp-resume-order' ) ).not.toHaveValue( '' );
	await approve( popup );
	await page.waitForURL( ORDER_RECEIVED );
	await expect( page.locator( 'main' ) ).toContainText( 'Kaffeetasse' );
	await expect( page.locator( 'main' ) ).toContainText( 'Ida Kasse' );
	expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
	await page.goto( '/warenkorb/' );
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 0 );
}

/**
 * Counts pop-ups and create_order requests from now on.
 *
 * @param page Playwright page.
 */
function watch( page: Page ) {
	const seen = { popups: 0, creates: 0 };
	page.on( 'popup', () => seen.popups++ );
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'wc-ajax=create_order' ) ) {
			seen.creates++;
		}
	} );
	return seen;
}

test( 'a guest’s click on paypal is stopped by a missing required field (§5.2, the field in bold) and then by a postcode the server refuses (§5.3, a list): no pop-up, no order; corrected, it pays the form’s order once', async ( {
	page,
	consoleErrors,
} ) => {
	providerSettings( { basic_checkout_validation: true } );
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page, { billing_last_name: '' } );
	await chooseMethod( page, 'PayPal' );
	const button = sourceButton( page, MAIN_WRAPPER, 'paypal' );
	await expect( button ).toBeVisible();
	const seen = watch( page );

	await test.step( '§5.2: a missing required field, before the server is asked', async () => {
		let validated = 0;
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'wc-ajax=validate_checkout' ) ) {
				validated++;
			}
		} );
		await button.click();
		await expect( errorList( page ) ).toContainText(
			'Nachname (Rechnungsadresse) ist ein Pflichtfeld.'
		);
		await expect( errorList( page ).locator( 'li strong' ) ).toHaveText(
			'Nachname (Rechnungsadresse)'
		);
		await expect( errorList( page ) ).toBeFocused();
		await expect( page.locator( '#billing_last_name' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( validated ).toBe( 0 );
		await expect( page.locator( '#billing_first_name' ) ).toHaveValue(
			'Ida'
		);
	} );

	await test.step( '§5.3: the server refuses the postcode', async () => {
		await page.locator( '#billing_last_name' ).fill( 'Kasse' );
		await page.locator( '#billing_postcode' ).fill( '123' );
		const refused = page.waitForResponse( /wc-ajax=validate_checkout/ );
		await button.click();
		expect( ( await refused ).status() ).toBe( 400 );
		await expect( errorList( page ).locator( 'li' ) ).toHaveText( [
			'Postleitzahl (Rechnungsadresse) ist keine gültige Postleitzahl.',
		] );
		await expect( page.locator( '#billing_postcode' ) ).toHaveValue(
			'123'
		);
		expect( seen ).toEqual( { popups: 0, creates: 0 } );
		// The browser's own line for the refusal (400) is the only one.
		expect(
			consoleErrors.filter( ( e ) => ! e.includes( 'status of 400' ) )
		).toEqual( [] );
		consoleErrors.length = 0;
	} );

	await page.locator( '#billing_postcode' ).fill( BILLING.billing_postcode );
	await payThroughPopup( page, button, 'paypal' );
	expect( seen.creates ).toBe( 1 );
} );

for ( const [ source, wrapper, method ] of [
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
		await payThroughPopup( page, button, source );
	} );
}
