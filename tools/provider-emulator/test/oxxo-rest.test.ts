/* @jest-environment node */
/**
 * The cash voucher through the emulator's REST side: create, confirm the
 * oxxo payment source (PAYER_ACTION_REQUIRED, payer-action voucher page),
 * pay at the till (capture + a signed PAYMENT.CAPTURE.COMPLETED, delivered
 * to a loopback webhook and verifiable), with the documented refusals.
 */
/**
 * External dependencies
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Internal dependencies
 */
import { issueOf, emulatorHarness, type Json } from './harness/emulator';

const { call, emulator } = emulatorHarness();

const MXN = ( value: string ) => ( { currency_code: 'MXN', value } );

const oxxo = {
	payment_source: {
		oxxo: {
			name: 'Ana Pérez',
			email: 'ana@example.mx',
			country_code: 'MX',
		},
	},
	processing_instruction: 'ORDER_COMPLETE_ON_PAYMENT_APPROVAL',
};

/**
 * A created order of 250 MXN (or the given amount).
 *
 * @param amount Amount.
 */
async function created( amount = MXN( '250.00' ) ): Promise< string > {
	const answer = await call( 'POST', '/v2/checkout/orders', {
		intent: 'CAPTURE',
		purchase_units: [ { custom_id: '42', amount } ],
	} );
	expect( answer.status ).toBe( 201 );
	return answer.body.id;
}

/**
 * Calls the test control.
 *
 * @param path Below /__emulator/.
 * @param body JSON body.
 */
