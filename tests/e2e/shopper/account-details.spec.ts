/**
 * My account's addresses and password in the browser: server-rendered
 * forms whose German errors keep the input and fit a phone, axe clean, and
 * a new password that keeps her logged in and works at the next login.
 * What the server checks and stores is
 * tests/php/Account/AccountDetailsTest.php's: every German message (a
 * wrong current password, a short one, two that differ), nothing saved on
 * bad input, a saved address filling the checkout
 * (test_valid_addresses_are_saved_where_the_checkout_reads_them).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn, seriousViolations } from './account-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Whether the page scrolls sideways.
 *
 * @param page Playwright page.
 */
function fitsWidth( page: import('@playwright/test').Page ) {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth <=
			document.documentElement.clientWidth
	);
}

// One login; the account pages share their header, footer and navigation,
// scanned whole in account-customer.spec.ts, so axe looks at their content.
test( 'bad addresses get German errors and are kept, at 1280 and 390 px; a new password keeps her logged in and works at the next login', async ( {
	page,
} ) => {
	await logIn( page, CUSTOMER.login, CUSTOMER.password );

	// One page state (the form with its errors) looked at 1280 and 390 px wide.
	await test.step( 'bad input gets German errors and is kept, at 1280 and 390 px', async () => {
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
		for ( const width of [ 1280, 390 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			expect( await fitsWidth( page ), `${ width } px` ).toBe( true );
		}
		await page.setViewportSize( { width: 1280, height: 800 } );
	} );

	await test.step( 'a new password keeps her logged in, axe clean, and works at the next login', async () => {
		await page.goto( '/mein-konto/passwort/' );
		await expect(
			page.getByRole( 'heading', { name: 'Passwort ändern' } )
		).toBeVisible();
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
		// Still logged in.
		await expect(
			page.getByRole( 'navigation', { name: 'Mein Konto' } )
		).toBeVisible();
		expect( await seriousViolations( page, 'main' ) ).toEqual( [] );

		await page.context().clearCookies();
		await logIn( page, CUSTOMER.login, 'neues-passwort' );
	} );
} );
