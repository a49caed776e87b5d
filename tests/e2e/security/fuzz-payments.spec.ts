/**
 * Issue 15, hostile input and bot traffic, in `npm test`: the bench's run
 * (bench/fuzz-run.mjs, the same generator and the same assertions as
 * `npm run bench:fuzz`) against the e2e test site on SQLite with fewer
 * bodies — 50 per endpoint under /?wc-ajax= (VITRINE_FUZZ_BODIES), seeded
 * (VITRINE_FUZZ_SEED). Every POST answer a 4xx JSON refusal with a German
 * message (GET endpoints: or a 200), bots (no cookie, another session's
 * nonce or cookie, another session's order, provider order or cart line)
 * refused, no row written, no PHP warning in the debug or server log.
 * A node run against the test site rather than a PHP test: it goes through
 * the real HTTP stack — cookies, PHP's own body parsing, the Router's
 * decoding and the server's logs — which a PHP test would bypass.
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
import { expect, test } from '../fixtures';

const SEED = Number( process.env.VITRINE_FUZZ_SEED || 20261124 );
const BODIES = Number( process.env.VITRINE_FUZZ_BODIES || 50 );

test.describe( 'Hostile input and bot traffic on every endpoint (issue 15)', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'every generated body and bot call is refused with a German 4xx JSON, nothing is written, no PHP warning', async () => {
		test.setTimeout( 240_000 );

		// In a process of its own: the runner is an ES module of the bench.
		const { stdout } = await promisify( execFile )(
			'node',
			[
				path.join( ROOT, 'bench', 'fuzz-run.mjs' ),
				BASE_URL,
				SITE_DIR,
				String( BODIES ),
				String( SEED ),
			],
			{ maxBuffer: 64 * 1024 * 1024 }
		);
		const result = JSON.parse(
			stdout.trim().split( '\n' ).pop() ?? '{}'
		) as {
			rows: Array< { target: string } >;
			failures: string[];
			written: string[];
			debugLog: string;
			phpLog: string[];
			met: boolean;
			table: string;
		};

		// eslint-disable-next-line no-console
		console.log(
			`Hostile input, ${ BODIES } bodies per endpoint, seed ${ SEED }\n${ result.table }`
		);
		expect( result.failures ).toEqual( [] );
		expect( result.written, 'rows written' ).toEqual( [] );
		expect( result.debugLog, 'PHP lines in debug.log' ).toBe( '' );
		expect( result.phpLog, 'PHP warnings in the server log' ).toEqual( [] );
		// Every endpoint was reached, the payment calls among them.
		const targets = result.rows.map( ( row ) => row.target );
		for ( const name of [
			'create_order',
			'approve_order',
			'approve_subscription',
			'update_shipping',
			'change_cart',
			'validate_checkout',
			'refresh_nonces',
		] ) {
			expect( targets ).toContain( name );
		}
		expect( result.met ).toBe( true );
	} );
} );
