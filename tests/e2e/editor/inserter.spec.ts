/**
 * An editor finds each Vitrine block in the inserter, under its German name,
 * and inserts it.
 */
/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { Admin } from '@wordpress/e2e-test-utils-playwright';

import { expect, test } from '../fixtures';

/**
 * Inserter options carry the icon before the title in their accessible name,
 * so they are matched by their whole text instead.
 *
 * @param title Block title.
 */
const exactText = ( title: string ) => new RegExp( `^${ title }$` );

const BLOCKS = [
	{
		name: 'vitrine/events-slider',
		title: 'Veranstaltungs-Slider',
	},
	{
		name: 'vitrine/members-directory',
		title: 'Mitgliederverzeichnis',
	},
	{
		name: 'vitrine/subscription-first-payment',
		title: 'Erste Abo-Zahlung',
	},
	{
		name: 'vitrine/payment-buttons',
		title: 'Zahlungsbuttons',
	},
	{
		name: 'vitrine/paylater-messages',
		title: 'Später-bezahlen-Hinweise',
	},
	{ name: 'vitrine/product-price', title: 'Produktpreis' },
	{
		name: 'vitrine/add-to-cart-form',
		title: 'Warenkorb-Formular',
	},
	{ name: 'vitrine/my-account', title: 'Mein Konto' },
	{ name: 'vitrine/cart', title: 'Warenkorb' },
	{ name: 'vitrine/mini-cart', title: 'Mini-Warenkorb' },
	{ name: 'vitrine/checkout', title: 'Kasse' },
	{
		name: 'vitrine/event-details',
		title: 'Veranstaltungsdetails',
	},
	{ name: 'vitrine/events-list', title: 'Veranstaltungsliste' },
	// The shop grid's card parts and the product page's gallery.
	{ name: 'vitrine/product-image', title: 'Produktbild' },
	{ name: 'vitrine/product-button', title: 'Produkt-Button' },
	{ name: 'vitrine/product-gallery', title: 'Produktgalerie' },
];

/**
 * A new post with the block library open.
 *
 * @param admin Admin fixture.
 * @param page  Page fixture.
 */
async function openInserterOnNewPost( admin: Admin, page: Page ) {
	await admin.createNewPost();
	await page
		.getByRole( 'button', { name: 'Block Inserter', exact: true } )
		.click();
}

test.describe( 'Inserter', () => {
	for ( const block of BLOCKS ) {
		test( `inserts ${ block.name } found by its German title`, async ( {
			admin,
			editor,
			page,
		} ) => {
			await openInserterOnNewPost( admin, page );
			await page
				.getByRole( 'searchbox', { name: 'Search' } )
				.fill( block.title );
			await page
				.getByRole( 'listbox', { name: 'Blocks' } )
				.getByRole( 'option' )
				.filter( { hasText: exactText( block.title ) } )
				.click();

			await expect
				.poll( async () =>
					( await editor.getBlocks() ).map( ( b ) => b.name )
				)
				.toEqual( [ block.name ] );
			// What each block shows once inserted: its own spec (block-previews.spec.ts and others).
		} );
	}

	test( 'lists the blocks under the category Vitrine', async ( {
		admin,
		page,
	} ) => {
		await openInserterOnNewPost( admin, page );
		const category = page.getByRole( 'listbox', {
			name: 'Vitrine',
			exact: true,
		} );
		await category.scrollIntoViewIfNeeded();
		for ( const block of BLOCKS ) {
			await expect(
				category
					.getByRole( 'option' )
					.filter( { hasText: exactText( block.title ) } )
			).toBeVisible();
		}
	} );

	test( 'inserts a block from the keyboard through the slash inserter', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.canvas
			.getByRole( 'button', { name: 'Add default block' } )
			.click();
		await page.keyboard.type( '/Mitgliederverz' );
		await expect(
			page
				.getByRole( 'option' )
				.filter( { hasText: /^Mitgliederverzeichnis$/ } )
		).toBeVisible();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( async () =>
				( await editor.getBlocks() ).map( ( b ) => b.name )
			)
			.toEqual( [ 'vitrine/members-directory' ] );
	} );

	test( 'the editor loads the shared store script once', async ( {
		admin,
		page,
	} ) => {
		await admin.createNewPost();
		await expect(
			page.locator( 'script[src*="/build/store/index.js"]' )
		).toHaveCount( 1 );
		const stores = await page.evaluate( () => {
			const { select } = (
				window as unknown as {
					wp: { data: { select: ( name: string ) => unknown } };
				}
			 ).wp.data;
			return [ 'vitrine/cart', 'vitrine/payment' ].map(
				( name ) => typeof select( name )
			);
		} );
		expect( stores ).toEqual( [ 'object', 'object' ] );
	} );
} );
