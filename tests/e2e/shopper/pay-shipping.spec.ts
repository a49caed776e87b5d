/**
 * Shipping inside the pop-up (§4.8, §3.7, §7.2) with the provider setting
 * "Kunden wählen den Versand im Zahlungsfenster" on, a guest on the cart
 * page through the emulator's real pop-up: an option change and an address
 * change reach the shop, which updates the page's totals and the provider
 * order's amount.
 *
 * An address the shop does not deliver to is refused in German and the
 * provider order left alone (tests/php/Payment/Shipping/RoutesTest.php,
 * test_an_address_the_shop_cannot_deliver_to_is_refused_in_german;
 * AddressChangeTest), the flow rejects it in the pop-up
 * (src/payment/flows/test/shipping.test.ts), which shows the error and keeps
 * the payer's previous address (tools/provider-emulator/test/sdk-shipping.test.ts,
 * popup-page.test.ts).
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
	MAIN_WRAPPER,
	addToCart,
	emulator,
	openPopup,
	wallet,
} from './pay-helpers';
import { shopSettings } from './pay-site';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * The cart page with one mug and its pop-up open.
 *
 * @param page Playwright page.
 */
async function popupFromCart( page: Page ) {
	await addToCart( page );
	await page.goto( '/warenkorb/' );
	const config = JSON.parse(
		( await page
			.locator( 'script#vitrine-payment-config' )
			.textContent() ) ?? '{}'
	);
	expect( config.should_handle_shipping_in_paypal ).toBe( true );
	const button = wallet( page, MAIN_WRAPPER );
	await expect( button ).toBeVisible();
	return openPopup( page, button );
}

/**
 * The provider order's amount.
 *
 * @param orderId Provider order id.
 */
const providerAmount = async ( orderId: string ) =>
	( await emulator( `orders/${ orderId }` ) ).purchase_units[ 0 ].amount
		.value as string;

test( 'an option change and then an address change in the pop-up update the cart page’s totals and the provider order’s amount (§4.8, §3.7)', async ( {
	page,
} ) => {
	shopSettings( { provider: { shipping_in_provider: true } } );
	const { popup, orderId } = await popupFromCart( page );
	const cart = page.locator( '.wp-block-vitrine-cart' );
	const total = cart.locator( '[data-cart-total]' );
	await expect( total ).toHaveText( '17,80 €' );

	await test.step( 'an option change', async () => {
		const selected = page.waitForRequest( /select-shipping-rate/ );
		await popup.getByLabel( /Express/ ).check();
		expect( ( await selected ).postDataJSON() ).toMatchObject( {
			rate_id: expect.any( String ),
		} );
		await expect( total ).toHaveText( '22,80 €' );
		await expect.poll( () => providerAmount( orderId ) ).toBe( '22.80' );
		await expect( popup.locator( '#summary' ) ).toContainText( '22.80' );
		await expect( popup.locator( '#error' ) ).toHaveText( '' );
		await expect( popup.getByLabel( /Express/ ) ).toBeChecked();
	} );

	await test.step( 'an address change: the cart follows it, the provider order the page’s total', async () => {
		const updated = page.waitForRequest( /update-customer/ );
		await popup.getByLabel( 'Lieferadresse' ).selectOption( '1' );
		expect(
			( await updated ).postDataJSON().shipping_address
		).toMatchObject( {
			country: 'AT',
			city: 'Wien',
			postcode: '1010',
		} );
		await expect( popup.locator( '#error' ) ).toHaveText( '' );
		await expect( popup.getByLabel( 'Lieferadresse' ) ).toHaveValue( '1' );
		// Flat rates: Express to Vienna costs what it cost to Cologne.
		await expect( total ).toHaveText( '22,80 €' );
		await expect.poll( () => providerAmount( orderId ) ).toBe( '22.80' );
	} );
} );
