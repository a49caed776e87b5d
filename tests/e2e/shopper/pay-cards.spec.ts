/**
 * Card payments on /kasse/ (§4.10, §5.4, §8.2) through the
 * emulator's card-field iframes with its test cards: an approved card in
 * both renderers (the newer card fields and the legacy hosted fields, the
 * shop's setting switched per test), a declined card, a 3-D Secure
 * challenge passed (card fields) and failed (hosted fields). And: the card
 * number never reaches the shop's page or server.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT, SITE_NAME } from '../config';
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';
import {
	CHECKOUT,
	errorList,
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

test.use( { storageState: { cookies: [], origins: [] } } );

const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';
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
 * The refused approve_order (422) is the only console error allowed.
 *
 * @param errors The fixture's console errors.
 */
function expectRefusals( errors: string[] ) {
	expect(
		errors.filter( ( text ) => ! text.includes( 'status of 422' ) )
	).toEqual( [] );
	errors.length = 0;
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
 * Pays with the challenge card; the 3-D Secure window passes or fails.
 *
 * @param page Playwright page.
 * @param pass Whether the challenge is passed.
 */
async function payWithChallenge( page: Page, pass: boolean ) {
	const popup = page.waitForEvent( 'popup' );
	const id = await pay( page );
	const window = await popup;
	await window.waitForURL( /flow=3ds/ );
	await window
		.getByRole( 'button', {
			name: pass ? 'Bestätigen' : 'Bestätigung fehlschlagen lassen',
		} )
		.click();
	return id;
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

// Each browser flow runs in one renderer: the server's side of a declined
// card and of 3-D Secure is the same for both (tests/php/Payment/Cards/
// ThreeDSecureTest.php, tests/php/Payment/CaptureTest.php); the approved card
// pays with the card fields in "the card number never reaches …" below.
test.describe( 'cards with the card-fields', () => {
	test.beforeEach( () => cardSettings( false ) );

	test( 'a declined card shows the German refusal and leaves the order unpaid; the next card pays the same checkout once (card-fields)', async ( {
		page,
		consoleErrors,
	} ) => {
		await cardCheckout( page, 'card-fields' );
		await typeCard( page, DECLINED );
		await pay( page );
		await expect( errorList( page ) ).toContainText(
			'Deine Zahlungsart wurde abgelehnt'
		);
		await expect( page ).toHaveURL( /\/kasse\/$/ );
		expectRefusals( consoleErrors );
		// The next card pays the same checkout.
		await cardInput( page, 'Kartennummer' ).fill( APPROVED );
		const calls = await callsFromNow();
		const id = await pay( page );
		await page.waitForURL( ORDER_RECEIVED );
		expect( capturesOf( await calls(), id ) ).toHaveLength( 1 );
	} );

	test( 'a passed 3-D Secure challenge pays (card-fields)', async ( {
		page,
	} ) => {
		await cardCheckout( page, 'card-fields' );
		await typeCard( page, CHALLENGE );
		const calls = await callsFromNow();
		const id = await payWithChallenge( page, true );
		await page.waitForURL( ORDER_RECEIVED );
		expect( capturesOf( await calls(), id ) ).toHaveLength( 1 );
	} );
} );

test.describe( 'cards with the hosted-fields', () => {
	test.beforeEach( () => cardSettings( true ) );

	test( "an approved card pays the checkout's order once (hosted-fields)", async ( {
		page,
	} ) => {
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

	test( 'a failed 3-D Secure challenge is refused in German and nothing is captured (hosted-fields)', async ( {
		page,
		consoleErrors,
	} ) => {
		await cardCheckout( page, 'hosted-fields' );
		await typeCard( page, CHALLENGE );
		const calls = await callsFromNow();
		const id = await payWithChallenge( page, false );
		await expect( errorList( page ) ).toContainText( '3-D Secure' );
		await expect( errorList( page ) ).toContainText(
			'Es wurde nichts belastet'
		);
		await expect( page ).toHaveURL( /\/kasse\/$/ );
		expect( capturesOf( await calls(), id ) ).toHaveLength( 0 );
		expectRefusals( consoleErrors );
	} );
} );

test( 'an approved card pays the checkout’s order once (card-fields), and the card number never reaches the shop’s page or server', async ( {
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
	await typeCard( page, APPROVED );
	// The top page's DOM holds no number, neither in markup nor in any value.
	const values = await page.evaluate( () =>
		[ ...document.querySelectorAll( 'input, select, textarea' ) ]
			.map( ( e ) => ( e as HTMLInputElement ).value )
			.join( '|' )
	);
	expect( values ).not.toContain( APPROVED );
	expect( await page.content() ).not.toContain( APPROVED );
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
	expect( toShop.length ).toBeGreaterThan( 3 );
	for ( const sent of toShop ) {
		expect( sent ).not.toContain( APPROVED );
		expect( sent ).not.toContain( '4111 1111' );
	}
	// The provider got it, from its own frames (not through the shop).
	const order = await emulator( `orders/${ id }` );
	expect( order.payment_source.card.last_digits ).toBe( '1111' );
} );

/**
 * Saves a card token for the customer in the test site's database.
 *
 * @return The token's id.
 */
function saveCustomerCard(): string {
	const load = path.join( ROOT, '.wp', 'sites', SITE_NAME, 'wp-load.php' );
	return execFileSync( 'php', [
		'-r',
		`require ${ JSON.stringify( load ) };
		$user = get_user_by( 'login', ${ JSON.stringify( CUSTOMER.login ) } );
		$token = Vitrine\\Store\\Stores::get()->save_payment_token( $user->ID, array(
			'gateway' => 'ppcp-credit-card-gateway', 'provider_token_id' => 'PT-E2E-CARD',
			'brand' => 'visa', 'last_digits' => '1111', 'expiry_month' => 12, 'expiry_year' => 2031,
		) );
		echo $token->id;`,
	] )
		.toString()
		.trim();
}

/**
 * Answers the checkout form's POST with a plain page (the vault part's job).
 *
 * @param page Playwright page.
 */
async function standInForCheckoutSubmit( page: Page ) {
	await page.route( /\/kasse\/$/, ( route ) =>
		route.request().method() === 'POST'
			? route.fulfill( {
					status: 200,
					contentType: 'text/html',
					body: '<!doctype html><title>ok</title><p>ok</p>',
			  } )
			: route.continue()
	);
}

test( 'a saved card (§4.10, §2.7): the fields hide, the card inputs are disabled and pay submits the order form with the token', async ( {
	page,
} ) => {
	providerSettings( {
		method_card: true,
		card_fields_legacy: false,
		vaulting: true,
	} );
	const saved = saveCustomerCard();
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await page.locator( '#payment_method_ppcp-credit-card-gateway' ).check();
	const select = page.locator( '#saved-credit-card' );
	await expect( select.locator( `option[value="${ saved }"]` ) ).toHaveCount(
		1
	);
	// §2.7: reset to the first option, a saved card.
	const token = String(
		await select.locator( 'option' ).first().getAttribute( 'value' )
	);
	expect( token ).not.toBe( 'new' );
	await expect( select ).toHaveValue( token );
	await expect( page.locator( '#ppcp-hosted-fields' ) ).toBeHidden();
	await expect( page.locator( '#ppcp-credit-card-vault' ) ).toBeDisabled();
	await expect( page.locator( '#vitrine-card-pay' ) ).toBeVisible();
	// The server's charge of the saved token is the vault part: stand in for its answer.
	await standInForCheckoutSubmit( page );
	const submitted = page.waitForRequest(
		( request ) =>
			request.method() === 'POST' && /\/kasse\/$/.test( request.url() )
	);
	const createOrder = page
		.waitForRequest( /wc-ajax=create_order/, { timeout: 2_000 } )
		.catch( () => null );
	await page.locator( '#vitrine-card-pay' ).click();
	const form = new URLSearchParams(
		String( ( await submitted ).postData() )
	);
	expect( form.get( 'payment_method' ) ).toBe( 'ppcp-credit-card-gateway' );
	expect( form.get( 'saved-credit-card' ) ).toBe( token );
	expect( await createOrder, 'no card-field order is created' ).toBeNull();
} );

test( 'an unpaid bank-transfer order is paid with card fields on its pay-for-order page (pay-now)', async ( {
	page,
} ) => {
	providerSettings( { method_card: true, card_fields_legacy: false } );
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await page.getByLabel( 'Überweisung (Vorkasse)', { exact: true } ).check();
	await page.locator( '#place_order' ).click();
	await page.waitForURL( ORDER_RECEIVED );
	const url = new URL( page.url() );
	const orderId = /bestellung-erhalten\/(\d+)/.exec( url.pathname )?.[ 1 ];
	await page.goto(
		`/kasse/bestellung-bezahlen/${ orderId }/${ url.search }`
	);
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
		order_id: Number( orderId ),
		payment_method: 'ppcp-credit-card-gateway',
	} );
	await page.waitForURL( ORDER_RECEIVED );
	expect( capturesOf( await calls(), id ) ).toHaveLength( 1 );
} );
