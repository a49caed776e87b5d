// @ts-check
/**
 * The fuzz bench's second half (hostile input): the shop's REST routes
 * (bench/fuzz-rest.mjs) and HTML forms (bench/fuzz-forms.mjs), with the
 * same seeded generator, the same row count and the same log checks as
 * the /?wc-ajax= endpoints (bench/fuzz-run.mjs). A shopper with a filled
 * cart posts the shop's forms and REST calls; the account page's guest
 * forms are posted without a cookie.
 */
/**
 * External dependencies
 */
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { formEncode, seeded } from './fuzz-bodies.mjs';
import { fuzzForms, postForms } from './fuzz-forms.mjs';
import { fuzzRest } from './fuzz-rest.mjs';
import { outcome, pool, send, site, size, table, visit } from './fuzz-run.mjs';

/** Follows no link. */
const NONE = /^$/;

/**
 * A customer logged in through the account page's own login form (her
 * user and session rows, her saved card, subscription and unpaid order,
 * and a stranger's, are made before the run counts rows:
 * `fuzz-site.php user`).
 *
 * @param {string} url Site URL.
 * @param {string} dir Site folder.
 * @return {Promise<{cookie: string, pages: Record<string, string>, foreign: string[]}>}
 *                                                                                        Her cookie header, her pages with a form, the stranger's ids.
 */
async function logIn( url, dir ) {
	const { login, password, pages, foreign, card } = site( 'user', dir, url );
	const pageUrl = `${ url }/mein-konto/`;
	const page = await send( pageUrl, {} );
	const guest = page.cookies.map( ( c ) => c.split( ';' )[ 0 ] ).join( '; ' );
	const form = postForms( page.text, pageUrl ).find( ( f ) =>
		f.filled.includes( 'pwd' )
	);
	if ( ! form ) {
		throw new Error( 'no login form on /mein-konto/' );
	}
	const answer = await send( form.action, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: guest,
		},
		body: formEncode( {
			...Object.fromEntries( form.fixed ),
			log: login,
			pwd: password,
		} ),
	} );
	const cookie = answer.cookies
		.map( ( c ) => c.split( ';' )[ 0 ] )
		.filter( ( c ) => c.startsWith( 'wordpress_' ) )
		.join( '; ' );
	if ( ! cookie ) {
		throw new Error( `login failed: ${ answer.status }` );
	}
	return {
		cookie,
		pages,
		// A stranger's id that is also her card's would choose her own
		// card (a hidden field never gets its own value: hostileForm).
		foreign: foreign.filter( ( /** @type {string} */ id ) => id !== card ),
	};
}

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

	const member = await logIn( url, dir );

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
		pages: [
			{
				path: options.product ?? '/produkt/kaffeetasse/',
				cookie: shopper.cookie,
				follow: NONE,
				as: '',
			},
			{
				path: '/warenkorb/',
				cookie: shopper.cookie,
				follow: NONE,
				as: '',
			},
			{ path: '/kasse/', cookie: shopper.cookie, follow: NONE, as: '' },
			{
				path: '/mein-konto/',
				cookie: '',
				// Lost password, and WordPress' registration form.
				follow: /lost|passwort-vergessen|action=register/,
				as: '',
			},
			{
				path: '/mein-konto/',
				cookie: member.cookie,
				follow: /\/mein-konto\/[a-z-]+\/(?:\d+\/)?$/,
				as: 'logged in: ',
				foreign: member.foreign,
			},
			// Her unpaid order's pay-for-order form, her subscription's
			// change-payment-method form, and the confirmations that carry
			// the cancel and delete forms (renew: on the subscription's page).
			...[
				member.pages.pay,
				member.pages.change,
				member.pages.view,
				member.pages.cancel,
				member.pages.delete,
			].map( ( path ) => ( {
				path,
				cookie: member.cookie,
				follow: NONE,
				as: 'logged in: ',
				foreign: member.foreign,
			} ) ),
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

// Run from the command line (the e2e spec does, since its loader does not
// take ES modules from here): `node bench/fuzz-more.mjs <url> <site dir>
// <bodies> <seed>` prints the result as one line of JSON, its table in it.
if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const [ url, dir, bodies, seed ] = process.argv.slice( 2 );
	const result = await runMore( {
		url,
		dir,
		bodies: Number( bodies ) || 20,
		seed: Number( seed ) || 20261124,
	} );
	process.stdout.write(
		JSON.stringify( { ...result, table: table( result ) } ) + '\n'
	);
}
