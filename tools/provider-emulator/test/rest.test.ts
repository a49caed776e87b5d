/* @jest-environment node */
/**
 * Contract tests of the emulator's REST API: the shapes, status codes,
 * error bodies and idempotency that the PHP client relies on (§7.2, §8.2).
 */
/**
 * External dependencies
 */
import { verify, X509Certificate } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * Internal dependencies
 */
import type { Emulator } from '../src/server';
import { emulatorHarness, type Json } from './harness/emulator';

const harness = emulatorHarness();
const { call, newToken, useToken } = harness;
let emulator: Emulator;

const order = ( overrides: Json = {} ): Json => ( {
	intent: 'CAPTURE',
	purchase_units: [
		{
			reference_id: 'wc-42',
			custom_id: '42',
			amount: {
				currency_code: 'EUR',
				value: '23.80',
				breakdown: {
					item_total: { currency_code: 'EUR', value: '20.00' },
					tax_total: { currency_code: 'EUR', value: '3.80' },
				},
			},
			items: [
				{
					name: 'Kalender',
					quantity: '2',
					unit_amount: { currency_code: 'EUR', value: '10.00' },
				},
			],
		},
	],
	...overrides,
} );

/**
 * A unit of net items with their per-unit tax (German VAT): two shirts of
 * 26,90 € gross whose line includes 8,59 € VAT, written as 22,60 + 4,30 and
 * 22,61 + 4,29, plus 4,90 € shipping.
 *
 * @param parts Breakdown values to change (undefined leaves one out).
 */
const taxedUnit = ( parts: Record< string, string | undefined > = {} ) => {
	const money = ( value: string ) => ( { currency_code: 'EUR', value } );
	const values: Record< string, string | undefined > = {
		item_total: '45.21',
		tax_total: '8.59',
		shipping: '4.90',
		...parts,
	};
	const breakdown: Json = {};
	for ( const [ key, value ] of Object.entries( values ) ) {
		if ( value !== undefined ) {
			breakdown[ key ] = money( value );
		}
	}
	return {
		amount: { ...money( '58.70' ), breakdown },
		items: [
			{
				name: 'Vitrine-Shirt – L',
				quantity: '1',
				unit_amount: money( '22.60' ),
				tax: money( '4.30' ),
			},
			{
				name: 'Vitrine-Shirt – L',
				quantity: '1',
				unit_amount: money( '22.61' ),
				tax: money( '4.29' ),
			},
		],
	};
};

const approve = ( id: string, body: Json = {} ) =>
	call( 'POST', `/__emulator/orders/${ id }/approve`, body );

const fault = ( f: Json ) => call( 'POST', '/__emulator/faults', f );

beforeAll( () => {
	emulator = harness.emulator();
} );

describe( 'OAuth2 token', () => {
	it( 'issues a bearer token for client credentials with Basic auth', async () => {
		const response = await newToken();
		const body = await response.json();
		expect( response.status ).toBe( 200 );
		expect( body ).toMatchObject( {
			token_type: 'Bearer',
			expires_in: 32400,
			access_token: expect.any( String ),
		} );
	} );

	it( 'refuses unknown credentials with invalid_client', async () => {
		await call( 'POST', '/__emulator/config', {
			clients: { shop: 'right' },
		} );
		const response = await newToken( 'shop', 'wrong' );
		expect( response.status ).toBe( 401 );
		expect( await response.json() ).toEqual( {
			error: 'invalid_client',
			error_description: 'Client Authentication failed',
		} );
		expect( ( await newToken( 'shop', 'right' ) ).status ).toBe( 200 );
	} );

	it( 'answers 401 AUTHENTICATION_FAILURE without a valid bearer token', async () => {
		useToken( 'not-a-token' );
		const { status, body } = await call( 'GET', '/v2/checkout/orders/X' );
		expect( status ).toBe( 401 );
		expect( body.name ).toBe( 'AUTHENTICATION_FAILURE' );
		expect( body.debug_id ).toMatch( /^[0-9a-f]{13}$/ );
	} );

	it( 'expires tokens after their lifetime', async () => {
		await call( 'POST', '/__emulator/config', { token_ttl: 0 } );
		useToken( ( await ( await newToken() ).json() ).access_token );
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
		const { status, body } = await call( 'GET', '/v2/checkout/orders/X' );
		expect( status ).toBe( 401 );
		expect( body.details[ 0 ].issue ).toBe( 'INVALID_TOKEN' );
	} );
} );

