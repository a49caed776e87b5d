/**
 * An editor places the payment buttons, styles them in the inspector and sees
 * live buttons from the provider's SDK (the emulator) in the §2.4 `preview`
 * context; the page carries the style merged over the shop's (§3.11). In
 * the site editor's page template, the buttons and the pay-later message
 * (paylater-messages-block.spec.ts) preview live side by side.
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
import {
	blockSettings,
	editPageTemplate,
	sdkLoads,
	viewAsShopper,
} from './editor-helpers';

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

test.describe( 'Payment buttons block in the editor', () => {
	test( 'the inspector’s style changes the live preview, and the page carries the merged style', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sdkRequests = sdkLoads( page );
		await admin.createNewPost( { title: 'Zahlungsbuttons-Test' } );
		await editor.insertBlock( { name: 'vitrine/payment-buttons' } );

		// Smart buttons from the emulator's SDK, in the shop's style (rect, 40 px, gold).
		const wallet = editor.canvas.locator(
			'.wp-block-vitrine-payment-buttons .vitrine-emulator-buttons button[data-funding-source="paypal"]'
		);
		await expect( wallet ).toBeVisible();
		await expect( wallet ).toHaveText( 'PayPal' );
		expect( await shapeOf( wallet ) ).toEqual( {
			height: '40px',
			radius: '4px',
			background: 'rgb(255, 196, 57)',
		} );
		expect( sdkRequests ).toHaveLength( 1 );
		const sdk = new URL( sdkRequests[ 0 ] );
		expect( sdk.searchParams.get( 'client-id' ) ).toBe( 'vitrine-demo' );
		expect( sdk.searchParams.get( 'currency' ) ).toBe( 'EUR' );
		expect( sdk.searchParams.get( 'components' ) ).toBe(
			'buttons,messages'
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
		// One SDK load for the block, however often its style changes.
		expect( sdkRequests ).toHaveLength( 1 );

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
		] );
		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// The page, as a shopper sees it.
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
		await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount( 0 );
		// Nothing of the editor preview reaches the front end.
		await expect(
			page.locator( 'script[src*="build/payment-buttons/index.js"]' )
		).toHaveCount( 0 );
		expect(
			await page.evaluate( () => 'vitrinePaymentButtonsEditor' in window )
		).toBe( false );
		expect( await seriousViolations( page ) ).toEqual( [] );
	} );

	test( 'the site editor previews live buttons and a live pay-later message in a template', async ( {
		admin,
		editor,
	} ) => {
		// What were two tests: their time together.
		test.setTimeout( 120_000 );
		await editPageTemplate( admin );
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
} );
