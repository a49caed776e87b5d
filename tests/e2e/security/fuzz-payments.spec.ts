/**
 * Hostile input and bot traffic, in `npm test`: the bench's run
 * (bench/fuzz-run.mjs, the same generator and the same assertions as
 * `npm run bench:fuzz`) against the e2e test site on SQLite with fewer
 * bodies — a sample of 1 per endpoint under /?wc-ajax=
 * (VITRINE_FUZZ_BODIES), seeded (VITRINE_FUZZ_SEED), and every bot case.
 * Every POST answer a 4xx JSON refusal with a German
 * message (GET endpoints: or a 200), bots (no cookie, another session's
 * nonce or cookie, another session's order, provider order or cart line)
 * refused, no row written, no PHP warning in the debug or server log.
 * A node run against the test site rather than a PHP test: it goes through
 * the real HTTP stack — cookies, PHP's own body parsing, the Router's
 * decoding and the server's logs — which a PHP test would bypass.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { runFuzzBench } from './bench-runner';

// Every endpoint still gets a body and the bots their every case; a body
// costs little beside the runner's own look into the site.
const BODIES = Number( process.env.VITRINE_FUZZ_BODIES || 1 );

test.describe( 'Hostile input and bot traffic on every endpoint', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'every generated body and bot call is refused with a German 4xx JSON, nothing is written, no PHP warning', async () => {
		test.setTimeout( 240_000 );

		const result = await runFuzzBench( 'fuzz-run.mjs', BODIES, 'endpoint' );
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
