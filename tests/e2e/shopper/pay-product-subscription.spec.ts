/**
 * Subscription products and the wallet (§4.5) with the demo's settings:
 * vaulting off, no provider plan ids, manual renewal off until the owner
 * switches it on. §4.5: a subscription product renders buttons only if
 * vaulting is on or manual renewal is enabled; then they pay in order mode
 * (no provider plans, so no provider subscription) and the paid order makes
 * the shop's subscription, which the customer renews by hand. A
 * subscription needs a customer account, so a guest gets no wallet there
 * (she buys it through the checkout, which creates her account).
 */
/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { STORAGE_STATE_PATH } from '../config';
import {
	CUSTOMER,
	expectPaid,
	logInOnAccountPage,
	payWithWallet,
	productWallet,
} from './pay-product-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * The shop owner switches manual renewal on (Einstellungen → Vitrine Shop).
 *
 * @param browser The browser.
 */
async function allowManualRenewal( browser: Browser ) {
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
async function pageConfig( page: Page ) {
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
async function expectSubscriptionOf(
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
 * Whether the page rendered wallet buttons, once its scripts are done.
 *
 * @param page Playwright page on a product page.
 */
async function walletCount( page: Page ) {
	await page.waitForLoadState( 'networkidle' );
	return productWallet( page ).count();
}

test.describe( 'Wallet from a subscription’s page (§4.5)', () => {
	test( 'without vaulting and manual renewal no subscription product renders buttons', async ( {
		page,
	} ) => {
		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
		for ( const slug of [ 'monatsbox', 'kaffee-abo' ] ) {
			await page.goto( `/produkt/${ slug }/` );
			const config = await pageConfig( page );
			expect( config.vaultingEnabled ).toBe( false );
			expect( config.manualRenewalEnabled ).toBe( '' );
			expect( await walletCount( page ) ).toBe( 0 );
		}
		// The shop's other products keep theirs.
		await page.goto( '/produkt/kaffeetasse/' );
		await expect( productWallet( page ) ).toBeVisible();
	} );

	test( 'with manual renewal the customer pays for the Monatsbox and has its subscription', async ( {
		page,
		browser,
	} ) => {
		await allowManualRenewal( browser );
		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
		await page.goto( '/produkt/monatsbox/' );
		expect( ( await pageConfig( page ) ).manualRenewalEnabled ).toBe( '1' );
		const paid = await payWithWallet( page );
		await expectPaid( page, browser, paid, 'Monatsbox' );
		await expectSubscriptionOf( browser, paid.orderId, 'Monatsbox' );
	} );

	test( 'with manual renewal the customer pays for the chosen Kaffee-Abo variation and has its subscription', async ( {
		page,
		browser,
	} ) => {
		// Manual renewal is still on: the database is restored per file.
		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
		await page.goto( '/produkt/kaffee-abo/' );
		await page
			.locator( 'select[name^="attribute_"]' )
			.selectOption( 'vierteljaehrlich' );
		const changed = page.waitForRequest( /wc-ajax=change_cart/ );
		const paying = payWithWallet( page );
		expect( ( await changed ).postDataJSON().products ).toMatchObject( [
			{
				quantity: 1,
				variations: [
					{ name: 'attribute_lieferung', value: 'vierteljaehrlich' },
				],
			},
		] );
		const paid = await paying;
		await expectPaid( page, browser, paid, 'Kaffee-Abo' );
		await expectSubscriptionOf( browser, paid.orderId, 'Kaffee-Abo' );
	} );

	test( 'with manual renewal a guest still gets no wallet on a subscription (it needs an account)', async ( {
		page,
	} ) => {
		for ( const slug of [ 'monatsbox', 'kaffee-abo' ] ) {
			await page.goto( `/produkt/${ slug }/` );
			const config = await pageConfig( page );
			expect( config.manualRenewalEnabled ).toBe( '1' );
			expect( config.user.is_logged ).toBe( false );
			expect( await walletCount( page ) ).toBe( 0 );
		}
	} );
} );
