/**
 * The provider emulator's HTTP server: OAuth2, Orders v2, Vault v3 and
 * identity on loopback, plus a test-control API under `/__emulator/` for
 * fault injection and for acting as the payer.
 */
/**
 * External dependencies
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import nodePath from 'node:path';

/**
 * Internal dependencies
 */
import {
	cardOutcome,
	CardOutcome,
	cardSource,
	expiryForApi,
	luhn,
} from './cards';
import {
	fail,
	isObject,
	Json,
	LinkTo,
	newId,
	notFound,
	now,
	Reply,
} from './common';
import { errorFor, issueError, ISSUES } from './errors';
import { KNOWN_COMPONENTS } from './sdk/config';
import { cardFieldPage, popupPage } from './sdk/pages';
import { Payments } from './payments';
import { Subscriptions } from './subscriptions';
import { Vault } from './vault';
import { validateCreateOrder } from './validate';
import { verifyWebhook, webhookDelivery, WebhookSigner } from './webhooks';

export interface Fault {
	/** What happens: answer a status, answer an issue, delay the answer, or lose it. */
	kind: 'status' | 'issue' | 'delay' | 'timeout';
	/** HTTP method to match (any when absent). */
	method?: string;
	/** Path prefix to match; any API path but the token call when absent. */
	path?: string;
	status?: number;
	issue?: string;
	/** Delay, or how long a lost answer holds the connection (ms). */
	ms?: number;
	/** How many matching calls it affects (default 1). */
	times?: number;
}

export interface Call {
	method: string;
	path: string;
	query: string;
	requestId: string | null;
	auth: 'basic' | 'bearer' | 'none';
	body: unknown;
	status?: number;
	fault?: Fault[ 'kind' ];
	replayed?: boolean;
}

interface Order {
	id: string;
	intent: 'CAPTURE' | 'AUTHORIZE';
	status: string;
	purchase_units: Json[];
	payer?: Json;
	payment_source?: Json;
	create_time: string;
	update_time: string;
	card?: { number: string; outcome: CardOutcome; challenged: boolean };
	vaultRequested: boolean;
	customerId?: string;
	cancelled: number;
	/** Where a payer-action (redirect) flow returns to. */
	experience?: { return_url?: string; cancel_url?: string };
}

export interface EmulatorOptions {
	port?: number;
	/** Lifetime of access tokens in seconds (the provider: 32400). */
	tokenTtl?: number;
}

export interface Emulator {
	url: string;
	port: number;
	close: () => Promise< void >;
	/** What the emulator remembers (tests may read it directly). */
	state: EmulatorState;
}

/** Everything the emulator remembers; `reset()` forgets it. */
export class EmulatorState {
	tokens = new Map< string, { expires: number; clientId: string } >();
	orders = new Map< string, Order >();
	replies = new Map< string, Reply >();
	/** Card data the card-field frames sent, by form session. */
	cardSessions = new Map< string, Record< string, string > >();
	faults: Fault[] = [];
	calls: Call[] = [];
	/** When set, only these client id → secret pairs get tokens. */
	clients: Record< string, string > | null = null;
	tokenTtl: number;
	/** What other route modules forget on reset. */
	readonly resets: Array< () => void > = [];
	private readonly defaultTtl: number;

	constructor( tokenTtl: number ) {
		this.tokenTtl = tokenTtl;
		this.defaultTtl = tokenTtl;
	}

