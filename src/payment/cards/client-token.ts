/**
 * §3.10 client token, with effects: read from session storage while the
 * §5.4 rule allows it, else asked from the shop's `client_token` call and
 * cached. The legacy hosted fields need it as the SDK's data-client-token.
 */
/**
 * External dependencies
 */
import { callShop, toShopEndpoint, type GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import {
	CLIENT_TOKEN_KEY,
	isClientTokenUsable,
	parseClientToken,
	type ClientToken,
} from '../rules/client-token';

/** Where the token is kept (session storage; tests pass their own). */
export interface TokenStorage {
	getItem: ( key: string ) => string | null;
	setItem: ( key: string, value: string ) => void;
}

/** How the token is fetched (the shop call; tests pass their own). */
export type TokenFetch = () => Promise< ClientToken >;

/**
 * The shop's client_token call for the page's configuration.
 *
 * @param config §3.11 (ajax.client_token).
 */
export function shopTokenFetch( config: GatewayConfig ): TokenFetch {
	return async () => {
		return callShop(
			'client_token',
			toShopEndpoint( config.ajax?.client_token ),
			{}
		);
	};
}

/**
 * §3.10 / §5.4: the cached token while its user matches and it has not
 * expired, otherwise a fresh one (then cached).
 *
 * @param user       §3.11 data_client_id.user.
 * @param fetchToken Asks the shop.
 * @param storage    Session storage.
 * @param nowSeconds Current unix time in seconds.
 */
export async function clientToken(
	user: number,
	fetchToken: TokenFetch,
	storage: TokenStorage | null = safeSessionStorage(),
	nowSeconds: number = Math.floor( Date.now() / 1000 )
): Promise< string > {
	const cached = parseClientToken( storage?.getItem( CLIENT_TOKEN_KEY ) );
	if ( isClientTokenUsable( cached, user, nowSeconds ) ) {
		return cached.token;
	}
	const fresh = await fetchToken();
	try {
		storage?.setItem( CLIENT_TOKEN_KEY, JSON.stringify( fresh ) );
	} catch {
		// A full or blocked storage only costs the next page a request.
	}
	return fresh.token;
}

/** Session storage, or null where the browser refuses it. */
function safeSessionStorage(): TokenStorage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}
