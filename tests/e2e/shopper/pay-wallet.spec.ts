/**
 * The shopper's wallet (§2.4, §4.4, §4.9, §2.6) through the
 * emulator's SDK and its real pop-up: the buttons render in the product,
 * mini-cart and cart contexts from one SDK load per page, pages without a
 * payment element load neither the payment script nor the SDK, a disabled
 * wrapper submits the product form instead of paying. A page whose only
 * payment element is the header's mini-cart embeds the §3.11 object once,
 * readable by a script, in the mini-cart context (§2.4), and loads no SDK
 * until the cart has an item. Paying from a product page is
 * pay-product-simple.spec.ts; the front end's §7.2 bodies and their order
 * are src/store/payment/test/store.test.ts, the flow's steps
 * src/payment/flows/test/order.test.ts. What the §3.11 object holds on each
 * kind of page (the payment block's page with an empty cart: the checkout
 * context, disabled buttons, the calls' nonces, the SDK's URL), that
 * nothing secret reaches the page and that the object alone loads no SDK:
 * tests/php/Payment/Config/PrinterTest.php, ContractTest.php and
 * src/store/payment/test/config-samples.test.ts.
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
	test( 'load nothing on a page without a payment element; render in the product, mini-cart and cart contexts, from exactly one SDK request per page', async ( {
		page,
	} ) => {
		const sdk = countSdkRequests( page );
		// A page without a payment element loads neither the payment script
		// nor the SDK.
		await page.goto( '/veranstaltungen/' );
		await page.waitForLoadState( 'load' );
		// The header's mini-cart is there, but with an empty cart it shows no buttons.
		await expect( page.locator( '#ppc-button-minicart' ) ).toHaveCount( 1 );
		await expect( page.locator( PAYMENT_SCRIPT ) ).toHaveCount( 0 );
		expect( sdk ).toEqual( [] );
		// §3.11, §2.4: one object, readable by a script, for the mini-cart.
		await expect(
			page.locator(
				'script#vitrine-payment-config[type="application/json"]'
			)
		).toHaveCount( 1 );
		const miniCart = await pageConfig( page );
		expect( miniCart.context ).toBe( 'mini-cart' );
		expect( miniCart.mini_cart_buttons_enabled ).toBe( '1' );
		expect( miniCart.client_id ).toBe( 'vitrine-demo' );
		expect( miniCart.user.is_logged ).toBe( false );
		expect( await page.content() ).not.toContain( 'vitrine-demo-secret' );

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
