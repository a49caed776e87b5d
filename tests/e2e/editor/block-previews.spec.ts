/**
 * The Vitrine blocks in one editor session (its load is the expensive
 * part): the inserter lists every block under Vitrine by its German title
 * and inserts from its search and from the keyboard, and its preview panel
 * shows an example; every block previews the server's rendering, inert;
 * the payment buttons and the pay-later messages preview live from the
 * emulator's SDK, loaded once for both, in the §2.4 `preview` context; the
 * inspectors of the events list, the events slider (§3.4), the members
 * directory (§3.2, with its §6 warning), the payment buttons and the
 * messages change their attributes and live previews; the single product
 * template's markup is valid.
 *
 * The server's side is PHPUnit's: what each preview shows through the block
 * renderer, the editor's own cart, the examples, each inspector setting and
 * a product's own price, form and empty first payment in its editor
 * (tests/php/Blocks/EditorPreviewsTest.php, PreviewSamplesTest.php and the
 * blocks' own tests); the published page with the payment blocks (the
 * styles merged over the shop's, §3.11, nothing of the editor):
 * PaymentButtonsTest and PaylaterMessagesTest; that a contributor's post
 * gets the warning's flag: MembersDirectoryPrivacyTest. That a variable
 * subscription's first payment shows a sample date and says so (§2.3):
 * Jest, src/blocks/subscription-first-payment/test/edit.test.tsx.
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
import { blockSettings, sdkLoads } from './editor-helpers';

/** The members inspector's warning when the post's author may not publish member data (§6). */
const MEMBER_DATA_OFF = /darf keine Mitgliederdaten veröffentlichen/;

/** What an edit component says when it only describes its block. */
const PLACEHOLDER_TEXT =
	/nicht eingerichtet|Besucher sehen hier|Angemeldete Kunden sehen hier|sieht hier jede Kundin|Preis des Produkts|Vorschau konnte nicht geladen/;

/** Every block and its German title in the inserter. */
const BLOCKS = [
	{ name: 'vitrine/events-slider', title: 'Veranstaltungs-Slider' },
	{ name: 'vitrine/members-directory', title: 'Mitgliederverzeichnis' },
	{
		name: 'vitrine/subscription-first-payment',
		title: 'Erste Abo-Zahlung',
	},
	{ name: 'vitrine/payment-buttons', title: 'Zahlungsbuttons' },
	{ name: 'vitrine/paylater-messages', title: 'Später-bezahlen-Hinweise' },
	{ name: 'vitrine/product-price', title: 'Produktpreis' },
	{ name: 'vitrine/add-to-cart-form', title: 'Warenkorb-Formular' },
	{ name: 'vitrine/my-account', title: 'Mein Konto' },
	{ name: 'vitrine/cart', title: 'Warenkorb' },
	{ name: 'vitrine/mini-cart', title: 'Mini-Warenkorb' },
	{ name: 'vitrine/checkout', title: 'Kasse' },
	{ name: 'vitrine/event-details', title: 'Veranstaltungsdetails' },
	{ name: 'vitrine/events-list', title: 'Veranstaltungsliste' },
	// The shop grid's card parts and the product page's gallery.
	{ name: 'vitrine/product-image', title: 'Produktbild' },
	{ name: 'vitrine/product-button', title: 'Produkt-Button' },
	{ name: 'vitrine/product-gallery', title: 'Produktgalerie' },
];

/**
 * Each block and what its server rendering shows for the demo content and
 * the admin (the same, and more, through the block renderer:
 * EditorPreviewsTest).
 */
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
 * Blocks whose edit components draw their own preview from the editor's
 * data rather than the server's rendering (the shop grid's card parts and
 * the product page's gallery): inserted with the others, they must simply
 * render (a failing one would be a console error).
 */
const CLIENT_SIDE = [
	'vitrine/product-image',
	'vitrine/product-button',
	'vitrine/product-gallery',
];

interface EditorWindow {
	wp: {
		data: {
			select: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => unknown >;
			dispatch: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => unknown >;
		};
		blocks: {
			createBlock: (
				name: string,
				attributes?: Record< string, unknown >
			) => unknown;
		};
	};
	vitrineMembersEditor: { mayShowMemberData: boolean };
}

