/**
 * Save at checkout and pay with the saved card (§4.10, §2.7, §6): the card
 * form's save box makes the provider order vault the card, the paid order
 * leaves it in the customer's account; the next order pays by choosing it
 * (the card fields hidden, §2.7), the form submits and the server charges
 * the saved card once, landing on order-received.
 *
 * A guest who creates an account at checkout finds the saved card in her
 * new account: tests/php/Payment/Vault/CheckoutVaultTest.php
 * (test_a_guest_who_creates_an_account_at_checkout_gets_the_card_in_her_new_account).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';
import {
	CHECKOUT,
	chooseMethod,
	fillBilling,
	providerSettings,
} from './pay-checkout-helpers';
import { ORDER_RECEIVED, addToCart, callsFromNow } from './pay-helpers';
import { PAYMENT_METHODS, typeCard } from './vault-helpers';

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
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
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
	// §2.7: a saved card hides the fields.
	await expect( page.locator( FIELDS ) ).toBeHidden();
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
