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
	for ( const width of [ 1280, 390 ] ) {
		test( `thumbnails show their picture at ${ width } px`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( '/produkt/kaffeetasse/' );
			const gallery = page.locator( '.wp-block-vitrine-product-gallery' );
			const strip = gallery.getByRole( 'region', {
				name: 'Bilder von Kaffeetasse',
			} );
			await expect(
				strip.getByRole( 'img', {
					name: 'Blaue Kaffeetasse mit gelbem Streifen',
				} )
			).toBeInViewport();
			const first = strip.locator( 'img' ).first();
			await expect( first ).toHaveAttribute( 'width', '1000' );
			await expect( first ).toHaveAttribute( 'height', '1000' );
			await expect( first ).toHaveAttribute( 'srcset', /768w/ );
			await expect( first ).toHaveAttribute( 'fetchpriority', 'high' );

			const thumbs = gallery.getByRole( 'button', {
				name: /^Bild \d von 3 zeigen$/,
			} );
			await expect( thumbs ).toHaveCount( 3 );
			await expect( thumbs.first() ).toHaveAttribute(
				'aria-pressed',
				'true'
			);

			await gallery
				.getByRole( 'button', { name: 'Bild 2 von 3 zeigen' } )
				.click();
			const second = strip.getByRole( 'img', {
				name: 'Die Kaffeetasse in Rot mit cremefarbenem Streifen',
			} );
			await expect( second ).toBeInViewport( { ratio: 0.9 } );
			await expect(
				gallery.getByRole( 'button', { name: 'Bild 2 von 3 zeigen' } )
			).toHaveAttribute( 'aria-pressed', 'true' );
			await expect( thumbs.first() ).toHaveAttribute(
				'aria-pressed',
				'false'
			);

			// Keyboard: a thumbnail with Enter.
			await gallery
				.getByRole( 'button', { name: 'Bild 3 von 3 zeigen' } )
				.focus();
			await page.keyboard.press( 'Enter' );
			await expect(
				strip.getByRole( 'img', {
					name: 'Die Kaffeetasse von oben, mit Kaffee gefüllt',
				} )
			).toBeInViewport( { ratio: 0.9 } );
			await expect(
				gallery.getByRole( 'button', { name: 'Bild 3 von 3 zeigen' } )
			).toHaveAttribute( 'aria-pressed', 'true' );

			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				)
			).toBeLessThanOrEqual( 0 );
			expect( await seriousViolations( page ) ).toEqual( [] );
		} );
	}

	test( 'a product with one picture has no thumbnails', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/jutebeutel/' );
		const gallery = page.locator( '.wp-block-vitrine-product-gallery' );
		await expect(
			gallery.getByRole( 'img', {
				name: 'Jutebeutel mit grünem Ring-Aufdruck',
			} )
		).toBeVisible();
		await expect( gallery.getByRole( 'button' ) ).toHaveCount( 0 );
		await expect(
			page.locator( '.vitrine-add-to-cart__stock' )
		).toHaveText( 'Ausverkauft' );
	} );
} );
