// @ts-check
/**
 * The hostile-input and bot-traffic run against a running site:
 * used by `npm run bench:fuzz` (MariaDB, ≥ 1,000 bodies per endpoint) and by
 * the e2e spec tests/e2e/security/fuzz-payments.spec.ts (the test site on
 * SQLite, fewer bodies, the same assertions).
 *
 * A shopper (plain HTTP client with a cookie, like a browser) opens a
 * product page (its session's §3.11 nonces), fills its cart; a second
 * shopper does the same and creates a provider order, so that there are
 * foreign order ids, provider order ids and cart lines to name. Then every
 * endpoint under /?wc-ajax= (their schemas read from the site) gets
 * generated hostile bodies with the shopper's valid cookie and nonce, so
 * that the schema — not the nonce — is what refuses; then bot traffic
 * (no cookie, another session's nonce, another session's cart line).
 * Goals: every POST answer a 4xx JSON `{success: false}` with a German
 * message (GET endpoints: 200 or 4xx JSON), no 5xx, no new line in the debug
 * log or a PHP warning in the server log, and no row written (rows of every
 * table of the site; transients apart).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import {
	hostileBody,
	hostileQuery,
	isGerman,
	plausible,
	seeded,
} from './fuzz-bodies.mjs';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );
const CONFIG =
	/<script type="application\/json" id="vitrine-payment-config">(.*?)<\/script>/s;
const PARALLEL = 4;

/**
 * @typedef {{endpoint: string, nonce: string}} Link
 * @typedef {{cookie: string, ajax: Record<string, Link>}} Shopper
 * @typedef {{status: number, type: string, text: string}} Answer
 */

/**
 * The site seen from the command line (bench/fuzz-site.php).
 *
 * @param {'schemas'|'rest'|'count'|'user'} what What to read.
 * @param {string}                          dir  Site folder.
 * @param {string}                          url  Site URL.
 */
export function site( what, dir, url ) {
	const out = execFileSync(
		'php',
		[ path.join( HERE, 'fuzz-site.php' ), what, dir, url ],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	return JSON.parse( out.trim().split( '\n' ).pop() ?? '{}' );
}

/**
 * One request, never throwing for a status.
 *
 * @param {string} url  URL.
 * @param {Object} init Request (fetch's init).
 * @return {Promise<Answer & {cookies: string[]}>} The answer.
 */
export async function send( url, init ) {
	const response = await fetch( url, { redirect: 'manual', ...init } );
	return {
		status: response.status,
		type: response.headers.get( 'content-type' ) ?? '',
		text: await response.text(),
		cookies: response.headers.getSetCookie(),
	};
}

/**
 * A shopper: opens the product page, keeps its cookie and §3.11 links.
 *
 * @param {string} productUrl Product page.
 * @return {Promise<Shopper & {productId: number}>} Shopper.
 */
export async function visit( productUrl ) {
	const page = await send( productUrl, {} );
	const cookie = page.cookies
		.map( ( c ) => c.split( ';' )[ 0 ] )
		.filter( ( c ) => c.startsWith( 'vitrine_cart=' ) )
		.join( '; ' );
	const match = CONFIG.exec( page.text );
	if ( page.status !== 200 || ! cookie || ! match ) {
		throw new Error(
			`${ productUrl }: ${ page.status }, no cookie or §3.11 object`
		);
	}
	return {
		cookie,
		ajax: JSON.parse( match[ 1 ] ).ajax,
		productId: Number( /\bpostid-(\d+)\b/.exec( page.text )?.[ 1 ] ?? 0 ),
	};
}

/**
 * A JSON POST to an endpoint as a shopper.
 *
 * @param {Shopper}                 shopper Shopper.
 * @param {string}                  name    Endpoint.
 * @param {Record<string, unknown>} body    Body without nonce.
 */
async function post( shopper, name, body ) {
	const answer = await send( shopper.ajax[ name ].endpoint, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Cookie: shopper.cookie },
		body: JSON.stringify( { nonce: shopper.ajax[ name ].nonce, ...body } ),
	} );
	return JSON.parse( answer.text );
}

