/**
 * The REST layer (§7.3, §8.3) through api-fetch's own middlewares as the
 * store script configures them (configureRest), with a fetch that answers
 * as WordPress does: the nonce refresh after an expired nonce, per_page=-1
 * joined from pages of 100, and the German messages (the plugin's
 * de_DE catalogue loaded, as WordPress loads it on a German site) for
 * api-fetch's own error codes. The real WordPress round trip of the nonce
 * refresh stays in tests/e2e/admin/rest-layer.spec.ts.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { configureRest, describeRestError, restFetch } from '../rest';

const ROOT = 'http://shop.test/wp-json/';
const NONCE_ENDPOINT =
	'http://shop.test/wp-admin/admin-ajax.php?action=rest-nonce';
const FRESH = '0a1b2c3d4e';

/** What the fetch saw, in order. */
let seen: Array< { url: string; status: number; nonce: string | null } >;
/** Answers by path, for the error cases. */
let special: Record< string, () => Promise< unknown > >;

const TAGS = Array.from(
	{ length: 105 },
	( _, i ) => `Schlagwort ${ String( i ).padStart( 3, '0' ) }`
);

/**
 * A Response-like answer (api-fetch reads status, headers, json and text).
 *
 * @param status HTTP status.
 * @param body   JSON body, or a string for text.
 * @param link   Link header.
 */
function reply( status: number, body: unknown, link: string | null = null ) {
	return {
		status,
		headers: {
			get: ( name: string ) => ( name === 'link' ? link : null ),
		},
		json: () =>
			typeof body === 'string'
				? Promise.reject( new SyntaxError( 'Unexpected token' ) )
				: Promise.resolve( body ),
		text: () => Promise.resolve( String( body ) ),
	};
}

/**
 * WordPress as api-fetch meets it: the current user with a valid nonce,
 * rest_cookie_invalid_nonce (403) with another, a fresh nonce from
 * admin-ajax.php, tags in pages of at most 100 with a Link to the next.
 *
 * @param input Requested URL.
 * @param init  Request.
 */
async function wordpress( input: unknown, init?: RequestInit ) {
	const url = String( input );
	const nonce =
		( init?.headers as Record< string, string > | undefined )?.[
			'X-WP-Nonce'
		] ?? null;
	const answer = ( status: number, body: unknown, link?: string ) => {
		seen.push( { url, status, nonce } );
		return reply( status, body, link );
	};
	const { pathname, searchParams } = new URL( url );
	if ( url === NONCE_ENDPOINT ) {
		return answer( 200, FRESH );
	}
	for ( const [ prefix, respond ] of Object.entries( special ) ) {
		if ( pathname.startsWith( '/wp-json' + prefix ) ) {
			return respond();
		}
	}
	if ( nonce !== 'valid' && nonce !== FRESH ) {
		return answer( 403, {
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
			data: { status: 403 },
		} );
	}
	if ( pathname === '/wp-json/wp/v2/users/me' ) {
		return answer( 200, { id: 1, slug: 'admin' } );
	}
	if ( pathname === '/wp-json/wp/v2/tags' ) {
		const perPage = Number( searchParams.get( 'per_page' ) );
		const page = Number( searchParams.get( 'page' ) ?? 1 );
		if ( perPage < 1 || perPage > 100 ) {
			return answer( 400, {
				code: 'rest_invalid_param',
				message: 'Ungültiger Parameter: per_page',
			} );
		}
		const slice = TAGS.slice( ( page - 1 ) * perPage, page * perPage );
		const next = new URL( url );
		next.searchParams.set( 'page', String( page + 1 ) );
		return answer(
			200,
			slice.map( ( name ) => ( { name } ) ),
			page * perPage < TAGS.length
				? `<${ next.toString() }>; rel="next"`
				: undefined
		);
	}
	return answer( 404, {
		code: 'rest_no_route',
		message: 'Es wurde keine Route gefunden.',
	} );
}

/**
 * How a request through the store's restFetch failed.
 *
 * @param restPath REST path.
 */
async function failure( restPath: string ) {
	try {
		await restFetch( { path: restPath } );
		return null;
	} catch ( error ) {
		return describeRestError( error );
	}
}

