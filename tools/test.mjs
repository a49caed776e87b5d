// @ts-check
/**
 * `npm test`: installs what is missing, builds, then runs in order
 * lint + type-check (and the translation check), Jest unit tests, PHP tests
 * and Playwright end-to-end tests. Every stage runs even if an earlier one
 * failed (except after a failed build), and the last line sums up the tests.
 */
/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { ensurePackages } from './site/system.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/**
 * @typedef {Object} Stage
 * @property {string}                                            name    Stage name, also accepted as an argument to run only it.
 * @property {string}                                            cmd     Command.
 * @property {string[]}                                          args    Its arguments.
 * @property {(out: string) => {passed: number, failed: number}} [count] Reads the runner's summary.
 */

/** @type {Stage[]} */
const STAGES = [
	{ name: 'build', cmd: 'npm', args: [ 'run', '--silent', 'build' ] },
	{ name: 'lint', cmd: 'npm', args: [ 'run', '--silent', 'lint' ] },
	{
		name: 'translations',
		cmd: 'node',
		args: [ 'tools/i18n/build.mjs', 'check' ],
	},
	{
		name: 'unit',
		cmd: 'npx',
		args: [ 'wp-scripts', 'test-unit-js', '--ci' ],
		count: ( out ) => {
			const line = /^Tests:\s+(.*)$/m.exec( out )?.[ 1 ] ?? '';
			return {
				passed: Number( /(\d+) passed/.exec( line )?.[ 1 ] ?? 0 ),
				failed: Number( /(\d+) failed/.exec( line )?.[ 1 ] ?? 0 ),
			};
		},
	},
	{
		// node:test suites: the bench tools' and tools/' own (one TAP summary).
		name: 'node-tests',
		cmd: 'node',
		args: [ '--test', 'bench/test/', 'tools/test/' ],
		count: ( out ) => ( {
			passed: Number( /^# pass (\d+)/m.exec( out )?.[ 1 ] ?? 0 ),
			failed: Number( /^# fail (\d+)/m.exec( out )?.[ 1 ] ?? 0 ),
		} ),
	},
	{
		name: 'php',
		cmd: 'node',
		args: [ 'tools/site/cli.mjs', 'phpunit' ],
		count: ( out ) => {
			const ok = /^OK \((\d+) tests?,/m.exec( out );
			if ( ok ) {
				return { passed: Number( ok[ 1 ] ), failed: 0 };
			}
			const total = Number( /^Tests: (\d+)/m.exec( out )?.[ 1 ] ?? 0 );
			const failed =
				Number( /Errors: (\d+)/.exec( out )?.[ 1 ] ?? 0 ) +
				Number( /Failures: (\d+)/.exec( out )?.[ 1 ] ?? 0 );
			return { passed: total - failed, failed };
		},
	},
	{
		name: 'e2e',
		cmd: 'npx',
		args: [
			'playwright',
			'test',
			'--config',
			'tests/e2e/playwright.config.ts',
		],
		count: ( out ) => ( {
			passed: Number( /^\s*(\d+) passed/m.exec( out )?.[ 1 ] ?? 0 ),
			failed:
				Number( /^\s*(\d+) failed/m.exec( out )?.[ 1 ] ?? 0 ) +
				Number( /^\s*(\d+) flaky/m.exec( out )?.[ 1 ] ?? 0 ),
		} ),
	},
];

/**
 * Runs a command, showing its output and keeping a copy.
 *
 * @param {Stage} stage
 * @return {Promise<{code: number, out: string}>} Exit code and output.
 */
function run( stage ) {
	return new Promise( ( resolve ) => {
		const child = spawn( stage.cmd, stage.args, {
			cwd: ROOT,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			env: { ...process.env, FORCE_COLOR: '0' },
		} );
		let out = '';
		child.stdout.on( 'data', ( d ) => {
			out += d;
			process.stdout.write( d );
		} );
		child.stderr.on( 'data', ( d ) => {
			out += d;
			process.stderr.write( d );
		} );
		child.on( 'close', ( code ) => resolve( { code: code ?? 1, out } ) );
	} );
}

ensurePackages( [ 'site', 'browser', 'phptest' ] );

const only = process.argv.slice( 2 );
let passed = 0;
let failed = 0;
/** @type {string[]} */
const failedStages = [];
const t0 = Date.now();
for ( const stage of STAGES ) {
	if (
		only.length &&
		! only.includes( stage.name ) &&
		stage.name !== 'build'
	) {
		continue;
	}
	console.log( `\n=== ${ stage.name } ===` );
	const started = Date.now();
	const { code, out } = await run( stage );
	const counted = stage.count?.( out );
	if ( counted ) {
		passed += counted.passed;
		failed += counted.failed;
	}
	console.log(
		`=== ${ stage.name }: ${
			code === 0 ? 'ok' : `failed (exit ${ code })`
		} in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s ===`
	);
	if ( code !== 0 ) {
		failedStages.push( stage.name );
		if ( ! counted || counted.failed === 0 ) {
			// A stage that failed without a failing test (lint, a crash) still counts.
			failed += 1;
		}
		if ( stage.name === 'build' ) {
			break;
		}
	}
}
console.log(
	`\nnpm test took ${ ( ( Date.now() - t0 ) / 1000 ).toFixed( 0 ) } s${
		failedStages.length
			? `; failed stages: ${ failedStages.join( ', ' ) }`
			: ''
	}`
);
console.log( `${ passed } passed, ${ failed } failed` );
process.exit( failedStages.length ? 1 : 0 );
