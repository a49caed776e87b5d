/**
 * In one editor session on a variable subscription (the Kaffee-Abo): the
 * product blocks preview their own product (the first-payment block shows
 * a sample date and says so, §2.3; price and form are the product's own),
 * and the payment buttons and the pay-later messages, with their styles set
 * in the German inspector, preview live from the emulator's SDK, loaded
 * once for both, in the §2.4 `preview` context; the single product
 * template's markup is valid and holds price, form and first payment. The
 * editor's load is the expensive part. What the server renders for each
 * choice, and the published page with both blocks (the styles merged over
 * the shop's, §3.11, and nothing of the editor): PaymentButtonsTest and
 * PaylaterMessagesTest. The previews of the context blocks on a post that is
 * no product (the samples the site editor's template shows too):
 * block-previews.spec.ts.
 */
/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { blockSettings, sdkLoads } from './editor-helpers';

/**
 * Height and corner radius of a button, as rendered.
 *
 * @param button The button.
 */
async function shapeOf( button: Locator ) {
	return button.evaluate( ( element ) => {
		const style = window.getComputedStyle( element );
		return {
			height: style.height,
			radius: style.borderTopLeftRadius,
			background: style.backgroundColor,
		};
	} );
}

test( 'a product’s own blocks preview it, and the inspectors of the payment buttons and the pay-later messages change their live previews, one SDK load for both; the product template holds valid markup', async ( {
	admin,
	editor,
	page,
	requestUtils,
} ) => {
	// What were three tests: their time together.
	test.setTimeout( 120_000 );
	const sdkRequests = sdkLoads( page );
	const [ abo ] = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/vitrine_product',
		params: { slug: 'kaffee-abo', _fields: 'id' },
	} );
	await admin.editPost( abo.id );
	for ( const name of [
		'vitrine/subscription-first-payment',
		'vitrine/product-price',
		'vitrine/add-to-cart-form',
		'vitrine/payment-buttons',
		'vitrine/paylater-messages',
	] ) {
		await editor.insertBlock( { name } );
	}

	await test.step( 'in a variable subscription’s editor the first payment shows a sample date and says so (§2.3), and price and form are the product’s own', async () => {
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
		await expect(
			editor.canvas
				.locator( '[data-vitrine-preview="vitrine/product-price"]' )
				.first()
		).toContainText( /^14,90\s€/ );
		await expect(
			editor.canvas
				.locator( '[data-vitrine-preview="vitrine/add-to-cart-form"]' )
				.first()
		).toContainText( 'Lieferung' );
	} );

	// Smart buttons from the emulator's SDK, in the shop's style (rect, 40 px, gold).
	const wallet = editor.canvas.locator(
		'.wp-block-vitrine-payment-buttons .vitrine-emulator-buttons button[data-funding-source="paypal"]'
	);
	// The message for the block's preview amount (250 €), in the shop's style.
	const message = editor.canvas.locator(
		'.wp-block-vitrine-paylater-messages .vitrine-emulator-message'
	);

	await test.step( 'both preview live from one SDK load', async () => {
		await expect( wallet ).toBeVisible();
		await expect( wallet ).toHaveText( 'PayPal' );
		expect( await shapeOf( wallet ) ).toEqual( {
			height: '40px',
			radius: '4px',
			background: 'rgb(255, 196, 57)',
		} );
		await expect( message ).toContainText( '250,00 €' );
		await expect( message ).toHaveAttribute( 'data-pp-layout', 'text' );
		await expect( message ).toHaveAttribute(
			'data-pp-placement',
			'product'
		);
		// Both previews share one script.
		expect( sdkRequests ).toHaveLength( 1 );
		const sdk = new URL( sdkRequests[ 0 ] );
		expect( sdk.searchParams.get( 'client-id' ) ).toBe( 'vitrine-demo' );
		expect( sdk.searchParams.get( 'currency' ) ).toBe( 'EUR' );
		expect( sdk.searchParams.get( 'components' ) ).toBe(
			'buttons,messages'
		);
	} );

	await test.step( 'the buttons’ style changes their live preview, which refuses clicks', async () => {
		await editor.selectBlocks(
			editor.canvas.locator( '.wp-block-vitrine-payment-buttons' )
		);
		const settings = await blockSettings( editor, page );
		await expect(
			settings.getByRole( 'button', { name: 'Kontext' } )
		).toBeVisible();
		await expect(
			settings.getByRole( 'button', { name: 'Button-Stil' } )
		).toBeVisible();

		await settings
			.getByRole( 'combobox', { name: 'Form' } )
			.selectOption( 'pill' );
		await settings
			.getByRole( 'spinbutton', { name: 'Höhe (px)' } )
			.fill( '50' );
		await settings
			.getByRole( 'combobox', { name: 'Farbe' } )
			.selectOption( 'black' );
		await settings
			.getByRole( 'combobox', { name: 'Beschriftung' } )
			.selectOption( 'pay' );

		// The preview follows each change (the SDK renders the buttons again).
		await expect
			.poll( () => shapeOf( wallet ) )
			.toEqual( {
				height: '50px',
				radius: '25px',
				background: 'rgb(0, 0, 0)',
			} );
		await expect( wallet ).toHaveText( 'Mit PayPal bezahlen' );

		// The preview refuses clicks: no pop-up, no order.
		const popup = page.waitForEvent( 'popup', { timeout: 1500 } ).then(
			() => true,
			() => false
		);
		await wallet.click();
		expect( await popup ).toBe( false );

		// The range bounds the height to the provider's 25–55 px.
		const range = settings.getByRole( 'slider', { name: 'Höhe (px)' } );
		await expect( range ).toHaveAttribute( 'min', '25' );
		await expect( range ).toHaveAttribute( 'max', '55' );
	} );

	await test.step( 'the message’s placement and style change its live preview; below the provider’s range there is no offer', async () => {
		await editor.selectBlocks(
			editor.canvas.locator( '.wp-block-vitrine-paylater-messages' )
		);
		const settings = await blockSettings( editor, page );
		await expect(
			settings.getByRole( 'button', { name: 'Hinweis-Stil' } )
		).toBeVisible();

		await settings
			.getByRole( 'combobox', { name: 'Platzierung' } )
			.selectOption( 'cart' );
		await expect( message ).toHaveAttribute( 'data-pp-placement', 'cart' );
		await settings
			.getByRole( 'combobox', { name: 'Textfarbe' } )
			.selectOption( 'grayscale' );
		await expect( message ).toHaveAttribute(
			'data-pp-text-color',
			'grayscale'
		);
		const amount = settings.getByRole( 'spinbutton', {
			name: 'Vorschaubetrag (€)',
		} );
		await amount.fill( '480' );
		await expect( message ).toContainText( '480,00 €' );
		// Below the provider's range (99 €): no offer.
		await amount.fill( '50' );
		await expect( message ).toHaveCount( 0 );
		await amount.fill( '300' );
		await settings
			.getByRole( 'combobox', { name: 'Layout' } )
			.selectOption( 'flex' );
		await settings
			.getByRole( 'combobox', { name: 'Bannerfarbe' } )
			.selectOption( 'black' );
		await settings
			.getByRole( 'combobox', { name: 'Seitenverhältnis' } )
			.selectOption( '8x1' );
		await expect( message ).toHaveAttribute( 'data-pp-layout', 'flex' );
		await expect( message ).toHaveAttribute( 'data-pp-color', 'black' );
		await expect( message ).toHaveAttribute( 'data-pp-ratio', '8x1' );
	} );

	// However often the styles change: one script.
	expect( sdkRequests ).toHaveLength( 1 );
	expect(
		( await editor.getBlocks() ).filter( ( block ) =>
			[ 'vitrine/payment-buttons', 'vitrine/paylater-messages' ].includes(
				block.name
			)
		)
	).toMatchObject( [
		{
			name: 'vitrine/payment-buttons',
			attributes: {
				shape: 'pill',
				height: 50,
				color: 'black',
				label: 'pay',
			},
		},
		{
			name: 'vitrine/paylater-messages',
			attributes: {
				placement: 'cart',
				textColor: 'grayscale',
				layout: 'flex',
				flexColor: 'black',
				flexRatio: '8x1',
				previewAmount: 300,
			},
		},
	] );

	await test.step( 'the single product template holds price, form and first payment as valid block markup (no recovery prompt)', async () => {
		const template = await requestUtils.rest< {
			content: { raw: string };
		} >( {
			path: '/wp/v2/templates/twentytwentyfive//single-vitrine_product',
			params: { context: 'edit', _fields: 'content' },
		} );
		// What the site editor does with it: parse and validate each block.
		const parsed = await page.evaluate( ( raw ) => {
			interface Parsed {
				name: string;
				isValid: boolean;
				innerBlocks: Parsed[];
			}
			const { parse } = (
				window as unknown as {
					wp: { blocks: { parse: ( html: string ) => Parsed[] } };
				}
			 ).wp.blocks;
			const all: Array< { name: string; isValid: boolean } > = [];
			const walk = ( blocks: Parsed[] ) =>
				blocks.forEach( ( block ) => {
					all.push( { name: block.name, isValid: block.isValid } );
					walk( block.innerBlocks );
				} );
			walk( parse( raw ) );
			return all;
		}, template.content.raw );
		expect( parsed.filter( ( block ) => ! block.isValid ) ).toEqual( [] );
		expect( parsed.map( ( block ) => block.name ) ).toEqual(
			expect.arrayContaining( [
				'vitrine/product-price',
				'vitrine/add-to-cart-form',
				'vitrine/subscription-first-payment',
			] )
		);
	} );
} );
