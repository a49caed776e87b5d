// @ts-check
/**
 * Starts the built provider emulator as a child process, for `npm start`,
 * the PHP tests and the e2e tests. Builds it first when there is no build.
 */
/**
 * External dependencies
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );
const ROOT = path.resolve( HERE, '..', '..' );
const MAIN = path.join( HERE, 'dist', 'main.js' );
/** The browser SDK's bundle, the last thing `build:emulator` writes. */
const BUNDLE = path.join( HERE, 'dist', 'sdk', 'bundle.js' );

/** Default ports: dev next to the dev site, tests next to the test sites. */
export const DEV_PORT = Number( process.env.VITRINE_EMULATOR_PORT || 8891 );
export const TEST_PORT = Number(
	process.env.VITRINE_EMULATOR_TEST_PORT || 8892
);
/**
 * The PHP stage's: the e2e workers' emulators take TEST_PORT + 10 n while
 * the PHP tests run beside them, so this one sits on the port after.
 */
export const PHP_TEST_PORT = TEST_PORT + 1;

/** Compiles the emulator when dist/ is missing or older than its sources. */
export function ensureEmulatorBuild() {
	const built = Math.min(
		...[ MAIN, BUNDLE ].map( ( file ) =>
			fs.existsSync( file ) ? fs.statSync( file ).mtimeMs : 0
		)
	);
	const newest = Math.max(
		...fs
			.readdirSync( path.join( HERE, 'src' ), { recursive: true } )
			.map(
				( f ) =>
					fs.statSync( path.join( HERE, 'src', String( f ) ) ).mtimeMs
			)
	);
	if ( newest > built ) {
		execFileSync( 'npm', [ 'run', '--silent', 'build:emulator' ], {
			cwd: ROOT,
			stdio: 'inherit',
		} );
	}
}

/** Where a detached dev emulator records its process id. */
const PID_FILE = path.join( ROOT, '.wp', 'provider-emulator.pid' );

/**
 * Starts the emulator on 127.0.0.1 and resolves once it listens.
 *
 * @param {number}  port     Port (0: a free one).
 * @param {boolean} detached Keep running after this process ends (npm start with VITRINE_DETACH); `stopDetachedEmulator()` ends it.
 * @param {string}  [record] A JSON-lines file to append every REST call to (the contract check's traffic).
 * @return {Promise<{url: string, stop: () => void}>} Its base URL and a stop function.
 */
export function startEmulatorProcess( port, detached = false, record ) {
	ensureEmulatorBuild();
	const args = [ MAIN, '--port', String( port ) ];
	if ( record ) {
		args.push( '--record', record );
	}
	const child = spawn( process.execPath, args, {
		cwd: ROOT,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		detached,
	} );
	if ( detached && child.pid ) {
		fs.mkdirSync( path.dirname( PID_FILE ), { recursive: true } );
		fs.writeFileSync( PID_FILE, String( child.pid ) );
	}
	return new Promise( ( resolve, reject ) => {
		let out = '';
		const timer = setTimeout( () => {
			child.kill();
			reject( new Error( `provider emulator did not start:\n${ out }` ) );
		}, 15000 );
		const onData = ( /** @type {Buffer} */ data ) => {
			out += data;
			const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(
				out
			);
			if ( match ) {
				clearTimeout( timer );
				if ( detached ) {
					child.stdout.destroy();
					child.stderr.destroy();
					child.unref();
				}
				resolve( {
					url: match[ 1 ],
					stop: () => {
						child.kill( 'SIGTERM' );
					},
				} );
			}
		};
		child.stdout.on( 'data', onData );
		child.stderr.on( 'data', onData );
		child.on( 'exit', ( code ) => {
			clearTimeout( timer );
			reject(
				new Error(
					`provider emulator exited (${ code }) before it listened:\n${ out }`
				)
			);
		} );
	} );
}

/** Stops the emulator a detached `npm start` left running, if any. */
export function stopDetachedEmulator() {
	if ( ! fs.existsSync( PID_FILE ) ) {
		return;
	}
	const pid = Number( fs.readFileSync( PID_FILE, 'utf8' ) );
	fs.rmSync( PID_FILE, { force: true } );
	try {
		process.kill( pid, 'SIGTERM' );
	} catch {
		// Already gone.
	}
}
