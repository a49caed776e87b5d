// @ts-check
/**
 * The webhook table of bench/payments.mjs, on MariaDB against
 * one PHP server and against two sharing the database. For every event the
 * plugin handles (capture completed and denied, refund, vault payment token
 * deleted, subscription suspended and cancelled), each from a fresh state
 * (bench/payments-webhooks-setup.mjs):
 *
 * - forged: the signed delivery with its body altered, and with a signature
 *   that is not the provider's, to every server → 400 each, the database
 *   exactly as before, the event not logged;
 * - N × the same delivery in parallel, split over the servers (a 503
 *   "being processed" is delivered again, as the provider does) → every
 *   delivery ends 200, one answer `applied`, one event-log row, and one
 *   change in the database: one status change of the order (counted by
 *   the `vitrine_order_status_changed` hook), one refund row, one token
 *   removal, one subscription version;
 * - a pair of events in both orders (completed and denied, refund and
 *   completed, suspended and cancelled, the token deleted by two events),
 *   each order from its own fresh state, then the first one replayed late
 *   → the same final state both ways, no step back (paid never unpaid,
 *   refunded and cancelled never left).
 *
 * Prints a row per event × servers × case; `met` false on any miss.
 */
/**
 * Internal dependencies
 */
import { parallel } from './payments-lib.mjs';
import {
	SETUPS,
	deliver,
	installCounter,
	signed,
	state,
} from './payments-webhooks-setup.mjs';

/**
 * @typedef {import('./payments-lib.mjs').Bench} Bench
 * @typedef {import('./payments-webhooks-setup.mjs').Target} Target
 * @typedef {{status: number, json: any}} Answer
 * @typedef {Record<string, any>} State
 * @typedef {import('./payments-webhooks-setup.mjs').Delivery} Delivery
 * @typedef {{name: string, type: string, setup: string, once: (before: State, after: State) => string | null, pair: {label: string, setup: string, types: [string, string], final: (s: State) => boolean}}} HookEvent
 */

const COMPLETED = 'PAYMENT.CAPTURE.COMPLETED';
const DENIED = 'PAYMENT.CAPTURE.DENIED';
const REFUNDED = 'PAYMENT.CAPTURE.REFUNDED';
const DELETED = 'VAULT.PAYMENT-TOKEN.DELETED';
const SUSPENDED = 'BILLING.SUBSCRIPTION.SUSPENDED';
const CANCELLED = 'BILLING.SUBSCRIPTION.CANCELLED';
const PAID = [ 'processing', 'completed' ];

/**
 * The order's status changes since `before`.
 *
 * @param {State} before Before.
 * @param {State} after  After.
 * @return {string[]} Changes, e.g. `pending→processing`.
 */
const newChanges = ( before, after ) =>
	after.changes.slice( before.changes.length );

/**
 * "One change to a paid/failed/refunded state" as a check.
 *
 * @param {RegExp} to What the one change must reach.
 * @return {(before: State, after: State) => string | null} Note of a miss, or null.
 */
const oneChangeTo = ( to ) => ( before, after ) => {
	const changes = newChanges( before, after );
	return changes.length === 1 && to.test( changes[ 0 ] )
		? null
		: `changes ${ changes.join( ', ' ) || 'none' }`;
};

/**
 * The "applied once" check of a subscription event: the subscription is in
 * `status`, one version later.
 *
 * @param {string} status The status the event leads to.
 * @return {(before: State, after: State) => string | null} Note of a miss, or null.
 */
