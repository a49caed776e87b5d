/**
 * The mobile wallets on the emulator's side (§1, §9.3): whether the
 * merchant and the stand-in device are eligible (test control, `POST
 * /__emulator/config {wallets}`), and the calls the SDK's Applepay() and
 * Googlepay() components make from the page: the wallets' state, Apple's
 * merchant validation, the order confirmed with the wallet's token (its
 * `payment_source.apple_pay` / `google_pay`, APPROVED, or
 * PAYER_ACTION_REQUIRED for the 3-D Secure test card through Google Pay)
 * and the payer action that follows.
 */
/**
 * Internal dependencies
 */
import { cardBrand, cardOutcome, luhn } from './cards';
import { fail, isObject, Json, newId, notFound, now, Reply } from './common';
import type { Context } from './context';
import { issueError } from './errors';
import { orderView } from './orders';
import type { EmulatorState } from './state';

/** Eligibility of one wallet. */
export interface WalletEligibility {
	/** The provider offers the wallet to the merchant (component config). */
	merchant: boolean;
	/** The stand-in device can pay (ApplePaySession.canMakePayments, isReadyToPay). */
	device: boolean;
}

export type WalletName = 'applepay' | 'googlepay';

export type WalletsEligibility = Record< WalletName, WalletEligibility >;

/** The merchant's country the components answer. */
export const MERCHANT_COUNTRY = 'DE';

const eligibility = new WeakMap< EmulatorState, WalletsEligibility >();

const everything = (): WalletsEligibility => ( {
	applepay: { merchant: true, device: true },
	googlepay: { merchant: true, device: true },
} );

/**
 * The wallets' eligibility (everything eligible until a test says otherwise;
 * a reset brings that back).
 *
 * @param ctx Shared state.
 */
export function walletsOf( ctx: Context ): WalletsEligibility {
	let current = eligibility.get( ctx.state );
	if ( ! current ) {
		current = everything();
		eligibility.set( ctx.state, current );
		ctx.state.resets.push( () =>
			eligibility.set( ctx.state, everything() )
		);
	}
	return eligibility.get( ctx.state ) ?? current;
}

/**
 * `POST /__emulator/config {wallets: {applepay: {merchant, device}, …}}`.
 *
 * @param ctx   Shared state.
 * @param value The `wallets` member.
 */
export function configureWallets( ctx: Context, value: unknown ): void {
	if ( ! isObject( value ) ) {
		return;
	}
	const current = walletsOf( ctx );
	for ( const name of [ 'applepay', 'googlepay' ] as const ) {
		const given = value[ name ];
		if ( ! isObject( given ) ) {
			continue;
		}
		for ( const key of [ 'merchant', 'device' ] as const ) {
			if ( typeof given[ key ] === 'boolean' ) {
				current[ name ][ key ] = given[ key ];
			}
		}
	}
}

/**
 * `GET /sdk/wallets/config`'s answer.
 *
 * @param ctx Shared state.
 */
export function walletsState( ctx: Context ): Json {
	const current = walletsOf( ctx );
	return {
		applepay: { ...current.applepay },
		googlepay: { ...current.googlepay },
		merchantCountry: MERCHANT_COUNTRY,
	};
}

/**
 * The test card a wallet's token carries (the stand-ins' tokens name it;
 * real wallets' tokens are encrypted for the provider).
 *
 * @param wallet apple_pay or google_pay.
 * @param token  The token the component was given.
 */
export function tokenCard( wallet: string, token: unknown ): string | null {
	try {
		const payload =
			wallet === 'apple_pay'
				? JSON.parse(
						Buffer.from(
							String(
								( token as Json )?.paymentData?.data ?? ''
							),
							'base64'
						).toString( 'utf8' )
				  )
				: JSON.parse( String( token ?? '' ) );
		const card = String( payload?.card ?? '' );
		return /^\d{13,19}$/.test( card ) && luhn( card ) ? card : null;
	} catch {
		return null;
	}
}

/**
 * The payer's name from an Apple contact or Google's billing address.
 *
 * @param body The confirm call's body.
 */
function payerName( body: Json ): string {
	const contact = isObject( body.billing_contact )
		? body.billing_contact
		: {};
	const apple = [ contact.givenName, contact.familyName ]
		.filter( ( part ) => typeof part === 'string' && part !== '' )
		.join( ' ' );
	const google = isObject( body.card )
		? String( body.card?.billingAddress?.name ?? '' )
		: '';
	return ( apple || google || 'Erika Mustermann' ).slice( 0, 300 );
}

/**
 * `POST /sdk/orders/:id/confirm-wallet`: the components' confirmOrder.
 *
 * @param ctx  Shared state.
 * @param id   Order id.
 * @param body `{wallet, token, billing_contact?, card?, email?}`.
 */
