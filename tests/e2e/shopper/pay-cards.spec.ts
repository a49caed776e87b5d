/**
 * Card payments (§4.10, §5.4) through the emulator's card-field iframes
 * with its test cards: the newer card fields with a 3-D Secure challenge
 * passed in its window, the legacy hosted fields with an approved card
 * (the shop's setting switched per test), the card fields on the
 * pay-for-order page. And: the card number never reaches the shop's page
 * or server.
 *
 * Proven below the browser: a declined card is refused in German by the
 * capture and the same checkout pays with the next card once
 * (tests/php/Payment/Cards/ThreeDSecureTest.php,
 * test_a_declined_card_is_refused_by_the_capture; CaptureTest; the checkout
 * showing data.message for code 100 without restart:
 * src/payment/flows/test/checkout.test.ts); a failed 3-D Secure challenge
 * is refused in German with nothing captured (ThreeDSecureTest,
 * test_a_failed_challenge_is_refused_in_german_and_nothing_is_captured;
 * tools/provider-emulator/test/cards-3ds.test.ts); a saved card (§2.7)
 * hides the fields and disables the card inputs
 * (src/payment/checkout/display/test/controller.test.ts, 'resets the
 * saved-card select to its first option on the checkout, then a saved card
 * hides the fields and disables the inputs') and pays the placed order once
 * on the server (tests/php/Payment/Vault/CheckoutVaultTest.php; in the
 * browser vault-checkout.spec.ts).
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
	BILLING,
	CHECKOUT,
	fillBilling,
	providerSettings,
} from './pay-checkout-helpers';
import {
	ORDER_RECEIVED,
	addToCart,
	callsFromNow,
	capturesOf,
	emulator,
} from './pay-helpers';
import { unpaidOrder } from './pay-site';

test.use( { storageState: { cookies: [], origins: [] } } );

const APPROVED = '4111111111111111';
const CHALLENGE = '4000000000003220';

/**
 * One input of the card fields (an iframe of the emulator's origin).
 *
 * @param page  Playwright page.
 * @param title The field frame's title.
 */
const cardInput = ( page: Page, title: string ) =>
	page.frameLocator( `iframe[title="${ title }"]` ).locator( 'input' );

/**
 * The checkout with a mug in the cart, billing filled, cards chosen, the
 * fields rendered by the expected renderer.
 *
 * @param page     Playwright page.
 * @param renderer card-fields or hosted-fields.
 */
async function cardCheckout( page: Page, renderer: string ) {
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await page.locator( '#payment_method_ppcp-credit-card-gateway' ).check();
	await expect( page.locator( '#ppcp-hosted-fields' ) ).toHaveAttribute(
		'data-card-renderer',
		renderer
	);
	await expect( page.locator( '#place_order' ) ).toBeHidden();
}

/**
 * Types a card into the fields.
 *
 * @param page   Playwright page.
 * @param number Card number.
 */
async function typeCard( page: Page, number: string ) {
	await cardInput( page, 'Kartennummer' ).fill( number );
	await cardInput( page, 'MM/JJ' ).fill( '12/30' );
	await cardInput( page, 'Prüfnummer' ).fill( '123' );
}

/**
 * Clicks the pay button; resolves with the provider order create_order answered.
 *
 * @param page Playwright page.
 */
async function pay( page: Page ) {
	const created = page.waitForResponse( /wc-ajax=create_order/ );
	await page.locator( '#vitrine-card-pay' ).click();
	const answer = await ( await created ).json();
	return String( answer?.data?.id ?? '' );
}

/**
 * Switches the card method on with one renderer.
 *
 * @param legacy Whether the legacy hosted fields render.
 */
const cardSettings = ( legacy: boolean ) =>
	providerSettings( {
		method_card: true,
		card_fields_legacy: legacy,
		contingency: 'SCA_WHEN_REQUIRED',
	} );

