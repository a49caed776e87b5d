/**
 * The first-run setup (Einstellungen → Vitrine einrichten): the activation
 * notice leads an owner into it; each step is saved at once (a wrong
 * postcode named by the server, a wrong IBAN at once by the screen, the
 * typed input kept); reopening continues at the first open step; the
 * shipping editor sits in its step (its saving: the step's Jest test); PayPal is
 * connected through the go-live check; the overview works at 390 px and
 * with the keyboard; a finished setup no longer nags. What each route
 * refuses, and that nothing is written then, is SetupControllerTest's.
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

test.describe( 'First-run setup', () => {
	test( 'leads the owner from the notice through every step to a finished setup', async ( {
		page,
		consoleErrors,
	} ) => {
		test.setTimeout( 120_000 );
		const setup = page.locator( '#vitrine-setup' );
		const heading = ( name: string | RegExp ) =>
			setup.getByRole( 'heading', { level: 2, name } );

		await test.step( 'the activation notice leads to the first step', async () => {
			await page.goto( '/wp-admin/' );
			await page
				.locator( '.vitrine-setup-notice' )
				.getByRole( 'link', { name: 'Shop einrichten' } )
				.click();
			// The first admin page with the components' scripts is slow on a busy machine.
			await expect(
				heading( 'Schritt 1 von 5: Adresse und Rechtliches' )
			).toBeVisible( { timeout: 30_000 } );
			await expect( page.locator( '.vitrine-setup-notice' ) ).toHaveCount(
				0
			);
		} );

		await test.step( 'a refused address keeps the input; Enter saves it', async () => {
			await setup
				.getByLabel( 'Name oder Firma' )
				.fill( 'Kerzenwerkstatt' );
			await setup
				.getByLabel( 'Straße und Hausnummer' )
				.fill( 'Hauptstraße 5' );
			const postcode = setup.getByLabel( 'Postleitzahl' );
			await postcode.fill( '5066' );
			await setup.getByLabel( 'Ort' ).fill( 'Köln' );
			await setup
				.getByRole( 'button', { name: 'Speichern und weiter' } )
				.click();
			await expect( postcode ).toHaveAccessibleDescription(
				/Postleitzahl ist keine gültige Postleitzahl\./
			);
			await expect( postcode ).toBeFocused();
			await expect( postcode ).toHaveValue( '5066' );
			// The browser reports the refusal (400) itself; nothing else failed.
			expect( consoleErrors ).toEqual( [
				expect.stringContaining( 'status of 400' ),
			] );
			consoleErrors.length = 0;
			// The form, its errors shown.
			expect( await seriousViolations( page, '#vitrine-setup' ) ).toEqual(
				[]
			);
			await expect(
				setup.getByLabel( 'Straße und Hausnummer' )
			).toHaveValue( 'Hauptstraße 5' );

			await postcode.fill( '50667' );
			await postcode.press( 'Enter' );
			const next = heading( 'Schritt 2 von 5: Währung und Preise' );
			await expect( next ).toBeFocused();
			await expect(
				setup.getByText( 'Adresse und Rechtliches gespeichert.' )
			).toBeVisible();
		} );

		await test.step( 'currency: Euro, prices incl. VAT', async () => {
			await expect( setup.getByLabel( 'Währung' ) ).toHaveValue( 'EUR' );
			await expect(
				setup.getByText( /19,90\s€ inkl\. MwSt\., zzgl\. Versand/ )
			).toBeVisible();
			await setup
				.getByRole( 'button', { name: 'Speichern und weiter' } )
				.click();
			await expect( heading( /Bankverbindung$/ ) ).toBeFocused();
		} );

		await test.step( 'bank: a wrong IBAN is named on leaving the field, a right one saved', async () => {
			const iban = setup.getByLabel( 'IBAN' );
			await iban.fill( 'DE88 3704 0044 0532 0130 00' );
			await iban.press( 'Tab' );
			await expect( iban ).toHaveAccessibleDescription(
				/Die Prüfziffern dieser IBAN stimmen nicht/
			);
			await iban.fill( 'DE89 3704 0044 0532 0130 00' );
			await iban.press( 'Tab' );
			await expect( iban ).toHaveAccessibleDescription(
				'Gültige IBAN aus Deutschland.'
			);
			await setup
				.getByRole( 'button', { name: 'Speichern und weiter' } )
				.click();
			await expect( heading( /Versand$/ ) ).toBeVisible();
		} );

		await test.step( 'reopening continues at the first open step', async () => {
			await page.reload();
			await expect( heading( 'Schritt 4 von 5: Versand' ) ).toBeVisible();
			const steps = setup.getByRole( 'navigation', {
				name: 'Schritte der Einrichtung',
			} );
			await expect( steps ).toContainText( '3 von 5 Schritten erledigt' );
			await expect(
				steps.getByRole( 'button', {
					name: /Bankverbindung\s*erledigt/,
				} )
			).toBeVisible();
		} );

		await test.step( 'shipping: the zones in the editor, continued unchanged', async () => {
			await expect(
				setup.getByRole( 'heading', { level: 3, name: 'Deutschland' } )
			).toBeVisible();
			await expect(
				setup.getByRole( 'textbox', { name: 'Kosten (EUR)' } ).first()
			).toHaveValue( '4,90' );
			expect( await seriousViolations( page, '#vitrine-setup' ) ).toEqual(
				[]
			);
			await setup
				.getByRole( 'button', { name: 'Passt so, weiter' } )
				.click();
			await expect( heading( /PayPal verbinden$/ ) ).toBeVisible();
		} );

		await test.step( 'PayPal: the stored credentials pass the connection check', async () => {
			await expect( setup.getByLabel( 'Client-ID' ) ).toHaveValue(
				'vitrine-demo'
			);
			await setup
				.getByRole( 'button', { name: 'Verbinden und weiter' } )
				.click();
			await expect(
				setup.getByText( 'Die Verbindung funktioniert.' )
			).toBeVisible();
			await expect( heading( 'Übersicht' ) ).toBeFocused();
		} );

		await test.step( 'the overview fits 390 px; finished with the keyboard', async () => {
			await page.setViewportSize( { width: 390, height: 844 } );
			const finish = setup.getByRole( 'button', {
				name: 'Einrichtung abschließen',
			} );
			await expect( finish ).toBeVisible();
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth <=
						window.innerWidth
				)
			).toBe( true );
			await finish.focus();
			await page.keyboard.press( 'Enter' );
			await expect(
				heading( 'Dein Shop ist eingerichtet' )
			).toBeVisible();
		} );

		await test.step( 'a finished setup no longer nags', async () => {
			await page.goto( '/wp-admin/' );
			await expect( page.locator( '#dashboard-widgets' ) ).toBeVisible();
			await expect( page.locator( '.vitrine-setup-notice' ) ).toHaveCount(
				0
			);
		} );
	} );
} );
