/* @jest-environment node */
/**
 * Webhook events for what the API did, as the provider sends them: a
 * capture, a refund, a deleted payment token, a cancelled subscription each
 * reach the calling app's webhooks subscribed to the event's type, once,
 * signed with each webhook's id; other apps' webhooks and other types get
 * nothing, and a call replayed for its PayPal-Request-Id sends no second
 * event. The event bodies pass the contract check (tools/contract/) as the
 * answers of the documents' GET on the event and on its resource.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	approvedSubscription,
	emulatorHarness,
	type Json,
} from './harness/emulator';
import { receiver, until, verifiedBy, type Receiver } from './harness/receiver';

const harness = emulatorHarness();
// Not a React hook, whatever its name says.
const { call, emulator, useToken: setToken } = harness;
const verifies = verifiedBy( call );

let shop: Receiver;
let other: Receiver;

beforeEach( async () => {
	shop = await receiver();
	other = await receiver();
} );

afterEach( () => {
	shop.close();
	other.close();
} );

/**
 * Registers a webhook of the current app.
 *
 * @param url   Its URL.
 * @param types Event types.
 */
async function hook( url: string, types: string[] ): Promise< string > {
	const created = await call( 'POST', '/v1/notifications/webhooks', {
		url,
		event_types: types.map( ( name ) => ( { name } ) ),
	} );
	expect( created.status ).toBe( 201 );
	return created.body.id;
}

/**
 * A paid order's capture (the payer approved, the shop captured, then
 * retried the capture with the same request id).
 *
 * @param requestId PayPal-Request-Id of the capture.
 */
async function paidCapture( requestId: string ): Promise< Json > {
	const order = await call( 'POST', '/v2/checkout/orders', {
		intent: 'CAPTURE',
		purchase_units: [
			{ amount: { currency_code: 'EUR', value: '12.50' } },
		],
	} );
	await call( 'POST', `/__emulator/orders/${ order.body.id }/approve` );
	const capture = () =>
		call(
			'POST',
			`/v2/checkout/orders/${ order.body.id }/capture`,
			{},
			{ 'PayPal-Request-Id': requestId }
		);
	const paid = await capture();
	expect( paid.status ).toBe( 201 );
	// The shop's retry of the same call: answered again, not done again.
	expect( ( await capture() ).status ).toBe( 201 );
	return {
		orderId: order.body.id,
		...paid.body.purchase_units[ 0 ].payments.captures[ 0 ],
	};
}

/**
 * The events a receiver got, parsed.
 *
 * @param at The receiver.
 */
const events = ( at: Receiver ): Json[] =>
	at.received.map( ( r ) => JSON.parse( r.body ) );

