// @ts-check
/**
 * The contract check (tools/contract/): which calls it matches to which
 * operation of the provider's documents, and what it counts as a violation
 * of a request or an answer (docs/payments/contract.md).
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

/**
 * Internal dependencies
 */
import {
	checkTraffic,
	createChecker,
	formatReport,
	readErrata,
} from '../contract/check.mjs';
import { loadDocuments } from '../contract/documents.mjs';
import { DOCUMENTS_DIR, ERRATA_FILE } from '../contract/paths.mjs';

/** @typedef {import('../contract/check.mjs').RecordedCall} RecordedCall */

/** @type {ReturnType<typeof createChecker>} */
let checker;

before( () => {
	checker = createChecker( DOCUMENTS_DIR, readErrata( ERRATA_FILE ) );
} );

/**
 * A recorded call with defaults.
 *
 * @param {Partial<RecordedCall>} fields
 * @return {RecordedCall} The call.
 */
const call = ( fields ) => ( {
	method: 'GET',
	path: '/',
	query: '',
	headers: { 'content-type': 'application/json' },
	body: null,
	status: 200,
	...fields,
} );

const MERCHANT = 'J4KNB9X3EUYAW';

/** A minimal order answer as the documents describe it. */
const ORDER = {
	id: '5O190127TN364715T',
	status: 'CREATED',
	intent: 'CAPTURE',
	purchase_units: [
		{
			reference_id: 'default',
			amount: { currency_code: 'EUR', value: '10.00' },
			payee: { merchant_id: MERCHANT },
		},
	],
	links: [
		{
			href: 'https://api-m.paypal.com/v2/checkout/orders/5O190127TN364715T',
			rel: 'self',
			method: 'GET',
		},
	],
};

/** A minimal order request. */
const ORDER_REQUEST = {
	intent: 'CAPTURE',
	purchase_units: [ { amount: { currency_code: 'EUR', value: '10.00' } } ],
};

describe( 'matching a call to an operation', () => {
	test( 'by method and path template', () => {
		assert.equal(
			checker.match( 'POST', '/v2/checkout/orders/5O1/capture' )
				?.operation.id,
			'orders.capture'
		);
		assert.deepEqual(
			checker.match( 'GET', '/v2/payments/captures/3C6' )?.params,
			{ capture_id: '3C6' }
		);
		assert.equal( checker.match( 'PUT', '/v2/checkout/orders/5O1' ), null );
	} );

	test( 'a literal segment wins over a path parameter', () => {
		assert.equal(
			checker.match( 'GET', '/v1/notifications/webhooks-lookup' )
				?.operation.id,
			'webhooks-lookup.list'
		);
		assert.equal(
			checker.match( 'GET', '/v1/notifications/webhooks/WH-1' )?.operation
				.id,
			'webhooks.get'
		);
	} );

	test( 'a path no document holds is unknown, unless the errata list it', () => {
		const report = checkTraffic( checker, [
			call( { method: 'POST', path: '/v1/oauth2/token', body: 'x' } ),
			call( { method: 'GET', path: '/v9/nothing/ABCDEFGHIJKL' } ),
		] );
		assert.equal( report.unknown, 1 );
		assert.equal( report.ok, false );
		assert.deepEqual(
			report.rows.map( ( r ) => [ r.name, r.kind ] ),
			[
				[ 'POST /v1/oauth2/token', 'undocumented' ],
				[ 'GET /v9/nothing/{id}', 'unknown' ],
			]
		);
	} );
} );

