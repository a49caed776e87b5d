// @ts-check
/**
 * `npm run build`: the plugin's scripts (wp-scripts, then the translations
 * of the built scripts) and the provider emulator (tsc, then its SDK bundle)
 * side by side: two chains of mostly single-threaded steps, one per core.
 * The emulator's output is shown after the plugin's, so lines never mix;
 * the exit code is the first failure's.
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

/**
 * Runs commands one after the other; stops at the first failure.
 *
 * @param {string[][]} steps Commands with their arguments.
 * @param {boolean}    live  Show the output as it comes (else keep it).
 * @return {Promise<{code: number, out: string}>} Exit code and kept output.
 */
async function chain( steps, live ) {
	let out = '';
	for ( const [ cmd, ...args ] of steps ) {
		const code = await new Promise( ( resolve ) => {
			const child = spawn( cmd, args, {
				cwd: ROOT,
				stdio: live ? 'inherit' : [ 'ignore', 'pipe', 'pipe' ],
			} );
			child.stdout?.on( 'data', ( d ) => ( out += d ) );
			child.stderr?.on( 'data', ( d ) => ( out += d ) );
			child.on( 'close', ( c ) => resolve( c ?? 1 ) );
		} );
		if ( code !== 0 ) {
			return { code: Number( code ), out };
		}
	}
	return { code: 0, out };
}

const [ plugin, emulator ] = await Promise.all( [
	chain(
		[
			[ 'npx', 'wp-scripts', 'build' ],
			[ 'node', 'tools/i18n/build.mjs', 'mo', 'json' ],
		],
		true
	),
	chain( [ [ 'npm', 'run', '--silent', 'build:emulator' ] ], false ),
] );
process.stdout.write( emulator.out );
process.exit( plugin.code || emulator.code );
