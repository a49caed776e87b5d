/**
 * A variable subscription and the wallet (§4.5, §3.6): with manual renewal
 * on, the customer pays for the chosen variation (its `attribute_*` reach
 * the server's cart) and the paid order makes the shop's subscription.
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
import {
	allowManualRenewal,
	expectSubscriptionOf,
} from './pay-subscription-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'Wallet from a variable subscription’s page (§4.5)', () => {
	test( 'with manual renewal the customer pays for the chosen Kaffee-Abo variation and has its subscription', async ( {
		page,
		browser,
	} ) => {
		await allowManualRenewal( browser );
		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
		await page.goto( '/produkt/kaffee-abo/' );
		await page
			.locator( 'select[name^="attribute_"]' )
			.selectOption( 'vierteljährlich' );
		const changed = page.waitForRequest( /wc-ajax=change_cart/ );
		const paying = payWithWallet( page );
		expect( ( await changed ).postDataJSON().products ).toMatchObject( [
			{
				quantity: 1,
				variations: [
					{ name: 'attribute_lieferung', value: 'vierteljährlich' },
				],
			},
		] );
		const paid = await paying;
		await expectPaid( page, browser, paid, 'Kaffee-Abo' );
		await expectSubscriptionOf( browser, paid.orderId, 'Kaffee-Abo' );
	} );
} );
