/**
 * Going live from Einstellungen → Vitrine PayPal: a new owner switches the
 * demo shop to "Sandbox" (here the emulator, which the local site puts at
 * the provider's hosts) with the credentials of a sandbox app; saving
 * checks the connection, the webhook sets itself up, the test event arrives
 * verified. A guest then pays, the owner refunds in the order screen, and
 * the provider's events for both (delivered by the emulator as the provider
 * delivers them) are applied once: one refund, not two.
 *
 * Elsewhere: a wrong secret refused in the browser, the input and the
 * stored settings kept (provider-tabs.spec.ts); on the server, a wrong
 * secret, sandbox credentials on Live and an unreachable host each keep the
 * stored settings and the webhook, with their German messages
 * (tests/php/Admin/ProviderSettingsControllerTest.php); the refund event's
 * rules (tests/php/Payment/Webhooks/RefundEventsTest.php).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { BILLING } from '../shopper/pay-checkout-helpers';
import { emulator } from '../shopper/pay-helpers';
import { shopSettings, sitePhp, unpaidOrder } from '../shopper/pay-site';

/** The owner's sandbox app, as the emulator knows it. */
const APP = 'vitrine-sandbox-app';
const SECRET = 'sandbox-geheim-42';

/** What the shop's event log and refund records hold. */
interface Applied {
	events: Array< {
		event_type: string;
		resource_id: string;
		outcome: string;
	} >;
	refunds: Array< { refund_id: string; amount: string } >;
}

/**
 * The webhook events the shop applied and an order's refunds.
 *
 * @param orderId Order id.
 */
const applied = ( orderId: number ): Applied =>
	JSON.parse(
		sitePhp(
			`global $wpdb;
			$t = Vitrine\\Payment\\Webhooks\\EventLog::table();
			echo wp_json_encode( array(
				'events' => $wpdb->get_results( "SELECT event_type, resource_id, outcome FROM {$t} ORDER BY received_at", ARRAY_A ),
				'refunds' => array_map( static fn( $r ) => array( 'refund_id' => (string) $r['refund_id'], 'amount' => (string) $r['amount'] ), Vitrine\\Refunds\\RefundRepository::of_order( ${ orderId } ) ),
			) );`
		)
	);

