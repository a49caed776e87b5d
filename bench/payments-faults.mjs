// @ts-check
/**
 * The fault table of bench/payments.mjs: for every provider call the
 * plugin makes, each fault the emulator injects (500, 503, 429, a time-out
 * with the call processed and the answer lost, ORDER_ALREADY_CAPTURED,
 * INSTRUMENT_DECLINED, UNPROCESSABLE_ENTITY, in the provider's error
 * shape). Per cell: the shopper's first answer must carry a German §8.2
 * message (or be a success the shop can stand behind), nothing is charged
 * twice, no order is lost or left half-done, and once the fault is gone
 * the shopper's retry completes the same payment exactly once.
 *
 * A call is one small entry in CALLS: how to get to it (`prepare`), the
 * shopper's or owner's action that makes it (`act`), and what "completed,
 * once" means for it (`settle`), in bench/payments-fault-calls.mjs.
 */
/**
 * Internal dependencies
 */
import { MESSAGES, ask, control } from './payments-lib.mjs';
import { CALLS } from './payments-fault-calls.mjs';

/**
 * @typedef {import('./payments-lib.mjs').Bench} Bench
 * @typedef {import('./payments-fault-calls.mjs').Outcome} Outcome
 * @typedef {import('./payments-fault-calls.mjs').ProviderCall} ProviderCall
 */

/** The faults, with how many calls each lasts (the client tries 3 times). */
export const FAULTS = [
	{ name: '500', fault: { kind: 'status', status: 500 }, times: 3 },
	{ name: '503', fault: { kind: 'status', status: 503 }, times: 3 },
	{ name: '429', fault: { kind: 'status', status: 429 }, times: 3 },
	{ name: 'time-out', fault: { kind: 'timeout', ms: 1000 }, times: 3 },
	{
		name: 'ORDER_ALREADY_CAPTURED',
		fault: { kind: 'issue', issue: 'ORDER_ALREADY_CAPTURED' },
		times: 1,
	},
	{
		name: 'INSTRUMENT_DECLINED',
		fault: { kind: 'issue', issue: 'INSTRUMENT_DECLINED' },
		times: 1,
	},
	{
		name: 'UNPROCESSABLE_ENTITY',
		fault: { kind: 'status', status: 422 },
		times: 1,
	},
];

/**
 * Whether a message is one of §8.2's German texts (or another German
 * sentence of the shop's catalogue).
 *
 * @param {string} message Message.
 */
export const isGerman = ( message ) =>
	Object.values( MESSAGES ).includes( message ) ||
	/\b(Bitte|bitte|Zahlung|Bestellung|Zahlungsart|erstattet|Erstattung)\b/.test(
		message
	);

/**
 * A short name for a message in the table.
 *
 * @param {Outcome} o Outcome.
 */
const said = ( o ) => {
	if ( o.ok ) {
		return `${ o.status } success`;
	}
	if ( o.message === MESSAGES.generic ) {
		return `${ o.status } generic`;
	}
	if ( o.message === MESSAGES.declined ) {
		return `${ o.status } declined`;
	}
	return `${ o.status } „${ o.message.slice( 0, 30 ) }…“`;
};

/**
 * Provider calls the plugin does not make yet on this branch (issue 14's
 * vault and card work); listed so the table says so.
 */
export const NOT_YET = [
	'vault setup token',
	'vault payment token',
	'identity',
];

/**
 * One cell: the call with the fault.
 *
 * @param {Bench}                   bench The bench.
 * @param {ProviderCall}            c     The call.
 * @param {(typeof FAULTS)[number]} f     The fault.
 */
async function cell( bench, c, f ) {
	await control( bench, 'DELETE', 'faults' );
	const before = ( await ask( bench, 'count&provider_order_id=' ) ).all;
	const ctx = await c.prepare( bench );
	await c.before?.( bench, ctx );
	await control( bench, 'POST', 'faults', {
		...f.fault,
		method: c.method,
		path: c.path,
		times: f.times,
	} );
	const first = await c.act( bench, ctx );
	await control( bench, 'DELETE', 'faults' );
	const settled = await c.settle( bench, ctx );
	// One shop order per cell: none lost, none piled up by the retry.
	const made =
		( await ask( bench, 'count&provider_order_id=' ) ).all - before;
	const told = first.ok || isGerman( first.message );
	const met = told && settled.done && settled.once && made === 1;
	const extra = made === 1 ? '' : `, ${ made } orders`;
	return {
		text: `${ said( first ) } → ${ settled.done ? 'done' : 'NOT done' }, ${
			settled.note
		}${ extra }${ met ? '' : ' ✗' }`,
		met,
	};
}

/**
 * The whole table: a row per call, a column per fault.
 *
 * @param {Bench} bench The bench.
 * @return {Promise<{header: string[], rows: string[][], met: boolean, cells: number}>} Table.
 */
export async function runFaults( bench ) {
	const rows = [];
	let met = true;
	let cells = 0;
	const only = ( process.env.VITRINE_BENCH_CALLS ?? '' )
		.split( ';' )
		.filter( Boolean );
	for ( const c of CALLS.filter(
		( entry ) => ! only.length || only.includes( entry.name )
	) ) {
		const row = [ c.name ];
		for ( const f of FAULTS ) {
			const result = await cell( bench, c, f );
			row.push( result.text );
			met = met && result.met;
			cells++;
		}
		rows.push( row );
	}
	for ( const name of NOT_YET ) {
		rows.push( [
			name,
			...FAULTS.map( () => 'no plugin call yet (issue 14)' ),
		] );
	}
	return {
		header: [ 'call', ...FAULTS.map( ( f ) => f.name ) ],
		rows,
		met,
		cells,
	};
}
