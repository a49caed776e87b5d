/**
 * The peer-to-peer wallet (Venmo, §9.3): switched on by the
 * owner, it renders among the wallet's buttons where the provider makes it
 * eligible (a USD shop) and pays through the pop-up with one capture; in a
 * EUR shop it does not render.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	addToCart,
	approve,
	callsFromNow,
	capturesOf,
	openPopup,
	wallet,
} from './pay-helpers';
import { setCurrency, setProviderSwitch } from './pay-voucher-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const venmo = `${ MAIN_WRAPPER } button[data-funding-source="venmo"]`;

test.describe.serial( 'Venmo', () => {
	test( 'in a USD shop the Venmo button renders and pays: one capture, then the order-received page', async ( {
		browser,
		page,
	} ) => {
		// Set in the test: the fixture restores the database before a file's first test.
		await setProviderSwitch( browser, 'Venmo', true );
		await setCurrency( browser, 'USD' );
		await addToCart( page );
		await page.goto( '/warenkorb/' );
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

	test( 'in a EUR shop the Venmo button does not render, the wallet does; switched off, it does not render in a USD shop either', async ( {
		browser,
		page,
	} ) => {
		// Several checks in one page session: more than one test's time.
		test.slow();
		await setCurrency( browser, 'EUR' );
		await addToCart( page );
		await page.goto( '/warenkorb/' );
		await expect( wallet( page, MAIN_WRAPPER ) ).toBeVisible();
		await expect( page.locator( venmo ), 'EUR shop' ).toHaveCount( 0 );

		await setProviderSwitch( browser, 'Venmo', false );
		await setCurrency( browser, 'USD' );
		await page.reload();
		await expect( wallet( page, MAIN_WRAPPER ) ).toBeVisible();
		await expect( page.locator( venmo ), 'switched off' ).toHaveCount( 0 );
		await setCurrency( browser, 'EUR' );
	} );
} );
