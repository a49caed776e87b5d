/**
 * Without JavaScript the add-to-cart form is a plain POST to the product
 * page: the server checks the nonce and input, adds the lines and redirects
 * with a German notice, or shows a German error in the form.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { serverCart } from './product-helpers';

test.use( {
	storageState: { cookies: [], origins: [] },
	javaScriptEnabled: false,
} );

test.describe( 'Add to cart without JavaScript', () => {
	test( 'a simple product is added and the page says so with a cart link', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/kaffeetasse/' );
		await page.getByLabel( 'Menge' ).fill( '2' );
		await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await page.waitForURL( /\/produkt\/kaffeetasse\/\?vitrine-added=\d+$/ );
		const notice = page.getByRole( 'status' );
		await expect( notice ).toHaveText(
			'„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt. Warenkorb ansehen'
		);
		await expect(
			notice.getByRole( 'link', { name: 'Warenkorb ansehen' } )
		).toHaveAttribute( 'href', /\/warenkorb\/$/ );
		const cart = await serverCart( page );
		expect( cart.items ).toMatchObject( [
			{ name: 'Kaffeetasse', quantity: 2, total: '25.80' },
		] );
		expect( cart.total ).toBe( '30.70' );
	} );

	test( 'a variable product without an option gets a German error and keeps the cart empty', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/vitrine-shirt/' );
		await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Bitte wähle eine Option für „Größe“.'
		);
		expect( ( await serverCart( page ) ).items ).toEqual( [] );

		await page.getByLabel( 'Größe' ).selectOption( 'M' );
		await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			/„Vitrine-Shirt“ wurde deinem Warenkorb hinzugefügt\./
		);
		expect( ( await serverCart( page ) ).items ).toMatchObject( [
			{ name: 'Vitrine-Shirt – M', quantity: 1, total: '24.90' },
		] );
	} );

	test( 'too many units: the stock error, nothing added', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/vitrine-hoodie/' );
		await page.getByLabel( 'Größe' ).selectOption( 'M' );
		await page.getByLabel( 'Menge' ).fill( '4' );
		await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Von „Vitrine-Hoodie“ sind nur noch 3 Stück auf Lager.'
		);
		// The choice is kept for the next try.
		await expect( page.getByLabel( 'Größe' ) ).toHaveValue( 'M' );
		expect( ( await serverCart( page ) ).items ).toEqual( [] );
	} );

	test( 'a forged post (no nonce) is refused', async ( { page } ) => {
		await page.goto( '/produkt/kaffeetasse/' );
		const id = await page
			.locator( 'input[name="add-to-cart"]' )
			.getAttribute( 'value' );
		const response = await page.request.post( '/produkt/kaffeetasse/', {
			form: { 'add-to-cart': String( id ), quantity: '1' },
			maxRedirects: 0,
		} );
		expect( response.status() ).toBe( 200 );
		expect( await response.text() ).toContain(
			'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.'
		);
		expect( ( await serverCart( page ) ).items ).toEqual( [] );
	} );
} );
