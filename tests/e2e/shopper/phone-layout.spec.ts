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
	expect(
		result.fits,
		`${ what } fits the screen: ${ JSON.stringify( result ) }`
	).toBe( true );
}

/**
 * Asserts that an element is inside the viewport horizontally.
 *
 * @param page    Playwright page.
 * @param locator Element.
 */
async function expectOnScreen(
	page: Page,
	locator: ReturnType< Page[ 'locator' ] >
) {
	await expect( locator ).toBeVisible();
	const box = await locator.boundingBox();
	const width = page.viewportSize()?.width ?? 0;
	expect( box ).not.toBeNull();
	expect( box!.x ).toBeGreaterThanOrEqual( 0 );
	expect( box!.x + box!.width ).toBeLessThanOrEqual( width );
}

for ( const width of [ 320, 390 ] ) {
	test.describe( `On a phone ${ width } px wide`, () => {
		test.use( {
			storageState: { cookies: [], origins: [] },
			viewport: { width, height: 800 },
		} );

		test( 'cart, mini-cart and checkout fit the screen with the remove buttons on it', async ( {
			page,
		} ) => {
			await fillCart( page, [
				{ slug: 'kaffeetasse', quantity: 2 },
				{ slug: 'ticket-sommerfest' },
			] );
			const cart = page.locator( '.wp-block-vitrine-cart' );
			await expect(
				cart.locator( 'tr[data-cart-item-key]' )
			).toHaveCount( 2 );
			await expectNoHorizontalScroll( page, 'the cart page' );
			for ( const remove of await cart
				.locator( 'button[data-remove]' )
				.all() ) {
				await expectOnScreen( page, remove );
			}

			const miniCart = page
				.locator( '.wp-block-vitrine-mini-cart' )
				.first();
			await miniCart.locator( 'summary' ).click();
			await expect(
				miniCart.locator( '.vitrine-mini-cart__panel' )
			).toBeVisible();
			await expectNoHorizontalScroll( page, 'the open mini-cart' );
			await expectOnScreen(
				page,
				miniCart.locator( '.vitrine-mini-cart__panel' )
			);
			for ( const remove of await miniCart
				.locator( 'button[data-remove]' )
				.all() ) {
				await expectOnScreen( page, remove );
			}

			await page.goto( '/kasse/' );
			await expect( page.locator( '#place_order' ) ).toBeVisible();
			await expectNoHorizontalScroll( page, 'the checkout' );
		} );

		test( 'my account fits the screen for a guest and for the customer', async ( {
			page,
		} ) => {
			await page.goto( '/mein-konto/' );
			await expectNoHorizontalScroll( page, 'the login form' );

			await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
			for ( const path of [
				'/mein-konto/',
				'/mein-konto/bestellungen/',
				'/mein-konto/abos/',
				'/mein-konto/zahlungsarten/',
				'/mein-konto/adressen/',
				'/mein-konto/passwort/',
			] ) {
				await page.goto( path );
				await expect(
					page.getByRole( 'navigation', { name: 'Mein Konto' } )
				).toBeVisible();
				await expectNoHorizontalScroll( page, path );
			}
		} );
	} );
}
