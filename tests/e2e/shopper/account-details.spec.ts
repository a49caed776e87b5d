/**
 * My account's addresses and password in the browser: server-rendered
 * forms, German errors that keep the input and fit a phone, the saved
 * address filling the checkout, the new password working at the next
 * login. What the server checks and stores (every German message, nothing
 * saved on bad input, the password rules) is
 * tests/php/Account/AccountDetailsTest.php's.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn, seriousViolations } from './account-helpers';
import { fillCart } from './shop-helpers';

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

// One page state (the form with its errors) looked at 1280 and 390 px wide.
test( 'bad input gets German errors and is kept, at 1280 and 390 px; the saved address fills the checkout', async ( {
	page,
} ) => {
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	await page.goto( '/mein-konto/' );
	await page
		.getByRole( 'navigation', { name: 'Mein Konto' } )
		.getByRole( 'link', { name: 'Adressen' } )
		.click();
	await expect( page ).toHaveURL( /\/mein-konto\/adressen\/$/ );
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
	await page.getByRole( 'button', { name: 'Adressen speichern' } ).click();
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
	expect( await seriousViolations( page ) ).toEqual( [] );
	for ( const width of [ 1280, 390 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		expect( await fitsWidth( page ), `${ width } px` ).toBe( true );
	}

	// Saved at 390 px.
	await postcode.fill( '10117' );
	await city.fill( 'Berlin-Mitte' );
	await page.locator( '#vitrine-account-shipping_first_name' ).fill( '' );
	await page.getByRole( 'button', { name: 'Adressen speichern' } ).click();
	await expect(
		page.locator( '.vitrine-account__notice--success' )
	).toContainText( 'Deine Adressen wurden gespeichert.' );
	await expect( city ).toHaveValue( 'Berlin-Mitte' );
	expect( await fitsWidth( page ) ).toBe( true );

	await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );
	await expect( page.locator( '#billing_city' ) ).toHaveValue(
		'Berlin-Mitte'
	);
	await expect( page.locator( '#billing_postcode' ) ).toHaveValue( '10117' );
} );

test.describe( 'Password in my account', () => {
	test( 'the current password is checked, the new one is asked twice and works at the next login', async ( {
		page,
	} ) => {
		await logIn( page, CUSTOMER.login, CUSTOMER.password );
		await page.goto( '/mein-konto/passwort/' );
		await expect(
			page.getByRole( 'heading', { name: 'Passwort ändern' } )
		).toBeVisible();
		const current = page.getByLabel( 'Aktuelles Passwort' );
		const first = page.getByLabel( 'Neues Passwort', { exact: true } );
		const second = page.getByLabel( 'Neues Passwort wiederholen' );
		const submit = page.getByRole( 'button', { name: 'Passwort ändern' } );

		// One refusal shows how the page answers; the rules and their
		// messages (a short one, two that differ) are AccountDetailsTest's.
		await current.fill( 'falsch' );
		await first.fill( 'neues-passwort' );
		await second.fill( 'neues-passwort' );
		await submit.click();
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Dein aktuelles Passwort ist nicht richtig.'
		);
		await expect( current ).toHaveValue( '' );

		await current.fill( CUSTOMER.password );
		await first.fill( 'neues-passwort' );
		await second.fill( 'neues-passwort' );
		await submit.click();
		await expect(
			page.locator( '.vitrine-account__notice--success' )
		).toContainText( 'Dein Passwort wurde geändert.' );
		// Still logged in.
		await expect(
			page.getByRole( 'navigation', { name: 'Mein Konto' } )
		).toBeVisible();
		expect( await seriousViolations( page ) ).toEqual( [] );

		await page.context().clearCookies();
		await logIn( page, CUSTOMER.login, 'neues-passwort' );
	} );
} );
