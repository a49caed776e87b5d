/**
 * Without JavaScript the add-to-cart form is a plain POST to the product
 * page: the server checks the nonce and input, adds the lines and redirects
 * with a German notice, or shows a German error in the form. One round trip
 * in the browser; the refusals (no option, too many units, a forged post
 * without nonce) are the server's answers to a POST, proven through the same
 * handler in tests/php/Shop/ProductPagesTest.php
 * (test_the_form_posted_without_javascript_adds_and_redirects_or_explains).
 * The shop grid's button is the same POST to the product page
 * (tests/php/Shop/ProductImagesTest.php, test_card_button_adds_simple_products_and_links_the_others);
 * the cart's forms without JavaScript update and remove through their
 * handler in tests/php/Shop/FormRequestTest.php
 * (test_the_cart_forms_update_a_quantity_and_remove_a_line_through_their_handler_and_say_so).
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
		await expect(
			page.locator( '[data-vitrine-mini-cart] [data-mini-cart-count]' )
		).toHaveText( '2 Artikel' );
		const cart = await serverCart( page );
		expect( cart.items ).toMatchObject( [
			{ name: 'Kaffeetasse', quantity: 2, total: '25.80' },
		] );
		expect( cart.total ).toBe( '30.70' );
	} );
} );
