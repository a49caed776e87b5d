/**
 * What the payer does in the pop-up (`POST /__emulator/orders/:id/…`).
 */
/**
 * Internal dependencies
 */
import { authenticationResult, cardOutcome, cardSource, luhn } from './cards';
import { isObject, Json, now, Reply } from './common';
import type { Context } from './context';
import { PAYER_ID } from './ids';
import { orderView } from './orders';

/**
 * What the payer does in the pop-up: approve (optionally with a card
 * outcome, a shipping option or address), complete a 3-D Secure
 * challenge, or cancel.
 * @param ctx    Shared state.
 * @param id
 * @param action
 * @param body
 */
export function payerAction(
	ctx: Context,
	id: string,
	action: string,
	body: Json
): Reply {
	const order = ctx.state.orders.get( id );
	if ( ! order ) {
		return { status: 404, body: { error: 'no such order' } };
	}
	if ( action === 'cancel' ) {
		order.cancelled++;
		return { status: 200, body: orderView( ctx, order, true ) };
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
		const passed = body.three_d_secure !== 'fail';
		if ( passed ) {
			order.card.challenged = true;
		} else {
			order.card.outcome = 'decline';
		}
		if ( order.payment_source?.card ) {
			order.payment_source.card.authentication_result =
				authenticationResult( passed ? 'passed' : 'failed' );
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
		payer_id: PAYER_ID,
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
	return { status: 200, body: orderView( ctx, order, true ) };
}
