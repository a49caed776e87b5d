/**
 * A product page shows the product image and its gallery:
 * the pictures with their alternative texts, WordPress' sizes, and
 * thumbnails that are buttons ("Bild 2 von 3 zeigen") showing their
 * picture, by mouse and keyboard, at 1280 and 390 px.
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'Product gallery', () => {
	// Both widths in one page session, each loading the page afresh; each
	// expectation names its width.
	test( 'thumbnails show their picture at 1280 and 390 px; a product with one picture has no thumbnails', async ( {
		page,
	} ) => {
		// Two axe runs (up to ~15 s each on a busy two-core machine).
		test.setTimeout( 120_000 );
		for ( const width of [ 1280, 390 ] ) {
			const at = `at ${ width } px`;
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( '/produkt/kaffeetasse/' );
			const gallery = page.locator( '.wp-block-vitrine-product-gallery' );
			const strip = gallery.getByRole( 'region', {
				name: 'Bilder von Kaffeetasse',
			} );
			await expect
				.soft(
					strip.getByRole( 'img', {
						name: 'Blaue Kaffeetasse mit gelbem Streifen',
					} ),
					at
				)
				.toBeInViewport();
			const first = strip.locator( 'img' ).first();
			await expect.soft( first, at ).toHaveAttribute( 'width', '1000' );
			await expect.soft( first, at ).toHaveAttribute( 'height', '1000' );
			await expect.soft( first, at ).toHaveAttribute( 'srcset', /768w/ );
			await expect
				.soft( first, at )
				.toHaveAttribute( 'fetchpriority', 'high' );

			const thumbs = gallery.getByRole( 'button', {
				name: /^Bild \d von 3 zeigen$/,
			} );
			await expect.soft( thumbs, at ).toHaveCount( 3 );
			await expect
				.soft( thumbs.first(), at )
				.toHaveAttribute( 'aria-pressed', 'true' );

			await gallery
				.getByRole( 'button', { name: 'Bild 2 von 3 zeigen' } )
				.click();
			const second = strip.getByRole( 'img', {
				name: 'Die Kaffeetasse in Rot mit cremefarbenem Streifen',
			} );
			await expect.soft( second, at ).toBeInViewport( { ratio: 0.9 } );
			await expect
				.soft(
					gallery.getByRole( 'button', {
						name: 'Bild 2 von 3 zeigen',
					} ),
					at
				)
				.toHaveAttribute( 'aria-pressed', 'true' );
			await expect
				.soft( thumbs.first(), at )
				.toHaveAttribute( 'aria-pressed', 'false' );

			// Keyboard: a thumbnail with Enter.
			await gallery
				.getByRole( 'button', { name: 'Bild 3 von 3 zeigen' } )
				.focus();
			await page.keyboard.press( 'Enter' );
			await expect
				.soft(
					strip.getByRole( 'img', {
						name: 'Die Kaffeetasse von oben, mit Kaffee gefüllt',
					} ),
					at
				)
				.toBeInViewport( { ratio: 0.9 } );
			await expect
				.soft(
					gallery.getByRole( 'button', {
						name: 'Bild 3 von 3 zeigen',
					} ),
					at
				)
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
			expect.soft( await seriousViolations( page ), at ).toEqual( [] );
		}

		// A product with one picture has no thumbnails.
		await page.goto( '/produkt/jutebeutel/' );
		const single = page.locator( '.wp-block-vitrine-product-gallery' );
		await expect(
			single.getByRole( 'img', {
				name: 'Jutebeutel mit grünem Ring-Aufdruck',
			} )
		).toBeVisible();
		await expect( single.getByRole( 'button' ) ).toHaveCount( 0 );
		await expect(
			page.locator( '.vitrine-add-to-cart__stock' )
		).toHaveText( 'Ausverkauft' );
	} );
} );
