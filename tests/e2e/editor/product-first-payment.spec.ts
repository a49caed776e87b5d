/**
 * The first-payment block shows a preview in the editor: on a variable
 * subscription (a sample date, said so) and on the single product template
 * in the site editor (§2.3). On a post that is no product (the server's
 * line for the shop's sample subscription) it is checked with the other
 * blocks' previews, in block-previews.spec.ts.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

test.describe( 'First-payment block in the editor', () => {
	test( 'on a variable subscription it shows a sample date and says so', async ( {
		admin,
		editor,
		requestUtils,
	} ) => {
		const [ abo ] = await requestUtils.rest< Array< { id: number } > >( {
			path: '/wp/v2/vitrine_product',
			params: { slug: 'kaffee-abo', _fields: 'id' },
		} );
		await admin.editPost( abo.id );
		await editor.insertBlock( {
			name: 'vitrine/subscription-first-payment',
		} );
		const block = editor.canvas.locator(
			'[data-type="vitrine/subscription-first-payment"]'
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
				'[data-type="vitrine/subscription-first-payment"] .vitrine-first-payment'
			)
		).toHaveText( /^Erste Zahlung: / );
		// The price of the shop's sample product, from the server.
		await expect(
			editor.canvas.locator( '[data-type="vitrine/product-price"]' )
		).toHaveText( /\d+,\d{2}\s€/ );
		await expect(
			editor.canvas.locator( '[data-type="vitrine/add-to-cart-form"]' )
		).toContainText( 'In den Warenkorb' );
		// The template's markup is valid block markup: no recovery prompt.
		await expect(
			editor.canvas.getByText( /unexpected or invalid content/ )
		).toHaveCount( 0 );
	} );
} );
