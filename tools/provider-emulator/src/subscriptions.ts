/**
 * A minimal Subscriptions v1: billing plans (create, get) and subscriptions
 * (create, get, activate, suspend, cancel). A subscription starts
 * APPROVAL_PENDING with an approve link; the payer's approval in the
 * pop-up makes it ACTIVE. No billing runs: the shop's own schedule charges
 * renewals with vaulted tokens.
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
import { PAYER_ID } from './ids';
import { CURRENCIES, toMinor } from './money';

const UNITS = [ 'DAY', 'WEEK', 'MONTH', 'YEAR' ];
const PLAN_STATUSES = [ 'CREATED', 'INACTIVE', 'ACTIVE' ];

/** The provider's limits on interval_count per unit. */
const MAX_INTERVAL: Record< string, number > = {
	DAY: 365,
	WEEK: 52,
	MONTH: 12,
	YEAR: 1,
};

/**
 * Plans and subscriptions, and their routes.
 */
export class Subscriptions extends RouteGroup {
	private plans = new Map< string, Json >();
	private subscriptions = new Map< string, Json >();

	clear(): void {
		this.plans.clear();
		this.subscriptions.clear();
	}

	/**
	 * Answers `/v1/billing/…`, or null for another path.
	 *
	 * @param method HTTP method.
	 * @param kind   plans or subscriptions.
	 * @param id     Resource id, if any.
	 * @param action activate, suspend, cancel or undefined.
	 * @param body   Parsed JSON body.
	 */
	route(
		method: string,
		kind: string,
		id: string | undefined,
		action: string | undefined,
		body: Json
	): Reply | null {
		switch ( routeKey( method, kind, id, action ) ) {
			case 'POST plans':
				return this.createPlan( body );
			case 'GET plans/:id':
				return found(
					this.plans.get( id as string ),
					'plan_id',
					id as string
				);
			case 'POST subscriptions':
				return this.create( body );
			case 'GET subscriptions/:id':
				return found(
					this.subscriptions.get( id as string ),
					'subscription_id',
					id as string
				);
			case 'POST subscriptions/:id/activate':
				return this.transition( id as string, 'activate', body );
			case 'POST subscriptions/:id/suspend':
				return this.transition( id as string, 'suspend', body );
			case 'POST subscriptions/:id/cancel':
				return this.transition( id as string, 'cancel', body );
		}
		return null;
	}

	/**
	 * The payer approved in the pop-up: APPROVAL_PENDING → ACTIVE.
	 *
	 * @param id Subscription id.
	 * @return The subscription, or null when it cannot be approved.
	 */
	approve( id: string ): Json | null {
		const subscription = this.subscriptions.get( id );
		if ( ! subscription || subscription.status !== 'APPROVAL_PENDING' ) {
			return null;
		}
		const plan = this.plans.get( subscription.plan_id ) ?? {};
		subscription.subscriber = {
			name: { given_name: 'Erika', surname: 'Mustermann' },
			email_address: 'kaeufer@example.com',
			payer_id: PAYER_ID,
			...subscription.subscriber,
		};
		subscription.billing_info = {
			outstanding_balance: {
				currency_code:
					plan.billing_cycles?.[ 0 ]?.pricing_scheme?.fixed_price
						?.currency_code ?? 'EUR',
				value: '0.00',
			},
			cycle_executions: ( plan.billing_cycles ?? [] ).map(
				( cycle: Json ) => ( {
					tenure_type: cycle.tenure_type,
					sequence: cycle.sequence,
					cycles_completed: 0,
					cycles_remaining: cycle.total_cycles,
					total_cycles: cycle.total_cycles,
				} )
			),
			next_billing_time: subscription.start_time,
			failed_payments_count: 0,
		};
		this.setStatus( subscription, 'ACTIVE' );
		return subscription;
	}

	/**
	 * Test control: a billing cycle's payment failed, as the provider
	 * records it in `billing_info` (failed_payments_count,
	 * last_failed_payment {amount, time, reason_code}); the subscription
	 * stays ACTIVE until the plan's failure threshold, which the emulator
	 * leaves to the tests (suspend through the API).
	 *
	 * @param id Subscription id.
	 */
	failPayment( id: string ): Reply {
		const subscription = this.subscriptions.get( id );
		if ( ! subscription || subscription.status !== 'ACTIVE' ) {
			return {
				status: 409,
				body: { error: 'no active subscription with that id' },
			};
		}
		const info = ( subscription.billing_info ??= {} );
		const plan = this.plans.get( subscription.plan_id ) ?? {};
		const price = plan.billing_cycles?.find(
			( cycle: Json ) => cycle.tenure_type === 'REGULAR'
		)?.pricing_scheme?.fixed_price ?? {
			currency_code: 'EUR',
			value: '0.00',
		};
		info.failed_payments_count = ( info.failed_payments_count ?? 0 ) + 1;
		info.last_failed_payment = {
			amount: price,
			time: now(),
			reason_code: 'PAYMENT_DENIED',
		};
		info.outstanding_balance = price;
		subscription.update_time = now();
		return { status: 200, body: subscription };
	}

