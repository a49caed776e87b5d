/**
 * Shared steps of the account specs: logging in, by an HTTP login whose
 * cookies the page's context keeps (most specs) or through the account
 * page's own login form (the specs of that form), and axe's serious
 * findings (from ../axe.ts).
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
 * Logs a customer in without rendering a page: WordPress' own login
 * (wp-login.php) through the page's request context, which shares its
 * cookies with the browser. The login form itself is
 * account-login.spec.ts's and account-customer.spec.ts's.
 *
 * @param page     Playwright page (its context gets the session cookies).
 * @param login    User name.
 * @param password Password.
 */
export async function logIn( page: Page, login: string, password: string ) {
	const response = await page.request.post( '/wp-login.php', {
		form: { log: login, pwd: password },
		maxRedirects: 0,
	} );
	expect( response.status(), `${ login } logs in` ).toBe( 302 );
	expect(
		( await page.context().cookies() ).some( ( cookie ) =>
			cookie.name.startsWith( 'wordpress_logged_in_' )
		),
		`${ login } has a session cookie`
	).toBe( true );
}

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