describe( 'Orders v2', () => {
	it( 'creates an order in state CREATED with approve, update and capture links', async () => {
		const { status, body } = await call(
			'POST',
			'/v2/checkout/orders',
			order()
		);
		expect( status ).toBe( 201 );
		expect( body.id ).toMatch( /^[A-Z0-9]{17}$/ );
		expect( body.status ).toBe( 'CREATED' );
		expect( body.links.map( ( l: Json ) => l.rel ) ).toEqual( [
			'self',
			'approve',
			'update',
			'capture',
		] );
		expect( body.purchase_units ).toBeUndefined();
	} );

	it( 'returns the whole order with Prefer: return=representation', async () => {
		const { body } = await call( 'POST', '/v2/checkout/orders', order(), {
			Prefer: 'return=representation',
		} );
		expect( body.intent ).toBe( 'CAPTURE' );
		expect( body.purchase_units[ 0 ] ).toMatchObject( {
			reference_id: 'wc-42',
			custom_id: '42',
			amount: { value: '23.80' },
		} );
	} );

	it.each( [
		[ { intent: undefined }, 400, 'MISSING_REQUIRED_PARAMETER', '/intent' ],
		[ { intent: 'SALE' }, 400, 'INVALID_PARAMETER_VALUE', '/intent' ],
		[
			{ purchase_units: undefined },
			400,
			'MISSING_REQUIRED_PARAMETER',
			'/purchase_units',
		],
		[
			{
				purchase_units: [
					{ amount: { currency_code: 'EUR', value: '1.234' } },
				],
			},
			400,
			'INVALID_PARAMETER_SYNTAX',
			'/purchase_units/0/amount/value',
		],
		[
			{
				purchase_units: [
					{ amount: { currency_code: 'XXX', value: '1.00' } },
				],
			},
			422,
			'CURRENCY_NOT_SUPPORTED',
			'/purchase_units/0/amount/currency_code',
		],
		[
			{
				purchase_units: [
					{
						amount: {
							currency_code: 'EUR',
							value: '5.00',
							breakdown: {
								item_total: {
									currency_code: 'EUR',
									value: '4.00',
								},
							},
						},
					},
				],
			},
			422,
			'AMOUNT_MISMATCH',
			'/purchase_units/0/amount/value',
		],
		[
			{
				purchase_units: [ taxedUnit( { tax_total: '3.79' } ) ],
			},
			422,
			'TAX_TOTAL_MISMATCH',
			'/purchase_units/0/amount/breakdown/tax_total',
		],
		[
			{
				purchase_units: [ taxedUnit( { tax_total: undefined } ) ],
			},
			422,
			'TAX_TOTAL_REQUIRED',
			'/purchase_units/0/amount/breakdown/tax_total',
		],
		[
			{
				payer: { email_address: 'not-an-address' },
			},
			400,
			'INVALID_PARAMETER_SYNTAX',
			'/payer/email_address',
		],
		[
			{
				payment_source: {
					paypal: {
						experience_context: {
							shipping_preference: 'SOMETIMES',
						},
					},
				},
			},
			400,
			'INVALID_PARAMETER_VALUE',
			'/payment_source/paypal/experience_context/shipping_preference',
		],
		[
			{
				payment_source: {
					paypal: { experience_context: { return_url: 'nope' } },
				},
			},
			400,
			'INVALID_PARAMETER_SYNTAX',
			'/payment_source/paypal/experience_context/return_url',
		],
	] )(
		'validates the request: %j → %i %s',
		async ( overrides, status, issue, field ) => {
			const response = await call(
				'POST',
				'/v2/checkout/orders',
				order( overrides )
			);
			expect( response.status ).toBe( status );
			expect( response.body.name ).toBe(
				status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY'
			);
			expect( response.body.details ).toContainEqual(
				expect.objectContaining( { issue, field, location: 'body' } )
			);
			expect( response.headers.get( 'paypal-debug-id' ) ).toBe(
				response.body.debug_id
			);
			expect( response.body.links[ 0 ].rel ).toBe( 'information_link' );
		}
	);

	it( 'accepts net items whose tax adds up to tax_total, as the shop sends German VAT', async () => {
		const { status, body } = await call(
			'POST',
			'/v2/checkout/orders',
			order( { purchase_units: [ taxedUnit() ] } ),
			{ Prefer: 'return=representation' }
		);
		expect( status ).toBe( 201 );
		expect( body.purchase_units[ 0 ].items[ 1 ].tax.value ).toBe( '4.29' );
	} );

	it( 'answers 404 RESOURCE_NOT_FOUND for an unknown order', async () => {
		const { status, body } = await call(
			'GET',
			'/v2/checkout/orders/NOPE'
		);
		expect( status ).toBe( 404 );
		expect( body.name ).toBe( 'RESOURCE_NOT_FOUND' );
		expect( body.details[ 0 ].issue ).toBe( 'INVALID_RESOURCE_ID' );
	} );

	it( 'goes CREATED → APPROVED → COMPLETED with one capture', async () => {
		const created = await call( 'POST', '/v2/checkout/orders', order() );
		const id = created.body.id;
		const early = await call(
			'POST',
			`/v2/checkout/orders/${ id }/capture`
		);
		expect( early.status ).toBe( 422 );
		expect( early.body.details[ 0 ].issue ).toBe( 'ORDER_NOT_APPROVED' );

		await approve( id );
		expect(
			( await call( 'GET', `/v2/checkout/orders/${ id }` ) ).body
		).toMatchObject( {
			status: 'APPROVED',
			payer: { email_address: 'kaeufer@example.com' },
		} );

		const captured = await call(
			'POST',
			`/v2/checkout/orders/${ id }/capture`
		);
		expect( captured.status ).toBe( 201 );
		expect( captured.body.status ).toBe( 'COMPLETED' );
		const capture =
			captured.body.purchase_units[ 0 ].payments.captures[ 0 ];
		expect( capture ).toMatchObject( {
			status: 'COMPLETED',
			amount: { currency_code: 'EUR', value: '23.80' },
			custom_id: '42',
			final_capture: true,
		} );

		const again = await call(
			'POST',
			`/v2/checkout/orders/${ id }/capture`
		);
		expect( again.status ).toBe( 422 );
		expect( again.body.details[ 0 ].issue ).toBe(
			'ORDER_ALREADY_CAPTURED'
		);
	} );

	it( 'authorizes an AUTHORIZE order and refuses to capture it', async () => {
		const { body } = await call(
			'POST',
			'/v2/checkout/orders',
			order( { intent: 'AUTHORIZE' } )
		);
		await approve( body.id );
		const wrong = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/capture`
		);
		expect( wrong.body.details[ 0 ].issue ).toBe(
			'ACTION_DOES_NOT_MATCH_INTENT'
		);
		const done = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/authorize`
		);
		expect( done.status ).toBe( 201 );
		expect(
			done.body.purchase_units[ 0 ].payments.authorizations[ 0 ].status
		).toBe( 'CREATED' );
		const again = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/authorize`
		);
		expect( again.body.details[ 0 ].issue ).toBe(
			'ORDER_ALREADY_AUTHORIZED'
		);
	} );

	it( 'patches the amount of a purchase unit and validates the result', async () => {
		const { body } = await call( 'POST', '/v2/checkout/orders', order() );
		const path = `/purchase_units/@reference_id=='wc-42'/amount`;
		const ok = await call( 'PATCH', `/v2/checkout/orders/${ body.id }`, [
			{
				op: 'replace',
				path,
				value: {
					currency_code: 'EUR',
					value: '30.00',
					breakdown: {
						item_total: { currency_code: 'EUR', value: '20.00' },
						tax_total: { currency_code: 'EUR', value: '3.80' },
						shipping: { currency_code: 'EUR', value: '6.20' },
					},
				},
			},
		] );
		expect( ok.status ).toBe( 204 );
		const read = await call( 'GET', `/v2/checkout/orders/${ body.id }` );
		expect( read.body.purchase_units[ 0 ].amount.value ).toBe( '30.00' );

		const mismatch = await call(
			'PATCH',
			`/v2/checkout/orders/${ body.id }`,
			[
				{
					op: 'replace',
					path,
					value: {
						currency_code: 'EUR',
						value: '30.00',
						breakdown: {
							item_total: { currency_code: 'EUR', value: '1.00' },
						},
					},
				},
			]
		);
		expect( mismatch.status ).toBe( 422 );

		const badPath = await call(
			'PATCH',
			`/v2/checkout/orders/${ body.id }`,
			[ { op: 'replace', path: '/id', value: 'X' } ]
		);
		expect( badPath.status ).toBe( 400 );
		expect( badPath.body.details[ 0 ].issue ).toBe(
			'INVALID_PARAMETER_VALUE'
		);

		const noValue = await call(
			'PATCH',
			`/v2/checkout/orders/${ body.id }`,
			[ { op: 'replace', path } ]
		);
		expect( noValue.body.details[ 0 ].issue ).toBe(
			'PATCH_VALUE_REQUIRED'
		);
	} );

	it( 'declines the decline test card on capture with INSTRUMENT_DECLINED', async () => {
		const { body } = await call(
			'POST',
			'/v2/checkout/orders',
			order( {
				payment_source: {
					card: { number: '4000000000000002', expiry: '2030-01' },
				},
			} )
		);
		expect( body.status ).toBe( 'APPROVED' );
		expect( body.payment_source.card ).toMatchObject( {
			last_digits: '0002',
			brand: 'VISA',
		} );
		expect( JSON.stringify( body ) ).not.toContain( '4000000000000002' );
		const captured = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/capture`
		);
		expect( captured.status ).toBe( 422 );
		expect( captured.body.details[ 0 ].issue ).toBe(
			'INSTRUMENT_DECLINED'
		);
	} );

	it( 'asks for payer action with the 3-D Secure test card until the challenge is passed', async () => {
		const { body } = await call(
			'POST',
			'/v2/checkout/orders',
			order( {
				payment_source: {
					card: {
						number: '4000000000003220',
						expiry: '2030-01',
						attributes: { verification: { method: 'SCA_ALWAYS' } },
					},
				},
			} )
		);
		expect( body.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		expect( body.links.map( ( l: Json ) => l.rel ) ).toContain(
			'payer-action'
		);
		const early = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/capture`
		);
		expect( early.body.details[ 0 ].issue ).toBe( 'PAYER_ACTION_REQUIRED' );
		await approve( body.id );
		const done = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/capture`
		);
		expect( done.body.status ).toBe( 'COMPLETED' );
	} );
} );

