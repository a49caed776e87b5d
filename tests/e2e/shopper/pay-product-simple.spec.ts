/**
 * A guest and the customer pay for a simple product with the wallet from
 * its page (§2.4 product context, §3.6 lines, §4.9, §2.6), through the
 * emulator's pop-up and the real create_order / approve_order: the
 * browser's one product-context payment. The other product kinds (variable,
 * grouped, booking, subscriptions) are paid through the same endpoints in
 * tests/php/Payment/Endpoints/ProductPagePaymentTest.php, their form lines
 * in src/store/test/product-lines.test.ts.
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

test.describe( 'Wallet from a simple product’s page (§2.4, §3.6)', () => {
	test( 'a guest pays: order received and paid, one capture, the cart empty', async ( {
		page,
		browser,
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
		await expectPaid( page, browser, paid, 'Kaffeetasse' );
	} );

	test( 'the customer pays and finds the paid order in her account', async ( {
		page,
		browser,
	} ) => {
		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
		await page.goto( '/produkt/kaffeetasse/' );
		const paid = await payWithWallet( page );
		await expectPaid( page, browser, paid, 'Kaffeetasse' );
		await page.goto( '/mein-konto/bestellungen/' );
		// The row whose header cell is the order's number.
		const row = page.getByRole( 'row' ).filter( {
			has: page.getByRole( 'rowheader', {
				name: `#${ paid.orderId }`,
				exact: true,
			} ),
		} );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( /In Bearbeitung|Abgeschlossen/ );
	} );
} );
