/**
 * The first-payment block shows a preview in the editor: on a page and on
 * the single product template in the site editor (§2.3).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

test.describe( 'First-payment block in the editor', () => {
	test( 'inserted on a page, it previews a first-payment line in German', async ( {
		admin,
		editor,
	} ) => {
		await admin.createNewPost( { postType: 'page' } );
		await editor.insertBlock( {
			name: 'vitrine/subscription-first-payment',
		} );
		const block = editor.canvas.locator(
			'.wp-block-vitrine-subscription-first-payment'
		);
		await expect( block.locator( '.vitrine-first-payment' ) ).toHaveText(
			/^Erste Zahlung: \d{1,2}\. \p{L}+ \d{4}$/u
		);
		await expect( block ).toContainText(
			'Vorschau: Bei einem variablen Abo steht hier das Datum der gewählten Variante.'
		);
	} );

	test( 'the single product template holds price, form and first-payment preview', async ( {
		admin,
		editor,
	} ) => {
		await admin.visitSiteEditor( {
			postId: 'twentytwentyfive//single-vitrine_product',
			postType: 'wp_template',
			canvas: 'edit',
		} );
		await expect(
			editor.canvas.locator(
				'.wp-block-vitrine-subscription-first-payment .vitrine-first-payment'
			)
		).toHaveText( /^Erste Zahlung: / );
		await expect(
			editor.canvas.locator( '.wp-block-vitrine-product-price' )
		).toHaveText( 'Preis des Produkts' );
		await expect(
			editor.canvas.locator( '.wp-block-vitrine-add-to-cart-form' )
		).toContainText( 'In den Warenkorb' );
		// The template's markup is valid block markup: no recovery prompt.
		await expect(
			editor.canvas.getByText( /unexpected or invalid content/ )
		).toHaveCount( 0 );
	} );
} );
