/**
 * A shop owner manages a product in the admin's product data box, through
 * the block editor's save, in one editor session on the Kaffee-Abo (the
 * editor's load and each save are the expensive part): variation rows added
 * and removed (focus, numbering, the new value offered), an invalid price
 * refused with a German error that keeps what was typed (focus, notice,
 * axe), the corrected save shown as the store holds it; the product image
 * and the gallery chosen in the media library and shown on the product
 * page. What a save stores, a new simple product with its reduced VAT rate
 * and earlier price and its page, saving the box again with the new
 * variation's ID, the German validation messages, the products list
 * (German type, price, stock, sorting by price) and what the product page
 * and the cart then show are the server's: tests/php/Admin/ProductAdminTest
 * .php, ProductColumnsTest.php and tests/php/Shop/ProductImagesTest.php.
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

const BOX = '#vitrine-product-data';

/**
 * Saves the post with the editor's button and waits until the box came
 * back from the server (the editor saves the box after the post).
 *
 * @param page  Page.
 * @param times How many saves this page has seen, this one included.
 */
async function save( page: Page, times: number ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Save', exact: true } )
		.click();
	await expect(
		page.locator( `[data-vitrine-product-box][data-saved="${ times }"]` )
	).toBeAttached( { timeout: 30_000 } );
}

/**
 * The box's pictures (the box is replaced after every save).
 *
 * @param page Page.
 */
const pictures = ( page: Page ): Locator =>
	page.locator( BOX ).locator( 'fieldset', {
		has: page.locator( 'legend', { hasText: 'Bilder' } ),
	} );

/**
 * Picks pictures in the open media library by their titles and confirms.
 *
 * @param page   Page.
 * @param titles Titles of the pictures.
 * @param button The confirming button's text.
 */
async function pick( page: Page, titles: string[], button: string ) {
	const modal = page.locator( '.media-modal' ).last();
	await expect( modal ).toBeVisible();
	for ( const title of titles ) {
		await modal
			.getByRole( 'checkbox', { name: title, exact: true } )
			.click();
	}
	await modal.getByRole( 'button', { name: button, exact: true } ).click();
	await expect( modal ).toBeHidden();
}

