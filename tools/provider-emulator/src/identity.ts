/**
 * Identity: `/v1/identity/generate-token` (client token, id token for a
 * customer) and the id tokens the OAuth call hands out too.
 */
/**
 * External dependencies
 */
import { randomBytes } from 'node:crypto';

/**
 * Internal dependencies
 */
import type { Json, Reply } from './common';
import type { ApiRoute } from './api';
import type { Context } from './context';

/**
 * An unsigned JWT-shaped identity token (the SDK only passes it on).
 * @param ctx        Shared state.
 * @param clientId
 * @param customerId
 */
export function idToken(
	ctx: Context,
	clientId: string,
	customerId?: string
): string {
	const encode = ( v: Json ) =>
		Buffer.from( JSON.stringify( v ) ).toString( 'base64url' );
	return [
		encode( { alg: 'none', typ: 'JWT' } ),
		encode( {
			iss: ctx.base,
			aud: clientId,
			sub: customerId ?? 'guest',
			iat: Math.floor( Date.now() / 1000 ),
			exp: Math.floor( Date.now() / 1000 ) + 900,
		} ),
		'emulator',
	].join( '.' );
}

/**
 * `POST /v1/identity/generate-token`: a client token, and an id token for
 * a customer id.
 * @param ctx
 * @param body
 */
export function generateToken( ctx: Context, body: Json ): Reply {
	const reply: Json = {
		client_token: 'eyJ' + randomBytes( 48 ).toString( 'base64url' ),
		expires_in: 3600,
	};
	if ( typeof body.customer_id === 'string' ) {
		reply.id_token = idToken( ctx, 'client', body.customer_id );
	}
	return { status: 200, body: reply };
}

/**
 * `POST /v1/identity/generate-token`.
 *
 * @param ctx Shared state.
 * @param r   The call.
 */
export const identityRoute: ApiRoute = ( ctx, r ) =>
	r.route === 'POST /v1/identity/generate-token'
		? generateToken( ctx, r.body )
		: null;
