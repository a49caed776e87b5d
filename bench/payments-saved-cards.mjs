// @ts-check
/**
 * The concurrency cases of bench/payments.mjs that charge a saved card (one
 * entry each in CASES of bench/payments-concurrency.mjs):
 *
 * - saved-card checkout: one logged-in shopper's checkout form, with a card
 *   saved in the vault chosen (`saved-credit-card`, §4.10), submitted 20
 *   times at once (the same rendering, as a double click or a reload
 *   does) → 1 shop order, paid, 1 capture, every answer a redirect to its
 *   order-received page.
 * - renewal job: the automatic renewal job (Payment\Subscriptions\Renewals,
 *   as Account\RenewalCron runs it) started in 5 CLI processes at the same
 *   moment for a subscription due on its saved card → 1 renewal order, 1
 *   provider order, 1 capture, the next payment a month later.
 */
/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT } from '../tools/site/site.mjs';
import {
	ask,
	captures,
	control,
	logIn,
	parallel,
	shopperWith,
} from './payments-lib.mjs';

/**
 * @typedef {import('./payments-lib.mjs').Bench} Bench
 * @typedef {import('./payments-concurrency.mjs').Case} Case
 */

/** The checkout form's hidden fields (FormRequest::fields, the form's token). */
const HIDDEN = /<input type="hidden" name="([\w-]+)" value="([^"]*)"/g;

/** A day the bench's subscription is due on (the job's clock). */
const DUE = '2027-02-10';

/**
 * POSTs a bench action with the shopper's cookie.
 *
 * @param {Bench}  bench  The bench.
 * @param {string} action Action.
 * @param {string} cookie Cookie.
 * @param {Object} body   Body.
 */
