/**
 * §4.4: when the provider's script fails to load the buttons are hidden:
 * product pages lose the button area without an error and the form stays.
 * The script is answered with an empty body, as a provider that is down (or
 * refuses the client ID) leaves `window.paypal` undefined; the loader
 * rejects and nothing is logged.
 *
 * The shopper is never left without a way to pay on the checkout: the
 * PayPal methods say so in German, are disabled, and the bank transfer with
 * the shop's place-order button takes over
 * (src/payment/checkout/test/unavailable.test.ts, 'a failed script disables
 * the provider’s methods with the message and brings place-order back',
 * 'the store’s failed script status marks the methods once';
 * src/payment/rules/test/unavailable.test.ts); the loader's rejection
 * (src/payment/test/sdk.test.ts, 'passes the loader’s §8.2 message on').
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

/**
 * Answers the provider's script with nothing.
 *
 * @param page Playwright page.
 */
async function failSdk( page: Page ) {
	await page.route( /\/sdk\/js\?/, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'application/javascript',
			body: '/* the provider is not reachable */',
		} )
	);
}

test.describe( 'The provider’s script does not load (§4.4)', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'on a product page the button area goes, the form stays', async ( {
		page,
	} ) => {
		await failSdk( page );
		await page.goto( '/produkt/kaffeetasse/' );
		await expect( page.locator( '#ppc-button-ppcp-gateway' ) ).toBeHidden();
		await expect(
			page.getByRole( 'button', { name: 'In den Warenkorb' } )
		).toBeEnabled();
	} );
} );
