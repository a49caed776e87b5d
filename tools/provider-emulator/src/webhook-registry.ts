/**
 * Webhooks management (Webhooks v1): an app's webhooks
 * (`/v1/notifications/webhooks`), `simulate-event`, and the delivery of
 * events to the registered URLs.
 *
 * Webhooks belong to the REST app whose token made the call, as at the
 * provider. What the provider documents and the emulator follows:
 *
 * - at most 10 webhooks per app (`WEBHOOK_NUMBER_LIMIT_EXCEEDED`), one per
 *   URL (`WEBHOOK_URL_ALREADY_EXISTS`), each with known event types or `*`;
 * - the URL must be HTTPS; the emulator also takes http:// on loopback,
 *   because the shops it serves in tests listen there;
 * - a PATCH takes `replace` of `/url` and `/event_types`;
 * - `simulate-event` (by `webhook_id` or `url`) answers 202 with a mock
 *   event and delivers it afterwards, signed with the webhook id
 *   `WEBHOOK_ID`, as the provider's simulator does: a shop cannot verify it
 *   with its own webhook id, only with that string.
 *
 * Deliveries are attempted after the answer and remembered (control
 * `GET /__emulator/deliveries`), so a test without a listening shop can
 * hand the signed delivery to the shop's route itself.
 */
/**
 * External dependencies
 */
import type http from 'node:http';

/**
 * Internal dependencies
 */
import { isObject, Json, newId, now, Reply } from './common';
import type { Context } from './context';
import { errorFor } from './errors';
import { loopbackUrl } from './oxxo';
import { eventOf, signDelivery, type Delivery } from './webhooks';

/** The webhook id the provider's simulator signs with. */
export const SIMULATOR_WEBHOOK_ID = 'WEBHOOK_ID';

/** Webhooks one app may have. */
const LIMIT = 10;

/** Event types the emulator knows (a subset of the provider's list). */
export const EVENT_TYPES: Record< string, string > = {
	'PAYMENT.CAPTURE.COMPLETED': 'A payment capture completes.',
	'PAYMENT.CAPTURE.DENIED': 'A payment capture is denied.',
	'PAYMENT.CAPTURE.PENDING':
		'The state of a payment capture changes to pending.',
	'PAYMENT.CAPTURE.REFUNDED': 'A merchant refunds a payment capture.',
	'PAYMENT.CAPTURE.REVERSED': 'PayPal reverses a payment capture.',
	'PAYMENT.AUTHORIZATION.CREATED': 'A payment authorization is created.',
	'PAYMENT.AUTHORIZATION.VOIDED': 'A payment authorization is voided.',
	'CHECKOUT.ORDER.APPROVED': 'A buyer approved a checkout order.',
	'CHECKOUT.ORDER.COMPLETED': 'A checkout order is processed.',
	'VAULT.PAYMENT-TOKEN.CREATED': 'A payment token is created.',
	'VAULT.PAYMENT-TOKEN.DELETED': 'A payment token is deleted.',
	'BILLING.SUBSCRIPTION.CREATED': 'A billing agreement is created.',
	'BILLING.SUBSCRIPTION.ACTIVATED': 'A billing agreement is activated.',
	'BILLING.SUBSCRIPTION.RE-ACTIVATED': 'A billing agreement is re-activated.',
	'BILLING.SUBSCRIPTION.UPDATED': 'A billing agreement is updated.',
	'BILLING.SUBSCRIPTION.SUSPENDED': 'A billing agreement is suspended.',
	'BILLING.SUBSCRIPTION.CANCELLED': 'A billing agreement is canceled.',
	'BILLING.SUBSCRIPTION.EXPIRED': 'A billing agreement expires.',
	'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'Payment failed on subscription.',
};

interface Webhook {
	id: string;
	url: string;
	event_types: string[];
	clientId: string;
}

/** A delivery the emulator attempted. */
export interface Attempt extends Delivery {
	url: string;
	webhook_id: string;
	event_type: string;
	event_id: string;
	/** The shop's status; 0 while pending or when nobody answered. */
	status: number;
}

