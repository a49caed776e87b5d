// @ts-check
/**
 * Payments under fire, on MariaDB, in figures — four tables:
 *
 * 1. Concurrency (bench/payments-concurrency.mjs): 100 parallel
 *    approve_order for one provider order, 100 parallel approve_subscription
 *    for one provider subscription, two tabs paying the same cart, a saved
 *    card checkout ×20, the renewal job ×5 — each against one PHP server (4
 *    workers) and against two PHP servers on two loopback ports sharing one
 *    MariaDB, calls split between them. Goal: 1 capture, 1 paid shop order,
 *    every duplicate answered with the same order_received_url; of two tabs
 *    one is paid and the other told so in German.
 * 2. Faults (bench/payments-faults.mjs): every provider call the plugin
 *    makes × 500, 503, 429, time-out (processed, answer lost),
 *    ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED, UNPROCESSABLE_ENTITY.
 *    Goal per cell: a German §8.2 message, nothing charged twice, and after
 *    the fault clears the retry completes the same payment once.
 * 3. Webhooks (bench/payments-webhooks.mjs), one and two PHP servers: for
 *    capture completed and denied, refund, vault token deleted, subscription
 *    suspended and cancelled: the same delivery N times in parallel →
 *    applied once (one status change / refund row / token removal /
 *    subscription version, counted in the database); pairs of events in
 *    both orders → the same final state, never a step back; forged
 *    deliveries → 400 and nothing changed.
 * 4. Hostile input (bench/fuzz.mjs, both halves: the /?wc-ajax= endpoints,
 *    then the REST routes and HTML forms), run as a child process once the
 *    bench site is stopped, with its own fresh MariaDB site: every answer a
 *    4xx JSON refusal in German (forms: a redirect or a German notice), no
 *    5xx, no row written, no PHP warning.
 *
 *   npm run bench:payments             100 parallel calls per case, 20
 *                                      deliveries per webhook, 1,000 bodies
 *   npm run bench:payments -- 50       50 parallel calls, deliveries and bodies
 *   npm run bench:payments -- 50 quick concurrency and webhooks only
 *   VITRINE_BENCH_TABLES=webhooks,fuzz only these tables (concurrency,
 *                                      faults, webhooks, fuzz)
 *   VITRINE_BENCH_CASES=saved,renewal  only these concurrency cases
 *   VITRINE_BENCH_CALLS='identity;capture' only these rows of the fault table
 *   VITRINE_BENCH_HOOKS=refund,vault   only these events of the webhook table
 *
 * Its own site (.wp/sites/bench-payments; ports VITRINE_BENCH_PORT and
 * VITRINE_BENCH_PORT_2, MariaDB on VITRINE_MARIADB_PORT) and emulator
 * (VITRINE_EMULATOR_TEST_PORT); all stopped at the end (the fuzz's site,
 * .wp/sites/bench-fuzz, on the same ports afterwards). Prints the tables
 * and exits 1 when a goal is missed.
 */
/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT } from '../tools/site/site.mjs';
import { printTable, withBenchSite } from './payments-lib.mjs';
import {
	CASES,
	HEADER,
	cells,
	runConcurrency,
} from './payments-concurrency.mjs';
import { runFaults } from './payments-faults.mjs';
import { runWebhooks } from './payments-webhooks.mjs';

const CALLS = Number( process.argv[ 2 ] ) || undefined;
const QUICK = process.argv.includes( 'quick' );
const TABLES = ( process.env.VITRINE_BENCH_TABLES ?? '' )
	.split( ',' )
	.filter( Boolean );
/**
 * Whether a table runs.
 *
 * @param {string} name concurrency, faults, webhooks or fuzz.
 */
const runs = ( name ) =>
	TABLES.length
		? TABLES.includes( name )
		: ! QUICK || [ 'concurrency', 'webhooks' ].includes( name );

const started = Date.now();
const onSite = [ 'concurrency', 'faults', 'webhooks' ].some( runs );
let met =
	! onSite ||
	( await withBenchSite( 'bench-payments', async ( bench ) => {
		let ok = true;
		if ( runs( 'concurrency' ) ) {
			// VITRINE_BENCH_CASES=renewal,saved: only the cases whose names contain one of these.
			const only = ( process.env.VITRINE_BENCH_CASES ?? '' )
				.split( ',' )
				.filter( Boolean );
			const rows = await runConcurrency(
				bench,
				CASES.filter(
					( c ) =>
						! only.length ||
						only.some( ( o ) => c.name.includes( o ) )
				),
				CALLS
			);
			if ( rows.length ) {
				console.log( '\nConcurrency (MariaDB):' );
				printTable( HEADER, rows.map( cells ) );
			}
			ok = rows.every( ( r ) => r.met );
		}
		if ( runs( 'faults' ) ) {
			const faults = await runFaults( bench );
			console.log(
				`\nFaults (MariaDB), ${ faults.cells } cells: first answer → after the fault clears:`
			);
			printTable( faults.header, faults.rows );
			ok = ok && faults.met;
		}
		if ( runs( 'webhooks' ) ) {
			const deliveries = CALLS ?? 20;
			const hooks = await runWebhooks( bench, deliveries );
			console.log(
				`\nWebhooks (MariaDB), ${ hooks.rows.length } cells, ${ deliveries } parallel deliveries per event:`
			);
			printTable( hooks.header, hooks.rows );
			ok = ok && hooks.met;
		}
		return ok;
	} ) );
if ( runs( 'fuzz' ) ) {
	// Hostile input: bench/fuzz.mjs on its own fresh site, now that the bench site is stopped.
	const bodies = CALLS ?? 1000;
	console.log(
		`\nHostile input (bench/fuzz.mjs, ${ bodies } bodies per endpoint):`
	);
	const fuzz = spawnSync(
		process.execPath,
		[ path.join( ROOT, 'bench', 'fuzz.mjs' ), String( bodies ) ],
		{ stdio: 'inherit', env: process.env }
	);
	met = met && fuzz.status === 0;
	console.log(
		`Hostile input: ${
			fuzz.status === 0 ? 'every goal met' : 'a goal was missed'
		}.`
	);
}
console.log(
	`\n${ met ? 'Every goal met.' : 'A goal was missed.' } (${ (
		( Date.now() - started ) /
		1000
	).toFixed( 0 ) } s)`
);
process.exit( met ? 0 : 1 );
