/**
 * An editor finds each Vitrine block in the inserter, under its German name,
 * and inserts it. One editor session checks every block in turn: the
 * editor's load is the expensive part, and each block's check starts from
 * an empty post. The server's previews are not this spec's concern
 * (block-previews.spec.ts): the block renderer answers empty here, so that
 * sixteen insertions do not cost sixteen server renderings.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
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

test( 'the inserter lists every block under Vitrine and inserts each by its German title, also from the keyboard; the editor loads the shared store once', async ( {
	admin,
	editor,
	page,
} ) => {
	// One session for what were 19 tests of a fresh editor each.
	test.setTimeout( 240_000 );
	await admin.createNewPost();
	const blockNames = async () =>
		( await editor.getBlocks() ).map( ( b ) => b.name );

	await test.step( 'the editor loads the shared store script once', async () => {
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

	// Each inserted block would ask the server for its preview; an empty
	// answer is a preview the block handles (a German note), with no work
	// on the server.
	await page.route(
		( url ) =>
			url.pathname.includes( '/block-renderer/' ) ||
			( url.searchParams.get( 'rest_route' ) ?? '' ).includes(
				'/block-renderer/'
			),
		( route ) => route.fulfill( { json: { rendered: '' } } )
	);

	const search = page.getByRole( 'searchbox', { name: 'Search' } );
	await setInserterOpen( page, true );

	await test.step( 'lists the blocks under the category Vitrine', async () => {
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

	for ( const block of BLOCKS ) {
		await test.step( `inserts ${ block.name } found by its German title`, async () => {
			await editor.setContent( '' );
			await setInserterOpen( page, true );
			await search.fill( block.title );
			await page
				.getByRole( 'listbox', { name: 'Blocks' } )
				.getByRole( 'option' )
				.filter( { hasText: exactText( block.title ) } )
				.click();
			await expect.soft
				.poll( blockNames, {
					message: `${ block.name } is the one block of the post`,
				} )
				.toEqual( [ block.name ] );
			// What each block shows once inserted: its own spec (block-previews.spec.ts and others).
		} );
	}

	await test.step( 'inserts a block from the keyboard through the slash inserter', async () => {
		await editor.setContent( '' );
		await setInserterOpen( page, false );
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
			.poll( blockNames )
			.toEqual( [ 'vitrine/members-directory' ] );
	} );
} );