describe( 'requests', () => {
	test( 'a documented order passes', () => {
		const result = checker.check(
			call( {
				method: 'POST',
				path: '/v2/checkout/orders',
				headers: {
					'content-type': 'application/json',
					'paypal-request-id': 'vitrine-1-1-create',
					prefer: 'return=representation',
				},
				body: ORDER_REQUEST,
				status: 201,
				response: ORDER,
			} )
		);
		assert.deepEqual( [ result.request, result.answer ], [ [], [] ] );
	} );

	test( 'lengths, patterns and enums of the body', () => {
		const { request } = checker.check(
			call( {
				method: 'POST',
				path: '/v2/checkout/orders',
				body: {
					intent: 'BUY',
					purchase_units: [
						{
							amount: { currency_code: 'EUR', value: '10,00' },
						},
					],
					payment_source: {
						paypal: {
							name: { given_name: 'E'.repeat( 141 ) },
							experience_context: { brand_name: '' },
						},
					},
				},
				status: 201,
				response: ORDER,
			} )
		);
		const text = request.join( '\n' );
		assert.match( text, /\/intent "BUY" is not one of/ );
		assert.match( text, /\/purchase_units\/\*\/amount\/value "10,00"/ );
		assert.match( text, /given_name .* must NOT have more than 140/ );
		assert.match( text, /brand_name "" must NOT have fewer than 1/ );
	} );

	test( 'a readOnly, an unknown and a deprecated field are violations', () => {
		const { request } = checker.check(
			call( {
				method: 'POST',
				path: '/v2/checkout/orders',
				body: {
					...ORDER_REQUEST,
					id: 'MINE',
					colour: 'blue',
					payer: { email_address: 'erika@example.com' },
				},
				status: 201,
				response: ORDER,
			} )
		);
		assert.deepEqual( request.sort(), [
			'body /colour is not in the document',
			'body /id is not in the document',
			'body /payer is deprecated in the document',
		] );
		const setup = checker.check(
			call( {
				method: 'POST',
				path: '/v3/vault/setup-tokens',
				body: {
					payment_source: {
						paypal: {
							usage_type: 'MERCHANT',
							experience_context: { user_action: 'CONTINUE' },
						},
					},
				},
				status: 201,
				response: { id: '5C991763VB2781612', status: 'CREATED' },
			} )
		);
		assert.deepEqual( setup.request.sort(), [
			'body /payment_source/paypal/experience_context/user_action is not in the document',
			'header PayPal-Request-Id is required',
		] );
		const capture = checker.check(
			call( {
				method: 'GET',
				path: '/v2/payments/captures/3C679366HH908993F',
				status: 200,
				response: { id: '3C679366HH908993F', status: 'COMPLETED' },
			} )
		);
		assert.deepEqual( capture.request, [] );
	} );

	test( 'readOnly properties of a request schema must not be sent', () => {
		const { request } = checker.check(
			call( {
				method: 'POST',
				path: '/v1/notifications/webhooks',
				body: {
					id: 'WH-1',
					url: 'https://example.com/hook',
					event_types: [ { name: 'PAYMENT.CAPTURE.COMPLETED' } ],
				},
				status: 201,
				response: {
					id: 'WH-1',
					url: 'https://example.com/hook',
					event_types: [ { name: 'PAYMENT.CAPTURE.COMPLETED' } ],
				},
			} )
		);
		assert.deepEqual( request, [
			'body /id is readOnly: must not be sent',
		] );
	} );

	test( 'a body where the operation takes none, an undeclared query', () => {
		const voided = checker.check(
			call( {
				method: 'POST',
				path: '/v2/payments/authorizations/0VF52814937998046/void',
				body: {},
				status: 204,
			} )
		);
		assert.deepEqual( voided.request, [
			'a body is sent, the operation takes none',
		] );
		const listed = checker.check(
			call( {
				method: 'GET',
				path: '/v3/vault/payment-tokens',
				query: 'customer_id=customer_4029352050&page=0&colour=1',
				status: 200,
				response: { customer: { id: 'customer_4029352050' } },
			} )
		);
		assert.deepEqual( listed.request.sort(), [
			'query colour is not in the document',
			'query page: 0 must be >= 1',
		] );
	} );
} );

