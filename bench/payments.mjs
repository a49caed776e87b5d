// @ts-check
/**
 * Payments under fire (issue 15), on MariaDB, in figures:
 *
 * 1. Concurrency (bench/payments-concurrency.mjs): 100 parallel
 *    approve_order for one provider order, 100 parallel approve_subscription
 *    for one provider subscription, two tabs paying the same cart — each
 *    against one PHP server (4 workers) and against two PHP servers on two
 *    loopback ports sharing one MariaDB, calls split between them. Goal: 1
 *    capture, 1 paid shop order, every duplicate answered with the same
 *    order_received_url; of two tabs one is paid and the other told so in
 *    German.
 * 2. Faults (bench/payments-faults.mjs): every provider call the plugin
 *    makes × 500, 503, 429, time-out (processed, answer lost),
 *    ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED, UNPROCESSABLE_ENTITY.
 *    Goal per cell: a German §8.2 message, nothing charged twice, and after
 *    the fault clears the retry completes the same payment once.
 *
 *   npm run bench:payments             100 parallel calls per case
 *   npm run bench:payments -- 50       another number
 *   npm run bench:payments -- 50 quick concurrency only
 *
 * Its own site (.wp/sites/bench-payments; ports VITRINE_BENCH_PORT and
 * VITRINE_BENCH_PORT_2, MariaDB on VITRINE_MARIADB_PORT) and emulator
 * (VITRINE_EMULATOR_TEST_PORT); all stopped at the end. Prints the tables
 * and exits 1 when a goal is missed.
 */
/**
 * Internal dependencies
 */
import { printTable, withBenchSite } from './payments-lib.mjs';
import {
	CASES,
	HEADER,
	cells,
	runConcurrency,
} from './payments-concurrency.mjs';
import { runFaults } from './payments-faults.mjs';

const CALLS = Number( process.argv[ 2 ] ) || undefined;
const QUICK = process.argv.includes( 'quick' );

const met = await withBenchSite( 'bench-payments', async ( bench ) => {
	const started = Date.now();
	const rows = await runConcurrency( bench, CASES, CALLS );
	console.log( '\nConcurrency (MariaDB):' );
	printTable( HEADER, rows.map( cells ) );
	let ok = rows.every( ( r ) => r.met );
	if ( ! QUICK ) {
		const faults = await runFaults( bench );
		console.log(
			`\nFaults (MariaDB), ${ faults.cells } cells: first answer → after the fault clears:`
		);
		printTable( faults.header, faults.rows );
		ok = ok && faults.met;
	}
	console.log(
		`\n${ ok ? 'Every goal met.' : 'A goal was missed.' } (${ (
			( Date.now() - started ) /
			1000
		).toFixed( 0 ) } s after the site was ready)`
	);
	return ok;
} );
process.exit( met ? 0 : 1 );
