/**
 * A shop owner manages products in the admin: the product data box on the
 * edit screen (German amounts, variations, subscription terms, errors that
 * keep what was typed), through the block editor's save. What a save stores,
 * the German validation messages, the products list (German type, price,
 * stock, sorting by price) and what the product page and the cart then show
 * are the server's: tests/php/Admin/ProductAdminTest.php and
 * ProductColumnsTest.php.
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
 * Opens a product in the block editor; resolves once the box is there.
 *
 * @param page Page.
 * @param id   Product ID.
 */
async function openProduct( page: Page, id: number ): Promise< Locator > {
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	const box = page.locator( BOX );
	await expect( box.getByLabel( 'Produktart' ) ).toBeVisible( {
		timeout: 30_000,
	} );
	return box;
}

/**
 * Saves the post with the editor's button and waits until the box came
 * back from the server (the editor saves the box after the post).
 *
 * @param page  Page.
 * @param times How many saves this page has seen, this one included.
 * @param label The button: "Save" for published posts, "Publish" for new.
 */
async function save( page: Page, times: number, label = 'Save' ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: label, exact: true } )
		.click();
	if ( label === 'Publish' ) {
		await page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
	}
	await expect(
		page.locator( `[data-vitrine-product-box][data-saved="${ times }"]` )
	).toBeAttached( { timeout: 30_000 } );
}

test.describe( 'Products in the admin', () => {
	test( 'an admin creates a simple product: an invalid price is refused with a German error and the other values are kept; corrected, it is saved with a German price and stock, the reduced VAT rate and an earlier price, and it has its page', async ( {
		admin,
		page,
	} ) => {
		// What were two tests: their time together.
		test.setTimeout( 120_000 );
		await admin.createNewPost( {
			postType: 'vitrine_product',
			title: 'Emaille-Becher',
		} );
		const box = page.locator( BOX );
		await expect( box.getByLabel( 'Produktart' ) ).toHaveValue( 'simple' );
		await box.getByLabel( 'Regulärer Preis (EUR)' ).fill( 'zwölf Euro' );
		await box.getByLabel( 'Bestand', { exact: true } ).fill( '7' );
		await box.getByLabel( 'Artikelnummer' ).fill( 'BECHER-1' );
		await save( page, 1, 'Publish' );

		const price = box.getByLabel( 'Regulärer Preis (EUR)' );
		await expect( price ).toHaveValue( 'zwölf Euro' );
		await expect( price ).toBeFocused();
		await expect( price ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( price ).toHaveAccessibleDescription(
			/Bitte gib den Betrag als Zahl ein, zum Beispiel 12,90\./
		);
		await expect( box.getByRole( 'alert' ) ).toContainText(
			'Die Produktdaten wurden nicht gespeichert. Bitte korrigiere die markierten Felder.'
		);
		await expect(
			box.getByLabel( 'Bestand', { exact: true } )
		).toHaveValue( '7' );
		await expect( box.getByLabel( 'Artikelnummer' ) ).toHaveValue(
			'BECHER-1'
		);
		// The editor shows the message too.
		await expect(
			page.locator( '.components-notice.is-error' )
		).toContainText( 'Die Produktdaten wurden nicht gespeichert.' );
		expect( await seriousViolations( page, BOX ) ).toEqual( [] );
		// That nothing was written: ProductAdminTest, "an invalid price
		// writes nothing and keeps the other typed values".

		// Corrected, the price is saved with the reduced VAT rate and an
		// earlier price. That the product page shows the earlier price and
		// the cart 7 % (German VAT): ProductAdminTest, "a corrected price is
		// saved with the reduced rate and an earlier price, which the price
		// block and the cart show".
		// The post-publish panel would cover the Save button.
		await page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'button', { name: 'Close panel' } )
			.click();
		await price.fill( '12,90' );
		await box.getByLabel( 'Früherer Preis (EUR)' ).fill( '15,90' );
		const taxClass = box.getByLabel( 'Steuerklasse' );
		await expect( taxClass ).toHaveValue( 'standard' );
		await taxClass.selectOption( { label: 'Ermäßigter Steuersatz (7 %)' } );
		await save( page, 2 );

		// The box now shows what the store holds.
		await expect( box.getByRole( 'alert' ) ).toHaveCount( 0 );
		await expect( box.getByLabel( 'Regulärer Preis (EUR)' ) ).toHaveValue(
			'12,90'
		);
		await expect(
			box.getByLabel( 'Bestand', { exact: true } )
		).toHaveValue( '7' );
		await expect( box.getByLabel( 'Früherer Preis (EUR)' ) ).toHaveValue(
			'15,90'
		);
		await expect( box.getByLabel( 'Steuerklasse' ) ).toHaveValue(
			'reduced'
		);

		// Its page (what the list then shows for it: ProductColumnsTest).
		const response = await page.request.get( '/produkt/emaille-becher/' );
		expect( response.status() ).toBe( 200 );
		expect( await response.text() ).toContain( 'Emaille-Becher' );
	} );

	test( "an admin changes a variable subscription's variation price and trial, adds a value and a variation and removes another", async ( {
		page,
		requestUtils,
	} ) => {
		// What were two tests: their time together.
		test.setTimeout( 120_000 );
		const box = await openProduct(
			page,
			await productId( requestUtils, 'kaffee-abo' )
		);
		expect( await seriousViolations( page, BOX ) ).toEqual( [] );

		const monthly = box.getByRole( 'group', { name: 'Variante 1' } );
		await expect( monthly.getByLabel( 'Lieferung' ) ).toHaveValue(
			'monatlich'
		);
		await expect( monthly.getByLabel( 'Preis (EUR)' ) ).toHaveValue(
			'14,90'
		);
		await monthly.getByLabel( 'Preis (EUR)' ).fill( '16,50' );
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
		await expect(
			box.getByRole( 'group', { name: /^Variante \d$/ } )
		).toHaveCount( 2 );
		await save( page, 1 );

		// The box as the server renders it after the save: what the store
		// holds (ProductAdminTest proves the same for a reload, and that the
		// other variations keep their terms).
		const rows = page
			.locator( BOX )
			.getByRole( 'group', { name: /^Variante \d$/ } );
		await expect( rows ).toHaveCount( 2 );
		await expect( rows.nth( 0 ).getByLabel( 'Preis (EUR)' ) ).toHaveValue(
			'16,50'
		);
		await expect(
			rows.nth( 0 ).getByLabel( 'Länge des kostenlosen Probezeitraums' )
		).toHaveValue( '2' );
		await expect(
			rows.nth( 0 ).getByLabel( 'Einheit des Probezeitraums' )
		).toHaveValue( 'week' );
		await expect( rows.nth( 1 ).getByLabel( 'Lieferung' ) ).toHaveValue(
			'jährlich'
		);
		await expect( rows.nth( 1 ).getByLabel( 'Preis (EUR)' ) ).toHaveValue(
			'149,00'
		);

		// Saving again keeps two variations: the new row got its ID back.
		await rows.nth( 1 ).getByLabel( 'Bestand' ).fill( '3' );
		await save( page, 2 );
		const stored = page
			.locator( BOX )
			.getByRole( 'group', { name: /^Variante \d$/ } );
		await expect( stored ).toHaveCount( 2 );
		await expect( stored.nth( 1 ).getByLabel( 'Bestand' ) ).toHaveValue(
			'3'
		);
	} );
} );
