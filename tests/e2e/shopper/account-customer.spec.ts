/**
 * The demo customer's account in the browser, one login (by HTTP,
 * account-helpers.ts) for all of it: her orders with German statuses and a
 * pay link, her subscription's page, a saved card she deletes by keyboard
 * after a German confirmation, her addresses whose German errors keep the
 * input, and a new password that keeps her logged in and works at the next
 * login; axe once on each kind of page (the orders' table, a
 * subscription's terms with a confirmation, the payment methods' table with
 * a notice, a form with its errors), and each section fitting a phone 320
 * and 390 px wide (the window resized, never reloaded).
 *
 * Proven through the server: in tests/php/Account/AccountPageTest.php an
 * order's own page (its lines and address), cancelling a subscription after
 * its confirmation page
 * (test_cancelling_a_subscription_asks_on_a_page_of_its_own_and_then_shows_it_cancelled)
 * and the owner's actions; in tests/php/Account/AccountDetailsTest.php every
 * German message of the addresses and the password (a wrong current
 * password, a short one, two that differ), nothing saved on bad input and a
 * saved address filling the checkout
 * (test_valid_addresses_are_saved_where_the_checkout_reads_them); the
 * notices shown once in tests/php/Shared/NoticesTest.php. The guest's login
 * form: account-login.spec.ts.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn, seriousViolations } from './account-helpers';
import { atPhoneWidths, expectNoHorizontalScroll } from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * The loaded account section at the phone widths: its navigation shows and
 * nothing scrolls sideways.
 *
 * @param page Playwright page.
 * @param what The section, for the messages.
 */
function fitsPhones( page: Page, what: string ) {
	return atPhoneWidths( page, async ( at ) => {
		await expect
			.soft(
				page.getByRole( 'navigation', { name: 'Mein Konto' } ),
				`${ what } ${ at }`
			)
			.toBeVisible();
		await expectNoHorizontalScroll( page, `${ what } ${ at }` );
	} );
}