/**
 * The preview of the (first) block of this name on the canvas.
 *
 * @param editor Editor fixture.
 * @param name   Block name.
 */
const previewOf = ( editor: Editor, name: string ): Locator =>
	editor.canvas.locator( `[data-vitrine-preview="${ name }"]` ).first();

/**
 * Inserter options carry the icon before the title in their accessible name,
 * so they are matched by their whole text instead.
 *
 * @param title Block title.
 */
const exactText = ( title: string ) => new RegExp( `^${ title }$` );

/**
 * Opens or closes the inserter panel, whichever state it is in.
 *
 * @param page Page fixture.
 * @param open Whether the panel should be open.
 */
async function setInserterOpen( page: Page, open: boolean ) {
	const search = page.getByRole( 'searchbox', { name: 'Search' } );
	if ( ( await search.isVisible() ) !== open ) {
		await page
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();
	}
}

/**
 * The inserter's search result for a German title.
 *
 * @param page  Page fixture.
 * @param title Block title.
 */
async function searchInserter( page: Page, title: string ) {
	await setInserterOpen( page, true );
	await page.getByRole( 'searchbox', { name: 'Search' } ).fill( title );
	return page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option' )
		.filter( { hasText: exactText( title ) } );
}

/**
 * Height and corner radius of a button, as rendered.
 *
 * @param button The button.
 */
async function shapeOf( button: Locator ) {
	return button.evaluate( ( element ) => {
		const style = window.getComputedStyle( element );
		return {
			height: style.height,
			radius: style.borderTopLeftRadius,
			background: style.backgroundColor,
		};
	} );
}