	private createPlan( body: Json ): Reply {
		for ( const field of [ 'product_id', 'name' ] ) {
			if ( typeof body[ field ] !== 'string' || body[ field ] === '' ) {
				return invalid( 'MISSING_REQUIRED_PARAMETER', `/${ field }` );
			}
		}
		if ( body.name.length > 127 ) {
			return invalid( 'INVALID_STRING_LENGTH', '/name' );
		}
		const status = body.status ?? 'ACTIVE';
		if ( ! PLAN_STATUSES.includes( status ) ) {
			return invalid( 'INVALID_PARAMETER_VALUE', '/status', status );
		}
		if ( ! isObject( body.payment_preferences ) ) {
			return invalid(
				'MISSING_REQUIRED_PARAMETER',
				'/payment_preferences'
			);
		}
		const cycles = body.billing_cycles;
		if ( ! Array.isArray( cycles ) || cycles.length === 0 ) {
			return invalid( 'MISSING_REQUIRED_PARAMETER', '/billing_cycles' );
		}
		if ( cycles.length > 12 ) {
			return invalid( 'INVALID_ARRAY_MAX_ITEMS', '/billing_cycles' );
		}
		for ( const [ i, cycle ] of cycles.entries() ) {
			const problem = this.checkCycle( cycle, `/billing_cycles/${ i }` );
			if ( problem ) {
				return problem;
			}
		}
		const id = 'P-' + newId( 24 );
		const plan: Json = {
			id,
			product_id: body.product_id,
			name: body.name,
			status,
			...( typeof body.description === 'string'
				? { description: body.description }
				: {} ),
			billing_cycles: structuredClone( cycles ),
			payment_preferences: {
				auto_bill_outstanding: true,
				setup_fee_failure_action: 'CANCEL',
				payment_failure_threshold: 0,
				...structuredClone( body.payment_preferences ),
			},
			quantity_supported: body.quantity_supported === true,
			create_time: now(),
			update_time: now(),
			links: [
				this.link( `/v1/billing/plans/${ id }`, 'self' ),
				this.link( `/v1/billing/plans/${ id }`, 'edit', 'PATCH' ),
			],
		};
		this.plans.set( id, plan );
		return { status: 201, body: plan };
	}

	private checkCycle( cycle: unknown, at: string ): Reply | null {
		if ( ! isObject( cycle ) ) {
			return invalid( 'INVALID_PARAMETER_VALUE', at );
		}
		const frequency = cycle.frequency;
		if ( ! isObject( frequency ) ) {
			return invalid( 'MISSING_REQUIRED_PARAMETER', `${ at }/frequency` );
		}
		if ( ! UNITS.includes( frequency.interval_unit ) ) {
			return invalid(
				frequency.interval_unit === undefined
					? 'MISSING_REQUIRED_PARAMETER'
					: 'INVALID_PARAMETER_VALUE',
				`${ at }/frequency/interval_unit`
			);
		}
		const count = frequency.interval_count ?? 1;
		if (
			! Number.isInteger( count ) ||
			count < 1 ||
			count > MAX_INTERVAL[ frequency.interval_unit ]
		) {
			return invalid(
				'INVALID_PARAMETER_VALUE',
				`${ at }/frequency/interval_count`,
				String( count )
			);
		}
		if ( ! [ 'REGULAR', 'TRIAL' ].includes( cycle.tenure_type ) ) {
			return invalid(
				cycle.tenure_type === undefined
					? 'MISSING_REQUIRED_PARAMETER'
					: 'INVALID_PARAMETER_VALUE',
				`${ at }/tenure_type`
			);
		}
		if (
			! Number.isInteger( cycle.sequence ) ||
			cycle.sequence < 1 ||
			cycle.sequence > 99
		) {
			return invalid(
				cycle.sequence === undefined
					? 'MISSING_REQUIRED_PARAMETER'
					: 'INVALID_PARAMETER_VALUE',
				`${ at }/sequence`
			);
		}
		const price = cycle.pricing_scheme?.fixed_price;
		if ( cycle.tenure_type === 'REGULAR' && ! isObject( price ) ) {
			return invalid(
				'MISSING_REQUIRED_PARAMETER',
				`${ at }/pricing_scheme/fixed_price`
			);
		}
		if (
			isObject( price ) &&
			( ! CURRENCIES.has( price.currency_code ) ||
				toMinor( price.value, price.currency_code ) === null )
		) {
			return invalid(
				'INVALID_PARAMETER_VALUE',
				`${ at }/pricing_scheme/fixed_price`
			);
		}
		return null;
	}