beforeAll( () => {
	// The plugin's German catalogue, as WordPress hands it to the script
	// (its one-line entries suffice: api-fetch's messages are such).
	const catalogue = fs.readFileSync(
		path.join( __dirname, '../../../languages/vitrine-de_DE.po' ),
		'utf8'
	);
	const messages: Record< string, string[] > = {};
	for ( const [ , id, text ] of catalogue.matchAll(
		/^msgid "(.+)"\nmsgstr "(.+)"$/gm
	) ) {
		messages[ JSON.parse( `"${ id }"` ) ] = [ JSON.parse( `"${ text }"` ) ];
	}
	setLocaleData( messages, 'vitrine' );
	window.fetch = jest.fn( wordpress ) as unknown as typeof window.fetch;
	configureRest( {
		root: ROOT,
		nonce: 'valid',
		nonceEndpoint: NONCE_ENDPOINT,
	} );
} );

beforeEach( () => {
	seen = [];
	special = {};
} );

describe( 'api-fetch through the store script (§7.3)', () => {
	it( 'retries a request with an expired nonce once, with a fresh nonce from the nonce endpoint', async () => {
		(
			apiFetch as unknown as { nonceMiddleware: { nonce: string } }
		 ).nonceMiddleware.nonce = 'expired';

		const user = await restFetch< { slug: string } >( {
			path: '/wp/v2/users/me',
		} );

		expect( user.slug ).toBe( 'admin' );
		expect(
			seen.map( ( s ) => [
				s.url.includes( 'rest-nonce' ) ? 'refresh' : 'me',
				s.status,
				s.nonce,
			] )
		).toEqual( [
			[ 'me', 403, 'expired' ],
			[ 'refresh', 200, null ],
			[ 'me', 200, FRESH ],
		] );
		// Later requests send the fresh nonce straight away.
		seen = [];
		await restFetch( { path: '/wp/v2/users/me' } );
		expect( seen.map( ( s ) => s.nonce ) ).toEqual( [ FRESH ] );
	} );

	it( 'per_page=-1 joins every page of 100', async () => {
		const tags = await restFetch< Array< { name: string } > >( {
			path: '/wp/v2/tags?per_page=-1&orderby=name',
		} );

		expect( tags.map( ( t ) => t.name ).sort() ).toEqual( TAGS );
		expect(
			seen.map( ( s ) => [
				new URL( s.url ).searchParams.get( 'per_page' ),
				new URL( s.url ).searchParams.get( 'page' ) ?? '',
				s.status,
			] )
		).toEqual( [
			[ '100', '', 200 ],
			[ '100', '2', 200 ],
		] );
	} );
} );

describe( 'api-fetch errors get the German messages of §8.3', () => {
	it( 'offline, an answer that is no JSON, an error answer without a body', async () => {
		special = {
			'/vitrine-e2e/offline': () =>
				Promise.reject( new TypeError( 'Failed to fetch' ) ),
			'/vitrine-e2e/garbage': async () =>
				reply( 200, '<html>kein JSON</html>' ),
			'/vitrine-e2e/empty-error': async () => reply( 500, null ),
		};

		expect( await failure( '/vitrine-e2e/offline' ) ).toEqual( {
			code: 'fetch_error',
			message: 'Du bist wahrscheinlich offline.',
		} );
		expect( await failure( '/vitrine-e2e/garbage' ) ).toEqual( {
			code: 'invalid_json',
			message: 'Die Antwort ist keine gültige JSON-Antwort.',
		} );
		expect( await failure( '/vitrine-e2e/empty-error' ) ).toEqual( {
			code: 'unknown_error',
			message: 'Ein unbekannter Fehler ist aufgetreten.',
		} );
	} );

	it( 'a real error answer passes its own code and message on', async () => {
		special = {
			'/wp/v2/posts/999999': async () =>
				reply( 404, {
					code: 'rest_post_invalid_id',
					message: 'Ungültige Beitrags-ID.',
					data: { status: 404 },
				} ),
		};

		expect( await failure( '/wp/v2/posts/999999' ) ).toEqual( {
			code: 'rest_post_invalid_id',
			message: 'Ungültige Beitrags-ID.',
			data: { status: 404 },
		} );
	} );
} );
