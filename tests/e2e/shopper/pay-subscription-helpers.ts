/**
 * Helpers of the subscription wallet specs (§4.5): the owner's manual
 * renewal switch, the page's §3.11 object, whether wallet buttons rendered,
 * and the shop's subscription a paid order made.
 */
/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../fixtures';
import { STORAGE_STATE_PATH } from '../config';
import { productWallet } from './pay-product-helpers';

/**
 * The shop owner switches manual renewal on (Einstellungen → Vitrine Shop).
 *
 * @param browser The browser.
 */
export async function allowManualRenewal( browser: Browser ) {
	const admin = await browser.newContext( {
		storageState: STORAGE_STATE_PATH,
	} );
	try {
		const page = await admin.newPage();
		await page.goto( '/wp-admin/options-general.php?page=vitrine-shop' );
		const box = page.getByRole( 'checkbox', {
			name: 'Kunden dürfen Abos von Hand erneuern',
		} );
		await box.check();
		await page
			.getByRole( 'button', { name: 'Änderungen speichern' } )
			.click();
		await expect( box ).toBeChecked();
	} finally {
		await admin.close();
	}
}

/**
 * The product page's §3.11 object.
 *
 * @param page Playwright page.
 */
export async function pageConfig( page: Page ) {
	return JSON.parse(
		( await page
			.locator( 'script#vitrine-payment-config' )
			.textContent() ) ?? 'null'
	);
}

/**
 * The shop's subscription made by a paid order, as the admin lists it.
 *
 * @param browser The browser.
 * @param orderId The paid order.
 * @param product The subscription product's name.
 */
export async function expectSubscriptionOf(
	browser: Browser,
	orderId: number,
	product: string
) {
	const admin = await browser.newContext( {
		storageState: STORAGE_STATE_PATH,
	} );
	try {
		const page = await admin.newPage();
		await page.goto(
			'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-subscriptions'
		);
		const row = page.getByRole( 'row' ).filter( {
			has: page.getByRole( 'link', {
				name: `#${ orderId }`,
				exact: true,
			} ),
		} );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( product );
		await expect( row ).toContainText( 'Katrin Sommer' );
	} finally {
		await admin.close();
	}
}

/**
 * Wallet buttons of the product page, once its payment script has read the
 * page's configuration into the store and rendered its islands.
 *
 * @param page Playwright page on a product page.
 */
export async function walletCount( page: Page ) {
	await page.waitForFunction(
		() =>
			(
				window as unknown as {
					wp?: {
						data?: {
							select: ( store: string ) => {
								getConfig: () => unknown;
							};
						};
					};
				}
			 ).wp?.data
				?.select( 'vitrine/payment' )
				.getConfig() != null // eslint-disable-line eqeqeq
	);
	return productWallet( page ).count();
}