test.describe( 'Go live', () => {
	test( 'connects a sandbox app, its webhook and test event arrive, a payment and its refund are applied once', async ( {
		page,
		playwright,
		requestUtils,
	} ) => {
		const card = page.locator( '#vitrine-go-live' );
		const save = card.getByRole( 'button', {
			name: 'Änderungen speichern',
		} );

		await test.step( 'the sandbox app connects, its webhook sets itself up', async () => {
			shopSettings( {
				options: { vitrine_site_provider_at_emulator: true },
			} );
			await emulator( 'config', 'POST', {
				clients: {
					[ APP ]: SECRET,
					'vitrine-demo': 'vitrine-demo-secret',
				},
			} );
			await page.goto(
				'/wp-admin/options-general.php?page=vitrine-provider'
			);
			await card.getByLabel( 'Umgebung' ).selectOption( 'sandbox' );
			await card.getByLabel( 'Client-ID' ).fill( APP );
			await card.getByLabel( 'Secret' ).fill( SECRET );
			await save.click();
			await expect(
				card.getByText(
					'Einstellungen gespeichert. Die Verbindung funktioniert.'
				)
			).toBeVisible();
			await expect(
				card.locator( '[data-item="webhook"]' )
			).toContainText( '✅' );
			const registered = await emulator( 'registered-webhooks' );
			expect( registered ).toHaveLength( 1 );
			expect( registered[ 0 ] ).toMatchObject( {
				clientId: APP,
				url: expect.stringMatching(
					/\/wp-json\/vitrine\/v1\/webhook$/
				),
			} );
			expect( registered[ 0 ].event_types ).toEqual(
				expect.arrayContaining( [
					'PAYMENT.CAPTURE.COMPLETED',
					'PAYMENT.CAPTURE.REFUNDED',
				] )
			);
		} );

		await test.step( 'the test event arrives, verified', async () => {
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
									items: Record<
										string,
										{ ok: boolean | null }
									>;
								};
							} >( { path: '/vitrine/v1/provider/go-live' } )
						).readiness.items.test_event.ok,
					{ timeout: 15_000 }
				)
				.toBe( true );
			await card
				.getByRole( 'button', { name: 'Verbindung prüfen' } )
				.click();
			await expect(
				card.getByText( 'Die Verbindung funktioniert.' )
			).toBeVisible();
			await expect(
				card.locator( '[data-item="test_event"]' )
			).toContainText( '✅' );
			await expect(
				card.locator( '[data-item="webhook"]' )
			).toContainText( 'Letzte geprüfte Zustellung' );
		} );

		// A guest pays an unpaid order on its pay-for-order page, over HTTP as
		// its wallet button does (the sandbox SDK would come from the
		// provider's host; paying in the browser: pay-checkout-pay-now.spec.ts).
		const unpaid = unpaidOrder( BILLING );
		await test.step( 'a guest pays', async () => {
			const guest = await playwright.request.newContext( {
				baseURL: new URL( page.url() ).origin,
				storageState: { cookies: [], origins: [] },
			} );
			const html = await ( await guest.get( unpaid.payUrl ) ).text();
			const nonce = ( name: string ) =>
				new RegExp(
					`"${ name }":\\{"endpoint":"[^"]*","nonce":"(\\w+)"`
				).exec( html )?.[ 1 ];
			const created = await (
				await guest.post( '/?wc-ajax=create_order', {
					data: {
						nonce: nonce( 'create_order' ),
						context: 'pay-now',
						order_id: unpaid.id,
						order_key: unpaid.key,
						funding_source: 'paypal',
					},
				} )
			).json();
			expect( created, 'create_order' ).toMatchObject( {
				success: true,
			} );
			await emulator( `orders/${ created.data.id }/approve`, 'POST' );
			const approved = await (
				await guest.post( '/?wc-ajax=approve_order', {
					data: {
						nonce: nonce( 'approve_order' ),
						order_id: created.data.id,
						funding_source: 'paypal',
					},
				} )
			).json();
			expect( approved, 'approve_order' ).toMatchObject( {
				success: true,
			} );
			await guest.dispose();
		} );

		await test.step( 'the owner refunds, the refund event is applied once', async () => {
			await page.goto(
				`/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders&order=${ unpaid.id }`
			);
			await page.getByLabel( 'Zu erstattender Betrag' ).fill( '1,00' );
			await page
				.getByRole( 'button', {
					name: 'Über den Zahlungsanbieter erstatten',
				} )
				.click();
			const rows = page
				.getByRole( 'table', { name: 'Erstattungen' } )
				.locator( 'tbody tr' );
			await expect( rows ).toHaveCount( 1 );
			let seen: Applied = { events: [], refunds: [] };
			const of = ( type: string ) =>
				seen.events.filter( ( e ) => e.event_type === type );
			// The refund's event, and the payment's own before it, each applied once.
			await expect
				.poll(
					() => {
						seen = applied( unpaid.id );
						return [
							of( 'PAYMENT.CAPTURE.COMPLETED' ).length,
							of( 'PAYMENT.CAPTURE.REFUNDED' ).length,
						];
					},
					{ timeout: 15_000 }
				)
				.toEqual( [ 1, 1 ] );
			// One refund, recorded by the owner's request or by the event,
			// whichever came first; the other found it there.
			expect( seen.refunds ).toEqual( [
				{ refund_id: expect.any( String ), amount: '100' },
			] );
			expect( of( 'PAYMENT.CAPTURE.REFUNDED' )[ 0 ].resource_id ).toBe(
				seen.refunds[ 0 ].refund_id
			);
		} );
	} );
} );
