// @ts-check
/**
 * The concurrency cases of bench/payments.mjs (and bench/approve.mjs): one
 * small entry per case in CASES, each run against one and two PHP
 * servers. A case makes a fresh shopper, fires its calls in parallel
 * (split over the servers) and answers one table row with `met`.
 */
/**
 * Internal dependencies
 */
import {
	ask,
	call,
	captures,
	control,
	logIn,
	openPage,
	parallel,
	providerApi,
	shopperWith,
	tally,
} from './payments-lib.mjs';
import { renewalJob, savedCardCheckout } from './payments-saved-cards.mjs';

/**
 * @typedef {import('./payments-lib.mjs').Bench} Bench
 * @typedef {import('./payments-lib.mjs').Shopper} Shopper
 * @typedef {{case: string, run: string, calls: number, seconds: string, answers: string, urls: number, provider: string, orders: string, met: boolean}} Row
 * @typedef {{name: string, calls: number, fixed?: boolean, runs?: Array<[string, (bench: Bench) => string[]]>, run: (bench: Bench, origins: string[], calls: number, label: string) => Promise<Row>}} Case
 */

/**
 * create_order for the shopper's cart; the emulator approves it as the payer.
 *
 * @param {Bench}   bench         The bench.
 * @param {Shopper} shopper       Who pays.
 * @param {string}  fundingSource paypal, paylater…
 * @return {Promise<string>} The provider order id.
 */
export async function createApproved(
	bench,
	shopper,
	fundingSource = 'paypal'
) {
	const created = await call( shopper, 'create_order', {
		context: 'product',
		funding_source: fundingSource,
	} );
	const id = created.json?.data?.id;
	if ( ! created.json?.success || ! id ) {
		throw new Error( `create_order: ${ JSON.stringify( created ) }` );
	}
	await control( bench, 'POST', `orders/${ id }/approve`, {} );
	return id;
}

/** @type {Case} 100 parallel approve_order for one provider order. */
const approveOrder = {
	name: 'approve_order',
	calls: 100,
	async run( bench, origins, calls, label ) {
		const shopper = await shopperWith( bench.product );
		const before = ( await ask( bench, 'count&provider_order_id=' ) ).all;
		const id = await createApproved( bench, shopper );
		const { answers, seconds } = await parallel(
			calls,
			origins,
			( origin ) =>
				call(
					shopper,
					'approve_order',
					{
						order_id: id,
						funding_source: 'paypal',
						should_create_wc_order: true,
					},
					origin
				)
		);
		const held = await captures( bench, id );
		const shop = await ask( bench, `count&provider_order_id=${ id }` );
		const t = tally( answers );
		return {
			case: this.name,
			run: label,
			calls,
			seconds,
			answers: t.text,
			urls: t.urls.size,
			provider: `${ held.held } capture (${ held.calls } calls, ${ held.processed } processed)`,
			orders: `${ shop.orders } (paid ${ shop.paid }, new ${
				shop.all - before
			})`,
			met:
				held.held === 1 &&
				held.processed === 1 &&
				shop.orders === 1 &&
				shop.paid === 1 &&
				shop.all - before === 1 &&
				t.successes === calls &&
				t.urls.size === 1,
		};
	},
};

/** @type {Case} 100 parallel approve_subscription for one provider subscription. */
const approveSubscription = {
	name: 'approve_subscription',
	calls: 100,
	async run( bench, origins, calls, label ) {
		const shopper = await shopperWith(
			bench.subscription,
			await logIn( bench )
		);
		const before = ( await ask( bench, 'count&provider_order_id=' ) ).all;
		const subscriptionId = await approvedSubscription( bench );
		const { answers, seconds } = await parallel(
			calls,
			origins,
			( origin ) =>
				call(
					shopper,
					'approve_subscription',
					{ order_id: '', subscription_id: subscriptionId },
					origin
				)
		);
		const shop = await ask(
			bench,
			`count&provider_order_id=${ subscriptionId }`
		);
		/** @type {Array<Record<string, any>>} */
		const log = await control( bench, 'GET', 'calls' );
		const reads = log.filter( ( c ) =>
			c.path.endsWith( `/subscriptions/${ subscriptionId }` )
		).length;
		const t = tally( answers );
		return {
			case: this.name,
			run: label,
			calls,
			seconds,
			answers: t.text,
			urls: t.urls.size,
			provider: `1 subscription (${ reads } reads)`,
			orders: `${ shop.orders } (paid ${ shop.paid }, new ${
				shop.all - before
			})`,
			met:
				shop.orders === 1 &&
				shop.paid === 1 &&
				shop.all - before === 1 &&
				t.successes === calls &&
				t.urls.size === 1,
		};
	},
};

/**
 * A provider subscription the payer approved (plan and subscription made
 * at the emulator, as the SDK's createSubscription would).
 *
 * @param {Bench} bench The bench.
 * @return {Promise<string>} Its id.
 */
