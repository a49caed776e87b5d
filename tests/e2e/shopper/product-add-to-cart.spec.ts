/**
 * A shopper on a product page (§2.4, §3.6), in the browser once: the
 * Kaffeetasse's gallery at 1280 and 390 px (the thumbnails are buttons,
 * "Bild 2 von 3 zeigen", showing their picture by mouse and keyboard), then
 * its form calls change_cart, the cart holds the line with the server's
 * totals and the `vitrine/cart` store has it without a reload (the
 * mini-cart reads it).
 *
 * The other product kinds are proven below the browser: the form's lines
 * per kind in src/store/test/product-lines.test.ts, the form's own refusals
 * and button state in src/blocks/add-to-cart-form/test/view.test.ts, and the
 * demo's variable, grouped, booking and subscription products through the
 * change_cart endpoint in tests/php/Shop/Endpoints/ShopEndpointsTest.php
 * (test_the_demo_products_of_each_kind_go_into_the_cart_with_the_servers_totals);
 * the gallery's markup (sizes, one picture without thumbnails) in
 * tests/php/Shop/ProductImagesTest.php.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { serverCart, storeItems } from './product-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const addButton = { name: 'In den Warenkorb' } as const;

// One load of the page: the gallery at both widths (the window resized),
// then the form; each gallery expectation names its width.
test( 'the Kaffeetasse page: its thumbnails show their picture at 1280 and 390 px; its quantity goes into the cart and the store updates without a reload (§2.4, §3.6)', async ( {
	page,
} ) => {
	await page.goto( '/produkt/kaffeetasse/' );
	const gallery = page.locator( '.wp-block-vitrine-product-gallery' );
	const strip = gallery.getByRole( 'region', {
		name: 'Bilder von Kaffeetasse',
	} );
	const thumb = ( n: number ) =>
		gallery.getByRole( 'button', { name: `Bild ${ n } von 3 zeigen` } );
	const pictures = [
		'Blaue Kaffeetasse mit gelbem Streifen',
		'Die Kaffeetasse in Rot mit cremefarbenem Streifen',
		'Die Kaffeetasse von oben, mit Kaffee gefüllt',
	];

	await test.step( 'the product image with WordPress’ sizes, and three thumbnail buttons', async () => {
		const first = strip.locator( 'img' ).first();
		await expect( first ).toHaveAttribute( 'alt', pictures[ 0 ] );
		await expect( first ).toHaveAttribute( 'width', '1000' );
		await expect( first ).toHaveAttribute( 'height', '1000' );
		await expect( first ).toHaveAttribute( 'srcset', /768w/ );
		await expect( first ).toHaveAttribute( 'fetchpriority', 'high' );
		await expect( first ).toBeInViewport();
		await expect(
			gallery.getByRole( 'button', { name: /^Bild \d von 3 zeigen$/ } )
		).toHaveCount( 3 );
		await expect( thumb( 1 ) ).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	for ( const width of [ 1280, 390 ] ) {
		await test.step( `thumbnails show their picture by mouse and keyboard at ${ width } px`, async () => {
			const at = `at ${ width } px`;
			await page.setViewportSize( { width, height: 900 } );
			await thumb( 1 ).click();
			await expect
				.soft( strip.getByRole( 'img', { name: pictures[ 0 ] } ), at )
				.toBeInViewport( { ratio: 0.9 } );

			await thumb( 2 ).click();
			await expect
				.soft( strip.getByRole( 'img', { name: pictures[ 1 ] } ), at )
				.toBeInViewport( { ratio: 0.9 } );
			await expect
				.soft( thumb( 2 ), at )
				.toHaveAttribute( 'aria-pressed', 'true' );
			await expect
				.soft( thumb( 1 ), at )
				.toHaveAttribute( 'aria-pressed', 'false' );

			// Keyboard: a thumbnail with Enter.
			await thumb( 3 ).focus();
			await page.keyboard.press( 'Enter' );
			await expect
				.soft( strip.getByRole( 'img', { name: pictures[ 2 ] } ), at )
				.toBeInViewport( { ratio: 0.9 } );
			await expect
				.soft( thumb( 3 ), at )
				.toHaveAttribute( 'aria-pressed', 'true' );

			expect
				.soft(
					await page.evaluate(
						() =>
							document.documentElement.scrollWidth -
							document.documentElement.clientWidth
					),
					at
				)
				.toBeLessThanOrEqual( 0 );
		} );
	}

	// The page's axe run, with its buttons and the open mini-cart, is
	// pay-minicart-cart.spec.ts's.
	await page.setViewportSize( { width: 1280, height: 800 } );

	await test.step( 'the quantity goes into the cart, the store updates without reload; a second add adds up', async () => {
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Kaffeetasse' } )
		).toBeVisible();
		await expect(
			page.locator( '.wp-block-vitrine-product-price .vitrine-price' )
		).toHaveText( '12,90 €' );
		await expect(
			page.locator( '.vitrine-add-to-cart__stock' )
		).toHaveText( 'Auf Lager' );
		await page.getByLabel( 'Menge' ).fill( '2' );
		const change = page.waitForRequest( /wc-ajax=change_cart/ );
		await page.getByRole( 'button', addButton ).click();
		const body = ( await change ).postDataJSON();
		expect( body ).toMatchObject( {
			add: true,
			products: [ { quantity: 2, variations: null, extra: {} } ],
		} );

		const notice = page.getByRole( 'status' );
		await expect( notice ).toHaveText(
			'„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt. Warenkorb ansehen'
		);
		await expect(
			notice.getByRole( 'link', { name: 'Warenkorb ansehen' } )
		).toHaveAttribute( 'href', /\/warenkorb\/$/ );
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'2 Artikel'
		);
		expect( await storeItems( page ) ).toEqual( [
			{ name: 'Kaffeetasse', quantity: 2, total: '25.80' },
		] );
		const cart = await serverCart( page );
		expect( cart.items ).toMatchObject( [
			{ name: 'Kaffeetasse', quantity: 2, total: '25.80' },
		] );
		expect( cart.total ).toBe( '30.70' ); // 2 × 12,90 € + 4,90 € standard shipping.

		// A second add adds up instead of replacing the cart.
		await page.getByLabel( 'Menge' ).fill( '1' );
		await page.getByRole( 'button', addButton ).click();
		await expect
			.poll(
				async () => ( await serverCart( page ) ).items[ 0 ]?.quantity
			)
			.toBe( 3 );
		await expect
			.poll( async () => ( await storeItems( page ) )[ 0 ]?.quantity )
			.toBe( 3 );
	} );
} );
