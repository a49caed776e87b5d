/**
 * §2.7 skip conditions, §2.5 change-payment-method page, §6 who runs the
 * checkout's gateway logic.
 */
/**
 * Internal dependencies
 */
import { makeConfig } from '../../test/fixtures/config';
import {
	gatewayLogicRuns,
	isChangePaymentMethodPage,
	togglingSkipped,
} from '../display-gate';

const client = ( user: number, hasSubscriptions: boolean ) => ( {
	user,
	has_subscriptions: hasSubscriptions,
	set_attribute: false,
	paypal_subscriptions_enabled: false,
} );

describe( 'gateway toggling is skipped (§2.7)', () => {
	it( 'runs on checkout and pay-now', () => {
		expect(
			togglingSkipped( makeConfig( { context: 'checkout' } ), '' )
		).toBe( false );
		expect(
			togglingSkipped( makeConfig( { context: 'pay-now' } ), '' )
		).toBe( false );
	} );

	it( 'is skipped when the context is not checkout or pay-now', () => {
		for ( const context of [
			'product',
			'cart',
			'mini-cart',
			'preview',
		] as const ) {
			expect( togglingSkipped( makeConfig( { context } ), '' ) ).toBe(
				true
			);
		}
	} );

	it( 'is skipped on the change-payment-method page (§2.5), by query parameter or flag', () => {
		const payNow = makeConfig( { context: 'pay-now' } );
		expect( togglingSkipped( payNow, '?change_payment_method=12' ) ).toBe(
			true
		);
		expect(
			togglingSkipped(
				makeConfig( {
					context: 'pay-now',
					is_subscription_change_payment_page: true,
				} ),
				''
			)
		).toBe( true );
		expect( isChangePaymentMethodPage( payNow, '?key=vo_1' ) ).toBe(
			false
		);
	} );

	it( 'is skipped on a free-trial cart with a vaulted wallet e-mail', () => {
		expect(
			togglingSkipped(
				makeConfig( {
					context: 'checkout',
					is_free_trial_cart: true,
					vaulted_paypal_email: 'kundin@example.org',
				} ),
				''
			)
		).toBe( true );
		expect(
			togglingSkipped(
				makeConfig( { context: 'checkout', is_free_trial_cart: true } ),
				''
			)
		).toBe( false );
	} );
} );

describe( 'guest or logged in decides whether the gateway logic runs (§6)', () => {
	it( 'runs for a guest without subscriptions and for a logged-in customer with them', () => {
		expect(
			gatewayLogicRuns(
				makeConfig( {
					context: 'checkout',
					data_client_id: client( 0, false ),
				} ),
				false
			)
		).toBe( true );
		expect(
			gatewayLogicRuns(
				makeConfig( {
					context: 'checkout',
					data_client_id: client( 7, true ),
				} ),
				false
			)
		).toBe( true );
	} );

	it( 'runs for a guest with a subscription only once her account will be created', () => {
		const guest = makeConfig( {
			context: 'checkout',
			data_client_id: client( 0, true ),
		} );
		expect( gatewayLogicRuns( guest, false ) ).toBe( false );
		expect( gatewayLogicRuns( guest, true ) ).toBe( true );
	} );

	it( 'never runs outside checkout and pay-now', () => {
		expect(
			gatewayLogicRuns(
				makeConfig( {
					context: 'cart',
					data_client_id: client( 7, false ),
				} ),
				true
			)
		).toBe( false );
	} );
} );
