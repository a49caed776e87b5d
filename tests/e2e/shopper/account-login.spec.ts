/**
 * Login stays in the shop: a wrong password is answered
 * on /mein-konto/ in German, and a forgotten password is reset through the
 * account page with the link of the mail (wp-content/mail.log). Where
 * wp-login.php sends whom (customers to /mein-konto/, admins and editors to
 * wp-admin) is its `login_redirect` filter's answer:
 * tests/php/Account/ShopLoginTest.php. The first test is the suite's one
 * login through the account page's form; the other specs log in by HTTP
 * (account-helpers.ts logIn).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { SITE_DIR, STORAGE_STATE_PATH } from '../config';
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn, seriousViolations } from './account-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/** The site's mail log (mu-plugin: every mail with its body), '' before the first mail. */
function mailLog(): string {
	const log = path.join( SITE_DIR, 'wp-content', 'mail.log' );
	return fs.existsSync( log ) ? fs.readFileSync( log, 'utf8' ) : '';
}

test( 'a wrong password on /mein-konto/ shows the German error on /mein-konto/', async ( {
	page,
} ) => {
	await page.goto( '/mein-konto/bestellungen/' );
	await page
		.getByLabel( 'Benutzername oder E-Mail-Adresse' )
		.fill( CUSTOMER.login );
	await page.getByLabel( 'Passwort', { exact: true } ).fill( 'falsch' );
	await page.getByRole( 'button', { name: 'Anmelden' } ).click();

	await expect( page ).toHaveURL( /\/mein-konto\/bestellungen\/$/ );
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Benutzername oder Passwort ist falsch. Bitte versuche es noch einmal.'
	);
	await expect(
		page.getByLabel( 'Benutzername oder E-Mail-Adresse' )
	).toHaveValue( CUSTOMER.login );
	await expect(
		page.getByLabel( 'Passwort', { exact: true } )
	).toHaveAttribute( 'aria-invalid', 'true' );
	expect( await seriousViolations( page ) ).toEqual( [] );

	// The right password then leads to the page she asked for.
	await page
		.getByLabel( 'Passwort', { exact: true } )
		.fill( CUSTOMER.password );
	await page.getByRole( 'button', { name: 'Anmelden' } ).click();
	await expect( page ).toHaveURL( /\/mein-konto\/bestellungen\/$/ );
	await expect(
		page.getByRole( 'table', { name: 'Deine Bestellungen' } )
	).toBeVisible();
} );

test( 'a forgotten password is reset through the shop with the link of the mail', async ( {
	page,
} ) => {
	const before = mailLog();

	await page.goto( '/mein-konto/' );
	await page.getByRole( 'link', { name: 'Passwort vergessen?' } ).click();
	await expect( page ).toHaveURL( /\/mein-konto\/passwort-vergessen\/$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Passwort vergessen?' } )
	).toBeVisible();
	expect( await seriousViolations( page ) ).toEqual( [] );
	await page
		.getByLabel( 'Benutzername oder E-Mail-Adresse' )
		.fill( CUSTOMER.login );
	await page
		.getByRole( 'button', { name: 'Neues Passwort anfordern' } )
		.click();
	await expect( page ).toHaveURL(
		/\/mein-konto\/\?hinweis=passwort-gesendet$/
	);
	await expect( page.getByRole( 'status' ) ).toContainText(
		'haben wir dir eine E-Mail'
	);

	const mail = mailLog().slice( before.length );
	expect( mail ).toContain( 'To: kundin@vitrine.test Subject:' );
	expect( mail ).toContain( 'Neues Passwort festlegen' );
	expect( mail ).not.toContain( 'wp-login.php' );
	const link = /(http\S+\/mein-konto\/passwort-vergessen\/\?key=\S+)/.exec(
		mail
	)?.[ 1 ];
	expect( link ).toBeTruthy();

	await page.goto( String( link ) );
	await expect(
		page.getByRole( 'heading', { name: 'Neues Passwort festlegen' } )
	).toBeVisible();
	await page.getByLabel( 'Neues Passwort', { exact: true } ).fill( 'kurz' );
	await page.getByLabel( 'Neues Passwort wiederholen' ).fill( 'kurz' );
	await page.getByRole( 'button', { name: 'Passwort speichern' } ).click();
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Das Passwort muss mindestens 8 Zeichen lang sein.'
	);
	await page
		.getByLabel( 'Neues Passwort', { exact: true } )
		.fill( 'neues-kundin-passwort' );
	await page
		.getByLabel( 'Neues Passwort wiederholen' )
		.fill( 'neues-kundin-passwort' );
	await page.getByRole( 'button', { name: 'Passwort speichern' } ).click();
	await expect( page ).toHaveURL(
		/\/mein-konto\/\?hinweis=passwort-geaendert$/
	);
	await expect( page.getByRole( 'status' ) ).toContainText(
		'Dein Passwort wurde geändert.'
	);

	// The link works once; the new password logs her in.
	await page.goto( String( link ) );
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'Dieser Link ist ungültig oder abgelaufen.'
	);
	await logIn( page, CUSTOMER.login, 'neues-kundin-passwort' );
} );

test( 'registration from the shop lands on /mein-konto/ and mails a German link to the shop', async ( {
	page,
	browser,
} ) => {
	// The shop owner opens registration (Einstellungen → Allgemein).
	const admin = await browser.newContext( {
		storageState: STORAGE_STATE_PATH,
	} );
	const settings = await admin.newPage();
	await settings.goto( '/wp-admin/options-general.php' );
	await settings.locator( '#users_can_register' ).check();
	await settings.locator( '#submit' ).click();
	await expect(
		settings.locator( '#setting-error-settings_updated' )
	).toBeVisible();
	await admin.close();

	const login = `neukundin${ Date.now() }`;
	const before = mailLog();
	await page.goto( '/mein-konto/' );
	await page.getByRole( 'link', { name: 'Konto erstellen' } ).click();
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_email' ).fill( `${ login }@example.org` );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /\/mein-konto\/\?hinweis=registriert$/ );
	await expect( page.getByRole( 'status' ) ).toContainText(
		'Fast geschafft'
	);

	const mail = mailLog().slice( before.length );
	expect( mail ).toContain( `To: ${ login }@example.org Subject:` );
	expect( mail ).toContain( 'Dein Kundenkonto' );
	expect( mail ).toMatch(
		/\/mein-konto\/passwort-vergessen\/\?key=\S+&login=/
	);
} );
