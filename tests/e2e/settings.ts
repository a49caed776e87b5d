/**
 * The settings screens' save (Einstellungen → Vitrine Shop / Vitrine PayPal),
 * as the admin and shopper specs use it.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from './fixtures';

/**
 * Saves a settings screen and expects WordPress' "saved" notice.
 *
 * @param page The settings screen.
 */
export async function saveSettings( page: Page ) {
	await page.getByRole( 'button', { name: 'Änderungen speichern' } ).click();
	await expect(
		page.getByText( 'Einstellungen gespeichert.' )
	).toBeVisible();
}
