/**
 * A guest pays with the wallet from the header's mini-cart and from the cart
 * page (§2.4, §4.9, §2.6) through the emulator's real pop-up:
 * create_order with the context's attribution, approval, one capture at the
 * provider, the order-received page. A logged-in customer's order is hers
 * whatever the context (tests/php/Payment/Endpoints/ProductPagePaymentTest.php;
 * in the browser pay-checkout-wallet.spec.ts and pay-product-simple.spec.ts).
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import {
	MAIN_WRAPPER,
	MINI_CART_WRAPPER,
	ORDER_RECEIVED,
	addToCart,
	approve,
	callsFromNow,
	capturesOf,
	openPopup,
	wallet,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'a guest pays from the header’s mini-cart: one capture, then the order-received page (§2.4, §2.6)', async ( {
	page,
} ) => {
	await addToCart( page );
	await page.goto( '/produkt/kaffeetasse/' );
	// The product page with its buttons and the open mini-cart's (the cart
	// has an item): no serious axe violations.
	await expect( wallet( page, MAIN_WRAPPER ) ).toBeVisible();
	await page.locator( '.vitrine-mini-cart__toggle' ).click();
	await expect( wallet( page, MINI_CART_WRAPPER ) ).toBeVisible();
	expect( await seriousViolations( page ) ).toEqual( [] );

	await page.goto( '/veranstaltungen/' );
	await page.locator( '.vitrine-mini-cart__toggle' ).click();
	const button = wallet( page, MINI_CART_WRAPPER );
	await expect( button ).toBeVisible();
	const calls = await callsFromNow();
	const request = page.waitForRequest( /wc-ajax=create_order/ );
	const { popup, orderId } = await openPopup( page, button );
	expect( ( await request ).postDataJSON() ).toMatchObject( {
		context: 'mini-cart',
		funding_source: 'paypal',
		bn_code: 'Vitrine_MiniCart',
	} );
	expect( orderId ).not.toBe( '' );
	await approve( popup );
	await page.waitForURL( ORDER_RECEIVED );
	await expect( page.locator( 'body' ) ).toContainText( 'Kaffeetasse' );
	expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
	// The paid lines left the cart.
	await page.goto( '/warenkorb/' );
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 0 );
} );

test( 'a guest pays from the cart page: one capture, then the order-received page (§2.4, §2.6)', async ( {
	page,
} ) => {
	await addToCart( page );
	await page.goto( '/warenkorb/' );
	const button = wallet( page, MAIN_WRAPPER );
	await expect( button ).toBeVisible();
	// The cart page with its buttons has its axe run in cart-page.spec.ts.
	const calls = await callsFromNow();
	const request = page.waitForRequest( /wc-ajax=create_order/ );
	const { popup, orderId } = await openPopup( page, button );
	expect( ( await request ).postDataJSON() ).toMatchObject( {
		context: 'cart',
		funding_source: 'paypal',
	} );
	await approve( popup );
	await page.waitForURL( ORDER_RECEIVED );
	await expect( page.locator( 'body' ) ).toContainText( 'Kaffeetasse' );
	const seen = await calls();
	expect( capturesOf( seen, orderId ) ).toHaveLength( 1 );
	expect(
		seen.filter(
			( call ) =>
				call.method === 'POST' && call.path === '/v2/checkout/orders'
		)
	).toHaveLength( 1 );
} );
