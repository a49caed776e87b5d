/**
 * Every Vitrine block (but the payment ones, with their own specs) previews
 * the server's real rendering in the editor, inert, and the inserter's
 * preview panel shows a block's example. One editor session checks every
 * block (its load is the expensive part); what the server renders for each
 * block is PHPUnit's (tests/php/Blocks/PreviewSamplesTest.php and the
 * blocks' own tests).
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { Editor } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

/** What an edit component says when it only describes its block. */
const PLACEHOLDER_TEXT =
	/nicht eingerichtet|Besucher sehen hier|Angemeldete Kunden sehen hier|sieht hier jede Kundin|Preis des Produkts|Vorschau konnte nicht geladen/;

/** Each block and what its server rendering shows for the demo content and the admin. */
const PREVIEWS: Array< { name: string; shows: RegExp[] } > = [
	// The admin's own cart is empty: the German empty-cart view.
	{ name: 'vitrine/cart', shows: [ /Dein Warenkorb ist leer\./ ] },
	{
		name: 'vitrine/checkout',
		shows: [ /Kasse/, /Dein Warenkorb ist leer\./ ],
	},
	{ name: 'vitrine/mini-cart', shows: [ /0 Artikel/, /0,00\s€/ ] },
	{
		name: 'vitrine/my-account',
		shows: [ /Bestellungen/, /Zahlungsarten/, /Hallo admin/ ],
	},
	{
		name: 'vitrine/members-directory',
		shows: [ /60 Mitglieder/, /Anna Becker/, /Mitglieder suchen/ ],
	},
	{
		name: 'vitrine/events-list',
		shows: [ /Sommerkonzert im Park/, /Kulturhaus Mitte/ ],
	},
	// The sample product (the first variable one) and subscription.
	{ name: 'vitrine/product-price', shows: [ /24,90\s€\s–\s26,90\s€/ ] },
	{
		name: 'vitrine/add-to-cart-form',
		shows: [ /Größe/, /Menge/, /In den Warenkorb/ ],
	},
	{
		name: 'vitrine/subscription-first-payment',
		shows: [ /^Erste Zahlung: \d{1,2}\. \p{L}+ \d{4}$/u ],
	},
	// The next upcoming event.
	{
		name: 'vitrine/event-details',
		shows: [
			/Wann/,
			/Sommerkonzert|\d{4}/,
			/In meinen Kalender eintragen/,
		],
	},
];

/**
 * The preview of the (first) block of this name on the canvas.
 *
 * @param editor Editor fixture.
 * @param name   Block name.
 */
const previewOf = ( editor: Editor, name: string ): Locator =>
	editor.canvas.locator( `[data-vitrine-preview="${ name }"]` ).first();

/**
 * The inserter's preview panel for a block found by its German title.
 *
 * @param page  Page fixture.
 * @param title Block title.
 */
async function inserterPreview( page: Page, title: string ) {
	const search = page.getByRole( 'searchbox', { name: 'Search' } );
	if ( ! ( await search.isVisible() ) ) {
		await page
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();
	}
	await search.fill( title );
	// The next option may come up under a mouse that has not moved: only a
	// new hover shows its preview.
	await page.mouse.move( 0, 0 );
	await page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option' )
		.filter( { hasText: new RegExp( `^${ title }$` ) } )
		.hover();
	return page
		.locator( '.block-editor-inserter__preview-container' )
		.frameLocator( 'iframe' )
		.locator( 'body' );
}

