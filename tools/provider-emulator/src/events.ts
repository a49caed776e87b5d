/**
 * The events the provider sends for what its API did, not only for
 * `simulate-event`: an order or authorization captured
 * (PAYMENT.CAPTURE.COMPLETED), a capture refunded
 * (PAYMENT.CAPTURE.REFUNDED), a payment token deleted
 * (VAULT.PAYMENT-TOKEN.DELETED), a subscription activated, suspended or
 * cancelled by the merchant (BILLING.SUBSCRIPTION.*). Each event goes to
 * the webhooks of the app whose token idOf( reply ) the call, those subscribed to
 * its type (or `*`), signed with each webhook's id, after the answer
 * (webhook-registry.ts deliverToSubscribers).
 *
 * The resource is the one the API shows (GET on it), as the provider puts
 * it in the event; a capture also names its order in
 * `supplementary_data.related_ids`, as the provider's capture events do.
 * A call answered from the PayPal-Request-Id store never gets here, so a
 * retried call sends no second event.
 */
/**
 * Internal dependencies
 */
import type { ApiRequest } from './api';
import { isObject, type Json, type Reply } from './common';
import type { Context } from './context';
import { clientOf, deliverToSubscribers } from './webhook-registry';
import { eventOf } from './webhooks';

/**
 * The id after `/{collection}/` in a link of the resource with this rel.
 *
 * @param view       A resource with HATEOAS links.
 * @param rel        Link relation.
 * @param collection e.g. orders, authorizations.
 */
function linkedId( view: Json, rel: string, collection: string ): string {
	const link = ( Array.isArray( view.links ) ? view.links : [] ).find(
		( l: unknown ) => isObject( l ) && l.rel === rel
	);
	const match = new RegExp( `/${ collection }/([^/?]+)` ).exec(
		String( link?.href ?? '' )
	);
	return match ? match[ 1 ] : '';
}

/**
 * A resource's body when a GET on it finds it.
 *
 * @param reply The GET's reply (null: not routed).
 */
const shownBy = ( reply: Reply | null ): Json | null =>
	reply && reply.status === 200 && isObject( reply.body ) ? reply.body : null;

/**
 * A capture event's resource: the capture as the API shows it, with its
 * order (and authorization) in `supplementary_data.related_ids`.
 *
 * @param ctx Shared state.
 * @param id  Capture id.
 */
function captureResource( ctx: Context, id: string ): Json | null {
	const capture = shownBy(
		ctx.payments.route( 'GET', 'captures', id, undefined, {}, '' )
	);
	if ( ! capture ) {
		return null;
	}
	const authorizationId = linkedId( capture, 'up', 'authorizations' );
	const orderId = authorizationId
		? linkedId(
				shownBy(
					ctx.payments.route(
						'GET',
						'authorizations',
						authorizationId,
						undefined,
						{},
						''
					)
				) ?? {},
				'up',
				'orders'
		  )
		: linkedId( capture, 'up', 'orders' );
	const related: Json = {};
	if ( orderId ) {
		related.order_id = orderId;
	}
	if ( authorizationId ) {
		related.authorization_id = authorizationId;
	}
	return { ...capture, supplementary_data: { related_ids: related } };
}

/**
 * The id of what a call made (a minimal answer has it too).
 *
 * @param reply The answer.
 */
const idOf = ( reply: Reply ): string =>
	String( isObject( reply.body ) ? reply.body.id ?? '' : '' );

/**
 * PAYMENT.CAPTURE.COMPLETED for each of these captures.
 *
 * @param ctx Shared state.
 * @param ids Capture ids.
 */
const captured = ( ctx: Context, ids: string[] ): Json[] =>
	ids
		.map( ( capture ) => captureResource( ctx, capture ) )
		.filter( ( resource ): resource is Json => resource !== null )
		.map( ( resource ) =>
			eventOf( 'PAYMENT.CAPTURE.COMPLETED', resource )
		);

/** Subscription actions and the event each sends. */
const SUBSCRIPTION_EVENTS: Record< string, string > = {
	activate: 'BILLING.SUBSCRIPTION.ACTIVATED',
	suspend: 'BILLING.SUBSCRIPTION.SUSPENDED',
	cancel: 'BILLING.SUBSCRIPTION.CANCELLED',
};

/**
 * The events of a call that succeeded.
 *
 * @param ctx    Shared state.
 * @param r      The call.
 * @param reply  Its answer.
 * @param before The resource as it was before the call (for a deletion).
 */
export function eventsOf(
	ctx: Context,
	r: ApiRequest,
	reply: Reply,
	before: Json | null
): Json[] {
	if ( reply.status >= 300 ) {
		return [];
	}
	const id = r.id ?? '';
	switch ( r.route ) {
		case 'POST /v2/checkout/orders/:id/capture':
			return captured(
				ctx,
				( ctx.state.orders.get( id )?.purchase_units ?? [] ).flatMap(
					( unit ) =>
						( unit.payments?.captures ?? [] ).map(
							( capture: Json ) => String( capture.id )
						)
				)
			);
		case 'POST /v2/payments/authorizations/:id/capture':
			return captured( ctx, [ idOf( reply ) ] );
		case 'POST /v2/payments/captures/:id/refund': {
			const refund = shownBy(
				ctx.payments.route(
					'GET',
					'refunds',
					idOf( reply ),
					undefined,
					{},
					''
				)
			);
			return refund
				? [ eventOf( 'PAYMENT.CAPTURE.REFUNDED', refund ) ]
				: [];
		}
		case 'DELETE /v3/vault/payment-tokens/:id':
			return before
				? [ eventOf( 'VAULT.PAYMENT-TOKEN.DELETED', before ) ]
				: [];
	}
	const action = /^POST \/v1\/billing\/subscriptions\/:id\/(\w+)$/.exec(
		r.route
	)?.[ 1 ];
	const type = action ? SUBSCRIPTION_EVENTS[ action ] : undefined;
	const subscription = type
		? shownBy(
				ctx.subscriptions.route(
					'GET',
					'subscriptions',
					id,
					undefined,
					{}
				)
		  )
		: null;
	return type && subscription ? [ eventOf( type, subscription ) ] : [];
}

/**
 * Answers a call and sends the events of what it did to the calling app's
 * subscribed webhooks.
 *
 * @param ctx    Shared state.
 * @param r      The call.
 * @param answer Answers it (the API's routes).
 */
export function withEvents(
	ctx: Context,
	r: ApiRequest,
	answer: () => Reply
): Reply {
	// A deleted resource can only be shown before it goes.
	const before =
		r.route === 'DELETE /v3/vault/payment-tokens/:id'
			? shownBy(
					ctx.vault.route(
						'GET',
						'payment-tokens',
						r.id,
						undefined,
						{},
						r.url
					)
			  )
			: null;
	const reply = answer();
	const clientId = clientOf( ctx, r.req );
	for ( const event of eventsOf( ctx, r, reply, before ) ) {
		event.links = [
			ctx.link(
				`/v1/notifications/webhooks-events/${ event.id }`,
				'self'
			),
		];
		deliverToSubscribers( ctx, event, clientId );
	}
	return reply;
}