/** The app's webhooks and the deliveries attempted. */
export class WebhookRegistry {
	readonly hooks = new Map< string, Webhook >();
	readonly attempts: Attempt[] = [];

	clear(): void {
		this.hooks.clear();
		this.attempts.length = 0;
	}
}

/**
 * A v1 error body, as the notifications API writes them.
 *
 * @param status  HTTP status.
 * @param name    Error name.
 * @param message Message.
 * @param details Details.
 */
function v1Error(
	status: number,
	name: string,
	message: string,
	details?: Array< { field: string; issue: string } >
): Reply {
	const base = errorFor( status ).body;
	return {
		status,
		body: {
			name,
			message,
			debug_id: base.debug_id,
			information_link:
				'https://developer.paypal.com/docs/api/webhooks/v1/#errors',
			...( details ? { details } : {} ),
			links: [],
		},
		headers: { 'Paypal-Debug-Id': base.debug_id },
	};
}

const validation = ( field: string, issue: string ): Reply =>
	v1Error( 400, 'VALIDATION_ERROR', 'Invalid data provided', [
		{ field, issue },
	] );

const notFound = (): Reply =>
	v1Error(
		404,
		'INVALID_RESOURCE_ID',
		'Requested resource ID was not found.'
	);

/**
 * The URL when the provider (or, on loopback, the emulator) takes it.
 *
 * @param url Submitted URL.
 */
function acceptedUrl( url: unknown ): string | null {
	if ( typeof url !== 'string' || url.length > 2048 ) {
		return null;
	}
	try {
		const parsed = new URL( url );
		return parsed.protocol === 'https:' || loopbackUrl( url )
			? parsed.href
			: null;
	} catch {
		return null;
	}
}

/**
 * Event type names from `[{name}]`, or an error reply.
 *
 * @param value Submitted event_types.
 */
function eventTypes( value: unknown ): string[] | Reply {
	if ( ! Array.isArray( value ) || value.length === 0 ) {
		return validation( 'event_types', 'Required field is missing' );
	}
	const names: string[] = [];
	for ( const item of value ) {
		const name = isObject( item ) ? item.name : undefined;
		if (
			typeof name !== 'string' ||
			( name !== '*' && ! EVENT_TYPES[ name ] )
		) {
			return validation(
				'event_types',
				`Invalid event type: ${ String( name ) }`
			);
		}
		if ( ! names.includes( name ) ) {
			names.push( name );
		}
	}
	return names;
}

/**
 * The webhook as the provider shows it.
 *
 * @param ctx  Shared state.
 * @param hook Webhook.
 */
function view( ctx: Context, hook: Webhook ): Json {
	const href = `/v1/notifications/webhooks/${ hook.id }`;
	return {
		id: hook.id,
		url: hook.url,
		event_types: hook.event_types.map( ( name ) => ( {
			name,
			description: name === '*' ? 'ALL' : EVENT_TYPES[ name ] ?? name,
			status: 'ENABLED',
		} ) ),
		links: [
			ctx.link( href, 'self' ),
			ctx.link( href, 'update', 'PATCH' ),
			ctx.link( href, 'delete', 'DELETE' ),
		],
	};
}

/**
 * The client id of the call's bearer token (authenticated before).
 *
 * @param ctx Shared state.
 * @param req Request.
 */
export function clientOf( ctx: Context, req: http.IncomingMessage ): string {
	const match = /^Bearer (.+)$/i.exec( req.headers.authorization ?? '' );
	return ( match && ctx.state.tokens.get( match[ 1 ] )?.clientId ) || '';
}

/**
 * POSTs a delivery after the answer went out and remembers the attempt.
 *
 * @param ctx     Shared state.
 * @param attempt The attempt (status filled in when the shop answers).
 */
