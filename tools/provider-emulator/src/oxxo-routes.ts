/**
 * The cash voucher's routes (rules in oxxo.ts): the REST call
 * `POST /v2/checkout/orders/:id/confirm-payment-source`, the voucher page
 * behind the payer-action link, and the test control that pays a voucher
 * at the till (capture + PAYMENT.CAPTURE.COMPLETED).
 */
/**
 * External dependencies
 */
import type http from 'node:http';

/**
 * Internal dependencies
 */
import { now, type Json, type Reply } from './common';
import type { ApiRoute } from './api';
import type { Context } from './context';
import { complete, orderView, withOrder } from './orders';
import {
	confirmVoucher,
	deliverWebhook,
	loopbackUrl,
	voucherPage,
	voucherPayable,
} from './oxxo';
import { webhookDelivery } from './webhooks';

/** The voucher page, the payer-action link's target. */
export const VOUCHER_PATH = '/payment/oxxo/voucher';

/**
 * `POST /v2/checkout/orders/:id/confirm-payment-source` (the voucher is the
 * only payment source the emulator confirms this way).
 *
 * @param ctx Shared state.
 * @param r   The call.
 */
export const oxxoRoute: ApiRoute = ( ctx, r ) =>
	r.route === 'POST /v2/checkout/orders/:id/confirm-payment-source'
		? withOrder(
				ctx,
				r.id ?? '',
				( order ) =>
					confirmVoucher( order, r.body, now() ) ?? {
						status: 200,
						body: orderView(
							ctx,
							order,
							! String( r.req.headers.prefer ?? '' ).includes(
								'return=minimal'
							)
						),
					}
		  )
		: null;

/**
 * The voucher page (German HTML), or false when the path is another.
 *
 * @param ctx Shared state.
 * @param res HTTP response.
 * @param url Parsed URL.
 */
export function voucherPageRoute(
	ctx: Context,
	res: http.ServerResponse,
	url: URL
): boolean {
	if ( url.pathname !== VOUCHER_PATH ) {
		return false;
	}
	const order = ctx.state.orders.get( url.searchParams.get( 'token' ) ?? '' );
	res.writeHead( order ? 200 : 404, {
		'Content-Type': 'text/html; charset=utf-8',
		'Cache-Control': 'no-store',
	} );
	res.end( voucherPage( order ) );
	return true;
}

/**
 * Control `POST /__emulator/orders/:id/pay-voucher`: the payer pays her
 * voucher at the till. The provider then captures the order on its own
 * (ORDER_COMPLETE_ON_PAYMENT_APPROVAL) and sends PAYMENT.CAPTURE.COMPLETED:
 * signed for `webhook_id`, POSTed to `webhook_url` (loopback only)
 * `deliveries` times (1–5) when a URL is given, and returned as `delivery`.
 *
 * @param ctx  Shared state.
 * @param id   Order id.
 * @param body {webhook_id?, webhook_url?, deliveries?}.
 */
export async function payVoucher(
	ctx: Context,
	id: string,
	body: Json
): Promise< Reply > {
	const order = ctx.state.orders.get( id );
	if ( ! order ) {
		return { status: 404, body: { error: 'no such order' } };
	}
	const refused = voucherPayable( order );
	if ( refused ) {
		return refused;
	}
	if ( body.webhook_url !== undefined && ! loopbackUrl( body.webhook_url ) ) {
		// Checked before the capture: a refused call pays nothing.
		return {
			status: 400,
			body: { error: 'webhook_url must be a URL on this machine' },
		};
	}
	order.status = 'APPROVED';
	const done = complete( ctx, order, 'CAPTURE', {
		headers: {},
	} as http.IncomingMessage );
	if ( done.status !== 201 ) {
		order.status = 'PAYER_ACTION_REQUIRED';
		return done;
	}
	const delivery = webhookDelivery(
		ctx.signer,
		ctx.base,
		{
			webhook_id: String( body.webhook_id ?? 'WEBHOOK' ),
			event_type: 'PAYMENT.CAPTURE.COMPLETED',
			order_id: id,
		},
		() => ( {
			orderId: order.id,
			capture: order.purchase_units[ 0 ]?.payments?.captures?.[ 0 ],
		} )
	).body as { headers: Record< string, string >; body: string };
	const sent =
		typeof body.webhook_url === 'string'
			? await deliverWebhook(
					delivery,
					body.webhook_url,
					Number( body.deliveries ?? 1 )
			  )
			: [];
	if ( ! Array.isArray( sent ) ) {
		return sent;
	}
	return {
		status: 200,
		body: {
			order: orderView( ctx, order, true ),
			delivery,
			deliveries: sent,
		},
	};
}