function subscriptionOnce( status ) {
	return ( before, after ) => {
		const versions =
			after.subscription_version - before.subscription_version;
		return after.subscription_status === status && versions === 1
			? null
			: `${ after.subscription_status }, ${ versions } versions`;
	};
}
/** @type {HookEvent[]} The events the plugin handles. */
export const EVENTS = [
	{
		name: 'capture completed',
		type: COMPLETED,
		setup: 'captured',
		once: oneChangeTo( /^pending→(processing|completed)$/ ),
		pair: {
			label: 'denied (stale) & completed, provider COMPLETED',
			setup: 'captured',
			types: [ DENIED, COMPLETED ],
			final: ( s ) => PAID.includes( s.order_status ),
		},
	},
	{
		name: 'capture denied',
		type: DENIED,
		setup: 'denied',
		once: oneChangeTo( /^pending→failed$/ ),
		pair: {
			label: 'completed (stale) & denied, provider DECLINED',
			setup: 'denied',
			types: [ COMPLETED, DENIED ],
			final: ( s ) => s.order_status === 'failed',
		},
	},
	{
		name: 'refund',
		type: REFUNDED,
		setup: 'paidRefunded',
		once: ( before, after ) => {
			const miss = oneChangeTo( /→refunded$/ )( before, after );
			return after.refund_rows_of_id === 1 && ! miss
				? null
				: `${ after.refund_rows_of_id } refund rows, ${
						miss ?? 'refunded'
				  }`;
		},
		pair: {
			label: 'completed & refunded, provider refunded',
			setup: 'capturedRefunded',
			types: [ COMPLETED, REFUNDED ],
			final: ( s ) =>
				s.order_status === 'refunded' && s.refund_rows_of_id === 1,
		},
	},
	{
		name: 'vault token deleted',
		type: DELETED,
		setup: 'tokenDeleted',
		once: ( before, after ) =>
			before.tokens === 1 && after.tokens === 0
				? null
				: `tokens ${ before.tokens } → ${ after.tokens }`,
		pair: {
			label: 'two DELETED events for the token',
			setup: 'tokenDeleted',
			types: [ DELETED, DELETED ],
			final: ( s ) => s.tokens === 0,
		},
	},
	{
		name: 'subscription suspended',
		type: SUSPENDED,
		setup: 'suspended',
		once: subscriptionOnce( 'on-hold' ),
		pair: {
			label: 'suspended & cancelled, provider CANCELLED',
			setup: 'suspendedCancelled',
			types: [ SUSPENDED, CANCELLED ],
			final: ( s ) => s.subscription_status === 'cancelled',
		},
	},
	{
		name: 'subscription cancelled',
		type: CANCELLED,
		setup: 'suspendedCancelled',
		once: subscriptionOnce( 'cancelled' ),
		pair: {
			label: 'cancelled & suspended (stale), provider CANCELLED',
			setup: 'suspendedCancelled',
			types: [ CANCELLED, SUSPENDED ],
			final: ( s ) => s.subscription_status === 'cancelled',
		},
	},
];

/**
 * How the answers went: `19 × 200 unchanged, 1 × 200 applied, 3 × 503`.
 *
 * @param {Answer[]} answers Answers.
 */
export const tally = ( answers ) => {
	/** @type {Record<string, number>} */
	const by = {};
	for ( const a of answers ) {
		const key = `${ a.status }${
			a.json?.outcome ? ` ${ a.json.outcome }` : ''
		}`;
		by[ key ] = ( by[ key ] ?? 0 ) + 1;
	}
	return Object.entries( by )
		.sort( ( x, y ) => y[ 1 ] - x[ 1 ] )
		.map( ( [ k, v ] ) => `${ v } × ${ k }` )
		.join( ', ' );
};

/**
 * A delivery until it is no longer 503 (another delivery of the event was
 * at work), as the provider delivers again; at most 10 times.
 *
 * @param {string}   origin   Server.
 * @param {Delivery} delivery Delivery.
 * @param {Answer}   first    The first answer.
 * @return {Promise<Answer>} The last answer.
 */
async function redeliver( origin, delivery, first ) {
	let answer = first;
	for ( let i = 0; i < 10 && answer.status === 503; i++ ) {
		await new Promise( ( r ) => setTimeout( r, 200 ) );
		answer = await deliver( origin, delivery );
	}
	return answer;
}

/**
 * The state's parts a webhook may change (not the counters of other rows).
 *
 * @param {State} s State.
 */
const snapshot = ( s ) =>
	JSON.stringify( { ...s, events: undefined, provider_token_id: undefined } );

