/**
 * The cart, checkout, mini-cart and my-account pages fit a phone
 * (320 and 390 px) with no horizontal scroll, and the remove buttons are on
 * screen. Each page is loaded once and looked at in both widths, the window
 * resized.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';
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

test.use( {
	storageState: { cookies: [], origins: [] },
	viewport: { width: WIDTHS[ 0 ], height: 800 },
} );

// One browser session: the guest's cart, then the customer's account; each
// expectation names the page and the width.
test( `on a phone ${ WIDTHS.join(
	' and '
) } px wide the cart, mini-cart and checkout fit the screen with the remove buttons on it, and my account fits it for a guest and for the customer`, async ( {
	page,
} ) => {
	/**
	 * Looks at the loaded page in each width.
	 *
	 * @param check What to check at a width ("at 320 px").
	 */
	const inEachWidth = async ( check: ( at: string ) => Promise< void > ) => {
		for ( const width of WIDTHS ) {
			await page.setViewportSize( { width, height: 800 } );
			await check( `at ${ width } px` );
		}
	};

	await test.step( 'the cart and the open mini-cart', async () => {
		await fillCart( page, [
			{ slug: 'kaffeetasse', quantity: 2 },
			{ slug: 'ticket-sommerfest' },
		] );
		const cart = page.locator( '.wp-block-vitrine-cart' );
		await inEachWidth( async ( at ) => {
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
		} );

		const miniCart = page.locator( '.wp-block-vitrine-mini-cart' ).first();
		await miniCart.locator( 'summary' ).click();
		await inEachWidth( async ( at ) => {
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
		} );
	} );

	await test.step( 'the checkout', async () => {
		await page.goto( '/kasse/' );
		await inEachWidth( async ( at ) => {
			await expect
				.soft( page.locator( '#place_order' ), at )
				.toBeVisible();
			await expectNoHorizontalScroll( page, `the checkout ${ at }` );
		} );
	} );

	await test.step( 'my account’s login form', async () => {
		await page.goto( '/mein-konto/' );
		await inEachWidth( ( at ) =>
			expectNoHorizontalScroll( page, `the login form ${ at }` )
		);
	} );

	// By HTTP: the login form is account-login.spec.ts's.
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	for ( const path of [
		'/mein-konto/',
		'/mein-konto/bestellungen/',
		'/mein-konto/abos/',
		'/mein-konto/zahlungsarten/',
		'/mein-konto/adressen/',
		'/mein-konto/passwort/',
	] ) {
		await test.step( `the customer's ${ path }`, async () => {
			await page.goto( path );
			await inEachWidth( async ( at ) => {
				await expect
					.soft(
						page.getByRole( 'navigation', { name: 'Mein Konto' } ),
						`${ path } ${ at }`
					)
					.toBeVisible();
				await expectNoHorizontalScroll( page, `${ path } ${ at }` );
			} );
		} );
	}
} );
