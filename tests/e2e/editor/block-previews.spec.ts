/**
 * Every Vitrine block (but the payment ones, with their own specs) previews
 * the server's real rendering in the editor, inert, and the inserter's
 * preview panel shows a block's example; the inspectors of the events
 * slider (§3.4) and the members directory (§3.2) change their live
 * previews. One editor session checks every block (its load is the
 * expensive part); what the server renders for each block is PHPUnit's
 * (tests/php/Blocks/PreviewSamplesTest.php and the blocks' own tests). A
 * product's own price and form in its editor: product-first-payment.spec.ts.
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
import { blockSettings } from './editor-helpers';

/** The members inspector's warning when the post's author may not publish member data (§6). */
const MEMBER_DATA_OFF = /darf keine Mitgliederdaten veröffentlichen/;

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

test( 'every block previews its server rendering, inert; the shop blocks follow the editor’s own cart; the events list, events slider and members directory follow their inspectors; the inserter shows examples', async ( {
	admin,
	editor,
	page,
} ) => {
	// One session for what were 18 tests of a fresh editor each.
	test.setTimeout( 240_000 );
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

	await test.step( 'the events slider’s inspector settings change the live preview of the real events (§3.4)', async () => {
		await editor.setContent( '' );
		await editor.insertBlock( { name: 'vitrine/events-slider' } );
		const preview = editor.canvas.locator(
			'.vitrine-slider-preview .wp-block-vitrine-events-slider'
		);
		await expect( preview ).toHaveClass( /is-ready/ );
		await expect( preview ).toContainText( 'Sommerkonzert im Park' );
		await expect( preview ).toHaveClass( /vitrine-slider--horizontal/ );

		const settings = await blockSettings( editor, page );
		await settings
			.getByRole( 'combobox', { name: 'Slider-Typ' } )
			.selectOption( 'multi' );
		await settings
			.getByRole( 'combobox', { name: 'Steuerung' } )
			.selectOption( 'footer' );
		await settings
			.getByRole( 'checkbox', { name: 'Navigationspunkte' } )
			.uncheck();
		await settings
			.getByRole( 'checkbox', { name: 'Automatisch abspielen' } )
			.check();

		await expect( preview ).toHaveClass( /vitrine-slider--multi/ );
		await expect( preview ).toHaveClass(
			/vitrine-slider--controls-footer/
		);
		await expect( preview ).toHaveClass( /is-ready/ );
		await expect( preview.locator( '.vitrine-slider__dot' ) ).toHaveCount(
			0
		);
		// The preview is the real slider: the arrows move it.
		await preview
			.getByRole( 'button', { name: 'Nächste Veranstaltung' } )
			.click();
		await expect( preview ).not.toHaveAttribute( 'data-current', '1' );

		await settings
			.getByRole( 'combobox', { name: 'Welche Veranstaltungen' } )
			.selectOption( 'past' );
		await expect( preview ).toContainText( 'Frühjahrsmarkt' );
		await expect( preview ).not.toContainText( 'Sommerkonzert im Park' );

		expect( await editor.getBlocks() ).toMatchObject( [
			{
				name: 'vitrine/events-slider',
				attributes: {
					slider_type: 'multi',
					control_style: 'footer',
					slide_nav_dots: false,
					slide_auto: true,
					events: 'past',
				},
			},
		] );
	} );

	await test.step( 'the members directory’s inspector groups plans and statuses under headings and sets plans (the preview follows), statuses, card fields, visibility and texts (§3.2); an administrator is not warned (§6)', async () => {
		await editor.setContent( '' );
		await editor.insertBlock( { name: 'vitrine/members-directory' } );
		const sidebar = await blockSettings( editor, page );

		// An administrator may publish member data: no warning.
		await expect( sidebar.getByText( MEMBER_DATA_OFF ) ).toHaveCount( 0 );

		// Plans and statuses sit in groups under their headings.
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

		await sidebar.getByRole( 'checkbox', { name: 'Pausiert' } ).check();
		await sidebar
			.getByRole( 'checkbox', { name: 'E-Mail-Adresse anzeigen' } )
			.check();
		await sidebar
			.getByRole( 'checkbox', { name: 'Biografie anzeigen' } )
			.uncheck();
		await sidebar.getByRole( 'checkbox', { name: 'Beruf' } ).check();
		await sidebar
			.getByRole( 'combobox', { name: 'Wer das Verzeichnis sehen darf' } )
			.selectOption( 'active_members' );
		const searchText = sidebar.getByRole( 'textbox', {
			name: 'Text, wenn die Suche nichts findet',
		} );
		// German default, editable.
		await expect( searchText ).toHaveValue(
			'Keine Mitglieder passen zu deiner Suche.'
		);
		await searchText.fill( 'Leider niemand.' );

		const [ block ] = await editor.getBlocks();
		expect( block.attributes ).toMatchObject( {
			membershipPlans: [ expect.any( Number ) ],
			membershipStatus: [ 'paused' ],
			showEmail: true,
			showBio: false,
			profileFields: [ 'beruf' ],
			visibility: 'active_members',
			searchNotFoundText: 'Leider niemand.',
		} );
	} );
} );
