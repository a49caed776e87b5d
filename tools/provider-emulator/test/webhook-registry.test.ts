/* @jest-environment node */
/**
 * Webhooks management as the provider documents it: an app's webhooks
 * listed, created once per URL, updated, deleted; simulate-event answers 202
 * and delivers a mock event signed with the simulator's webhook id
 * (self-verifiable with the certificate, not through verify-webhook-signature,
 * whose webhook_id pattern refuses `WEBHOOK_ID`); events
 * reach the registered URLs; the token's scope is configurable per client.
 */
/**
 * External dependencies
 */
import { verify, X509Certificate } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * Internal dependencies
 */
import { emulatorHarness, type Json } from './harness/emulator';
import { receiver, until, verifiedBy } from './harness/receiver';

const { call, emulator, newToken, useToken } = emulatorHarness();
const verifies = verifiedBy( call );

const HOOKS = '/v1/notifications/webhooks';

const create = ( url: string, names: string[] ) =>
	call( 'POST', HOOKS, {
		url,
		event_types: names.map( ( name ) => ( { name } ) ),
	} );

describe( 'webhooks management', () => {
	it( 'creates a webhook once per URL, lists, updates and deletes it', async () => {
		const created = await create(
			'https://shop.example/wp-json/vitrine/v1/webhook',
			[ 'PAYMENT.CAPTURE.COMPLETED', 'VAULT.PAYMENT-TOKEN.DELETED' ]
		);
		expect( created.status ).toBe( 201 );
		expect( created.body.id ).toMatch( /^[A-Z0-9]+$/ );
		expect( created.body.event_types.map( ( t: Json ) => t.name ) ).toEqual(
			[ 'PAYMENT.CAPTURE.COMPLETED', 'VAULT.PAYMENT-TOKEN.DELETED' ]
		);

		const again = await create(
			'https://shop.example/wp-json/vitrine/v1/webhook',
			[ 'PAYMENT.CAPTURE.COMPLETED' ]
		);
		expect( again.status ).toBe( 400 );
		expect( again.body.name ).toBe( 'WEBHOOK_URL_ALREADY_EXISTS' );

		const list = await call( 'GET', HOOKS );
		expect( list.body.webhooks.map( ( w: Json ) => w.id ) ).toEqual( [
			created.body.id,
		] );

		const patched = await call(
			'PATCH',
			`${ HOOKS }/${ created.body.id }`,
			[
				{
					op: 'replace',
					path: '/url',
					value: 'https://neu.example/wp-json/vitrine/v1/webhook',
				},
				{
					op: 'replace',
					path: '/event_types',
					value: [ { name: 'PAYMENT.CAPTURE.DENIED' } ],
				},
			]
		);
		expect( patched.status ).toBe( 200 );
		expect( patched.body.url ).toBe(
			'https://neu.example/wp-json/vitrine/v1/webhook'
		);
		expect( patched.body.event_types[ 0 ].name ).toBe(
			'PAYMENT.CAPTURE.DENIED'
		);

		expect(
			( await call( 'DELETE', `${ HOOKS }/${ created.body.id }` ) ).status
		).toBe( 204 );
		const gone = await call( 'DELETE', `${ HOOKS }/${ created.body.id }` );
		expect( gone.status ).toBe( 404 );
		expect( gone.body.name ).toBe( 'INVALID_RESOURCE_ID' );
	} );

	it( 'refuses plain http off this machine and unknown event types', async () => {
		const http80 = await create( 'http://shop.example/hook', [
			'PAYMENT.CAPTURE.COMPLETED',
		] );
		expect( http80.status ).toBe( 400 );
		expect( http80.body.details[ 0 ].field ).toBe( 'url' );
		const unknown = await create( 'https://shop.example/hook', [
			'NO.SUCH.EVENT',
		] );
		expect( unknown.status ).toBe( 400 );
		expect( unknown.body.name ).toBe( 'VALIDATION_ERROR' );
	} );

	it( 'keeps each app to its own webhooks', async () => {
		const created = await create( 'https://shop.example/hook', [ '*' ] );
		useToken(
			( await ( await newToken( 'other', 'x' ) ).json() ).access_token
		);
		expect( ( await call( 'GET', HOOKS ) ).body.webhooks ).toEqual( [] );
		expect(
			( await call( 'GET', `${ HOOKS }/${ created.body.id }` ) ).status
		).toBe( 404 );
	} );

	it( 'simulates an event signed with the simulator id, delivered to the webhook URL', async () => {
		const shop = await receiver();
		try {
			const hook = await create( shop.url, [
				'PAYMENT.CAPTURE.COMPLETED',
			] );
			const simulated = await call(
				'POST',
				'/v1/notifications/simulate-event',
				{
					webhook_id: hook.body.id,
					event_type: 'PAYMENT.CAPTURE.COMPLETED',
					resource_version: '2.0',
				}
			);
			expect( simulated.status ).toBe( 202 );
			expect( simulated.body.event_type ).toBe(
				'PAYMENT.CAPTURE.COMPLETED'
			);
			await until( () => shop.received.length > 0 );
			expect( JSON.parse( shop.received[ 0 ].body ).id ).toBe(
				simulated.body.id
			);
			expect( await verifies( shop.received[ 0 ], hook.body.id ) ).toBe(
				'FAILURE'
			);
			// The simulator's note: self-verify with the webhook id WEBHOOK_ID.
			const h = shop.received[ 0 ].headers;
			const cert = await (
				await fetch( String( h[ 'paypal-cert-url' ] ) )
			).text();
			expect(
				verify(
					'sha256',
					Buffer.from(
						`${ h[ 'paypal-transmission-id' ] }|${
							h[ 'paypal-transmission-time' ]
						}|WEBHOOK_ID|${ crc32(
							Buffer.from( shop.received[ 0 ].body )
						) }`
					),
					new X509Certificate( cert ).publicKey,
					Buffer.from(
						String( h[ 'paypal-transmission-sig' ] ),
						'base64'
					)
				)
			).toBe( true );
			const attempts = await fetch(
				emulator().url + '/__emulator/deliveries'
			);
			expect( ( await attempts.json() )[ 0 ].status ).toBe( 200 );
		} finally {
			shop.close();
		}
	} );

	it( 'delivers events to the webhooks subscribed to them, signed with their id', async () => {
		const shop = await receiver();
		try {
			const hook = await create( shop.url, [
				'VAULT.PAYMENT-TOKEN.DELETED',
			] );
			const sent = await fetch( emulator().url + '/__emulator/events', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( {
					event_type: 'VAULT.PAYMENT-TOKEN.DELETED',
					resource: { id: 'TOKEN1' },
				} ),
			} );
			expect( ( await sent.json() ).delivered ).toBe( 1 );
			await until( () => shop.received.length > 0 );
			expect( await verifies( shop.received[ 0 ], hook.body.id ) ).toBe(
				'SUCCESS'
			);
		} finally {
			shop.close();
		}
	} );

	it( 'answers the scope configured for a client', async () => {
		await fetch( emulator().url + '/__emulator/config', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				scopes: {
					basic: 'https://uri.paypal.com/services/payments/payment',
				},
			} ),
		} );
		const basic = await ( await newToken( 'basic', 'x' ) ).json();
		expect( basic.scope ).toBe(
			'https://uri.paypal.com/services/payments/payment'
		);
		const full = await ( await newToken( 'c', 's' ) ).json();
		expect( full.scope ).toContain(
			'https://uri.paypal.com/services/subscriptions'
		);
	} );
} );
