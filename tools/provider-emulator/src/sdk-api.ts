/**
 * The calls the SDK makes from the shop's page (`/sdk/…`, CORS: the shop's
 * page is another origin, as with the provider's own card iframes): an
 * order's view, actions.order.capture() / authorize(), actions.subscription
 * create() / get(), the card fields' session and the card attached to an
 * order or a setup token (card-routes.ts).
 */
/**
 * External dependencies
 */
import type http from 'node:http';

/**
 * Internal dependencies
 */
import { attachCardToOrder, attachCardToSetupToken } from './card-routes';
import { fail, Json, notFound, Reply } from './common';
import type { Context } from './context';
import { errorFor } from './errors';
import { readBody, send } from './http';
import { complete, orderView, withOrder } from './orders';
import { walletsRoute } from './wallets';

/**
 * Answers one call under `/sdk/` (always handled: unknown ones are 404).
 *
 * @param ctx    Shared state.
 * @param req    HTTP request.
 * @param res    HTTP response.
 * @param method HTTP method.
 * @param path   Path.
 */
export async function sdkApi(
	ctx: Context,
	req: http.IncomingMessage,
	res: http.ServerResponse,
	method: string,
	path: string
): Promise< void > {
	const cors = {
		'Access-Control-Allow-Origin': '*',
		'Access-Control-Allow-Headers': 'Content-Type',
		'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
	};
	if ( method === 'OPTIONS' ) {
		res.writeHead( 204, cors );
		res.end();
		return;
	}
	const raw = await readBody( req );
	let body: Json = {};
	try {
		body = raw ? JSON.parse( raw ) : {};
	} catch {
		// Answered as a missing card below.
	}
	const [ , , kind, id, action ] = path.split( '/' );
	let reply: Reply = fail( errorFor( 404 ) );
	// The mobile wallets' components (wallets.ts).
	const wallet = walletsRoute( ctx, method, { kind, id, action }, body );
	if ( wallet ) {
		reply = wallet;
	} else if ( kind === 'orders' && method === 'GET' && ! action ) {
		const order = ctx.state.orders.get( id );
		reply = order
			? { status: 200, body: orderView( ctx, order, true ) }
			: notFound( 'order_id', id );
	} else if (
		kind === 'orders' &&
		method === 'POST' &&
		( action === 'capture' || action === 'authorize' )
	) {
		// actions.order.capture() / authorize() in onApprove: the
		// client-side completion the provider's SDK offers.
		reply = withOrder( ctx, id, ( o ) =>
			complete(
				ctx,
				o,
				action === 'capture' ? 'CAPTURE' : 'AUTHORIZE',
				req
			)
		);
	} else if (
		kind === 'subscriptions' &&
		( ( method === 'POST' && id === undefined ) ||
			( method === 'GET' && id !== undefined && ! action ) )
	) {
		// actions.subscription.create() and .get() of the SDK.
		reply =
			ctx.subscriptions.route( method, kind, id, action, body ) ?? reply;
	} else if ( kind === 'card-sessions' && method === 'POST' && id ) {
		// A card-field frame hands over its value (same origin as the
		// frame; the shop's page never sees it).
		const fields = ctx.state.cardSessions.get( id ) ?? {};
		if ( typeof body.kind === 'string' ) {
			fields[ body.kind ] = String( body.value ?? '' );
		}
		ctx.state.cardSessions.set( id, fields );
		reply = { status: 204 };
	} else if ( method === 'POST' && action === 'card' ) {
		reply =
			kind === 'orders'
				? attachCardToOrder( ctx, id, body )
				: attachCardToSetupToken( ctx, id, body );
	}
	send( res, { ...reply, headers: { ...reply.headers, ...cors } } );
}