/** Lets deliveries that would be wrong arrive before counting. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 100 ) );

describe( 'events for what the API did', () => {
	it( 'a capture and its refund reach the subscribed webhooks of the calling app once', async () => {
		const captures = await hook( shop.url, [
			'PAYMENT.CAPTURE.COMPLETED',
		] );
		const refunds = await hook( other.url, [ 'PAYMENT.CAPTURE.REFUNDED' ] );
		// Another app's webhook for everything at the same URL gets nothing.
		await asApp( 'another-app', () => hook( shop.url, [ '*' ] ) );

		const capture = await paidCapture( 'capture-once-1' );
		await until( () => shop.received.length > 0 );
		await settle();
		expect( events( shop ) ).toHaveLength( 1 );
		expect( events( shop )[ 0 ] ).toMatchObject( {
			event_type: 'PAYMENT.CAPTURE.COMPLETED',
			resource_type: 'capture',
			resource: {
				id: capture.id,
				status: 'COMPLETED',
				amount: { currency_code: 'EUR', value: '12.50' },
				supplementary_data: {
					related_ids: { order_id: capture.orderId },
				},
			},
		} );
		expect( await verifies( shop.received[ 0 ], captures ) ).toBe(
			'SUCCESS'
		);
		expect( other.received ).toEqual( [] );

		const refund = await call(
			'POST',
			`/v2/payments/captures/${ capture.id }/refund`,
			{ amount: { currency_code: 'EUR', value: '2.50' } },
			{ 'PayPal-Request-Id': 'refund-once-1' }
		);
		expect( refund.status ).toBe( 201 );
		await until( () => other.received.length > 0 );
		await settle();
		expect( events( other ) ).toHaveLength( 1 );
		expect( events( other )[ 0 ] ).toMatchObject( {
			event_type: 'PAYMENT.CAPTURE.REFUNDED',
			resource_type: 'refund',
			resource: {
				id: refund.body.id,
				amount: { value: '2.50' },
				status: 'COMPLETED',
			},
		} );
		expect( await verifies( other.received[ 0 ], refunds ) ).toBe(
			'SUCCESS'
		);
		expect( events( shop ) ).toHaveLength( 1 );

		const attempts = await (
			await fetch( emulator().url + '/__emulator/deliveries' )
		).json();
		expect(
			attempts.map( ( a: Json ) => [ a.event_type, a.status ] )
		).toEqual( [
			[ 'PAYMENT.CAPTURE.COMPLETED', 200 ],
			[ 'PAYMENT.CAPTURE.REFUNDED', 200 ],
		] );
	} );

	it( 'a refused call sends nothing, and no webhook means no delivery', async () => {
		await hook( shop.url, [ '*' ] );
		const refused = await call(
			'POST',
			'/v2/payments/captures/NOSUCHCAPTURE/refund',
			{}
		);
		expect( refused.status ).toBe( 404 );
		await asApp( 'app-without-webhooks', () =>
			paidCapture( 'capture-unheard-1' )
		);
		await settle();
		expect( shop.received ).toEqual( [] );
		expect(
			await (
				await fetch( emulator().url + '/__emulator/deliveries' )
			).json()
		).toEqual( [] );
	} );

	it( 'a deleted payment token and a cancelled subscription are announced', async () => {
		await hook( shop.url, [
			'VAULT.PAYMENT-TOKEN.DELETED',
			'BILLING.SUBSCRIPTION.CANCELLED',
		] );
		const setup = await call( 'POST', '/v3/vault/setup-tokens', {
			customer: { id: 'customer-9' },
			payment_source: {
				card: { number: '4111111111111111', expiry: '2030-12' },
			},
		} );
		const saved = await call( 'POST', '/v3/vault/payment-tokens', {
			payment_source: {
				token: { id: setup.body.id, type: 'SETUP_TOKEN' },
			},
		} );
		expect(
			(
				await call(
					'DELETE',
					`/v3/vault/payment-tokens/${ saved.body.id }`
				)
			).status
		).toBe( 204 );

		const subscription = await approvedSubscription( call );
		await call(
			'POST',
			`/v1/billing/subscriptions/${ subscription.id }/cancel`,
			{ reason: 'Kündigung' }
		);
		await until( () => shop.received.length > 1 );
		await settle();
		expect(
			events( shop ).map( ( e ) => [ e.event_type, e.resource.id ] )
		).toEqual( [
			[ 'VAULT.PAYMENT-TOKEN.DELETED', saved.body.id ],
			[ 'BILLING.SUBSCRIPTION.CANCELLED', subscription.id ],
		] );
		expect( events( shop )[ 1 ].resource.status ).toBe( 'CANCELLED' );
		expect( checked( events( shop ) ) ).toContain(
			'4 calls, 0 with request violations, 0 with answer violations, 0 to unknown paths'
		);
	} );

	it( 'a capture’s and a refund’s event bodies pass the contract check', async () => {
		await hook( shop.url, [ '*' ] );
		const capture = await paidCapture( 'capture-documented-1' );
		await call( 'POST', `/v2/payments/captures/${ capture.id }/refund`, {
			amount: { currency_code: 'EUR', value: '1.00' },
		} );
		await until( () => shop.received.length > 1 );
		expect( checked( events( shop ) ) ).toContain(
			'4 calls, 0 with request violations, 0 with answer violations, 0 to unknown paths'
		);
	} );
} );

/**
 * Runs calls with a token of another app, then goes back to the first.
 *
 * @param clientId The other app.
 * @param calls    What it calls.
 */
async function asApp< T >(
	clientId: string,
	calls: () => Promise< T >
): Promise< T > {
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- used in `finally`.
	const first = harness.token();
	setToken(
		( await ( await harness.newToken( clientId, 'x' ) ).json() )
			.access_token
	);
	try {
		return await calls();
	} finally {
		setToken( first );
	}
}

/** Where each event's resource is shown by the documents' GET. */
const RESOURCE_PATHS: Record< string, string > = {
	capture: '/v2/payments/captures/',
	refund: '/v2/payments/refunds/',
	payment_token: '/v3/vault/payment-tokens/',
	subscription: '/v1/billing/subscriptions/',
};

/**
 * The contract check's report (tools/contract/cli.mjs) over the events as
 * the answers of `GET /v1/notifications/webhooks-events/{id}` and their
 * resources as the answers of the GET on them.
 *
 * @param list Events.
 */
function checked( list: Json[] ): string {
	const answer = ( pathname: string, response: Json ) => ( {
		method: 'GET',
		path: pathname,
		query: '',
		headers: { authorization: 'Bearer' },
		body: null,
		status: 200,
		response,
	} );
	const lines = list.flatMap( ( event ) => [
		// The path only reaches the answer's schema: the provider's event ids
		// (WH-…) are not of the path parameter's documented [a-zA-Z0-9]+.
		answer(
			`/v1/notifications/webhooks-events/${ event.id.replace(
				/\W/g,
				''
			) }`,
			event
		),
		answer(
			RESOURCE_PATHS[ event.resource_type ] + event.resource.id,
			event.resource
		),
	] );
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-events-' ) );
	const file = path.join( dir, 'events.jsonl' );
	fs.writeFileSync(
		file,
		lines.map( ( line ) => JSON.stringify( line ) ).join( '\n' ) + '\n'
	);
	try {
		return execFileSync(
			'node',
			[ path.join( __dirname, '../../contract/cli.mjs' ), file ],
			{ encoding: 'utf8' }
		);
	} catch ( error ) {
		return String( ( error as { stdout?: string } ).stdout ?? error );
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}
