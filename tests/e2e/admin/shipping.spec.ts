/**
 * Einstellungen → Vitrine Versand: the owner edits a zone's method in the
 * React editor, a refused save keeps what she typed, and a cart then costs
 * the new shipping. The rules, the route's checks and the totals per zone
 * are PHP tests (tests/php/Store/Shipping*Test.php,
 * tests/php/Admin/ShippingControllerTest.php); the editor's rules are Jest
 * (src/admin/shipping/test/).
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { fillCart } from '../shopper/shop-helpers';

test( 'the owner changes the German standard shipping and the cart charges it', async ( {
	page,
	consoleErrors,
} ) => {
	// A heavy admin screen, axe on it and a cart: more than one test's time on 2 cores.
	test.slow();
	const editor = page.locator( '#vitrine-shipping' );
	// The first zone (its name changes below, so not found by it).
	const germany = editor.locator( '.vitrine-shipping__zone' ).first();
	const standard = germany.getByRole( 'group', {
		name: 'Standardversand (3–5 Werktage)',
	} );
	const save = editor.getByRole( 'button', {
		name: 'Versandeinstellungen speichern',
	} );

	await test.step( 'the screen shows the zones in order, accessible', async () => {
		await page.goto(
			'/wp-admin/options-general.php?page=vitrine-shipping'
		);
		await expect( editor.getByRole( 'heading', { level: 2 } ) ).toHaveText(
			[
				'Deutschland',
				'Europäische Union',
				'Rest der Welt',
				'Versandklassen für Sperrgut',
			]
		);
		await expect(
			editor.getByRole( 'region', { name: 'Deutschland' } )
		).toBeVisible();
		await expect( standard.getByLabel( 'Kosten (EUR)' ) ).toHaveValue(
			'4,90'
		);
		expect( await seriousViolations( page, '#vitrine-shipping' ) ).toEqual(
			[]
		);
	} );

	await test.step( 'a refused save keeps the input and marks the field', async () => {
		const name = germany.getByLabel( 'Name der Zone' );
		await name.fill( '' );
		await standard.getByLabel( 'Kosten (EUR)' ).fill( '5,95' );
		await save.click();
		await expect( editor.locator( '.components-notice' ) ).toContainText(
			'Die Versandeinstellungen wurden nicht gespeichert.'
		);
		await expect( editor.locator( '.components-notice' ) ).toContainText(
			'Gib einen Namen ein.'
		);
		await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( name ).toHaveAccessibleDescription(
			'Gib einen Namen ein.'
		);
		await expect( standard.getByLabel( 'Kosten (EUR)' ) ).toHaveValue(
			'5,95'
		);
		// Chromium logs the route's 400 refusal; it is the one expected here.
		expect( consoleErrors ).toEqual( [
			expect.stringContaining( 'status of 400' ),
		] );
		consoleErrors.length = 0;
		// Nothing was stored: the server still has the demo's settings.
		await page.reload();
		await expect( germany.getByLabel( 'Name der Zone' ) ).toHaveValue(
			'Deutschland'
		);
		await expect( standard.getByLabel( 'Kosten (EUR)' ) ).toHaveValue(
			'4,90'
		);
	} );

	await test.step( 'with the keyboard, the new cost is saved', async () => {
		const cost = standard.getByLabel( 'Kosten (EUR)' );
		await cost.fill( '5,95' );
		// From the last control before it, Tab reaches the save button and Enter presses it.
		await editor
			.getByRole( 'button', { name: 'Versandklasse hinzufügen' } )
			.focus();
		await page.keyboard.press( 'Tab' );
		await expect( save ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect(
			editor.locator( '.components-notice.is-success' )
		).toContainText( 'Die Versandeinstellungen wurden gespeichert.' );
	} );

	await test.step( 'at 390 px the screen fits the width', async () => {
		await page.setViewportSize( { width: 390, height: 800 } );
		const overflow = await editor.evaluate(
			( element ) => element.scrollWidth - element.clientWidth
		);
		expect( overflow ).toBeLessThanOrEqual( 0 );
		await page.setViewportSize( { width: 1280, height: 800 } );
	} );

	await test.step( 'a cart to Germany charges the new shipping', async () => {
		await fillCart( page, [ { slug: 'kaffeetasse' } ] );
		const cart = page.locator( '.wp-block-vitrine-cart' );
		await expect( cart.locator( '[data-cart-shipping]' ) ).toHaveText(
			'5,95 €'
		);
		// 12,90 € mug + 5,95 € shipping.
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'18,85 €'
		);
	} );
} );
