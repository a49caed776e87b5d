/**
 * Nonces on cached pages: a page served from a full-page cache
 * carries the nonces of the day (and session) it was rendered for. When a
 * shop call under `/?wc-ajax={name}` is refused with `vitrine_invalid_nonce`,
 * this api-fetch middleware asks `/?wc-ajax=refresh_nonces` once for the
 * nonces of the shopper's own session and retries the call with the fresh
 * one — as api-fetch itself refreshes the REST nonce on
 * `rest_cookie_invalid_nonce`. Later calls of the page send the fresh nonces
 * straight away. It is registered with `apiFetch.use()` by the client and
 * only touches requests with a `wc-ajax` URL and a `nonce` in their data.
 */
/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';

/** The refresh endpoint's name (Payment\Nonces::NAME). */
export const REFRESH_NONCES = 'refresh_nonces';

/** The refusal code of a missing, stale or foreign nonce (Ajax\Router). */
export const INVALID_NONCE = 'vitrine_invalid_nonce';

/** Fresh nonces by endpoint name, once a refresh has answered. */
const fresh = new Map< string, string >();

/**
 * The `wc-ajax` name of a shop call's URL, or '' for any other URL.
 *
 * @param url Request URL (absolute or relative).
 */
export function shopCallName( url: string | undefined ): string {
	if ( ! url ) {
		return '';
	}
	const query = url.includes( '?' )
		? url.slice( url.indexOf( '?' ) + 1 )
		: '';
	const name = new URLSearchParams( query.split( '#' )[ 0 ] ).get(
		'wc-ajax'
	);
	return name && /^[a-z0-9_]{1,64}$/.test( name ) ? name : '';
}

/**
 * The refresh endpoint's URL on the same site as a shop call's URL.
 *
 * @param url A shop call's URL.
 * @example
 * refreshUrl( '/?wc-ajax=create_order' ); // '/?wc-ajax=refresh_nonces'
 */
export function refreshUrl( url: string ): string {
	return url.replace( /([?&]wc-ajax=)[^&#]*/, `$1${ REFRESH_NONCES }` );
}

/**
 * Whether a rejection of api-fetch (with `parse: false`, the Response) is a
 * nonce refusal of the Router.
 *
 * @param error What the request rejected with.
 */
async function isNonceRefusal( error: unknown ): Promise< boolean > {
	const response = error as Partial< Response > | null;
	if (
		! response ||
		typeof response !== 'object' ||
		response.status !== 403 ||
		typeof response.json !== 'function'
	) {
		return false;
	}
	// Read a copy: the caller reads the refusal itself if it stands.
	const copy =
		typeof response.clone === 'function'
			? response.clone()
			: ( response as Response );
	const answer = ( await copy.json().catch( () => null ) ) as {
		data?: { code?: unknown };
	} | null;
	return answer?.data?.code === INVALID_NONCE;
}

/**
 * Asks the refresh endpoint for the session's nonces and keeps them.
 *
 * @param url  A shop call's URL (the refresh endpoint is on its site).
 * @param next The rest of api-fetch's chain.
 */
async function refresh(
	url: string,
	next: ( options: APIFetchOptions ) => Promise< unknown >
): Promise< void > {
	try {
		const response = ( await next( {
			url: refreshUrl( url ),
			method: 'GET',
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
			parse: false,
		} ) ) as Response;
		const answer = ( await response.json() ) as {
			success?: unknown;
			data?: { ajax?: Record< string, { nonce?: unknown } > };
		};
		for ( const [ name, link ] of Object.entries(
			answer?.success === true ? answer.data?.ajax ?? {} : {}
		) ) {
			if ( typeof link?.nonce === 'string' && link.nonce !== '' ) {
				fresh.set( name, link.nonce );
			}
		}
	} catch {
		// No fresh nonces: the original refusal stands.
	}
}

/**
 * The options with another nonce in their data.
 *
 * @param options Request options.
 * @param nonce   Nonce.
 */
function withNonce( options: APIFetchOptions, nonce: string ): APIFetchOptions {
	return { ...options, data: { ...options.data, nonce } };
}

/**
 * The api-fetch middleware: fresh nonces first, one refresh and one retry
 * on a nonce refusal.
 *
 * @param options Request options.
 * @param next    The rest of api-fetch's chain.
 */
export const shopNonceMiddleware: APIFetchMiddleware = async (
	options,
	next
) => {
	const name = shopCallName( options.url );
	if (
		! name ||
		name === REFRESH_NONCES ||
		typeof options.data?.nonce !== 'string'
	) {
		return next( options );
	}
	const known = fresh.get( name );
	const sent = known ? withNonce( options, known ) : options;
	try {
		return await next( sent );
	} catch ( error ) {
		if ( ! ( await isNonceRefusal( error ) ) ) {
			throw error;
		}
		await refresh( options.url ?? '', next );
		const renewed = fresh.get( name );
		if ( ! renewed || renewed === sent.data.nonce ) {
			throw error;
		}
		return next( withNonce( options, renewed ) );
	}
};

/**
 * Forgets the fresh nonces (tests).
 */
export function forgetFreshNonces(): void {
	fresh.clear();
}
