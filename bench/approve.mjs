// @ts-check
/**
 * Exactly-once bench (issue 11): 100 parallel approve_order calls for one
 * approved provider order, over HTTP, on a MariaDB site served by several
 * PHP workers. Prints the captures the provider made and the shop orders
 * for that provider order. Goal: 1 and 1.
 *
 *   npm run bench:approve            100 calls
 *   npm run bench:approve -- 200     another number
 *
 * Uses its own site (.wp/sites/bench-approve, port VITRINE_BENCH_PORT,
 * default 8897) on the checkout's MariaDB (VITRINE_MARIADB_PORT) and an
 * emulator on VITRINE_EMULATOR_TEST_PORT; both are stopped at the end.
 * The calls go to /?wc-ajax=approve_order. Until the Router is merged, the
 * bench site's must-use plugin (bench/approve-plugin.php) hands that call to
 * the real ApproveOrder endpoint; with the Router, the Router does (with
 * its nonce).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT, startSite } from '../tools/site/site.mjs';
import { stopMariadb } from '../tools/site/mariadb.mjs';
import {
	TEST_PORT,
	startEmulatorProcess,
} from '../tools/provider-emulator/launch.mjs';

const CALLS = Number( process.argv[ 2 ] ) || 100;
const PORT = Number( process.env.VITRINE_BENCH_PORT || 8897 );

const emulator = await startEmulatorProcess( TEST_PORT );
console.log( '[bench] preparing a fresh MariaDB site…' );
const site = await startSite( {
	name: 'bench-approve',
	port: PORT,
	db: 'mariadb',
	fresh: true,
	quiet: true,
} );
const muPlugins = path.join( site.dir, 'wp-content', 'mu-plugins' );
fs.mkdirSync( muPlugins, { recursive: true } );
fs.copyFileSync(
	path.join( ROOT, 'bench', 'approve-plugin.php' ),
	path.join( muPlugins, 'vitrine-bench-approve.php' )
);

try {
	const setup = await (
		await fetch( `${ site.url }/?vitrine-bench=setup`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { emulator: emulator.url } ),
		} )
	).json();
	console.log(
		`[bench] provider order ${ setup.provider_order_id } for order ${
			setup.order_id
		} approved; ${
			setup.router ? 'Router' : 'bench shim'
		} answers approve_order`
	);

	const started = Date.now();
	const answers = await Promise.all(
		Array.from( { length: CALLS }, async () => {
			const response = await fetch(
				`${ site.url }/?wc-ajax=approve_order`,
				{
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify( {
						nonce: setup.nonce,
						order_id: setup.provider_order_id,
						funding_source: 'paypal',
						should_create_wc_order: true,
					} ),
				}
			);
			const text = await response.text();
			/** @type {any} */
			let json = null;
			try {
				json = JSON.parse( text );
			} catch {
				// Counted as not JSON below.
			}
			return { status: response.status, json };
		} )
	);
	const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );

	const order = await (
		await fetch(
			`${ emulator.url }/__emulator/orders/${ setup.provider_order_id }`
		)
	).json();
	const captures =
		order.purchase_units?.[ 0 ]?.payments?.captures?.length ?? 0;
	/** @type {Array<Record<string, any>>} */
	const calls = await (
		await fetch( `${ emulator.url }/__emulator/calls` )
	).json();
	const captureCalls = calls.filter( ( call ) =>
		call.path.endsWith( `/${ setup.provider_order_id }/capture` )
	);
	const processed = captureCalls.filter(
		( call ) => ! call.replayed && call.status === 201
	).length;
	const shop = await (
		await fetch(
			`${ site.url }/?vitrine-bench=count&provider_order_id=${ setup.provider_order_id }`
		)
	).json();

	/** @type {Record<string, number>} */
	const statuses = {};
	const urls = new Set();
	for ( const answer of answers ) {
		const key = `${ answer.status } ${
			answer.json?.success
				? 'success'
				: answer.json?.data?.error ?? 'error'
		}`;
		statuses[ key ] = ( statuses[ key ] ?? 0 ) + 1;
		if ( answer.json?.data?.order_received_url ) {
			urls.add( answer.json.data.order_received_url );
		}
	}
	console.log(
		`\n${ CALLS } parallel approve_order calls in ${ seconds } s`
	);
	console.log( `answers: ${ JSON.stringify( statuses ) }` );
	console.log( `distinct order_received_url: ${ urls.size }` );
	console.log(
		`capture calls at the provider: ${ captureCalls.length } (processed ${ processed }, the rest replayed or refused)`
	);
	console.log( `captures at the provider: ${ captures }` );
	console.log(
		`shop orders for the provider order: ${ shop.orders } (paid ${ shop.paid })`
	);
	console.log(
		`\nGoal 1 capture and 1 order: ${
			captures === 1 && shop.orders === 1 && shop.paid === 1
				? 'met'
				: 'NOT met'
		}.`
	);
} finally {
	site.stop();
	emulator.stop();
	stopMariadb();
}
