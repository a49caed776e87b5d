// @ts-check
/**
 * What the payment benches share (bench/approve.mjs, bench/payments.mjs):
 * a fresh MariaDB site with the bench's must-use plugin
 * (bench/payments-plugin.php) and an emulator, a second PHP server on the
 * same site, a shopper written as a plain HTTP client (its cookies and the
 * §3.11 object of the page it opened), §7.2 calls through the Router, the
 * emulator's control API and a Markdown table printer. Loopback only.
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

export const PORT = Number( process.env.VITRINE_BENCH_PORT || 8897 );
export const PORT_2 = Number( process.env.VITRINE_BENCH_PORT_2 || PORT + 1 );
const CONFIG =
	/<script type="application\/json" id="vitrine-payment-config">(.*?)<\/script>/s;

/** The German §8.2 messages the benches recognise. */
export const MESSAGES = {
	generic:
		'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.',
	declined:
		'Deine Zahlungsart wurde abgelehnt. Bitte wähle eine andere Zahlungsart oder versuche es mit einer anderen Karte.',
};

/**
 * @typedef {{cookie: string, config: {ajax: Record<string, {endpoint: string, nonce: string}>}}} Shopper
 * @typedef {{status: number, json: any}} Answer
 * @typedef {{url: string, dir: string, second: string, emulator: string, product: {id: number, url: string}, subscription: {id: number, url: string}, shipped: {id: number, url: string}}} Bench
 */

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
			...[ '-d', 'memory_limit=512M', '-d', 'opcache.enable=1' ],
			...[ '-d', 'display_errors=0', '-d', 'log_errors=1' ],
			...[ '-S', `127.0.0.1:${ port }`, '-t', dir ],
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
 * Runs a bench on a fresh MariaDB site (two PHP servers) and an emulator;
 * everything is stopped afterwards, also when the bench throws.
 *
 * @param {string}                             name Site name (.wp/sites/…).
 * @param {(bench: Bench) => Promise<boolean>} body The bench; true when every goal was met.
 */
export async function withBenchSite( name, body ) {
	const emulator = await startEmulatorProcess( TEST_PORT );
	console.log( '[bench] preparing a fresh MariaDB site…' );
	/** @type {() => void} */
	let stopSecond = () => {};
	/** @type {{stop: () => void} | null} */
	let site = null;
	let met = false;
	try {
		const started = await startSite( {
			name,
			port: PORT,
			db: 'mariadb',
			fresh: true,
			quiet: true,
		} );
		site = started;
		const muPlugins = path.join( started.dir, 'wp-content', 'mu-plugins' );
		fs.mkdirSync( muPlugins, { recursive: true } );
		fs.copyFileSync(
			path.join( ROOT, 'bench', 'payments-plugin.php' ),
			path.join( muPlugins, 'vitrine-bench-payments.php' )
		);
		const setup = await (
			await fetch( `${ started.url }/?vitrine-bench=setup`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( { emulator: emulator.url } ),
			} )
		).json();
		stopSecond = await startSecondServer( started.dir, PORT_2 );
		met = await body( {
			url: started.url,
			dir: started.dir,
			second: `http://127.0.0.1:${ PORT_2 }`,
			emulator: emulator.url,
			product: setup.product,
			subscription: setup.subscription,
			shipped: setup.shipped,
		} );
	} finally {
		stopSecond();
		site?.stop();
		emulator.stop();
		stopMariadb();
	}
	return met;
}

/**
 * The cookies of an answer, merged over earlier ones.
 *
 * @param {string}   cookie Earlier `a=1; b=2`.
 * @param {Response} res    Answer.
 */
function mergeCookies( cookie, res ) {
	const jar = new Map(
		cookie
			.split( '; ' )
			.filter( Boolean )
			.map( ( c ) => [ c.split( '=' )[ 0 ], c ] )
	);
	for ( const set of res.headers.getSetCookie() ) {
		const pair = set.split( ';' )[ 0 ];
		jar.set( pair.split( '=' )[ 0 ], pair );
	}
	return [ ...jar.values() ].join( '; ' );
}

/**
 * A shopper opens a page: its cart cookie and the page's §3.11 object
 * with the nonces of its session.
 *
 * @param {string} url      The page.
 * @param {string} [cookie] Cookies it already has (a login, a cart).
 * @return {Promise<Shopper>} The shopper.
 */
export async function openPage( url, cookie = '' ) {
	const page = await fetch( url, { headers: { Cookie: cookie } } );
	if ( page.status !== 200 ) {
		throw new Error( `${ url } answered ${ page.status }` );
	}
	const merged = mergeCookies( cookie, page );
	const match = CONFIG.exec( await page.text() );
	if ( ! merged || ! match ) {
		throw new Error( `${ url } set no cookie or has no §3.11 object.` );
	}
	return { cookie: merged, config: JSON.parse( match[ 1 ] ) };
}

/**
 * A customer logged in by the bench plugin (a new account each time).
 *
 * @param {Bench} bench The bench.
 * @return {Promise<string>} The login cookies.
 */
export async function logIn( bench ) {
	const res = await fetch( `${ bench.url }/?vitrine-bench=login`, {
		method: 'POST',
	} );
	if ( res.status !== 200 ) {
		throw new Error( `login answered ${ res.status }` );
	}
	return mergeCookies( '', res );
}

/**
 * A §7.2 call with the page's endpoint and nonce and the shopper's cookie.
 *
 * @param {Shopper}                 shopper  Who calls.
 * @param {string}                  name     Endpoint.
 * @param {Record<string, unknown>} body     Body without nonce.
 * @param {string}                  [origin] Another server of the same site.
 * @return {Promise<Answer>} Status and decoded answer (null when not JSON).
 */
