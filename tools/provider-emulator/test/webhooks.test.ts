/* @jest-environment node */
/**
 * The emulator's webhook control for the shop's handlers:
 * events around any resource in the provider's envelope, verifiable;
 * delivery to a loopback URL, several times and replayed unchanged; a
 * capture's status set by a review; a subscription's failed payment.
 */
/**
 * External dependencies
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Internal dependencies
 */
import { emulatorHarness, monthlyPlan, type Json } from './harness/emulator';

const { call } = emulatorHarness();

/** A shop's webhook endpoint on loopback that records what it receives. */
function receiver(): Promise< {
	url: string;
	received: Array< { headers: http.IncomingHttpHeaders; body: string } >;
	close: () => void;
} > {
	const received: Array< {
		headers: http.IncomingHttpHeaders;
		body: string;
	} > = [];
	const server = http.createServer( ( req, res ) => {
		let body = '';
		req.on( 'data', ( chunk ) => ( body += chunk ) );
		req.on( 'end', () => {
			received.push( { headers: req.headers, body } );
			res.writeHead( 200, { 'Content-Type': 'application/json' } );
			res.end( JSON.stringify( { n: received.length } ) );
		} );
	} );
	return new Promise( ( resolve ) =>
		server.listen( 0, '127.0.0.1', () =>
			resolve( {
				url: `http://127.0.0.1:${
					( server.address() as AddressInfo ).port
				}/hook`,
				received,
				close: () => server.close(),
			} )
		)
	);
}

/**
 * Asks verify-webhook-signature about a delivery.
 *
 * @param delivery         The delivery.
 * @param delivery.headers Its headers.
 * @param delivery.body    Its raw body.
 * @param webhookId        Webhook id.
 */
async function verification(
	delivery: Json,
	webhookId: string
): Promise< string > {
	const { body } = await call(
		'POST',
		'/v1/notifications/verify-webhook-signature',
		{
			auth_algo: delivery.headers[ 'PAYPAL-AUTH-ALGO' ],
			cert_url: delivery.headers[ 'PAYPAL-CERT-URL' ],
			transmission_id: delivery.headers[ 'PAYPAL-TRANSMISSION-ID' ],
			transmission_sig: delivery.headers[ 'PAYPAL-TRANSMISSION-SIG' ],
			transmission_time: delivery.headers[ 'PAYPAL-TRANSMISSION-TIME' ],
			webhook_id: webhookId,
			webhook_event: JSON.parse( delivery.body ),
		}
	);
	return body.verification_status;
}

describe( 'Webhook control', () => {
	it( 'wraps any resource in the provider’s event envelope, signed for the webhook id', async () => {
		const { status, body: delivery } = await call(
			'POST',
			'/__emulator/webhooks',
			{
				webhook_id: 'WH1SHOP',
				event_type: 'VAULT.PAYMENT-TOKEN.DELETED',
				resource: { id: 'TOKEN123' },
			}
		);
		expect( status ).toBe( 200 );
		const event = JSON.parse( delivery.body );
		expect( event ).toMatchObject( {
			id: expect.stringMatching( /^WH-/ ),
			event_type: 'VAULT.PAYMENT-TOKEN.DELETED',
			resource_type: 'payment_token',
			resource: { id: 'TOKEN123' },
		} );
		expect( await verification( delivery, 'WH1SHOP' ) ).toBe( 'SUCCESS' );
		expect( await verification( delivery, 'WH2OTHER' ) ).toBe( 'FAILURE' );
	} );

	it( 'delivers to a loopback URL as often as asked and replays a delivery unchanged', async () => {
		const shop = await receiver();
		try {
			const { body: sent } = await call( 'POST', '/__emulator/webhooks', {
				webhook_id: 'WH1SHOP',
				event_type: 'BILLING.SUBSCRIPTION.CANCELLED',
				resource: { id: 'I-ABC', status: 'CANCELLED' },
				webhook_url: shop.url,
				deliveries: 2,
			} );
			expect( sent.deliveries ).toEqual( [
				{ status: 200, body: '{"n":1}' },
				{ status: 200, body: '{"n":2}' },
			] );
			const { body: replay } = await call(
				'POST',
				'/__emulator/webhooks',
				{
					delivery: { headers: sent.headers, body: sent.body },
					webhook_url: shop.url,
				}
			);
			expect( replay.deliveries ).toHaveLength( 1 );
			expect( shop.received ).toHaveLength( 3 );
			expect( new Set( shop.received.map( ( r ) => r.body ) ).size ).toBe(
				1
			);
			expect(
				shop.received[ 2 ].headers[ 'paypal-transmission-id' ]
			).toBe( sent.headers[ 'PAYPAL-TRANSMISSION-ID' ] );
		} finally {
			shop.close();
		}
	} );

	it( 'refuses a webhook URL off this machine', async () => {
		const { status } = await call( 'POST', '/__emulator/webhooks', {
			webhook_id: 'WH1SHOP',
			event_type: 'VAULT.PAYMENT-TOKEN.DELETED',
			resource: { id: 'TOKEN123' },
			webhook_url: 'https://shop.example.com/hook',
		} );
		expect( status ).toBe( 400 );
	} );
} );

describe( 'Reviews and failed billing', () => {
	it( 'sets a capture’s status as a review decides, seen in its order', async () => {
		const created = await call( 'POST', '/v2/checkout/orders', {
			intent: 'CAPTURE',
			purchase_units: [
				{ amount: { currency_code: 'EUR', value: '10.00' } },
			],
		} );
		await call(
			'POST',
			`/__emulator/orders/${ created.body.id }/approve`,
			{}
		);
		const captured = await call(
			'POST',
			`/v2/checkout/orders/${ created.body.id }/capture`
		);
		const captureId =
			captured.body.purchase_units[ 0 ].payments.captures[ 0 ].id;
		expect(
			(
				await call(
					'POST',
					`/__emulator/captures/${ captureId }/status`,
					{
						status: 'DECLINED',
					}
				)
			).status
		).toBe( 200 );
		const order = await call(
			'GET',
			`/v2/checkout/orders/${ created.body.id }`
		);
		expect(
			order.body.purchase_units[ 0 ].payments.captures[ 0 ].status
		).toBe( 'DECLINED' );
		expect(
			(
				await call(
					'POST',
					`/__emulator/captures/${ captureId }/status`,
					{
						status: 'REFUNDED',
					}
				)
			).status
		).toBe( 400 );
	} );

	it( 'records a subscription’s failed payment in billing_info', async () => {
		const plan = await call( 'POST', '/v1/billing/plans', monthlyPlan() );
		expect( plan.status ).toBe( 201 );
		const created = await call( 'POST', '/v1/billing/subscriptions', {
			plan_id: plan.body.id,
		} );
		const id = created.body.id;
		expect(
			(
				await call(
					'POST',
					`/__emulator/subscriptions/${ id }/payment-failed`
				)
			).status
		).toBe( 409 );
		await call( 'POST', `/__emulator/subscriptions/${ id }/approve` );
		const failed = await call(
			'POST',
			`/__emulator/subscriptions/${ id }/payment-failed`
		);
		expect( failed.status ).toBe( 200 );
		const shown: Json = (
			await call( 'GET', `/v1/billing/subscriptions/${ id }` )
		).body;
		expect( shown.status ).toBe( 'ACTIVE' );
		expect( shown.billing_info ).toMatchObject( {
			failed_payments_count: 1,
			last_failed_payment: {
				amount: { currency_code: 'EUR', value: '9.90' },
				reason_code: 'PAYMENT_DENIED',
			},
		} );
	} );
} );
