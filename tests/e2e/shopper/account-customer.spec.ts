/**
 * The demo customer's account in the browser: her orders with German
 * statuses and a pay link, her subscription's page, and a saved card she
 * deletes by keyboard after a German confirmation; axe once on each page.
 * One login (by HTTP, account-helpers.ts) for all three. Proven through the
 * server in tests/php/Account/AccountPageTest.php: an order's own page (its
 * lines and address), cancelling a subscription after its confirmation
 * page (test_cancelling_a_subscription_asks_on_a_page_of_its_own_and_then_shows_it_cancelled),
 * the owner's actions; the notice shown once in tests/php/Shared/NoticesTest.php.
 * The guest's German login form with its lost-password link: AccountPageTest
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
	test( 'the customer sees her orders with German statuses and a pay link and her subscription, and deletes a saved card by keyboard after confirming', async ( {
		page,
	} ) => {
		// Three axe runs (up to ~15 s each on a busy two-core machine); the
		// account pages share their header, footer and navigation, scanned
		// whole on the orders page, so the others scan their own content.
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
			await expect(
				table.getByRole( 'link', { name: /ansehen$/ } )
			).toHaveCount( 3 );
			expect( await seriousViolations( page ) ).toEqual( [] );
		} );

		await test.step( 'her subscription with its terms and payment method', async () => {
			// Her one subscription's page, found in the list's HTML (the list
			// itself: AccountPageTest).
			const list = await (
				await page.request.get( '/mein-konto/abos/' )
			).text();
			const url = /href="[^"]*(\/mein-konto\/abos\/\d+\/)"/.exec(
				list
			)?.[ 1 ];
			expect( url, 'her subscription' ).toBeTruthy();
			await page.goto( String( url ) );
			const details = page.locator( '.vitrine-account__details' );
			await expect( details ).toContainText( 'Aktiv' );
			await expect( details ).toContainText( 'Monatsbox' );
			await expect( details ).toContainText( 'Visa •••• 4242' );
			await expect( details ).toContainText( 'Ende des Probezeitraums' );
			await expect(
				page.getByRole( 'link', { name: 'Zahlungsart ändern' } )
			).toHaveAttribute( 'href', /change_payment_method=\d+/ );
			await expect(
				page.getByRole( 'link', { name: 'Abo kündigen' } )
			).toHaveAttribute( 'href', /kuendigen=1/ );
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

			await page
				.getByRole( 'link', { name: 'Mastercard •••• 5454 löschen' } )
				.focus();
			await page.keyboard.press( 'Enter' );
			await expect(
				page.getByText(
					/Möchtest du Mastercard •••• 5454 wirklich löschen/
				)
			).toBeVisible();
			// The page's one axe run: its list with the confirmation (the
			// template every confirmation of my account shares).
			expect( await seriousViolations( page, 'main' ) ).toEqual( [] );
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