/**
 * Fills a shopper's cart and reads its line keys.
 *
 * @param {Shopper & {productId: number}} shopper Shopper.
 * @return {Promise<string[]>} Cart line keys.
 */
async function fillCart( shopper ) {
	const added = await post( shopper, 'change_cart', {
		products: [ { id: shopper.productId, quantity: 1 } ],
		add: true,
	} );
	if ( ! added.success ) {
		throw new Error( `change_cart: ${ JSON.stringify( added ) }` );
	}
	const cart = JSON.parse(
		(
			await send( shopper.ajax.cart_script_params.endpoint, {
				headers: { Cookie: shopper.cookie },
			} )
		).text
	);
	return cart.data.cart.items.map(
		( /** @type {{cartItemKey: string}} */ item ) => item.cartItemKey
	);
}

/**
 * Runs probes PARALLEL at a time.
 *
 * @param {Array<() => Promise<void>>} jobs Probes.
 */
export async function pool( jobs ) {
	let next = 0;
	const worker = async () => {
		while ( next < jobs.length ) {
			await jobs[ next++ ]();
		}
	};
	await Promise.all( Array.from( { length: PARALLEL }, worker ) );
}

/**
 * Why an answer misses the goal ('' when it meets it).
 *
 * @param {Answer}  answer  The answer.
 * @param {boolean} refusal Whether only a refusal is right (a POST's hostile body).
 */
export function miss( answer, refusal ) {
	if ( answer.status >= 500 ) {
		return `HTTP ${ answer.status }`;
	}
	/** @type {any} */
	let json = null;
	try {
		json = JSON.parse( answer.text );
	} catch {
		return `not JSON (${ answer.status } ${ answer.type })`;
	}
	if ( ! answer.type.includes( 'application/json' ) ) {
		return `Content-Type ${ answer.type }`;
	}
	if ( typeof json?.success !== 'boolean' ) {
		return 'not {success, data}';
	}
	if ( json.success ) {
		return refusal ? `accepted (${ answer.status })` : '';
	}
	if ( answer.status < 400 ) {
		return `a refusal with status ${ answer.status }`;
	}
	if ( ! isGerman( json.data?.message ) ) {
		return `message not German: ${ JSON.stringify( json.data?.message ) }`;
	}
	return '';
}

/**
 * Bytes of a file (0 when missing).
 *
 * @param {string} file File.
 */
export const size = ( file ) =>
	fs.existsSync( file ) ? fs.statSync( file ).size : 0;

/**
 * What a file gained since `from`.
 *
 * @param {string} file File.
 * @param {number} from Size before.
 */
export const since = ( file, from ) =>
	fs.existsSync( file )
		? fs.readFileSync( file ).subarray( from ).toString( 'utf8' )
		: '';

/**
 * The run.
 *
 * @param {{url: string, dir: string, bodies: number, seed: number, product?: string, otherProduct?: string}} options
 *                                                                                                                    Site URL and folder, bodies per endpoint, seed, product page paths
 *                                                                                                                    (the shopper's and the other session's, two simple products).
 */