test( 'a 3-D Secure challenge passed in its window pays the checkout’s order once (card-fields), and the card number never reaches the shop’s page or server', async ( {
	page,
	baseURL,
} ) => {
	cardSettings( false );
	const toShop: string[] = [];
	page.on( 'request', ( request ) => {
		if ( baseURL && request.url().startsWith( baseURL ) ) {
			toShop.push( request.url() + '\n' + ( request.postData() ?? '' ) );
		}
	} );
	await cardCheckout( page, 'card-fields' );
	await typeCard( page, CHALLENGE );
	// The top page's DOM holds no number, neither in markup nor in any value.
	const values = await page.evaluate( () =>
		[ ...document.querySelectorAll( 'input, select, textarea' ) ]
			.map( ( e ) => ( e as HTMLInputElement ).value )
			.join( '|' )
	);
	expect( values ).not.toContain( CHALLENGE );
	expect( await page.content() ).not.toContain( CHALLENGE );
	const calls = await callsFromNow();
	const request = page.waitForRequest( /wc-ajax=create_order/ );
	const challenge = page.waitForEvent( 'popup' );
	const id = await pay( page );
	expect( ( await request ).postDataJSON() ).toMatchObject( {
		context: 'checkout',
		funding_source: 'card',
		payment_method: 'ppcp-credit-card-gateway',
	} );
	const window = await challenge;
	await window.waitForURL( /flow=3ds/ );
	await window.getByRole( 'button', { name: 'Bestätigen' } ).click();
	await page.waitForURL( ORDER_RECEIVED );
	await expect( page.locator( 'main' ) ).toContainText( 'Kaffeetasse' );
	expect( capturesOf( await calls(), id ) ).toHaveLength( 1 );
	expect( toShop.length ).toBeGreaterThan( 3 );
	for ( const sent of toShop ) {
		expect( sent ).not.toContain( CHALLENGE );
		expect( sent ).not.toContain( '4000 0000' );
	}
	// The provider got it, from its own frames (not through the shop).
	const order = await emulator( `orders/${ id }` );
	expect( order.payment_source.card.last_digits ).toBe( '3220' );
	expect(
		order.payment_source.card.authentication_result.liability_shift
	).toBe( 'POSSIBLE' );
} );

test( "an approved card pays the checkout's order once (hosted-fields)", async ( {
	page,
} ) => {
	cardSettings( true );
	await cardCheckout( page, 'hosted-fields' );
	await typeCard( page, APPROVED );
	const calls = await callsFromNow();
	const request = page.waitForRequest( /wc-ajax=create_order/ );
	const id = await pay( page );
	expect( ( await request ).postDataJSON() ).toMatchObject( {
		context: 'checkout',
		funding_source: 'card',
		payment_method: 'ppcp-credit-card-gateway',
	} );
	await page.waitForURL( ORDER_RECEIVED );
	await expect( page.locator( 'main' ) ).toContainText( 'Kaffeetasse' );
	expect( capturesOf( await calls(), id ) ).toHaveLength( 1 );
} );

test( 'an unpaid bank-transfer order is paid with card fields on its pay-for-order page for its own amount (pay-now, §2.4)', async ( {
	page,
} ) => {
	providerSettings( { method_card: true, card_fields_legacy: false } );
	const unpaid = unpaidOrder( BILLING );
	await page.goto( unpaid.payUrl );
	const total = await page
		.locator( '.vitrine-order-table__total td' )
		.first()
		.innerText();
	await page.locator( '#payment_method_ppcp-credit-card-gateway' ).check();
	await expect( page.locator( '#ppcp-hosted-fields' ) ).toHaveAttribute(
		'data-card-renderer',
		'card-fields'
	);
	await typeCard( page, APPROVED );
	const calls = await callsFromNow();
	const request = page.waitForRequest( /wc-ajax=create_order/ );
	const id = await pay( page );
	expect( ( await request ).postDataJSON() ).toMatchObject( {
		context: 'pay-now',
		order_id: unpaid.id,
		order_key: unpaid.key,
		payment_method: 'ppcp-credit-card-gateway',
	} );
	const provider = await emulator( `orders/${ id }` );
	expect(
		provider.purchase_units[ 0 ].amount.value.replace( '.', ',' )
	).toBe( total.replace( /[^\d,]/g, '' ) );
	await page.waitForURL(
		new RegExp( `bestellung-erhalten/${ unpaid.id }/` )
	);
	expect( capturesOf( await calls(), id ) ).toHaveLength( 1 );
} );
