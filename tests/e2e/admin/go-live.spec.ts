/**
 * Going live from Einstellungen → Vitrine PayPal: the owner checks the
 * connection to the provider (here the emulator with the demo's
 * credentials), sees the webhook set up for this site, sends a test event
 * and sees it arrive, verified.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

const emulator = () => process.env.VITRINE_EMULATOR_URL ?? '';

test.describe( 'Go live', () => {
	test( 'checks the connection, sets up the webhook and receives the test event', async ( {
		page,
		request,
		requestUtils,
	} ) => {
		await page.goto(
			'/wp-admin/options-general.php?page=vitrine-provider'
		);
		const card = page.locator( '#vitrine-go-live' );
		await expect(
			card.getByRole( 'tab', { name: 'Konto & Go-live' } )
		).toBeVisible();

		await card.getByRole( 'button', { name: 'Verbindung prüfen' } ).click();
		await expect(
			card.getByText( 'Die Verbindung funktioniert.' )
		).toBeVisible();
		const webhook = card.locator( '[data-item="webhook"]' );
		await expect( webhook ).toContainText( '✅' );

		const registered = await (
			await request.get( emulator() + '/__emulator/registered-webhooks' )
		).json();
		expect( registered ).toHaveLength( 1 );
		expect( registered[ 0 ].url ).toMatch(
			/\/wp-json\/vitrine\/v1\/webhook$/
		);
		expect( registered[ 0 ].event_types ).toContain(
			'PAYMENT.CAPTURE.COMPLETED'
		);

		await card
			.getByRole( 'button', { name: 'Test-Webhook senden' } )
			.click();
		await expect(
			card.getByText( /PayPal sendet das Test-Ereignis/ )
		).toBeVisible();
		// The emulator delivers after its answer: the server's status, read
		// over REST until the event arrived, then the screen asked once more.
		await expect
			.poll(
				async () =>
					(
						await requestUtils.rest< {
							readiness: {
								items: Record< string, { ok: boolean | null } >;
							};
						} >( { path: '/vitrine/v1/provider/go-live' } )
					).readiness.items.test_event.ok,
				{ timeout: 15_000 }
			)
			.toBe( true );
		await card.getByRole( 'button', { name: 'Verbindung prüfen' } ).click();
		await expect(
			card.locator( '[data-item="test_event"]' )
		).toContainText( '✅' );
		await expect( webhook ).toContainText( 'Letzte geprüfte Zustellung' );
	} );
} );