export async function approvedSubscription( bench ) {
	/**
	 * @param {string} p    Path.
	 * @param {Object} body Body.
	 */
	const post = ( p, body ) => providerApi( bench, 'POST', p, body );
	const plan = await post( '/v1/billing/plans', {
		product_id: 'PROD-BENCH',
		name: 'Bench-Newsletter',
		billing_cycles: [
			{
				frequency: { interval_unit: 'MONTH', interval_count: 1 },
				tenure_type: 'REGULAR',
				sequence: 1,
				total_cycles: 0,
				pricing_scheme: {
					fixed_price: { value: '3.00', currency_code: 'EUR' },
				},
			},
		],
		payment_preferences: { auto_bill_outstanding: true },
	} );
	const created = await post( '/v1/billing/subscriptions', {
		plan_id: plan.id,
	} );
	await control( bench, 'POST', `subscriptions/${ created.id }/approve`, {} );
	return created.id;
}

/**
 * @type {Case} Two tabs of one shopper pay the same cart, each with its own
 * provider order (the second tab chose pay later), both approved at once:
 * one order paid with one capture, the other tab told so in German.
 */
const twoTabs = {
	name: 'two tabs, one cart',
	calls: 2,
	fixed: true,
	async run( bench, origins, calls, label ) {
		const first = await shopperWith( bench.product );
		const second = await openPage( bench.product.url, first.cookie );
		const before = ( await ask( bench, 'count&provider_order_id=' ) ).all;
		const ids = [
			await createApproved( bench, first, 'paypal' ),
			await createApproved( bench, second, 'paylater' ),
		];
		const tabs = [ first, second ];
		const started = Date.now();
		const answers = await Promise.all(
			tabs.map( ( tab, i ) =>
				call(
					tab,
					'approve_order',
					{
						order_id: ids[ i ],
						funding_source: i ? 'paylater' : 'paypal',
					},
					origins[ i % origins.length ]
				)
			)
		);
		const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
		const held = [
			await captures( bench, ids[ 0 ] ),
			await captures( bench, ids[ 1 ] ),
		];
		const after = ( await ask( bench, 'count&provider_order_id=' ) ).all;
		const shop = await ask(
			bench,
			`count&provider_order_id=${ ids[ 0 ] }`
		);
		const t = tally( answers );
		const told = answers.filter(
			( a ) =>
				a.json?.data?.error === 'vitrine_order_already_paid' &&
				/bereits .*bezahlt/.test( a.json?.data?.message ?? '' )
		).length;
		return {
			case: this.name,
			run: label,
			calls,
			seconds,
			answers: `${ t.text }${ told ? ' („bereits bezahlt“)' : '' }`,
			urls: t.urls.size,
			provider: `${
				held[ 0 ].held + held[ 1 ].held
			} capture over 2 provider orders`,
			orders: `${ after - before } new (status ${ shop.status })`,
			met:
				held[ 0 ].held + held[ 1 ].held === 1 &&
				after - before === 1 &&
				[ 'processing', 'completed' ].includes( shop.status ) &&
				t.successes === 1 &&
				told === 1,
		};
	},
};

/**
 * Every concurrency case (the saved-card checkout ×20 and the renewal job ×5
 * are in bench/payments-saved-cards.mjs).
 *
 * @type {Case[]}
 */
export const CASES = [
	approveOrder,
	approveSubscription,
	twoTabs,
	savedCardCheckout,
	renewalJob,
];

/** @type {Array<[string, (bench: Bench) => string[]]>} One server, then two. */
const SERVERS = [
	[ '1 PHP server', ( bench ) => [ bench.url ] ],
	[ '2 PHP servers', ( bench ) => [ bench.url, bench.second ] ],
];

/**
 * Runs cases against one PHP server, then against two.
 *
 * @param {Bench}  bench   The bench.
 * @param {Case[]} cases   Cases.
 * @param {number} [calls] Calls per case instead of its own number.
 * @return {Promise<Row[]>} Rows.
 */
export async function runConcurrency( bench, cases, calls ) {
	const rows = [];
	for ( const c of cases ) {
		for ( const [ label, origins ] of c.runs ?? SERVERS ) {
			rows.push(
				await c.run(
					bench,
					origins( bench ),
					c.fixed ? c.calls : calls ?? c.calls,
					label
				)
			);
		}
	}
	return rows;
}

/** The table's header. */
export const HEADER = [
	'case',
	'servers',
	'calls',
	's',
	'answers',
	'order_received_url',
	'provider',
	'shop orders',
	'goal',
];

/**
 * A row's cells.
 *
 * @param {Row} r Row.
 */
export const cells = ( r ) => [
	r.case,
	r.run,
	r.calls,
	r.seconds,
	r.answers,
	r.urls,
	r.provider,
	r.orders,
	r.met ? 'met' : 'NOT met',
];
