/**
 * Helpers of the cart and checkout specs: products by slug (REST), a cart
 * filled through the shop endpoint `/?wc-ajax=change_cart` (§7.2) with the
 * page's cookies but without rendering a page, as a product form would call
 * it (the add-to-cart form is another block's), a shop option set in the
 * site's database, and an order's status changed by the admin over HTTP
 * (no admin browser).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { SITE_DIR } from '../config';
import { expect } from '../fixtures';

export { seriousViolations } from '../axe';

/** A product line of §3.6. */
export interface Line {
	slug: string;
	quantity?: number;
	variations?: Array< { name: string; value: string } >;
}

/** Product IDs by slug; every spec file starts from the same database snapshot, so they hold for the worker. */
const ids = new Map< string, number >();

/**
 * Product IDs by slug, through one REST request for those not known yet
 * (no page is rendered).
 *
 * @param request Request context (the page's: same cookies).
 * @param slugs   Product slugs below /produkt/.
 */
export async function productIds(
	request: APIRequestContext,
	slugs: string[]
): Promise< number[] > {
	const missing = [ ...new Set( slugs ) ].filter( ( s ) => ! ids.has( s ) );
	if ( missing.length ) {
		const response = await request.get(
			`/wp-json/wp/v2/vitrine_product?_fields=id,slug&per_page=100&slug=${ missing.join(
				','
			) }`
		);
		expect( response.status() ).toBe( 200 );
		for ( const { id, slug } of ( await response.json() ) as Array< {
			id: number;
			slug: string;
		} > ) {
			ids.set( slug, id );
		}
	}
	return slugs.map( ( slug ) => {
		expect( ids.has( slug ), `product ${ slug } exists` ).toBe( true );
		return ids.get( slug )!;
	} );
}

/**
 * A product's ID.
 *
 * @param page Playwright page.
 * @param slug Product slug below /produkt/.
 */
export async function productId( page: Page, slug: string ) {
	return ( await productIds( page.request, [ slug ] ) )[ 0 ];
}

/**
 * The cart page's change_cart endpoint with the shopper's nonce, read from
 * the server's HTML without rendering it in the browser. A guest's first
 * page starts her session, whose cookie the page's context keeps.
 *
 * @param request Request context (the page's).
 */
async function changeCartEndpoint( request: APIRequestContext ) {
	const html = await ( await request.get( '/warenkorb/' ) ).text();
	const attribute = / data-vitrine-cart="([^"]*)"/.exec( html )?.[ 1 ];
	expect( attribute, "the cart page's configuration" ).toBeTruthy();
	const json = String( attribute )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );
	return (
		JSON.parse( json ) as {
			endpoints: { change_cart: { url: string; nonce: string } };
		}
	 ).endpoints.change_cart;
}

/**
 * Replaces the shopper's cart with these lines through the server (the
 * page's cookies, no rendering) and opens one page.
 *
 * @param page  Playwright page.
 * @param lines Product lines.
 * @param open  Page to open afterwards ('/warenkorb/'); null opens none.
 */
export async function fillCart(
	page: Page,
	lines: Line[],
	open: string | null = '/warenkorb/'
) {
	const productIdsInOrder = await productIds(
		page.request,
		lines.map( ( line ) => line.slug )
	);
	const endpoint = await changeCartEndpoint( page.request );
	const response = await page.request.post( endpoint.url, {
		headers: { 'Content-Type': 'application/json' },
		data: JSON.stringify( {
			nonce: endpoint.nonce,
			products: lines.map( ( line, i ) => ( {
				id: productIdsInOrder[ i ],
				quantity: line.quantity ?? 1,
				variations: line.variations ?? null,
			} ) ),
		} ),
	} );
	expect( response.status() ).toBe( 200 );
	if ( open ) {
		await page.goto( open );
	}
}

/**
 * Presses Tab until the element with this ID has the focus (keyboard only).
 *
 * @param page Playwright page.
 * @param id   Element ID.
 */
export async function tabTo( page: Page, id: string ) {
	for ( let i = 0; i < 80; i++ ) {
		if (
			await page
				.locator( `[id="${ id }"]` )
				.evaluate(
					( element ) =>
						element === element.ownerDocument.activeElement
				)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	throw new Error( `Tab never reached #${ id }` );
}

/**
 * Sets an option in the worker site's database (restored for every spec
 * file), as the shop owner's settings screen would save it; that screen is
 * the admin specs'.
 *
 * @param name  Option name.
 * @param value Value (JSON-encodable).
 */
export function siteOption( name: string, value: unknown ) {
	const load = path.join( SITE_DIR, 'wp-load.php' );
	execFileSync( 'php', [
		'-r',
		`require ${ JSON.stringify( load ) };
		update_option( ${ JSON.stringify( name ) }, json_decode( ${ JSON.stringify(
			JSON.stringify( value )
		) }, true ) );`,
	] );
}

/**
 * Changes an order's status as the admin does on its screen (Produkte →
 * Bestellungen), over HTTP with the admin's cookies: the screen's form and
 * nonce, then its `admin-post.php` handler; expects the German notice.
 * Answers the order screen's HTML as it was before the change.
 *
 * @param requestUtils The worker's logged-in admin.
 * @param orderId      Order number.
 * @param status       New status (`completed`, `processing`, …).
 * @param label        The status' German label in the notice.
 */
export async function setOrderStatus(
	requestUtils: RequestUtils,
	orderId: string | number,
	status: string,
	label: string
) {
	const screen = `/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders&order=${ orderId }`;
	const html = await ( await requestUtils.request.get( screen ) ).text();
	const nonce = /name="_wpnonce" value="([^"]+)"/.exec( html )?.[ 1 ];
	expect( nonce, `the status form of order ${ orderId }` ).toBeTruthy();
	const response = await requestUtils.request.post(
		'/wp-admin/admin-post.php',
		{
			form: {
				action: 'vitrine_order_status',
				order_id: String( orderId ),
				_wpnonce: String( nonce ),
				status,
			},
		}
	);
	expect( response.status() ).toBe( 200 );
	expect( response.url() ).toContain( `order=${ orderId }` );
	expect( await response.text() ).toContain(
		`Bestellung #${ orderId } ist jetzt „${ label }“.`
	);
	return html;
}

