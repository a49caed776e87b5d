/**
 * The test-control API under `/__emulator/`: health, reset, the calls seen,
 * fault injection, configuration, orders as the emulator keeps them, the
 * payer's actions (payer.ts), paying a cash voucher (oxxo-routes.ts), webhook deliveries, subscription and setup
 * token approvals.
 */
/**
 * Internal dependencies
 */
import { isObject, type Json, type Reply } from './common';
import type { Context } from './context';
import { orderView } from './orders';
import { payVoucher } from './oxxo-routes';
import { payerAction } from './payer';
import type { Fault } from './state';
import { configureWallets, walletsOf } from './wallets';
import { deliverWebhook } from './oxxo';
import { deliverToSubscribers } from './webhook-registry';
import { eventOf, webhookControl } from './webhooks';

/**
 * One control call under `/__emulator/` (no authentication).
 * @param ctx
 * @param method
 * @param path
 * @param raw
 */
export function control(
	ctx: Context,
	method: string,
	path: string,
	raw: string
): Reply | Promise< Reply > {
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
			ctx.state.reset();
			return { status: 204 };
		case 'GET calls':
			return { status: 200, body: ctx.state.calls };
		case 'GET faults':
			return { status: 200, body: ctx.state.faults };
		case 'DELETE faults':
			ctx.state.faults = [];
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
				ctx.state.faults.push( { ...fault } );
			}
			return { status: 201, body: ctx.state.faults };
		}
		case 'POST config':
			if ( typeof body.token_ttl === 'number' ) {
				ctx.state.tokenTtl = body.token_ttl;
			}
			if ( body.clients !== undefined ) {
				ctx.state.clients = body.clients;
			}
			if ( body.scopes !== undefined ) {
				ctx.state.scopes = body.scopes ?? {};
			}
			if ( body.wallets !== undefined ) {
				configureWallets( ctx, body.wallets );
			}
			return {
				status: 200,
				body: {
					token_ttl: ctx.state.tokenTtl,
					clients: ctx.state.clients,
					scopes: ctx.state.scopes,
					wallets: walletsOf( ctx ),
				},
			};
		case 'GET orders': {
			const order = ctx.state.orders.get( parts[ 1 ] ?? '' );
			return order
				? {
						status: 200,
						body: {
							...orderView( ctx, order, true ),
							experience: order.experience ?? {},
						},
				  }
				: { status: 404, body: { error: 'no such order' } };
		}
		case 'POST orders':
			if ( parts[ 2 ] === 'pay-voucher' ) {
				return payVoucher( ctx, parts[ 1 ] ?? '', body );
			}
			return payerAction( ctx, parts[ 1 ] ?? '', parts[ 2 ] ?? '', body );
		case 'GET deliveries':
			return { status: 200, body: ctx.webhooks.attempts };
		case 'GET registered-webhooks':
			return { status: 200, body: [ ...ctx.webhooks.hooks.values() ] };
		case 'POST events':
			return isObject( body ) && typeof body.event_type === 'string'
				? {
						status: 200,
						body: {
							delivered: deliverToSubscribers(
								ctx,
								eventOf(
									body.event_type,
									isObject( body.resource )
										? body.resource
										: {}
								)
							),
						},
				  }
				: { status: 400, body: { error: 'event_type needed' } };
		case 'POST webhooks':
			return webhookControl(
				ctx.signer,
				ctx.base,
				body,
				( id ) => {
					const order = ctx.state.orders.get( id );
					return {
						orderId: order?.id ?? '',
						capture:
							order?.purchase_units[ 0 ]?.payments
								?.captures?.[ 0 ] ?? {},
					};
				},
				deliverWebhook
			);
		case 'POST captures':
			return ctx.payments.setCaptureStatus(
				parts[ 1 ] ?? '',
				body.status
			);
		case 'POST subscriptions': {
			if ( parts[ 2 ] === 'payment-failed' ) {
				return ctx.subscriptions.failPayment( parts[ 1 ] ?? '' );
			}
			const approved = ctx.subscriptions.approve( parts[ 1 ] ?? '' );
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
			const token = ctx.vault.setupTokens.get( parts[ 1 ] ?? '' );
			if ( ! token ) {
				return {
					status: 404,
					body: { error: 'no such setup token' },
				};
			}
			ctx.vault.approveSetupToken( token, body );
			return { status: 200, body: ctx.vault.setupTokenView( token ) };
		}
	}
	return { status: 404, body: { error: `unknown control ${ route }` } };
}
