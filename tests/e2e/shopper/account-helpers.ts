/**
 * Shared steps of the account specs: logging in through the account page's
 * own login form, and axe's serious findings (from ../axe.ts).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../fixtures';

export { seriousViolations } from '../axe';

/** The demo customer (tools/site/demo.php, vitrine_seed_account_demo). */
export const CUSTOMER = { login: 'kundin', password: 'kundin' };

/**
 * Logs in on /mein-konto/ with the German login form.
 *
 * @param page     Playwright page (logged out).
 * @param login    User name.
 * @param password Password.
 * @param path     Account URL to start from.
 */
export async function logInOnAccountPage(
	page: Page,
	login: string,
	password: string,
	path = '/mein-konto/'
) {
	await page.goto( path );
	await page.getByLabel( 'Benutzername oder E-Mail-Adresse' ).fill( login );
	await page.getByLabel( 'Passwort', { exact: true } ).fill( password );
	await page.getByRole( 'button', { name: 'Anmelden' } ).click();
	await expect(
		page.getByRole( 'navigation', { name: 'Mein Konto' } )
	).toBeVisible( { timeout: 30_000 } );
}
