/**
 * Orders v2 (`/v2/checkout/orders…`): create, show, patch (order-patch.ts),
 * capture and authorize, with the provider's views and links.
 */
/**
 * External dependencies
 */
import type http from 'node:http';

/**
 * Internal dependencies
 */
import { cardOutcome, cardSource } from './cards';
import { fail, isObject, Json, newId, notFound, now, Reply } from './common';
import type { ApiRoute } from './api';
import type { Context } from './context';
import { issueError, ISSUES } from './errors';
import { MERCHANT_ID } from './ids';
import { patchOrder } from './order-patch';
import { isVoucher, voucherLinks } from './oxxo';
import type { Order } from './state';
import { validateCreateOrder } from './validate';

/**
 * A saved method's source as an order shows it: the vault's PayPal source
 * names the payer `payer_id` and keeps its `usage_type`, an order's names the
 * account `account_id` and has no usage type (checkout_orders_v2's
 * paypal_wallet_response).
 *
 * @param kind   `paypal`, `card`, `venmo`…
 * @param source The payment token's source of that kind.
 */
function orderSourceOf( kind: string, source: Json | undefined ): Json {
	if ( ! source ) {
		return {};
	}
	if ( kind !== 'paypal' && kind !== 'venmo' ) {
		return source;
	}
	const { payer_id: payerId, usage_type: usageType, ...rest } = source; // eslint-disable-line @typescript-eslint/no-unused-vars
	return payerId ? { ...rest, account_id: payerId } : rest;
}

/** The payer's fields a wallet source carries (payment_source.paypal). */
const PAYER_FIELDS = [ 'email_address', 'name', 'phone', 'address' ];

/**
 * The order's payer: the deprecated top-level `payer`, or the payer's
 * fields of payment_source.paypal, where the provider documents them.
 *
 * @param body Create-order body.
 */
function payerOf( body: Json ): Json | undefined {
	if ( isObject( body.payer ) ) {
		return structuredClone( body.payer );
	}
	const wallet = body.payment_source?.paypal;
	if ( ! isObject( wallet ) ) {
		return undefined;
	}
	const payer = Object.fromEntries(
		Object.entries( wallet ).filter( ( [ key ] ) =>
			PAYER_FIELDS.includes( key )
		)
	);
	return Object.keys( payer ).length ? structuredClone( payer ) : undefined;
}

/**
 * A wallet source as the answer shows it: no experience context and no
 * vault instruction (the answer's `attributes.vault` is the vault's result,
 * added on completion), the phone as `phone_type` and `phone_number`.
 *
 * @param value The request's source.
 */
function walletView( value: Json ): Json {
	const view: Json = structuredClone( value );
	delete view.experience_context;
	delete view.attributes;
	delete view.phone;
	if ( isObject( value.phone ) ) {
		view.phone_type = value.phone.phone_type;
		view.phone_number = value.phone.phone_number;
	}
	return view;
}

/**
 * The reply for a stored order, or 404 INVALID_RESOURCE_ID.
 * @param ctx
 * @param id
 * @param fn
 */
export function withOrder(
	ctx: Context,
	id: string,
	fn: ( order: Order ) => Reply
): Reply {
	const order = ctx.state.orders.get( id );
	return order ? fn( order ) : notFound( 'order_id', id );
}

/**
 * `POST /v2/checkout/orders`: validated, stored, approved at once for a
 * vaulted source or a card (unless a challenge asks for the payer).
 * @param ctx
 * @param body
 * @param req
 */
export function createOrder(
	ctx: Context,
	body: Json,
	req: http.IncomingMessage
): Reply {
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
				merchant_id: MERCHANT_ID,
			},
		} ) ),
		payer: payerOf( body ),
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
			const token = ctx.vault.paymentTokens.get( value.vault_id );
			if ( ! token ) {
				return notFound(
					`/payment_source/${ kind }/vault_id`,
					value.vault_id
				);
			}
			// A saved method needs no payer: the order is approved at once.
			order.payment_source = {
				[ kind ]: orderSourceOf( kind, token.payment_source[ kind ] ),
			};
			order.status = 'APPROVED';
		} else if ( kind === 'card' && typeof value.number !== 'string' ) {
			// Card fields: the order names only the card's attributes (vault,
			// verification); the fields hand the card over later
			// (`/sdk/orders/:id/card`), so the order waits in CREATED.
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
			order.payment_source = { [ kind ]: walletView( value ) };
			// The provider's documented flow: a wallet source with an
			// experience context waits for the payer at the payer-action
			// link, which returns to return_url (or cancel_url).
			if ( kind === 'paypal' && isObject( value.experience_context ) ) {
				order.status = 'PAYER_ACTION_REQUIRED';
				order.experience = {
					return_url: value.experience_context.return_url,
					cancel_url: value.experience_context.cancel_url,
				};
			}
		}
	}
	ctx.state.orders.set( order.id, order );
	const prefer = String( req.headers.prefer ?? '' );
	return {
		status: 201,
		body: orderView(
			ctx,
			order,
			prefer.includes( 'return=representation' )
		),
	};
}

