/* @jest-environment node */
/**
 * Contract tests of the emulator's Payments v2 routes (captures, refunds,
 * authorizations) and of the payer-action flow of Orders v2, with the
 * provider's documented status codes and error bodies.
 */
/**
 * Internal dependencies
 */
import { issueOf, emulatorHarness, type Json } from './harness/emulator';

const { call, emulator } = emulatorHarness();

const EUR = ( value: string ) => ( { currency_code: 'EUR', value } );

const order = ( intent = 'CAPTURE', extra: Json = {} ): Json => ( {
	intent,
	purchase_units: [ { custom_id: '42', amount: EUR( '30.00' ) } ],
	...extra,
} );

/**
 * An approved order, completed: the capture or the authorization.
 *
 * @param intent CAPTURE or AUTHORIZE.
 */
async function paid( intent: 'CAPTURE' | 'AUTHORIZE' ): Promise< Json > {
	const created = await call(
		'POST',
		'/v2/checkout/orders',
		order( intent )
	);
	await call( 'POST', `/__emulator/orders/${ created.body.id }/approve` );
	const done = await call(
		'POST',
		`/v2/checkout/orders/${ created.body.id }/${ intent.toLowerCase() }`
	);
	const payments = done.body.purchase_units[ 0 ].payments;
	return intent === 'CAPTURE'
		? payments.captures[ 0 ]
		: payments.authorizations[ 0 ];
}

