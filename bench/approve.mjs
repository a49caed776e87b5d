// @ts-check
/**
 * Exactly-once bench (issue 11): 100 parallel approve_order calls for one
 * approved provider order, through the real Router with the shopper's own
 * session and nonce, on MariaDB. Run twice: against one PHP server (4
 * workers), then against two PHP servers on two loopback ports (4 workers
 * each, one database) with the calls split between them. Prints a table of
 * the answers, the captures at the provider and the shop orders.
 * Goal per run: 1 capture, 1 order (paid), every answer a success with one
 * and the same order_received_url. Exits 1 when a goal is missed.
 *
 *   npm run bench:approve            100 calls per run
 *   npm run bench:approve -- 200     another number
 *
 * The shopper is a plain HTTP client, as a browser would be: it opens the
 * product page (cookie `vitrine_cart` and the §3.11 object with the nonces
 * of its session), adds the product with change_cart, calls create_order,
 * lets the emulator approve the provider order as the payer would, and fires
 * the approve_order calls with its cookie and the page's nonce.
 *
 * Uses its own site (.wp/sites/bench-approve, ports VITRINE_BENCH_PORT,
 * default 8897, and VITRINE_BENCH_PORT_2, default the next one) on the
 * checkout's MariaDB (VITRINE_MARIADB_PORT) and an emulator on
 * VITRINE_EMULATOR_TEST_PORT; all are stopped at the end. The site's
 * must-use plugin (bench/approve-plugin.php) only sets it up and counts.
 */
/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
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
const PORT_2 = Number( process.env.VITRINE_BENCH_PORT_2 || PORT + 1 );
const CONFIG =
	/<script type="application\/json" id="vitrine-payment-config">(.*?)<\/script>/s;

/**
 * A second PHP built-in server on the same site folder (same files, same
 * database), in its own process group.
 *
 * @param {string} dir  Site folder.
 * @param {number} port Loopback port.
 * @return {Promise<() => void>} Stops it.
 */
async function startSecondServer( dir, port ) {
	const out = fs.openSync( path.join( dir, 'server-2.log' ), 'a' );
	const child = spawn(
		'php',
		[
			'-d',
			'memory_limit=512M',
			'-d',
			'opcache.enable=1',
			'-d',
			'display_errors=0',
			'-d',
			'log_errors=1',
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			dir,
			path.join( ROOT, 'tools', 'site', 'router.php' ),
		],
		{
			cwd: dir,
			detached: true,
			stdio: [ 'ignore', out, out ],
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
		}
	);
	child.unref();
	const stop = () => {
		try {
			process.kill( -( child.pid ?? 0 ), 'SIGTERM' );
		} catch {
			// Already gone.
		}
	};
	const until = Date.now() + 30_000;
	while ( Date.now() < until ) {
		try {
			const res = await fetch(
				`http://127.0.0.1:${ port }/wp-login.php`,
				{
					redirect: 'manual',
				}
			);
			if ( res.status < 500 ) {
				return stop;
			}
		} catch {
			// Not listening yet.
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	stop();
	throw new Error(
		`The second PHP server on port ${ port } did not answer.`
	);
}

/**
 * A shopper with a cart session, its page's §3.11 object and its cookie.
 *
 * @param {string} productUrl Product page.
 */
async function openProductPage( productUrl ) {
	const page = await fetch( productUrl );
	if ( page.status !== 200 ) {
		throw new Error( `${ productUrl } answered ${ page.status }` );
	}
	const cookie = page.headers
		.getSetCookie()
		.map( ( c ) => c.split( ';' )[ 0 ] )
		.filter( ( c ) => c.startsWith( 'vitrine_cart=' ) )
		.join( '; ' );
	const match = CONFIG.exec( await page.text() );
	if ( ! cookie || ! match ) {
		throw new Error(
			'The product page set no cart cookie or has no §3.11 object.'
		);
	}
	/** @type {{ajax: Record<string, {endpoint: string, nonce: string}>}} */
	const config = JSON.parse( match[ 1 ] );
	return { cookie, config };
}

/**
 * A §7.2 call with the page's endpoint and nonce and the shopper's cookie.
 *
 * @param {{cookie: string, config: {ajax: Record<string, {endpoint: string, nonce: string}>}}} shopper
 * @param {string}                                                                              name     Endpoint.
 * @param {Record<string, unknown>}                                                             body     Body without nonce.
 * @param {string}                                                                              [origin] Another server of the same site.
 * @return {Promise<{status: number, json: any}>} Status and decoded answer (null when not JSON).
 */
async function call( shopper, name, body, origin ) {
	const link = shopper.config.ajax[ name ];
	const url = new URL( link.endpoint );
	const target = origin ? new URL( url.search, origin ) : url;
	const response = await fetch( target, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Cookie: shopper.cookie },
		body: JSON.stringify( { ...body, nonce: link.nonce } ),
	} );
	const text = await response.text();
	let json = null;
	try {
		json = JSON.parse( text );
	} catch {
		// Counted as not JSON.
	}
	return { status: response.status, json };
}

/**
 * One run: a fresh shopper pays one provider order, approved CALLS times
 * in parallel, the calls spread over the given origins.
 *
 * @param {string}                    label    Name of the run.
 * @param {string[]}                  origins  Servers of the site.
 * @param {{url: string}}             emulator Emulator.
 * @param {{id: number, url: string}} product  The bench product.
 * @param {string}                    site     First server.
 */