export async function runFuzz( options ) {
	const { url, dir, bodies, seed } = options;
	const productUrl = `${ url }${
		options.product ?? '/produkt/kaffeetasse/'
	}`;
	const random = seeded( seed );
	/** @type {Record<string, {method: string, schema: Record<string, any>}>} */
	const schemas = site( 'schemas', dir, url );

	const shopper = await visit( productUrl );
	const keys = await fillCart( shopper );
	// Another product, so that the other cart's line key differs (a line's
	// key is derived from its product).
	const other = await visit(
		`${ url }${ options.otherProduct ?? '/produkt/jahresmitgliedschaft/' }`
	);
	const otherKeys = ( await fillCart( other ) ).filter(
		( key ) => ! keys.includes( key )
	);
	const created = await post( other, 'create_order', {
		context: 'product',
		funding_source: 'paypal',
	} );
	const otherProviderOrder = created.success
		? created.data.id
		: '8AB12345CD678901E';
	const otherOrder = created.success ? Number( created.data.custom_id ) : 1;

	/** @type {Record<string, Array<Record<string, unknown>>>} */
	const foreign = {
		approve_order: [
			{ order_id: otherProviderOrder, funding_source: 'paypal' },
			{ order_id: '5O190127TN364715T', should_create_wc_order: true },
		],
		approve_subscription: [
			{ subscription_id: 'I-BW452GLLEP1G', order_id: otherProviderOrder },
		],
		update_shipping: [ { order_id: otherProviderOrder } ],
		create_order: [
			{
				context: 'pay-now',
				order_id: otherOrder,
				order_key: 'vo_foreign',
			},
			{ context: 'pay-now', order_id: 987654321, order_key: 'vo_x' },
		],
		set_cart_quantity: otherKeys.map( ( key ) => ( {
			cart_item_key: key,
			quantity: 3,
		} ) ),
	};
	const ctx = {
		products: [ { id: shopper.productId, quantity: 1 } ],
		cart_item_key: keys[ 0 ] ?? 'a'.repeat( 32 ),
		form_encoded:
			'billing_first_name=Erika&billing_last_name=Mustermann&billing_email=erika%40example.org',
		context: 'product',
	};

	const before = site( 'count', dir, url );
	const debugLog = path.join( dir, 'debug.log' );
	const serverLog = path.join( dir, 'server.log' );
	const debugFrom = size( debugLog );
	const serverFrom = size( serverLog );

	/** @type {Array<{target: string, counts: Record<string, number>, misses: number}>} */
	const rows = [];
	/** @type {string[]} */
	const failures = [];
	/**
	 * Counts an answer of a target and notes a miss.
	 *
	 * @param {{target: string, counts: Record<string, number>, misses: number}} row
	 * @param {Answer}                                                           answer  The answer.
	 * @param {boolean}                                                          refusal Only a refusal is right.
	 * @param {string}                                                           what    The probe, for the failure line.
	 */
	const check = ( row, answer, refusal, what ) => {
		row.counts[ answer.status ] = ( row.counts[ answer.status ] ?? 0 ) + 1;
		const why = miss( answer, refusal );
		if ( why ) {
			row.misses++;
			if ( failures.length < 50 ) {
				failures.push(
					`${ row.target } (${ what.slice(
						0,
						160
					) }): ${ why } — ${ answer.text.slice( 0, 200 ) }`
				);
			}
		}
	};

	// Hostile bodies with the shopper's own cookie and nonce.
	for ( const [ name, { method, schema } ] of Object.entries( schemas ) ) {
		const link = shopper.ajax[ name ];
		if ( ! link?.endpoint ) {
			continue;
		}
		const row = { target: name, counts: {}, misses: 0 };
		rows.push( row );
		/** @type {Array<() => Promise<void>>} */
		const jobs = [];
		for ( let i = 0; i < bodies; i++ ) {
			if ( method === 'GET' ) {
				const wrong = random.chance( 0.1 );
				const query = hostileQuery( random );
				jobs.push( async () => {
					const answer = await send(
						wrong ? link.endpoint : `${ link.endpoint }&${ query }`,
						wrong
							? {
									method: 'POST',
									headers: { Cookie: shopper.cookie },
									body: query,
							  }
							: { headers: { Cookie: shopper.cookie } }
					);
					check(
						row,
						answer,
						wrong,
						`${ wrong ? 'POST' : 'GET' } ${ query }`
					);
				} );
				continue;
			}
			const body = hostileBody(
				{ ...schema, type: 'object' },
				link.nonce,
				ctx,
				foreign[ name ] ?? [],
				random
			);
			jobs.push( async () => {
				const answer = await send( link.endpoint, {
					method: 'POST',
					headers: {
						'Content-Type': body.type,
						Cookie: shopper.cookie,
					},
					body: body.data,
				} );
				check( row, answer, true, `${ body.kind }: ${ body.data }` );
			} );
		}
		await pool( jobs );
	}

	// Bot traffic: valid bodies, but no session, another session's nonce,
	// or another session's cart line.
	const bots = { target: 'bots (every POST)', counts: {}, misses: 0 };
	rows.push( bots );
	/** @type {Array<() => Promise<void>>} */
	const botJobs = [];
	for ( const [ name, { method, schema } ] of Object.entries( schemas ) ) {
		const mine = shopper.ajax[ name ];
		const theirs = other.ajax[ name ];
		if ( method !== 'POST' || ! mine?.endpoint ) {
			continue;
		}
		const body = JSON.stringify(
			plausible( { ...schema, type: 'object' }, '', ctx )
		);
		const cases = [
			[ 'no cookie, a page nonce', '', mine.nonce ],
			[ 'no cookie, no nonce', '', '' ],
			[ "another session's nonce", shopper.cookie, theirs.nonce ],
			[ "another session's cookie", other.cookie, mine.nonce ],
		];
		for ( const [ label, cookie, nonce ] of cases ) {
			botJobs.push( async () => {
				const data = JSON.stringify( { ...JSON.parse( body ), nonce } );
				const answer = await send( mine.endpoint, {
					method: 'POST',
					headers: {
						'Content-Type': 'application/json',
						...( cookie ? { Cookie: cookie } : {} ),
					},
					body: data,
				} );
				check( bots, answer, true, `${ name }, ${ label }` );
				if ( answer.status !== 403 ) {
					bots.misses++;
					failures.push(
						`${ name }, ${ label }: ${
							answer.status
						}, not 403 — ${ data.slice(
							0,
							300
						) } — ${ answer.text.slice( 0, 200 ) }`
					);
				}
			} );
		}
	}
	for ( const [ name, list ] of Object.entries( foreign ) ) {
		for ( const body of list ) {
			botJobs.push( async () => {
				const answer = await send( shopper.ajax[ name ].endpoint, {
					method: 'POST',
					headers: {
						'Content-Type': 'application/json',
						Cookie: shopper.cookie,
					},
					body: JSON.stringify( {
						nonce: shopper.ajax[ name ].nonce,
						...body,
					} ),
				} );
				// Removing a line that is not in the caller's cart is a no-op
				// by design (a double click): the caller's own cart comes back.
				const idempotent =
					name === 'remove_from_cart' &&
					answer.status === 200 &&
					JSON.parse( answer.text ).data?.cart?.count === keys.length;
				check(
					bots,
					answer,
					! idempotent,
					`${ name }, foreign ${ JSON.stringify( body ) }`
				);
			} );
		}
	}
	await pool( botJobs );

	return outcome( {
		dir,
		url,
		before,
		debugFrom,
		serverFrom,
		rows,
		failures,
	} );
}

