/**
 * The cart page (/warenkorb/, block vitrine/cart) and the header's mini
 * cart (vitrine/mini-cart): server totals, quantity changes and removal with
 * and without JavaScript, the mini cart following without a reload.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { MAIN_WRAPPER, wallet } from './pay-helpers';
import { fillCart, seriousViolations } from './shop-helpers';

test.describe( 'Cart for shoppers', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'an empty cart says so in German and links to the shop', async ( {
		page,
	} ) => {
		await page.goto( '/warenkorb/' );
		await expect(
			page
				.locator( '.wp-block-vitrine-cart' )
				.getByText( 'Dein Warenkorb ist leer.' )
		).toBeVisible();
		await expect(
			page
				.locator( '.wp-block-vitrine-cart' )
				.getByRole( 'link', { name: 'Zum Shop' } )
		).toHaveAttribute( 'href', /\/shop\/$/ );
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'0 Artikel'
		);
	} );

	test( 'a quantity change shows the server total and the mini cart follows without a reload', async ( {
		page,
	} ) => {
		await fillCart( page, [
			{ slug: 'kaffeetasse', quantity: 2 },
			{ slug: 'ticket-sommerfest' },
		] );
		const cart = page.locator( '.wp-block-vitrine-cart' );
		const mug = cart.locator( 'tr', { hasText: 'Kaffeetasse' } );
		await expect( mug ).toContainText( '25,80 €' );
		// 2 × 12,90 + 15,00 + standard shipping 4,90.
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'45,70 €'
		);
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'3 Artikel'
		);

		await page.evaluate( () => {
			( window as unknown as { notReloaded: boolean } ).notReloaded =
				true;
		} );
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
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'4 Artikel'
		);
		await expect( page.locator( '[data-mini-cart-total]' ) ).toHaveText(
			'58,60 €'
		);
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { notReloaded?: boolean } )
						.notReloaded
			)
		).toBe( true );

		// The server kept it: a fresh page shows the same.
		await page.reload();
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'58,60 €'
		);
	} );

	test( 'a shipping option and a removed line change the totals and the mini cart', async ( {
		page,
	} ) => {
		await fillCart( page, [
			{ slug: 'kaffeetasse' },
			{ slug: 'ticket-sommerfest' },
		] );
		const cart = page.locator( '.wp-block-vitrine-cart' );
		await cart.getByLabel( /Expressversand/ ).check();
		await expect( cart.locator( '[data-cart-shipping]' ) ).toHaveText(
			'9,90 €'
		);
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'37,80 €'
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
			'22,80 €'
		);
		await expect( cart.locator( '.vitrine-cart__status' ) ).toHaveText(
			'Der Artikel wurde aus deinem Warenkorb entfernt.'
		);
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'1 Artikel'
		);

		// The mini cart's panel opens by keyboard and removes the last line.
		await page.locator( '.vitrine-mini-cart__toggle' ).focus();
		await page.keyboard.press( 'Enter' );
		const panel = page.locator( '.vitrine-mini-cart__panel' );
		await expect( panel ).toBeVisible();
		await expect(
			panel.getByRole( 'link', { name: 'Kasse' } )
		).toBeVisible();
		await panel
			.getByRole( 'button', {
				name: 'Kaffeetasse aus dem Warenkorb entfernen',
			} )
			.click();
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'0 Artikel'
		);
		await expect(
			panel.getByText( 'Dein Warenkorb ist leer.' )
		).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();

		await page.reload();
		await expect(
			cart.getByText( 'Dein Warenkorb ist leer.' )
		).toBeVisible();
	} );

	// The page's one axe run: with its wallet buttons rendered, so it also
	// stands for pay-minicart-cart.spec.ts's cart page with its buttons.
	test( 'the cart page has no serious axe violations, with its payment buttons and the mini cart open', async ( {
		page,
	} ) => {
		await fillCart( page, [ { slug: 'kaffeetasse' } ] );
		await expect( wallet( page, MAIN_WRAPPER ) ).toBeVisible();
		await page.locator( '.vitrine-mini-cart__toggle' ).click();
		expect( await seriousViolations( page ) ).toEqual( [] );
	} );
} );

test.describe( 'Cart without JavaScript', () => {
	test.use( {
		storageState: { cookies: [], origins: [] },
		javaScriptEnabled: false,
	} );

	test( 'the forms update the quantity and remove a line on the server', async ( {
		page,
	} ) => {
		// Filled by HTTP (no script needs to run), then the cart page opens.
		await fillCart( page, [
			{ slug: 'kaffeetasse' },
			{ slug: 'ticket-sommerfest' },
		] );
		const cart = page.locator( '.wp-block-vitrine-cart' );
		await cart.getByLabel( 'Menge von Kaffeetasse' ).fill( '2' );
		await cart
			.getByRole( 'button', { name: 'Warenkorb aktualisieren' } )
			.click();
		await expect( cart.getByRole( 'status' ).first() ).toHaveText(
			'Dein Warenkorb wurde aktualisiert.'
		);
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'45,70 €'
		);

		await cart
			.getByRole( 'button', {
				name: 'Ticket Sommerfest aus dem Warenkorb entfernen',
			} )
			.click();
		await expect( cart.locator( '.vitrine-notice--success' ) ).toHaveText(
			'Der Artikel wurde aus deinem Warenkorb entfernt.'
		);
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'30,70 €'
		);
	} );
} );

// Both widths in one session (one cart); a step per width names it in a
// failure.
test.describe( 'A subscription line at 1280 and 390 px', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'says what is due today and after, and keeps its date on one line', async ( {
		page,
	} ) => {
		await fillCart( page, [ { slug: 'monatsbox' } ] );
		for ( const width of [ 1280, 390 ] ) {
			await test.step( `at ${ width } px`, async () => {
				await page.setViewportSize( { width, height: 900 } );
				await page.goto( '/warenkorb/' );
				const line = page
					.locator( '.wp-block-vitrine-cart' )
					.locator( 'tr', { hasText: 'Monatsbox' } );
				await expect(
					line.locator( '.vitrine-cart__price' )
				).toHaveText( /29,90\s€ pro Monat/ );
				await expect(
					line.locator( '.vitrine-cart__line-total' )
				).toHaveText( /^0,00\s€ heute\s*danach 29,90\s€ pro Monat$/ );
				const date = line.locator( '.vitrine-line-details dd' ).last();
				await expect( date ).toHaveText( /^\d{1,2}\. \S+ \d{4}$/ );
				// The date's text sits on one line: it does not wrap word by word.
				expect(
					await date.evaluate( ( dd ) => {
						const range = document.createRange();
						range.selectNodeContents( dd );
						const tops = Array.from( range.getClientRects() )
							.filter( ( rect ) => rect.width > 0 )
							.map( ( rect ) => Math.round( rect.top ) );
						return new Set( tops ).size;
					} )
				).toBe( 1 );
				expect(
					await page.evaluate(
						() =>
							document.documentElement.scrollWidth <=
							document.documentElement.clientWidth
					)
				).toBe( true );
			} );
		}
	} );
} );
