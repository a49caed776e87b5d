/**
 * The cart, checkout, mini-cart and my-account pages fit a phone
 * (320 and 390 px) with no horizontal scroll, and the remove buttons are on
 * screen.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logInOnAccountPage } from './account-helpers';
import { fillCart } from './shop-helpers';

/**
 * The document's horizontal overflow and the elements sticking out of the
 * viewport (named, so a failure says what is too wide).
 *
 * @param page Playwright page.
 */
async function overflow( page: Page ) {
	return page.evaluate( () => {
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
}

/**
 * Asserts that the page fits its width.
 *
 * @param page Playwright page.
 * @param what Page name for the message.
 */
async function expectNoHorizontalScroll( page: Page, what: string ) {
	const result = await overflow( page );
	expect
		.soft(
			result.fits,
			`${ what } fits the screen: ${ JSON.stringify( result ) }`
		)
		.toBe( true );
}

/**
 * Asserts that an element is inside the viewport horizontally.
 *
 * @param page    Playwright page.
 * @param locator Element.
 * @param what    What and where, for the message.
 */
async function expectOnScreen(
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

const WIDTHS = [ 320, 390 ];

// Each test loads every page afresh at each width, in one browser session
// (one cart, one login); each expectation names the page and the width.
test.describe( `On a phone ${ WIDTHS.join( ' and ' ) } px wide`, () => {
	test.use( {
		storageState: { cookies: [], origins: [] },
		viewport: { width: WIDTHS[ 0 ], height: 800 },
	} );

	test( 'cart, mini-cart and checkout fit the screen with the remove buttons on it', async ( {
		page,
	} ) => {
		await fillCart( page, [
			{ slug: 'kaffeetasse', quantity: 2 },
			{ slug: 'ticket-sommerfest' },
		] );
		for ( const width of WIDTHS ) {
			const at = `at ${ width } px`;
			await page.setViewportSize( { width, height: 800 } );
			await page.goto( '/warenkorb/' );
			const cart = page.locator( '.wp-block-vitrine-cart' );
			await expect
				.soft( cart.locator( 'tr[data-cart-item-key]' ), at )
				.toHaveCount( 2 );
			await expectNoHorizontalScroll( page, `the cart page ${ at }` );
			for ( const remove of await cart
				.locator( 'button[data-remove]' )
				.all() ) {
				await expectOnScreen(
					page,
					remove,
					`a cart remove button ${ at }`
				);
			}

			const miniCart = page
				.locator( '.wp-block-vitrine-mini-cart' )
				.first();
			await miniCart.locator( 'summary' ).click();
			await expect(
				miniCart.locator( '.vitrine-mini-cart__panel' ),
				at
			).toBeVisible();
			await expectNoHorizontalScroll(
				page,
				`the open mini-cart ${ at }`
			);
			await expectOnScreen(
				page,
				miniCart.locator( '.vitrine-mini-cart__panel' ),
				`the mini-cart panel ${ at }`
			);
			for ( const remove of await miniCart
				.locator( 'button[data-remove]' )
				.all() ) {
				await expectOnScreen(
					page,
					remove,
					`a mini-cart remove button ${ at }`
				);
			}

			await page.goto( '/kasse/' );
			await expect
				.soft( page.locator( '#place_order' ), at )
				.toBeVisible();
			await expectNoHorizontalScroll( page, `the checkout ${ at }` );
		}
	} );

	test( 'my account fits the screen for a guest and for the customer', async ( {
		page,
	} ) => {
		for ( const width of WIDTHS ) {
			await page.setViewportSize( { width, height: 800 } );
			await page.goto( '/mein-konto/' );
			await expectNoHorizontalScroll(
				page,
				`the login form at ${ width } px`
			);
		}

		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
		for ( const path of [
			'/mein-konto/',
			'/mein-konto/bestellungen/',
			'/mein-konto/abos/',
			'/mein-konto/zahlungsarten/',
			'/mein-konto/adressen/',
			'/mein-konto/passwort/',
		] ) {
			for ( const width of WIDTHS ) {
				const at = `${ path } at ${ width } px`;
				await page.setViewportSize( { width, height: 800 } );
				await page.goto( path );
				await expect
					.soft(
						page.getByRole( 'navigation', { name: 'Mein Konto' } ),
						at
					)
					.toBeVisible();
				await expectNoHorizontalScroll( page, at );
			}
		}
	} );
} );
