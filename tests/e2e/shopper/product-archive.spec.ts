/**
 * The shop archive /shop/: a grid of product cards built
 * from blocks, each with its picture (WordPress' sizes, width and height),
 * name, price with its VAT note and a button: "In den Warenkorb" for simple
 * products, "Optionen wählen" for the others, "Details ansehen" when sold
 * out; sale and sold-out badges. At 1280 and 390 px on one load (the window
 * resized), by keyboard, axe clean. A simple product goes into the cart
 * right from the grid; without JavaScript the button is the product page's
 * POST (tests/php/Shop/ProductImagesTest.php, product-no-js.spec.ts). The cards'
 * markup (sizes, badges, buttons per type): tests/php/Shop/ProductImagesTest.php.
 * The main menu's link to the shop: storefront.spec.ts.
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
import { serverCart } from './product-helpers';

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
 * columns on a phone, no overflow, every picture loaded.
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
}

/**
 * Adds the mug from its card and expects the card's German confirmation,
 * the mini-cart's count and the page staying.
 *
 * @param page  Page showing /shop/.
 * @param width Viewport width in px, for the messages.
 * @param items The mini-cart's count afterwards.
 */
async function addFromGrid( page: Page, width: number, items: number ) {
	const at = `at ${ width } px`;
	const cup = card( page, 'Kaffeetasse' );
	const added = page.waitForResponse( ( response ) =>
		response.url().includes( 'change_cart' )
	);
	await cup
		.getByRole( 'button', { name: 'In den Warenkorb: Kaffeetasse' } )
		.click();
	await added;
	await expect
		.soft( cup.getByRole( 'status' ), at )
		.toHaveText(
			'„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt. Warenkorb ansehen'
		);
	await expect
		.soft( cup.getByRole( 'link', { name: 'Warenkorb ansehen' } ), at )
		.toHaveAttribute( 'href', /\/warenkorb\/$/ );
	await expect
		.soft(
			page.locator( '[data-vitrine-mini-cart] [data-mini-cart-count]' ),
			at
		)
		.toHaveText( `${ items } Artikel` );
	await expect.soft( page, at ).toHaveURL( /\/shop\/$/ );
}

// Both widths on one load of /shop/, the window resized; each expectation
// names its width. The grid's add-to-cart runs at each width on the same
// page (one guest session), the server's cart read over HTTP.
test( 'at 1280 and 390 px the shop lists products with their prices and VAT notes, cards show picture, badges and the right button, axe clean; a keyboard reaches each card by its name and button, not twice by its picture; a card links to its product page; a simple product goes into the cart from the grid without leaving /shop/', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	await expectCards( page, 1280 );
	await listsProducts( page );
	await reachesCardsByKeyboard( page );

	// German VAT notes on the cards (their text per product kind:
	// tests/php/Shop/VatShopTest.php).
	const cup = card( page, 'Kaffeetasse' );
	expect(
		await page
			.locator(
				'.wp-block-post .wp-block-vitrine-product-price .vitrine-tax-note'
			)
			.count()
	).toBeGreaterThan( 3 );
	await expect( cup.locator( '.vitrine-tax-note' ) ).toHaveText(
		'inkl. MwSt., zzgl. Versand'
	);
	// A card's title links to its product page.
	await expect(
		cup.getByRole( 'link', { name: 'Kaffeetasse', exact: true } )
	).toHaveAttribute( 'href', /\/produkt\/kaffeetasse\/$/ );

	await addFromGrid( page, 1280, 1 );

	await expectCards( page, 390 );
	// The page's one axe run: at the phone width, with the card's confirmation.
	expect( await seriousViolations( page ) ).toEqual( [] );
	await addFromGrid( page, 390, 2 );
	expect
		.soft(
			await page.evaluate(
				() =>
					document.documentElement.scrollWidth -
					document.documentElement.clientWidth
			),
			'at 390 px after adding'
		)
		.toBeLessThanOrEqual( 0 );

	// The server's cart holds both.
	expect( ( await serverCart( page ) ).items ).toMatchObject( [
		{ name: 'Kaffeetasse', quantity: 2 },
	] );
} );