/**
 * The goals of a run checked after its requests: rows written since
 * `before`, new lines in the debug log and the server log.
 *
 * @param {{dir: string, url: string, before: any, debugFrom: number, serverFrom: number, rows: Array<{target: string, counts: Record<string, number>, misses: number}>, failures: string[]}} run
 *                                                                                                                                                                                                What the run saw.
 */
export function outcome( run ) {
	const { dir, url, before, debugFrom, serverFrom, rows, failures } = run;
	const debugLog = path.join( dir, 'debug.log' );
	const serverLog = path.join( dir, 'server.log' );
	const after = site( 'count', dir, url );
	/** @type {string[]} */
	const written = [];
	// Capture claims are leases (kept ≤ 10 minutes, then purged: Store\Claims).
	const claims =
		Object.keys( before.rows ).find( ( t ) =>
			t.endsWith( 'vitrine_claims' )
		) ?? '';
	for ( const [ name, rowsBefore ] of Object.entries( before.rows ) ) {
		if ( name !== claims && after.rows[ name ] !== rowsBefore ) {
			written.push(
				`${ name }: ${ rowsBefore } → ${ after.rows[ name ] }`
			);
		}
	}
	// The seeded customers' subscription, order and saved methods
	// (bench/fuzz-more.mjs): a cancellation or a paid order writes no row.
	for ( const [ login, state ] of Object.entries( before.seeded ?? {} ) ) {
		if ( after.seeded?.[ login ] !== state ) {
			written.push(
				`${ login }: ${ state } → ${ after.seeded?.[ login ] }`
			);
		}
	}
	// WordPress' debug log: a PHP warning, notice or fatal, or an endpoint's
	// bug (Router logs "Vitrine endpoint … failed"), is a miss; the provider
	// client's own lines (a refused provider call) are counted apart.
	const debugLines = since( debugLog, debugFrom )
		.split( '\n' )
		.filter( Boolean );
	const debugMisses = debugLines.filter(
		( line ) => ! /\] Vitrine provider: /.test( line )
	);
	// PHP's own start-up warnings (max_input_vars, max_input_nesting_level of
	// php.ini) come before WordPress or the plugin run; counted apart.
	const serverLines = since( serverLog, serverFrom ).split( '\n' );
	const startup = serverLines.filter( ( line ) =>
		/PHP Warning:\s+PHP Request Startup:/.test( line )
	);
	const phpLines = serverLines.filter(
		( line ) =>
			/PHP (Fatal|Warning|Notice|Deprecated|Parse)/.test( line ) &&
			! /PHP Request Startup:/.test( line )
	);
	return {
		rows,
		failures,
		written,
		transients: after.transients - before.transients,
		rateCounters: after.rate - before.rate,
		claimLeases:
			( after.rows[ claims ] ?? 0 ) - ( before.rows[ claims ] ?? 0 ),
		providerLines: debugLines.length - debugMisses.length,
		debugLog: debugMisses.join( '\n' ),
		phpLog: phpLines,
		startupWarnings: startup.length,
		met:
			rows.every( ( r ) => r.misses === 0 ) &&
			written.length === 0 &&
			debugMisses.length === 0 &&
			phpLines.length === 0,
	};
}

