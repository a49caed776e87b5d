// @ts-check
/**
 * `npm test`: installs what is missing, builds, then runs lint + type-check
 * (and the translation check), Jest unit tests, the node tests and then the
 * Playwright end-to-end tests in one lane while the e2e template site, the
 * PHP tests and then the contract check of the REST calls they made run in
 * another (the e2e stage waits for the template site). The checks are
 * mostly one process on one core each (lint runs its three side by side),
 * so two lanes keep both cores busy; the PHP tests also wait on the
 * emulator's injected time-outs, and Playwright fills those waits. Every
 * stage runs even if an earlier one failed (except after a failed build);
 * the time of each stage is printed, and the last line sums up the tests.
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
import { ensureCore } from './site/core.mjs';
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
 * @property {number}                                            phase   Phases run one after the other.
 * @property {string}                                            [lane]  Within a phase, lanes run side by side, their stages in order.
 * @property {Record<string, string>}                            [sets]  Environment the later stages get once this one passed.
 * @property {string}                                            [after] A stage of another lane this one waits for.
 */

/** @type {Stage[]} */
const STAGES = [
	{
		name: 'build',
		phase: 0,
		cmd: 'npm',
		args: [ 'run', '--silent', 'build' ],
	},
	{
		name: 'lint',
		phase: 1,
		lane: 'checks',
		cmd: 'npm',
		args: [ 'run', '--silent', 'lint' ],
	},
	{
		name: 'translations',
		phase: 1,
		lane: 'checks',
		cmd: 'node',
		args: [ 'tools/i18n/build.mjs', 'check' ],
	},
	{
		name: 'unit',
		phase: 1,
		lane: 'checks',
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
		phase: 1,
		lane: 'checks',
		cmd: 'node',
		args: [ '--test', 'bench/test/', 'tools/test/' ],
		count: ( out ) => ( {
			passed: Number( /^# pass (\d+)/m.exec( out )?.[ 1 ] ?? 0 ),
			failed: Number( /^# fail (\d+)/m.exec( out )?.[ 1 ] ?? 0 ),
		} ),
	},
	{
		// The site every e2e worker copies, installed first in the php lane
		// while the checks run; the e2e stage waits for it, then skips it.
		name: 'e2e-site',
		phase: 1,
		lane: 'php',
		cmd: 'node',
		args: [ 'tools/site/e2e-template.mjs' ],
		sets: { VITRINE_E2E_TEMPLATE_READY: '1' },
	},
	{
		name: 'php',
		phase: 1,
		lane: 'php',
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
		// The REST calls the php stage's emulator recorded, against the
		// provider's OpenAPI documents (docs/payments/contract.md).
		name: 'contract',
		phase: 1,
		lane: 'php',
		cmd: 'node',
		args: [ 'tools/contract/cli.mjs' ],
		count: ( out ) => ( {
			passed: Number(
				/^(\d+) operations? without violations/m.exec( out )?.[ 1 ] ?? 0
			),
			failed: Number(
				/(\d+) with violations or unknown$/m.exec( out )?.[ 1 ] ?? 0
			),
		} ),
	},
	{
		name: 'e2e',
		phase: 1,
		lane: 'checks',
		after: 'e2e-site',
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
 * Runs a command and keeps its output. Alone in its phase it shows the
 * output as it comes; beside other lanes it shows it whole at the end, so
 * that two stages' lines never mix.
 *
 * @param {Stage}   stage
 * @param {boolean} live  Show output as it comes.
 * @return {Promise<{code: number, out: string}>} Exit code and output.
 */
function run( stage, live ) {
	return new Promise( ( resolve ) => {
		const child = spawn( stage.cmd, stage.args, {
			cwd: ROOT,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			env: { ...process.env, FORCE_COLOR: '0' },
		} );
		let out = '';
		/** @param {NodeJS.WriteStream} stream */
		const keep = ( stream ) => ( /** @type {Buffer} */ d ) => {
			out += d;
			if ( live ) {
				stream.write( d );
			}
		};
		child.stdout.on( 'data', keep( process.stdout ) );
		child.stderr.on( 'data', keep( process.stderr ) );
		child.on( 'close', ( code ) => resolve( { code: code ?? 1, out } ) );
	} );
}

ensurePackages( [ 'site', 'browser', 'phptest', 'stack' ] );
// WordPress core once, before the php and e2e-site stages both need it side by side.
ensureCore();

const only = process.argv.slice( 2 );
let passed = 0;
let failed = 0;
/** @type {string[]} */
const failedStages = [];
const t0 = Date.now();
const chosen = STAGES.filter(
	( stage ) =>
		! only.length || only.includes( stage.name ) || stage.name === 'build'
);

/**
 * Runs one stage and adds up its tests.
 *
 * @param {Stage}   stage
 * @param {boolean} live
 * @return {Promise<boolean>} Whether it passed.
 */
async function runStage( stage, live ) {
	if ( live ) {
		console.log( `\n=== ${ stage.name } ===` );
	}
	const started = Date.now();
	const { code, out } = await run( stage, live );
	if ( code === 0 ) {
		Object.assign( process.env, stage.sets );
	}
	if ( ! live ) {
		process.stdout.write( `\n=== ${ stage.name } ===\n${ out }` );
	}
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
	}
	return code === 0;
}

for ( const phase of [ ...new Set( chosen.map( ( s ) => s.phase ) ) ] ) {
	const stages = chosen.filter( ( s ) => s.phase === phase );
	const lanes = [ ...new Set( stages.map( ( s ) => s.lane ) ) ];
	const live = lanes.length === 1;
	/** Each stage's outcome, for the stages of other lanes that wait for it. */
	const done = new Map(
		stages.map( ( stage ) => {
			/** @type {(ok: boolean) => void} */
			let settle = () => {};
			/** @type {Promise<boolean>} */
			const outcome = new Promise( ( resolve ) => ( settle = resolve ) );
			return [ stage.name, { outcome, settle } ];
		} )
	);
	const results = await Promise.all(
		lanes.map( async ( lane ) => {
			let ok = true;
			for ( const stage of stages.filter( ( s ) => s.lane === lane ) ) {
				if ( stage.after ) {
					await done.get( stage.after )?.outcome;
				}
				const stageOk = await runStage( stage, live );
				done.get( stage.name )?.settle( stageOk );
				ok = stageOk && ok;
			}
			return ok;
		} )
	);
	if ( phase === 0 && results.includes( false ) ) {
		break; // Nothing to test without a build.
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