describe( 'answers', () => {
	test( 'an issue must be one of the operation’s own, a 500 has no details', () => {
		const capture = checker.check(
			call( {
				method: 'POST',
				path: '/v2/checkout/orders/5O1/capture',
				body: {},
				status: 422,
				response: {
					name: 'UNPROCESSABLE_ENTITY',
					message:
						'The requested action could not be performed, semantically incorrect, or failed business validation.',
					details: [ { issue: 'CARD_EXPIRED', description: 'x' } ],
					debug_id: 'b1d3a2f1e0c9d',
				},
			} )
		);
		assert.match(
			capture.answer.join( '\n' ),
			/422 \/details\/\* .*CARD_EXPIRED.* matches none of the documented alternatives/
		);
		const ok = checker.check(
			call( {
				method: 'POST',
				path: '/v2/checkout/orders/5O1/capture',
				body: {},
				status: 422,
				response: {
					name: 'UNPROCESSABLE_ENTITY',
					message:
						'The requested action could not be performed, semantically incorrect, or failed business validation.',
					// The description is not checked (errata.json).
					details: [
						{ issue: 'REFERENCED_CARD_EXPIRED', description: 'x' },
					],
					debug_id: 'b1d3a2f1e0c9d',
				},
			} )
		);
		assert.deepEqual( ok.answer, [] );
		const failed = checker.check(
			call( {
				method: 'GET',
				path: '/v2/checkout/orders/5O1',
				status: 500,
				response: {
					name: 'INTERNAL_SERVER_ERROR',
					message: 'An internal server error occurred.',
					details: [ { issue: 'INTERNAL_SERVER_ERROR' } ],
					debug_id: 'b1d3a2f1e0c9d',
				},
			} )
		);
		assert.deepEqual( failed.answer, [
			'500 /details is not in the document',
		] );
	} );

	test( 'ids follow the documented patterns; statuses must be documented', () => {
		const created = checker.check(
			call( {
				method: 'POST',
				path: '/v2/checkout/orders',
				body: ORDER_REQUEST,
				status: 201,
				response: {
					...ORDER,
					purchase_units: [
						{
							...ORDER.purchase_units[ 0 ],
							payee: { merchant_id: 'EMULATORMERCHANT' },
						},
					],
				},
			} )
		);
		assert.match(
			created.answer.join( '\n' ),
			/merchant_id "EMULATORMERCHANT" must match pattern/
		);
		const vault = checker.check(
			call( {
				method: 'DELETE',
				path: '/v3/vault/payment-tokens/8kk8451t',
				status: 409,
				response: { name: 'RESOURCE_CONFLICT' },
			} )
		);
		assert.deepEqual( vault.answer, [ 'status 409 is not documented' ] );
		// A 503 the errata list for the vault only: Orders check it against `default`.
		const orders = checker.check(
			call( {
				method: 'GET',
				path: '/v2/checkout/orders/5O1',
				status: 503,
				response: { name: 'SERVICE_UNAVAILABLE', message: 'Busy.' },
			} )
		);
		assert.match(
			orders.answer.join( '\n' ),
			/^503 \/ .*SERVICE_UNAVAILABLE/
		);
	} );

	test( 'a status the errata list is not checked, and is reported', () => {
		const report = checkTraffic( checker, [
			call( {
				method: 'POST',
				path: '/v2/checkout/orders',
				body: ORDER_REQUEST,
				status: 429,
				response: { name: 'RATE_LIMIT_REACHED' },
			} ),
		] );
		assert.equal( report.ok, true );
		assert.match(
			formatReport( report ),
			/orders\.create: 1× status 429, which the operation does not document/
		);
	} );
} );

describe( 'the errata', () => {
	test( 'each has a reason; a correction applies where the documents contradict themselves', () => {
		const errata = readErrata( ERRATA_FILE );
		assert.ok( errata.errata.length > 0 );
		const { request } = checker.check(
			call( {
				method: 'POST',
				path: '/v3/vault/payment-tokens',
				headers: {
					'content-type': 'application/json',
					'paypal-request-id': 'vitrine-vault-1',
				},
				body: {
					payment_source: {
						token: { id: '5C991763VB2781612', type: 'SETUP_TOKEN' },
					},
				},
				status: 201,
				response: { id: '8kk8451t', customer: { id: 'customer_1' } },
			} )
		);
		assert.deepEqual( request, [] );
	} );

	test( 'an erratum that matches nothing fails the check', () => {
		assert.throws(
			() =>
				loadDocuments( DOCUMENTS_DIR, [
					{
						document: 'checkout_orders_v2',
						op: 'remove',
						path: '/components/schemas/no_such_schema/required',
						reason: 'A test of a stale erratum.',
					},
				] ),
			/erratum matches nothing/
		);
	} );
} );
