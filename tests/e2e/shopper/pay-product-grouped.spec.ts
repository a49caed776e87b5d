/**
 * A guest and the customer pay for a grouped product with the wallet from
 * its page: each `quantity[{id}]` becomes a line of its own product (§3.6).
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

test.describe( 'Wallet from a grouped product’s page (§2.4, §3.6)', () => {
	test( 'a guest pays for the quantities chosen in the group', async ( {
		page,
		browser,
	} ) => {
		await page.goto( '/produkt/fanpaket/' );
		// §4.4: the group has no price of its own; nothing chosen, disabled.
		await expect( page.locator( '#ppc-button-ppcp-gateway' ) ).toHaveClass(
			/ppcp-disabled/
		);
		await page.getByLabel( 'Menge von „Kaffeetasse“' ).fill( '3' );
		const changed = page.waitForRequest( /wc-ajax=change_cart/ );
		const paying = payWithWallet( page );
		const products = ( await changed ).postDataJSON().products;
		expect( products ).toHaveLength( 1 );
		expect( products[ 0 ] ).toMatchObject( { quantity: 3 } );
		const paid = await paying;
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'43,60 €' // 3 × 12,90 € + 4,90 € shipping.
		);
		await expectPaid( page, browser, paid, 'Kaffeetasse' );
	} );

	test( 'the customer pays for the quantities chosen in the group', async ( {
		page,
		browser,
	} ) => {
		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
		await page.goto( '/produkt/fanpaket/' );
		await page.getByLabel( 'Menge von „Kaffeetasse“' ).fill( '1' );
		const paid = await payWithWallet( page );
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'17,80 €' // 12,90 € + 4,90 € shipping.
		);
		await expectPaid( page, browser, paid, 'Kaffeetasse' );
	} );
} );
