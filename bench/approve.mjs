// @ts-check
/**
 * Exactly-once bench (§7.2 approve_order): 100 parallel approve_order calls for one
 * approved provider order on MariaDB, against one PHP server and against two
 * on one database — the approve_order case of bench/payments.mjs alone.
 *
 *   npm run bench:approve            100 calls per run
 *   npm run bench:approve -- 200     another number
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

const CALLS = Number( process.argv[ 2 ] ) || undefined;

const met = await withBenchSite( 'bench-approve', async ( bench ) => {
	const rows = await runConcurrency(
		bench,
		CASES.filter( ( c ) => c.name === 'approve_order' ),
		CALLS
	);
	printTable( HEADER, rows.map( cells ) );
	return rows.every( ( r ) => r.met );
} );
process.exit( met ? 0 : 1 );
