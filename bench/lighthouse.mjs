// @ts-check
/**
 * Page speed as shoppers and search engines measure it: Lighthouse's
 * performance category (mobile profile, simulated throttling) on the
 * production stack (nginx + PHP-FPM + MariaDB, tools/site/stack.mjs) with
 * the demo content and the provider's emulator, in Debian's Chromium. Per
 * page the median of three runs: performance score, LCP, CLS, TBT, and the
 * JavaScript the page loads (bytes over the wire, gzip where the server
 * compresses; WordPress' scripts and the provider's SDK included).
 *
 * Goal: performance ≥ 95, LCP ≤ 2.5 s, CLS 0, TBT ≤ 100 ms on every page;
 * exits with 1 when a page misses it.
 *
 *   npm run bench:lighthouse
 *   VITRINE_BENCH_RUNS=1 npm run bench:lighthouse -- /shop/ /warenkorb/
 */
/**
 * External dependencies
 */
import os from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Internal dependencies
 */
import { stopMariadb } from '../tools/site/mariadb.mjs';
import { prepareSite } from '../tools/site/site.mjs';
import { serveStack } from '../tools/site/stack.mjs';
import { startDemoEmulator } from './browser.mjs';

const PORT = Number( process.env.VITRINE_BENCH_PORT || 8861 );
const RUNS = Number( process.env.VITRINE_BENCH_RUNS || 3 );
const GOAL = { score: 95, lcp: 2500, cls: 0, tbt: 100 };

/** The pages: home, shop, a product page of each type, cart, checkout, events, members. */
const PAGES = process.argv.slice( 2 ).length
	? process.argv.slice( 2 )
	: [
			'/',
			'/shop/',
			'/produkt/kaffeetasse/',
			'/produkt/vitrine-shirt/',
			'/produkt/monatsbox/',
			'/produkt/kaffee-abo/',
			'/produkt/fanpaket/',
			'/produkt/stadtfuehrung/',
			'/warenkorb/',
			'/kasse/',
			'/veranstaltungen/',
			'/mitglieder/',
	  ];

/**
 * The median of numbers.
 *
 * @param {number[]} values
 */
const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
};

const emulator = await startDemoEmulator();
console.log( '[bench] preparing the demo on nginx + PHP-FPM + MariaDB…' );
const site = await serveStack( {
	...prepareSite( {
		name: 'bench-lighthouse',
		port: PORT,
		db: 'mariadb',
		fresh: true,
		quiet: true,
	} ),
	port: PORT,
} );
const chrome = await launch( {
	chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	chromeFlags: [ '--headless=new', '--no-sandbox', '--disable-gpu' ],
} );

/** @type {Array<{page: string, score: number, lcp: number, cls: number, tbt: number, js: number}>} */
const rows = [];
try {
	for ( const page of PAGES ) {
		/** @type {Array<{score: number, lcp: number, cls: number, tbt: number, js: number}>} */
		const runs = [];
		for ( let i = 0; i < RUNS; i++ ) {
			const result = await lighthouse( site.url + page, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [ 'performance' ],
			} );
			const lhr = result?.lhr;
			if ( ! lhr ) {
				throw new Error( `Lighthouse gave no result for ${ page }` );
			}
			const audit = ( /** @type {string} */ id ) =>
				Number( lhr.audits[ id ]?.numericValue ?? NaN );
			const requests =
				/** @type {Array<{resourceType?: string, transferSize?: number}>} */ (
					/** @type {{items?: unknown[]}} */ (
						lhr.audits[ 'network-requests' ]?.details ?? {}
					).items ?? []
				);
			runs.push( {
				score: Math.round(
					( lhr.categories.performance.score ?? 0 ) * 100
				),
				lcp: audit( 'largest-contentful-paint' ),
				cls: audit( 'cumulative-layout-shift' ),
				tbt: audit( 'total-blocking-time' ),
				js: requests
					.filter( ( r ) => r.resourceType === 'Script' )
					.reduce( ( sum, r ) => sum + ( r.transferSize ?? 0 ), 0 ),
			} );
		}
		const row = {
			page,
			score: median( runs.map( ( r ) => r.score ) ),
			lcp: median( runs.map( ( r ) => r.lcp ) ),
			cls: median( runs.map( ( r ) => r.cls ) ),
			tbt: median( runs.map( ( r ) => r.tbt ) ),
			js: median( runs.map( ( r ) => r.js ) ),
		};
		rows.push( row );
		console.log(
			`[bench] ${ page }: ${ row.score } (${ RUNS } run${
				RUNS === 1 ? '' : 's'
			})`
		);
	}
} finally {
	await chrome.kill();
	site.stop();
	emulator.stop();
	stopMariadb();
}

const pad = ( /** @type {string|number} */ v, w = 10 ) =>
	String( v ).padStart( w );
console.log(
	`\nLighthouse ${ RUNS > 1 ? `median of ${ RUNS }` : '1 run' }, mobile, ${
		os.cpus().length
	} cores (${ os.cpus()[ 0 ]?.model ?? '' }), nginx + PHP-FPM + MariaDB`
);
console.log(
	`${ 'page'.padEnd( 26 ) }${ pad( 'score', 7 ) }${ pad( 'LCP ms' ) }${ pad(
		'CLS',
		7
	) }${ pad( 'TBT ms' ) }${ pad( 'JS KiB' ) }`
);
let met = true;
for ( const r of rows ) {
	const ok =
		r.score >= GOAL.score &&
		r.lcp <= GOAL.lcp &&
		r.cls <= GOAL.cls + 0.0001 &&
		r.tbt <= GOAL.tbt;
	met = met && ok;
	console.log(
		`${ r.page.padEnd( 26 ) }${ pad( r.score, 7 ) }${ pad(
			Math.round( r.lcp )
		) }${ pad( r.cls.toFixed( 3 ), 7 ) }${ pad(
			Math.round( r.tbt )
		) }${ pad( ( r.js / 1024 ).toFixed( 1 ) ) }${ ok ? '' : '  missed' }`
	);
}
console.log(
	`\nGoal: performance ≥ ${ GOAL.score }, LCP ≤ ${
		GOAL.lcp
	} ms, CLS 0, TBT ≤ ${ GOAL.tbt } ms: ${ met ? 'met' : 'NOT met' }.`
);
process.exit( met ? 0 : 1 );
