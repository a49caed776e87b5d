/**
 * Save at checkout and pay with the saved card (§4.10, §2.7, §6): the card form's save box makes the provider order vault the card,
 * the paid order leaves it in the customer's account (a guest's new
 * account included); the next order pays by choosing it, the form submits
 * and the server charges the saved card once, landing on order-received.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logInOnAccountPage } from './account-helpers';
import {
	CHECKOUT,
	chooseMethod,
	fillBilling,
	providerSettings,
} from './pay-checkout-helpers';
import { ORDER_RECEIVED, addToCart, callsFromNow } from './pay-helpers';
import { PAYMENT_METHODS, savedCardsOf, typeCard } from './vault-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const CARD_METHOD = 'Kredit- oder Debitkarte';
const FIELDS = '#ppcp-hosted-fields';

/** The shop's card fields on, vaulting on, the card button off (one card method). */
function cardsWithVaulting() {
	providerSettings( {
		vaulting: true,
		method_card: true,
		method_card_button: false,
	} );
}

test( 'a customer saves a card at checkout and pays the next order with it, charged once on the server', async ( {
	page,
} ) => {
	cardsWithVaulting();
	await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await chooseMethod( page, CARD_METHOD );
	await page.locator( '#saved-credit-card' ).selectOption( 'new' );
	await typeCard( page, FIELDS );
	await page
		.getByLabel( 'Diese Karte für künftige Zahlungen speichern' )
		.check();
	const request = page.waitForRequest( /wc-ajax=create_order/ );
	await page.getByRole( 'button', { name: 'Mit Karte bezahlen' } ).click();
	expect( ( await request ).postDataJSON() ).toMatchObject( {
		save_payment_method: true,
	} );
	await page.waitForURL( ORDER_RECEIVED );

	await page.goto( PAYMENT_METHODS );
	await expect(
		page.locator( 'table tbody tr', { hasText: '•••• 1111' } )
	).toHaveCount( 1 );

	// The next order: the saved card, no card fields, the form submits.
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await chooseMethod( page, CARD_METHOD );
	const saved = page.locator( '#saved-credit-card' );
	const option = saved.locator( 'option', { hasText: '1111' } );
	await saved.selectOption( ( await option.getAttribute( 'value' ) ) ?? '' );
	const calls = await callsFromNow();
	await page.getByRole( 'button', { name: 'Mit Karte bezahlen' } ).click();
	await page.waitForURL( ORDER_RECEIVED );
	await expect( page.locator( 'main' ) ).toContainText( 'Kaffeetasse' );
	const seen = await calls();
	const created = seen.filter(
		( call ) =>
			call.method === 'POST' && call.path === '/v2/checkout/orders'
	);
	expect( created ).toHaveLength( 1 );
	const captures = seen.filter(
		( call ) =>
			call.method === 'POST' &&
			/^\/v2\/checkout\/orders\/[^/]+\/capture$/.test( call.path )
	);
	expect( captures ).toHaveLength( 1 );
	// A reload of the order-received page charges nothing more.
	await page.reload();
	expect(
		( await calls() ).filter( ( call ) => call.path.endsWith( '/capture' ) )
	).toHaveLength( 1 );
} );

test( 'a guest who creates an account at checkout finds the saved card in her new account', async ( {
	page,
} ) => {
	cardsWithVaulting();
	await addToCart( page );
	await page.goto( CHECKOUT );
	const email = `neu-${ Date.now() }@example.org`;
	await fillBilling( page, { billing_email: email } );
	await page.locator( '#createaccount' ).check();
	await chooseMethod( page, CARD_METHOD );
	await typeCard( page, FIELDS );
	await page
		.getByLabel( 'Diese Karte für künftige Zahlungen speichern' )
		.check();
	await page.getByRole( 'button', { name: 'Mit Karte bezahlen' } ).click();
	await page.waitForURL( ORDER_RECEIVED );

	expect( savedCardsOf( email ) ).toEqual( [ '1111' ] );
} );