test( 'every block previews its server rendering, inert; the shop blocks follow the editor’s own cart; the events list follows the inspector; the inserter shows examples', async ( {
	admin,
	editor,
	page,
} ) => {
	// One session for what were 15 tests of a fresh editor each.
	test.setTimeout( 180_000 );
	// A post: a new page opens the starter patterns over the sidebar.
	await admin.createNewPost();

	await test.step( 'each block previews its server rendering, inert', async () => {
		for ( const block of PREVIEWS ) {
			await editor.insertBlock( { name: block.name } );
		}
		await editor.insertBlock( { name: 'vitrine/events-slider' } );
		for ( const block of PREVIEWS ) {
			const preview = previewOf( editor, block.name );
			for ( const text of block.shows ) {
				await expect
					.soft( preview, `${ block.name } shows ${ text }` )
					.toContainText( text );
			}
			await expect
				.soft(
					editor.canvas.locator( `[data-type="${ block.name }"]` ),
					`${ block.name } is no placeholder`
				)
				.not.toContainText( PLACEHOLDER_TEXT );
			// Disabled: links and forms of the preview cannot be used.
			await expect
				.soft(
					editor.canvas.locator(
						`[inert] [data-vitrine-preview="${ block.name }"]`
					),
					`${ block.name } is inert`
				)
				.toHaveCount( 1 );
		}
		// On a post that is no product, the first payment is the server's
		// line for the shop's sample subscription, with no sample note (§2.3).
		const firstPayment = editor.canvas.locator(
			'[data-type="vitrine/subscription-first-payment"]'
		);
		await expect
			.soft(
				firstPayment.locator(
					'[data-vitrine-preview] .vitrine-first-payment'
				),
				'vitrine/subscription-first-payment shows the server’s line'
			)
			.toHaveText( /^Erste Zahlung: \d{1,2}\. \p{L}+ \d{4}$/u );
		await expect
			.soft(
				firstPayment,
				'vitrine/subscription-first-payment says no sample'
			)
			.not.toContainText( 'Vorschau:' );
		// vitrine/events-slider previews the real slider.
		await expect
			.soft(
				editor.canvas.locator( '.vitrine-slider-preview' ),
				'vitrine/events-slider previews the real slider'
			)
			.toContainText( 'Sommerkonzert im Park' );
	} );

	await test.step( 'the events list preview follows the number set in the inspector', async () => {
		await editor.setContent( '' );
		await editor.insertBlock( {
			name: 'vitrine/events-list',
			attributes: { count: 3 },
		} );
		const items = previewOf( editor, 'vitrine/events-list' ).locator(
			'.vitrine-events-list__item'
		);
		await expect( items ).toHaveCount( 3 );
		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'spinbutton', { name: 'Anzahl der Veranstaltungen' } )
			.fill( '2' );
		await expect( items ).toHaveCount( 2 );
	} );

	await test.step( 'the inserter’s preview panel shows the members directory’s and the events slider’s examples with real data', async () => {
		await editor.setContent( '' );
		const members = await inserterPreview( page, 'Mitgliederverzeichnis' );
		await expect( members ).toContainText( 'Anna Becker' );
		const slider = await inserterPreview( page, 'Veranstaltungs-Slider' );
		await expect( slider ).toContainText( 'Sommerkonzert im Park' );
	} );

	await test.step( 'the cart, checkout and mini-cart previews show the editor’s own cart', async () => {
		const shop = await page.context().newPage();
		await shop.goto( '/produkt/kaffeetasse/' );
		await shop.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await expect(
			shop.getByText( /wurde deinem Warenkorb/ )
		).toBeVisible();
		await shop.close();

		// Inserted anew, each block asks the server for its rendering again.
		await editor.setContent( '' );
		for ( const name of [
			'vitrine/cart',
			'vitrine/checkout',
			'vitrine/mini-cart',
		] ) {
			await editor.insertBlock( { name } );
		}
		await expect( previewOf( editor, 'vitrine/cart' ) ).toContainText(
			'Kaffeetasse'
		);
		await expect( previewOf( editor, 'vitrine/cart' ) ).toContainText(
			'12,90'
		);
		await expect( previewOf( editor, 'vitrine/checkout' ) ).toContainText(
			'Kaffeetasse'
		);
		await expect( previewOf( editor, 'vitrine/mini-cart' ) ).toContainText(
			'1 Artikel'
		);
	} );
} );

test( 'a product’s own price and form show in its editor', async ( {
	admin,
	editor,
	requestUtils,
} ) => {
	const [ cup ] = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/vitrine_product',
		params: { slug: 'kaffeetasse', _fields: 'id' },
	} );
	await admin.editPost( cup.id );
	await editor.insertBlock( { name: 'vitrine/product-price' } );
	await expect( previewOf( editor, 'vitrine/product-price' ) ).toContainText(
		/^12,90\s€/
	);
} );
