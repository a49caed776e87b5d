/**
 * The shopper's wallet (§2.4, §4.4, §4.9, §2.6) through the
 * emulator's SDK and its real pop-up: the buttons render in the product,
 * mini-cart and cart contexts from one SDK load per page, pages without a
 * payment element load neither the payment script nor the SDK, a disabled
 * wrapper submits the product form instead of paying, and a guest pays for
 * a simple product from its page and lands on the order-received page.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

const SDK = /\/sdk\/js\?/;
const PAYMENT_SCRIPT = 'script[src*="/build/payment/main.js"]';
const wallet = ( page: Page, wrapper: string ) =>
	page.locator( `${ wrapper } button[data-funding-source="paypal"]` );

/**
 * Counts the SDK script requests of the page from now on.
 *
 * @param page Playwright page.
 */
function countSdkRequests( page: Page ) {
	const seen: string[] = [];
	page.on( 'request', ( request ) => {
		if ( SDK.test( request.url() ) ) {
			seen.push( request.url() );
		}
	} );
	return seen;
}

/**
 * The page's §3.11 object.
 *
 * @param page Playwright page.
 */
async function pageConfig( page: Page ) {
	return JSON.parse(
		( await page
			.locator( 'script#vitrine-payment-config' )
			.textContent() ) ?? 'null'
	);
}

test.describe( 'Wallet buttons (§2.4, §4.4)', () => {
	test( 'render in the product, mini-cart and cart contexts, from exactly one SDK request per page', async ( {
		page,
	} ) => {
		const sdk = countSdkRequests( page );
		await page.goto( '/produkt/kaffeetasse/' );
		const product = wallet( page, '#ppc-button-ppcp-gateway' );
		await expect( product ).toBeVisible();
		// §9.5: the container carries its width class.
		await expect( page.locator( '#ppc-button-ppcp-gateway' ) ).toHaveClass(
			/ppcp-width-(500|300|min)/
		);
		// The cart is empty: the mini-cart shows no buttons yet.
		await expect( wallet( page, '#ppc-button-minicart' ) ).toHaveCount( 0 );

		// Added to the cart: the mini-cart follows the store and renders its
		// buttons from the same SDK load.
		await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'wurde deinem Warenkorb hinzugefügt'
		);
		await expect( wallet( page, '#ppc-button-minicart' ) ).toHaveCount( 1 );
		await page.locator( '.vitrine-mini-cart__toggle' ).click();
		await expect( wallet( page, '#ppc-button-minicart' ) ).toBeVisible();
		expect( sdk ).toHaveLength( 1 );
		await expect( page.locator( 'script[src*="/sdk/js"]' ) ).toHaveCount(
			1
		);
		expect( new URL( sdk[ 0 ] ).searchParams.get( 'client-id' ) ).toBe(
			'vitrine-demo'
		);

		sdk.length = 0;
		await page.goto( '/warenkorb/' );
		expect( ( await pageConfig( page ) ).context ).toBe( 'cart' );
		await expect(
			wallet( page, '#ppc-button-ppcp-gateway' )
		).toBeVisible();
		await expect( wallet( page, '#ppc-button-minicart' ) ).toHaveCount( 1 );
		expect( sdk ).toHaveLength( 1 );
		await expect( page.locator( 'script[src*="/sdk/js"]' ) ).toHaveCount(
			1
		);
	} );

	test( 'a page without a payment element loads neither the payment script nor the SDK', async ( {
		page,
	} ) => {
		const sdk = countSdkRequests( page );
		await page.goto( '/veranstaltungen/' );
		await page.waitForLoadState( 'load' );
		// The header's mini-cart is there, but with an empty cart it shows no buttons.
		await expect( page.locator( '#ppc-button-minicart' ) ).toHaveCount( 1 );
		await expect( page.locator( PAYMENT_SCRIPT ) ).toHaveCount( 0 );
		expect( sdk ).toEqual( [] );
	} );

	test( 'a disabled wrapper opens no pop-up; its click submits the form so the shop’s reason shows (§4.4)', async ( {
		page,
		consoleErrors,
	} ) => {
		await page.goto( '/produkt/vitrine-shirt/' );
		const wrapper = page.locator( '#ppc-button-ppcp-gateway' );
		const button = wallet( page, '#ppc-button-ppcp-gateway' );
		await expect( button ).toBeVisible();
		// No variation chosen: price 0 and the add-to-cart button is "disabled".
		await expect( wrapper ).toHaveClass( /ppcp-disabled/ );
		let popups = 0;
		page.on( 'popup', () => popups++ );
		let cartCalls = 0;
		page.on( 'request', ( request ) => {
			if ( /wc-ajax=change_cart/.test( request.url() ) ) {
				cartCalls++;
			}
		} );
		await button.click();
		// The form was submitted: the shop's own reason shows (the form knows
		// it without asking the server), no pop-up opens.
		await expect(
			page.locator(
				'.vitrine-add-to-cart__notices .vitrine-notice--error'
			)
		).toBeVisible();
		expect( popups ).toBe( 0 );
		expect( cartCalls ).toBe( 0 );
		expect( consoleErrors ).toEqual( [] );

		// A variation found: enabled (broadcast through the store).
		const selects = page.locator( 'select[name^="attribute_"]' );
		for ( let i = 0; i < ( await selects.count() ); i++ ) {
			await selects.nth( i ).selectOption( { index: 1 } );
		}
		await expect( wrapper ).not.toHaveClass( /ppcp-disabled/ );
	} );
} );