describe( 'Idempotency by PayPal-Request-Id', () => {
	it( 'creates one order for the same request id sent twice', async () => {
		const headers = { 'PayPal-Request-Id': 'vitrine-order-42-create-1' };
		const first = await call(
			'POST',
			'/v2/checkout/orders',
			order(),
			headers
		);
		const second = await call(
			'POST',
			'/v2/checkout/orders',
			order(),
			headers
		);
		expect( second.body.id ).toBe( first.body.id );
		expect( emulator.state.orders.size ).toBe( 1 );
		const other = await call( 'POST', '/v2/checkout/orders', order(), {
			'PayPal-Request-Id': 'vitrine-order-42-create-2',
		} );
		expect( other.body.id ).not.toBe( first.body.id );
	} );

	it( 'answers a repeated capture with the first capture, not ORDER_ALREADY_CAPTURED', async () => {
		const { body } = await call( 'POST', '/v2/checkout/orders', order() );
		await approve( body.id );
		const headers = {
			'PayPal-Request-Id': `vitrine-order-42-capture-${ body.id }`,
		};
		const first = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/capture`,
			undefined,
			headers
		);
		const second = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/capture`,
			undefined,
			headers
		);
		expect( second.status ).toBe( 201 );
		expect( second.body ).toEqual( first.body );
		const captures = emulator.state.orders.get( body.id )!
			.purchase_units[ 0 ].payments.captures;
		expect( captures ).toHaveLength( 1 );
	} );
} );

