/**
 * Shared steps of the checkout payment specs: the provider
 * settings in the test site's database, the checkout form filled, a method
 * chosen, a button in its wrapper.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopSettings } from './pay-site';

/** The checkout page. */
export const CHECKOUT = '/kasse/';

/** The card button's own wrapper (§3.11 separate_buttons.card). */
export const CARD_WRAPPER = '#ppc-button-ppcp-card';

/**
 * Changes provider settings (option `vitrine_provider`) in the test site's
 * database, restored for every spec file.
 *
 * @param changes Settings to set.
 */
export function providerSettings( changes: Record< string, unknown > ) {
	shopSettings( { provider: changes } );
}

/** A German guest's billing details (§3.5 field names). */
export const BILLING: Record< string, string > = {
	billing_email: 'ida.kasse@example.org',
	billing_first_name: 'Ida',
	billing_last_name: 'Kasse',
	billing_address_1: 'Lindenstraße 5',
	billing_postcode: '50667',
	billing_city: 'Köln',
};

/**
 * Fills the checkout's billing fields.
 *
 * @param page    Playwright page.
 * @param changes Fields to change ('' leaves one empty).
 */
export async function fillBilling(
	page: Page,
	changes: Record< string, string > = {}
) {
	for ( const [ name, value ] of Object.entries( {
		...BILLING,
		...changes,
	} ) ) {
		await page.locator( `#${ name }` ).fill( value );
	}
}

/**
 * Chooses a payment method by its radio's label.
 *
 * @param page  Playwright page.
 * @param label The method's German title.
 */
export async function chooseMethod( page: Page, label: string | RegExp ) {
	await page
		.getByLabel( label, { exact: typeof label === 'string' } )
		.check();
}

/**
 * A funding source's button in a wrapper.
 *
 * @param page    Playwright page.
 * @param wrapper Wrapper selector.
 * @param source  Funding source.
 */
export function sourceButton( page: Page, wrapper: string, source: string ) {
	return page.locator(
		`${ wrapper } button[data-funding-source="${ source }"]`
	);
}

/**
 * The list of errors at the top of the checkout form.
 *
 * @param page Playwright page.
 */
export function errorList( page: Page ) {
	return page.locator( '#vitrine-checkout-errors' );
}
