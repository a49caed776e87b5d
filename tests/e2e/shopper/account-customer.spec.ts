/**
 * The demo customer's account: orders, a subscription she cancels
 * after a German confirmation, a saved card she deletes; axe and keyboard.
 * One login (by HTTP, account-helpers.ts) for all three. The guest's
 * German login form with its lost-password link: AccountPageTest
 * (test_a_guest_gets_the_german_login_form) and, in the browser,
 * account-login.spec.ts, which runs axe on it.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn, seriousViolations } from './account-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'My account (customer)', () => {
	// One login for the three; a step each names it in a failure.
	test( 'the customer sees her orders with German statuses and a pay link, cancels her subscription after confirming and deletes a saved card by keyboard', async ( {
		page,
	} ) => {
		// Four axe runs (up to ~15 s each on a busy two-core machine).
		test.setTimeout( 120_000 );
		await logIn( page, CUSTOMER.login, CUSTOMER.password );

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

		await test.step( 'the subscription, cancelled after confirming', async () => {
			await page.goto( '/mein-konto/abos/' );
			await page
				.getByRole( 'link', { name: /^Abo #\d+ ansehen$/ } )
				.click();
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
			await page
				.getByRole( 'button', { name: 'Ja, Abo kündigen' } )
				.click();

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
} );
