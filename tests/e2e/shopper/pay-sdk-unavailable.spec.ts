/**
 * §4.4: when the provider's script fails to load the buttons are hidden —
 * and the shopper is never left without a way to pay: on the checkout the
 * PayPal methods say so in German and the bank transfer with the shop's
 * place-order button takes over; product pages lose the button area
 * without an error. The script is answered with an empty body, as a
 * provider that is down (or refuses the client ID) leaves `window.paypal`
 * undefined; the loader rejects and nothing is logged.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { fillCart } from './shop-helpers';

const MESSAGE =
	'PayPal ist gerade nicht erreichbar. Bitte wähle eine andere Zahlungsart.';

/**
 * Answers the provider's script with nothing once `release` is called.
 *
 * @param page Playwright page.
 * @return Releases the held script.
 */
async function holdSdk( page: Page ): Promise< () => void > {
	let release: () => void = () => undefined;
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	await page.route( /\/sdk\/js\?/, async ( route ) => {
		await released;
		await route.fulfill( {
			status: 200,
			contentType: 'application/javascript',
			body: '/* the provider is not reachable */',
		} );
	} );
	return release;
}

test.describe( 'The provider’s script does not load (§4.4)', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'on the checkout, PayPal chosen: the message shows, the transfer is selected and place-order comes back', async ( {
		page,
	} ) => {
		await fillCart( page, [ { slug: 'kaffeetasse' } ] );
		const release = await holdSdk( page );
		await page.goto( '/kasse/' );
		await page.getByLabel( 'PayPal', { exact: true } ).check();
		await expect( page.locator( '#place_order' ) ).toBeHidden();

		release();

		await expect( page.getByText( MESSAGE ) ).toHaveCount( 2 ); // PayPal and the card button.
		await expect(
			page.locator( '#payment_method_ppcp-gateway' )
		).toBeDisabled();
		await expect(
			page.locator( '#payment_method_ppcp-card-button-gateway' )
		).toBeDisabled();
		await expect( page.locator( '#payment_method_bacs' ) ).toBeChecked();
		await expect( page.locator( '#payment_method_bacs' ) ).toBeEnabled();
		await expect(
			page.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		).toBeVisible();
		await expect( page.locator( '#ppc-button-ppcp-gateway' ) ).toBeHidden();
		await expect( page.locator( '.vitrine-payment-overlay' ) ).toHaveCount(
			0
		);
	} );

	test( 'on a product page the button area goes, the form stays', async ( {
		page,
	} ) => {
		const release = await holdSdk( page );
		release();
		await page.goto( '/produkt/kaffeetasse/' );
		await expect( page.locator( '#ppc-button-ppcp-gateway' ) ).toBeHidden();
		await expect(
			page.getByRole( 'button', { name: 'In den Warenkorb' } )
		).toBeEnabled();
	} );
} );