function confirm( ctx: Context, id: string, body: Json ): Reply {
	const order = ctx.state.orders.get( id );
	if ( ! order ) {
		return notFound( 'order_id', id );
	}
	const wallet = body.wallet;
	if ( wallet !== 'apple_pay' && wallet !== 'google_pay' ) {
		return fail(
			issueError( 'INVALID_PARAMETER_VALUE', {
				field: '/payment_source',
				location: 'body',
			} )
		);
	}
	const name: WalletName = wallet === 'apple_pay' ? 'applepay' : 'googlepay';
	if ( ! walletsOf( ctx )[ name ].merchant ) {
		return fail( issueError( 'PAYER_CANNOT_PAY' ) );
	}
	if ( order.status === 'COMPLETED' ) {
		return fail( issueError( 'ORDER_ALREADY_COMPLETED' ) );
	}
	if ( order.status !== 'CREATED' ) {
		// Confirmed before (a second tap): the order stays as it is.
		return fail( issueError( 'ORDER_NOT_APPROVED' ) );
	}
	const number = tokenCard( wallet, body.token );
	if ( ! number ) {
		return fail(
			issueError( 'INVALID_PARAMETER_VALUE', {
				field: `/payment_source/${ wallet }`,
				location: 'body',
				description: 'The wallet token could not be read.',
			} )
		);
	}
	const outcome = cardOutcome( number );
	// Apple Pay's tokens are authenticated by the device; Google Pay's PAN
	// tokens may need 3-D Secure (the challenge card asks for it).
	const challenge = outcome === 'challenge' && wallet === 'google_pay';
	order.card = { number, outcome, challenged: ! challenge };
	const payer = payerName( body );
	order.payment_source = {
		[ wallet ]: {
			...( wallet === 'apple_pay' ? { id: newId( 20 ) } : {} ),
			name: payer,
			...( typeof body.email === 'string' && body.email
				? { email_address: body.email.slice( 0, 254 ) }
				: {} ),
			card: {
				name: payer,
				last_digits: number.slice( -4 ),
				brand: cardBrand( number ),
				type: 'CREDIT',
			},
		},
	};
	order.status = challenge ? 'PAYER_ACTION_REQUIRED' : 'APPROVED';
	order.update_time = now();
	return { status: 200, body: orderView( ctx, order, false ) };
}

/**
 * `POST /sdk/orders/:id/payer-action`: Googlepay().initiatePayerAction's
 * 3-D Secure step, passed (`result: approve`) or abandoned.
 *
 * @param ctx  Shared state.
 * @param id   Order id.
 * @param body `{result: 'approve' | 'cancel'}`.
 */
function payerAction( ctx: Context, id: string, body: Json ): Reply {
	const order = ctx.state.orders.get( id );
	if ( ! order ) {
		return notFound( 'order_id', id );
	}
	if ( order.status !== 'PAYER_ACTION_REQUIRED' || ! order.card ) {
		return fail( issueError( 'ORDER_NOT_APPROVED' ) );
	}
	if ( body.result !== 'approve' ) {
		return fail( issueError( 'PAYER_ACTION_REQUIRED' ) );
	}
	order.card.challenged = true;
	order.status = 'APPROVED';
	order.update_time = now();
	return { status: 200, body: { liabilityShift: 'POSSIBLE' } };
}

/**
 * `POST /sdk/wallets/applepay/validate-merchant`: a merchant session for
 * the validation URL the ApplePaySession stand-in gave.
 *
 * @param ctx  Shared state.
 * @param body `{validation_url, display_name}`.
 */
function validateMerchant( ctx: Context, body: Json ): Reply {
	if (
		body.validation_url !== `${ ctx.base }/sdk/wallets/applepay/validation`
	) {
		return fail(
			issueError( 'INVALID_PARAMETER_VALUE', {
				field: 'validation_url',
				location: 'body',
			} )
		);
	}
	if ( ! walletsOf( ctx ).applepay.merchant ) {
		return fail( issueError( 'PAYER_CANNOT_PAY' ) );
	}
	const at = Date.now();
	return {
		status: 200,
		body: {
			merchantSession: {
				epochTimestamp: at,
				expiresAt: at + 3600_000,
				merchantSessionIdentifier: `EMULATOR_${ newId( 24 ) }`,
				nonce: newId( 8 ).toLowerCase(),
				merchantIdentifier: 'EMULATOR',
				domainName: 'emulator',
				displayName: String( body.display_name ?? '' ).slice( 0, 64 ),
				signature: 'emulator',
			},
		},
	};
}

/**
 * The wallets' calls under `/sdk/`, or null when the path is not theirs.
 *
 * @param ctx          Shared state.
 * @param method       HTTP method.
 * @param parts        Path parts after `/sdk/` (kind, id, action).
 * @param parts.kind
 * @param parts.id
 * @param parts.action
 * @param body         Parsed JSON body.
 */
export function walletsRoute(
	ctx: Context,
	method: string,
	{ kind, id, action }: { kind: string; id?: string; action?: string },
	body: Json
): Reply | null {
	if ( kind === 'wallets' && method === 'GET' && id === 'config' ) {
		return { status: 200, body: walletsState( ctx ) };
	}
	if (
		kind === 'wallets' &&
		method === 'POST' &&
		id === 'applepay' &&
		action === 'validate-merchant'
	) {
		return validateMerchant( ctx, body );
	}
	if ( kind === 'orders' && method === 'POST' && id ) {
		if ( action === 'confirm-wallet' ) {
			return confirm( ctx, id, body );
		}
		if ( action === 'payer-action' ) {
			return payerAction( ctx, id, body );
		}
	}
	return null;
}
