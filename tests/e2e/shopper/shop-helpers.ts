/**
 * Helpers of the cart and checkout specs: products by slug (REST), and a
 * cart filled through the shop endpoint `/?wc-ajax=change_cart` (§7.2) with
 * the page's cookies but without rendering a page, as a product form would
 * call it (the add-to-cart form is another block's).
 */
/**
 * External dependencies
 */
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
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
