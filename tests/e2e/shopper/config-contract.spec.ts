/**
 * §3.11 contract: the object the server embeds in real pages has exactly the
 * shape TypeScript types as GatewayConfig (src/store/payment/config.ts) —
 * every key, no other key, each of its type — on a product page of each
 * type, the cart with items, the checkout, a pay-for-order page and a page
 * with only the mini-cart, for a guest and for a logged-in customer.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { fillCart } from './shop-helpers';
import { CONFIG_SHAPE, checkShape } from '../../../src/store/payment/config';

const ELEMENT = 'script#vitrine-payment-config[type="application/json"]';

/**
 * The page's §3.11 object, checked against the contract.
 *
 * @param page    Playwright page.
 * @param path    Path to open ('' keeps the page as it is).
 * @param context The context the page must have.
 */
async function contract( page: Page, path: string, context: string ) {
	if ( path ) {
		const response = await page.goto( path );
		expect( response?.status(), path ).toBe( 200 );
	}
	await expect( page.locator( ELEMENT ) ).toHaveCount( 1 );
	const config = JSON.parse(
		( await page.locator( ELEMENT ).textContent() ) ?? 'null'
	);
	expect( checkShape( config, CONFIG_SHAPE ), path || page.url() ).toEqual(
		[]
	);
	expect( config.context ).toBe( context );
	return config;
}

const PRODUCTS: Array< [ string, string ] > = [
	[ 'kaffeetasse', 'simple' ],
	[ 'vitrine-shirt', 'variable' ],
	[ 'fanpaket', 'grouped' ],
	[ 'stadtfuehrung', 'booking' ],
	[ 'monatsbox', 'subscription' ],
	[ 'kaffee-abo', 'variable-subscription' ],
];

/**
 * Places a bank-transfer order of a cup and opens its pay-for-order page.
 *
 * @param page Playwright page.
 */
async function payForOrderPage( page: Page ) {
	await fillCart( page, [ { slug: 'kaffeetasse' } ] );
	await page.goto( '/kasse/' );
	const billing: Record< string, string > = {
		billing_email: 'erika@example.org',
		billing_first_name: 'Erika',
		billing_last_name: 'Mustermann',
		billing_address_1: 'Heidestraße 17',
		billing_postcode: '51147',
		billing_city: 'Köln',
	};
	for ( const [ name, value ] of Object.entries( billing ) ) {
		await page.locator( `#${ name }` ).fill( value );
	}
	await page.locator( '#place_order' ).click();
	await expect( page ).toHaveURL( /\/kasse\/bestellung-erhalten\/\d+\// );
	const received = new URL( page.url() );
	const id = /bestellung-erhalten\/(\d+)\//.exec( received.pathname )?.[ 1 ];
	await page.goto(
		`/kasse/bestellung-bezahlen/${ id }/?key=${ received.searchParams.get(
			'key'
		) }`
	);
	return Number( id );
}

test.describe( 'The §3.11 object of real pages matches GatewayConfig', () => {
	test.describe( 'for a guest', () => {
		test.use( { storageState: { cookies: [], origins: [] } } );

		test( 'on a product page of each of the six types', async ( {
			page,
		} ) => {
			for ( const [ slug, type ] of PRODUCTS ) {
				const config = await contract(
					page,
					`/produkt/${ slug }/`,
					'product'
				);
				expect( config.productType, slug ).toBe( type );
				expect( config.payer ).toBeNull();
			}
			// The last page, the variable subscription, lists its variations for §4.5.
			const config = JSON.parse(
				( await page.locator( ELEMENT ).textContent() ) ?? 'null'
			);
			expect(
				config.variable_paypal_subscription_variations.length
			).toBeGreaterThan( 0 );
		} );

		test( 'on the cart and the checkout with items, on a pay-for-order page and with only the mini-cart', async ( {
			page,
		} ) => {
			await fillCart( page, [
				{ slug: 'kaffeetasse', quantity: 2 },
				{ slug: 'monatsbox' },
			] );
			const cart = await contract( page, '', 'cart' );
			expect( cart.button.is_disabled ).toBe( false );
			expect( cart.cart_contains_subscription ).toBe( true );

			const checkout = await contract( page, '/kasse/', 'checkout' );
			expect( checkout.button.is_mini_cart_disabled ).toBe( false );

			const id = await payForOrderPage( page );
			const payNow = await contract( page, '', 'pay-now' );
			expect( payNow.order_id ).toBe( id );
			// The order's billing name is the payer's.
			expect( payNow.payer ).toEqual( {
				name: { given_name: 'Erika', surname: 'Mustermann' },
			} );

			const miniCart = await contract(
				page,
				'/veranstaltungen/',
				'mini-cart'
			);
			expect( miniCart.button.mini_cart_wrapper ).toBe(
				'#ppc-button-minicart'
			);
		} );
	} );

	test( 'for a logged-in customer on the checkout', async ( { page } ) => {
		await fillCart( page, [ { slug: 'kaffeetasse' } ] );
		const config = await contract( page, '/kasse/', 'checkout' );
		expect( config.user.is_logged ).toBe( true );
		expect( config.data_client_id.user ).toBeGreaterThan( 0 );
	} );
} );
