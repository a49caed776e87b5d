/**
 * Vault v3: setup tokens (a card, or the wallet after the payer's
 * approval), payment tokens made from them or from a vaulted order, listed
 * and deleted by customer.
 */
/**
 * Internal dependencies
 */
import { cardOutcome, cardSource, luhn } from './cards';
import {
	fail,
	found,
	isObject,
	Json,
	newId,
	notFound,
	now,
	Reply,
	RouteGroup,
	routeKey,
} from './common';
import { issueError } from './errors';
import { PAYER_ID } from './ids';

export interface SetupToken {
	id: string;
	status: string;
	customerId: string;
	payment_source: Json;
	paymentTokenId?: string;
	/** The payer's way back after approving on a page of its own (experience_context). */
	experience?: { return_url?: string; cancel_url?: string };
}

export interface PaymentToken {
	id: string;
	customerId: string;
	payment_source: Json;
	create_time: string;
}

/**
 * A token's payment source as the vault answers it: its card response has
 * no `type` (the orders' card has one; cardSource() is shared), its wallet
 * no `attributes`, `account_status` or `phone_type` (a vaulted order's
 * source has them).
 *
 * @param source The source as kept.
 */
function sourceView( source: Json ): Json {
	if ( isObject( source.paypal ) ) {
		// An order's vault instruction and account status are not the vault's.
		const paypal = { ...source.paypal };
		delete paypal.attributes;
		delete paypal.account_status;
		delete paypal.phone_type;
		return { ...source, paypal };
	}
	if ( ! isObject( source.card ) ) {
		return source;
	}
	// The card's type and an order's 3-D Secure result are the order's, not the vault's.
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	const { type, authentication_result: result, ...card } = source.card;
	return { ...source, card };
}

/**
 * The vault's tokens and its routes.
 */
export class Vault extends RouteGroup {
	readonly setupTokens = new Map< string, SetupToken >();
	readonly paymentTokens = new Map< string, PaymentToken >();

	clear(): void {
		this.setupTokens.clear();
		this.paymentTokens.clear();
	}

	/**
	 * Answers `/v3/vault/…`, or null for another path.
	 *
	 * @param method HTTP method.
	 * @param kind   setup-tokens or payment-tokens.
	 * @param id     Token id, if any.
	 * @param action Sub-path after the id (none is known).
	 * @param body   Parsed JSON body.
	 * @param url    Request URL (list queries).
	 */
	route(
		method: string,
		kind: string,
		id: string | undefined,
		action: string | undefined,
		body: Json,
		url: URL
	): Reply | null {
		if ( action !== undefined ) {
			return null;
		}
		switch ( routeKey( method, kind, id, action ) ) {
			case 'POST setup-tokens':
				return this.createSetupToken( body );
			case 'GET setup-tokens/:id':
				return found(
					this.setupTokens.get( id as string ),
					'setup_token_id',
					id as string,
					( t ) => this.setupTokenView( t )
				);
			case 'POST payment-tokens':
				return this.createPaymentToken( body );
			case 'GET payment-tokens':
				return this.listPaymentTokens( url );
			case 'GET payment-tokens/:id':
				return found(
					this.paymentTokens.get( id as string ),
					'payment_token_id',
					id as string,
					( t ) => this.paymentTokenView( t )
				);
			case 'DELETE payment-tokens/:id':
				if ( ! this.paymentTokens.delete( id as string ) ) {
					return notFound( 'payment_token_id', id as string );
				}
				return { status: 204 };
		}
		return null;
	}

	/**
	 * A completed order asked to vault its source (store_in_vault
	 * ON_SUCCESS): a payment token, shown in the order's payment source.
	 *
	 * @param source     The order's payment source (changed in place).
	 * @param customerId The customer given with the order, if any.
	 */
	saveFromOrder( source: Json, customerId?: string ): PaymentToken {
		const [ kind ] = Object.keys( source );
		const token: PaymentToken = {
			id: newId( 7 ),
			customerId: customerId ?? newId( 9 ),
			payment_source: structuredClone( source ),
			create_time: now(),
		};
		this.paymentTokens.set( token.id, token );
		source[ kind ].attributes = {
			vault: {
				id: token.id,
				status: 'VAULTED',
				customer: { id: token.customerId },
				links: [
					this.link(
						`/v3/vault/payment-tokens/${ token.id }`,
						'self'
					),
				],
			},
		};
		return token;
	}

