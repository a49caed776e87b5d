// @ts-check
/**
 * The fuzz bench's REST part (hostile input): the shop's routes read from the
 * site's REST index (namespaces `vitrine/…` and the members route under
 * `wc/v4`), each given generated hostile input with the same seeded
 * generator as the /?wc-ajax= endpoints (bench/fuzz-bodies.mjs):
 *
 * - POST routes: hostile JSON bodies from the route's body schema (the
 *   index's args, or `fuzz-site.php rest` for routes that check their JSON
 *   body themselves), sent with the shopper's cookie and the page's nonce
 *   (`Nonce` header, the shipping routes' §3.11 nonce), so that the schema
 *   refuses, not the nonce;
 * - GET routes: hostile query strings (the members route: from its args,
 *   with a visitor's `wp_rest` nonce in X-WP-Nonce).
 *
 * Right answer: a 4xx JSON (WordPress' REST error `{code, message, data}`)
 * whose message is German; a GET may also answer 200 JSON. Never a 5xx.
 */
/**
 * Internal dependencies
 */
import { hostileBody, hostileQuery, isGerman } from './fuzz-bodies.mjs';
import { send, site } from './fuzz-run.mjs';

/**
 * @typedef {import('./fuzz-bodies.mjs').Random} Random
 * @typedef {{status: number, type: string, text: string}} Answer
 * @typedef {{target: string, counts: Record<string, number>, misses: number}} Row
 * @typedef {(row: Row, answer: Answer, why: string, what: string) => void} RecordMiss
 */

/** Whose routes are fuzzed (the plugin's own namespaces and the members route). */
const OURS = /^\/(vitrine\/|wc\/v4\/memberships\/)/;

/**
 * Why a REST answer misses the goal ('' when it meets it).
 *
 * @param {Answer}  answer  The answer.
 * @param {boolean} refusal Only a refusal is right.
 */
export function restMiss( answer, refusal ) {
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
	if ( answer.status < 300 ) {
		return refusal ? `accepted (${ answer.status })` : '';
	}
	if ( answer.status < 400 ) {
		return `status ${ answer.status }`;
	}
	const message = json?.message ?? json?.data?.message;
	return isGerman( message )
		? ''
		: `message not German: ${ JSON.stringify( message ) }`;
}

/**
 * A hostile query from a route's args (or a generic one).
 *
 * @param {Record<string, any>} args   The route's args from the index.
 * @param {Random}              random Random source.
 */
function argsQuery( args, random ) {
	const names = Object.keys( args ?? {} );
	const query = hostileQuery( random );
	if ( names.length === 0 || random.chance( 0.3 ) ) {
		return query;
	}
	// The same hostile value under one of the route's own parameters.
	return query.replace(
		/^[^=[]+/,
		encodeURIComponent( random.pick( names ) )
	);
}

/**
 * Fuzzes the shop's REST routes.
 *
 * @param {{url: string, dir: string, bodies: number, random: Random, cookie: string, pageHtml: string, rows: Row[], record: RecordMiss, pool: (jobs: Array<() => Promise<void>>) => Promise<void>}} run
 *                                                                                                                                                                                                       The run.
 */
export async function fuzzRest( run ) {
	const { url, dir, bodies, random, cookie, rows, record } = run;
	const index = JSON.parse(
		( await send( `${ url }/?rest_route=/`, {} ) ).text
	);
	/** @type {{nonce: string, schemas: Record<string, any>}} */
	const known = site( 'rest', dir, url );
	const shopNonce =
		/"store_api_nonce":"([^"]+)"/.exec( run.pageHtml )?.[ 1 ] ?? '';
	for ( const [ route, info ] of Object.entries( index.routes ?? {} ) ) {
		// A namespace's own index (`/vitrine/v1`) is WordPress', not the shop's.
		if (
			! OURS.test( route ) ||
			route.includes( '(?P<' ) ||
			route === `/${ info.namespace }`
		) {
			continue;
		}
		const members = route.startsWith( '/wc/v4/' );
		const headers = members
			? { 'X-WP-Nonce': known.nonce }
			: { Nonce: shopNonce, Cookie: cookie };
		for ( const endpoint of info.endpoints ?? [] ) {
			// A body where the route takes one; else its own method (GET, or
			// DELETE for a route that only deletes) with the query.
			let method = 'GET';
			if ( endpoint.methods.includes( 'POST' ) ) {
				method = 'POST';
			} else if ( ! endpoint.methods.includes( 'GET' ) ) {
				method = endpoint.methods[ 0 ];
			}
			const row = {
				target: `REST ${ method } ${ route }`,
				counts: {},
				misses: 0,
			};
			rows.push( row );
			const target = `${ url }/?rest_route=${ encodeURIComponent(
				route
			) }`;
			/** @type {Array<() => Promise<void>>} */
			const jobs = [];
			for ( let i = 0; i < bodies; i++ ) {
				if ( method !== 'POST' ) {
					const query = argsQuery( endpoint.args, random );
					jobs.push( async () => {
						const answer = await send( `${ target }&${ query }`, {
							method,
							headers,
						} );
						record(
							row,
							answer,
							restMiss( answer, false ),
							`${ method } ${ query }`
						);
					} );
					continue;
				}
				const schema = known.schemas[ route ] ?? {
					type: 'object',
					properties: endpoint.args ?? {},
					required: Object.entries( endpoint.args ?? {} )
						.filter( ( [ , a ] ) => a?.required )
						.map( ( [ name ] ) => name ),
				};
				const body = hostileBody( schema, '', {}, [], random );
				// The REST routes take their nonce in a header, not the body.
				const data = body.data.replace( /^\{"nonce":"",?/, '{' );
				jobs.push( async () => {
					const answer = await send( target, {
						method: 'POST',
						headers: { ...headers, 'Content-Type': body.type },
						body: data,
					} );
					record(
						row,
						answer,
						restMiss( answer, true ),
						`${ body.kind }: ${ data }`
					);
				} );
			}
			await run.pool( jobs );
		}
	}
}