	reset(): void {
		this.tokens.clear();
		this.orders.clear();
		this.replies.clear();
		this.cardSessions.clear();
		this.faults = [];
		this.calls = [];
		this.clients = null;
		this.tokenTtl = this.defaultTtl;
		for ( const reset of this.resets ) {
			reset();
		}
	}
}

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
	const state = new EmulatorState( options.tokenTtl ?? 32400 );
	const held = new Set< http.ServerResponse >();
	const signer = new WebhookSigner();
	const linkTo: LinkTo = ( href, rel, method ) => link( href, rel, method );
	const payments = new Payments( linkTo );
	const subscriptions = new Subscriptions( linkTo );
	const vault = new Vault( linkTo );
	for ( const group of [ vault, payments, subscriptions ] ) {
		state.resets.push( () => group.clear() );
	}
	let base = '';
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

	async function readBody( req: http.IncomingMessage ): Promise< string > {
		const chunks: Buffer[] = [];
		for await ( const chunk of req ) {
			chunks.push( chunk as Buffer );
		}
		return Buffer.concat( chunks ).toString( 'utf8' );
	}

	function send( res: http.ServerResponse, reply: Reply ): void {
		const headers: Record< string, string > = {
			'Cache-Control': 'no-store',
			...reply.headers,
		};
		if ( reply.body === undefined ) {
			res.writeHead( reply.status, headers );
			res.end();
			return;
		}
		headers[ 'Content-Type' ] ??= 'application/json';
		res.writeHead( reply.status, headers );
		res.end( JSON.stringify( reply.body ) );
	}

	function link( href: string, rel: string, method = 'GET' ) {
		return { href: base + href, rel, method };
	}

	function takeFault( method: string, path: string ): Fault | null {
		const index = state.faults.findIndex(
			( f ) =>
				( ! f.method || f.method.toUpperCase() === method ) &&
				( f.path
					? path.startsWith( f.path )
					: path !== '/v1/oauth2/token' )
		);
		if ( index < 0 ) {
			return null;
		}
		const fault = state.faults[ index ];
		fault.times = ( fault.times ?? 1 ) - 1;
		if ( fault.times <= 0 ) {
			state.faults.splice( index, 1 );
		}
		return fault;
	}

	async function handle(
		req: http.IncomingMessage,
		res: http.ServerResponse
	): Promise< void > {
		const url = new URL( req.url ?? '/', base );
		if ( extra && ( await extra( req, res, url, emulator ) ) ) {
			return;
		}
		if ( await browserRoutes( req, res, url ) ) {
			return;
		}
		const method = ( req.method ?? 'GET' ).toUpperCase();
		const path = url.pathname.replace( /\/+$/, '' ) || '/';
		const raw = await readBody( req );
		if ( path.startsWith( '/__emulator' ) ) {
			send( res, control( method, path, raw ) );
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
		state.calls.push( call );

		const fault = takeFault( method, path );
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
			send( res, reply );
			return;
		}

		// Authentication comes before idempotency: a refused call was never
		// processed, so its answer is not remembered under the request id.
		if ( path !== '/v1/oauth2/token' ) {
			const denied = authenticate( req );
			if ( denied ) {
				call.status = denied.status;
				send( res, denied );
				return;
			}
		}

		const idempotencyKey =
			requestId && method !== 'GET'
				? `${ method } ${ path } ${ requestId }`
				: null;
		let reply = idempotencyKey
			? state.replies.get( idempotencyKey )
			: undefined;
		if ( reply ) {
			call.replayed = true;
		} else {
			reply = api( method, path, url, raw, req );
			// 5xx are not remembered: the provider lets the caller retry them.
			if ( idempotencyKey && reply.status < 500 ) {
				state.replies.set( idempotencyKey, reply );
			}
		}
		call.status = reply.status;

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

	/**
	 * What the page and the pop-up load: the SDK script, the pop-up, and
	 * the card endpoints the card fields post to (CORS: the shop's page is
	 * another origin, as with the provider's own card iframes).
	 *
	 * @param req HTTP request.
	 * @param res HTTP response.
	 * @param url Parsed URL.
	 * @return Whether the route was handled.
	 */
	async function browserRoutes(
		req: http.IncomingMessage,
		res: http.ServerResponse,
		url: URL
	): Promise< boolean > {
		const method = ( req.method ?? 'GET' ).toUpperCase();
		const path = url.pathname;
		const cors = {
			'Access-Control-Allow-Origin': '*',
			'Access-Control-Allow-Headers': 'Content-Type',
			'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
		};
		const cert = method === 'GET' ? signer.certificate( path ) : null;
		if ( cert ) {
			res.writeHead( 200, {
				'Content-Type': 'application/x-pem-file',
				'Cache-Control': 'no-store',
			} );
			res.end( cert );
			return true;
		}
		if ( method === 'GET' && path === '/sdk/js' ) {
			sdkScript( res, url );
			return true;
		}
		if (
			method === 'GET' &&
			( path === '/checkoutnow' || path === '/agreements/approve' )
		) {
			res.writeHead( 200, {
				'Content-Type': 'text/html; charset=utf-8',
				'Cache-Control': 'no-store',
			} );
			res.end( popupPage() );
			return true;
		}
		if ( method === 'GET' && path === '/sdk/card-field' ) {
			res.writeHead( 200, {
				'Content-Type': 'text/html; charset=utf-8',
				'Cache-Control': 'no-store',
			} );
			res.end(
				cardFieldPage(
					url.searchParams.get( 'kind' ) ?? '',
					url.searchParams.get( 'placeholder' ) ?? '',
					browserScript( 'vitrineEmulatorSdk.cardField();' )
				)
			);
			return true;
		}
		if ( ! path.startsWith( '/sdk/' ) ) {
			return false;
		}
		if ( method === 'OPTIONS' ) {
			res.writeHead( 204, cors );
			res.end();
			return true;
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
		if ( kind === 'orders' && method === 'GET' && ! action ) {
			const order = state.orders.get( id );
			reply = order
				? { status: 200, body: orderView( order, true ) }
				: notFound( 'order_id', id );
		} else if (
			kind === 'orders' &&
			method === 'POST' &&
			( action === 'capture' || action === 'authorize' )
		) {
			// actions.order.capture() / authorize() in onApprove: the
			// client-side completion the provider's SDK offers.
			reply = withOrder( id, ( o ) =>
				complete(
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
				subscriptions.route( method, kind, id, action, body ) ?? reply;
		} else if ( kind === 'card-sessions' && method === 'POST' && id ) {
			// A card-field frame hands over its value (same origin as the
			// frame; the shop's page never sees it).
			const fields = state.cardSessions.get( id ) ?? {};
			if ( typeof body.kind === 'string' ) {
				fields[ body.kind ] = String( body.value ?? '' );
			}
			state.cardSessions.set( id, fields );
			reply = { status: 204 };
		} else if ( method === 'POST' && action === 'card' ) {
			reply =
				kind === 'orders'
					? attachCardToOrder( id, body )
					: attachCardToSetupToken( id, body );
		}
		send( res, { ...reply, headers: { ...reply.headers, ...cors } } );
		return true;
	}

	function sdkScript( res: http.ServerResponse, url: URL ): void {
		const query = url.searchParams;
		const problems: string[] = [];
		if ( ! query.get( 'client-id' ) ) {
			problems.push( 'Expected client-id to be passed' );
		}
		for ( const component of ( query.get( 'components' ) ?? '' )
			.split( ',' )
			.filter( Boolean ) ) {
			if ( ! KNOWN_COMPONENTS.includes( component ) ) {
				problems.push(
					`Invalid query value for components: ${ component }`
				);
			}
		}
		const currency = query.get( 'currency' );
		if ( currency && ! /^[A-Z]{3}$/.test( currency ) ) {
			problems.push( `Invalid query value for currency: ${ currency }` );
		}
		const intent = query.get( 'intent' );
		if (
			intent &&
			! [ 'capture', 'authorize', 'subscription', 'tokenize' ].includes(
				intent.toLowerCase()
			)
		) {
			problems.push( `Invalid query value for intent: ${ intent }` );
		}
		if ( problems.length ) {
			// A 4xx makes the script element fail, as with the provider.
			res.writeHead( 400, {
				'Content-Type': 'application/javascript; charset=utf-8',
			} );
			res.end(
				`throw new Error(${ JSON.stringify(
					'SDK Validation error: ' + problems.join( '; ' )
				) });`
			);
			return;
		}
		res.writeHead( 200, {
			'Content-Type': 'application/javascript; charset=utf-8',
			'Cache-Control': 'no-store',
			'Access-Control-Allow-Origin': '*',
		} );
		res.end(
			browserScript(
				`vitrineEmulatorSdk.boot(document.currentScript, ${ JSON.stringify(
					base
				) });`
			)
		);
	}

	/**
	 * The browser bundle (dist/sdk/bundle.js, see webpack.config.js),
	 * wrapped so that its one variable stays local, followed by its entry
	 * call. Read on each request, so a rebuild needs no restart.
	 *
	 * @param entry The statement that starts it.
	 */
	function browserScript( entry: string ): string {
		return `(function () {\n${ fs.readFileSync(
			nodePath.join( __dirname, 'sdk', 'bundle.js' ),
			'utf8'
		) }\n${ entry }\n})();\n`;
	}

	/**
	 * The card a form's frames handed over (session), or the card in the
	 * body itself.
	 *
	 * @param body {session, name} or {number, expiry, name}.
	 */
	function cardOf( body: Json ): {
		number: string;
		expiry: string;
		name?: string;
	} {
		const fields =
			typeof body.session === 'string'
				? state.cardSessions.get( body.session )
				: undefined;
		if ( fields ) {
			state.cardSessions.delete( body.session );
			return {
				number: ( fields.number ?? '' ).replace( /\s+/g, '' ),
				expiry: expiryForApi( fields.expiry ?? '' ) || '2030-12',
				name: body.name || fields.name || undefined,
			};
		}
		return {
			number: String( body.number ?? '' ),
			expiry: body.expiry || '2030-12',
			name: body.name,
		};
	}

	function attachCardToOrder( id: string, body: Json ): Reply {
		const order = state.orders.get( id );
		if ( ! order ) {
			return notFound( 'order_id', id );
		}
		const card = cardOf( body );
		const number = card.number;
		if ( ! /^\d{13,19}$/.test( number ) || ! luhn( number ) ) {
			return fail(
				issueError( 'INVALID_PARAMETER_VALUE', {
					field: '/payment_source/card/number',
					location: 'body',
				} )
			);
		}
		const outcome = cardOutcome( number );
		order.card = { number, outcome, challenged: false };
		order.payment_source = {
			card: cardSource( number, card.expiry, card.name ),
		};
		order.status =
			outcome === 'challenge' && body.verification
				? 'PAYER_ACTION_REQUIRED'
				: 'APPROVED';
		order.update_time = now();
		return { status: 200, body: orderView( order, false ) };
	}

	function attachCardToSetupToken( id: string, body: Json ): Reply {
		const token = vault.setupTokens.get( id );
		if ( ! token ) {
			return notFound( 'setup_token_id', id );
		}
		const card = cardOf( body );
		const number = card.number;
		if ( ! /^\d{13,19}$/.test( number ) || ! luhn( number ) ) {
			return fail(
				issueError( 'INVALID_PARAMETER_VALUE', {
					field: '/payment_source/card/number',
					location: 'body',
				} )
			);
		}
		if ( cardOutcome( number ) === 'decline' ) {
			return fail( issueError( 'INSTRUMENT_DECLINED' ) );
		}
		vault.approveSetupToken( token, {
			card_number: number,
			expiry: card.expiry,
			name: card.name,
		} );
		return { status: 200, body: vault.setupTokenView( token ) };
	}

	function control( method: string, path: string, raw: string ): Reply {
		let body: Json = {};
		try {
			body = raw ? JSON.parse( raw ) : {};
		} catch {
			return { status: 400, body: { error: 'body is not JSON' } };
		}
		const parts = path.split( '/' ).slice( 2 );
		const route = `${ method } ${ parts[ 0 ] ?? '' }`;
		switch ( route ) {
			case 'GET health':
				return { status: 200, body: { ok: true } };
			case 'POST reset':
				state.reset();
				return { status: 204 };
			case 'GET calls':
				return { status: 200, body: state.calls };
			case 'GET faults':
				return { status: 200, body: state.faults };
			case 'DELETE faults':
				state.faults = [];
				return { status: 204 };
			case 'POST faults': {
				const list = Array.isArray( body ) ? body : [ body ];
				for ( const fault of list as Fault[] ) {
					if (
						! [ 'status', 'issue', 'delay', 'timeout' ].includes(
							fault.kind
						)
					) {
						return {
							status: 400,
							body: {
								error: `unknown fault kind ${ fault.kind }`,
							},
						};
					}
					if ( fault.kind === 'issue' && ! fault.issue ) {
						return {
							status: 400,
							body: { error: 'issue missing' },
						};
					}
					state.faults.push( { ...fault } );
				}
				return { status: 201, body: state.faults };
			}
			case 'POST config':
				if ( typeof body.token_ttl === 'number' ) {
					state.tokenTtl = body.token_ttl;
				}
				if ( body.clients !== undefined ) {
					state.clients = body.clients;
				}
				return {
					status: 200,
					body: { token_ttl: state.tokenTtl, clients: state.clients },
				};
			case 'GET orders': {
				const order = state.orders.get( parts[ 1 ] ?? '' );
				return order
					? {
							status: 200,
							body: {
								...orderView( order, true ),
								experience: order.experience ?? {},
							},
					  }
					: { status: 404, body: { error: 'no such order' } };
			}
			case 'POST orders':
				return payerAction( parts[ 1 ] ?? '', parts[ 2 ] ?? '', body );
			case 'POST webhooks':
				return webhookDelivery( signer, base, body, ( id ) => {
					const order = state.orders.get( id );
					return {
						orderId: order?.id ?? '',
						capture:
							order?.purchase_units[ 0 ]?.payments
								?.captures?.[ 0 ] ?? {},
					};
				} );
			case 'POST subscriptions': {
				const approved = subscriptions.approve( parts[ 1 ] ?? '' );
				return approved
					? { status: 200, body: approved }
					: {
							status: 409,
							body: {
								error: 'no subscription waiting for approval',
							},
					  };
			}
			case 'POST setup-tokens': {
				const token = vault.setupTokens.get( parts[ 1 ] ?? '' );
				if ( ! token ) {
					return {
						status: 404,
						body: { error: 'no such setup token' },
					};
				}
				vault.approveSetupToken( token, body );
				return { status: 200, body: vault.setupTokenView( token ) };
			}
		}
		return { status: 404, body: { error: `unknown control ${ route }` } };
	}

	/**
	 * What the payer does in the pop-up: approve (optionally with a card
	 * outcome, a shipping option or address), complete a 3-D Secure
	 * challenge, or cancel.
	 * @param id
	 * @param action
	 * @param body
	 */
	function payerAction( id: string, action: string, body: Json ): Reply {
		const order = state.orders.get( id );
		if ( ! order ) {
			return { status: 404, body: { error: 'no such order' } };
		}
		if ( action === 'cancel' ) {
			order.cancelled++;
			return { status: 200, body: orderView( order, true ) };
		}
		if ( action !== 'approve' ) {
			return {
				status: 404,
				body: { error: `unknown action ${ action }` },
			};
		}
		if (
			order.status !== 'CREATED' &&
			order.status !== 'PAYER_ACTION_REQUIRED'
		) {
			return {
				status: 409,
				body: { error: `order is ${ order.status }` },
			};
		}
		if ( typeof body.card_number === 'string' ) {
			if ( ! luhn( body.card_number ) ) {
				return { status: 400, body: { error: 'card number invalid' } };
			}
			order.card = {
				number: body.card_number,
				outcome: cardOutcome( body.card_number ),
				challenged: false,
			};
			order.payment_source = {
				card: cardSource(
					body.card_number,
					body.expiry ?? '2030-12',
					body.name
				),
			};
		}
		if ( order.card?.outcome === 'challenge' ) {
			// A failed authentication leaves a card the issuer declines.
			if ( body.three_d_secure === 'fail' ) {
				order.card.outcome = 'decline';
			} else {
				order.card.challenged = true;
			}
		}
		const shipping = order.purchase_units[ 0 ].shipping ?? {};
		if ( isObject( body.shipping_address ) ) {
			shipping.address = body.shipping_address;
		}
		if ( typeof body.shipping_option === 'string' ) {
			for ( const option of shipping.options ?? [] ) {
				option.selected = option.id === body.shipping_option;
			}
		}
		if ( Object.keys( shipping ).length ) {
			order.purchase_units[ 0 ].shipping = shipping;
		}
		order.payer = {
			name: { given_name: 'Erika', surname: 'Mustermann' },
			email_address: 'kaeufer@example.com',
			payer_id: 'EMULATORPAYER',
			address: { country_code: 'DE' },
			...order.payer,
			...( isObject( body.payer ) ? body.payer : {} ),
		};
		if ( ! order.payment_source?.card ) {
			order.payment_source = {
				...order.payment_source,
				paypal: {
					...( order.payment_source?.paypal ?? {} ),
					email_address: order.payer.email_address,
					account_id: order.payer.payer_id,
					account_status: 'VERIFIED',
					name: order.payer.name,
					address: order.payer.address,
				},
			};
		}
		order.status = 'APPROVED';
		order.update_time = now();
		return { status: 200, body: orderView( order, true ) };
	}

	function authenticate( req: http.IncomingMessage ): Reply | null {
		const match = /^Bearer (.+)$/i.exec( req.headers.authorization ?? '' );
		const token = match ? state.tokens.get( match[ 1 ] ) : undefined;
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

	function api(
		method: string,
		path: string,
		url: URL,
		raw: string,
		req: http.IncomingMessage
	): Reply {
		if ( path === '/v1/oauth2/token' ) {
			return method === 'POST'
				? oauthToken( req, raw )
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
		const segments = path.split( '/' ).slice( 1 );
		const [ version, group, kind, id, action ] = segments;
		if ( version === 'v2' && group === 'payments' && id !== undefined ) {
			return (
				payments.route(
					method,
					kind,
					id,
					action,
					body,
					String( req.headers.prefer ?? '' )
				) ?? fail( errorFor( 404 ) )
			);
		}
		if ( version === 'v3' && group === 'vault' && kind ) {
			return (
				vault.route( method, kind, id, action, body, url ) ??
				fail( errorFor( 404 ) )
			);
		}
		if ( version === 'v1' && group === 'billing' && kind ) {
			return (
				subscriptions.route( method, kind, id, action, body ) ??
				fail( errorFor( 404 ) )
			);
		}
		const route = `${ method } /${ version }/${ group }/${ kind ?? '' }${
			id !== undefined ? '/:id' : ''
		}${ action !== undefined ? '/' + action : '' }`;
		switch ( route ) {
			case 'POST /v1/notifications/verify-webhook-signature':
				return verifyWebhook( signer, base, body );
			case 'POST /v1/identity/generate-token':
				return generateToken( body );
			case 'POST /v2/checkout/orders':
				return createOrder( body, req );
			case 'GET /v2/checkout/orders/:id':
				return withOrder( id, ( o ) => ( {
					status: 200,
					body: orderView( o, true ),
				} ) );
			case 'PATCH /v2/checkout/orders/:id':
				return withOrder( id, ( o ) => patchOrder( o, body ) );
			case 'POST /v2/checkout/orders/:id/capture':
				return withOrder( id, ( o ) => complete( o, 'CAPTURE', req ) );
			case 'POST /v2/checkout/orders/:id/authorize':
				return withOrder( id, ( o ) =>
					complete( o, 'AUTHORIZE', req )
				);
		}
		return fail( errorFor( 404 ) );
	}

	function oauthToken( req: http.IncomingMessage, raw: string ): Reply {
		const match = /^Basic (.+)$/i.exec( req.headers.authorization ?? '' );
		const [ clientId, secret ] = match
			? Buffer.from( match[ 1 ], 'base64' )
					.toString( 'utf8' )
					.split( ':' )
			: [];
		const known =
			clientId &&
			secret &&
			( state.clients === null || state.clients[ clientId ] === secret );
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
		state.tokens.set( accessToken, {
			expires: Date.now() + state.tokenTtl * 1000,
			clientId,
		} );
		const body: Json = {
			scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/vault/payment-tokens/readwrite',
			access_token: accessToken,
			token_type: 'Bearer',
			app_id: 'APP-80W284485P519543T',
			expires_in: state.tokenTtl,
			nonce: now() + randomBytes( 8 ).toString( 'hex' ),
		};
		if ( form.get( 'response_type' ) === 'id_token' ) {
			body.id_token = idToken(
				clientId,
				form.get( 'target_customer_id' ) ?? undefined
			);
		}
		return { status: 200, body };
	}

	/**
	 * An unsigned JWT-shaped identity token (the SDK only passes it on).
	 * @param clientId
	 * @param customerId
	 */
	function idToken( clientId: string, customerId?: string ): string {
		const encode = ( v: Json ) =>
			Buffer.from( JSON.stringify( v ) ).toString( 'base64url' );
		return [
			encode( { alg: 'none', typ: 'JWT' } ),
			encode( {
				iss: base,
				aud: clientId,
				sub: customerId ?? 'guest',
				iat: Math.floor( Date.now() / 1000 ),
				exp: Math.floor( Date.now() / 1000 ) + 900,
			} ),
			'emulator',
		].join( '.' );
	}

	function generateToken( body: Json ): Reply {
		const reply: Json = {
			client_token: 'eyJ' + randomBytes( 48 ).toString( 'base64url' ),
			expires_in: 3600,
		};
		if ( typeof body.customer_id === 'string' ) {
			reply.id_token = idToken( 'client', body.customer_id );
		}
		return { status: 200, body: reply };
	}

	function withOrder( id: string, fn: ( order: Order ) => Reply ): Reply {
		const order = state.orders.get( id );
		return order ? fn( order ) : notFound( 'order_id', id );
	}

	function createOrder( body: Json, req: http.IncomingMessage ): Reply {
		const invalid = validateCreateOrder( body );
		if ( invalid ) {
			return fail( invalid );
		}
		const order: Order = {
			id: newId(),
			intent: body.intent,
			status: 'CREATED',
			purchase_units: ( body.purchase_units as Json[] ).map( ( u ) => ( {
				reference_id: 'default',
				...structuredClone( u ),
				payee: {
					email_address: 'haendler@example.com',
					merchant_id: 'EMULATORMERCHANT',
				},
			} ) ),
			payer: body.payer ? structuredClone( body.payer ) : undefined,
			create_time: now(),
			update_time: now(),
			vaultRequested: false,
			cancelled: 0,
		};
		const source = body.payment_source as Json | undefined;
		if ( source ) {
			const [ kind ] = Object.keys( source );
			const value = source[ kind ] as Json;
			const storing = value.attributes?.vault;
			order.vaultRequested = storing?.store_in_vault === 'ON_SUCCESS';
			order.customerId = value.attributes?.customer?.id;
			if ( typeof value.vault_id === 'string' ) {
				const token = vault.paymentTokens.get( value.vault_id );
				if ( ! token ) {
					return notFound(
						`/payment_source/${ kind }/vault_id`,
						value.vault_id
					);
				}
				// A saved method needs no payer: the order is approved at once.
				order.payment_source = {
					[ kind ]: token.payment_source[ kind ] ?? {},
				};
				order.status = 'APPROVED';
			} else if ( kind === 'card' ) {
				const outcome = cardOutcome( value.number );
				if (
					new Date( value.expiry + '-28' ) <
					new Date( now().slice( 0, 10 ) )
				) {
					return fail(
						issueError( 'CARD_EXPIRED', {
							field: '/payment_source/card/expiry',
							location: 'body',
						} )
					);
				}
				order.card = {
					number: value.number,
					outcome,
					challenged: false,
				};
				order.payment_source = {
					card: cardSource( value.number, value.expiry, value.name ),
				};
				const sca = value.attributes?.verification?.method;
				order.status =
					outcome === 'challenge' && sca
						? 'PAYER_ACTION_REQUIRED'
						: 'APPROVED';
			} else {
				order.payment_source = {
					[ kind ]: Object.fromEntries(
						Object.entries( value ).filter(
							( [ key ] ) => key !== 'experience_context'
						)
					),
				};
				// The provider's documented flow: a wallet source with an
				// experience context waits for the payer at the payer-action
				// link, which returns to return_url (or cancel_url).
				if (
					kind === 'paypal' &&
					isObject( value.experience_context )
				) {
					order.status = 'PAYER_ACTION_REQUIRED';
					order.experience = {
						return_url: value.experience_context.return_url,
						cancel_url: value.experience_context.cancel_url,
					};
				}
			}
		}
		state.orders.set( order.id, order );
		const prefer = String( req.headers.prefer ?? '' );
		return {
			status: 201,
			body: orderView(
				order,
				prefer.includes( 'return=representation' )
			),
		};
	}

	function orderLinks( order: Order ) {
		const self = `/v2/checkout/orders/${ order.id }`;
		const links = [ link( self, 'self' ) ];
		if ( order.status === 'CREATED' ) {
			links.push( link( `/checkoutnow?token=${ order.id }`, 'approve' ) );
		}
		if ( order.status === 'PAYER_ACTION_REQUIRED' ) {
			links.push(
				link(
					`/checkoutnow?token=${ order.id }${
						order.card ? '&flow=3ds' : ''
					}`,
					'payer-action'
				)
			);
		}
		if ( order.status !== 'COMPLETED' ) {
			links.push( link( self, 'update', 'PATCH' ) );
			links.push(
				link(
					`${ self }/${
						order.intent === 'CAPTURE' ? 'capture' : 'authorize'
					}`,
					order.intent === 'CAPTURE' ? 'capture' : 'authorize',
					'POST'
				)
			);
		}
		return links;
	}

	function orderView( order: Order, full: boolean ): Json {
		if ( ! full ) {
			return {
				id: order.id,
				status: order.status,
				...( order.payment_source
					? { payment_source: order.payment_source }
					: {} ),
				links: orderLinks( order ),
			};
		}
		return {
			id: order.id,
			intent: order.intent,
			status: order.status,
			...( order.payment_source
				? { payment_source: order.payment_source }
				: {} ),
			purchase_units: order.purchase_units,
			...( order.payer ? { payer: order.payer } : {} ),
			create_time: order.create_time,
			update_time: order.update_time,
			links: orderLinks( order ),
		};
	}

	/**
	 * JSON Patch on an order, with the paths the provider allows.
	 * @param order
	 * @param ops
	 */
	function patchOrder( order: Order, ops: unknown ): Reply {
		if ( order.status === 'COMPLETED' ) {
			return fail( issueError( 'ORDER_ALREADY_COMPLETED' ) );
		}
		if ( ! Array.isArray( ops ) || ! ops.length ) {
			return fail(
				issueError( 'MALFORMED_REQUEST_JSON', { location: 'body' } )
			);
		}
		// A copy is patched; any failing operation drops it, as the provider
		// applies a patch document all or nothing.
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return
		const units: Json[] = structuredClone( order.purchase_units );
		let intent: Order[ 'intent' ] = order.intent;
		for ( const [ i, op ] of ops.entries() ) {
			const at = `/${ i }`;
			if (
				! isObject( op ) ||
				! [ 'add', 'replace', 'remove' ].includes( op.op )
			) {
				return fail(
					issueError( 'INVALID_PARAMETER_VALUE', {
						field: `${ at }/op`,
						location: 'body',
					} )
				);
			}
			if ( typeof op.path !== 'string' ) {
				return fail(
					issueError( 'PATCH_PATH_REQUIRED', {
						field: `${ at }/path`,
					} )
				);
			}
			if ( op.op !== 'remove' && op.value === undefined ) {
				return fail(
					issueError( 'PATCH_VALUE_REQUIRED', {
						field: `${ at }/value`,
					} )
				);
			}
			if ( op.path === '/intent' ) {
				if (
					op.op !== 'replace' ||
					! [ 'CAPTURE', 'AUTHORIZE' ].includes( op.value )
				) {
					return fail(
						issueError( 'INVALID_PATCH_OPERATION', {
							field: `${ at }/op`,
						} )
					);
				}
				intent = op.value;
				continue;
			}
			const m =
				/^\/purchase_units\/@reference_id=='([^']*)'\/(amount|custom_id|invoice_id|description|soft_descriptor|items|shipping\/name|shipping\/address|shipping\/options)$/.exec(
					op.path
				);
			const unit = m && units.find( ( u ) => u.reference_id === m[ 1 ] );
			if ( ! m || ! unit ) {
				return fail(
					issueError( 'INVALID_PARAMETER_VALUE', {
						field: `${ at }/path`,
						value: op.path,
						location: 'body',
					} )
				);
			}
			const keys = m[ 2 ].split( '/' );
			const parent =
				keys.length === 2 ? ( unit[ keys[ 0 ] ] ??= {} ) : unit;
			const key = keys[ keys.length - 1 ];
			const present = parent[ key ] !== undefined;
			if (
				( op.op === 'add' && present && key !== 'items' ) ||
				( op.op !== 'add' && ! present )
			) {
				return fail(
					issueError( 'INVALID_PATCH_OPERATION', {
						field: `${ at }/op`,
						location: 'body',
					} )
				);
			}
			if ( op.op === 'remove' ) {
				delete parent[ key ];
			} else {
				parent[ key ] = structuredClone( op.value );
			}
		}
		const invalid = validateCreateOrder( {
			intent,
			purchase_units: units.map( ( { payee, ...u } ) => u ), // eslint-disable-line @typescript-eslint/no-unused-vars
		} );
		if ( invalid ) {
			return fail( invalid );
		}
		order.purchase_units = units;
		order.intent = intent;
		order.update_time = now();
		return { status: 204 };
	}

	/**
	 * Capture or authorize an approved order.
	 * @param order
	 * @param action
	 * @param req
	 */
	function complete(
		order: Order,
		action: 'CAPTURE' | 'AUTHORIZE',
		req: http.IncomingMessage
	): Reply {
		if ( order.status === 'COMPLETED' ) {
			return fail(
				issueError(
					order.intent === 'CAPTURE'
						? 'ORDER_ALREADY_CAPTURED'
						: 'ORDER_ALREADY_AUTHORIZED'
				)
			);
		}
		if ( order.intent !== action ) {
			return fail(
				issueError( 'ACTION_DOES_NOT_MATCH_INTENT', {
					description:
						action === 'CAPTURE'
							? ISSUES.ACTION_DOES_NOT_MATCH_INTENT.description
							: "Order was created with an intent to 'CAPTURE'. Please use /v2/checkout/orders/order_id/capture to complete the transaction or alternately Create an order with an intent of 'AUTHORIZE'.",
				} )
			);
		}
		if ( order.status === 'PAYER_ACTION_REQUIRED' ) {
			return fail( issueError( 'PAYER_ACTION_REQUIRED' ) );
		}
		if ( order.status !== 'APPROVED' ) {
			return fail( issueError( 'ORDER_NOT_APPROVED' ) );
		}
		if ( order.card?.outcome === 'decline' ) {
			return fail( issueError( 'INSTRUMENT_DECLINED' ) );
		}
		if ( order.card?.outcome === 'challenge' && ! order.card.challenged ) {
			return fail( issueError( 'PAYER_ACTION_REQUIRED' ) );
		}
		order.status = 'COMPLETED';
		order.update_time = now();
		for ( const unit of order.purchase_units ) {
			const amount = unit.amount;
			const common = {
				id: newId(),
				amount: {
					currency_code: amount.currency_code,
					value: amount.value,
				},
				...( unit.custom_id ? { custom_id: unit.custom_id } : {} ),
				...( unit.invoice_id ? { invoice_id: unit.invoice_id } : {} ),
				seller_protection: {
					status: 'ELIGIBLE',
					dispute_categories: [
						'ITEM_NOT_RECEIVED',
						'UNAUTHORIZED_TRANSACTION',
					],
				},
				create_time: now(),
				update_time: now(),
			};
			unit.payments ??= {};
			if ( action === 'CAPTURE' ) {
				payments.capture( order.id, unit.payments, common );
			} else {
				payments.authorize( order.id, unit.payments, common );
			}
		}
		if ( order.vaultRequested && order.payment_source ) {
			vault.saveFromOrder( order.payment_source, order.customerId );
		}
		const prefer = String( req.headers.prefer ?? '' );
		return {
			status: 201,
			body: prefer.includes( 'return=minimal' )
				? orderView( order, false )
				: orderView( order, true ),
		};
	}

	await new Promise< void >( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( options.port ?? 0, '127.0.0.1', () => resolve() );
	} );
	const port = ( server.address() as AddressInfo ).port;
	base = `http://127.0.0.1:${ port }`;
	Object.assign( emulator, {
		url: base,
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