test( 'the inserter lists and inserts every block by its German title; each block previews its server rendering, inert, the payment blocks live from one SDK load; the inserter shows examples; the events list, events slider, members directory, payment buttons and pay-later messages follow their inspectors (§2.4, §3.2, §3.4, §6); the product template is valid', async ( {
	admin,
	editor,
	page,
	requestUtils,
} ) => {
	// One session for what were six editor loads in five spec files.
	test.setTimeout( 240_000 );
	const sdkRequests = sdkLoads( page );
	const popups: string[] = [];
	// A post: a new page opens the starter patterns over the sidebar.
	await admin.createNewPost();
	const blockNames = async () =>
		( await editor.getBlocks() ).map( ( b ) => b.name );

	await test.step( 'the editor loads the shared store script once', async () => {
		await expect(
			page.locator( 'script[src*="/build/store/index.js"]' )
		).toHaveCount( 1 );
		const stores = await page.evaluate( () => {
			const { select } = ( window as unknown as EditorWindow ).wp.data;
			return [ 'vitrine/cart', 'vitrine/payment' ].map(
				( name ) => typeof select( name )
			);
		} );
		expect( stores ).toEqual( [ 'object', 'object' ] );
	} );

	await test.step( 'the inserter lists every block under the category Vitrine by its German title', async () => {
		// What the inserter offers, from its own store: title and category of each.
		const items = await page.evaluate( () =>
			(
				( window as unknown as EditorWindow ).wp.data
					.select( 'core/block-editor' )
					.getInserterItems() as Array< {
					name: string;
					title: string;
					category: string;
					isDisabled: boolean;
				} >
			 )
				.filter( ( item ) => item.name.startsWith( 'vitrine/' ) )
				.map( ( { name, title, category, isDisabled } ) => ( {
					name,
					title,
					category,
					isDisabled,
				} ) )
		);
		expect(
			items.sort( ( a, b ) => a.name.localeCompare( b.name ) )
		).toEqual(
			BLOCKS.map( ( block ) => ( {
				...block,
				category: 'vitrine',
				isDisabled: false,
			} ) ).sort( ( a, b ) => a.name.localeCompare( b.name ) )
		);

		// And on screen, under the category's German heading.
		await setInserterOpen( page, true );
		const category = page.getByRole( 'listbox', {
			name: 'Vitrine',
			exact: true,
		} );
		await category.scrollIntoViewIfNeeded();
		for ( const block of BLOCKS ) {
			await expect
				.soft(
					category
						.getByRole( 'option' )
						.filter( { hasText: exactText( block.title ) } ),
					`${ block.name } is listed under Vitrine`
				)
				.toBeVisible();
		}
	} );

	await test.step( 'the inserter’s preview panel shows a block’s example with real data, and the block found by its German title is inserted', async () => {
		const option = await searchInserter( page, 'Veranstaltungsliste' );
		await option.hover();
		await expect(
			page
				.locator( '.block-editor-inserter__preview-container' )
				.frameLocator( 'iframe' )
				.locator( 'body' )
		).toContainText( 'Sommerkonzert im Park' );
		await option.click();
		await expect.poll( blockNames ).toEqual( [ 'vitrine/events-list' ] );
	} );

	await test.step( 'inserts a block from the keyboard through the slash inserter', async () => {
		await editor.setContent( '' );
		await setInserterOpen( page, false );
		await editor.canvas
			.getByRole( 'button', { name: 'Add default block' } )
			.click();
		await page.keyboard.type( '/Mitgl' );
		await expect(
			page
				.getByRole( 'option' )
				.filter( { hasText: /^Mitgliederverzeichnis$/ } )
		).toBeVisible();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( blockNames )
			.toEqual( [ 'vitrine/members-directory' ] );
	} );

	await test.step( 'each block previews its server rendering, inert', async () => {
		// Inserted through the block editor's store: the inserter's UI is the steps above.
		await page.evaluate(
			( names ) => {
				const { wp } = window as unknown as EditorWindow;
				wp.data
					.dispatch( 'core/block-editor' )
					.resetBlocks(
						names.map( ( name ) =>
							wp.blocks.createBlock(
								name,
								name === 'vitrine/events-list'
									? { count: 3 }
									: {}
							)
						)
					);
			},
			[
				...PREVIEWS.map( ( block ) => block.name ),
				'vitrine/events-slider',
				'vitrine/payment-buttons',
				'vitrine/paylater-messages',
				...CLIENT_SIDE,
			]
		);
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
		for ( const name of CLIENT_SIDE ) {
			await expect
				.soft(
					editor.canvas.locator( `[data-type="${ name }"]` ),
					`${ name } renders`
				)
				.toBeVisible();
		}
		// On a post that is no product, the first payment is the server's
		// line for the shop's sample subscription, with no sample note (§2.3).
		await expect
			.soft(
				editor.canvas.locator(
					'[data-type="vitrine/subscription-first-payment"]'
				),
				'vitrine/subscription-first-payment says no sample'
			)
			.not.toContainText( 'Vorschau:' );
	} );

	await test.step( 'the events list preview follows the number set in the inspector', async () => {
		const items = previewOf( editor, 'vitrine/events-list' ).locator(
			'.vitrine-events-list__item'
		);
		await expect( items ).toHaveCount( 3 );
		await editor.selectBlocks(
			editor.canvas.locator( '[data-type="vitrine/events-list"]' )
		);
		const settings = await blockSettings( editor, page );
		await settings
			.getByRole( 'spinbutton', { name: 'Anzahl der Veranstaltungen' } )
			.fill( '2' );
		await expect( items ).toHaveCount( 2 );
	} );

	await test.step( 'the events slider’s inspector settings change the live preview of the real events (§3.4)', async () => {
		const preview = editor.canvas.locator(
			'.vitrine-slider-preview .wp-block-vitrine-events-slider'
		);
		await expect( preview ).toHaveClass( /is-ready/ );
		await expect( preview ).toContainText( 'Sommerkonzert im Park' );
		await expect( preview ).toHaveClass( /vitrine-slider--horizontal/ );

		await editor.selectBlocks(
			editor.canvas.locator( '[data-type="vitrine/events-slider"]' )
		);
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

		const slider = ( await editor.getBlocks() ).find(
			( block ) => block.name === 'vitrine/events-slider'
		);
		expect( slider?.attributes ).toMatchObject( {
			slider_type: 'multi',
			control_style: 'footer',
			slide_nav_dots: false,
			slide_auto: true,
			events: 'past',
		} );
	} );

	await test.step( 'the members directory’s inspector groups plans and statuses under headings and sets plans (the preview follows), statuses, card fields, visibility and texts (§3.2); an administrator is not warned, a post whose author may not publish member data is (§6)', async () => {
		const directory = editor.canvas.locator(
			'[data-type="vitrine/members-directory"]'
		);
		await editor.selectBlocks( directory );
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

		const block = ( await editor.getBlocks() ).find(
			( b ) => b.name === 'vitrine/members-directory'
		);
		expect( block?.attributes ).toMatchObject( {
			membershipPlans: [ expect.any( Number ) ],
			membershipStatus: [ 'paused' ],
			showEmail: true,
			showBio: false,
			profileFields: [ 'beruf' ],
			visibility: 'active_members',
			searchNotFoundText: 'Leider niemand.',
		} );

		// The editor data of a post whose author may not publish member data
		// (what the server prints for a contributor's post:
		// MembersDirectoryPrivacyTest, "the inspector learns whether the
		// post's author may publish member data"): the inspector says so.
		await page.evaluate( () => {
			(
				window as unknown as EditorWindow
			 ).vitrineMembersEditor.mayShowMemberData = false;
		} );
		await sidebar
			.getByRole( 'checkbox', { name: 'Biografie anzeigen' } )
			.check();
		await expect( sidebar.getByText( MEMBER_DATA_OFF ) ).toBeVisible();
	} );

	// Smart buttons from the emulator's SDK, in the shop's style (rect, 40 px, gold).
	const wallet = editor.canvas.locator(
		'.wp-block-vitrine-payment-buttons .vitrine-emulator-buttons button[data-funding-source="paypal"]'
	);
	// The message for the block's preview amount (250 €), in the shop's style.
	const message = editor.canvas.locator(
		'.wp-block-vitrine-paylater-messages .vitrine-emulator-message'
	);

	await test.step( 'both preview live from one SDK load', async () => {
		await expect( wallet ).toBeVisible();
		await expect( wallet ).toHaveText( 'PayPal' );
		expect( await shapeOf( wallet ) ).toEqual( {
			height: '40px',
			radius: '4px',
			background: 'rgb(255, 196, 57)',
		} );
		await expect( message ).toContainText( '250,00 €' );
		await expect( message ).toHaveAttribute( 'data-pp-layout', 'text' );
		await expect( message ).toHaveAttribute(
			'data-pp-placement',
			'product'
		);
		// Both previews share one script.
		expect( sdkRequests ).toHaveLength( 1 );
		const sdk = new URL( sdkRequests[ 0 ] );
		expect( sdk.searchParams.get( 'client-id' ) ).toBe( 'vitrine-demo' );
		expect( sdk.searchParams.get( 'currency' ) ).toBe( 'EUR' );
		expect( sdk.searchParams.get( 'components' ) ).toBe(
			'buttons,messages'
		);
	} );

	await test.step( 'the buttons’ style changes their live preview, which refuses clicks', async () => {
		await editor.selectBlocks(
			editor.canvas.locator( '.wp-block-vitrine-payment-buttons' )
		);
		const settings = await blockSettings( editor, page );
		await expect(
			settings.getByRole( 'button', { name: 'Kontext' } )
		).toBeVisible();
		await expect(
			settings.getByRole( 'button', { name: 'Button-Stil' } )
		).toBeVisible();

		await settings
			.getByRole( 'combobox', { name: 'Form' } )
			.selectOption( 'pill' );
		await settings
			.getByRole( 'spinbutton', { name: 'Höhe (px)' } )
			.fill( '50' );
		await settings
			.getByRole( 'combobox', { name: 'Farbe' } )
			.selectOption( 'black' );
		await settings
			.getByRole( 'combobox', { name: 'Beschriftung' } )
			.selectOption( 'pay' );

		// The preview follows each change (the SDK renders the buttons again).
		await expect
			.poll( () => shapeOf( wallet ) )
			.toEqual( {
				height: '50px',
				radius: '25px',
				background: 'rgb(0, 0, 0)',
			} );
		await expect( wallet ).toHaveText( 'Mit PayPal bezahlen' );

		// The preview refuses clicks: no pop-up (checked at the end, after the
		// next step's time has passed), no order.
		page.on( 'popup', () => popups.push( 'popup' ) );
		await wallet.click();

		// The range bounds the height to the provider's 25–55 px.
		const range = settings.getByRole( 'slider', { name: 'Höhe (px)' } );
		await expect( range ).toHaveAttribute( 'min', '25' );
		await expect( range ).toHaveAttribute( 'max', '55' );
	} );

	await test.step( 'the message’s placement and style change its live preview; below the provider’s range there is no offer', async () => {
		await editor.selectBlocks(
			editor.canvas.locator( '.wp-block-vitrine-paylater-messages' )
		);
		const settings = await blockSettings( editor, page );
		await expect(
			settings.getByRole( 'button', { name: 'Hinweis-Stil' } )
		).toBeVisible();

		await settings
			.getByRole( 'combobox', { name: 'Platzierung' } )
			.selectOption( 'cart' );
		await expect( message ).toHaveAttribute( 'data-pp-placement', 'cart' );
		await settings
			.getByRole( 'combobox', { name: 'Textfarbe' } )
			.selectOption( 'grayscale' );
		await expect( message ).toHaveAttribute(
			'data-pp-text-color',
			'grayscale'
		);
		const amount = settings.getByRole( 'spinbutton', {
			name: 'Vorschaubetrag (€)',
		} );
		await amount.fill( '480' );
		await expect( message ).toContainText( '480,00 €' );
		// Below the provider's range (99 €): no offer.
		await amount.fill( '50' );
		await expect( message ).toHaveCount( 0 );
		await amount.fill( '300' );
		await settings
			.getByRole( 'combobox', { name: 'Layout' } )
			.selectOption( 'flex' );
		await settings
			.getByRole( 'combobox', { name: 'Bannerfarbe' } )
			.selectOption( 'black' );
		await settings
			.getByRole( 'combobox', { name: 'Seitenverhältnis' } )
			.selectOption( '8x1' );
		await expect( message ).toHaveAttribute( 'data-pp-layout', 'flex' );
		await expect( message ).toHaveAttribute( 'data-pp-color', 'black' );
		await expect( message ).toHaveAttribute( 'data-pp-ratio', '8x1' );
	} );

	// However often the styles change: one script.
	expect( sdkRequests ).toHaveLength( 1 );
	expect( popups, 'the preview opened no pop-up' ).toEqual( [] );
	expect(
		( await editor.getBlocks() ).filter( ( block ) =>
			[ 'vitrine/payment-buttons', 'vitrine/paylater-messages' ].includes(
				block.name
			)
		)
	).toMatchObject( [
		{
			name: 'vitrine/payment-buttons',
			attributes: {
				shape: 'pill',
				height: 50,
				color: 'black',
				label: 'pay',
			},
		},
		{
			name: 'vitrine/paylater-messages',
			attributes: {
				placement: 'cart',
				textColor: 'grayscale',
				layout: 'flex',
				flexColor: 'black',
				flexRatio: '8x1',
				previewAmount: 300,
			},
		},
	] );

	await test.step( 'the single product template holds price, form and first payment as valid block markup (no recovery prompt)', async () => {
		const template = await requestUtils.rest< {
			content: { raw: string };
		} >( {
			path: '/wp/v2/templates/twentytwentyfive//single-vitrine_product',
			params: { context: 'edit', _fields: 'content' },
		} );
		// What the site editor does with it: parse and validate each block.
		const parsed = await page.evaluate( ( raw ) => {
			interface Parsed {
				name: string;
				isValid: boolean;
				innerBlocks: Parsed[];
			}
			const { parse } = (
				window as unknown as {
					wp: { blocks: { parse: ( html: string ) => Parsed[] } };
				}
			 ).wp.blocks;
			const all: Array< { name: string; isValid: boolean } > = [];
			const walk = ( blocks: Parsed[] ) =>
				blocks.forEach( ( block ) => {
					all.push( { name: block.name, isValid: block.isValid } );
					walk( block.innerBlocks );
				} );
			walk( parse( raw ) );
			return all;
		}, template.content.raw );
		expect( parsed.filter( ( block ) => ! block.isValid ) ).toEqual( [] );
		expect( parsed.map( ( block ) => block.name ) ).toEqual(
			expect.arrayContaining( [
				'vitrine/product-price',
				'vitrine/add-to-cart-form',
				'vitrine/subscription-first-payment',
			] )
		);
	} );
} );