function deliverLater( ctx: Context, attempt: Attempt ): void {
	ctx.webhooks.attempts.push( attempt );
	const target = loopbackUrl( attempt.url );
	if ( ! target ) {
		// The emulator reaches nothing but this machine.
		return;
	}
	setImmediate( () => {
		fetch( target, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...attempt.headers },
			body: attempt.body,
		} )
			.then( ( response ) => {
				attempt.status = response.status;
			} )
			.catch( () => {
				attempt.status = 0;
			} );
	} );
}

/**
 * Delivers an event to every webhook subscribed to its type (of one app,
 * or of every app when none is named), signed with that webhook's id, as
 * the provider does.
 *
 * @param ctx      Shared state.
 * @param event    The event.
 * @param clientId Only this app's webhooks.
 * @return How many deliveries were attempted.
 */
export function deliverToSubscribers(
	ctx: Context,
	event: Json,
	clientId?: string
): number {
	let count = 0;
	for ( const hook of ctx.webhooks.hooks.values() ) {
		if ( clientId !== undefined && hook.clientId !== clientId ) {
			continue;
		}
		if (
			hook.event_types.includes( '*' ) ||
			hook.event_types.includes( event.event_type )
		) {
			const raw = JSON.stringify( event );
			deliverLater( ctx, {
				...signDelivery( ctx.signer, ctx.base, hook.id, raw ),
				url: hook.url,
				webhook_id: hook.id,
				event_type: event.event_type,
				event_id: event.id,
				status: 0,
			} );
			count++;
		}
	}
	return count;
}

/**
 * A mock resource for a simulated event.
 *
 * @param type Event type.
 */
function mockResource( type: string ): Json {
	return {
		id: newId(),
		status: type.split( '.' ).pop(),
		create_time: now(),
		update_time: now(),
	};
}

/**
 * `POST /v1/notifications/simulate-event`.
 *
 * @param ctx      Shared state.
 * @param body     {webhook_id | url, event_type, resource_version}.
 * @param clientId The calling app.
 */
function simulate( ctx: Context, body: Json, clientId: string ): Reply {
	const type = body.event_type;
	if ( typeof type !== 'string' || type === '' ) {
		return validation( 'event_type', 'Required field is missing' );
	}
	if ( ! EVENT_TYPES[ type ] ) {
		return validation( 'event_type', `Invalid event type: ${ type }` );
	}
	let url: string | null = null;
	if ( body.webhook_id !== undefined ) {
		const hook = ctx.webhooks.hooks.get( String( body.webhook_id ) );
		if ( ! hook || hook.clientId !== clientId ) {
			return notFound();
		}
		url = hook.url;
	} else if ( body.url !== undefined ) {
		url = acceptedUrl( body.url );
		if ( ! url ) {
			return validation( 'url', 'Not a valid webhook URL' );
		}
	} else {
		return validation(
			'webhook_id',
			'Either webhook_id or url is required'
		);
	}
	const event: Json = {
		...eventOf( type, mockResource( type ) ),
		resource_version:
			typeof body.resource_version === 'string'
				? body.resource_version
				: '2.0',
	};
	event.links = [
		ctx.link( `/v1/notifications/webhooks-events/${ event.id }`, 'self' ),
	];
	const raw = JSON.stringify( event );
	deliverLater( ctx, {
		...signDelivery( ctx.signer, ctx.base, SIMULATOR_WEBHOOK_ID, raw ),
		url,
		webhook_id: SIMULATOR_WEBHOOK_ID,
		event_type: type,
		event_id: event.id,
		status: 0,
	} );
	return { status: 202, body: event };
}

/**
 * The routes under `/v1/notifications/webhooks` and `simulate-event`.
 *
 * @param ctx    Shared state.
 * @param method HTTP method.
 * @param path   Path without trailing slash.
 * @param body   Parsed body (an array for PATCH).
 * @param req    Request.
 */
