/**
 * §3.10 / §5.4 client token, pure: a cached token is used only while its
 * user is the current user and the current time is before its expiration
 * (an absolute unix time in seconds).
 */

/** §3.10: user, expiration (unix seconds), token. */
export interface ClientToken {
	user: number;
	expiration: number;
	token: string;
}

/** The session storage key of the cached token. */
export const CLIENT_TOKEN_KEY = 'vitrine-client-token';

/**
 * A cached value read back as a §3.10 token, or null when it is not one.
 *
 * @param raw The stored string.
 */
export function parseClientToken(
	raw: string | null | undefined
): ClientToken | null {
	if ( ! raw ) {
		return null;
	}
	try {
		const value = JSON.parse( raw );
		if (
			value &&
			typeof value === 'object' &&
			Number.isInteger( value.user ) &&
			Number.isFinite( value.expiration ) &&
			typeof value.token === 'string' &&
			value.token !== ''
		) {
			return {
				user: value.user,
				expiration: value.expiration,
				token: value.token,
			};
		}
	} catch {
		// Not JSON: treated as nothing cached.
	}
	return null;
}

/**
 * §5.4: the cached token is valid only if its user matches and now is
 * before its expiration (seconds).
 *
 * @param token      Cached token.
 * @param user       The current user (§3.11 data_client_id.user).
 * @param nowSeconds The current unix time in seconds.
 */
export function isClientTokenUsable(
	token: ClientToken | null,
	user: number,
	nowSeconds: number
): token is ClientToken {
	return !! token && token.user === user && nowSeconds < token.expiration;
}
