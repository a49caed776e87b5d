/**
 * An editor places the payment buttons and the pay-later messages on a post,
 * sets their styles in the German inspector and sees live buttons and the
 * provider's message (the emulator's SDK, loaded once for both) follow in
 * the §2.4 `preview` context; the published page carries the styles merged
 * over the shop's (§3.11) and nothing of the editor. One editor session for
 * both blocks: the editor's load and the publish are the expensive part.
 * What the server renders for each choice: PaymentButtonsTest and
 * PaylaterMessagesTest. The live previews in the site editor's product
 * template: product-first-payment.spec.ts.
 */
/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { blockSettings, sdkLoads, viewAsShopper } from './editor-helpers';

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

test( 'the inspectors of the payment buttons and the pay-later messages change their live previews, one SDK load for both, and the page carries the merged styles', async ( {
	admin,
	editor,
	page,
} ) => {
	// What were two tests: their time together.
	test.setTimeout( 120_000 );
	const sdkRequests = sdkLoads( page );
	await admin.createNewPost( { title: 'Zahlungsbuttons-Test' } );
	await editor.insertBlock( { name: 'vitrine/payment-buttons' } );
	await editor.insertBlock( { name: 'vitrine/paylater-messages' } );

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
	expect( await editor.getBlocks() ).toMatchObject( [
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
	const postId = await editor.publishPost();
	expect( postId ).not.toBeNull();

	await test.step( 'the page, as a shopper sees it, carries both merged styles and nothing of the editor', async () => {
		const response = await viewAsShopper( page, postId );
		expect( response?.status() ).toBe( 200 );
		const wrapper = page.locator(
			'.wp-block-vitrine-payment-buttons #ppc-button-ppcp-gateway'
		);
		await expect( wrapper ).toHaveCount( 1 );
		expect(
			JSON.parse( ( await wrapper.getAttribute( 'data-style' ) ) ?? '' )
		).toEqual( {
			layout: 'vertical',
			shape: 'pill',
			height: 50,
			color: 'black',
			label: 'pay',
		} );
		expect(
			JSON.parse(
				( await wrapper.getAttribute( 'data-separate-styles' ) ) ?? ''
			)
		).toEqual( {
			card: { shape: 'pill', height: 50 },
			paylater: { shape: 'pill', height: 50, color: 'black' },
			venmo: { shape: 'pill', height: 50 },
		} );
		// Its final height is reserved before any script runs.
		expect(
			await wrapper.evaluate(
				( element ) => window.getComputedStyle( element ).minHeight
			)
		).toBe( '50px' );
		const messages = page.locator(
			'.wp-block-vitrine-paylater-messages [data-vitrine-messages]'
		);
		expect(
			JSON.parse(
				( await messages.getAttribute( 'data-vitrine-messages' ) ) ?? ''
			)
		).toEqual( {
			placement: 'cart',
			style: { layout: 'flex', color: 'black', ratio: '8x1' },
		} );
		await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount( 0 );
		// Nothing of the editor previews reaches the front end.
		await expect(
			page.locator(
				'script[src*="build/payment-buttons/index.js"], script[src*="build/paylater-messages/index.js"]'
			)
		).toHaveCount( 0 );
		expect(
			await page.evaluate( () => [
				'vitrinePaymentButtonsEditor' in window,
				'vitrinePaylaterMessagesEditor' in window,
			] )
		).toEqual( [ false, false ] );
		expect( await seriousViolations( page ) ).toEqual( [] );
	} );
} );
