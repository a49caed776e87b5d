/**
 * The product blocks preview their own product in its editor: on a variable
 * subscription the first-payment block shows a sample date and says so
 * (§2.3), and price and form are the product's own. In the site editor the
 * single product template holds price, form and the first-payment preview
 * (§2.3), and the payment buttons and the pay-later message (§2.4 `preview`
 * context) preview live in it. On a post that is no product (the server's
 * line for the shop's sample subscription) the first payment is checked
 * with the other blocks' previews, in block-previews.spec.ts.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

test( 'in a variable subscription’s editor the first payment shows a sample date and says so, and price and form are the product’s own', async ( {
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
	await editor.insertBlock( { name: 'vitrine/product-price' } );
	await editor.insertBlock( { name: 'vitrine/add-to-cart-form' } );
	const block = editor.canvas.locator(
		'[data-type="vitrine/subscription-first-payment"]'
	);
	await expect( block.locator( '.vitrine-first-payment' ) ).toHaveText(
		/^Erste Zahlung: \d{1,2}\. \p{L}+ \d{4}$/u
	);
	await expect( block ).toContainText(
		'Vorschau: Bei einem variablen Abo steht hier das Datum der gewählten Variante.'
	);
	// The Kaffee-Abo's own price and choice, not the shop's sample product (the T-shirt).
	const price = editor.canvas
		.locator( '[data-vitrine-preview="vitrine/product-price"]' )
		.first();
	await expect( price ).toContainText( /^14,90\s€/ );
	await expect(
		editor.canvas
			.locator( '[data-vitrine-preview="vitrine/add-to-cart-form"]' )
			.first()
	).toContainText( 'Lieferung' );
} );

test( 'the single product template holds price, form and first-payment preview, and previews live payment buttons and a live pay-later message', async ( {
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

	// The payment previews are live in a template too.
	await editor.insertBlock( { name: 'vitrine/payment-buttons' } );
	await editor.insertBlock( { name: 'vitrine/paylater-messages' } );
	await expect(
		editor.canvas.locator(
			'.wp-block-vitrine-payment-buttons .vitrine-emulator-buttons button[data-funding-source="paypal"]'
		)
	).toBeVisible();
	await expect(
		editor.canvas.locator(
			'.wp-block-vitrine-paylater-messages .vitrine-emulator-message'
		)
	).toContainText( '250,00 €' );
} );
