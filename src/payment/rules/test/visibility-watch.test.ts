/**
 * §4.12 / §9.4 checkout visibility watcher.
 */
/**
 * Internal dependencies
 */
import { watchVisibility } from '../visibility-watch';

describe( 'checkout visibility watcher (§4.12)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'checks first after 250 ms and fires once when visible', () => {
		const fire = jest.fn();
		watchVisibility( () => true, fire );
		jest.advanceTimersByTime( 249 );
		expect( fire ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 2000 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'then checks every 150 ms until the area is visible', () => {
		let visible = false;
		const check = jest.fn( () => visible );
		const fire = jest.fn();
		watchVisibility( check, fire );
		jest.advanceTimersByTime( 250 );
		expect( check ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 149 );
		expect( check ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 1 );
		expect( check ).toHaveBeenCalledTimes( 2 );
		visible = true;
		jest.advanceTimersByTime( 150 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 1500 );
		expect( check ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'stops without firing when stopped', () => {
		const fire = jest.fn();
		const stop = watchVisibility( () => true, fire );
		stop();
		jest.advanceTimersByTime( 1000 );
		expect( fire ).not.toHaveBeenCalled();
	} );
} );
