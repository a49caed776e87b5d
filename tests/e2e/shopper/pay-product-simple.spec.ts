/**
 * A guest pays for a simple product with the wallet from its page (§2.4
 * product context, §3.6 lines, §4.9, §2.6), through the emulator's pop-up
 * and the real create_order / approve_order: the browser's one
 * product-context payment. The other product kinds (variable, grouped,
 * booking, subscriptions) and the logged-in customer, whose paid order is
 * hers, are paid through the same endpoints in
 * tests/php/Payment/Endpoints/ProductPagePaymentTest.php (her account lists
 * her orders: tests/php/Account/AccountPageTest.php), their form lines in
 * src/store/test/product-lines.test.ts.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { expectPaid, payWithWallet } from './pay-product-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'Wallet from a simple product’s page (§2.4, §3.6)', () => {
	test( 'a guest pays: order received and paid, one capture, the cart empty', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/kaffeetasse/' );
		await page.getByLabel( 'Menge' ).fill( '2' );
		const changed = page.waitForRequest( /wc-ajax=change_cart/ );
		const created = page.waitForRequest( /wc-ajax=create_order/ );
		const paying = payWithWallet( page, async ( popup ) => {
			await expect( popup.locator( '#summary' ) ).toContainText( 'EUR' );
		} );
		expect( ( await changed ).postDataJSON().products ).toMatchObject( [
			{ quantity: 2, variations: null },
		] );
		const body = ( await created ).postDataJSON();
		expect( body ).toMatchObject( {
			context: 'product',
			payment_method: 'ppcp-gateway',
			funding_source: 'paypal',
			bn_code: 'Vitrine_Product',
		} );
		// No price leaves the browser.
		expect( JSON.stringify( body ) ).not.toContain( '12.90' );
		const paid = await paying;
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'30,70 €' // 2 × 12,90 € + 4,90 € shipping.
		);
		await expectPaid( page, null, paid, 'Kaffeetasse' );
	} );
} );
