/**
 * The shop archive /shop/: a grid of product cards built
 * from blocks, each with its picture (WordPress' sizes, width and height),
 * name, price and a button: "In den Warenkorb" for simple products,
 * "Optionen wählen" for the others, "Details ansehen" when sold out; sale
 * and sold-out badges. At 1280 and 390 px, by keyboard, axe clean. A simple
 * product goes into the cart right from the grid, with or without
 * JavaScript. The main menu's link to the shop: storefront.spec.ts.
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

/**
 * The shop lists every product of the demo once, with its price.
 *
 * @param page Page showing /shop/.
 */
async function listsProducts( page: Page ) {
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
}

/**
 * A keyboard reaches each card by its name and button, not twice by its
 * picture.
 *
 * @param page Page showing /shop/.
 */
async function reachesCardsByKeyboard( page: Page ) {
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
}

/**
 * The shop's cards at a width: picture, badges and the right button, two
 * columns on a phone, no overflow, every picture loaded, axe clean.
 *
 * @param page  Page showing /shop/ (resized here, not loaded again).
 * @param width Viewport width in px.
 */
async function expectCards( page: Page, width: number ) {
	const at = `at ${ width } px`;
	await page.setViewportSize( { width, height: 900 } );
	await page.evaluate( () => window.scrollTo( 0, 0 ) );

	// Every card's picture: WordPress' own file sizes and its box reserved.
	const pictures = page.locator( '.wp-block-vitrine-product-image img' );
	await expect.soft( pictures, at ).toHaveCount( 10 );
	for ( const img of await pictures.all() ) {
		await expect.soft( img, at ).toHaveAttribute( 'width', /^\d+$/ );
		await expect.soft( img, at ).toHaveAttribute( 'height', /^\d+$/ );
		await expect.soft( img, at ).toHaveAttribute( 'srcset', /300w/ );
		await expect.soft( img, at ).toHaveAttribute( 'sizes', /50vw/ );
	}
	const cup = card( page, 'Kaffeetasse' );
	await expect.soft( cup.getByRole( 'img' ), at ).toHaveCount( 0 ); // The picture's link is hidden: the title is the link.
	await expect
		.soft(
			cup.locator( 'img[alt="Blaue Kaffeetasse mit gelbem Streifen"]' ),
			at
		)
		.toBeVisible();
	await expect
		.soft(
			cup.getByRole( 'button', {
				name: 'In den Warenkorb: Kaffeetasse',
			} ),
			at
		)
		.toBeVisible();
	await expect
		.soft(
			card( page, 'Vitrine-Shirt' ).getByRole( 'link', {
				name: 'Optionen wählen: Vitrine-Shirt',
			} ),
			at
		)
		.toHaveAttribute( 'href', /\/produkt\/vitrine-shirt\/$/ );
	for ( const name of [ 'Monatsbox', 'Stadtführung', 'Fanpaket' ] ) {
		await expect
			.soft(
				card( page, name ).getByRole( 'link', {
					name: `Optionen wählen: ${ name }`,
				} ),
				at
			)
			.toBeVisible();
	}

	const bag = card( page, 'Jutebeutel' );
	await expect
		.soft( bag.locator( '.vitrine-badge' ), at )
		.toHaveText( 'Ausverkauft' );
	await expect
		.soft(
			bag.getByRole( 'link', {
				name: 'Details ansehen: Jutebeutel',
			} ),
			at
		)
		.toBeVisible();
	await expect.soft( bag.getByRole( 'button' ), at ).toHaveCount( 0 );

	const ticket = card( page, 'Ticket Sommerfest' );
	await expect
		.soft( ticket.locator( '.vitrine-badge' ), at )
		.toHaveText( 'Angebot' );
	await expect
		.soft( ticket.locator( 'del' ), at )
		.toHaveText( 'Früherer Preis: 18,00 €' );
	await expect
		.soft( ticket.locator( '.wp-block-vitrine-product-price' ), at )
		.toContainText( 'Früherer Preis: 18,00 € Jetzt: 15,00 €' );

	// No horizontal scrolling; two columns on a phone.
	expect
		.soft(
			await page.evaluate(
				() =>
					document.documentElement.scrollWidth -
					document.documentElement.clientWidth
			),
			at
		)
		.toBeLessThanOrEqual( 0 );
	const boxes = await page
		.locator( '.wp-block-post' )
		.evaluateAll( ( cards ) =>
			cards.slice( 0, 4 ).map( ( el ) => el.getBoundingClientRect().top )
		);
	const perRow = boxes.filter( ( top ) => top === boxes[ 0 ] ).length;
	expect.soft( perRow, at ).toBe( width === 390 ? 2 : 4 );

	// Every picture has loaded by the time it is scrolled to.
	await page.evaluate( () =>
		window.scrollTo( 0, document.body.scrollHeight )
	);
	await expect
		.poll(
			() =>
				pictures.evaluateAll( ( imgs ) =>
					( imgs as HTMLImageElement[] ).every(
						( img ) => img.complete && img.naturalWidth > 0
					)
				),
			{ message: `every picture loaded ${ at }` }
		)
		.toBe( true );
	expect.soft( await seriousViolations( page ), at ).toEqual( [] );
}