describe( 'Captures and refunds', () => {
	it( 'shows a capture and refunds it partly, then fully', async () => {
		const capture = await paid( 'CAPTURE' );
		const shown = await call(
			'GET',
			`/v2/payments/captures/${ capture.id }`
		);
		expect( shown.status ).toBe( 200 );
		expect( shown.body ).toMatchObject( {
			id: capture.id,
			status: 'COMPLETED',
			amount: EUR( '30.00' ),
			custom_id: '42',
			final_capture: true,
		} );
		expect( shown.body.links.map( ( l: Json ) => l.rel ) ).toEqual( [
			'self',
			'refund',
			'up',
		] );

		const part = await call(
			'POST',
			`/v2/payments/captures/${ capture.id }/refund`,
			{ amount: EUR( '10.00' ), note_to_payer: 'Teilerstattung' },
			{ Prefer: 'return=representation' }
		);
		expect( part.status ).toBe( 201 );
		expect( part.body ).toMatchObject( {
			status: 'COMPLETED',
			amount: EUR( '10.00' ),
			note_to_payer: 'Teilerstattung',
			seller_payable_breakdown: {
				total_refunded_amount: EUR( '10.00' ),
			},
		} );
		expect(
			( await call( 'GET', `/v2/payments/captures/${ capture.id }` ) )
				.body.status
		).toBe( 'PARTIALLY_REFUNDED' );

		// No amount: the rest. The default answer is minimal.
		const rest = await call(
			'POST',
			`/v2/payments/captures/${ capture.id }/refund`,
			{}
		);
		expect( rest.status ).toBe( 201 );
		expect( Object.keys( rest.body ) ).toEqual( [
			'id',
			'status',
			'links',
		] );
		const refund = await call(
			'GET',
			`/v2/payments/refunds/${ rest.body.id }`
		);
		expect( refund.body.amount ).toEqual( EUR( '20.00' ) );
		const after = await call(
			'GET',
			`/v2/payments/captures/${ capture.id }`
		);
		expect( after.body.status ).toBe( 'REFUNDED' );
		expect( after.body.links.map( ( l: Json ) => l.rel ) ).not.toContain(
			'refund'
		);

		const again = await call(
			'POST',
			`/v2/payments/captures/${ capture.id }/refund`,
			{}
		);
		expect( again.status ).toBe( 422 );
		expect( again.body.name ).toBe( 'UNPROCESSABLE_ENTITY' );
		expect( issueOf( again.body ) ).toBe( 'CAPTURE_FULLY_REFUNDED' );
		expect( again.body.links[ 0 ].href ).toContain( 'payments/v2' );

		// The order shows the refunds and the capture's status too.
		const orderId = after.body.links
			.find( ( l: Json ) => l.rel === 'up' )
			.href.split( '/' )
			.pop();
		const shownOrder = await call(
			'GET',
			`/v2/checkout/orders/${ orderId }`
		);
		const payments = shownOrder.body.purchase_units[ 0 ].payments;
		expect( payments.captures[ 0 ].status ).toBe( 'REFUNDED' );
		expect( payments.refunds ).toHaveLength( 2 );
	} );

	it( 'refuses a refund above what is left, in another currency, of zero, or malformed', async () => {
		const capture = await paid( 'CAPTURE' );
		const refund = ( body: Json ) =>
			call(
				'POST',
				`/v2/payments/captures/${ capture.id }/refund`,
				body
			);
		const exceeded = await refund( { amount: EUR( '30.01' ) } );
		expect( exceeded.status ).toBe( 422 );
		expect( exceeded.body.details[ 0 ] ).toMatchObject( {
			issue: 'REFUND_AMOUNT_EXCEEDED',
			field: '/amount/value',
		} );
		expect(
			issueOf(
				(
					await refund( {
						amount: { currency_code: 'USD', value: '1.00' },
					} )
				).body
			)
		).toBe( 'REFUND_CAPTURE_CURRENCY_MISMATCH' );
		expect(
			issueOf( ( await refund( { amount: EUR( '0.00' ) } ) ).body )
		).toBe( 'CANNOT_BE_ZERO_OR_NEGATIVE' );
		const malformed = await refund( { amount: EUR( '1.234' ) } );
		expect( malformed.status ).toBe( 400 );
		expect( malformed.body.name ).toBe( 'INVALID_REQUEST' );
		expect( malformed.body.details[ 0 ] ).toMatchObject( {
			issue: 'INVALID_PARAMETER_SYNTAX',
			field: '/amount/value',
		} );
		const missing = await refund( { amount: { value: '1.00' } } );
		expect( missing.body.details[ 0 ] ).toMatchObject( {
			issue: 'MISSING_REQUIRED_PARAMETER',
			field: '/amount/currency_code',
		} );
		const unknown = await call( 'GET', '/v2/payments/captures/NOPE' );
		expect( unknown.status ).toBe( 404 );
		expect( issueOf( unknown.body ) ).toBe( 'INVALID_RESOURCE_ID' );
	} );

	it( 'answers a repeated refund with one PayPal-Request-Id once', async () => {
		const capture = await paid( 'CAPTURE' );
		const send = () =>
			call(
				'POST',
				`/v2/payments/captures/${ capture.id }/refund`,
				{ amount: EUR( '5.00' ) },
				{ 'PayPal-Request-Id': 'refund-1001-1' }
			);
		const first = await send();
		const second = await send();
		expect( second.status ).toBe( 201 );
		expect( second.body.id ).toBe( first.body.id );
		const shown = await call(
			'GET',
			`/v2/payments/captures/${ capture.id }`
		);
		expect( shown.body.status ).toBe( 'PARTIALLY_REFUNDED' );
		const up = shown.body.links.find( ( l: Json ) => l.rel === 'up' );
		const refunds = ( await call( 'GET', new URL( up.href ).pathname ) )
			.body.purchase_units[ 0 ].payments.refunds;
		expect( refunds ).toHaveLength( 1 );
	} );
} );