describe( 'Fault injection', () => {
	it( 'answers the next matching call with a 5xx and then recovers', async () => {
		await fault( {
			kind: 'status',
			status: 503,
			path: '/v2/checkout/orders',
		} );
		const failed = await call( 'POST', '/v2/checkout/orders', order() );
		expect( failed.status ).toBe( 503 );
		expect( failed.body.name ).toBe( 'SERVICE_UNAVAILABLE' );
		expect( emulator.state.orders.size ).toBe( 0 );
		const next = await call( 'POST', '/v2/checkout/orders', order() );
		expect( next.status ).toBe( 201 );
	} );

	it( 'answers a given issue with its status and description', async () => {
		const { body } = await call( 'POST', '/v2/checkout/orders', order() );
		await approve( body.id );
		await fault( {
			kind: 'issue',
			issue: 'INSTRUMENT_DECLINED',
			method: 'POST',
		} );
		const failed = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/capture`
		);
		expect( failed.status ).toBe( 422 );
		expect( failed.body.details[ 0 ] ).toMatchObject( {
			issue: 'INSTRUMENT_DECLINED',
			description: expect.stringContaining( 'declined' ),
		} );
		expect(
			( await call( 'GET', `/v2/checkout/orders/${ body.id }` ) ).body
				.status
		).toBe( 'APPROVED' );
	} );

	it( 'answers 429 with Retry-After', async () => {
		await fault( { kind: 'status', status: 429 } );
		const failed = await call( 'GET', '/v2/checkout/orders/X' );
		expect( failed.status ).toBe( 429 );
		expect( failed.body.name ).toBe( 'RATE_LIMIT_REACHED' );
		expect( failed.headers.get( 'retry-after' ) ).toBe( '1' );
	} );

	it( 'delays an answer', async () => {
		await fault( { kind: 'delay', ms: 300 } );
		const started = Date.now();
		const { status } = await call( 'POST', '/v2/checkout/orders', order() );
		expect( status ).toBe( 201 );
		expect( Date.now() - started ).toBeGreaterThanOrEqual( 290 );
	} );

	it( 'loses the answer of a processed call on time-out; a retry with the same request id gets it', async () => {
		await fault( { kind: 'timeout', ms: 5000 } );
		const headers = { 'PayPal-Request-Id': 'vitrine-order-7-create-1' };
		const controller = new AbortController();
		const lost = fetch( emulator.url + '/v2/checkout/orders', {
			method: 'POST',
			headers: {
				Authorization: `Bearer ${ harness.token() }`,
				'Content-Type': 'application/json',
				...headers,
			},
			body: JSON.stringify( order() ),
			signal: controller.signal,
		} );
		setTimeout( () => controller.abort(), 200 );
		await expect( lost ).rejects.toThrow();
		expect( emulator.state.orders.size ).toBe( 1 );
		const retry = await call(
			'POST',
			'/v2/checkout/orders',
			order(),
			headers
		);
		expect( retry.status ).toBe( 201 );
		expect( emulator.state.orders.size ).toBe( 1 );
		expect( retry.body.id ).toBe(
			[ ...emulator.state.orders.keys() ][ 0 ]
		);
	} );

	it( 'records calls with their request ids for the tests to inspect', async () => {
		await call( 'POST', '/v2/checkout/orders', order(), {
			'PayPal-Request-Id': 'r-1',
		} );
		const { body } = await call( 'GET', '/__emulator/calls' );
		expect( body ).toContainEqual(
			expect.objectContaining( {
				method: 'POST',
				path: '/v2/checkout/orders',
				requestId: 'r-1',
				status: 201,
				auth: 'bearer',
			} )
		);
	} );
} );

describe( 'Vault v3 and identity', () => {
	it( 'saves a card: setup token → payment token → list → delete', async () => {
		const setup = await call( 'POST', '/v3/vault/setup-tokens', {
			customer: { id: 'customer-7' },
			payment_source: {
				card: {
					number: '4111111111111111',
					expiry: '2030-12',
					name: 'Erika Mustermann',
				},
			},
		} );
		expect( setup.status ).toBe( 201 );
		expect( setup.body ).toMatchObject( {
			status: 'APPROVED',
			customer: { id: 'customer-7' },
			payment_source: { card: { last_digits: '1111', brand: 'VISA' } },
		} );
		const saved = await call( 'POST', '/v3/vault/payment-tokens', {
			payment_source: {
				token: { id: setup.body.id, type: 'SETUP_TOKEN' },
			},
		} );
		expect( saved.status ).toBe( 201 );
		expect( saved.body.customer.id ).toBe( 'customer-7' );

		const list = await call(
			'GET',
			'/v3/vault/payment-tokens?customer_id=customer-7'
		);
		expect( list.body ).toMatchObject( {
			customer: { id: 'customer-7' },
			total_items: 1,
			payment_tokens: [ { id: saved.body.id } ],
		} );

		const removed = await call(
			'DELETE',
			`/v3/vault/payment-tokens/${ saved.body.id }`
		);
		expect( removed.status ).toBe( 204 );
		const gone = await call(
			'GET',
			`/v3/vault/payment-tokens/${ saved.body.id }`
		);
		expect( gone.status ).toBe( 404 );
	} );

	it( 'needs payer approval before a wallet setup token can be saved', async () => {
		const setup = await call( 'POST', '/v3/vault/setup-tokens', {
			payment_source: {
				paypal: {
					usage_type: 'MERCHANT',
					experience_context: {
						return_url: 'http://127.0.0.1/ok',
						cancel_url: 'http://127.0.0.1/no',
					},
				},
			},
		} );
		expect( setup.body.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		expect( setup.body.links.map( ( l: Json ) => l.rel ) ).toContain(
			'approve'
		);
		const early = await call( 'POST', '/v3/vault/payment-tokens', {
			payment_source: {
				token: { id: setup.body.id, type: 'SETUP_TOKEN' },
			},
		} );
		expect( early.status ).toBe( 422 );
		await call(
			'POST',
			`/__emulator/setup-tokens/${ setup.body.id }/approve`
		);
		const saved = await call( 'POST', '/v3/vault/payment-tokens', {
			payment_source: {
				token: { id: setup.body.id, type: 'SETUP_TOKEN' },
			},
		} );
		expect( saved.body.payment_source.paypal.email_address ).toBe(
			'kaeufer@example.com'
		);
	} );

	it( "sends a payer who approved a wallet setup token on a page of its own back to the token's return_url", async () => {
		const setup = await call( 'POST', '/v3/vault/setup-tokens', {
			payment_source: {
				paypal: {
					usage_type: 'MERCHANT',
					experience_context: {
						return_url: 'http://127.0.0.1/kasse/?vitrine_vault=1',
						cancel_url: 'http://127.0.0.1/kasse/',
					},
				},
			},
		} );
		const approveUrl = new URL(
			setup.body.links.find( ( l: Json ) => l.rel === 'approve' ).href
		);
		expect( approveUrl.pathname ).toBe( '/agreements/approve' );
		expect( approveUrl.searchParams.get( 'approval_session_id' ) ).toBe(
			setup.body.id
		);
		expect( approveUrl.searchParams.get( 'return_url' ) ).toBe(
			'http://127.0.0.1/kasse/?vitrine_vault=1'
		);
		expect( approveUrl.searchParams.get( 'cancel_url' ) ).toBe(
			'http://127.0.0.1/kasse/'
		);
	} );

	it( 'vaults the wallet on capture when asked to, and pays later with the token', async () => {
		const { body } = await call(
			'POST',
			'/v2/checkout/orders',
			order( {
				payment_source: {
					paypal: {
						attributes: {
							vault: {
								store_in_vault: 'ON_SUCCESS',
								usage_type: 'MERCHANT',
							},
							customer: { id: 'customer-9' },
						},
					},
				},
			} )
		);
		await approve( body.id );
		const captured = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/capture`
		);
		const vault = captured.body.payment_source.paypal.attributes.vault;
		expect( vault ).toMatchObject( {
			status: 'VAULTED',
			customer: { id: 'customer-9' },
		} );
		const repeat = await call(
			'POST',
			'/v2/checkout/orders',
			order( { payment_source: { paypal: { vault_id: vault.id } } } )
		);
		expect( repeat.body.status ).toBe( 'APPROVED' );
	} );

	it( 'vaults a card the card fields hand over later, on capture, under the given customer', async () => {
		const { body } = await call(
			'POST',
			'/v2/checkout/orders',
			order( {
				payment_source: {
					card: {
						attributes: {
							vault: { store_in_vault: 'ON_SUCCESS' },
							customer: { id: 'customer-4' },
						},
					},
				},
			} )
		);
		expect( body ).toMatchObject( { status: 'CREATED' } );
		const attached = await call( 'POST', `/sdk/orders/${ body.id }/card`, {
			number: '4111111111111111',
			expiry: '2031-08',
		} );
		expect( attached.body.status ).toBe( 'APPROVED' );
		const captured = await call(
			'POST',
			`/v2/checkout/orders/${ body.id }/capture`
		);
		const card = captured.body.payment_source.card;
		expect( card ).toMatchObject( {
			last_digits: '1111',
			attributes: {
				vault: { status: 'VAULTED', customer: { id: 'customer-4' } },
			},
		} );
		expect( JSON.stringify( captured.body ) ).not.toContain(
			'4111111111111111'
		);
	} );

	it( 'lists tokens only with a customer id', async () => {
		const { status, body } = await call(
			'GET',
			'/v3/vault/payment-tokens'
		);
		expect( status ).toBe( 400 );
		expect( body.details[ 0 ] ).toMatchObject( {
			issue: 'MISSING_REQUIRED_PARAMETER',
			location: 'query',
		} );
	} );

	it( 'generates a client token, and an id_token for a customer', async () => {
		const plain = await call( 'POST', '/v1/identity/generate-token', {} );
		expect( plain.body ).toMatchObject( {
			client_token: expect.any( String ),
			expires_in: 3600,
		} );
		const forCustomer = await call( 'POST', '/v1/identity/generate-token', {
			customer_id: 'customer-7',
		} );
		const payload = JSON.parse(
			Buffer.from(
				forCustomer.body.id_token.split( '.' )[ 1 ],
				'base64url'
			).toString()
		);
		expect( payload.sub ).toBe( 'customer-7' );
	} );
} );

