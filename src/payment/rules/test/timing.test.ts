/**
 * §4.6 / §9.4: the form's debounce and the simulation's throttle.
 */
/**
 * Internal dependencies
 */
import {
	DEFAULT_THROTTLE_MS,
	debounce,
	throttleLatest,
	throttleWindow,
} from '../timing';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( 'form change debounce (§4.6: 100 ms)', () => {
	it( 'calls once, 100 ms after the last change, with the last value', () => {
		const fn = jest.fn();
		const changed = debounce( fn );
		changed( 1 );
		jest.advanceTimersByTime( 60 );
		changed( 2 );
		jest.advanceTimersByTime( 99 );
		expect( fn ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fn ).toHaveBeenCalledTimes( 1 );
		expect( fn ).toHaveBeenCalledWith( 2 );
	} );
} );

describe( 'simulation throttle (§4.6)', () => {
	it( 'sends at most one request per window however fast the form changes, and always the last state', () => {
		const sent: number[] = [];
		const simulate = throttleLatest(
			( state: number ) => sent.push( state ),
			5000
		);
		simulate( 1 );
		for ( let state = 2; state <= 50; state++ ) {
			jest.advanceTimersByTime( 50 );
			simulate( state );
		}
		expect( sent ).toEqual( [ 1 ] );
		jest.advanceTimersByTime( 5000 );
		expect( sent ).toEqual( [ 1, 50 ] );
		// Nothing pending: the next window sends nothing more.
		jest.advanceTimersByTime( 20000 );
		expect( sent ).toEqual( [ 1, 50 ] );
	} );

	it( 'sends at once again once a window passed without changes', () => {
		const sent: number[] = [];
		const simulate = throttleLatest(
			( state: number ) => sent.push( state ),
			1000
		);
		simulate( 1 );
		jest.advanceTimersByTime( 1000 );
		simulate( 2 );
		expect( sent ).toEqual( [ 1, 2 ] );
	} );

	it.each( [ undefined, 'x', -1, NaN ] )(
		'uses the default window of 5000 ms for %p',
		( value ) => {
			expect( throttleWindow( value ) ).toBe( DEFAULT_THROTTLE_MS );
		}
	);

	it( 'takes the configured window', () => {
		expect( throttleWindow( 1200 ) ).toBe( 1200 );
	} );
} );
