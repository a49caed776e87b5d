/**
 * The peer-to-peer wallet (Venmo, §9.3): switched on by the
 * owner, it renders among the wallet's buttons where the provider makes it
 * eligible (a USD shop) and pays through the pop-up with one capture.
 *
 * Proven below the browser: in a EUR shop, or switched off in a USD shop,
 * the provider does not offer it while the wallet stays
 * (tools/provider-emulator/test/sdk-funding.test.ts, 'Venmo eligibility');
 * the shop enables it in the SDK only when switched on, in every currency
 * (tests/php/Payment/Config/VenmoSettingTest.php).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	approve,
	callsFromNow,
	capturesOf,
	openPopup,
	wallet,
} from './pay-helpers';
import { shopSettings } from './pay-site';
import { fillCart } from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const venmo = `${ MAIN_WRAPPER } button[data-funding-source="venmo"]`;

test.describe( 'Venmo', () => {
	test( 'in a USD shop the Venmo button renders and pays: one capture, then the order-received page', async ( {
		page,
	} ) => {
		// Set in the test: the fixture restores the database before a file's first test.
		shopSettings( {
			provider: { venmo: true },
			options: { vitrine_currency: 'USD' },
		} );
		await fillCart( page, [ { slug: 'kaffeetasse' } ] );
		await expect( wallet( page, MAIN_WRAPPER ) ).toBeVisible();
		const button = page.locator( venmo );
		await expect( button ).toBeVisible();
		await expect( button ).toHaveText( 'Venmo' );

		const calls = await callsFromNow();
		const request = page.waitForRequest( /wc-ajax=create_order/ );
		const { popup, orderId } = await openPopup( page, button );
		expect( ( await request ).postDataJSON() ).toMatchObject( {
			context: 'cart',
			funding_source: 'venmo',
		} );
		const approval = page.waitForRequest( /wc-ajax=approve_order/ );
		await approve( popup );
		// §7.2: vaulting is off, so the order is made and paid.
		expect( ( await approval ).postDataJSON() ).toMatchObject( {
			order_id: orderId,
			funding_source: 'venmo',
			should_create_wc_order: true,
		} );
		await page.waitForURL( ORDER_RECEIVED );
		await expect( page.locator( 'body' ) ).toContainText( 'Kaffeetasse' );
		await expect( page.locator( 'body' ) ).toContainText( '$' );
		expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
	} );
} );
