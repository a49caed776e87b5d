/**
 * The platform REST layer (§7.3, §8.3): `@wordpress/api-fetch` and its own
 * middlewares, configured in one place, plus the German messages for its
 * error codes.
 *
 * api-fetch already does what §7.3 asks (JSON bodies, `_locale=user`,
 * method override, `per_page=-1` joined from pages of 100, nonce refresh
 * through `admin-ajax.php?action=rest-nonce`, media post-processing); on
 * pages that enqueue `wp-api-fetch`, WordPress itself adds the root URL,
 * nonce and media middlewares. Nothing here re-implements any of it.
 */
/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/** What the server embeds for pages where WordPress did not configure api-fetch. */
export interface RestSettings {
	/** e.g. https://shop.example/wp-json/ */
	root: string;
	nonce: string;
	/** e.g. https://shop.example/wp-admin/admin-ajax.php?action=rest-nonce */
	nonceEndpoint: string;
}

type ApiFetchWithState = typeof apiFetch & {
	nonceMiddleware?: ReturnType< typeof apiFetch.createNonceMiddleware >;
	nonceEndpoint?: string;
};

/**
 * Adds root URL, nonce (with its refresh endpoint) and media-upload
 * middlewares unless WordPress has already done so on this page.
 *
 * @param settings Root URL, nonce and nonce endpoint from the server.
 * @return Whether this call configured api-fetch.
 */
export function configureRest( settings: RestSettings ): boolean {
	const fetcher = apiFetch as ApiFetchWithState;
	if ( fetcher.nonceMiddleware ) {
		return false;
	}
	apiFetch.use( apiFetch.createRootURLMiddleware( settings.root ) );
	fetcher.nonceMiddleware = apiFetch.createNonceMiddleware( settings.nonce );
	apiFetch.use( fetcher.nonceMiddleware );
	apiFetch.use( apiFetch.mediaUploadMiddleware );
	fetcher.nonceEndpoint = settings.nonceEndpoint;
	return true;
}

/**
 * A REST request through api-fetch.
 *
 * @param options api-fetch options (path, method, data, …).
 */
export function restFetch< T >( options: APIFetchOptions ): Promise< T > {
	return apiFetch< T >( options );
}

/** The error shape api-fetch rejects with (an error answer's JSON body, or its own). */
export interface RestError {
	code: string;
	message: string;
	data?: unknown;
}

/** The client-side error codes of §8.3. */
export const REST_ERROR_CODES = [
	'fetch_error',
	'invalid_json',
	'unknown_error',
	'post_process',
] as const;

/**
 * The message to show for a failed REST request (§8.3): api-fetch's own codes
 * get our German text; an error answer's own message is passed on.
 *
 * @param error What api-fetch rejected with.
 */
export function describeRestError( error: unknown ): RestError {
	const raw = ( error ?? {} ) as Partial< RestError >;
	const code = typeof raw.code === 'string' ? raw.code : 'unknown_error';
	switch ( code ) {
		case 'fetch_error':
			return {
				code,
				message: __( 'You are probably offline.', 'vitrine' ),
			};
		case 'invalid_json':
			return {
				code,
				message: __(
					'The response is not a valid JSON response.',
					'vitrine'
				),
			};
		case 'post_process':
			return {
				code,
				message: __(
					'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
					'vitrine'
				),
			};
	}
	if (
		typeof raw.message === 'string' &&
		raw.message !== '' &&
		code !== 'unknown_error'
	) {
		return { code, message: raw.message, data: raw.data };
	}
	return {
		code: 'unknown_error',
		message: __( 'An unknown error occurred.', 'vitrine' ),
	};
}
