/**
 * Shipping inside the pop-up (§4.8, §3.7, §7.2) with the provider setting
 * "Kunden wählen den Versand im Zahlungsfenster" on, a guest on the cart
 * page through the emulator's real pop-up: an option change and an address
 * change reach the shop, which updates the page's totals and the provider
 * order's amount; an address the shop does not deliver to is rejected in
 * the pop-up.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { ROOT, SITE_NAME } from '../config';
import {
	MAIN_WRAPPER,
	addToCart,
	emulator,
	openPopup,
	wallet,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Sets the shop's options in the test site's database (restored for every
 * spec file): shipping in the provider's window on, and the countries the
 * shop delivers to.
 *
 * @param countries Countries, or null for the shop's default list.
 */
function shopSettings( countries: string[] | null ) {
	const load = path.join( ROOT, '.wp', 'sites', SITE_NAME, 'wp-load.php' );
	execFileSync( 'php', [
		'-r',
		`require ${ JSON.stringify( load ) };
		$o = get_option( 'vitrine_provider', array() );
		$o = is_array( $o ) ? $o : array();
		$o['shipping_in_provider'] = true;
		update_option( 'vitrine_provider', $o );
		$c = json_decode( ${ JSON.stringify( JSON.stringify( countries ) ) }, true );
		if ( $c ) { update_option( 'vitrine_countries', $c ); } else { delete_option( 'vitrine_countries' ); }`,
	] );
}

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

test( 'an option change in the pop-up updates the cart page’s totals and the provider order’s amount (§4.8)', async ( {
	page,
} ) => {
	shopSettings( null );
	const { popup, orderId } = await popupFromCart( page );
	const cart = page.locator( '.wp-block-vitrine-cart' );
	await expect( cart.locator( '[data-cart-total]' ) ).toHaveText( '17,80 €' );
	const selected = page.waitForRequest( /select-shipping-rate/ );
	await popup.getByLabel( /Express/ ).check();
	expect( ( await selected ).postDataJSON() ).toMatchObject( {
		rate_id: expect.any( String ),
	} );
	await expect( cart.locator( '[data-cart-total]' ) ).toHaveText( '22,80 €' );
	await expect.poll( () => providerAmount( orderId ) ).toBe( '22.80' );
	await expect( popup.locator( '#summary' ) ).toContainText( '22.80' );
	await expect( popup.locator( '#error' ) ).toHaveText( '' );
	await expect( popup.getByLabel( /Express/ ) ).toBeChecked();
} );

test( 'an address change in the pop-up reaches the cart and the provider order follows the page’s total (§4.8, §3.7)', async ( {
	page,
} ) => {
	shopSettings( null );
	const { popup, orderId } = await popupFromCart( page );
	const updated = page.waitForRequest( /update-customer/ );
	await popup.getByLabel( 'Lieferadresse' ).selectOption( '1' );
	expect( ( await updated ).postDataJSON().shipping_address ).toMatchObject( {
		country: 'AT',
		city: 'Wien',
		postcode: '1010',
	} );
	await expect( popup.locator( '#error' ) ).toHaveText( '' );
	await expect( popup.getByLabel( 'Lieferadresse' ) ).toHaveValue( '1' );
	const cart = page.locator( '.wp-block-vitrine-cart' );
	await expect( cart.locator( '[data-cart-total]' ) ).toHaveText( '17,80 €' );
	await expect.poll( () => providerAmount( orderId ) ).toBe( '17.80' );
} );

test( 'an address in a country the shop does not deliver to is rejected in the pop-up (§4.8, §8.2)', async ( {
	page,
	consoleErrors,
} ) => {
	shopSettings( [ 'DE' ] );
	const { popup, orderId } = await popupFromCart( page );
	const before = await providerAmount( orderId );
	const refused = page.waitForResponse( /update-customer/ );
	await popup.getByLabel( 'Lieferadresse' ).selectOption( '1' );
	expect( ( await refused ).status() ).toBe( 400 );
	await expect( popup.locator( '#error' ) ).not.toHaveText( '' );
	// The payer's previous address stays chosen; nothing changed.
	await expect( popup.getByLabel( 'Lieferadresse' ) ).toHaveValue( '0' );
	expect( await providerAmount( orderId ) ).toBe( before );
	// The refusal (400) and its logged data.message are expected.
	expect(
		consoleErrors.filter(
			( text ) =>
				! text.includes( 'status of 400' ) &&
				! text.includes( 'Wir liefern nicht' )
		)
	).toEqual( [] );
	consoleErrors.length = 0;
} );