describe( 'Webhooks', () => {
	it( 'signs deliveries with RSA over id|time|webhook id|crc32(body), verifiable with the served certificate', async () => {
		const created = await call( 'POST', '/v2/checkout/orders', order() );
		const id = created.body.id;
		await approve( id );
		await call( 'POST', `/v2/checkout/orders/${ id }/capture` );
		const { body: delivery } = await call( 'POST', '/__emulator/webhooks', {
			webhook_id: 'WH1SHOP',
			event_type: 'PAYMENT.CAPTURE.COMPLETED',
			order_id: id,
		} );
		const headers = delivery.headers;
		expect( Object.keys( headers ).sort() ).toEqual( [
			'PAYPAL-AUTH-ALGO',
			'PAYPAL-CERT-URL',
			'PAYPAL-TRANSMISSION-ID',
			'PAYPAL-TRANSMISSION-SIG',
			'PAYPAL-TRANSMISSION-TIME',
		] );
		expect( headers[ 'PAYPAL-AUTH-ALGO' ] ).toBe( 'SHA256withRSA' );
		expect( headers[ 'PAYPAL-CERT-URL' ] ).toMatch(
			new RegExp( `^${ emulator.url }/v1/notifications/certs/CERT-` )
		);
		// The certificate is public, as the provider's is.
		const cert = await fetch( headers[ 'PAYPAL-CERT-URL' ] );
		expect( cert.status ).toBe( 200 );
		const pem = await cert.text();
		const message = `${ headers[ 'PAYPAL-TRANSMISSION-ID' ] }|${
			headers[ 'PAYPAL-TRANSMISSION-TIME' ]
		}|WH1SHOP|${ crc32( Buffer.from( delivery.body ) ) }`;
		expect(
			verify(
				'sha256',
				Buffer.from( message ),
				new X509Certificate( pem ).publicKey,
				Buffer.from( headers[ 'PAYPAL-TRANSMISSION-SIG' ], 'base64' )
			)
		).toBe( true );
	} );

	it( 'verify-webhook-signature accepts its own deliveries and refuses altered ones', async () => {
		const created = await call( 'POST', '/v2/checkout/orders', order() );
		const id = created.body.id;
		await approve( id );
		await call( 'POST', `/v2/checkout/orders/${ id }/capture` );
		const { body: delivery } = await call( 'POST', '/__emulator/webhooks', {
			webhook_id: 'WH1',
			event_type: 'PAYMENT.CAPTURE.COMPLETED',
			order_id: id,
		} );
		const event = JSON.parse( delivery.body );
		expect( event.resource.supplementary_data.related_ids.order_id ).toBe(
			id
		);
		const request = ( changes: Json = {} ) => ( {
			auth_algo: delivery.headers[ 'PAYPAL-AUTH-ALGO' ],
			cert_url: delivery.headers[ 'PAYPAL-CERT-URL' ],
			transmission_id: delivery.headers[ 'PAYPAL-TRANSMISSION-ID' ],
			transmission_sig: delivery.headers[ 'PAYPAL-TRANSMISSION-SIG' ],
			transmission_time: delivery.headers[ 'PAYPAL-TRANSMISSION-TIME' ],
			webhook_id: 'WH1',
			webhook_event: event,
			...changes,
		} );
		const path = '/v1/notifications/verify-webhook-signature';
		const status = async ( changes: Json = {} ) =>
			( await call( 'POST', path, request( changes ) ) ).body
				.verification_status;
		expect( ( await call( 'POST', path, request() ) ).body ).toEqual( {
			verification_status: 'SUCCESS',
		} );
		expect( await status( { webhook_id: 'WH2' } ) ).toBe( 'FAILURE' );
		expect(
			await status( {
				webhook_event: {
					...event,
					event_type: 'PAYMENT.CAPTURE.DENIED',
				},
			} )
		).toBe( 'FAILURE' );
		expect(
			await status( {
				cert_url: `${ emulator.url }/v1/notifications/certs/CERT-other`,
			} )
		).toBe( 'FAILURE' );
		expect( await status( { auth_algo: 'SHA1withRSA' } ) ).toBe(
			'FAILURE'
		);
		const missing = await call(
			'POST',
			path,
			request( { transmission_sig: '' } )
		);
		expect( missing.status ).toBe( 400 );
		expect( missing.body.details[ 0 ] ).toMatchObject( {
			field: '/transmission_sig',
			issue: 'MISSING_REQUIRED_PARAMETER',
		} );
		const malformed = await call(
			'POST',
			path,
			request( { webhook_id: 'WH-1' } )
		);
		expect( malformed.status ).toBe( 400 );
		expect( malformed.body.details[ 0 ].field ).toBe( '/webhook_id' );
	} );
} );