	private create( body: Json ): Reply {
		if ( typeof body.plan_id !== 'string' || body.plan_id === '' ) {
			return invalid( 'MISSING_REQUIRED_PARAMETER', '/plan_id' );
		}
		const plan = this.plans.get( body.plan_id );
		if ( ! plan ) {
			return fail(
				issueError( 'INVALID_RESOURCE_ID', {
					field: '/plan_id',
					value: body.plan_id,
					location: 'body',
					description: 'Requested resource ID was not found.',
				} )
			);
		}
		if ( plan.status !== 'ACTIVE' ) {
			return fail(
				issueError( 'PLAN_STATUS_INVALID', {
					field: '/plan_id',
					value: body.plan_id,
					location: 'body',
				} )
			);
		}
		const quantity = body.quantity ?? '1';
		if ( typeof quantity !== 'string' || ! /^\d{1,32}$/.test( quantity ) ) {
			return invalid( 'INVALID_PARAMETER_SYNTAX', '/quantity' );
		}
		const context = isObject( body.application_context )
			? body.application_context
			: {};
		for ( const field of [ 'return_url', 'cancel_url' ] ) {
			if (
				context[ field ] !== undefined &&
				! /^https?:\/\/\S+$/.test( String( context[ field ] ) )
			) {
				return invalid(
					'INVALID_PARAMETER_SYNTAX',
					`/application_context/${ field }`
				);
			}
		}
		const id = 'I-' + newId( 12 );
		const subscription: Json = {
			id,
			plan_id: plan.id,
			status: 'APPROVAL_PENDING',
			status_update_time: now(),
			start_time:
				typeof body.start_time === 'string' ? body.start_time : now(),
			quantity,
			...( typeof body.custom_id === 'string'
				? { custom_id: body.custom_id }
				: {} ),
			...( isObject( body.subscriber )
				? { subscriber: structuredClone( body.subscriber ) }
				: {} ),
			plan_overridden: false,
			create_time: now(),
			links: [],
		};
		this.subscriptions.set( id, subscription );
		this.links( subscription );
		return { status: 201, body: subscription };
	}

	private transition(
		id: string,
		action: 'activate' | 'suspend' | 'cancel',
		body: Json
	): Reply {
		const subscription = this.subscriptions.get( id );
		if ( ! subscription ) {
			return notFound( 'subscription_id', id );
		}
		if (
			action !== 'activate' &&
			( typeof body.reason !== 'string' || body.reason === '' )
		) {
			return invalid( 'MISSING_REQUIRED_PARAMETER', '/reason' );
		}
		const from: Record< string, string[] > = {
			activate: [ 'SUSPENDED' ],
			suspend: [ 'ACTIVE' ],
			cancel: [ 'ACTIVE', 'SUSPENDED' ],
		};
		if ( ! from[ action ].includes( subscription.status ) ) {
			return fail(
				issueError( 'SUBSCRIPTION_STATUS_INVALID', {
					description: `Invalid subscription status for ${ action } action; subscription status should be ${ from[
						action
					]
						.map( ( s ) => s.toLowerCase() )
						.join( ' or ' ) }.`,
				} )
			);
		}
		this.setStatus(
			subscription,
			{
				activate: 'ACTIVE',
				suspend: 'SUSPENDED',
				cancel: 'CANCELLED',
			}[ action ]
		);
		if ( typeof body.reason === 'string' ) {
			subscription.status_change_note = body.reason;
		}
		return { status: 204 };
	}

	private setStatus( subscription: Json, status: string ): void {
		subscription.status = status;
		subscription.status_update_time = now();
		subscription.update_time = now();
		this.links( subscription );
	}

	private links( subscription: Json ): void {
		const self = `/v1/billing/subscriptions/${ subscription.id }`;
		const links = [ this.link( self, 'self' ) ];
		if ( subscription.status === 'APPROVAL_PENDING' ) {
			links.unshift(
				this.link(
					`/checkoutnow?subscription=${ subscription.id }`,
					'approve'
				)
			);
			links.push( this.link( self, 'edit', 'PATCH' ) );
		}
		if ( subscription.status === 'ACTIVE' ) {
			links.push(
				this.link( `${ self }/cancel`, 'cancel', 'POST' ),
				this.link( `${ self }/suspend`, 'suspend', 'POST' )
			);
		}
		if ( subscription.status === 'SUSPENDED' ) {
			links.push(
				this.link( `${ self }/cancel`, 'cancel', 'POST' ),
				this.link( `${ self }/activate`, 'activate', 'POST' )
			);
		}
		subscription.links = links;
	}
}