/**
 * The table of a run, as Markdown.
 *
 * @param {Awaited<ReturnType<typeof runFuzz>>} result The run.
 */
export function table( result ) {
	const lines = [
		'| endpoint | answers by status | misses |',
		'|---|---|---|',
		...result.rows.map(
			( r ) =>
				`| ${ r.target } | ${ Object.entries( r.counts )
					.map( ( [ s, n ] ) => `${ s }×${ n }` )
					.join( ' ' ) } | ${ r.misses } |`
		),
	];
	const total = result.rows.reduce(
		( sum, r ) =>
			sum + Object.values( r.counts ).reduce( ( a, b ) => a + b, 0 ),
		0
	);
	lines.push(
		'',
		`${ total } requests; rows written: ${
			result.written.length ? result.written.join( ', ' ) : 'none'
		}; ` +
			`debug log: ${
				result.debugLog ? 'NEW LINES' : 'empty'
			}; PHP warnings in the server log: ${ result.phpLog.length }; ` +
			`transients: ${ result.transients >= 0 ? '+' : '' }${
				result.transients
			} (rate-limit counters +${ result.rateCounters }); ` +
			`capture claim leases: +${ result.claimLeases }; provider-call lines in the debug log: ${ result.providerLines }; ` +
			`PHP start-up warnings (php.ini input limits, before WordPress): ${ result.startupWarnings }`
	);
	return lines.join( '\n' );
}

// Run from the command line (the e2e spec does, since its loader does not
// take ES modules from here): `node bench/fuzz-run.mjs <url> <site dir>
// <bodies> <seed>` prints the result as one line of JSON.
if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const [ url, dir, bodies, seed ] = process.argv.slice( 2 );
	const result = await runFuzz( {
		url,
		dir,
		bodies: Number( bodies ) || 50,
		seed: Number( seed ) || 20261124,
	} );
	process.stdout.write(
		JSON.stringify( { ...result, table: table( result ) } ) + '\n'
	);
}
