/**
 * OAuth2 (`/v1/oauth2/token`, client credentials, optionally with an id
 * token) and the bearer check of every other API call.
 */
/**
 * External dependencies
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';

/**
 * Internal dependencies
 */
import { fail, Json, now, Reply } from './common';
import type { Context } from './context';
import { errorFor, issueError } from './errors';
import { idToken } from './identity';

/**
 * What an app created in the provider's dashboard may do by default: the
 * scopes of its token answer (space-separated, as the provider sends them).
 * `POST /__emulator/config {scopes: {clientId: '…'}}` gives one client
 * fewer (an account without vault or subscriptions).
 */
export const DEFAULT_SCOPE = [
	'https://uri.paypal.com/services/payments/payment',
	'https://uri.paypal.com/services/payments/refund',
	'https://uri.paypal.com/services/payments/realtimepayment',
	'https://uri.paypal.com/services/vault/payment-tokens/readwrite',
	'https://uri.paypal.com/services/subscriptions',
	'https://uri.paypal.com/services/applications/webhooks',
	'https://uri.paypal.com/services/identity/activities',
].join( ' ' );

/**
 * `POST /v1/oauth2/token` with client credentials (Basic auth).
 * @param ctx
 * @param req
 * @param raw
 */
export function oauthToken(
	ctx: Context,
	req: http.IncomingMessage,
	raw: string
): Reply {
	const match = /^Basic (.+)$/i.exec( req.headers.authorization ?? '' );
	const [ clientId, secret ] = match
		? Buffer.from( match[ 1 ], 'base64' ).toString( 'utf8' ).split( ':' )
		: [];
	const known =
		clientId &&
		secret &&
		( ctx.state.clients === null ||
			ctx.state.clients[ clientId ] === secret );
	if ( ! known ) {
		return {
			status: 401,
			body: {
				error: 'invalid_client',
				error_description: 'Client Authentication failed',
			},
		};
	}
	const form = new URLSearchParams( raw );
	if ( form.get( 'grant_type' ) !== 'client_credentials' ) {
		return {
			status: 400,
			body: {
				error: 'unsupported_grant_type',
				error_description: form.get( 'grant_type' )
					? `Grant Type is not supported: ${ form.get(
							'grant_type'
					  ) }`
					: 'Grant Type is NULL',
			},
		};
	}
	const accessToken = 'A21AA' + randomBytes( 24 ).toString( 'base64url' );
	ctx.state.tokens.set( accessToken, {
		expires: Date.now() + ctx.state.tokenTtl * 1000,
		clientId,
	} );
	const body: Json = {
		scope: ctx.state.scopes[ clientId ] ?? DEFAULT_SCOPE,
		access_token: accessToken,
		token_type: 'Bearer',
		app_id: 'APP-80W284485P519543T',
		expires_in: ctx.state.tokenTtl,
		nonce: now() + randomBytes( 8 ).toString( 'hex' ),
	};
	if ( form.get( 'response_type' ) === 'id_token' ) {
		body.id_token = idToken(
			ctx,
			clientId,
			form.get( 'target_customer_id' ) ?? undefined
		);
	}
	return { status: 200, body };
}

/**
 * The bearer check of every API call but the token call: null when the
 * token is known and fresh, else the provider's 401.
 *
 * @param ctx Shared state.
 * @param req HTTP request.
 */
export function authenticate(
	ctx: Context,
	req: http.IncomingMessage
): Reply | null {
	const match = /^Bearer (.+)$/i.exec( req.headers.authorization ?? '' );
	const token = match ? ctx.state.tokens.get( match[ 1 ] ) : undefined;
	if ( ! token || token.expires < Date.now() ) {
		return fail(
			token
				? issueError( 'INVALID_TOKEN', {
						description: 'Access Token expired.',
				  } )
				: errorFor( 401 )
		);
	}
	return null;
}