async function control( path: string, body: Json = {} ) {
	const response = await fetch( `${ emulator().url }/__emulator/${ path }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( body ),
	} );
	return { status: response.status, body: await response.json() };
}

describe( 'OXXO: confirm-payment-source', () => {
	it( 'answers PAYER_ACTION_REQUIRED with a payer-action link to a German voucher page', async () => {
		const id = await created();
		const confirmed = await call(
			'POST',
			`/v2/checkout/orders/${ id }/confirm-payment-source`,
			oxxo,
			{ Prefer: 'return=representation' }
		);
		expect( confirmed.status ).toBe( 200 );
		expect( confirmed.body.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		expect( confirmed.body.payment_source ).toEqual( oxxo.payment_source );
		expect( confirmed.body.processing_instruction ).toBe(
			'ORDER_COMPLETE_ON_PAYMENT_APPROVAL'
		);
		const voucher = confirmed.body.links.find(
			( l: Json ) => l.rel === 'payer-action'
		);
		expect( voucher.href ).toBe(
			`${ emulator().url }/payment/oxxo/voucher?token=${ id }`
		);
		const page = await fetch( voucher.href );
		expect( page.status ).toBe( 200 );
		expect( await page.text() ).toContain( '250.00 MXN' );
		// The payer has not paid yet: no capture.
		const capture = await call(
			'POST',
			`/v2/checkout/orders/${ id }/capture`
		);
		expect( issueOf( capture.body ) ).toBe( 'PAYER_ACTION_REQUIRED' );
	} );

	it( 'refuses euros with CURRENCY_NOT_SUPPORTED_BY_PAYMENT_SOURCE (422), the order unchanged', async () => {
		const id = await created( { currency_code: 'EUR', value: '25.00' } );
		const refused = await call(
			'POST',
			`/v2/checkout/orders/${ id }/confirm-payment-source`,
			oxxo
		);
		expect( refused.status ).toBe( 422 );
		expect( issueOf( refused.body ) ).toBe(
			'CURRENCY_NOT_SUPPORTED_BY_PAYMENT_SOURCE'
		);
		expect(
			( await call( 'GET', `/v2/checkout/orders/${ id }` ) ).body.status
		).toBe( 'CREATED' );
	} );

	it( 'answers a replay with the same request id with the first answer', async () => {
		const id = await created();
		const headers = { 'PayPal-Request-Id': 'confirm-1' };
		const path = `/v2/checkout/orders/${ id }/confirm-payment-source`;
		const first = await call( 'POST', path, oxxo, headers );
		const again = await call( 'POST', path, oxxo, headers );
		expect( again.status ).toBe( 200 );
		expect( again.body ).toEqual( first.body );
	} );
} );

describe( 'OXXO: paying at the till', () => {
	it( 'captures, delivers a signed capture webhook twice to a loopback URL, and it verifies', async () => {
		const received: Array< {
			headers: http.IncomingHttpHeaders;
			body: string;
		} > = [];
		const shop = http.createServer( ( req, res ) => {
			let body = '';
			req.on( 'data', ( c ) => ( body += c ) );
			req.on( 'end', () => {
				received.push( { headers: req.headers, body } );
				res.writeHead( 200, { 'Content-Type': 'application/json' } );
				res.end( '{"status":"ok"}' );
			} );
		} );
		await new Promise< void >( ( r ) => shop.listen( 0, '127.0.0.1', r ) );
		try {
			const id = await created();
			await call(
				'POST',
				`/v2/checkout/orders/${ id }/confirm-payment-source`,
				oxxo
			);
			const port = ( shop.address() as AddressInfo ).port;
			const paid = await control( `orders/${ id }/pay-voucher`, {
				webhook_id: 'WH1SHOP',
				webhook_url: `http://127.0.0.1:${ port }/wp-json/vitrine/v1/webhook`,
				deliveries: 2,
			} );
			expect( paid.status ).toBe( 200 );
			expect( paid.body.order.status ).toBe( 'COMPLETED' );
			const capture =
				paid.body.order.purchase_units[ 0 ].payments.captures[ 0 ];
			expect( capture.status ).toBe( 'COMPLETED' );
			expect( paid.body.deliveries ).toEqual( [
				{ status: 200, body: '{"status":"ok"}' },
				{ status: 200, body: '{"status":"ok"}' },
			] );
			expect( received ).toHaveLength( 2 );
			const event = JSON.parse( received[ 0 ].body );
			expect( event.event_type ).toBe( 'PAYMENT.CAPTURE.COMPLETED' );
			expect( event.resource.id ).toBe( capture.id );
			const verified = await call(
				'POST',
				'/v1/notifications/verify-webhook-signature',
				{
					auth_algo: received[ 0 ].headers[ 'paypal-auth-algo' ],
					cert_url: received[ 0 ].headers[ 'paypal-cert-url' ],
					transmission_id:
						received[ 0 ].headers[ 'paypal-transmission-id' ],
					transmission_sig:
						received[ 0 ].headers[ 'paypal-transmission-sig' ],
					transmission_time:
						received[ 0 ].headers[ 'paypal-transmission-time' ],
					webhook_id: 'WH1SHOP',
					webhook_event: event,
				}
			);
			expect( verified.body.verification_status ).toBe( 'SUCCESS' );

			// Paid once: a second payment of the same voucher is refused.
			const twice = await control( `orders/${ id }/pay-voucher`, {} );
			expect( twice.status ).toBe( 422 );
			expect( issueOf( twice.body ) ).toBe( 'ORDER_ALREADY_CAPTURED' );
		} finally {
			await new Promise( ( r ) => shop.close( r ) );
		}
	} );

	it( 'refuses to pay an order without voucher, and a webhook URL off this machine', async () => {
		const id = await created();
		const none = await control( `orders/${ id }/pay-voucher`, {} );
		expect( issueOf( none.body ) ).toBe( 'PAYMENT_SOURCE_CANNOT_BE_USED' );
		await call(
			'POST',
			`/v2/checkout/orders/${ id }/confirm-payment-source`,
			oxxo
		);
		const remote = await control( `orders/${ id }/pay-voucher`, {
			webhook_id: 'WH1SHOP',
			webhook_url: 'http://example.com/hook',
		} );
		expect( remote.status ).toBe( 400 );
		// Nothing was paid by the refused call.
		expect(
			( await call( 'GET', `/v2/checkout/orders/${ id }` ) ).body.status
		).toBe( 'PAYER_ACTION_REQUIRED' );
	} );
} );
