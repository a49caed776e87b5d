/**
 * The cart page (/warenkorb/, block vitrine/cart) and the header's mini
 * cart (vitrine/mini-cart) in one guest session: the cart cookie of the
 * first page (§6), server totals and the VAT per rate (§3.6), quantity
 * changes and removal repainted without a reload, the mini cart's panel
 * adding up and following, axe with the payment buttons, both fitting a
 * phone 320 and 390 px wide with their remove buttons on screen, and a
 * subscription line at 1280 and 390 px.
 *
 * Proven below the browser: the server's cart page, mini-cart panel and
 * their totals in tests/php/Shop/ShopPagesTest.php (an empty cart, the
 * panel's rows, a cart that is not shipped having no shipping row), the VAT
 * per rate and its rounding in tests/php/Store/TaxTest.php and
 * tests/php/Shop/VatShopTest.php, the panel's rows after a change in
 * src/blocks/cart/test/rules.test.ts (panelTotals), one guest's nonce
 * refused in another's cart in tests/php/Store/GuestSessionTest.php; the
 * forms without JavaScript in tests/php/Shop/FormRequestTest.php.
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { MAIN_WRAPPER, wallet } from './pay-helpers';
import { serverCart } from './product-helpers';
import {
	atPhoneWidths,
	expectNoHorizontalScroll,
	expectOnScreen,
	fillCart,
	seriousViolations,
} from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * The `vitrine_cart` cookies a response sets.
 *
 * @param response The page's response.
 */
async function cartCookies(
	response: Awaited< ReturnType< Page[ 'goto' ] > >
) {
	return ( ( await response?.headersArray() ) ?? [] )
		.filter(
			( header ) =>
				header.name.toLowerCase() === 'set-cookie' &&
				header.value.startsWith( 'vitrine_cart=' )
		)
		.map( ( header ) => header.value );
}

/**
 * Cents of a German amount ("45,70 €").
 *
 * @param text Displayed amount.
 */
function cents( text: string ) {
	return Math.round(
		Number( text.replace( /[^\d,]/g, '' ).replace( ',', '.' ) ) * 100
	);
}

/**
 * The visible rows of the mini-cart panel's totals.
 *
 * @param miniCart The mini-cart block.
 */
function panelRows( miniCart: Locator ) {
	return miniCart
		.locator( '.vitrine-mini-cart__row:visible' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) => [
				row.querySelector( 'dt' )?.textContent ?? '',
				row.querySelector( 'dd' )?.textContent ?? '',
			] )
		);
}

/**
 * Whether the page scrolls sideways.
 *
 * @param page Playwright page.
 */
function fitsWidth( page: Page ) {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth <=
			document.documentElement.clientWidth
	);
}