/**
 * Forged deliveries, then N parallel ones, on one fresh state.
 *
 * @param {Bench}     bench   The bench.
 * @param {HookEvent} e       The event.
 * @param {string[]}  origins Servers.
 * @param {number}    n       Parallel deliveries.
 * @return {Promise<Array<{case: string, answers: string, db: string, met: boolean}>>} Two rows.
 */
async function forgedThenParallel( bench, e, origins, n ) {
	const target = await SETUPS[ e.setup ]( bench );
	const delivery = await signed( bench, e.type, target );
	const before = await state( bench, target, [ delivery.eventId ] );

	// Forged: the body altered (another event id), and a signature not the provider's.
	const altered = {
		headers: delivery.headers,
		body: delivery.body.replace(
			delivery.eventId,
			`${ delivery.eventId }X`
		),
	};
	const badSignature = {
		headers: {
			...delivery.headers,
			'PAYPAL-TRANSMISSION-SIG':
				Buffer.from( 'not the provider' ).toString( 'base64' ),
		},
		body: delivery.body,
	};
	const forged = [];
	for ( const origin of origins ) {
		forged.push( await deliver( origin, altered ) );
		forged.push( await deliver( origin, badSignature ) );
	}
	const afterForged = await state( bench, target, [
		delivery.eventId,
		`${ delivery.eventId }X`,
	] );
	const untouched =
		snapshot( afterForged ) === snapshot( before ) &&
		Object.values( afterForged.events ).every( ( rows ) => ! rows.length );
	const forgedMet = forged.every( ( a ) => a.status === 400 ) && untouched;

	// N × the same delivery at once, split over the servers; 503s delivered again.
	const { answers, seconds } = await parallel( n, origins, ( origin ) =>
		deliver( origin, delivery )
	);
	const final = await Promise.all(
		answers.map( ( a, i ) =>
			redeliver( origins[ i % origins.length ], delivery, a )
		)
	);
	const after = await state( bench, target, [ delivery.eventId ] );
	const applied = final.filter(
		( a ) => a.json?.outcome === 'applied'
	).length;
	const rows = after.events[ delivery.eventId ] ?? [];
	const miss = e.once( before, after );
	const onceMet =
		final.every( ( a ) => a.status === 200 ) &&
		applied === 1 &&
		rows.length === 1 &&
		! miss;
	return [
		{
			case: `forged ×${ forged.length } (altered body, bad signature)`,
			answers: tally( forged ),
			db: untouched ? 'unchanged, not logged' : 'CHANGED',
			met: forgedMet,
		},
		{
			case: `${ n } × same delivery in parallel (${ seconds } s)`,
			answers: `${ tally( answers ) } → ${ tally( final ) }`,
			db: `${ rows.length } log row (${ rows.join( ', ' ) }); ${
				miss ?? describe( e, before, after )
			}`,
			met: onceMet,
		},
	];
}

/**
 * What changed, in words, for a met "once" cell.
 *
 * @param {HookEvent} e      The event.
 * @param {State}     before Before.
 * @param {State}     after  After.
 */
function describe( e, before, after ) {
	if ( e.type === DELETED ) {
		return `saved methods ${ before.tokens } → ${ after.tokens }`;
	}
	if ( e.type.startsWith( 'BILLING.' ) ) {
		return `subscription ${ before.subscription_status } → ${ after.subscription_status } (1 version)`;
	}
	const refund =
		e.type === REFUNDED ? `, ${ after.refund_rows_of_id } refund row` : '';
	return `1 status change ${ newChanges( before, after ).join(
		''
	) }${ refund }`;
}

/** Transitions that go back from a final or paid state. */
export const BACKWARDS =
	/^(processing|completed)→(pending|failed|on-hold)$|^(refunded|cancelled)→/;

/**
 * One order of a pair, from a fresh state: A, then B, then A replayed late.
 *
 * @param {Bench}            bench   The bench.
 * @param {HookEvent}        e       The event.
 * @param {[string, string]} types   Event types in delivery order.
 * @param {string[]}         origins Servers.
 */
