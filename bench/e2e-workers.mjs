// @ts-check
/**
 * Times the Playwright stage with 1, 2 and 3 workers (each worker runs its
 * own site and emulator, tests/e2e/worker-site.ts) and prints the wall time,
 * the passed and failed counts and the speed-up over one worker, so that the
 * `workers` default in tests/e2e/playwright.config.ts stays the fastest on
 * this machine. Expects a build (`npm run build`).
 *
 * `npm run bench:e2e-workers` (`-- 2 3` times only those counts; spec files
 * among the arguments time only those specs).
 */
/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const args = process.argv.slice( 2 );
const counts = args.map( Number ).filter( Boolean );
const specs = args.filter( ( arg ) => ! Number( arg ) );
const WORKERS = counts.length ? counts : [ 1, 2, 3 ];

/**
 * Runs the e2e suite once.
 *
 * @param {number} workers
 * @return {Promise<{seconds: number, passed: number, failed: number}>} Its figures.
 */
function runSuite( workers ) {
	return new Promise( ( resolve ) => {
		const started = Date.now();
		const child = spawn(
			'npx',
			[
				'playwright',
				'test',
				'--config',
				'tests/e2e/playwright.config.ts',
				...specs,
			],
			{
				cwd: ROOT,
				stdio: [ 'ignore', 'pipe', 'pipe' ],
				env: {
					...process.env,
					FORCE_COLOR: '0',
					VITRINE_E2E_WORKERS: String( workers ),
				},
			}
		);
		let out = '';
		child.stdout.on( 'data', ( d ) => ( out += d ) );
		child.stderr.on( 'data', ( d ) => ( out += d ) );
		child.on( 'close', () =>
			resolve( {
				seconds: ( Date.now() - started ) / 1000,
				passed: Number( /^\s*(\d+) passed/m.exec( out )?.[ 1 ] ?? 0 ),
				failed:
					Number( /^\s*(\d+) failed/m.exec( out )?.[ 1 ] ?? 0 ) +
					Number( /^\s*(\d+) flaky/m.exec( out )?.[ 1 ] ?? 0 ),
			} )
		);
	} );
}

console.log( 'workers  wall (s)  passed  failed  speed-up' );
/** @type {number|undefined} */
let single;
for ( const workers of WORKERS ) {
	const { seconds, passed, failed } = await runSuite( workers );
	if ( workers === 1 ) {
		single = seconds;
	}
	const speedUp = single ? ( single / seconds ).toFixed( 2 ) : '–';
	console.log(
		`${ String( workers ).padStart( 7 ) }  ${ seconds
			.toFixed( 0 )
			.padStart( 8 ) }  ${ String( passed ).padStart( 6 ) }  ${ String(
			failed
		).padStart( 6 ) }  ${ speedUp.padStart( 8 ) }`
	);
}