// The account pages share their header, footer and navigation, scanned
// whole on the orders page, so the others scan their own content; a step
// per section names it in a failure.
test( 'the customer sees her orders with German statuses and a pay link and her subscription, deletes a saved card by keyboard after confirming, gets German errors that keep her addresses and changes her password; each section fits a phone 320 and 390 px wide', async ( {
	page,
} ) => {
	// Four axe runs (up to ~15 s each on a busy two-core machine).
	test.setTimeout( 180_000 );
	await logIn( page, CUSTOMER.login, CUSTOMER.password );

	await test.step( 'the dashboard fits a phone', async () => {
		await page.goto( '/mein-konto/' );
		await fitsPhones( page, '/mein-konto/' );
	} );

	await test.step( 'orders with German statuses and a pay link', async () => {
		await page.goto( '/mein-konto/bestellungen/' );
		const table = page.getByRole( 'table', {
			name: 'Deine Bestellungen',
		} );
		await expect( table.getByRole( 'row' ) ).toHaveCount( 4 );
		await expect( table ).toContainText( 'Abgeschlossen' );
		await expect( table ).toContainText( 'Zahlung ausstehend' );
		const pay = table.getByRole( 'link', { name: /bezahlen$/ } );
		await expect( pay ).toHaveCount( 1 );
		await expect( pay ).toHaveAttribute( 'href', /key=vo_/ );
		await expect(
			table.getByRole( 'link', { name: /ansehen$/ } )
		).toHaveCount( 3 );
		expect( await seriousViolations( page ) ).toEqual( [] );
		await fitsPhones( page, '/mein-konto/bestellungen/' );
	} );

	await test.step( 'her subscription with its terms and payment method, and the confirmation before cancelling it', async () => {
		await page.goto( '/mein-konto/abos/' );
		await fitsPhones( page, '/mein-konto/abos/' );
		await page.getByRole( 'link', { name: /^Abo #\d+ ansehen$/ } ).click();
		await expect( page ).toHaveURL( /\/mein-konto\/abos\/\d+\/$/ );
		const details = page.locator( '.vitrine-account__details' );
		await expect( details ).toContainText( 'Aktiv' );
		await expect( details ).toContainText( 'Monatsbox' );
		await expect( details ).toContainText( 'Visa •••• 4242' );
		await expect( details ).toContainText( 'Ende des Probezeitraums' );
		await expect(
			page.getByRole( 'link', { name: 'Zahlungsart ändern' } )
		).toHaveAttribute( 'href', /change_payment_method=\d+/ );
		// Cancelling asks first, on a page of its own; what the answer does
		// is AccountPageTest's.
		await page.getByRole( 'link', { name: 'Abo kündigen' } ).click();
		await expect(
			page.getByText( 'Möchtest du dieses Abo wirklich kündigen?' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Ja, Abo kündigen' } )
		).toBeVisible();
		await expect( details ).toContainText( 'Monatsbox' );
		// The page's one axe run: its terms with the confirmation (the
		// template every confirmation of my account shares).
		expect( await seriousViolations( page, 'main' ) ).toEqual( [] );
	} );

	await test.step( 'a saved card, deleted after confirming, by keyboard', async () => {
		const nav = page.getByRole( 'navigation', { name: 'Mein Konto' } );
		await nav.getByRole( 'link', { name: 'Zahlungsarten' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\/mein-konto\/zahlungsarten\/$/ );
		await expect(
			nav.getByRole( 'link', { name: 'Zahlungsarten' } )
		).toHaveAttribute( 'aria-current', 'page' );
		const table = page.getByRole( 'table', {
			name: 'Deine gespeicherten Zahlungsarten',
		} );
		await expect( table ).toContainText( 'Visa •••• 4242' );
		await expect( table ).toContainText( 'Mastercard •••• 5454' );
		await fitsPhones( page, '/mein-konto/zahlungsarten/' );

		await page
			.getByRole( 'link', { name: 'Mastercard •••• 5454 löschen' } )
			.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByText(
				/Möchtest du Mastercard •••• 5454 wirklich löschen/
			)
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Ja, löschen' } ).focus();
		await page.keyboard.press( 'Enter' );

		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Die Zahlungsart wurde gelöscht.'
		);
		await expect( table ).not.toContainText( 'Mastercard' );
		await expect( table ).toContainText( 'Visa •••• 4242' );
		// The page's one axe run: its list with the success notice (the
		// notice template of every action in my account).
		expect( await seriousViolations( page, 'main' ) ).toEqual( [] );
	} );

	// One page state (the form with its errors) looked at in each width.
	await test.step( 'bad addresses get German errors and are kept, at 1280, 390 and 320 px', async () => {
		await page.goto( '/mein-konto/adressen/' );
		await expect(
			page.getByRole( 'heading', { name: 'Adressen' } )
		).toBeVisible();
		const postcode = page.locator( '#vitrine-account-billing_postcode' );
		const city = page.locator( '#vitrine-account-billing_city' );
		// The demo's saved address.
		await expect( city ).toHaveValue( /^Berlin/ );

		await postcode.fill( '1234' );
		await city.fill( '' );
		await page
			.locator( '#vitrine-account-shipping_first_name' )
			.fill( 'Paula' );
		await page
			.getByRole( 'button', { name: 'Adressen speichern' } )
			.click();
		const alert = page.getByRole( 'alert' );
		await expect( alert ).toContainText(
			'Postleitzahl (Rechnungsadresse) ist keine gültige Postleitzahl.'
		);
		await expect( alert ).toContainText(
			'Ort (Rechnungsadresse) ist ein Pflichtfeld.'
		);
		await expect( alert ).toContainText(
			'Nachname (Lieferadresse) ist ein Pflichtfeld.'
		);
		await expect( postcode ).toHaveValue( '1234' );
		await expect( postcode ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			page.locator( '#vitrine-account-shipping_first_name' )
		).toHaveValue( 'Paula' );
		expect( await seriousViolations( page, 'main' ) ).toEqual( [] );
		await expectNoHorizontalScroll(
			page,
			'/mein-konto/adressen/ at 1280 px'
		);
		await fitsPhones( page, '/mein-konto/adressen/ with its errors' );
	} );

	await test.step( 'a new password keeps her logged in and works at the next login', async () => {
		await page.goto( '/mein-konto/passwort/' );
		await expect(
			page.getByRole( 'heading', { name: 'Passwort ändern' } )
		).toBeVisible();
		await fitsPhones( page, '/mein-konto/passwort/' );
		await page.getByLabel( 'Aktuelles Passwort' ).fill( CUSTOMER.password );
		await page
			.getByLabel( 'Neues Passwort', { exact: true } )
			.fill( 'neues-passwort' );
		await page
			.getByLabel( 'Neues Passwort wiederholen' )
			.fill( 'neues-passwort' );
		await page.getByRole( 'button', { name: 'Passwort ändern' } ).click();
		await expect(
			page.locator( '.vitrine-account__notice--success' )
		).toContainText( 'Dein Passwort wurde geändert.' );
		// Still logged in. The page's fields and its notice are the
		// templates scanned on the addresses and payment methods above.
		await expect(
			page.getByRole( 'navigation', { name: 'Mein Konto' } )
		).toBeVisible();

		await page.context().clearCookies();
		await logIn( page, CUSTOMER.login, 'neues-passwort' );
	} );
} );
