/* @jest-environment node */
/**
 * Fault injection's matching: a path prefix, `*` for one segment, the
 * method, and `times`.
 */
/**
 * Internal dependencies
 */
import { matches, takeFault } from '../src/faults';
import { EmulatorState } from '../src/state';

describe( 'fault matching', () => {
	it( 'matches a plain path as a prefix', () => {
		expect( matches( '/v2/checkout/orders', '/v2/checkout/orders' ) ).toBe(
			true
		);
		expect(
			matches( '/v2/checkout/orders', '/v2/checkout/orders/ABC/capture' )
		).toBe( true );
		expect( matches( '/v2/checkout/orders', '/v1/billing/plans' ) ).toBe(
			false
		);
	} );

	it( 'lets a * stand for exactly one path segment, so one fault hits every order’s capture', () => {
		const capture = '/v2/checkout/orders/*/capture';
		expect(
			matches( capture, '/v2/checkout/orders/5O190127/capture' )
		).toBe( true );
		expect(
			matches( capture, '/v2/checkout/orders/5O190127/authorize' )
		).toBe( false );
		expect( matches( capture, '/v2/checkout/orders/capture' ) ).toBe(
			false
		);
		expect(
			matches( '/v2/checkout/orders/*', '/v2/checkout/orders' )
		).toBe( false );
	} );

	it( 'takes a fault with a * path only for its method and uses it up after its times', () => {
		const state = new EmulatorState( 60 );
		state.faults.push( {
			kind: 'status',
			status: 503,
			method: 'GET',
			path: '/v2/checkout/orders/*',
			times: 2,
		} );
		expect(
			takeFault( state, 'POST', '/v2/checkout/orders/A/capture' )
		).toBeNull();
		expect(
			takeFault( state, 'GET', '/v2/checkout/orders/A' )?.status
		).toBe( 503 );
		expect(
			takeFault( state, 'GET', '/v2/checkout/orders/B' )?.status
		).toBe( 503 );
		expect( takeFault( state, 'GET', '/v2/checkout/orders/C' ) ).toBeNull();
	} );
} );