// One guest session from her first page to an empty cart and a
// subscription line; a step per behaviour names it in a failure.
test( 'a guest’s cart: the first page sets her HttpOnly cart cookie (§6), an empty cart says so; quantity, shipping and removals show the server totals and VAT per rate (§3.6) and the mini cart follows without a reload, adding up; axe with the payment buttons; cart and open mini-cart fit a phone 320 and 390 px wide; a subscription line at 1280 and 390 px', async ( {
	page,
} ) => {
	const cart = page.locator( '.wp-block-vitrine-cart' );
	const miniCart = page.locator( '.wp-block-vitrine-mini-cart' ).first();
	const count = page.locator( '[data-mini-cart-count]' );

	await test.step( 'the first page a guest sees sets an HttpOnly, SameSite=Lax cart cookie; an empty cart says so in German and links to the shop (§6)', async () => {
		const response = await page.goto( '/warenkorb/' );
		const [ cookie ] = await cartCookies( response );
		expect( cookie ).toMatch( /^vitrine_cart=[A-Za-z0-9]{32};/ );
		expect( cookie ).toMatch( /;\s*HttpOnly/i );
		expect( cookie ).toMatch( /;\s*SameSite=Lax/i );
		expect( cookie ).toMatch( /;\s*path=\//i );
		// The dev site is plain HTTP: a Secure cookie would never come back (the PHP test covers HTTPS).
		expect( cookie ).not.toMatch( /;\s*Secure/i );
		expect(
			await page.evaluate( () => document.cookie ),
			'no script reads the cart cookie'
		).not.toContain( 'vitrine_cart' );

		await expect(
			cart.getByText( 'Dein Warenkorb ist leer.' )
		).toBeVisible();
		await expect(
			cart.getByRole( 'link', { name: 'Zum Shop' } )
		).toHaveAttribute( 'href', /\/shop\/$/ );
		await expect( count ).toHaveText( '0 Artikel' );
	} );

	await test.step( 'her session’s nonce fills the cart; the next page keeps the session and sets no new cookie', async () => {
		await fillCart(
			page,
			[
				{ slug: 'kaffeetasse', quantity: 2 },
				{ slug: 'ticket-sommerfest' },
			],
			null
		);
		const next = await page.goto( '/warenkorb/' );
		expect( await cartCookies( next ) ).toEqual( [] );
		await expect(
			cart.locator( 'tr', { hasText: 'Kaffeetasse' } )
		).toContainText( '25,80 €' );
		// 2 × 12,90 + 15,00 + standard shipping 4,90.
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'45,70 €'
		);
		// All at 19 %, whose VAT the total includes: 4,12 + 2,39 + 0,78 on the shipping.
		await expect( cart.locator( '[data-cart-taxes] tr' ) ).toHaveText(
			'enthaltene MwSt. 19 %7,29 €'
		);
		await expect( count ).toHaveText( '3 Artikel' );
	} );

	await test.step( 'on a phone 320 and 390 px wide the cart fits the screen with its remove buttons on it', async () => {
		await atPhoneWidths( page, async ( at ) => {
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
	} );

	await test.step( 'the mini cart’s panel shows subtotal, shipping and total that add up; no serious axe violation with the payment buttons and the panel open; the open panel fits a phone', async () => {
		await expect( wallet( page, MAIN_WRAPPER ) ).toBeVisible();
		await miniCart.locator( 'summary' ).click();
		// 2 × 12,90 + 15,00, standard shipping 4,90; all at 19 %, whose VAT
		// the total includes (4,12 + 2,39 + 0,78 on the shipping).
		const shipped = await panelRows( miniCart );
		expect( shipped ).toEqual( [
			[ 'Zwischensumme', '40,80\u00a0€' ],
			[ 'Versand', '4,90\u00a0€' ],
			[ 'Gesamt', '45,70\u00a0€' ],
			[ 'enthaltene MwSt. 19 %', '7,29\u00a0€' ],
		] );
		expect( cents( shipped[ 0 ][ 1 ] ) + cents( shipped[ 1 ][ 1 ] ) ).toBe(
			cents( shipped[ 2 ][ 1 ] )
		);
		// The page's one axe run: with its wallet buttons rendered, so it also
		// stands for pay-minicart-cart.spec.ts's cart page with its buttons.
		expect( await seriousViolations( page ) ).toEqual( [] );
		const panel = miniCart.locator( '.vitrine-mini-cart__panel' );
		await atPhoneWidths( page, async ( at ) => {
			await expect( panel, at ).toBeVisible();
			await expectNoHorizontalScroll(
				page,
				`the open mini-cart ${ at }`
			);
			await expectOnScreen( page, panel, `the mini-cart panel ${ at }` );
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
		await miniCart.locator( 'summary' ).click();
		await expect(
			miniCart.locator( '.vitrine-mini-cart__panel' )
		).toBeHidden();
	} );

	await test.step( 'a quantity change shows the server total and VAT and the mini cart follows without a reload', async () => {
		await page.evaluate( () => {
			( window as unknown as { notReloaded: boolean } ).notReloaded =
				true;
		} );
		const mug = cart.locator( 'tr', { hasText: 'Kaffeetasse' } );
		await mug.getByLabel( 'Menge von Kaffeetasse' ).fill( '3' );
		await mug.getByLabel( 'Menge von Kaffeetasse' ).press( 'Tab' );

		await expect( mug.locator( '[data-cart-line-total]' ) ).toHaveText(
			'38,70 €'
		);
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'58,60 €'
		);
		await expect( cart.locator( '.vitrine-cart__status' ) ).toHaveText(
			'Dein Warenkorb wurde aktualisiert.'
		);
		await expect( count ).toHaveText( '4 Artikel' );
		await expect( page.locator( '[data-mini-cart-total]' ) ).toHaveText(
			'58,60 €'
		);
		// The VAT per rate repainted: 6,18 + 2,39 + 0,78 on the shipping.
		await expect( cart.locator( '[data-cart-taxes] tr' ) ).toHaveText(
			'enthaltene MwSt. 19 %9,35 €'
		);
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { notReloaded?: boolean } )
						.notReloaded
			)
		).toBe( true );
		// The server kept it.
		expect( ( await serverCart( page ) ).total ).toBe( '58.60' );
	} );

	await test.step( 'a shipping option and a removed line change the totals and the mini cart', async () => {
		await cart.getByLabel( /Expressversand/ ).check();
		await expect( cart.locator( '[data-cart-shipping]' ) ).toHaveText(
			'9,90 €'
		);
		// 3 × 12,90 + 15,00 + express 9,90.
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'63,60 €'
		);

		await cart
			.getByRole( 'button', {
				name: 'Ticket Sommerfest aus dem Warenkorb entfernen',
			} )
			.click();
		await expect(
			cart.locator( 'tr', { hasText: 'Ticket Sommerfest' } )
		).toHaveCount( 0 );
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'48,60 €'
		);
		await expect( cart.locator( '.vitrine-cart__status' ) ).toHaveText(
			'Der Artikel wurde aus deinem Warenkorb entfernt.'
		);
		await expect( count ).toHaveText( '3 Artikel' );
	} );

	// Its rows without shipping once nothing is shipped: panelTotals in
	// src/blocks/cart/test/rules.test.ts, the server's panel in ShopPagesTest.
	await test.step( 'the mini cart’s panel opens by keyboard, adds up after the changes and removes the last line', async () => {
		await page.locator( '.vitrine-mini-cart__toggle' ).focus();
		await page.keyboard.press( 'Enter' );
		const panel = page.locator( '.vitrine-mini-cart__panel' );
		await expect( panel ).toBeVisible();
		await expect(
			panel.getByRole( 'link', { name: 'Kasse' } )
		).toBeVisible();
		// 3 × 12,90 include 6,18, the express shipping 1,58.
		await expect
			.poll( () => panelRows( miniCart ) )
			.toEqual( [
				[ 'Zwischensumme', '38,70\u00a0€' ],
				[ 'Versand', '9,90\u00a0€' ],
				[ 'Gesamt', '48,60\u00a0€' ],
				[ 'enthaltene MwSt. 19 %', '7,76\u00a0€' ],
			] );
		await panel
			.getByRole( 'button', {
				name: 'Kaffeetasse aus dem Warenkorb entfernen',
			} )
			.click();
		await expect( count ).toHaveText( '0 Artikel' );
		await expect(
			panel.getByText( 'Dein Warenkorb ist leer.' )
		).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		expect( ( await serverCart( page ) ).items ).toEqual( [] );
	} );

	// Both widths on one load, the window resized.
	await test.step( 'a subscription line says what is due today and after, and keeps its date on one line, at 1280 and 390 px', async () => {
		await fillCart( page, [ { slug: 'monatsbox' } ] );
		const line = cart.locator( 'tr', { hasText: 'Monatsbox' } );
		for ( const width of [ 1280, 390 ] ) {
			const at = `at ${ width } px`;
			await page.setViewportSize( { width, height: 900 } );
			await expect
				.soft( line.locator( '.vitrine-cart__price' ), at )
				.toHaveText( /29,90\s€ pro Monat/ );
			await expect
				.soft( line.locator( '.vitrine-cart__line-total' ), at )
				.toHaveText( /^0,00\s€ heute\s*danach 29,90\s€ pro Monat$/ );
			const date = line.locator( '.vitrine-line-details dd' ).last();
			await expect.soft( date, at ).toHaveText( /^\d{1,2}\. \S+ \d{4}$/ );
			// The date's text sits on one line: it does not wrap word by word.
			expect
				.soft(
					await date.evaluate( ( dd ) => {
						const range = document.createRange();
						range.selectNodeContents( dd );
						const tops = Array.from( range.getClientRects() )
							.filter( ( rect ) => rect.width > 0 )
							.map( ( rect ) => Math.round( rect.top ) );
						return new Set( tops ).size;
					} ),
					at
				)
				.toBe( 1 );
			expect.soft( await fitsWidth( page ), at ).toBe( true );
		}
	} );
} );
