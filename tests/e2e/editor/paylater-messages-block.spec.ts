/**
 * An editor places the pay-later messages block, sets placement and style
 * in the German inspector and sees the provider's message (the emulator's)
 * follow in the §2.4 `preview` context; with the payment buttons beside it
 * the editor loads the SDK once; the page carries the merged style and
 * nothing of the editor. The live message in the site editor's page
 * template: payment-buttons-block.spec.ts, beside the buttons.
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { blockSettings, sdkLoads, viewAsShopper } from './editor-helpers';

test.describe( 'Pay-later messages block in the editor', () => {
	test( 'the inspector’s settings change the live preview, and the page carries them', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sdkRequests = sdkLoads( page );
		await admin.createNewPost( { title: 'Später-bezahlen-Test' } );
		await editor.insertBlock( { name: 'vitrine/paylater-messages' } );
		await editor.insertBlock( { name: 'vitrine/payment-buttons' } );

		// The message for the block's preview amount (250 €), in the shop's style.
		const message = editor.canvas.locator(
			'.wp-block-vitrine-paylater-messages .vitrine-emulator-message'
		);
		await expect( message ).toContainText( '250,00 €' );
		await expect( message ).toHaveAttribute( 'data-pp-layout', 'text' );
		await expect( message ).toHaveAttribute(
			'data-pp-placement',
			'product'
		);
		await expect(
			editor.canvas.locator(
				'.wp-block-vitrine-payment-buttons button[data-funding-source="paypal"]'
			)
		).toBeVisible();
		// Both previews share one script.
		expect( sdkRequests ).toHaveLength( 1 );
		expect(
			new URL( sdkRequests[ 0 ] ).searchParams.get( 'components' )
		).toBe( 'buttons,messages' );

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
		await settings
			.getByRole( 'spinbutton', { name: 'Vorschaubetrag (€)' } )
			.fill( '480' );
		await expect( message ).toContainText( '480,00 €' );
		// Below the provider's range (99 €): no offer.
		await settings
			.getByRole( 'spinbutton', { name: 'Vorschaubetrag (€)' } )
			.fill( '50' );
		await expect( message ).toHaveCount( 0 );
		await settings
			.getByRole( 'spinbutton', { name: 'Vorschaubetrag (€)' } )
			.fill( '300' );
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
		// However often the settings change: one script.
		expect( sdkRequests ).toHaveLength( 1 );

		expect( ( await editor.getBlocks() )[ 0 ] ).toMatchObject( {
			name: 'vitrine/paylater-messages',
			attributes: {
				placement: 'cart',
				textColor: 'grayscale',
				layout: 'flex',
				flexColor: 'black',
				flexRatio: '8x1',
				previewAmount: 300,
			},
		} );
		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		await viewAsShopper( page, postId );
		const element = page.locator(
			'.wp-block-vitrine-paylater-messages [data-vitrine-messages]'
		);
		expect(
			JSON.parse(
				( await element.getAttribute( 'data-vitrine-messages' ) ) ?? ''
			)
		).toEqual( {
			placement: 'cart',
			style: { layout: 'flex', color: 'black', ratio: '8x1' },
		} );
		// Nothing of the editor preview reaches the front end.
		await expect(
			page.locator( 'script[src*="build/paylater-messages/index.js"]' )
		).toHaveCount( 0 );
		expect(
			await page.evaluate(
				() => 'vitrinePaylaterMessagesEditor' in window
			)
		).toBe( false );
		expect( await seriousViolations( page ) ).toEqual( [] );
	} );
} );