async function askAs( bench, action, cookie, body = {} ) {
	const res = await fetch( `${ bench.url }/?vitrine-bench=${ action }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Cookie: cookie },
		body: JSON.stringify( body ),
	} );
	const json = await res.json();
	if ( res.status !== 200 ) {
		throw new Error( `${ action }: ${ JSON.stringify( json ) }` );
	}
	return json;
}

/** @type {Case} */
export const savedCardCheckout = {
	name: 'saved-card checkout',
	calls: 20,
	async run( bench, origins, calls, label ) {
		const cookie = await logIn( bench );
		const shopper = await shopperWith( bench.product, cookie );
		const { token } = await askAs( bench, 'saved-card', shopper.cookie );
		const page = await fetch( `${ bench.url }/kasse/`, {
			headers: { Cookie: shopper.cookie },
		} );
		const form = new URLSearchParams();
		for ( const [ , name, value ] of ( await page.text() ).matchAll(
			HIDDEN
		) ) {
			if (
				/^(vitrine_form|_vitrine_nonce|vitrine_checkout_token)$/.test(
					name
				)
			) {
				form.set( name, value );
			}
		}
		for ( const [ name, value ] of Object.entries( {
			billing_first_name: 'Erika',
			billing_last_name: 'Mustermann',
			billing_email: 'erika@example.org',
			billing_phone: '+49 30 1234567',
			billing_country: 'DE',
			billing_address_1: 'Heidestraße 17',
			billing_city: 'Köln',
			billing_postcode: '51147',
			payment_method: 'ppcp-credit-card-gateway',
			'saved-credit-card': String( token ),
		} ) ) {
			form.set( name, value );
		}
		const before = ( await ask( bench, 'count&provider_order_id=' ) ).all;
		const { answers, seconds } = await parallel(
			calls,
			origins,
			async ( origin ) => {
				const res = await fetch( `${ origin }/kasse/`, {
					method: 'POST',
					redirect: 'manual',
					headers: {
						'Content-Type': 'application/x-www-form-urlencoded',
						Cookie: shopper.cookie,
					},
					body: form.toString(),
				} );
				return {
					status: res.status,
					json: { location: res.headers.get( 'location' ) ?? '' },
				};
			}
		);
		const after = ( await ask( bench, 'count&provider_order_id=' ) ).all;
		/** @type {Record<string, number>} */
		const kinds = {};
		const ids = new Set();
		for ( const a of answers ) {
			const received = /\/bestellung-erhalten\/(\d+)\//.exec(
				a.json.location
			);
			const kind = received
				? `${ a.status } → order received`
				: `${ a.status } ${ a.json.location || 'no redirect' }`;
			kinds[ kind ] = ( kinds[ kind ] ?? 0 ) + 1;
			if ( received ) {
				ids.add( received[ 1 ] );
			}
		}
		const [ id ] = [ ...ids ];
		const order = id
			? await ask( bench, `order&id=${ id }` )
			: { status: '', provider_order_id: '' };
		const held = order.provider_order_id
			? await captures( bench, order.provider_order_id )
			: { held: 0, calls: 0, processed: 0 };
		const received = kinds[ '303 → order received' ] ?? 0;
		return {
			case: this.name,
			run: label,
			calls,
			seconds,
			answers: Object.entries( kinds )
				.map( ( [ k, v ] ) => `${ v } × ${ k }` )
				.join( ', ' ),
			urls: ids.size,
			provider: `${ held.held } capture (${ held.calls } calls, ${ held.processed } processed)`,
			orders: `${ after - before } new (status ${ order.status })`,
			met:
				held.held === 1 &&
				held.processed === 1 &&
				after - before === 1 &&
				[ 'processing', 'completed' ].includes( order.status ) &&
				received === calls &&
				ids.size === 1,
		};
	},
};

/**
 * One run of the renewal job in a CLI process of its own
 * (tests/php/fixtures/renewal-job.php, shared with RenewalsParallelTest).
 *
 * @param {Bench}  bench        The bench.
 * @param {number} subscription Subscription id.
 * @param {number} start        When all start (unix seconds).
 * @return {Promise<{code: number | null, out: string}>} Exit code and output.
 */
function renewalProcess( bench, subscription, start ) {
	return new Promise( ( resolve ) => {
		const child = spawn(
			'php',
			[
				path.join(
					ROOT,
					'tests',
					'php',
					'fixtures',
					'renewal-job.php'
				),
				bench.dir,
				bench.emulator,
				DUE,
				start.toFixed( 3 ),
				String( subscription ),
			],
			{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
		);
		let out = '';
		child.stdout.on( 'data', ( d ) => ( out += d ) );
		child.stderr.on( 'data', ( d ) => ( out += d ) );
		child.on( 'close', ( code ) => resolve( { code, out } ) );
	} );
}

/** @type {Case} The renewal job started 5 times at once. */
export const renewalJob = {
	name: 'renewal job',
	calls: 5,
	fixed: true,
	runs: [ [ '5 CLI processes', () => [] ] ],
	async run( bench, _origins, calls, label ) {
		const { subscription } = await askAs( bench, 'renewal-due', '', {
			today: DUE,
			product: bench.subscription.id,
		} );
		const logBefore = ( await control( bench, 'GET', 'calls' ) ).length;
		const started = Date.now();
		const start = started / 1000 + 1.5;
		const runs = await Promise.all(
			Array.from( { length: calls }, () =>
				renewalProcess( bench, subscription, start )
			)
		);
		const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
		/** @type {Record<string, number>} */
		const outcomes = {};
		for ( const r of runs ) {
			let outcome = `exit ${ r.code }`;
			try {
				outcome =
					JSON.parse( r.out ).outcomes?.[ subscription ] ?? 'none';
			} catch {
				// Not JSON: counted by its exit code.
			}
			outcomes[ outcome ] = ( outcomes[ outcome ] ?? 0 ) + 1;
		}
		const state = await ask(
			bench,
			`renewals&subscription=${ subscription }`
		);
		/** @type {Array<Record<string, any>>} */
		const log = ( await control( bench, 'GET', 'calls' ) ).slice(
			logBefore
		);
		const created = log.filter(
			( c ) =>
				c.method === 'POST' &&
				c.path === '/v2/checkout/orders' &&
				! c.replayed &&
				c.status === 201
		).length;
		const provider = state.provider_orders[ 0 ] ?? '';
		const held = provider
			? await captures( bench, provider )
			: { held: 0, calls: 0, processed: 0 };
		return {
			case: this.name,
			run: label,
			calls,
			seconds,
			answers: Object.entries( outcomes )
				.map( ( [ k, v ] ) => `${ v } × ${ k }` )
				.join( ', ' ),
			urls: 0,
			provider: `${ created } order created, ${ held.held } capture (${ held.calls } calls, ${ held.processed } processed)`,
			orders: `${ state.orders - 1 } renewal (paid ${
				state.paid - 1
			}), next ${ state.next_payment }`,
			met:
				outcomes.paid === 1 &&
				runs.every( ( r ) => r.code === 0 ) &&
				state.orders === 2 &&
				state.paid === 2 &&
				state.provider_orders.length === 1 &&
				created === 1 &&
				held.held === 1 &&
				held.processed === 1 &&
				state.next_payment === '2027-03-10',
		};
	},
};
