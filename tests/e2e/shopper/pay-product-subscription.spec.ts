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
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	CUSTOMER,
	expectPaid,
	logInOnAccountPage,
	payWithWallet,
	productWallet,
} from './pay-product-helpers';
import {
	allowManualRenewal,
	expectSubscriptionOf,
	pageConfig,
	walletCount,
} from './pay-subscription-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

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
