// @ts-check
/**
 * Hostile-input bench: ≥ 1,000 generated bodies per endpoint
 * under /?wc-ajax= (the §7.2 payment calls and the shop's calls, their
 * schemas read from the site) with a valid session and nonce, plus bot
 * traffic, on MariaDB. Prints the answers by status per endpoint and exits 1
 * when any answer is not a 4xx JSON refusal with a German message (GET
 * endpoints: or a 200), when a row was written, or when the debug log or
 * the server log got a PHP warning. See bench/fuzz-run.mjs.
 *
 *   npm run bench:fuzz                 1,000 bodies per endpoint, MariaDB
 *   npm run bench:fuzz -- 200          another number
 *   npm run bench:fuzz -- 50 --sqlite  on SQLite (quicker, for a look)
 *   npm run bench:fuzz -- 20 --sqlite --only=more   the REST routes and
 *                                      HTML forms alone (--only=ajax: the
 *                                      /?wc-ajax= endpoints alone)
 *
 * Both halves: the /?wc-ajax= endpoints (bench/fuzz-run.mjs), then the
 * shop's REST routes and HTML forms (bench/fuzz-more.mjs).
 *
 * Seed: VITRINE_FUZZ_SEED (default 20261124). Its own site
 * (.wp/sites/bench-fuzz, port VITRINE_BENCH_PORT, default 8899) on the
 * checkout's MariaDB (VITRINE_MARIADB_PORT) and an emulator on
 * VITRINE_EMULATOR_TEST_PORT; all are stopped at the end.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT, startSite } from '../tools/site/site.mjs';
import { stopMariadb } from '../tools/site/mariadb.mjs';
import {
	TEST_PORT,
	startEmulatorProcess,
} from '../tools/provider-emulator/launch.mjs';
import { runMore } from './fuzz-more.mjs';
import { runFuzz, table } from './fuzz-run.mjs';

const BODIES = Number( process.argv[ 2 ] ) || 1000;
const SQLITE = process.argv.includes( '--sqlite' );
// --only=ajax or --only=more (REST routes and HTML forms): one half alone.
const ONLY = /--only=(ajax|more)/.exec( process.argv.join( ' ' ) )?.[ 1 ] ?? '';
const PORT = Number( process.env.VITRINE_BENCH_PORT || 8899 );
const SEED = Number( process.env.VITRINE_FUZZ_SEED || 20261124 );

/**
 * The two halves' results as one (counts added, misses joined).
 *
 * @param {Array<Awaited<ReturnType<typeof runFuzz>>>} halves Results.
 * @return {Awaited<ReturnType<typeof runFuzz>>} One result.
 */
function merge( halves ) {
	const [ first, ...rest ] = halves;
	return rest.reduce(
		( all, half ) => ( {
			rows: [ ...all.rows, ...half.rows ],
			failures: [ ...all.failures, ...half.failures ],
			written: [ ...all.written, ...half.written ],
			transients: all.transients + half.transients,
			rateCounters: all.rateCounters + half.rateCounters,
			claimLeases: all.claimLeases + half.claimLeases,
			providerLines: all.providerLines + half.providerLines,
			debugLog: [ all.debugLog, half.debugLog ]
				.filter( Boolean )
				.join( '\n' ),
			phpLog: [ ...all.phpLog, ...half.phpLog ],
			startupWarnings: all.startupWarnings + half.startupWarnings,
			met: all.met && half.met,
		} ),
		first
	);
}

const emulator = await startEmulatorProcess( TEST_PORT );
console.log(
	`[bench] preparing a fresh ${ SQLITE ? 'SQLite' : 'MariaDB' } site…`
);
const site = await startSite( {
	name: 'bench-fuzz',
	port: PORT,
	db: SQLITE ? 'sqlite' : 'mariadb',
	fresh: true,
	quiet: true,
} );
const muPlugins = path.join( site.dir, 'wp-content', 'mu-plugins' );
fs.mkdirSync( muPlugins, { recursive: true } );
// The payments bench's set-up: provider settings pointing at the emulator.
fs.copyFileSync(
	path.join( ROOT, 'bench', 'payments-plugin.php' ),
	path.join( muPlugins, 'vitrine-bench-payments.php' )
);
let failed = true;
try {
	await fetch( `${ site.url }/?vitrine-bench=setup`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( { emulator: emulator.url } ),
	} );
	const started = Date.now();
	const options = {
		url: site.url,
		dir: site.dir,
		bodies: BODIES,
		seed: SEED,
	};
	const halves = [
		ONLY === 'more' ? null : await runFuzz( options ),
		ONLY === 'ajax' ? null : await runMore( options ),
	].filter( ( half ) => half !== null );
	const result = merge( halves );
	console.log(
		`\nHostile input, ${ BODIES } bodies per endpoint, seed ${ SEED }, ${
			SQLITE ? 'SQLite' : 'MariaDB'
		}, ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s\n`
	);
	console.log( table( result ) );
	for ( const line of result.failures ) {
		console.log( `  MISS ${ line }` );
	}
	if ( result.debugLog ) {
		console.log( `debug.log:\n${ result.debugLog.slice( 0, 3000 ) }` );
	}
	for ( const line of result.phpLog.slice( 0, 20 ) ) {
		console.log( `server log: ${ line }` );
	}
	failed = ! result.met;
	console.log(
		failed
			? '\nA goal was missed.'
			: '\nEvery answer a 4xx JSON refusal in German (GET: or 200; forms: a redirect or a German notice), no row written, no PHP warning.'
	);
} finally {
	site.stop();
	emulator.stop();
	if ( ! SQLITE ) {
		stopMariadb();
	}
}
process.exit( failed ? 1 : 0 );
