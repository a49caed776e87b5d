/**
 * Helpers of the cart and checkout specs: products by slug, and a cart
 * filled through the shop endpoint `/?wc-ajax=change_cart` (§7.2) from the
 * page, as a product form would (the add-to-cart form is another block's).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

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

/**
 * A product's ID, from its page's body class.
 *
 * @param page Playwright page.
 * @param slug Product slug below /produkt/.
 */
export async function productId( page: Page, slug: string ) {
	await page.goto( `/produkt/${ slug }/` );
	const classes =
		( await page.locator( 'body' ).getAttribute( 'class' ) ) ?? '';
	const match = /\bpostid-(\d+)\b/.exec( classes );
	expect( match, `product ${ slug } exists` ).not.toBeNull();
	return Number( match?.[ 1 ] );
}

/**
 * Replaces the shopper's cart with these lines and opens the cart page.
 *
 * @param page  Playwright page.
 * @param lines Product lines.
 */
export async function fillCart( page: Page, lines: Line[] ) {
	const products = [];
	for ( const line of lines ) {
		products.push( {
			id: await productId( page, line.slug ),
			quantity: line.quantity ?? 1,
			variations: line.variations ?? null,
		} );
	}
	await page.goto( '/warenkorb/' );
	const config = JSON.parse(
		( await page
			.locator( '[data-vitrine-cart]' )
			.getAttribute( 'data-vitrine-cart' ) ) ?? '{}'
	) as { endpoints: { change_cart: { url: string; nonce: string } } };
	const status = await page.evaluate(
		async ( { endpoint, body } ) => {
			const response = await fetch( endpoint.url, {
				method: 'POST',
				credentials: 'same-origin',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( {
					nonce: endpoint.nonce,
					products: body,
				} ),
			} );
			return response.status;
		},
		{ endpoint: config.endpoints.change_cart, body: products }
	);
	expect( status ).toBe( 200 );
	await page.goto( '/warenkorb/' );
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
