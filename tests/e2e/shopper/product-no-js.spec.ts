/**
 * Without JavaScript the shop's forms are plain POSTs the server answers:
 * the grid's button and the add-to-cart form post to the product page (the
 * server checks the nonce and input, adds the lines and redirects with a
 * German notice), the cart's forms update a quantity and remove a line.
 * One session walks them once in the browser; the refusals (no option, too
 * many units, a forged post without nonce) are the server's answers to a
 * POST, proven through the same handler in tests/php/Shop/ProductPagesTest.php
 * (test_the_form_posted_without_javascript_adds_and_redirects_or_explains),
 * the cart form's in tests/php/Shop/ShopPagesTest.php.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { serverCart } from './product-helpers';
import { fillCart } from './shop-helpers';

test.use( {
	storageState: { cookies: [], origins: [] },
	javaScriptEnabled: false,
} );

test( 'without JavaScript the grid button and the product form add through the product page, and the cart forms update and remove on the server', async ( {
	page,
} ) => {
	const count = page.locator(
		'[data-vitrine-mini-cart] [data-mini-cart-count]'
	);

	await test.step( 'the grid button adds through the product page', async () => {
		await page.goto( '/shop/' );
		await page
			.locator( '.wp-block-post' )
			.filter( {
				has: page.getByRole( 'heading', {
					name: 'Kaffeetasse',
					exact: true,
				} ),
			} )
			.getByRole( 'button', { name: 'In den Warenkorb: Kaffeetasse' } )
			.click();
		await page.waitForURL( /\/produkt\/kaffeetasse\/\?vitrine-added=\d+$/ );
		await expect( page.getByRole( 'status' ).first() ).toContainText(
			'„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt.'
		);
		await expect( count ).toHaveText( '1 Artikel' );
	} );

	await test.step( 'the product form adds its quantity and the page says so with a cart link', async () => {
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
			{ name: 'Kaffeetasse', quantity: 3, total: '38.70' },
		] );
		expect( cart.total ).toBe( '43.60' ); // 3 × 12,90 € + 4,90 € standard shipping.
	} );

	await test.step( 'the cart forms update the quantity and remove a line on the server', async () => {
		// Filled by HTTP (no script needs to run), then the cart page opens.
		await fillCart( page, [
			{ slug: 'kaffeetasse' },
			{ slug: 'ticket-sommerfest' },
		] );
		const cart = page.locator( '.wp-block-vitrine-cart' );
		await cart.getByLabel( 'Menge von Kaffeetasse' ).fill( '2' );
		await cart
			.getByRole( 'button', { name: 'Warenkorb aktualisieren' } )
			.click();
		await expect( cart.getByRole( 'status' ).first() ).toHaveText(
			'Dein Warenkorb wurde aktualisiert.'
		);
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'45,70 €'
		);

		await cart
			.getByRole( 'button', {
				name: 'Ticket Sommerfest aus dem Warenkorb entfernen',
			} )
			.click();
		await expect( cart.locator( '.vitrine-notice--success' ) ).toHaveText(
			'Der Artikel wurde aus deinem Warenkorb entfernt.'
		);
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'30,70 €'
		);
	} );
} );