test( "an admin changes a variable subscription's variations (an invalid price refused in German, the typed values kept), and picks its product image and gallery in the media library; saved, the box and the product page show them", async ( {
	page,
	requestUtils,
} ) => {
	// What were three tests: their time together.
	test.setTimeout( 150_000 );
	const [ { id } ] = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/vitrine_product',
		params: { slug: 'kaffee-abo', _fields: 'id' },
	} );
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	let box = page.locator( BOX );
	await expect( box.getByLabel( 'Produktart' ) ).toHaveValue(
		'variable-subscription',
		{ timeout: 30_000 }
	);
	const rows = () =>
		page.locator( BOX ).getByRole( 'group', { name: /^Variante \d$/ } );

	await test.step( 'variation rows are changed, added (focused, with the new value offered) and removed; an invalid price is refused in German with focus, notice and every typed value kept', async () => {
		const monthly = box.getByRole( 'group', { name: 'Variante 1' } );
		await expect( monthly.getByLabel( 'Lieferung' ) ).toHaveValue(
			'monatlich'
		);
		await expect( monthly.getByLabel( 'Preis (EUR)' ) ).toHaveValue(
			'14,90'
		);
		await monthly.getByLabel( 'Preis (EUR)' ).fill( 'zwölf Euro' );
		await monthly
			.getByLabel( 'Länge des kostenlosen Probezeitraums' )
			.fill( '2' );
		await monthly
			.getByLabel( 'Einheit des Probezeitraums' )
			.selectOption( 'week' );

		await box
			.getByLabel( 'Werte, getrennt durch |' )
			.fill( 'monatlich | vierteljährlich | jährlich' );
		await box
			.getByRole( 'button', { name: 'Variante hinzufügen' } )
			.click();
		const added = box.getByRole( 'group', { name: 'Variante 3' } );
		// The new row's first field has focus and offers the new value.
		await expect( added.getByLabel( 'Lieferung' ) ).toBeFocused();
		await added.getByLabel( 'Lieferung' ).selectOption( 'jährlich' );
		await added.getByLabel( 'Preis (EUR)' ).fill( '149,00' );
		await added.getByLabel( 'Abrechnungszeitraum' ).selectOption( 'year' );
		await box
			.getByRole( 'group', { name: 'Variante 2' } )
			.getByRole( 'button', { name: 'Variante entfernen' } )
			.click();
		// The rows are numbered again.
		await expect( rows() ).toHaveCount( 2 );
		await expect(
			box
				.getByRole( 'group', { name: 'Variante 2' } )
				.getByLabel( 'Lieferung' )
		).toHaveValue( 'jährlich' );
		await save( page, 1 );

		// Refused (nothing written: ProductAdminTest, "an invalid price
		// writes nothing and keeps the other typed values"): the box comes
		// back with what was typed, the field marked and focused.
		box = page.locator( BOX );
		const price = rows().nth( 0 ).getByLabel( 'Preis (EUR)' );
		await expect( price ).toHaveValue( 'zwölf Euro' );
		await expect( price ).toBeFocused();
		await expect( price ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( price ).toHaveAccessibleDescription(
			/Bitte gib den Betrag als Zahl ein, zum Beispiel 12,90\./
		);
		await expect( box.getByRole( 'alert' ) ).toContainText(
			'Die Produktdaten wurden nicht gespeichert. Bitte korrigiere die markierten Felder.'
		);
		// The editor shows the message too.
		await expect(
			page.locator( '.components-notice.is-error' )
		).toContainText( 'Die Produktdaten wurden nicht gespeichert.' );
		await expect( rows() ).toHaveCount( 2 );
		await expect(
			rows().nth( 0 ).getByLabel( 'Länge des kostenlosen Probezeitraums' )
		).toHaveValue( '2' );
		await expect( rows().nth( 1 ).getByLabel( 'Preis (EUR)' ) ).toHaveValue(
			'149,00'
		);
	} );

	await test.step( 'the product image (the editor’s own featured image) and the gallery are chosen in the media library; removing a picture renumbers the others', async () => {
		const images = pictures( page );
		await expect(
			images.getByRole( 'img', { name: 'Dunkle Kaffeetüte mit Bohnen' } )
		).toBeVisible();
		await expect( images.locator( '[data-gallery-list] li' ) ).toHaveCount(
			0
		);
		await images
			.getByRole( 'button', { name: 'Produktbild wählen' } )
			.click();
		await pick(
			page,
			[ 'Rote Geschenkbox mit heller Schleife' ],
			'Als Produktbild verwenden'
		);
		await expect(
			images.locator( '[data-product-image-preview] img' )
		).toHaveAttribute( 'src', /monatsbox/ );

		await images
			.getByRole( 'button', { name: 'Bilder zur Galerie hinzufügen' } )
			.click();
		await pick(
			page,
			[
				'Dunkle Kaffeetüte mit Bohnen',
				'Bunte Häuser einer Altstadt in der Sonne',
				'Dunkelblauer Mitgliedsausweis',
			],
			'Zur Galerie hinzufügen'
		);
		await expect( images.locator( '[data-gallery-list] li' ) ).toHaveCount(
			3
		);
		await images
			.getByRole( 'button', {
				name: 'Bild 1 aus der Galerie entfernen',
			} )
			.click();
		await expect(
			images.getByRole( 'button', {
				name: /^Bild \d aus der Galerie entfernen$/,
			} )
		).toHaveCount( 2 );
		await expect(
			images.getByRole( 'button', {
				name: 'Bild 1 aus der Galerie entfernen',
			} )
		).toBeFocused();
		// axe once, on the box with everything in it: the refused price's
		// marking and messages and the chosen pictures with their buttons.
		expect( await seriousViolations( page, BOX ) ).toEqual( [] );
	} );

	await test.step( 'corrected and saved, the box shows what the store holds, and the product page the pictures', async () => {
		await rows().nth( 0 ).getByLabel( 'Preis (EUR)' ).fill( '16,50' );
		await save( page, 2 );
		await expect( page.locator( BOX ).getByRole( 'alert' ) ).toHaveCount(
			0
		);
		await expect( rows() ).toHaveCount( 2 );
		await expect( rows().nth( 0 ).getByLabel( 'Preis (EUR)' ) ).toHaveValue(
			'16,50'
		);
		await expect(
			rows().nth( 0 ).getByLabel( 'Länge des kostenlosen Probezeitraums' )
		).toHaveValue( '2' );
		await expect(
			rows().nth( 0 ).getByLabel( 'Einheit des Probezeitraums' )
		).toHaveValue( 'week' );
		await expect( rows().nth( 1 ).getByLabel( 'Lieferung' ) ).toHaveValue(
			'jährlich'
		);
		await expect( rows().nth( 1 ).getByLabel( 'Preis (EUR)' ) ).toHaveValue(
			'149,00'
		);
		await expect(
			pictures( page ).locator( '[data-gallery-list] li' )
		).toHaveCount( 2 );

		const post = await requestUtils.rest< { featured_media: number } >( {
			path: `/wp/v2/vitrine_product/${ id }`,
			params: { context: 'edit', _fields: 'featured_media' },
		} );
		const chosen = await requestUtils.rest< Array< { id: number } > >( {
			path: '/wp/v2/media',
			params: { search: 'Rote Geschenkbox', _fields: 'id' },
		} );
		expect( chosen.map( ( media ) => media.id ) ).toContain(
			post.featured_media
		);

		// The product page as the server sends it (its gallery's markup and
		// buttons: ProductImagesTest).
		const html = await (
			await page.request.get( '/produkt/kaffee-abo/' )
		).text();
		const start = html.indexOf( 'wp-block-vitrine-product-gallery' );
		expect( start ).toBeGreaterThan( 0 );
		const gallery = html.slice( start );
		expect(
			Array.from(
				gallery.matchAll(
					/class="vitrine-gallery__slide"[^>]*>\s*<img[^>]+alt="([^"]*)"/g
				),
				( match ) => match[ 1 ]
			)
		).toEqual( [
			'Rote Geschenkbox mit heller Schleife',
			'Bunte Häuser einer Altstadt in der Sonne',
			'Dunkelblauer Mitgliedsausweis',
		] );
		expect(
			gallery.match( /aria-label="Bild \d von 3 zeigen"/g )
		).toHaveLength( 3 );
	} );
} );
