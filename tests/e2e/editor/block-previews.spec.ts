/**
 * Every Vitrine block (but the payment ones, with their own specs) previews
 * the server's real rendering in the editor, inert, and the inserter's
 * preview panel shows a block's example.
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

test.describe( 'Block previews in the editor', () => {
	for ( const block of PREVIEWS ) {
		test( `${ block.name } previews its server rendering, inert`, async ( {
			admin,
			editor,
		} ) => {
			await admin.createNewPost( { postType: 'page' } );
			await editor.insertBlock( { name: block.name } );
			const preview = previewOf( editor, block.name );
			for ( const text of block.shows ) {
				await expect( preview ).toContainText( text );
			}
			await expect(
				editor.canvas.locator( `[data-type="${ block.name }"]` )
			).not.toContainText( PLACEHOLDER_TEXT );
			// Disabled: links and forms of the preview cannot be used.
			await expect(
				editor.canvas.locator(
					`[inert] [data-vitrine-preview="${ block.name }"]`
				)
			).toHaveCount( 1 );
		} );
	}

	test( 'vitrine/events-slider previews the real slider', async ( {
		admin,
		editor,
	} ) => {
		await admin.createNewPost( { postType: 'page' } );
		await editor.insertBlock( { name: 'vitrine/events-slider' } );
		await expect(
			editor.canvas.locator( '.vitrine-slider-preview' )
		).toContainText( 'Sommerkonzert im Park' );
	} );

	test( 'the cart, checkout and mini-cart previews show the editor’s own cart', async ( {
		admin,
		editor,
		page,
	} ) => {
		await page.goto( '/produkt/kaffeetasse/' );
		await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await expect(
			page.getByText( /wurde deinem Warenkorb/ )
		).toBeVisible();

		await admin.createNewPost( { postType: 'page' } );
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

	test( 'the events list preview follows the number set in the inspector', async ( {
		admin,
		editor,
		page,
	} ) => {
		// A post: a new page may open the starter patterns over the sidebar.
		await admin.createNewPost();
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
		await expect(
			previewOf( editor, 'vitrine/product-price' )
		).toContainText( /^12,90\s€/ );
	} );

	test( 'the members inspector groups plans and statuses under headings', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'vitrine/members-directory' } );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect(
			sidebar.getByRole( 'heading', { name: 'Pläne' } )
		).toBeVisible();
		const plans = sidebar.getByRole( 'group', { name: 'Pläne' } );
		const statuses = sidebar.getByRole( 'group', { name: 'Status' } );
		await expect(
			plans.getByRole( 'checkbox', { name: 'Premium' } )
		).toBeVisible();
		await expect(
			plans.getByRole( 'checkbox', { name: 'Pausiert' } )
		).toHaveCount( 0 );
		await expect(
			statuses.getByRole( 'checkbox', { name: 'Pausiert' } )
		).toBeVisible();

		// Choosing a plan changes the preview: only its members remain.
		await plans.getByRole( 'checkbox', { name: 'Premium' } ).check();
		const preview = previewOf( editor, 'vitrine/members-directory' );
		await expect( preview ).not.toContainText( '60 Mitglieder' );
		await expect( preview ).toContainText( 'Felix Becker' );
		await expect( preview ).not.toContainText( 'Anna Becker' );
	} );
} );

/**
 * The inserter's preview panel for a block found by its German title.
 *
 * @param page  Page fixture.
 * @param title Block title.
 */
async function inserterPreview( page: Page, title: string ) {
	await page
		.getByRole( 'button', { name: 'Block Inserter', exact: true } )
		.click();
	await page.getByRole( 'searchbox', { name: 'Search' } ).fill( title );
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

test.describe( 'Inserter preview panel', () => {
	test( 'shows the members directory’s example with real members', async ( {
		admin,
		page,
	} ) => {
		await admin.createNewPost();
		const preview = await inserterPreview( page, 'Mitgliederverzeichnis' );
		await expect( preview ).toContainText( 'Anna Becker' );
	} );

	test( 'shows the events slider’s example with real events', async ( {
		admin,
		page,
	} ) => {
		await admin.createNewPost();
		const preview = await inserterPreview( page, 'Veranstaltungs-Slider' );
		await expect( preview ).toContainText( 'Sommerkonzert im Park' );
	} );
} );
