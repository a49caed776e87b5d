/**
 * A card from the SDK's card fields (or given in the body) attached to an
 * order or a vault setup token: `/sdk/orders/:id/card`,
 * `/sdk/setup-tokens/:id/card`. The card rules come from cards.ts, the one
 * card module the browser SDK shares.
 */
/**
 * Internal dependencies
 */
import {
	authenticationResult,
	cardOutcome,
	cardSource,
	expiryForApi,
	luhn,
} from './cards';
import { fail, Json, notFound, now, Reply } from './common';
import type { Context } from './context';
import { issueError } from './errors';
import { orderView } from './orders';

/**
 * The card a form's frames handed over (session), or the card in the
 * body itself.
 *
 * @param ctx  Shared state.
 * @param body {session, name} or {number, expiry, name}.
 */
export function cardOf(
	ctx: Context,
	body: Json
): {
	number: string;
	expiry: string;
	name?: string;
} {
	const fields =
		typeof body.session === 'string'
			? ctx.state.cardSessions.get( body.session )
			: undefined;
	if ( fields ) {
		ctx.state.cardSessions.delete( body.session );
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

/**
 * `POST /sdk/orders/:id/card`: the card becomes the order's payment
 * source (a challenge card with verification waits for the payer).
 * @param ctx
 * @param id
 * @param body
 */
export function attachCardToOrder(
	ctx: Context,
	id: string,
	body: Json
): Reply {
	const order = ctx.state.orders.get( id );
	if ( ! order ) {
		return notFound( 'order_id', id );
	}
	const card = cardOf( ctx, body );
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
		card: {
			...cardSource( number, card.expiry, card.name ),
			// 3-D Secure asked for: a card without a challenge passes
			// frictionless; a challenge card waits for the payer.
			...( body.verification && outcome !== 'challenge'
				? { authentication_result: authenticationResult( 'passed' ) }
				: {} ),
		},
	};
	order.status =
		outcome === 'challenge' && body.verification
			? 'PAYER_ACTION_REQUIRED'
			: 'APPROVED';
	order.update_time = now();
	return { status: 200, body: orderView( ctx, order, false ) };
}

/**
 * `POST /sdk/setup-tokens/:id/card`: the card approves the setup token.
 * @param ctx
 * @param id
 * @param body
 */
export function attachCardToSetupToken(
	ctx: Context,
	id: string,
	body: Json
): Reply {
	const token = ctx.vault.setupTokens.get( id );
	if ( ! token ) {
		return notFound( 'setup_token_id', id );
	}
	const card = cardOf( ctx, body );
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
	ctx.vault.approveSetupToken( token, {
		card_number: number,
		expiry: card.expiry,
		name: card.name,
	} );
	return { status: 200, body: ctx.vault.setupTokenView( token ) };
}
