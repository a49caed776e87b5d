/**
 * A shop owner gives a product its pictures in the product data box: the
 * product image (the editor's own featured image) and the gallery chosen in
 * the media library; saved with the product and shown on its page. How the
 * gallery is read, checked and rendered: ProductImagesTest. The earlier
 * price of a reduction is saved in products.spec.ts (with the reduced VAT
 * rate) and shown on the product page: ProductAdminTest; an earlier price
 * below the price, refused with its German message: ProductImagesTest, "a
 * bad gallery or earlier price writes nothing and marks the field".
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

const BOX = '#vitrine-product-data';

/**
 * The ID of a demo product.
 *
 * @param requestUtils REST helper.
 * @param slug         Product slug.
 */
async function productId( requestUtils: RequestUtils, slug: string ) {
	const found = ( await requestUtils.rest( {
		path: '/wp/v2/vitrine_product',
		params: { slug, status: 'publish', context: 'edit' },
	} ) ) as Array< { id: number } >;
	expect( found ).toHaveLength( 1 );
	return found[ 0 ].id;
}

/**
 * Opens a product in the block editor; resolves with the box's pictures.
 *
 * @param page Page.
 * @param id   Product ID.
 */
async function openPictures( page: Page, id: number ): Promise< Locator > {
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	const box = page.locator( BOX );
	await expect( box.getByLabel( 'Produktart' ) ).toBeVisible( {
		timeout: 30_000,
	} );
	return box.locator( 'fieldset', {
		has: page.locator( 'legend', { hasText: 'Bilder' } ),
	} );
}

/**
 * Saves the post and waits until the box came back from the server.
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

test( 'the product image and the gallery are chosen in the media library, saved with the product and shown on its page', async ( {
	page,
	requestUtils,
} ) => {
	// What were two tests: their time together.
	test.setTimeout( 120_000 );
	const id = await productId( requestUtils, 'kaffee-abo' );
	let pictures = await openPictures( page, id );
	await expect(
		pictures.getByRole( 'img', {
			name: 'Dunkle Kaffeetüte mit Bohnen',
		} )
	).toBeVisible();
	await expect( pictures.locator( '[data-gallery-list] li' ) ).toHaveCount(
		0
	);

	// The product image is the editor's own (its featured image).
	await pictures
		.getByRole( 'button', { name: 'Produktbild wählen' } )
		.click();
	await pick(
		page,
		[ 'Rote Geschenkbox mit heller Schleife' ],
		'Als Produktbild verwenden'
	);
	await expect(
		pictures.locator( '[data-product-image-preview] img' )
	).toHaveAttribute( 'src', /monatsbox/ );

	await pictures
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
	await expect( pictures.locator( '[data-gallery-list] li' ) ).toHaveCount(
		3
	);
	// Removing the first renumbers the others' buttons.
	await pictures
		.getByRole( 'button', { name: 'Bild 1 aus der Galerie entfernen' } )
		.click();
	await expect(
		pictures.getByRole( 'button', {
			name: /^Bild \d aus der Galerie entfernen$/,
		} )
	).toHaveCount( 2 );
	await expect(
		pictures.getByRole( 'button', {
			name: 'Bild 1 aus der Galerie entfernen',
		} )
	).toBeFocused();
	expect( await seriousViolations( page, BOX ) ).toEqual( [] );

	await save( page, 1 );
	pictures = page.locator( BOX ).locator( 'fieldset', {
		has: page.locator( 'legend', { hasText: 'Bilder' } ),
	} );
	await expect( pictures.locator( '[data-gallery-list] li' ) ).toHaveCount(
		2
	);
	const post = await requestUtils.rest< { featured_media: number } >( {
		path: `/wp/v2/vitrine_product/${ id }`,
		params: { context: 'edit', _fields: 'featured_media' },
	} );
	const chosen = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/media',
		params: {
			search: 'Rote Geschenkbox',
			_fields: 'id',
		},
	} );
	expect( chosen.map( ( media ) => media.id ) ).toContain(
		post.featured_media
	);

	await page.goto( '/produkt/kaffee-abo/' );
	const gallery = page.locator( '.wp-block-vitrine-product-gallery' );
	await expect(
		gallery.getByRole( 'button', { name: /^Bild \d von 3 zeigen$/ } )
	).toHaveCount( 3 );
	const alts = await gallery
		.locator( '.vitrine-gallery__slide img' )
		.evaluateAll( ( imgs ) =>
			imgs.map( ( img ) => img.getAttribute( 'alt' ) )
		);
	expect( alts ).toEqual( [
		'Rote Geschenkbox mit heller Schleife',
		'Bunte Häuser einer Altstadt in der Sonne',
		'Dunkelblauer Mitgliedsausweis',
	] );
} );
