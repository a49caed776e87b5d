/**
 * Validation before the pop-up opens on the checkout (§5.2, §5.3,
 * §4.7): a missing required field and a form the server refuses
 * both stop the click (actions.reject()), so no pop-up opens and no order
 * is created; what the shopper typed stays. One page: each step reuses the
 * checkout the step before left (the flow's choices are in
 * src/payment/flows/test/checkout.test.ts, 'checkout click').
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
	CHECKOUT,
	chooseMethod,
	errorList,
	fillBilling,
	providerSettings,
	sourceButton,
} from './pay-checkout-helpers';
import { MAIN_WRAPPER, addToCart } from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Counts pop-ups and create_order requests from now on.
 *
 * @param page Playwright page.
 */
function watch( page: Page ) {
	const seen = { popups: 0, creates: 0 };
	page.on( 'popup', () => seen.popups++ );
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'wc-ajax=create_order' ) ) {
			seen.creates++;
		}
	} );
	return seen;
}

test( 'a missing required field blocks the pop-up with the §5.2 message, the field in bold; then a form the server refuses shows its errors as a list (§5.3); no pop-up, no order until it is right', async ( {
	page,
	consoleErrors,
} ) => {
	providerSettings( { basic_checkout_validation: true } );
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page, { billing_last_name: '' } );
	await chooseMethod( page, 'PayPal' );
	const button = sourceButton( page, MAIN_WRAPPER, 'paypal' );
	await expect( button ).toBeVisible();
	const seen = watch( page );
	const validated = page.waitForRequest( /wc-ajax=validate_checkout/, {
		timeout: 2000,
	} );
	await button.click();

	await expect( errorList( page ) ).toContainText(
		'Nachname (Rechnungsadresse) ist ein Pflichtfeld.'
	);
	await expect( errorList( page ).locator( 'li strong' ) ).toHaveText(
		'Nachname (Rechnungsadresse)'
	);
	await expect( errorList( page ) ).toBeFocused();
	await expect( page.locator( '#billing_last_name' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	// §5.2 runs before §5.3: the server is not even asked.
	await expect( validated ).rejects.toThrow();
	expect( seen ).toEqual( { popups: 0, creates: 0 } );
	await expect( page.locator( '#billing_first_name' ) ).toHaveValue( 'Ida' );

	// The name given, a postcode the server refuses (§5.3).
	await page.locator( '#billing_last_name' ).fill( 'Kasse' );
	await page.locator( '#billing_postcode' ).fill( '123' );
	const checkoutError = page.evaluate(
		() =>
			new Promise< boolean >( ( resolve ) =>
				document.body.addEventListener( 'checkout_error', () =>
					resolve( true )
				)
			)
	);
	const refused = page.waitForResponse( /wc-ajax=validate_checkout/ );
	await button.click();
	expect( ( await refused ).status() ).toBe( 400 );

	await expect( errorList( page ).locator( 'li' ) ).toHaveText( [
		'Postleitzahl (Rechnungsadresse) ist keine gültige Postleitzahl.',
	] );
	expect( await checkoutError ).toBe( true );
	await page.waitForTimeout( 500 );
	expect( seen ).toEqual( { popups: 0, creates: 0 } );
	await expect( page.locator( '#billing_postcode' ) ).toHaveValue( '123' );

	// Corrected, the same click pays: the list goes, the pop-up opens.
	await page.locator( '#billing_postcode' ).fill( '50667' );
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		button.click(),
	] );
	await popup.waitForURL( /\/checkoutnow\?token=/ );
	await expect( errorList( page ) ).toBeHidden();
	await popup.close();
	// The browser's own line for the refusal (400) is the only one.
	expect(
		consoleErrors.filter( ( e ) => ! e.includes( 'status of 400' ) )
	).toEqual( [] );
	consoleErrors.length = 0;
} );
