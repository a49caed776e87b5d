// @ts-check
/**
 * Runs shell commands side by side, one per core, for `npm run build` and
 * `npm run lint`: each is mostly one single-threaded process. The first
 * command's output is shown as it comes, the others' after it, so lines
 * never mix; the exit code is the first failure's.
 *
 *   node tools/parallel.mjs "<command>" "<command>" …
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
 * Runs one shell command.
 *
 * @param {string}  command The command line.
 * @param {boolean} live    Show the output as it comes (else keep it).
 * @return {Promise<{code: number, out: string}>} Exit code and kept output.
 */
function run( command, live ) {
	return new Promise( ( resolve ) => {
		let out = '';
		const child = spawn( 'sh', [ '-c', command ], {
			cwd: ROOT,
			stdio: live ? 'inherit' : [ 'ignore', 'pipe', 'pipe' ],
		} );
		child.stdout?.on( 'data', ( d ) => ( out += d ) );
		child.stderr?.on( 'data', ( d ) => ( out += d ) );
		child.on( 'close', ( code ) => resolve( { code: code ?? 1, out } ) );
	} );
}

const results = await Promise.all(
	process.argv.slice( 2 ).map( ( command, i ) => run( command, i === 0 ) )
);
for ( const { out } of results.slice( 1 ) ) {
	process.stdout.write( out );
}
process.exit( results.find( ( r ) => r.code !== 0 )?.code ?? 0 );
