/**
 * My account's addresses and password: server-rendered
 * forms, German errors that keep the input, the saved address filling the
 * checkout, the new password working at the next login; at 1280 and 390 px.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	CUSTOMER,
	logInOnAccountPage,
	seriousViolations,
} from './account-helpers';
import { fillCart } from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

// Both widths in one session (one login); a step per width names it in a
// failure. The 390 px run sees the 1280 px run's save.
test( 'bad input gets German errors and is kept; the saved address fills the checkout, at 1280 and 390 px', async ( {
	page,
} ) => {
	// Two axe runs (up to ~15 s each on a busy two-core machine).
	test.setTimeout( 120_000 );
	await logInOnAccountPage(
		page,
		CUSTOMER.login,
		CUSTOMER.password,
		'/mein-konto/adressen/'
	);
	for ( const width of [ 1280, 390 ] ) {
		await test.step( `at ${ width } px`, async () => {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( '/mein-konto/adressen/' );
			await page
				.getByRole( 'navigation', { name: 'Mein Konto' } )
				.getByRole( 'link', { name: 'Adressen' } )
				.click();
			await expect( page ).toHaveURL( /\/mein-konto\/adressen\/$/ );
			await expect(
				page.getByRole( 'heading', { name: 'Adressen' } )
			).toBeVisible();
			const postcode = page.locator(
				'#vitrine-account-billing_postcode'
			);
			const city = page.locator( '#vitrine-account-billing_city' );
			// The demo's saved address (the 390 px run sees the 1280 px run's save).
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
			expect( await seriousViolations( page ) ).toEqual( [] );
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth <=
						document.documentElement.clientWidth
				)
			).toBe( true );

			await postcode.fill( '10117' );
			await city.fill( 'Berlin-Mitte' );
			await page
				.locator( '#vitrine-account-shipping_first_name' )
				.fill( '' );
			await page
				.getByRole( 'button', { name: 'Adressen speichern' } )
				.click();
			await expect(
				page.locator( '.vitrine-account__notice--success' )
			).toContainText( 'Deine Adressen wurden gespeichert.' );
			await expect( city ).toHaveValue( 'Berlin-Mitte' );

			await fillCart( page, [ { slug: 'kaffeetasse' } ] );
			await page.goto( '/kasse/' );
			await expect( page.locator( '#billing_city' ) ).toHaveValue(
				'Berlin-Mitte'
			);
			await expect( page.locator( '#billing_postcode' ) ).toHaveValue(
				'10117'
			);
		} );
	}
} );

test.describe( 'Password in my account', () => {
	test( 'the current password is checked, the new one is asked twice and works at the next login', async ( {
		page,
	} ) => {
		await logInOnAccountPage(
			page,
			CUSTOMER.login,
			CUSTOMER.password,
			'/mein-konto/passwort/'
		);
		await expect(
			page.getByRole( 'heading', { name: 'Passwort ändern' } )
		).toBeVisible();
		const current = page.getByLabel( 'Aktuelles Passwort' );
		const first = page.getByLabel( 'Neues Passwort', { exact: true } );
		const second = page.getByLabel( 'Neues Passwort wiederholen' );
		const submit = page.getByRole( 'button', { name: 'Passwort ändern' } );

		await current.fill( 'falsch' );
		await first.fill( 'neues-passwort' );
		await second.fill( 'neues-passwort' );
		await submit.click();
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Dein aktuelles Passwort ist nicht richtig.'
		);
		await expect( current ).toHaveValue( '' );

		await current.fill( CUSTOMER.password );
		await first.fill( 'kurz' );
		await second.fill( 'kurz' );
		await submit.click();
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Das neue Passwort muss 8 bis 200 Zeichen lang sein.'
		);

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
		await logInOnAccountPage( page, CUSTOMER.login, 'neues-passwort' );
	} );
} );