describe( 'Authorizations', () => {
	it( 'captures an authorization once: AUTHORIZATION_ALREADY_CAPTURED after', async () => {
		const authorization = await paid( 'AUTHORIZE' );
		const shown = await call(
			'GET',
			`/v2/payments/authorizations/${ authorization.id }`
		);
		expect( shown.body ).toMatchObject( {
			status: 'CREATED',
			amount: EUR( '30.00' ),
		} );
		expect( shown.body.links.map( ( l: Json ) => l.rel ) ).toEqual( [
			'self',
			'capture',
			'void',
			'up',
		] );
		const captured = await call(
			'POST',
			`/v2/payments/authorizations/${ authorization.id }/capture`,
			{},
			{ Prefer: 'return=representation' }
		);
		expect( captured.status ).toBe( 201 );
		expect( captured.body ).toMatchObject( {
			status: 'COMPLETED',
			amount: EUR( '30.00' ),
			final_capture: true,
		} );
		expect(
			(
				await call(
					'GET',
					`/v2/payments/authorizations/${ authorization.id }`
				)
			).body.status
		).toBe( 'CAPTURED' );
		// The capture of an authorization is refundable like any other.
		expect(
			(
				await call(
					'POST',
					`/v2/payments/captures/${ captured.body.id }/refund`,
					{}
				)
			).status
		).toBe( 201 );

		const twice = await call(
			'POST',
			`/v2/payments/authorizations/${ authorization.id }/capture`,
			{}
		);
		expect( twice.status ).toBe( 422 );
		expect( issueOf( twice.body ) ).toBe(
			'AUTHORIZATION_ALREADY_CAPTURED'
		);
		const voided = await call(
			'POST',
			`/v2/payments/authorizations/${ authorization.id }/void`
		);
		expect( issueOf( voided.body ) ).toBe( 'PREVIOUSLY_CAPTURED' );
	} );

	it( 'captures in parts up to 115 %, then voids the rest', async () => {
		const authorization = await paid( 'AUTHORIZE' );
		const capture = ( body: Json ) =>
			call(
				'POST',
				`/v2/payments/authorizations/${ authorization.id }/capture`,
				body
			);
		const part = await capture( {
			amount: EUR( '10.00' ),
			final_capture: false,
		} );
		expect( part.status ).toBe( 201 );
		expect( Object.keys( part.body ) ).toEqual( [
			'id',
			'status',
			'links',
		] );
		expect(
			(
				await call(
					'GET',
					`/v2/payments/authorizations/${ authorization.id }`
				)
			).body.status
		).toBe( 'PARTIALLY_CAPTURED' );
		expect(
			issueOf(
				(
					await capture( {
						amount: EUR( '24.51' ),
						final_capture: false,
					} )
				).body
			)
		).toBe( 'MAX_CAPTURE_AMOUNT_EXCEEDED' );
		expect(
			issueOf(
				(
					await capture( {
						amount: { currency_code: 'USD', value: '1.00' },
					} )
				).body
			)
		).toBe( 'AUTH_CAPTURE_CURRENCY_MISMATCH' );

		const voided = await call(
			'POST',
			`/v2/payments/authorizations/${ authorization.id }/void`
		);
		expect( voided.status ).toBe( 204 );
		expect( issueOf( ( await capture( {} ) ).body ) ).toBe(
			'AUTHORIZATION_VOIDED'
		);
		const again = await call(
			'POST',
			`/v2/payments/authorizations/${ authorization.id }/void`,
			undefined,
			{ Prefer: 'return=representation' }
		);
		expect( again.status ).toBe( 422 );
		expect( issueOf( again.body ) ).toBe( 'PREVIOUSLY_VOIDED' );
	} );
} );

describe( 'Payer action (Orders v2)', () => {
	it( 'starts a wallet order with an experience context as PAYER_ACTION_REQUIRED with a payer-action link', async () => {
		const created = await call(
			'POST',
			'/v2/checkout/orders',
			order( 'CAPTURE', {
				payment_source: {
					paypal: {
						experience_context: {
							return_url: 'http://127.0.0.1/zurueck',
							cancel_url: 'http://127.0.0.1/abbruch',
						},
					},
				},
			} )
		);
		expect( created.status ).toBe( 201 );
		expect( created.body.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		const rels = created.body.links.map( ( l: Json ) => l.rel );
		expect( rels ).toContain( 'payer-action' );
		expect( rels ).not.toContain( 'approve' );
		const action = created.body.links.find(
			( l: Json ) => l.rel === 'payer-action'
		);
		expect( action.href ).toBe(
			`${ emulator().url }/checkoutnow?token=${ created.body.id }`
		);
		const early = await call(
			'POST',
			`/v2/checkout/orders/${ created.body.id }/capture`
		);
		expect( issueOf( early.body ) ).toBe( 'PAYER_ACTION_REQUIRED' );
		await call( 'POST', `/__emulator/orders/${ created.body.id }/approve` );
		const done = await call(
			'POST',
			`/v2/checkout/orders/${ created.body.id }/capture`
		);
		expect( done.body.status ).toBe( 'COMPLETED' );
	} );

	it( 'starts an order without a payment source as CREATED with an approve link', async () => {
		const created = await call( 'POST', '/v2/checkout/orders', order() );
		expect( created.body.status ).toBe( 'CREATED' );
		expect( created.body.links.map( ( l: Json ) => l.rel ) ).toContain(
			'approve'
		);
	} );
} );