test.describe( 'Paying with the wallet (§4.9, §2.6)', () => {
	test( 'a guest pays for a simple product from its page and lands on the order-received page', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/kaffeetasse/' );
		const button = wallet( page, '#ppc-button-ppcp-gateway' );
		await expect( button ).toBeVisible();
		const created = page.waitForRequest( /wc-ajax=create_order/ );
		const [ popup ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			button.click(),
		] );
		const body = ( await created ).postDataJSON();
		expect( body ).toMatchObject( {
			context: 'product',
			payment_method: 'ppcp-gateway',
			funding_source: 'paypal',
			bn_code: 'Vitrine_Product',
		} );
		expect( JSON.stringify( body ) ).not.toContain( '12.90' );
		await popup.waitForURL( /\/checkoutnow\?token=/ );
		await expect( popup.locator( '#summary' ) ).toContainText( 'EUR' );
		await popup
			.getByRole( 'button', { name: 'Zustimmen und weiter' } )
			.click();
		await page.waitForURL( /\/kasse\/bestellung-erhalten\/\d+\// );
		await expect( page.locator( 'body' ) ).toContainText( 'Kaffeetasse' );
	} );
} );

/**
 * Creates an order at the emulator as the shop's server would.
 *
 * @param value Amount in EUR.
 */
async function emulatorOrder( value: string ): Promise< string > {
	const base = process.env.VITRINE_EMULATOR_URL ?? '';
	const token = await fetch( base + '/v1/oauth2/token', {
		method: 'POST',
		headers: {
			Authorization:
				'Basic ' + Buffer.from( 'e2e:secret' ).toString( 'base64' ),
			'Content-Type': 'application/x-www-form-urlencoded',
		},
		body: 'grant_type=client_credentials',
	} ).then( ( r ) => r.json() );
	const order = await fetch( base + '/v2/checkout/orders', {
		method: 'POST',
		headers: {
			Authorization: `Bearer ${ token.access_token }`,
			'Content-Type': 'application/json',
		},
		body: JSON.stringify( {
			intent: 'CAPTURE',
			purchase_units: [ { amount: { currency_code: 'EUR', value } } ],
		} ),
	} ).then( ( r ) => r.json() );
	return order.id;
}

test.describe( 'The product page’s payment flow against stand-in endpoints', () => {
	// The page's endpoints are stood in for by the test: this checks the
	// front end's side of §7.2 on its own (bodies, order of calls, pop-up,
	// redirect after approval); the pay-product-* specs pay for real.
	test( 'change_cart, create_order, pop-up approval, approve_order, then the order-received URL', async ( {
		page,
	} ) => {
		const calls: Array< {
			name: string;
			body: Record< string, unknown >;
		} > = [];
		// Rewritten in the page before the payment script reads it (a page
		// served by interception would lose its loopback origin for Chromium).
		await page.addInitScript( () =>
			document.addEventListener( 'DOMContentLoaded', () => {
				const element = document.getElementById(
					'vitrine-payment-config'
				);
				if ( element?.textContent ) {
					const config = JSON.parse( element.textContent );
					for ( const name of [ 'create_order', 'approve_order' ] ) {
						config.ajax[ name ] = {
							endpoint: `/?wc-ajax=${ name }`,
							nonce: 'stand-in',
						};
					}
					element.textContent = JSON.stringify( config );
				}
			} )
		);
		await page.route(
			/wc-ajax=(create_order|approve_order)/,
			async ( route ) => {
				const name = /wc-ajax=([a-z_]+)/.exec(
					route.request().url()
				)![ 1 ];
				calls.push( { name, body: route.request().postDataJSON() } );
				const data =
					name === 'create_order'
						? { id: await emulatorOrder( '12.90' ) }
						: { order_received_url: '/warenkorb/?bezahlt=1' };
				await route.fulfill( { json: { success: true, data } } );
			}
		);
		const changed = page.waitForRequest( /wc-ajax=change_cart/ );
		await page.goto( '/produkt/kaffeetasse/' );
		const button = wallet( page, '#ppc-button-ppcp-gateway' );
		await expect( button ).toBeVisible();
		const [ popup ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			button.click(),
		] );
		expect( ( await changed ).postDataJSON() ).toMatchObject( {
			products: [ { quantity: 1, variations: null } ],
		} );
		await popup.waitForURL( /\/checkoutnow\?token=/ );
		await popup
			.getByRole( 'button', { name: 'Zustimmen und weiter' } )
			.click();
		await page.waitForURL( /\/warenkorb\/\?bezahlt=1$/ );
		expect( calls.map( ( call ) => call.name ) ).toEqual( [
			'create_order',
			'approve_order',
		] );
		expect( calls[ 0 ].body ).toEqual( {
			nonce: 'stand-in',
			purchase_units: [],
			payer: null,
			bn_code: 'Vitrine_Product',
			payment_method: 'ppcp-gateway',
			funding_source: 'paypal',
			context: 'product',
		} );
		expect( calls[ 1 ].body ).toMatchObject( {
			order_id: expect.any( String ),
			funding_source: 'paypal',
			should_create_wc_order: true,
		} );
		// The cart now holds the product the shopper paid for.
		await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
	} );
} );