export function webhookRegistryRoute(
	ctx: Context,
	method: string,
	path: string,
	body: unknown,
	req: http.IncomingMessage
): Reply | null {
	const clientId = clientOf( ctx, req );
	const json = isObject( body ) ? body : {};
	if ( path === '/v1/notifications/simulate-event' ) {
		return method === 'POST'
			? simulate( ctx, json, clientId )
			: v1Error( 405, 'METHOD_NOT_SUPPORTED', 'Method not supported.' );
	}
	if ( path === '/v1/notifications/webhooks' ) {
		const own = [ ...ctx.webhooks.hooks.values() ].filter(
			( hook ) => hook.clientId === clientId
		);
		if ( method === 'GET' ) {
			return {
				status: 200,
				body: { webhooks: own.map( ( hook ) => view( ctx, hook ) ) },
			};
		}
		if ( method !== 'POST' ) {
			return v1Error(
				405,
				'METHOD_NOT_SUPPORTED',
				'Method not supported.'
			);
		}
		const url = acceptedUrl( json.url );
		if ( ! url ) {
			return validation( 'url', 'Not a valid webhook URL' );
		}
		const types = eventTypes( json.event_types );
		if ( ! Array.isArray( types ) ) {
			return types;
		}
		if ( own.some( ( hook ) => hook.url === url ) ) {
			return v1Error(
				400,
				'WEBHOOK_URL_ALREADY_EXISTS',
				'Webhook URL already exists.'
			);
		}
		if ( own.length >= LIMIT ) {
			return v1Error(
				400,
				'WEBHOOK_NUMBER_LIMIT_EXCEEDED',
				'Max number of webhooks exceeded.'
			);
		}
		const hook = { id: newId( 17 ), url, event_types: types, clientId };
		ctx.webhooks.hooks.set( hook.id, hook );
		return { status: 201, body: view( ctx, hook ) };
	}
	const match = /^\/v1\/notifications\/webhooks\/([^/]+)$/.exec( path );
	if ( ! match ) {
		return null;
	}
	const hook = ctx.webhooks.hooks.get( match[ 1 ] );
	if ( ! hook || hook.clientId !== clientId ) {
		return notFound();
	}
	switch ( method ) {
		case 'GET':
			return { status: 200, body: view( ctx, hook ) };
		case 'DELETE':
			ctx.webhooks.hooks.delete( hook.id );
			return { status: 204 };
		case 'PATCH':
			return patch( ctx, hook, body );
	}
	return v1Error( 405, 'METHOD_NOT_SUPPORTED', 'Method not supported.' );
}

/**
 * `PATCH /v1/notifications/webhooks/{id}`: `replace` of `/url` and
 * `/event_types`, all or nothing.
 *
 * @param ctx  Shared state.
 * @param hook The webhook.
 * @param body The patch request (an array).
 */
function patch( ctx: Context, hook: Webhook, body: unknown ): Reply {
	if ( ! Array.isArray( body ) || body.length === 0 ) {
		return validation( 'patch_request', 'Invalid patch request' );
	}
	const next = { ...hook };
	for ( const op of body ) {
		if ( ! isObject( op ) || op.op !== 'replace' ) {
			return validation( 'op', 'Only replace is supported' );
		}
		if ( op.path === '/url' ) {
			const url = acceptedUrl( op.value );
			if ( ! url ) {
				return validation( 'url', 'Not a valid webhook URL' );
			}
			const taken = [ ...ctx.webhooks.hooks.values() ].some(
				( other ) =>
					other.id !== hook.id &&
					other.clientId === hook.clientId &&
					other.url === url
			);
			if ( taken ) {
				return v1Error(
					400,
					'WEBHOOK_URL_ALREADY_EXISTS',
					'Webhook URL already exists.'
				);
			}
			next.url = url;
		} else if ( op.path === '/event_types' ) {
			const types = eventTypes( op.value );
			if ( ! Array.isArray( types ) ) {
				return types;
			}
			next.event_types = types;
		} else {
			return validation( 'path', `Invalid path: ${ String( op.path ) }` );
		}
	}
	ctx.webhooks.hooks.set( hook.id, next );
	return { status: 200, body: view( ctx, next ) };
}
