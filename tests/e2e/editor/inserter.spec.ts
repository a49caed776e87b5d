/**
 * An editor finds each Vitrine block in the inserter, under its German name,
 * and inserts it.
 */
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
		// Set up: its edit component shows a preview (tests/e2e/editor/events-slider.spec.ts).
		setUp: true,
	},
	{ name: 'vitrine/members-directory', title: 'Mitgliederverzeichnis' },
	{ name: 'vitrine/subscription-first-payment', title: 'Erste Abo-Zahlung' },
	{ name: 'vitrine/payment-buttons', title: 'Zahlungsbuttons' },
	{ name: 'vitrine/paylater-messages', title: 'Später-bezahlen-Hinweise' },
];

test.describe( 'Inserter', () => {
	for ( const block of BLOCKS ) {
		test( `inserts ${ block.name } found by its German title`, async ( {
			admin,
			editor,
			page,
		} ) => {
			await admin.createNewPost();
			await page
				.getByRole( 'button', { name: 'Block Inserter', exact: true } )
				.click();
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
			// eslint-disable-next-line playwright/no-conditional-in-test -- set-up blocks have their own specs.
			if ( 'setUp' in block ) {
				return;
			}
			// The edit component's own string, from the script's German JSON.
			await expect(
				editor.canvas.getByText(
					'Dieser Block ist noch nicht eingerichtet.'
				)
			).toBeVisible();
			await expect(
				editor.canvas.getByText( block.title )
			).toBeVisible();
		} );
	}

	test( 'lists the blocks under the category Vitrine', async ( {
		admin,
		page,
	} ) => {
		await admin.createNewPost();
		await page
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();
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
} );
