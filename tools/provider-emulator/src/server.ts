/**
 * The provider emulator's HTTP server: OAuth2, Orders v2, Payments v2,
 * Vault v3, Subscriptions v1, webhooks and identity on loopback, plus a
 * test-control API under `/__emulator/` for fault injection and for acting
 * as the payer. This file starts it and runs each request through the
 * pipeline (SDK and page routes, control routes, then for the API: call
 * log, injected faults, authentication, idempotency); the router of the
 * API is api.ts, one module per API behind it; the shared state object is
 * context.ts.
 */
/**
 * External dependencies
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Internal dependencies
 */
import { fail } from './common';
import { createContext } from './context';
import { control } from './control';
import { errorFor, issueError } from './errors';
import { takeFault } from './faults';
import { readBody, send } from './http';
import { authenticate } from './oauth';
import { api } from './api';
import { recorder } from './record';
import { sdkRoutes } from './sdk-routes';
import type { Call, Emulator, EmulatorOptions } from './state';

export {
	EmulatorState,
	type Call,
	type Emulator,
	type EmulatorOptions,
	type Fault,
} from './state';

/**
 * Starts the emulator on 127.0.0.1 (never another interface).
 *
 * @param options Port (0 picks a free one) and token lifetime.
 * @param extra   Handler for routes of other modules (SDK, pop-up); returns
 *                false when it does not handle the request.
 */
export async function startEmulator(
	options: EmulatorOptions = {},
	extra?: (
		req: http.IncomingMessage,
		res: http.ServerResponse,
		url: URL,
		emulator: Emulator
	) => boolean | Promise< boolean >
): Promise< Emulator > {
	const ctx = createContext( options.tokenTtl ?? 32400 );
	const { state } = ctx;
	const held = new Set< http.ServerResponse >();
	const record = recorder( options.record );
	const emulator = {} as Emulator;

	const server = http.createServer( ( req, res ) => {
		handle( req, res ).catch( ( error: unknown ) => {
			if ( ! res.headersSent ) {
				send( res, {
					...fail( errorFor( 500 ) ),
					body: {
						...errorFor( 500 ).body,
						message: String( error ),
					},
				} );
			}
		} );
	} );

	async function handle(
		req: http.IncomingMessage,
		res: http.ServerResponse
	): Promise< void > {
		const url = new URL( req.url ?? '/', ctx.base );
		if ( extra && ( await extra( req, res, url, emulator ) ) ) {
			return;
		}
		if ( await sdkRoutes( ctx, req, res, url ) ) {
			return;
		}
		const method = ( req.method ?? 'GET' ).toUpperCase();
		const path = url.pathname.replace( /\/+$/, '' ) || '/';
		const raw = await readBody( req );
		if ( path.startsWith( '/__emulator' ) ) {
			send( res, await control( ctx, method, path, raw ) );
			return;
		}
		const authorization = req.headers.authorization ?? '';
		const requestId =
			( req.headers[ 'paypal-request-id' ] as string | undefined ) ??
			null;
		let auth: Call[ 'auth' ] = 'none';
		if ( /^Basic /i.test( authorization ) ) {
			auth = 'basic';
		} else if ( /^Bearer /i.test( authorization ) ) {
			auth = 'bearer';
		}
		const call: Call = {
			method,
			path,
			query: url.search,
			requestId,
			auth,
			body: raw,
		};
		try {
			call.body =
				raw && /json/.test( req.headers[ 'content-type' ] ?? '' )
					? JSON.parse( raw )
					: raw;
		} catch {
			// Kept as text; the route answers MALFORMED_REQUEST_JSON.
		}
		ctx.state.calls.push( call );

		const fault = takeFault( ctx.state, method, path );
		if ( fault?.kind === 'status' || fault?.kind === 'issue' ) {
			call.fault = fault.kind;
			const reply =
				fault.kind === 'issue'
					? fail(
							issueError( fault.issue ?? 'INTERNAL_SERVER_ERROR' )
					  )
					: fail( errorFor( fault.status ?? 500 ) );
			if ( reply.status === 429 ) {
				reply.headers = { ...reply.headers, 'Retry-After': '1' };
			}
			call.status = reply.status;
			record( req, call, reply );
			send( res, reply );
			return;
		}

		// Authentication comes before idempotency: a refused call was never
		// processed, so its answer is not remembered under the request id.
		if ( path !== '/v1/oauth2/token' ) {
			const denied = authenticate( ctx, req );
			if ( denied ) {
				call.status = denied.status;
				record( req, call, denied );
				send( res, denied );
				return;
			}
		}

		const idempotencyKey =
			requestId && method !== 'GET'
				? `${ method } ${ path } ${ requestId }`
				: null;
		let reply = idempotencyKey
			? ctx.state.replies.get( idempotencyKey )
			: undefined;
		if ( reply ) {
			call.replayed = true;
		} else {
			reply = api( ctx, method, path, url, raw, req );
			// 5xx are not remembered: the provider lets the caller retry them.
			if ( idempotencyKey && reply.status < 500 ) {
				ctx.state.replies.set( idempotencyKey, reply );
			}
		}
		call.status = reply.status;
		// A lost answer (timeout fault) is recorded too: it was processed.
		record( req, call, reply );

		if ( fault?.kind === 'timeout' ) {
			// Processed, but the answer never arrives: the case a retry with
			// the same PayPal-Request-Id must survive.
			call.fault = 'timeout';
			held.add( res );
			setTimeout( () => {
				held.delete( res );
				res.destroy();
			}, fault.ms ?? 60000 ).unref();
			return;
		}
		if ( fault?.kind === 'delay' ) {
			call.fault = 'delay';
			await new Promise( ( resolve ) =>
				setTimeout( resolve, fault.ms ?? 1000 )
			);
		}
		send( res, reply );
	}

	await new Promise< void >( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( options.port ?? 0, '127.0.0.1', () => resolve() );
	} );
	const port = ( server.address() as AddressInfo ).port;
	ctx.base = `http://127.0.0.1:${ port }`;
	Object.assign( emulator, {
		url: ctx.base,
		port,
		state,
		close: () =>
			new Promise< void >( ( resolve ) => {
				for ( const res of held ) {
					res.destroy();
				}
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	} );
	return emulator;
}
