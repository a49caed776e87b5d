/**
 * The shop archive /shop/ lists the products with title, link and price;
 * a product's link leads to its page with the add-to-cart form.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'Shop archive', () => {
	test( 'lists products with their prices and links to their pages', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Shop' } )
		).toBeVisible();
		const card = page.locator( '.wp-block-post' ).filter( {
			has: page.getByRole( 'heading', { name: 'Kaffeetasse' } ),
		} );
		await expect(
			card.locator( '.wp-block-vitrine-product-price .vitrine-price' )
		).toHaveText( '12,90 €' );
		await expect(
			page
				.locator( '.wp-block-post' )
				.filter( {
					has: page.getByRole( 'heading', { name: 'Stadtführung' } ),
				} )
				.locator( '.wp-block-vitrine-product-price .vitrine-price' )
		).toHaveText( '12,00 € pro Person' );
		// Every product of the demo, once.
		await expect( page.locator( '.wp-block-post' ) ).toHaveCount( 9 );

		await card.getByRole( 'link', { name: 'Kaffeetasse' } ).click();
		await expect( page ).toHaveURL( /\/produkt\/kaffeetasse\/$/ );
		await expect(
			page.getByRole( 'button', { name: 'In den Warenkorb' } )
		).toBeVisible();
	} );

	test( 'the shop is in the main menu', async ( { page } ) => {
		await page.goto( '/' );
		await expect(
			page
				.getByRole( 'navigation' )
				.first()
				.getByRole( 'link', { name: 'Shop', exact: true } )
		).toHaveAttribute( 'href', /\/shop\/$/ );
	} );
} );
