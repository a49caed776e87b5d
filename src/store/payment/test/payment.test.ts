/**
 * The payment store's pure parts: reducer, actions and selectors.
 */
/**
 * Internal dependencies
 */
import {
	EMPTY_MESSAGE_ERROR,
	initialPaymentState,
	paymentActions,
	paymentReducer,
	paymentSelectors,
} from '..';
import type { GatewayConfig } from '../config';

const run = ( ...actions: Parameters< typeof paymentReducer >[ 1 ][] ) =>
	actions.reduce( paymentReducer, initialPaymentState );

describe( 'payment reducer', () => {
	it( 'keeps the configuration embedded in the page (§3.11)', () => {
		const state = run(
			paymentActions.setConfig( {
				context: 'checkout',
				client_id: 'test-client',
				currency: 'EUR',
			} as GatewayConfig )
		);
		expect( paymentSelectors.getContext( state ) ).toBe( 'checkout' );
		expect( paymentSelectors.getConfig( state )?.client_id ).toBe(
			'test-client'
		);
	} );

	it( 'does not start a second payment while one runs (double clicks)', () => {
		const state = run(
			paymentActions.startPayment( 'paypal' ),
			paymentActions.startPayment( 'card' )
		);
		expect( paymentSelectors.isProcessing( state ) ).toBe( true );
		expect( paymentSelectors.getFundingSource( state ) ).toBe( 'paypal' );
	} );

	it( 'approves only a payment that is under way', () => {
		expect( run( paymentActions.approvePayment() ).status ).toBe( 'idle' );
		expect(
			run(
				paymentActions.startPayment( 'paypal' ),
				paymentActions.approvePayment()
			).status
		).toBe( 'approved' );
	} );

	it( 'records a failure message and clears it on the next start', () => {
		const failed = run(
			paymentActions.startPayment( 'paypal' ),
			paymentActions.failPayment( 'Zahlung abgelehnt.' )
		);
		expect( paymentSelectors.getError( failed ) ).toBe(
			'Zahlung abgelehnt.'
		);
		const retried = paymentReducer(
			failed,
			paymentActions.startPayment( 'paypal' )
		);
		expect( paymentSelectors.getError( retried ) ).toBeNull();
		expect( paymentSelectors.getStatus( retried ) ).toBe( 'processing' );
	} );

	it.each( [ '', '   ' ] )(
		'refuses an empty error message %j (§5.4)',
		( message ) => {
			expect( () => paymentActions.failPayment( message ) ).toThrow(
				EMPTY_MESSAGE_ERROR
			);
		}
	);

	it( 'goes back to idle on reset', () => {
		const state = run(
			paymentActions.startPayment( 'paypal' ),
			paymentActions.resetPayment()
		);
		expect( state ).toEqual( initialPaymentState );
	} );
} );
