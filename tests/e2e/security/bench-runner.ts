/**
 * Runs one of the fuzz bench's runners (bench/fuzz-run.mjs,
 * bench/fuzz-more.mjs) against the e2e test site, in a process of its own
 * (the runners are ES modules of the bench), and reads the result it prints
 * as its last line; then asserts what both halves assert: no miss, no row
 * written, no PHP line in debug.log or the server log.
 */
/**
 * External dependencies
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Internal dependencies
 */
import { BASE_URL, ROOT, SITE_DIR } from '../config';
import { expect } from '../fixtures';

export const SEED = Number( process.env.VITRINE_FUZZ_SEED || 20261124 );

/** What a runner prints as its last line. */
export interface FuzzResult {
	rows: Array< { target: string } >;
	failures: string[];
	written: string[];
	debugLog: string;
	phpLog: string[];
	met: boolean;
	table: string;
}

/**
 * Runs `bench/<runner>` with this many bodies per target, prints its table
 * and asserts the common goals.
 *
 * @param runner File name under bench/.
 * @param bodies Bodies per target.
 * @param what   What the bodies go to, for the printed heading.
 */
export async function runFuzzBench(
	runner: 'fuzz-run.mjs' | 'fuzz-more.mjs',
	bodies: number,
	what: string
): Promise< FuzzResult > {
	const { stdout } = await promisify( execFile )(
		'node',
		[
			path.join( ROOT, 'bench', runner ),
			BASE_URL,
			SITE_DIR,
			String( bodies ),
			String( SEED ),
		],
		{ maxBuffer: 64 * 1024 * 1024 }
	);
	const result = JSON.parse(
		stdout.trim().split( '\n' ).pop() ?? '{}'
	) as FuzzResult;
	// eslint-disable-next-line no-console
	console.log(
		`Hostile input, ${ bodies } bodies per ${ what }, seed ${ SEED }\n${ result.table }`
	);
	expect( result.failures ).toEqual( [] );
	expect( result.written, 'rows written' ).toEqual( [] );
	expect( result.debugLog, 'PHP lines in debug.log' ).toBe( '' );
	expect( result.phpLog, 'PHP warnings in the server log' ).toEqual( [] );
	return result;
}
