/**
 * The provider's REST API: a small router over one route module per API.
 * OAuth comes first (its body is a form); every other call gets its JSON
 * body parsed once, then the routes are asked in turn; the first reply
 * wins, and no reply is a 404.
 *
 * A new API: a function `( ctx, request ) => Reply | null` in a module of
 * its own (null: not its path), added to API_ROUTES. The webhook events of
 * what a call did are sent by events.ts.
 */
/**
 * External dependencies
 */
import type http from 'node:http';

/**
 * Internal dependencies
 */
import { fail, Json, Reply } from './common';
import type { Context } from './context';
import { errorFor, issueError } from './errors';
import { withEvents } from './events';
import { identityRoute } from './identity';
import { oauthToken } from './oauth';
import { ordersRoute } from './orders';
import { oxxoRoute } from './oxxo-routes';
import { webhookRegistryRoute } from './webhook-registry';
import { verifyWebhook } from './webhooks';

/** One API call, parsed. */
export interface ApiRequest {
	method: string;
	/** Path without trailing slash. */
	path: string;
	url: URL;
	/** Parsed JSON body ({} when empty). */
	body: Json;
	req: http.IncomingMessage;
	/** Path segments: /version/group/kind/id/action. */
	version: string;
	group: string;
	kind: string | undefined;
	id: string | undefined;
	action: string | undefined;
	/** `POST /v2/checkout/orders/:id/capture`: method and path with the id as `:id`. */
	route: string;
}

/** A route module: its reply, or null when the path is not its own. */
export type ApiRoute = ( ctx: Context, request: ApiRequest ) => Reply | null;

/**
 * Payments v2 (`/v2/payments/…/:id`): captures, authorizations, refunds.
 *
 * @param ctx Shared state.
 * @param r   The call.
 */
const paymentsRoute: ApiRoute = ( ctx, r ) =>
	r.version === 'v2' && r.group === 'payments' && r.id !== undefined
		? ctx.payments.route(
				r.method,
				r.kind as string,
				r.id,
				r.action,
				r.body,
				String( r.req.headers.prefer ?? '' )
		  ) ?? fail( errorFor( 404 ) )
		: null;

/**
 * Vault v3 (`/v3/vault/…`).
 *
 * @param ctx Shared state.
 * @param r   The call.
 */
const vaultRoute: ApiRoute = ( ctx, r ) =>
	r.version === 'v3' && r.group === 'vault' && r.kind
		? ctx.vault.route( r.method, r.kind, r.id, r.action, r.body, r.url ) ??
		  fail( errorFor( 404 ) )
		: null;

/**
 * Subscriptions v1 (`/v1/billing/…`): plans and subscriptions.
 *
 * @param ctx Shared state.
 * @param r   The call.
 */
const subscriptionsRoute: ApiRoute = ( ctx, r ) =>
	r.version === 'v1' && r.group === 'billing' && r.kind
		? ctx.subscriptions.route( r.method, r.kind, r.id, r.action, r.body ) ??
		  fail( errorFor( 404 ) )
		: null;

/**
 * Webhooks: `/v1/notifications/verify-webhook-signature`.
 *
 * @param ctx Shared state.
 * @param r   The call.
 */
const webhooksRoute: ApiRoute = ( ctx, r ) =>
	r.route === 'POST /v1/notifications/verify-webhook-signature'
		? verifyWebhook( ctx.signer, ctx.base, r.body )
		: null;

/**
 * Webhooks management: `/v1/notifications/webhooks[/:id]` and
 * `simulate-event` (webhook-registry.ts).
 *
 * @param ctx Shared state.
 * @param r   The call.
 */
const webhookRegistry: ApiRoute = ( ctx, r ) =>
	r.version === 'v1' && r.group === 'notifications'
		? webhookRegistryRoute( ctx, r.method, r.path, r.body, r.req )
		: null;

/** The API's routes, asked in this order. */
export const API_ROUTES: ApiRoute[] = [
	paymentsRoute,
	vaultRoute,
	subscriptionsRoute,
	webhooksRoute,
	webhookRegistry,
	identityRoute,
	oxxoRoute,
	ordersRoute,
];

/**
 * Answers one authenticated API call (or the token call).
 *
 * @param ctx    Shared state.
 * @param method HTTP method.
 * @param path   Path without trailing slash.
 * @param url    Parsed URL.
 * @param raw    Body as text.
 * @param req    HTTP request.
 */
export function api(
	ctx: Context,
	method: string,
	path: string,
	url: URL,
	raw: string,
	req: http.IncomingMessage
): Reply {
	if ( path === '/v1/oauth2/token' ) {
		return method === 'POST'
			? oauthToken( ctx, req, raw )
			: fail( errorFor( 405 ) );
	}
	let body: Json = {};
	if ( raw ) {
		try {
			body = JSON.parse( raw );
		} catch {
			return fail(
				issueError( 'MALFORMED_REQUEST_JSON', { location: 'body' } )
			);
		}
	}
	const [ version, group, kind, id, action ] = path.split( '/' ).slice( 1 );
	const request: ApiRequest = {
		method,
		path,
		url,
		body,
		req,
		version,
		group,
		kind,
		id,
		action,
		route: `${ method } /${ version }/${ group }/${ kind ?? '' }${
			id !== undefined ? '/:id' : ''
		}${ action !== undefined ? '/' + action : '' }`,
	};
	return withEvents( ctx, request, () => {
		for ( const route of API_ROUTES ) {
			const reply = route( ctx, request );
			if ( reply ) {
				return reply;
			}
		}
		return fail( errorFor( 404 ) );
	} );
}