/**
 * The HATEOAS links of an order in its status.
 * @param ctx
 * @param order
 */
export function orderLinks( ctx: Context, order: Order ) {
	const self = `/v2/checkout/orders/${ order.id }`;
	const links = [ ctx.link( self, 'self' ) ];
	if ( order.status === 'CREATED' ) {
		links.push( ctx.link( `/checkoutnow?token=${ order.id }`, 'approve' ) );
	}
	if ( order.status === 'PAYER_ACTION_REQUIRED' && isVoucher( order ) ) {
		links.push( ...voucherLinks( order, ctx.link ) );
	} else if ( order.status === 'PAYER_ACTION_REQUIRED' ) {
		links.push(
			ctx.link(
				`/checkoutnow?token=${ order.id }${
					order.card ? '&flow=3ds' : ''
				}`,
				'payer-action'
			)
		);
	}
	if ( order.status !== 'COMPLETED' ) {
		links.push( ctx.link( self, 'update', 'PATCH' ) );
		links.push(
			ctx.link(
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

/**
 * What the provider shows of an order (minimal or full representation).
 * @param ctx
 * @param order
 * @param full
 */
export function orderView( ctx: Context, order: Order, full: boolean ): Json {
	if ( ! full ) {
		return {
			id: order.id,
			status: order.status,
			...( order.payment_source
				? { payment_source: order.payment_source }
				: {} ),
			links: orderLinks( ctx, order ),
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
		...( order.processing_instruction
			? { processing_instruction: order.processing_instruction }
			: {} ),
		...( order.payer ? { payer: order.payer } : {} ),
		create_time: order.create_time,
		update_time: order.update_time,
		links: orderLinks( ctx, order ),
	};
}

/**
 * Capture or authorize an approved order.
 * @param ctx    Shared state.
 * @param order
 * @param action
 * @param req
 */
export function complete(
	ctx: Context,
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
			ctx.payments.capture( order.id, unit.payments, common );
		} else {
			ctx.payments.authorize( order.id, unit.payments, common );
		}
	}
	if ( order.vaultRequested && order.payment_source ) {
		ctx.vault.saveFromOrder( order.payment_source, order.customerId );
	}
	const prefer = String( req.headers.prefer ?? '' );
	return {
		status: 201,
		body: prefer.includes( 'return=minimal' )
			? orderView( ctx, order, false )
			: orderView( ctx, order, true ),
	};
}

/**
 * Orders v2: `/v2/checkout/orders[/:id[/capture|/authorize]]`.
 *
 * @param ctx Shared state.
 * @param r   The call.
 */
export const ordersRoute: ApiRoute = ( ctx, r ) => {
	const { id = '', body, req } = r;
	switch ( r.route ) {
		case 'POST /v2/checkout/orders':
			return createOrder( ctx, body, req );
		case 'GET /v2/checkout/orders/:id':
			return withOrder( ctx, id, ( o ) => ( {
				status: 200,
				body: orderView( ctx, o, true ),
			} ) );
		case 'PATCH /v2/checkout/orders/:id':
			return withOrder( ctx, id, ( o ) => patchOrder( o, body ) );
		case 'POST /v2/checkout/orders/:id/capture':
			return withOrder( ctx, id, ( o ) =>
				complete( ctx, o, 'CAPTURE', req )
			);
		case 'POST /v2/checkout/orders/:id/authorize':
			return withOrder( ctx, id, ( o ) =>
				complete( ctx, o, 'AUTHORIZE', req )
			);
	}
	return null;
};