async function pairInOrder( bench, e, types, origins ) {
	const target = await SETUPS[ e.pair.setup ]( bench );
	const before = await state( bench, target );
	const first = await signed( bench, types[ 0 ], target );
	const second = await signed( bench, types[ 1 ], target );
	const answers = [
		await deliver( origins[ 0 ], first ),
		await deliver( origins[ 1 % origins.length ], second ),
		await deliver( origins[ 0 ], first ),
	];
	const after = await state( bench, target, [
		first.eventId,
		second.eventId,
	] );
	const changes = after.subscription_status
		? [
				`${ before.subscription_status }→${
					after.subscription_status
				} in ${
					after.subscription_version - before.subscription_version
				} version`,
		  ]
		: newChanges( before, after );
	const back = changes.some( ( c ) => BACKWARDS.test( c ) );
	return {
		answers,
		after,
		changes,
		met:
			answers.every( ( a ) => a.status === 200 ) &&
			! back &&
			e.pair.final( after ),
	};
}

/**
 * A final state in words.
 *
 * @param {State} s State.
 */
const finalOf = ( s ) =>
	s.subscription_status
		? `subscription ${ s.subscription_status }`
		: [
				s.order_status && `order ${ s.order_status }`,
				s.refund_rows ? `${ s.refund_rows } refund row` : '',
				s.provider_token_id !== undefined && ! s.order_status
					? `${ s.tokens } saved methods`
					: '',
		  ]
				.filter( Boolean )
				.join( ', ' );

/**
 * The pair of an event in both orders.
 *
 * @param {Bench}     bench   The bench.
 * @param {HookEvent} e       The event.
 * @param {string[]}  origins Servers.
 */
async function pairs( bench, e, origins ) {
	const [ a, b ] = e.pair.types;
	const ab = await pairInOrder( bench, e, [ a, b ], origins );
	const ba = await pairInOrder( bench, e, [ b, a ], origins );
	const short = ( /** @type {string} */ t ) =>
		t.split( '.' ).pop()?.toLowerCase();
	const same = finalOf( ab.after ) === finalOf( ba.after );
	return {
		case: `${ e.pair.label }: both orders, first replayed late`,
		answers: `${ short( a ) }→${ short( b ) }→${ short( a ) }: ${ tally(
			ab.answers
		) }; ${ short( b ) }→${ short( a ) }→${ short( b ) }: ${ tally(
			ba.answers
		) }`,
		db: `${ finalOf( ab.after ) } / ${ finalOf( ba.after ) } (changes ${
			ab.changes.join( ', ' ) || 'none'
		} / ${ ba.changes.join( ', ' ) || 'none' })`,
		met: ab.met && ba.met && same,
	};
}

/** @type {Array<[string, (bench: Bench) => string[]]>} One server, then two. */
const SERVERS = [
	[ '1 PHP server', ( bench ) => [ bench.url ] ],
	[ '2 PHP servers', ( bench ) => [ bench.url, bench.second ] ],
];

/**
 * The whole table.
 *
 * @param {Bench}  bench The bench.
 * @param {number} n     Parallel deliveries per event.
 * @return {Promise<{header: string[], rows: string[][], met: boolean}>} Table.
 */
export async function runWebhooks( bench, n ) {
	await installCounter( bench );
	// VITRINE_BENCH_HOOKS=refund,vault: only the events whose names contain one of these.
	const only = ( process.env.VITRINE_BENCH_HOOKS ?? '' )
		.split( ',' )
		.filter( Boolean );
	const rows = [];
	let met = true;
	for ( const e of EVENTS.filter(
		( x ) => ! only.length || only.some( ( o ) => x.name.includes( o ) )
	) ) {
		for ( const [ label, origins ] of SERVERS ) {
			const servers = origins( bench );
			const cells = [
				...( await forgedThenParallel( bench, e, servers, n ) ),
				await pairs( bench, e, servers ),
			];
			for ( const c of cells ) {
				rows.push( [
					e.name,
					label,
					c.case,
					c.answers,
					c.db,
					c.met ? 'met' : 'NOT met',
				] );
				met = met && c.met;
			}
		}
	}
	return {
		header: [ 'event', 'servers', 'case', 'answers', 'database', 'goal' ],
		rows,
		met,
	};
}
