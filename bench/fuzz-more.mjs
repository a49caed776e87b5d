// @ts-check
/**
 * The fuzz bench's second half (issue 15): the shop's REST routes
 * (bench/fuzz-rest.mjs) and HTML forms (bench/fuzz-forms.mjs), with the
 * same seeded generator, the same row count and the same log checks as
 * the /?wc-ajax= endpoints (bench/fuzz-run.mjs). A shopper with a filled
 * cart posts the shop's forms and REST calls; the account page's guest
 * forms are posted without a cookie.
 */
/**
 * Internal dependencies
 */
import { seeded } from './fuzz-bodies.mjs';
import { fuzzForms } from './fuzz-forms.mjs';
import { fuzzRest } from './fuzz-rest.mjs';
import { outcome, pool, send, site, size, visit } from './fuzz-run.mjs';

/**
 * The run.
 *
 * @param {{url: string, dir: string, bodies: number, seed: number, product?: string}} options
 *                                                                                             Site URL and folder, bodies per route and form, seed, product page path.
 */
export async function runMore( options ) {
	const { url, dir, bodies, seed } = options;
	// Another stream than the endpoints' (seed + 1), reproducible as well.
	const random = seeded( seed + 1 );
	const productUrl = `${ url }${
		options.product ?? '/produkt/kaffeetasse/'
	}`;
	const shopper = await visit( productUrl );
	const endpoint = shopper.ajax.change_cart;
	await send( endpoint.endpoint, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Cookie: shopper.cookie },
		body: JSON.stringify( {
			nonce: endpoint.nonce,
			products: [ { id: shopper.productId, quantity: 1 } ],
			add: true,
		} ),
	} );
	const pageHtml = (
		await send( productUrl, { headers: { Cookie: shopper.cookie } } )
	).text;

	const before = site( 'count', dir, url );
	const debugFrom = size( `${ dir }/debug.log` );
	const serverFrom = size( `${ dir }/server.log` );
	/** @type {Array<{target: string, counts: Record<string, number>, misses: number}>} */
	const rows = [];
	/** @type {string[]} */
	const failures = [];
	/**
	 * @param {{target: string, counts: Record<string, number>, misses: number}} row
	 * @param {{status: number, text: string}}                                   answer
	 * @param {string}                                                           why
	 * @param {string}                                                           what
	 */
	const record = ( row, answer, why, what ) => {
		row.counts[ answer.status ] = ( row.counts[ answer.status ] ?? 0 ) + 1;
		if ( why ) {
			row.misses++;
			if ( failures.length < 50 ) {
				failures.push(
					`${ row.target } (${ what.slice(
						0,
						160
					) }): ${ why } — ${ answer.text
						.replace( /\s+/g, ' ' )
						.slice( 0, 200 ) }`
				);
			}
		}
	};
	await fuzzRest( {
		url,
		dir,
		bodies,
		random,
		cookie: shopper.cookie,
		pageHtml,
		rows,
		record,
		pool,
	} );
	await fuzzForms( {
		url,
		bodies,
		random,
		cookie: shopper.cookie,
		pages: [
			{ path: options.product ?? '/produkt/kaffeetasse/', cookie: true },
			{ path: '/warenkorb/', cookie: true },
			{ path: '/kasse/', cookie: true },
			{ path: '/mein-konto/', cookie: false },
		],
		rows,
		record,
		pool,
	} );
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
