/**
 * The demo customer's account: orders, a subscription she cancels
 * after a German confirmation, a saved card she deletes; axe and keyboard.
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

test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'My account (customer)', () => {
	// The same page first as a guest, then logged in, in one session.
	test( 'a guest sees the German login form with a lost-password link; the customer logs in and sees her orders with German statuses and a pay link', async ( {
		page,
	} ) => {
		// Two axe runs (up to ~15 s each on a busy two-core machine).
		test.setTimeout( 120_000 );
		await page.goto( '/mein-konto/bestellungen/' );
		await expect(
			page.getByRole( 'heading', { name: 'Anmelden' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Passwort vergessen?' } )
		).toBeVisible();
		await expect( page.locator( '.vitrine-account__table' ) ).toHaveCount(
			0
		);
		expect( await seriousViolations( page ) ).toEqual( [] );

		await logInOnAccountPage(
			page,
			CUSTOMER.login,
			CUSTOMER.password,
			'/mein-konto/bestellungen/'
		);
		const table = page.getByRole( 'table', { name: 'Deine Bestellungen' } );
		await expect( table.getByRole( 'row' ) ).toHaveCount( 4 );
		await expect( table ).toContainText( 'Abgeschlossen' );
		await expect( table ).toContainText( 'Zahlung ausstehend' );
		const pay = table.getByRole( 'link', { name: /bezahlen$/ } );
		await expect( pay ).toHaveCount( 1 );
		await expect( pay ).toHaveAttribute( 'href', /key=vo_/ );
		expect( await seriousViolations( page ) ).toEqual( [] );

		await table
			.getByRole( 'link', { name: /ansehen$/ } )
			.last()
			.click();
		await expect(
			page.getByRole( 'heading', { name: /^Bestellung #\d+$/ } )
		).toBeVisible();
		await expect( page.getByText( 'Ticket Sommerfest' ) ).toBeVisible();
		await expect( page.locator( 'address' ).first() ).toContainText(
			'Lindenstraße 12'
		);
	} );

	test( 'the customer opens her subscription and cancels it after confirming', async ( {
		page,
	} ) => {
		await logInOnAccountPage(
			page,
			CUSTOMER.login,
			CUSTOMER.password,
			'/mein-konto/abos/'
		);
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
		expect( await seriousViolations( page ) ).toEqual( [] );

		await page.getByRole( 'link', { name: 'Abo kündigen' } ).click();
		await expect(
			page.getByText( 'Möchtest du dieses Abo wirklich kündigen?' )
		).toBeVisible();
		expect( await seriousViolations( page ) ).toEqual( [] );
		await page.getByRole( 'button', { name: 'Ja, Abo kündigen' } ).click();

		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Dein Abo wurde gekündigt.'
		);
		await expect( details ).toContainText( 'Gekündigt' );
		await expect(
			page.getByRole( 'link', { name: 'Abo kündigen' } )
		).toHaveCount( 0 );
		await page.reload();
		await expect( page.getByRole( 'status' ) ).toHaveCount( 0 );
	} );

	test( 'the customer deletes a saved card after confirming, by keyboard', async ( {
		page,
	} ) => {
		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
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
		expect( await seriousViolations( page ) ).toEqual( [] );

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
	} );
} );
