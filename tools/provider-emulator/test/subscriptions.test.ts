/* @jest-environment node */
/**
 * Contract tests of the emulator's minimal Subscriptions v1: plans and
 * subscriptions, APPROVAL_PENDING → ACTIVE on the payer's approval,
 * suspend/activate/cancel, with the provider's validation and errors.
 */
/**
 * Internal dependencies
 */
import { PAYER_ID } from '../src/ids';
import {
	issueOf,
	emulatorHarness,
	monthlyPlan,
	type Json,
} from './harness/emulator';

const { call } = emulatorHarness();

const rels = ( body: Json ) => body.links.map( ( l: Json ) => l.rel );

describe( 'Billing plans', () => {
	it( 'creates an active plan and shows it', async () => {
		const created = await call(
			'POST',
			'/v1/billing/plans',
			monthlyPlan()
		);
		expect( created.status ).toBe( 201 );
		expect( created.body ).toMatchObject( {
			id: expect.stringMatching( /^P-/ ),
			product_id: 'PROD-KAFFEE',
			status: 'ACTIVE',
		} );
		// Not in the provider's plan document.
		expect( created.body ).not.toHaveProperty( 'usage_type' );
		const shown = await call(
			'GET',
			`/v1/billing/plans/${ created.body.id }`
		);
		expect( shown.body.billing_cycles[ 0 ].pricing_scheme ).toEqual( {
			fixed_price: { currency_code: 'EUR', value: '9.90' },
		} );
		const unknown = await call( 'GET', '/v1/billing/plans/P-NOPE' );
		expect( unknown.status ).toBe( 404 );
		expect( issueOf( unknown.body ) ).toBe( 'INVALID_RESOURCE_ID' );
	} );

	it.each( [
		[
			{ product_id: undefined },
			'MISSING_REQUIRED_PARAMETER',
			'/product_id',
		],
		[
			{ billing_cycles: [] },
			'MISSING_REQUIRED_PARAMETER',
			'/billing_cycles',
		],
		[
			{
				billing_cycles: [
					{
						frequency: { interval_unit: 'FORTNIGHT' },
						tenure_type: 'REGULAR',
						sequence: 1,
					},
				],
			},
			'INVALID_PARAMETER_VALUE',
			'/billing_cycles/0/frequency/interval_unit',
		],
		[
			{
				billing_cycles: [
					{
						frequency: {
							interval_unit: 'MONTH',
							interval_count: 13,
						},
						tenure_type: 'REGULAR',
						sequence: 1,
					},
				],
			},
			'INVALID_PARAMETER_VALUE',
			'/billing_cycles/0/frequency/interval_count',
		],
		[
			{ payment_preferences: undefined },
			'MISSING_REQUIRED_PARAMETER',
			'/payment_preferences',
		],
	] )( 'validates a plan: %j → %s at %s', async ( changes, issue, field ) => {
		const answer = await call(
			'POST',
			'/v1/billing/plans',
			monthlyPlan( changes )
		);
		expect( answer.status ).toBe( 400 );
		expect( answer.body.name ).toBe( 'INVALID_REQUEST' );
		expect( answer.body.details[ 0 ] ).toMatchObject( { issue, field } );
	} );
} );

describe( 'Subscriptions', () => {
	it( 'goes APPROVAL_PENDING → ACTIVE on approval, then suspend, activate, cancel', async () => {
		const { body: made } = await call(
			'POST',
			'/v1/billing/plans',
			monthlyPlan()
		);
		const created = await call( 'POST', '/v1/billing/subscriptions', {
			plan_id: made.id,
			custom_id: 'order-77',
			application_context: {
				return_url: 'http://127.0.0.1/ok',
				cancel_url: 'http://127.0.0.1/no',
			},
		} );
		expect( created.status ).toBe( 201 );
		expect( created.body ).toMatchObject( {
			id: expect.stringMatching( /^I-/ ),
			plan_id: made.id,
			status: 'APPROVAL_PENDING',
			custom_id: 'order-77',
		} );
		expect( rels( created.body ) ).toEqual( [ 'approve', 'self', 'edit' ] );
		const id = created.body.id;
		const early = await call(
			'POST',
			`/v1/billing/subscriptions/${ id }/cancel`,
			{ reason: 'zu früh' }
		);
		expect( early.status ).toBe( 422 );
		expect( issueOf( early.body ) ).toBe( 'SUBSCRIPTION_STATUS_INVALID' );

		await call( 'POST', `/__emulator/subscriptions/${ id }/approve` );
		const active = await call( 'GET', `/v1/billing/subscriptions/${ id }` );
		expect( active.body.status ).toBe( 'ACTIVE' );
		expect( active.body.subscriber.payer_id ).toBe( PAYER_ID );
		expect( active.body.billing_info.cycle_executions ).toHaveLength( 1 );

		const noReason = await call(
			'POST',
			`/v1/billing/subscriptions/${ id }/suspend`,
			{}
		);
		expect( noReason.status ).toBe( 400 );
		expect( noReason.body.details[ 0 ].field ).toBe( '/reason' );
		for ( const [ action, status ] of [
			[ 'suspend', 'SUSPENDED' ],
			[ 'activate', 'ACTIVE' ],
			[ 'cancel', 'CANCELLED' ],
		] ) {
			const done = await call(
				'POST',
				`/v1/billing/subscriptions/${ id }/${ action }`,
				{ reason: 'Test' }
			);
			expect( done.status ).toBe( 204 );
			expect(
				( await call( 'GET', `/v1/billing/subscriptions/${ id }` ) )
					.body.status
			).toBe( status );
		}
		const again = await call(
			'POST',
			`/v1/billing/subscriptions/${ id }/activate`,
			{}
		);
		expect( issueOf( again.body ) ).toBe( 'SUBSCRIPTION_STATUS_INVALID' );
	} );

	it( 'refuses an unknown or inactive plan and a missing plan id', async () => {
		const missing = await call( 'POST', '/v1/billing/subscriptions', {} );
		expect( missing.status ).toBe( 400 );
		expect( missing.body.details[ 0 ].field ).toBe( '/plan_id' );
		const unknown = await call( 'POST', '/v1/billing/subscriptions', {
			plan_id: 'P-NOPE',
		} );
		expect( unknown.status ).toBe( 404 );
		const { body: inactive } = await call(
			'POST',
			'/v1/billing/plans',
			monthlyPlan( { status: 'INACTIVE' } )
		);
		const refused = await call( 'POST', '/v1/billing/subscriptions', {
			plan_id: inactive.id,
		} );
		expect( refused.status ).toBe( 422 );
		expect( issueOf( refused.body ) ).toBe( 'PLAN_STATUS_INVALID' );
	} );
} );
