/**
 * A guest and the customer pay for a variable product with the wallet from
 * its page: the chosen `attribute_*` reach the server's cart (§3.6), and
 * only a found variation enables the buttons (§4.4).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	CUSTOMER,
	expectPaid,
	logInOnAccountPage,
	payWithWallet,
} from './pay-product-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Chooses size L on the shirt's page.
 *
 * @param page Playwright page.
 */
async function chooseL( page: import('@playwright/test').Page ) {
	await page.goto( '/produkt/vitrine-shirt/' );
	await page.locator( 'select[name^="attribute_"]' ).selectOption( 'L' );
}

test.describe( 'Wallet from a variable product’s page (§2.4, §3.6)', () => {
	test( 'a guest pays for the chosen variation', async ( {
		page,
		browser,
	} ) => {
		await chooseL( page );
		const changed = page.waitForRequest( /wc-ajax=change_cart/ );
		const paying = payWithWallet( page );
		expect( ( await changed ).postDataJSON().products ).toMatchObject( [
			{
				quantity: 1,
				variations: [ { name: 'attribute_groesse', value: 'L' } ],
			},
		] );
		const paid = await paying;
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'31,80 €' // L: 26,90 € + 4,90 € shipping.
		);
		await expectPaid( page, browser, paid, 'Vitrine-Shirt' );
	} );

	test( 'the customer pays for the chosen variation', async ( {
		page,
		browser,
	} ) => {
		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
		await chooseL( page );
		const paid = await payWithWallet( page );
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'31,80 €'
		);
		await expectPaid( page, browser, paid, 'Vitrine-Shirt' );
	} );
} );
