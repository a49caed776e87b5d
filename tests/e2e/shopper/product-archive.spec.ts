/**
 * The shop archive /shop/: a grid of product cards built
 * from blocks, each with its picture (WordPress' sizes, width and height),
 * name, price and a button: "In den Warenkorb" for simple products,
 * "Optionen wählen" for the others, "Details ansehen" when sold out; sale
 * and sold-out badges. At 1280 and 390 px, by keyboard, axe clean. A simple
 * product goes into the cart right from the grid, with or without
 * JavaScript.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * A product's card.
 *
 * @param page Page.
 * @param name Product name.
 */
const card = ( page: Page, name: string ) =>
	page.locator( '.wp-block-post' ).filter( {
		has: page.getByRole( 'heading', { name, exact: true } ),
	} );

test.describe( 'Shop archive', () => {
	test( 'lists products with their prices and links to their pages', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Shop' } )
		).toBeVisible();
		const cup = card( page, 'Kaffeetasse' );
		await expect(
			cup.locator( '.wp-block-vitrine-product-price .vitrine-price' )
		).toHaveText( '12,90 €' );
		await expect(
			card( page, 'Stadtführung' ).locator(
				'.wp-block-vitrine-product-price .vitrine-price'
			)
		).toHaveText( '12,00 € pro Person' );
		// Every product of the demo, once (the sold-out Jutebeutel included).
		await expect( page.locator( '.wp-block-post' ) ).toHaveCount( 10 );

		await cup.getByRole( 'link', { name: 'Kaffeetasse' } ).click();
		await expect( page ).toHaveURL( /\/produkt\/kaffeetasse\/$/ );
		await expect(
			page.getByRole( 'button', { name: 'In den Warenkorb' } )
		).toBeVisible();
	} );

	for ( const width of [ 1280, 390 ] ) {
		test( `cards show picture, badges and the right button at ${ width } px, axe clean`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( '/shop/' );

			// Every card's picture: WordPress' own file sizes and its box reserved.
			const pictures = page.locator(
				'.wp-block-vitrine-product-image img'
			);
			await expect( pictures ).toHaveCount( 10 );
			for ( const img of await pictures.all() ) {
				await expect( img ).toHaveAttribute( 'width', /^\d+$/ );
				await expect( img ).toHaveAttribute( 'height', /^\d+$/ );
				await expect( img ).toHaveAttribute( 'srcset', /300w/ );
				await expect( img ).toHaveAttribute( 'sizes', /50vw/ );
			}
			const cup = card( page, 'Kaffeetasse' );
			await expect( cup.getByRole( 'img' ) ).toHaveCount( 0 ); // The picture's link is hidden: the title is the link.
			await expect(
				cup.locator(
					'img[alt="Blaue Kaffeetasse mit gelbem Streifen"]'
				)
			).toBeVisible();
			await expect(
				cup.getByRole( 'button', {
					name: 'In den Warenkorb: Kaffeetasse',
				} )
			).toBeVisible();
			await expect(
				card( page, 'Vitrine-Shirt' ).getByRole( 'link', {
					name: 'Optionen wählen: Vitrine-Shirt',
				} )
			).toHaveAttribute( 'href', /\/produkt\/vitrine-shirt\/$/ );
			for ( const name of [ 'Monatsbox', 'Stadtführung', 'Fanpaket' ] ) {
				await expect(
					card( page, name ).getByRole( 'link', {
						name: `Optionen wählen: ${ name }`,
					} )
				).toBeVisible();
			}

			const bag = card( page, 'Jutebeutel' );
			await expect( bag.locator( '.vitrine-badge' ) ).toHaveText(
				'Ausverkauft'
			);
			await expect(
				bag.getByRole( 'link', { name: 'Details ansehen: Jutebeutel' } )
			).toBeVisible();
			await expect( bag.getByRole( 'button' ) ).toHaveCount( 0 );

			const ticket = card( page, 'Ticket Sommerfest' );
			await expect( ticket.locator( '.vitrine-badge' ) ).toHaveText(
				'Angebot'
			);
			await expect( ticket.locator( 'del' ) ).toHaveText(
				'Früherer Preis: 18,00 €'
			);
			await expect(
				ticket.locator( '.wp-block-vitrine-product-price' )
			).toContainText( 'Früherer Preis: 18,00 € Jetzt: 15,00 €' );

			// No horizontal scrolling; two columns on a phone.
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				)
			).toBeLessThanOrEqual( 0 );
			const boxes = await page
				.locator( '.wp-block-post' )
				.evaluateAll( ( cards ) =>
					cards
						.slice( 0, 4 )
						.map( ( el ) => el.getBoundingClientRect().top )
				);
			const perRow = boxes.filter( ( top ) => top === boxes[ 0 ] ).length;
			expect( perRow ).toBe( width === 390 ? 2 : 4 );

			// Every picture has loaded by the time it is scrolled to.
			await page.evaluate( () =>
				window.scrollTo( 0, document.body.scrollHeight )
			);
			await expect
				.poll( () =>
					pictures.evaluateAll( ( imgs ) =>
						( imgs as HTMLImageElement[] ).every(
							( img ) => img.complete && img.naturalWidth > 0
						)
					)
				)
				.toBe( true );
			expect( await seriousViolations( page ) ).toEqual( [] );
		} );
	}

	test( 'a keyboard reaches each card by its name and button, not twice by its picture', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const cup = card( page, 'Kaffeetasse' );
		await cup.getByRole( 'link', { name: 'Kaffeetasse' } ).focus();
		await page.keyboard.press( 'Tab' );
		// The price's "zzgl. Versand" link (German VAT note) comes between.
		await expect(
			cup.getByRole( 'link', { name: 'Versand', exact: true } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			cup.getByRole( 'button', { name: 'In den Warenkorb: Kaffeetasse' } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		// The next card's picture link is skipped: its title comes next.
		await expect(
			card( page, 'Monatsbox' ).getByRole( 'link', {
				name: 'Monatsbox',
				exact: true,
			} )
		).toBeFocused();
	} );

	for ( const width of [ 1280, 390 ] ) {
		test( `a simple product goes into the cart from the grid without leaving /shop/ at ${ width } px`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( '/shop/' );
			const count = page.locator(
				'[data-vitrine-mini-cart] [data-mini-cart-count]'
			);
			const cup = card( page, 'Kaffeetasse' );
			const added = page.waitForResponse( ( response ) =>
				response.url().includes( 'change_cart' )
			);
			await cup
				.getByRole( 'button', {
					name: 'In den Warenkorb: Kaffeetasse',
				} )
				.click();
			await added;

			// The card confirms in German, the mini-cart counts it, the page stays.
			await expect( cup.getByRole( 'status' ) ).toHaveText(
				'„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt. Warenkorb ansehen'
			);
			await expect(
				cup.getByRole( 'link', { name: 'Warenkorb ansehen' } )
			).toHaveAttribute( 'href', /\/warenkorb\/$/ );
			await expect( count ).toHaveText( '1 Artikel' );
			await expect( page ).toHaveURL( /\/shop\/$/ );
			expect( await seriousViolations( page ) ).toEqual( [] );
			await cup
				.getByRole( 'button', {
					name: 'In den Warenkorb: Kaffeetasse',
				} )
				.click();
			await expect( count ).toHaveText( '2 Artikel' );
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				)
			).toBeLessThanOrEqual( 0 );

			// The server's cart holds it: after a reload too.
			await page.reload();
			await expect( count ).toHaveText( '2 Artikel' );
			// Products with options still link to their page.
			await expect(
				card( page, 'Vitrine-Shirt' ).getByRole( 'link', {
					name: 'Optionen wählen: Vitrine-Shirt',
				} )
			).toHaveAttribute( 'href', /\/produkt\/vitrine-shirt\/$/ );
		} );
	}

	test.describe( 'without JavaScript', () => {
		test.use( { javaScriptEnabled: false } );

		test( 'the grid button still adds through the product page', async ( {
			page,
		} ) => {
			await page.goto( '/shop/' );
			await card( page, 'Kaffeetasse' )
				.getByRole( 'button', {
					name: 'In den Warenkorb: Kaffeetasse',
				} )
				.click();
			await page.waitForURL(
				/\/produkt\/kaffeetasse\/\?vitrine-added=\d+$/
			);
			await expect( page.getByRole( 'status' ).first() ).toContainText(
				'„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt.'
			);
			await expect(
				page.locator(
					'[data-vitrine-mini-cart] [data-mini-cart-count]'
				)
			).toHaveText( '1 Artikel' );
		} );
	} );

	test( 'the shop is in the main menu', async ( { page } ) => {
		await page.goto( '/' );
		await expect(
			page
				.getByRole( 'navigation' )
				.first()
				.getByRole( 'link', { name: 'Shop', exact: true } )
		).toHaveAttribute( 'href', /\/shop\/$/ );
	} );
} );
