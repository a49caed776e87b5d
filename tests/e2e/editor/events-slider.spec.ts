/**
 * An editor configures the events slider in the inspector (§3.4) and sees a
 * live preview with the real events.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { blockSettings } from './editor-helpers';

test.describe( 'Events slider in the editor', () => {
	test( 'the inspector settings change the live preview of the real events', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'vitrine/events-slider' } );
		const preview = editor.canvas.locator(
			'.vitrine-slider-preview .wp-block-vitrine-events-slider'
		);
		await expect( preview ).toHaveClass( /is-ready/ );
		await expect( preview ).toContainText( 'Sommerkonzert im Park' );
		await expect( preview ).toHaveClass( /vitrine-slider--horizontal/ );

		const settings = await blockSettings( editor, page );

		await settings
			.getByRole( 'combobox', { name: 'Slider-Typ' } )
			.selectOption( 'multi' );
		await settings
			.getByRole( 'combobox', { name: 'Steuerung' } )
			.selectOption( 'footer' );
		await settings
			.getByRole( 'checkbox', { name: 'Navigationspunkte' } )
			.uncheck();
		await settings
			.getByRole( 'checkbox', { name: 'Automatisch abspielen' } )
			.check();

		await expect( preview ).toHaveClass( /vitrine-slider--multi/ );
		await expect( preview ).toHaveClass(
			/vitrine-slider--controls-footer/
		);
		await expect( preview ).toHaveClass( /is-ready/ );
		await expect( preview.locator( '.vitrine-slider__dot' ) ).toHaveCount(
			0
		);
		// The preview is the real slider: the arrows move it.
		await preview
			.getByRole( 'button', { name: 'Nächste Veranstaltung' } )
			.click();
		await expect( preview ).not.toHaveAttribute( 'data-current', '1' );

		await settings
			.getByRole( 'combobox', { name: 'Welche Veranstaltungen' } )
			.selectOption( 'past' );
		await expect( preview ).toContainText( 'Frühjahrsmarkt' );
		await expect( preview ).not.toContainText( 'Sommerkonzert im Park' );

		expect( await editor.getBlocks() ).toMatchObject( [
			{
				name: 'vitrine/events-slider',
				attributes: {
					slider_type: 'multi',
					control_style: 'footer',
					slide_nav_dots: false,
					slide_auto: true,
					events: 'past',
				},
			},
		] );
	} );
} );
