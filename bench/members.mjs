// @ts-check
/**
 * Members directory benchmark (§7.1): REST p95 for filter + search + page
 * at 1k, 10k and 100k members on MariaDB, Vitrine's own table next to the
 * common posts-with-meta baseline. Prints both and the ratio.
 *
 *   npm run bench:members              1000 10000 100000
 *   npm run bench:members -- 1000      other sizes
 *
 * Uses its own site (.wp/sites/bench-members) on the checkout's MariaDB
 * (VITRINE_MARIADB_PORT), which it stops at the end; the site is installed
 * fresh on every run.
 * Goal: p95 ≤ 30 ms at 100k and ≥ 10× faster than the baseline.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { stopMariadb } from '../tools/site/mariadb.mjs';
import { ROOT, prepareSite } from '../tools/site/site.mjs';

// Nothing the bench starts outlives it: the MariaDB server goes with it,
// also when a run fails.
process.on( 'exit', stopMariadb );

const sizes = process.argv.slice( 2 ).map( Number ).filter( Boolean );
const ns = sizes.length ? sizes : [ 1000, 10000, 100000 ];
const ITERATIONS = 60;

console.log( '[bench] preparing a fresh MariaDB site…' );
const site = prepareSite( {
	name: 'bench-members',
	port: Number( process.env.PORT || 8888 ),
	db: 'mariadb',
	fresh: true,
	quiet: true,
} );

/** @type {Array<Record<string, any>>} */
const results = [];
for ( const n of [ ...ns ].sort( ( a, b ) => a - b ) ) {
	// The baseline gets slow with size; fewer of its requests keep the run short.
	const baselineIterations = n >= 100000 ? 20 : ITERATIONS;
	const out = execFileSync(
		'php',
		[
			path.join( ROOT, 'bench', 'members.php' ),
			site.dir,
			String( n ),
			String( ITERATIONS ),
			String( baselineIterations ),
		],
		{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	const result = JSON.parse( out.trim().split( '\n' ).pop() ?? '{}' );
	results.push( result );
	console.log(
		`[bench] ${ n }: generated ${ result.added } members in ${ result.generateS } s`
	);
}

const pad = ( /** @type {string|number} */ value, width = 12 ) =>
	String( value ).padStart( width );
console.log(
	'\nREST p95 (ms), filter (plan, 3 statuses) + name search + page 1–3, per_page 10, in-process rest_do_request'
);
console.log(
	`${ pad( 'members', 9 ) }${ pad( 'vitrine p50' ) }${ pad(
		'vitrine p95'
	) }${ pad( 'baseline p50', 14 ) }${ pad( 'baseline p95', 14 ) }${ pad(
		'ratio p95',
		11
	) }`
);
for ( const r of results ) {
	console.log(
		`${ pad( r.n, 9 ) }${ pad( r.ours.p50 ) }${ pad( r.ours.p95 ) }${ pad(
			r.baseline.p50,
			14
		) }${ pad( r.baseline.p95, 14 ) }${ pad(
			( r.baseline.p95 / r.ours.p95 ).toFixed( 1 ) + '×',
			11
		) }`
	);
}
const largest = results[ results.length - 1 ];
if ( largest ) {
	const ok30 = largest.ours.p95 <= 30;
	const ok10 = largest.baseline.p95 / largest.ours.p95 >= 10;
	console.log(
		`\nGoal at ${ largest.n }: p95 ≤ 30 ms ${
			ok30 ? 'met' : 'NOT met'
		}, ≥ 10× baseline ${ ok10 ? 'met' : 'NOT met' }.`
	);
}
