/**
 * One emulator per test file, reset before each test, and a caller that
 * talks to it with a fresh bearer token, as the shop's server does.
 */
/**
 * Internal dependencies
 */
import { startEmulator, type Emulator } from '../../src/server';

export type Json = Record< string, any >; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Harness {
	/** The running emulator (after beforeAll). */
	emulator: () => Emulator;
	/** An API call with the current bearer token. */
	call: (
		method: string,
		path: string,
		body?: unknown,
		headers?: Record< string, string >
	) => Promise< { status: number; body: Json; headers: Headers } >;
	/** Asks for a token with client credentials (Basic auth). */
	newToken: ( id?: string, secret?: string ) => Promise< Response >;
	/** The bearer token of the calls. */
	token: () => string;
	/** Makes later calls use this bearer token. */
	useToken: ( token: string ) => void;
}

/**
 * Asks the emulator for a token with client credentials.
 *
 * @param emulator The running emulator.
 * @param id       Client id.
 * @param secret   Client secret.
 */
function requestToken( emulator: Emulator, id: string, secret: string ) {
	return fetch( emulator.url + '/v1/oauth2/token', {
		method: 'POST',
		headers: {
			Authorization:
				'Basic ' +
				Buffer.from( `${ id }:${ secret }` ).toString( 'base64' ),
			'Content-Type': 'application/x-www-form-urlencoded',
		},
		body: 'grant_type=client_credentials',
	} );
}

/**
 * Registers the Jest hooks and returns the caller.
 */
export function emulatorHarness(): Harness {
	let emulator: Emulator;
	let token = '';

	beforeAll( async () => {
		emulator = await startEmulator( { port: 0 } );
	} );

	afterAll( () => emulator.close() );

	beforeEach( async () => {
		emulator.state.reset();
		token = ( await ( await requestToken( emulator, 'c', 's' ) ).json() )
			.access_token;
	} );

	return {
		emulator: () => emulator,
		async call( method, path, body, headers = {} ) {
			const response = await fetch( emulator.url + path, {
				method,
				headers: {
					Authorization: `Bearer ${ token }`,
					'Content-Type': 'application/json',
					...headers,
				},
				body: body === undefined ? undefined : JSON.stringify( body ),
			} );
			const text = await response.text();
			return {
				status: response.status,
				body: text ? JSON.parse( text ) : {},
				headers: response.headers,
			};
		},
		newToken: ( id = 'c', secret = 's' ) =>
			requestToken( emulator, id, secret ),
		token: () => token,
		useToken( next ) {
			token = next;
		},
	};
}

/**
 * The first detail's issue of an error body.
 *
 * @param body Error body.
 */
export const issueOf = ( body: Json ): string | undefined =>
	body.details?.[ 0 ]?.issue;

/**
 * The body of a monthly 9,90 € plan of the demo's coffee subscription
 * (`POST /v1/billing/plans`).
 *
 * @param overrides Fields to change.
 */
export const monthlyPlan = ( overrides: Json = {} ): Json => ( {
	product_id: 'PROD-KAFFEE',
	name: 'Kaffee-Abo',
	billing_cycles: [
		{
			frequency: { interval_unit: 'MONTH', interval_count: 1 },
			tenure_type: 'REGULAR',
			sequence: 1,
			total_cycles: 0,
			pricing_scheme: {
				fixed_price: { currency_code: 'EUR', value: '9.90' },
			},
		},
	],
	payment_preferences: { auto_bill_outstanding: true },
	...overrides,
} );

/**
 * A subscription to the monthly plan that the payer approved (ACTIVE).
 *
 * @param call The harness' caller.
 * @return The subscription as created (its id).
 */
export async function approvedSubscription(
	call: Harness[ 'call' ]
): Promise< Json > {
	const plan = await call( 'POST', '/v1/billing/plans', monthlyPlan() );
	const subscription = await call( 'POST', '/v1/billing/subscriptions', {
		plan_id: plan.body.id,
	} );
	await call(
		'POST',
		`/__emulator/subscriptions/${ subscription.body.id }/approve`
	);
	return subscription.body;
}
