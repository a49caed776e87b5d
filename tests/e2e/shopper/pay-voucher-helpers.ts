/**
 * Shared steps of the voucher and venmo specs: the owner's
 * currency and provider switches, set in an admin browser of their own.
 */
/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../fixtures';
import { saveSettings } from '../settings';
import { STORAGE_STATE_PATH } from '../config';

/**
 * Runs steps as the shop owner in a browser context of her own.
 *
 * @param browser The browser.
 * @param steps   What she does.
 */
export async function asOwner(
	browser: Browser,
	steps: ( page: Page ) => Promise< void >
) {
	const admin = await browser.newContext( {
		storageState: STORAGE_STATE_PATH,
	} );
	try {
		await steps( await admin.newPage() );
	} finally {
		await admin.close();
	}
}

/**
 * The owner sets the shop's currency (Einstellungen → Vitrine Shop).
 *
 * @param browser The browser.
 * @param code    ISO code: EUR, USD, MXN…
 */
export async function setCurrency( browser: Browser, code: string ) {
	await asOwner( browser, async ( page ) => {
		await page.goto( '/wp-admin/options-general.php?page=vitrine-shop' );
		const currency = page.getByLabel( 'Währung' );
		await currency.selectOption( code );
		await page
			.getByRole( 'button', { name: 'Änderungen speichern' } )
			.click();
		await expect( currency ).toHaveValue( code );
	} );
}

/**
 * The owner switches a checkbox of the provider settings (Einstellungen →
 * Vitrine PayPal).
 *
 * @param browser The browser.
 * @param label   The checkbox's German label.
 * @param on      Checked or not.
 */
export async function setProviderSwitch(
	browser: Browser,
	label: string,
	on: boolean
) {
	await asOwner( browser, async ( page ) => {
		await page.goto(
			'/wp-admin/options-general.php?page=vitrine-provider'
		);
		const box = page.getByLabel( label, { exact: true } );
		await box.setChecked( on );
		await saveSettings( page );
		await expect( box ).toBeChecked( { checked: on } );
	} );
}

/**
 * The owner sets a text field of the provider settings (Einstellungen →
 * Vitrine PayPal), e.g. the webhook id.
 *
 * @param browser The browser.
 * @param label   The field's German label.
 * @param value   The value.
 */
export async function setProviderText(
	browser: Browser,
	label: string,
	value: string
) {
	await asOwner( browser, async ( page ) => {
		await page.goto(
			'/wp-admin/options-general.php?page=vitrine-provider'
		);
		const field = page.getByLabel( label, { exact: true } );
		await field.fill( value );
		await saveSettings( page );
		await expect( field ).toHaveValue( value );
	} );
}
