/**
 * Payments v2: captures (get, refund), authorizations (get, capture, void)
 * and refunds (get), for the payments that orders create. Amounts are
 * checked as the provider does: same currency, never more than what is
 * left (captures of an authorization: up to 115 % of it), and nothing
 * after a full refund, a final capture or a void.
 */
/**
 * Internal dependencies
 */
import {
	fail,
	found,
	invalid,
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
import { fromMinor, toMinor } from './money';

/** The provider's default overage limit for captures of an authorization. */
const CAPTURE_LIMIT = 1.15;

interface Money {
	currency_code: string;
	value: string;
}

interface Capture {
	/** The object shown in the order's purchase unit (kept in step). */
	view: Json;
	/** The purchase unit's `payments` (refunds are listed there too). */
	payments: Json;
	orderId: string;
	authorizationId?: string;
	refunded: number;
}

interface Authorization {
	view: Json;
	payments: Json;
	orderId: string;
	captured: number;
}

interface Refund {
	view: Json;
	captureId: string;
}

/** A stored capture, authorization or refund. */
interface Stored {
	view: Json;
}

/**
 * What the provider shows of a stored capture, authorization or refund.
 *
 * @param stored The stored record and its view.
 */
const shown = ( stored: Stored ): Json => stored.view;

/**
 * What Payments v2 remembers, and its routes.
 */
export class Payments extends RouteGroup {
	private captures = new Map< string, Capture >();
	private authorizations = new Map< string, Authorization >();
	private refunds = new Map< string, Refund >();

	clear(): void {
		this.captures.clear();
		this.authorizations.clear();
		this.refunds.clear();
	}

	/**
	 * A new completed capture in a purchase unit's payments.
	 *
	 * @param orderId  Order.
	 * @param payments The purchase unit's `payments` object.
	 * @param common   id, amount, custom/invoice ids, times, protection.
	 * @param final    Whether it is the final capture.
	 * @param parent   Authorization it captures, if any.
	 */
	capture(
		orderId: string,
		payments: Json,
		common: Json,
		final = true,
		parent?: string
	): Json {
		const view: Json = {
			...common,
			status: 'COMPLETED',
			final_capture: final,
		};
		this.captures.set( view.id, {
			view,
			payments,
			orderId,
			authorizationId: parent,
			refunded: 0,
		} );
		( payments.captures ??= [] ).push( view );
		this.captureLinks( view.id );
		return view;
	}

	/**
	 * Test control: a capture's status changes as the provider's review
	 * decides (COMPLETED → PENDING while under review, PENDING → DECLINED
	 * when denied or → COMPLETED when released); the order shows it, as
	 * its captures are the same objects.
	 *
	 * @param id     Capture id.
	 * @param status PENDING, DECLINED or COMPLETED.
	 */
	setCaptureStatus( id: string, status: unknown ): Reply {
		const capture = this.captures.get( id );
		if ( ! capture ) {
			return { status: 404, body: { error: 'no such capture' } };
		}
		if (
			typeof status !== 'string' ||
			! [ 'PENDING', 'DECLINED', 'COMPLETED' ].includes( status )
		) {
			return {
				status: 400,
				body: {
					error: 'status must be PENDING, DECLINED or COMPLETED',
				},
			};
		}
		capture.view.status = status;
		capture.view.update_time = now();
		if ( status === 'PENDING' ) {
			capture.view.status_details = { reason: 'PENDING_REVIEW' };
		} else {
			delete capture.view.status_details;
		}
		return { status: 200, body: capture.view };
	}

	/**
	 * A new authorization in a purchase unit's payments.
	 *
	 * @param orderId  Order.
	 * @param payments The purchase unit's `payments` object.
	 * @param common   id, amount, custom/invoice ids, times, protection.
	 */
	authorize( orderId: string, payments: Json, common: Json ): Json {
		const view: Json = {
			...common,
			status: 'CREATED',
			expiration_time: now( Date.now() + 29 * 86400 * 1000 ),
		};
		this.authorizations.set( view.id, {
			view,
			payments,
			orderId,
			captured: 0,
		} );
		( payments.authorizations ??= [] ).push( view );
		this.authorizationLinks( view.id );
		return view;
	}

	/**
	 * Answers `/v2/payments/…`, or null for another path.
	 *
	 * @param method HTTP method.
	 * @param kind   captures, authorizations or refunds.
	 * @param id     Resource id.
	 * @param action refund, capture, void or undefined.
	 * @param body   Parsed JSON body.
	 * @param prefer The Prefer header.
	 */
	route(
		method: string,
		kind: string,
		id: string,
		action: string | undefined,
		body: Json,
		prefer: string
	): Reply | null {
		switch ( routeKey( method, kind, id, action ) ) {
			case 'GET captures/:id':
				return found(
					this.captures.get( id ),
					'capture_id',
					id,
					shown
				);
			case 'POST captures/:id/refund':
				return this.refund( id, body, this.full( prefer ) );
			case 'GET refunds/:id':
				return found( this.refunds.get( id ), 'refund_id', id, shown );
			case 'GET authorizations/:id':
				return found(
					this.authorizations.get( id ),
					'authorization_id',
					id,
					shown
				);
			case 'POST authorizations/:id/capture':
				return this.captureAuthorization(
					id,
					body,
					this.full( prefer )
				);
			case 'POST authorizations/:id/void':
				return this.void( id, this.full( prefer ) );
		}
		return null;
	}

	private refund( id: string, body: Json, full: boolean ): Reply {
		const capture = this.captures.get( id );
		if ( ! capture ) {
			return notFound( 'capture_id', id );
		}
		const total: Money = capture.view.amount;
		const currency = total.currency_code;
		const capturedMinor = toMinor( total.value, currency ) ?? 0;
		const left = capturedMinor - capture.refunded;
		const asked = this.amount( body, '/amount' );
		if ( 'status' in asked ) {
			return asked;
		}
		if ( asked.money && asked.money.currency_code !== currency ) {
			return fail(
				issueError( 'REFUND_CAPTURE_CURRENCY_MISMATCH', {
					field: '/amount/currency_code',
					value: asked.money.currency_code,
					location: 'body',
				} )
			);
		}
		if ( left <= 0 ) {
			return fail( issueError( 'CAPTURE_FULLY_REFUNDED' ) );
		}
		const minor = asked.minor ?? left;
		if ( minor > left ) {
			return fail(
				issueError( 'REFUND_AMOUNT_EXCEEDED', {
					field: '/amount/value',
					value: asked.money?.value,
					location: 'body',
				} )
			);
		}
		capture.refunded += minor;
		capture.view.status =
			capture.refunded >= capturedMinor
				? 'REFUNDED'
				: 'PARTIALLY_REFUNDED';
		capture.view.update_time = now();
		const refundId = newId();
		const view: Json = {
			id: refundId,
			amount: {
				currency_code: currency,
				value: fromMinor( minor, currency ),
			},
			...this.optional( body, [ 'invoice_id', 'custom_id' ] ),
			...( typeof body.note_to_payer === 'string'
				? { note_to_payer: body.note_to_payer }
				: {} ),
			seller_payable_breakdown: {
				gross_amount: {
					currency_code: currency,
					value: fromMinor( minor, currency ),
				},
				total_refunded_amount: {
					currency_code: currency,
					value: fromMinor( capture.refunded, currency ),
				},
			},
			status: 'COMPLETED',
			create_time: now(),
			update_time: now(),
			links: [
				this.link( `/v2/payments/refunds/${ refundId }`, 'self' ),
				this.link( `/v2/payments/captures/${ id }`, 'up' ),
			],
		};
		this.refunds.set( refundId, { view, captureId: id } );
		( capture.payments.refunds ??= [] ).push( view );
		this.captureLinks( id );
		return { status: 201, body: full ? view : this.minimal( view ) };
	}

	private captureAuthorization(
		id: string,
		body: Json,
		full: boolean
	): Reply {
		const authorization = this.authorizations.get( id );
		if ( ! authorization ) {
			return notFound( 'authorization_id', id );
		}
		const view = authorization.view;
		if ( view.status === 'VOIDED' ) {
			return fail( issueError( 'AUTHORIZATION_VOIDED' ) );
		}
		if ( view.status === 'CAPTURED' ) {
			return fail( issueError( 'AUTHORIZATION_ALREADY_CAPTURED' ) );
		}
		if (
			body.final_capture !== undefined &&
			typeof body.final_capture !== 'boolean'
		) {
			return invalid(
				'INVALID_PARAMETER_VALUE',
				'/final_capture',
				String( body.final_capture )
			);
		}
		const currency = view.amount.currency_code;
		const authorized = toMinor( view.amount.value, currency ) ?? 0;
		const asked = this.amount( body, '/amount' );
		if ( 'status' in asked ) {
			return asked;
		}
		if ( asked.money && asked.money.currency_code !== currency ) {
			return fail(
				issueError( 'AUTH_CAPTURE_CURRENCY_MISMATCH', {
					field: '/amount/currency_code',
					value: asked.money.currency_code,
					location: 'body',
				} )
			);
		}
		const minor =
			asked.minor ?? Math.max( 0, authorized - authorization.captured );
		if (
			authorization.captured + minor >
			Math.round( authorized * CAPTURE_LIMIT )
		) {
			return fail(
				issueError( 'MAX_CAPTURE_AMOUNT_EXCEEDED', {
					field: '/amount/value',
					location: 'body',
				} )
			);
		}
		const final = body.final_capture !== false;
		authorization.captured += minor;
		view.status =
			final || authorization.captured >= authorized
				? 'CAPTURED'
				: 'PARTIALLY_CAPTURED';
		view.update_time = now();
		const capture = this.capture(
			authorization.orderId,
			authorization.payments,
			{
				id: newId(),
				amount: {
					currency_code: currency,
					value: fromMinor( minor, currency ),
				},
				...this.optional( view, [ 'custom_id', 'invoice_id' ] ),
				...this.optional( body, [ 'invoice_id' ] ),
				seller_protection: view.seller_protection,
				create_time: now(),
				update_time: now(),
			},
			final,
			id
		);
		this.authorizationLinks( id );
		return { status: 201, body: full ? capture : this.minimal( capture ) };
	}

	private void( id: string, full: boolean ): Reply {
		const authorization = this.authorizations.get( id );
		if ( ! authorization ) {
			return notFound( 'authorization_id', id );
		}
		const view = authorization.view;
		if ( view.status === 'VOIDED' ) {
			return fail( issueError( 'PREVIOUSLY_VOIDED' ) );
		}
		if ( view.status === 'CAPTURED' ) {
			return fail( issueError( 'PREVIOUSLY_CAPTURED' ) );
		}
		view.status = 'VOIDED';
		view.update_time = now();
		this.authorizationLinks( id );
		// The provider answers 204 unless the caller prefers the resource.
		return full ? { status: 200, body: view } : { status: 204 };
	}

	/**
	 * The optional amount of a refund or capture: its minor units, an
	 * error reply, or nothing when absent (the whole remaining amount).
	 *
	 * @param body  Request body.
	 * @param field JSON pointer of the amount.
	 */
	private amount(
		body: Json,
		field: string
	): Reply | { money?: Money; minor?: number } {
		if ( body.amount === undefined ) {
			return {};
		}
		const money = body.amount;
		if ( ! isObject( money ) ) {
			return invalid( 'INVALID_PARAMETER_VALUE', field );
		}
		for ( const key of [ 'currency_code', 'value' ] ) {
			if ( typeof money[ key ] !== 'string' || money[ key ] === '' ) {
				return invalid(
					'MISSING_REQUIRED_PARAMETER',
					`${ field }/${ key }`
				);
			}
		}
		if ( ! /^[A-Z]{3}$/.test( money.currency_code ) ) {
			return invalid(
				'INVALID_PARAMETER_SYNTAX',
				`${ field }/currency_code`,
				money.currency_code
			);
		}
		const minor = toMinor( money.value, money.currency_code );
		if ( minor === null ) {
			return invalid(
				'INVALID_PARAMETER_SYNTAX',
				`${ field }/value`,
				money.value
			);
		}
		if ( minor <= 0 ) {
			return fail(
				issueError( 'CANNOT_BE_ZERO_OR_NEGATIVE', {
					field: `${ field }/value`,
					value: money.value,
					location: 'body',
				} )
			);
		}
		return { money: money as Money, minor };
	}

	private optional( source: Json, keys: string[] ): Json {
		return Object.fromEntries(
			keys
				.filter( ( key ) => typeof source[ key ] === 'string' )
				.map( ( key ) => [ key, source[ key ] ] )
		);
	}

	/**
	 * Whether the caller prefers the whole resource (Prefer header).
	 *
	 * @param prefer The Prefer header.
	 */
	private full( prefer: string ): boolean {
		return prefer.includes( 'return=representation' );
	}

	private minimal( view: Json ): Json {
		return { id: view.id, status: view.status, links: view.links };
	}

	private captureLinks( id: string ): void {
		const capture = this.captures.get( id );
		if ( ! capture ) {
			return;
		}
		const self = `/v2/payments/captures/${ id }`;
		capture.view.links = [
			this.link( self, 'self' ),
			...( capture.view.status === 'REFUNDED'
				? []
				: [ this.link( `${ self }/refund`, 'refund', 'POST' ) ] ),
			capture.authorizationId
				? this.link(
						`/v2/payments/authorizations/${ capture.authorizationId }`,
						'up'
				  )
				: this.link( `/v2/checkout/orders/${ capture.orderId }`, 'up' ),
		];
	}

	private authorizationLinks( id: string ): void {
		const authorization = this.authorizations.get( id );
		if ( ! authorization ) {
			return;
		}
		const self = `/v2/payments/authorizations/${ id }`;
		const open = [ 'CREATED', 'PARTIALLY_CAPTURED' ].includes(
			authorization.view.status
		);
		authorization.view.links = [
			this.link( self, 'self' ),
			...( open
				? [
						this.link( `${ self }/capture`, 'capture', 'POST' ),
						this.link( `${ self }/void`, 'void', 'POST' ),
				  ]
				: [] ),
			this.link( `/v2/checkout/orders/${ authorization.orderId }`, 'up' ),
		];
	}
}