/** The wrappers of the demo's provider methods on the checkout and pay-for-order page. */
export const METHOD_WRAPPERS = {
	wallet: '#ppc-button-ppcp-gateway',
	cardButton: '#ppc-button-ppcp-card',
};

/**
 * What shows now (§2.7): the two wrappers and the place-order button, each
 * whether it is rendered (displayed, whatever its size: a wrapper is empty
 * until its buttons arrive).
 *
 * @param page Playwright page on the checkout or pay-for-order page.
 */
export async function shownMethods( page: Page ) {
	const displayed = ( selector: string ) =>
		page
			.locator( selector )
			.evaluate( ( element ) => element.checkVisibility() );
	return {
		wallet: await displayed( METHOD_WRAPPERS.wallet ),
		cardButton: await displayed( METHOD_WRAPPERS.cardButton ),
		placeOrder: await displayed( '#place_order' ),
	};
}

/**
 * Switches through the demo's three methods (§2.7, §9.3) and checks that
 * exactly the selected method's wrapper shows, and the place-order button
 * only for the transfer; the §2.7 hidden inputs are in the form, empty.
 *
 * @param page Playwright page on the checkout or pay-for-order page.
 */
export async function expectMethodSwitching( page: Page ) {
	await expect( page.locator( 'input[name="payment_method"]' ) ).toHaveCount(
		3
	);
	await page.getByLabel( 'PayPal', { exact: true } ).check();
	await expect
		.poll( () => shownMethods( page ) )
		.toEqual( { wallet: true, cardButton: false, placeOrder: false } );
	await page
		.getByLabel( 'Kartenzahlung über PayPal (ohne PayPal-Konto)' )
		.check();
	await expect
		.poll( () => shownMethods( page ) )
		.toEqual( { wallet: false, cardButton: true, placeOrder: false } );
	await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
	await expect
		.poll( () => shownMethods( page ) )
		.toEqual( { wallet: false, cardButton: false, placeOrder: true } );
	await expect( page.locator( '#place_order' ) ).toBeVisible();
	// The §2.7 hidden inputs are in the form, empty until a button is clicked.
	await expect(
		page.locator( 'input[name="ppcp-funding-source"]' )
	).toHaveValue( '' );
	await expect(
		page.locator( 'input[name="ppcp-resume-order"]' )
	).toHaveValue( '' );
}

/** The phone widths every shop page must fit (px). */
export const PHONE_WIDTHS = [ 320, 390 ];

/**
 * Looks at the loaded page in each phone width, the window resized (never
 * reloaded), then goes back to the desktop width.
 *
 * @param page  Playwright page.
 * @param check What to check at a width, given "at 320 px".
 */
export async function atPhoneWidths(
	page: Page,
	check: ( at: string ) => Promise< void >
) {
	const before = page.viewportSize() ?? { width: 1280, height: 800 };
	for ( const width of PHONE_WIDTHS ) {
		await page.setViewportSize( { width, height: 800 } );
		await check( `at ${ width } px` );
	}
	await page.setViewportSize( before );
}

/**
 * Asserts that the page does not scroll sideways, naming the elements that
 * stick out of the viewport in a failure.
 *
 * @param page Playwright page.
 * @param what Page and width, for the message.
 */
export async function expectNoHorizontalScroll( page: Page, what: string ) {
	const result = await page.evaluate( () => {
		const root = document.documentElement;
		const wide = Array.from( document.body.querySelectorAll( '*' ) )
			.filter( ( element ) => {
				const box = element.getBoundingClientRect();
				return box.width > 0 && box.right > root.clientWidth + 0.5;
			} )
			.slice( 0, 5 )
			.map(
				( element ) =>
					`${ element.tagName.toLowerCase() }.${ Array.from(
						element.classList
					).join( '.' ) }`
			);
		return {
			fits: root.scrollWidth <= root.clientWidth,
			scrollWidth: root.scrollWidth,
			clientWidth: root.clientWidth,
			wide,
		};
	} );
	expect
		.soft(
			result.fits,
			`${ what } fits the screen: ${ JSON.stringify( result ) }`
		)
		.toBe( true );
}

/**
 * Asserts that an element is visible and inside the viewport horizontally.
 *
 * @param page    Playwright page.
 * @param locator Element.
 * @param what    What and where, for the message.
 */
export async function expectOnScreen(
	page: Page,
	locator: ReturnType< Page[ 'locator' ] >,
	what: string
) {
	await expect.soft( locator, what ).toBeVisible();
	const box = await locator.boundingBox();
	const width = page.viewportSize()?.width ?? 0;
	expect.soft( box, what ).not.toBeNull();
	expect.soft( box?.x, what ).toBeGreaterThanOrEqual( 0 );
	expect
		.soft( ( box?.x ?? 0 ) + ( box?.width ?? 0 ), what )
		.toBeLessThanOrEqual( width );
}
