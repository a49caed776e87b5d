/* @jest-environment node */
/**
 * What the provider's OpenAPI documents fix and the contract check
 * (docs/payments/contract.md) found the emulator getting wrong: ids in
 * their documented patterns, error names and messages from the documents'
 * lists, no details on a 5xx, no field the documents do not have.
 */
/**
 * Internal dependencies
 */
import { MERCHANT_ID, PAYER_ID } from '../src/ids';
import {
	approvedSubscription,
	emulatorHarness,
	type Json,
} from './harness/emulator';

const { call } = emulatorHarness();

/** Merchant and payer ids: `^[2-9A-HJ-NP-Z]{13}$` in every document. */
const ACCOUNT_ID = /^[2-9A-HJ-NP-Z]{13}$/;

const order = (): Json => ( {
	intent: 'CAPTURE',
	purchase_units: [ { amount: { currency_code: 'EUR', value: '10.00' } } ],
	payment_source: {
		paypal: {
			experience_context: {
				return_url: 'http://127.0.0.1/return',
				cancel_url: 'http://127.0.0.1/cancel',
			},
		},
	},
} );

describe( 'ids in the documented patterns', () => {
	it( 'the payee and the payer of a paid order', async () => {
		expect( MERCHANT_ID ).toMatch( ACCOUNT_ID );
		expect( PAYER_ID ).toMatch( ACCOUNT_ID );
		const created = await call( 'POST', '/v2/checkout/orders', order(), {
			Prefer: 'return=representation',
		} );
		expect( created.body.purchase_units[ 0 ].payee.merchant_id ).toBe(
			MERCHANT_ID
		);
		await call( 'POST', `/__emulator/orders/${ created.body.id }/approve` );
		const paid = await call(
			'POST',
			`/v2/checkout/orders/${ created.body.id }/capture`,
			{},
			{ Prefer: 'return=representation' }
		);
		expect( paid.body.payer.payer_id ).toBe( PAYER_ID );
		expect( paid.body.payment_source.paypal.account_id ).toBe( PAYER_ID );
	} );

	it( 'the subscriber of an approved subscription', async () => {
		const subscription = await approvedSubscription( call );
		const active = await call(
			'GET',
			`/v1/billing/subscriptions/${ subscription.id }`
		);
		expect( active.body.subscriber.payer_id ).toMatch( ACCOUNT_ID );
	} );
} );

describe( 'error bodies', () => {
	it( 'a 500 has the documented message and no details', async () => {
		await call( 'POST', '/__emulator/faults', {
			kind: 'issue',
			issue: 'INTERNAL_SERVER_ERROR',
			path: '/v2/checkout/orders',
		} );
		const failed = await call( 'POST', '/v2/checkout/orders', order() );
		expect( failed.status ).toBe( 500 );
		expect( failed.body ).toMatchObject( {
			name: 'INTERNAL_SERVER_ERROR',
			message: 'An internal server error occurred.',
		} );
		expect( failed.body ).not.toHaveProperty( 'details' );
	} );

	it( 'a 401 has the documented message', async () => {
		const refused = await call( 'GET', '/v2/checkout/orders/X', undefined, {
			Authorization: 'Bearer wrong',
		} );
		expect( refused.status ).toBe( 401 );
		expect( refused.body.message ).toBe(
			'Authentication failed due to missing authorization header, or invalid authentication credentials.'
		);
	} );
} );

describe( 'only documented fields', () => {
	it( 'a saved card has no type (the vault documents none)', async () => {
		const setup = await call( 'POST', '/v3/vault/setup-tokens', {
			customer: { id: 'customer-8' },
			payment_source: {
				card: { number: '4111111111111111', expiry: '2030-12' },
			},
		} );
		expect( setup.body.payment_source.card ).not.toHaveProperty( 'type' );
		const saved = await call( 'POST', '/v3/vault/payment-tokens', {
			payment_source: {
				token: { id: setup.body.id, type: 'SETUP_TOKEN' },
			},
		} );
		expect( saved.body.payment_source.card ).toMatchObject( {
			last_digits: '1111',
			brand: 'VISA',
		} );
		expect( saved.body.payment_source.card ).not.toHaveProperty( 'type' );
	} );

	it( 'a customer without saved methods gets no totals (documented ≥ 1)', async () => {
		const list = await call(
			'GET',
			'/v3/vault/payment-tokens?customer_id=customer-none'
		);
		expect( list.status ).toBe( 200 );
		expect( list.body.payment_tokens ).toEqual( [] );
		expect( list.body ).not.toHaveProperty( 'total_items' );
		expect( list.body ).not.toHaveProperty( 'total_pages' );
	} );
} );

describe( 'the payer under payment_source.paypal', () => {
	const wallet = ( fields: Json ): Json => {
		const body = order();
		Object.assign( body.payment_source.paypal, fields );
		return body;
	};

	it( 'is the order’s payer; the answer shows the source in its documented shape', async () => {
		const created = await call(
			'POST',
			'/v2/checkout/orders',
			wallet( {
				name: { given_name: 'Erika', surname: 'Mustermann' },
				email_address: 'erika@example.com',
				phone: {
					phone_type: 'HOME',
					phone_number: { national_number: '309876543' },
				},
				address: { country_code: 'DE', admin_area_2: 'Köln' },
				attributes: {
					vault: {
						store_in_vault: 'ON_SUCCESS',
						usage_type: 'MERCHANT',
					},
				},
			} ),
			{ Prefer: 'return=representation' }
		);
		expect( created.status ).toBe( 201 );
		expect( created.body.payer ).toMatchObject( {
			name: { given_name: 'Erika' },
			email_address: 'erika@example.com',
		} );
		const source = created.body.payment_source.paypal;
		expect( source.phone_number ).toEqual( {
			national_number: '309876543',
		} );
		expect( source.phone_type ).toBe( 'HOME' );
		expect( source ).not.toHaveProperty( 'phone' );
		expect( source ).not.toHaveProperty( 'attributes' );
		expect( source ).not.toHaveProperty( 'experience_context' );
	} );

	it( 'is bounded as the provider documents it', async () => {
		const refused = await call(
			'POST',
			'/v2/checkout/orders',
			wallet( { name: { given_name: 'E'.repeat( 141 ) } } )
		);
		expect( refused.status ).toBe( 400 );
		expect( refused.body.details[ 0 ].field ).toBe(
			'/payment_source/paypal/name/given_name'
		);
	} );
} );