async function run( label, origins, emulator, product, site ) {
	/** @param {string} id */
	const count = async ( id ) =>
		(
			await fetch(
				`${ site }/?vitrine-bench=count&provider_order_id=${ id }`
			)
		).json();
	const shopper = await openProductPage( product.url );
	const added = await call( shopper, 'change_cart', {
		products: [ { id: product.id, quantity: 1 } ],
		add: true,
	} );
	if ( ! added.json?.success ) {
		throw new Error( `change_cart: ${ JSON.stringify( added ) }` );
	}
	const before = ( await count( '' ) ).all;
	const created = await call( shopper, 'create_order', {
		context: 'product',
		funding_source: 'paypal',
	} );
	const providerOrderId = created.json?.data?.id;
	if ( ! created.json?.success || ! providerOrderId ) {
		throw new Error( `create_order: ${ JSON.stringify( created ) }` );
	}
	await fetch(
		`${ emulator.url }/__emulator/orders/${ providerOrderId }/approve`,
		{
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{}',
		}
	);

	const started = Date.now();
	const answers = await Promise.all(
		Array.from( { length: CALLS }, ( _, i ) =>
			call(
				shopper,
				'approve_order',
				{
					order_id: providerOrderId,
					funding_source: 'paypal',
					should_create_wc_order: true,
				},
				origins[ i % origins.length ]
			)
		)
	);
	const seconds = ( Date.now() - started ) / 1000;

	const providerOrder = await (
		await fetch(
			`${ emulator.url }/__emulator/orders/${ providerOrderId }`
		)
	).json();
	const captures =
		providerOrder.purchase_units?.[ 0 ]?.payments?.captures?.length ?? 0;
	/** @type {Array<Record<string, any>>} */
	const calls = await (
		await fetch( `${ emulator.url }/__emulator/calls` )
	).json();
	const captureCalls = calls.filter( ( c ) =>
		c.path.endsWith( `/${ providerOrderId }/capture` )
	);
	const processed = captureCalls.filter(
		( c ) => ! c.replayed && c.status === 201
	).length;
	const shop = await count( providerOrderId );

	/** @type {Record<string, number>} */
	const statuses = {};
	const urls = new Set();
	let successes = 0;
	for ( const answer of answers ) {
		const key = `${ answer.status } ${
			answer.json?.success
				? 'success'
				: answer.json?.data?.error ?? 'error'
		}`;
		statuses[ key ] = ( statuses[ key ] ?? 0 ) + 1;
		if ( answer.json?.success ) {
			successes++;
		}
		if ( answer.json?.data?.order_received_url ) {
			urls.add( answer.json.data.order_received_url );
		}
	}
	const met =
		captures === 1 &&
		shop.orders === 1 &&
		shop.paid === 1 &&
		shop.all - before === 1 &&
		successes === CALLS &&
		urls.size === 1;
	return {
		run: label,
		calls: CALLS,
		seconds: seconds.toFixed( 1 ),
		answers: Object.entries( statuses )
			.map( ( [ k, v ] ) => `${ v } × ${ k }` )
			.join( ', ' ),
		urls: urls.size,
		captureCalls: `${ captureCalls.length } (${ processed } processed)`,
		captures,
		orders: `${ shop.orders } (paid ${ shop.paid }, new ${
			shop.all - before
		})`,
		goal: met ? 'met' : 'NOT met',
		met,
	};
}

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
/** @type {() => void} */
let stopSecond = () => {};
let failed = true;
try {
	const setup = await (
		await fetch( `${ site.url }/?vitrine-bench=setup`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { emulator: emulator.url } ),
		} )
	).json();
	const product = { id: setup.product_id, url: setup.product_url };
	const second = `http://127.0.0.1:${ PORT_2 }`;
	stopSecond = await startSecondServer( site.dir, PORT_2 );

	const rows = [
		await run(
			'1 PHP server (4 workers)',
			[ site.url ],
			emulator,
			product,
			site.url
		),
		await run(
			'2 PHP servers (4 workers each)',
			[ site.url, second ],
			emulator,
			product,
			site.url
		),
	];
	const header = [
		'run',
		'calls',
		's',
		'answers',
		'order_received_url',
		'capture calls',
		'captures',
		'shop orders',
		'goal 1 and 1',
	];
	console.log(
		`\n| ${ header.join( ' | ' ) } |\n|${ header
			.map( () => '---' )
			.join( '|' ) }|`
	);
	for ( const r of rows ) {
		console.log(
			`| ${ [
				r.run,
				r.calls,
				r.seconds,
				r.answers,
				r.urls,
				r.captureCalls,
				r.captures,
				r.orders,
				r.goal,
			].join( ' | ' ) } |`
		);
	}
	failed = rows.some( ( r ) => ! r.met );
	console.log(
		failed
			? '\nA goal was missed.'
			: '\nEvery run: 1 capture, 1 paid order, one URL in every answer.'
	);
} finally {
	stopSecond();
	site.stop();
	emulator.stop();
	stopMariadb();
}
process.exit( failed ? 1 : 0 );
