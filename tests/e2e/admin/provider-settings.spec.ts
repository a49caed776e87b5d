/**
 * The gateway settings page (Einstellungen → Vitrine PayPal): German,
 * saved through the Settings API with its sanitising callback.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { saveSettings } from '../settings';

test.describe( 'Gateway settings', () => {
	test( 'shows the demo configuration and saves changes, keeping the secret hidden', async ( {
		page,
	} ) => {
		await page.goto(
			'/wp-admin/options-general.php?page=vitrine-provider'
		);
		await expect(
			page.getByRole( 'heading', {
				name: 'Vitrine: PayPal-Einstellungen',
			} )
		).toBeVisible();
		// The demo points at the emulator the e2e run started.
		await expect( page.getByLabel( 'Umgebung' ) ).toHaveValue( 'emulator' );
		await expect( page.getByLabel( 'Emulator-URL' ) ).toHaveValue(
			process.env.VITRINE_EMULATOR_URL ?? ''
		);
		await expect( page.getByLabel( 'Secret' ) ).toHaveValue( '' );
		expect( await page.content() ).not.toContain( 'vitrine-demo-secret' );

		await page.getByLabel( 'Höhe (px)' ).fill( '50' );
		await page.getByLabel( 'Form', { exact: true } ).selectOption( 'pill' );
		await page.getByLabel( 'Zahlungsarten speichern' ).check();
		await page
			.getByLabel( 'Emulator-URL' )
			.fill( 'http://example.com:9000' );
		await saveSettings( page );

		// A remote emulator URL is refused (the stored one stays).
		await expect( page.getByLabel( 'Höhe (px)' ) ).toHaveValue( '50' );
		await expect( page.getByLabel( 'Form', { exact: true } ) ).toHaveValue(
			'pill'
		);
		await expect(
			page.getByLabel( 'Zahlungsarten speichern' )
		).toBeChecked();
		await expect( page.getByLabel( 'Emulator-URL' ) ).toHaveValue(
			process.env.VITRINE_EMULATOR_URL ?? ''
		);
		await expect( page.getByLabel( 'Secret' ) ).toHaveAttribute(
			'placeholder',
			'(gespeichert)'
		);
	} );
} );