	private createSetupToken( body: Json ): Reply {
		const source = body.payment_source;
		const kinds = isObject( source ) ? Object.keys( source ) : [];
		if ( ! isObject( source ) ) {
			return fail(
				issueError( 'MISSING_REQUIRED_PARAMETER', {
					field: '/payment_source',
					location: 'body',
				} )
			);
		}
		if (
			kinds.length !== 1 ||
			! [ 'card', 'paypal' ].includes( kinds[ 0 ] )
		) {
			return fail(
				issueError( 'INVALID_PARAMETER_VALUE', {
					field: '/payment_source',
					location: 'body',
				} )
			);
		}
		const kind = kinds[ 0 ];
		const value = isObject( source[ kind ] ) ? source[ kind ] : {};
		const token: SetupToken = {
			id: newId(),
			status: 'CREATED',
			customerId:
				isObject( body.customer ) &&
				typeof body.customer.id === 'string'
					? body.customer.id
					: newId( 9 ),
			payment_source: { [ kind ]: {} },
		};
		if ( kind === 'paypal' ) {
			if ( ! [ 'MERCHANT', 'PLATFORM' ].includes( value.usage_type ) ) {
				return fail(
					issueError(
						value.usage_type === undefined
							? 'MISSING_REQUIRED_PARAMETER'
							: 'INVALID_PARAMETER_VALUE',
						{
							field: '/payment_source/paypal/usage_type',
							location: 'body',
						}
					)
				);
			}
			token.status = 'PAYER_ACTION_REQUIRED';
			token.payment_source = {
				paypal: {
					usage_type: value.usage_type,
					...( value.description
						? { description: value.description }
						: {} ),
				},
			};
		} else if ( typeof value.number === 'string' ) {
			if (
				! luhn( value.number ) ||
				! /^\d{13,19}$/.test( value.number )
			) {
				return fail(
					issueError( 'INVALID_PARAMETER_VALUE', {
						field: '/payment_source/card/number',
						location: 'body',
					} )
				);
			}
			token.payment_source = {
				card: cardSource(
					value.number,
					value.expiry ?? '2030-12',
					value.name
				),
			};
			const outcome = cardOutcome( value.number );
			token.status =
				outcome === 'challenge' ? 'PAYER_ACTION_REQUIRED' : 'APPROVED';
			if ( outcome === 'decline' ) {
				return fail( issueError( 'INSTRUMENT_DECLINED' ) );
			}
		}
		const experience = isObject( value.experience_context )
			? value.experience_context
			: {};
		if (
			typeof experience.return_url === 'string' ||
			typeof experience.cancel_url === 'string'
		) {
			token.experience = {
				return_url: experience.return_url,
				cancel_url: experience.cancel_url,
			};
		}
		this.setupTokens.set( token.id, token );
		return { status: 201, body: this.setupTokenView( token ) };
	}

	approveSetupToken( token: SetupToken, body: Json ): void {
		if ( typeof body.card_number === 'string' ) {
			token.payment_source = {
				card: cardSource(
					body.card_number,
					body.expiry ?? '2030-12',
					body.name
				),
			};
		}
		if ( token.payment_source.paypal ) {
			token.payment_source.paypal = {
				...token.payment_source.paypal,
				email_address: 'kaeufer@example.com',
				payer_id: PAYER_ID,
				name: { given_name: 'Erika', surname: 'Mustermann' },
			};
		}
		token.status = 'APPROVED';
	}

	setupTokenView( token: SetupToken ): Json {
		const links = [
			this.link( `/v3/vault/setup-tokens/${ token.id }`, 'self' ),
			this.link( '/v3/vault/payment-tokens', 'confirm', 'POST' ),
		];
		if ( token.status === 'PAYER_ACTION_REQUIRED' ) {
			links.push(
				this.link(
					`/agreements/approve?approval_session_id=${
						token.id
					}${ backLinks( token ) }`,
					'approve'
				)
			);
		}
		return {
			id: token.id,
			customer: { id: token.customerId },
			status: token.status,
			payment_source: sourceView( token.payment_source ),
			links,
		};
	}