export async function call( shopper, name, body, origin ) {
	const link = shopper.config.ajax[ name ];
	const url = new URL( link.endpoint );
	const target = origin ? new URL( url.pathname + url.search, origin ) : url;
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
 * The emulator's test control (`/__emulator/…`).
 *
 * @param {Bench}   bench  The bench.
 * @param {string}  method HTTP method.
 * @param {string}  what   Path below `/__emulator/`.
 * @param {unknown} [body] JSON body.
 * @return {Promise<any>} Decoded answer (null for 204).
 */
export async function control( bench, method, what, body ) {
	const res = await fetch( `${ bench.emulator }/__emulator/${ what }`, {
		method,
		headers: { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	return res.status === 204 ? null : res.json();
}

/**
 * A question to the bench plugin (`/?vitrine-bench=…`).
 *
 * @param {Bench}                   bench  The bench.
 * @param {string}                  action Action.
 * @param {Record<string, unknown>} [body] JSON body (POST).
 * @return {Promise<any>} Decoded answer.
 */
export async function ask( bench, action, body ) {
	const res = await fetch( `${ bench.url }/?vitrine-bench=${ action }`, {
		method: body ? 'POST' : 'GET',
		headers: { 'Content-Type': 'application/json' },
		body: body ? JSON.stringify( body ) : undefined,
	} );
	return res.json();
}

/**
 * Captures the emulator holds for a provider order, and the capture calls
 * it processed (not answered from its replay store).
 *
 * @param {Bench}  bench           The bench.
 * @param {string} providerOrderId Provider order id.
 */
export async function captures( bench, providerOrderId ) {
	const order = await control( bench, 'GET', `orders/${ providerOrderId }` );
	/** @type {Array<Record<string, any>>} */
	const calls = await control( bench, 'GET', 'calls' );
	const mine = calls.filter(
		( c ) =>
			/\/(capture|authorize)$/.test( c.path ) &&
			c.path.includes( `/${ providerOrderId }/` )
	);
	const payments = order.purchase_units?.[ 0 ]?.payments ?? {};
	return {
		held:
			( payments.captures?.length ?? 0 ) +
			( payments.authorizations?.length ?? 0 ),
		calls: mine.length,
		processed: mine.filter(
			( c ) => ! c.replayed && ( c.status === 201 || c.status === 200 )
		).length,
	};
}

/**
 * How the answers went: `100 × 200 success`, the distinct
 * order_received_urls and the successes.
 *
 * @param {Answer[]} answers Answers.
 */
export function tally( answers ) {
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
		successes += answer.json?.success ? 1 : 0;
		if ( answer.json?.data?.order_received_url ) {
			urls.add( answer.json.data.order_received_url );
		}
	}
	return {
		text: Object.entries( statuses )
			.map( ( [ k, v ] ) => `${ v } × ${ k }` )
			.join( ', ' ),
		urls,
		successes,
	};
}

/**
 * Prints a Markdown table.
 *
 * @param {string[]}                      header Column titles.
 * @param {Array<Array<string | number>>} rows   Cells.
 */
export function printTable( header, rows ) {
	console.log(
		`\n| ${ header.join( ' | ' ) } |\n|${ header
			.map( () => '---' )
			.join( '|' ) }|`
	);
	for ( const row of rows ) {
		console.log( `| ${ row.join( ' | ' ) } |` );
	}
}

/**
 * A shopper with the product in the cart, on the product's page.
 *
 * @param {{id: number, url: string}} product  The product.
 * @param {string}                    [cookie] A login.
 * @return {Promise<Shopper>} The shopper.
 */
export async function shopperWith( product, cookie = '' ) {
	const shopper = await openPage( product.url, cookie );
	const added = await call( shopper, 'change_cart', {
		products: [ { id: product.id, quantity: 1 } ],
		add: true,
	} );
	if ( ! added.json?.success ) {
		throw new Error( `change_cart: ${ JSON.stringify( added ) }` );
	}
	return shopper;
}

/**
 * The calls, spread over the servers, in parallel.
 *
 * @param {number}                                                           n       How many.
 * @param {string[]}                                                         origins Servers.
 * @param {(origin: string) => Promise<import('./payments-lib.mjs').Answer>} one     One call.
 */
export async function parallel( n, origins, one ) {
	const started = Date.now();
	const answers = await Promise.all(
		Array.from( { length: n }, ( _, i ) =>
			one( origins[ i % origins.length ] )
		)
	);
	return {
		answers,
		seconds: ( ( Date.now() - started ) / 1000 ).toFixed( 1 ),
	};
}

/**
 * The provider's REST API with the shop's credentials, as the merchant's
 * dashboard acts.
 *
 * @param {Bench}   bench  The bench.
 * @param {string}  method HTTP method.
 * @param {string}  p      API path.
 * @param {unknown} [body] JSON body.
 * @return {Promise<any>} Decoded answer (null for 204).
 */
export async function providerApi( bench, method, p, body ) {
	const token = await (
		await fetch( `${ bench.emulator }/v1/oauth2/token`, {
			method: 'POST',
			headers: {
				Authorization: `Basic ${ Buffer.from(
					'emulator-client:emulator-secret'
				).toString( 'base64' ) }`,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: 'grant_type=client_credentials',
		} )
	).json();
	const res = await fetch( `${ bench.emulator }${ p }`, {
		method,
		headers: {
			Authorization: `Bearer ${ token.access_token }`,
			'Content-Type': 'application/json',
			'PayPal-Request-Id': `bench-dashboard-${ Date.now() }-${ Math.random() }`,
		},
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	if ( res.status >= 400 ) {
		throw new Error(
			`${ method } ${ p }: ${ res.status } ${ await res.text() }`
		);
	}
	return res.status === 204 ? null : res.json();
}
