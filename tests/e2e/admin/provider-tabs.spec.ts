/**
 * Einstellungen → Vitrine PayPal as one guided screen: the readiness list
 * on top, tabs reached by keyboard, a change saved with its notice, a
 * refused save keeping the owner's input and the stored settings, axe-clean
 * and usable at 390 px. What the server refuses, and that nothing is
 * written then, is proven per case in
 * tests/php/Admin/ProviderSettingsControllerTest.php; the rules of the
 * form and its store in src/admin/provider-settings/test/.
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { readProviderSettings } from './provider-rest';

const emulator = () => process.env.VITRINE_EMULATOR_URL ?? '';

test( 'an owner edits the provider settings tab by tab, by keyboard, and a refused save loses nothing', async ( {
	page,
	consoleErrors,
} ) => {
	await page.goto( '/wp-admin/options-general.php?page=vitrine-provider' );
	const screen = page.locator( '#vitrine-go-live' );
	const tab = ( name: string ) => screen.getByRole( 'tab', { name } );

	await test.step( 'the readiness list on top, the tabs by keyboard', async () => {
		await expect(
			screen.getByRole( 'heading', {
				name: 'Bereit für den Live-Betrieb?',
			} )
		).toBeVisible();
		await expect(
			screen.locator( '[data-item="connection"]' )
		).toContainText( 'Verbunden (lokaler Emulator)' );
		await expect( tab( 'Konto & Go-live' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		// The old PHP form is gone: one way to edit each setting.
		await expect(
			page.locator( 'form[action$="options.php"]' )
		).toHaveCount( 0 );
		await tab( 'Konto & Go-live' ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect( tab( 'Zahlungsarten' ) ).toBeFocused();
		await expect( screen.getByLabel( 'OXXO' ) ).toBeVisible();
		await page.keyboard.press( 'End' );
		await expect( tab( 'Kasse' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await page.keyboard.press( 'ArrowLeft' );
		await expect( tab( 'Später-bezahlen' ) ).toBeFocused();
		await page.keyboard.press( 'ArrowLeft' );
		await expect( tab( 'Buttons' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
	} );

	await test.step( 'a change is saved with its notice', async () => {
		// Tab leads from the tab into its panel's first control.
		await page.keyboard.press( 'Tab' );
		await expect(
			screen.getByLabel( 'Buttons auf Produktseiten' )
		).toBeFocused();
		const height = screen.getByLabel( 'Höhe (px)' );
		await height.fill( '50' );
		await screen
			.getByLabel( 'Form', { exact: true } )
			.selectOption( 'pill' );
		await height.press( 'Enter' );
		await expect(
			screen.getByText( 'Einstellungen gespeichert.' )
		).toBeVisible();
		const { settings } = await readProviderSettings( page.request );
		expect( settings.button_height ).toBe( 50 );
		expect( settings.button_shape ).toBe( 'pill' );
	} );

	await test.step( 'a refused save keeps the input and the stored settings', async () => {
		// The emulator now knows the demo's credentials only: another secret is wrong.
		await page.request.post( emulator() + '/__emulator/config', {
			data: { clients: { 'vitrine-demo': 'vitrine-demo-secret' } },
		} );
		await tab( 'Konto & Go-live' ).click();
		const secret = screen.getByLabel( 'Secret' );
		await expect( secret ).toHaveAttribute(
			'placeholder',
			'(gespeichert)'
		);
		await secret.fill( 'falsches-secret' );
		await screen
			.getByRole( 'button', { name: 'Änderungen speichern' } )
			.click();
		await expect(
			screen.getByText( /^PayPal nimmt diese Zugangsdaten nicht an/ )
		).toBeVisible();
		await expect( secret ).toHaveValue( 'falsches-secret' );
		// The stored secret is still the working one.
		await screen
			.getByRole( 'button', { name: 'Verbindung prüfen' } )
			.click();
		await expect(
			screen.getByText( 'Die Verbindung funktioniert.' )
		).toBeVisible();
		await expect(
			screen.locator( '[data-item="connection"]' )
		).toContainText( '✅' );
		await expect( secret ).toHaveValue( 'falsches-secret' );

		await tab( 'Kasse' ).click();
		const namespace = screen.getByLabel( 'Namensraum des Skripts' );
		await namespace.fill( '1paypal' );
		await namespace.press( 'Enter' );
		await expect(
			screen.getByText(
				'Nicht gespeichert. Bitte korrigiere die markierten Felder.'
			)
		).toBeVisible();
		await expect( namespace ).toHaveValue( '1paypal' );
		await expect( namespace ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( namespace ).toHaveAccessibleDescription(
			/^Nur Buchstaben, Ziffern, _ und \$/
		);

		// Switching tabs keeps what was typed; the server kept what it had.
		await tab( 'Konto & Go-live' ).click();
		await expect( screen.getByLabel( 'Secret' ) ).toHaveValue(
			'falsches-secret'
		);
		// The browser logs each refusal's 400; nothing else may fail.
		expect(
			consoleErrors.filter(
				( text ) => ! text.includes( 'status of 400' )
			)
		).toEqual( [] );
		consoleErrors.length = 0;
		const stored = await readProviderSettings( page.request );
		expect( stored.settings.data_namespace ).toBe( 'paypal' );
		expect( stored.secret_stored ).toBe( true );
		expect( stored.readiness.items.connection.ok ).toBe( true );
	} );

	await test.step( 'at 390 px every tab fits and the screen stays axe-clean', async () => {
		await page.setViewportSize( { width: 390, height: 844 } );
		for ( const name of [
			'Konto & Go-live',
			'Zahlungsarten',
			'Buttons',
			'Später-bezahlen',
			'Kasse',
		] ) {
			await expect( tab( name ) ).toBeInViewport();
		}
		const overflow = await screen.evaluate(
			( element ) =>
				element.scrollWidth > element.clientWidth ||
				element.getBoundingClientRect().right >
					document.documentElement.clientWidth
		);
		expect( overflow ).toBe( false );
		// One axe run, on the phone layout (the same markup as the desktop's).
		expect( await seriousViolations( page, '#vitrine-go-live' ) ).toEqual(
			[]
		);
	} );
} );
