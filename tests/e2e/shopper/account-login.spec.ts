/**
 * Login stays in the shop: the suite's one login through the account
 * page's own form, which leads to the page she asked for, fits a phone 320
 * and 390 px wide and is axe clean, and its lost-password form. The other specs log in by HTTP
 * (account-helpers.ts logIn).
 *
 * The forms' answers are the server's, proven through their handler
 * (Account\LoginForms) in tests/php/Account/ShopLoginTest.php: a wrong
 * password answered on /mein-konto/ in German with the name kept and the
 * password marked (test_a_wrong_password_posted_to_the_account_page_shows_its_german_alert_there),
 * a forgotten password reset through the account page with the link of the
 * mail (test_lost_password_mails_a_link_to_the_shop_form,
 * test_a_new_password_is_set_with_the_key_of_the_mail, the notes of
 * test_the_notes_after_a_redirect_are_german_statuses), registration landing
 * on /mein-konto/ with a German mail linking to the shop
 * (test_registration_lands_on_my_account_with_a_note,
 * test_new_customers_set_their_password_in_the_shop); where wp-login.php
 * sends whom is its `login_redirect` filter's answer in the same file.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, seriousViolations } from './account-helpers';
import { atPhoneWidths, expectNoHorizontalScroll } from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'the lost-password form shows; the login form of /mein-konto/ is axe clean, fits a phone and leads to the page she asked for', async ( {
	page,
} ) => {
	await test.step( 'the lost-password form', async () => {
		await page.goto( '/mein-konto/passwort-vergessen/' );
		await expect(
			page.getByRole( 'heading', { name: 'Passwort vergessen?' } )
		).toBeVisible();
		await expect(
			page.getByLabel( 'Benutzername oder E-Mail-Adresse' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Neues Passwort anfordern' } )
		).toBeVisible();
		// Its form, field and links are the login form's templates, which
		// the login page below scans whole.
	} );

	await test.step( 'the login form of the page she asked for, axe clean, fitting a phone 320 and 390 px wide', async () => {
		await page.goto( '/mein-konto/bestellungen/' );
		await expect(
			page.getByRole( 'link', { name: 'Passwort vergessen?' } )
		).toHaveAttribute( 'href', /\/mein-konto\/passwort-vergessen\/$/ );
		expect( await seriousViolations( page ) ).toEqual( [] );
		await atPhoneWidths( page, ( at ) =>
			expectNoHorizontalScroll( page, `the login form ${ at }` )
		);
	} );

	await test.step( 'logging in leads to the page she asked for', async () => {
		await page
			.getByLabel( 'Benutzername oder E-Mail-Adresse' )
			.fill( CUSTOMER.login );
		await page
			.getByLabel( 'Passwort', { exact: true } )
			.fill( CUSTOMER.password );
		await page.getByRole( 'button', { name: 'Anmelden' } ).click();
		await expect( page ).toHaveURL( /\/mein-konto\/bestellungen\/$/ );
		await expect(
			page.getByRole( 'table', { name: 'Deine Bestellungen' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'navigation', { name: 'Mein Konto' } )
		).toBeVisible();
	} );
} );