	private createPaymentToken( body: Json ): Reply {
		const ref = body.payment_source?.token;
		if ( ! isObject( ref ) || typeof ref.id !== 'string' ) {
			return fail(
				issueError( 'MISSING_REQUIRED_PARAMETER', {
					field: '/payment_source/token/id',
					location: 'body',
				} )
			);
		}
		if ( ref.type !== 'SETUP_TOKEN' ) {
			return fail(
				issueError( 'INVALID_PARAMETER_VALUE', {
					field: '/payment_source/token/type',
					value: String( ref.type ),
					location: 'body',
				} )
			);
		}
		const setup = this.setupTokens.get( ref.id );
		if ( ! setup ) {
			return notFound( '/payment_source/token/id', ref.id );
		}
		if ( setup.status !== 'APPROVED' && setup.status !== 'VAULTED' ) {
			return fail( issueError( 'SETUP_TOKEN_NOT_APPROVED' ) );
		}
		const existing = setup.paymentTokenId
			? this.paymentTokens.get( setup.paymentTokenId )
			: undefined;
		if ( existing ) {
			return { status: 200, body: this.paymentTokenView( existing ) };
		}
		const token: PaymentToken = {
			id: newId( 7 ),
			customerId: setup.customerId,
			payment_source: structuredClone( setup.payment_source ),
			create_time: now(),
		};
		this.paymentTokens.set( token.id, token );
		setup.paymentTokenId = token.id;
		setup.status = 'VAULTED';
		return { status: 201, body: this.paymentTokenView( token ) };
	}

	private paymentTokenView( token: PaymentToken ): Json {
		return {
			id: token.id,
			customer: { id: token.customerId },
			payment_source: sourceView( token.payment_source ),
			links: [
				this.link( `/v3/vault/payment-tokens/${ token.id }`, 'self' ),
				this.link(
					`/v3/vault/payment-tokens/${ token.id }`,
					'delete',
					'DELETE'
				),
			],
		};
	}

	private listPaymentTokens( url: URL ): Reply {
		const customerId = url.searchParams.get( 'customer_id' );
		if ( ! customerId ) {
			return fail(
				issueError( 'MISSING_REQUIRED_PARAMETER', {
					field: 'customer_id',
					location: 'query',
				} )
			);
		}
		const pageSize = Number( url.searchParams.get( 'page_size' ) ?? 5 );
		const page = Number( url.searchParams.get( 'page' ) ?? 1 );
		if (
			! Number.isInteger( pageSize ) ||
			pageSize < 1 ||
			pageSize > 20 ||
			! Number.isInteger( page ) ||
			page < 1
		) {
			return fail(
				issueError( 'INVALID_PARAMETER_VALUE', {
					field: pageSize < 1 || pageSize > 20 ? 'page_size' : 'page',
					location: 'query',
				} )
			);
		}
		const all = [ ...this.paymentTokens.values() ].filter(
			( t ) => t.customerId === customerId
		);
		return {
			status: 200,
			body: {
				customer: { id: customerId },
				payment_tokens: all
					.slice( ( page - 1 ) * pageSize, page * pageSize )
					.map( ( t ) => this.paymentTokenView( t ) ),
				// Both are at least 1 where documented: a customer with no
				// saved method gets neither.
				...( all.length
					? {
							total_items: all.length,
							total_pages: Math.ceil( all.length / pageSize ),
					  }
					: {} ),
				links: [
					this.link(
						`/v3/vault/payment-tokens?customer_id=${ encodeURIComponent(
							customerId
						) }&page=${ page }&page_size=${ pageSize }`,
						'self'
					),
				],
			},
		};
	}
}

/**
 * Where the approval page sends a payer who opened it as a page of its own
 * (a redirect flow, no pop-up): the setup token's return and cancel URLs,
 * carried in the link's query (the link is opaque to the shop). The page
 * returns to `return_url?approval_token_id=…&approval_session_id=…`, as
 * the provider documents for vaulting without purchase.
 * @param token
 */
function backLinks( token: SetupToken ): string {
	const back = token.experience ?? {};
	return (
		( back.return_url
			? `&return_url=${ encodeURIComponent( back.return_url ) }`
			: '' ) +
		( back.cancel_url
			? `&cancel_url=${ encodeURIComponent( back.cancel_url ) }`
			: '' )
	);
}