test.describe( 'Shop archive', () => {
	// Both widths on one load of /shop/, the window resized; each
	// expectation names its width.
	test( 'at 1280 and 390 px the shop lists products with their prices, cards show picture, badges and the right button, axe clean; a keyboard reaches each card by its name and button, not twice by its picture; a card links to its product page', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await expectCards( page, 1280 );
		await listsProducts( page );
		await reachesCardsByKeyboard( page );
		await expectCards( page, 390 );

		// A card's title links to its product page.
		await page.setViewportSize( { width: 1280, height: 900 } );
		const cup = card( page, 'Kaffeetasse' );
		await cup.getByRole( 'link', { name: 'Kaffeetasse' } ).click();
		await expect( page ).toHaveURL( /\/produkt\/kaffeetasse\/$/ );
		await expect(
			page.getByRole( 'button', { name: 'In den Warenkorb' } )
		).toBeVisible();
	} );

	// Both widths in one test; each width starts with an empty cart (a new
	// guest session) and loads /shop/ afresh.
	test( 'a simple product goes into the cart from the grid without leaving /shop/ at 1280 and 390 px', async ( {
		page,
	} ) => {
		for ( const width of [ 1280, 390 ] ) {
			const at = `at ${ width } px`;
			await page.context().clearCookies();
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
			await expect
				.soft( cup.getByRole( 'status' ), at )
				.toHaveText(
					'„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt. Warenkorb ansehen'
				);
			await expect
				.soft(
					cup.getByRole( 'link', { name: 'Warenkorb ansehen' } ),
					at
				)
				.toHaveAttribute( 'href', /\/warenkorb\/$/ );
			await expect.soft( count, at ).toHaveText( '1 Artikel' );
			await expect.soft( page, at ).toHaveURL( /\/shop\/$/ );
			expect.soft( await seriousViolations( page ), at ).toEqual( [] );
			await cup
				.getByRole( 'button', {
					name: 'In den Warenkorb: Kaffeetasse',
				} )
				.click();
			await expect.soft( count, at ).toHaveText( '2 Artikel' );
			expect
				.soft(
					await page.evaluate(
						() =>
							document.documentElement.scrollWidth -
							document.documentElement.clientWidth
					),
					at
				)
				.toBeLessThanOrEqual( 0 );

			// The server's cart holds it: after a reload too.
			await page.reload();
			await expect.soft( count, at ).toHaveText( '2 Artikel' );
			// Products with options still link to their page.
			await expect
				.soft(
					card( page, 'Vitrine-Shirt' ).getByRole( 'link', {
						name: 'Optionen wählen: Vitrine-Shirt',
					} ),
					at
				)
				.toHaveAttribute( 'href', /\/produkt\/vitrine-shirt\/$/ );
		}
	} );

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
} );
