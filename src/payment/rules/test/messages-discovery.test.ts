/**
 * §9.4 pay-later block discovery (3 retries, 2000 ms apart; ids with 9
 * random characters) and the wait for a message wrapper (3000 ms, polled
 * every 100 ms, then §8.2's text).
 */
/**
 * Internal dependencies
 */
import {
	DISCOVERY_INTERVAL_MS,
	discoverBlocks,
	notFoundMessage,
	randomChars,
	waitForElement,
} from '../messages-discovery';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

const timers = {
	setTimeout: ( fn: () => void, ms: number ) => setTimeout( fn, ms ),
	clearTimeout: ( handle: unknown ) =>
		clearTimeout( handle as ReturnType< typeof setTimeout > ),
};

describe( 'generated element ids (§9.4)', () => {
	it( 'have 9 characters from a–z and 0–9', () => {
		for ( let i = 0; i < 50; i++ ) {
			expect( randomChars() ).toMatch( /^[a-z0-9]{9}$/ );
		}
		expect( randomChars( () => 0 ) ).toBe( 'aaaaaaaaa' );
		expect( randomChars( () => 0.9999999 ) ).toBe( '999999999' );
	} );

	it( 'differ between calls', () => {
		const ids = new Set(
			Array.from( { length: 100 }, () => randomChars() )
		);
		expect( ids.size ).toBe( 100 );
	} );
} );

describe( 'block discovery (§9.4)', () => {
	it( 'takes the blocks found at once without retrying', () => {
		const find = jest.fn( () => [ 'a' ] );
		const found = jest.fn();
		discoverBlocks( find, found, timers );
		jest.advanceTimersByTime( 10 * DISCOVERY_INTERVAL_MS );
		expect( find ).toHaveBeenCalledTimes( 1 );
		expect( found ).toHaveBeenCalledWith( [ 'a' ] );
	} );

	it( 'looks again 3 times, 2000 ms apart, and then stops', () => {
		const find = jest.fn( (): string[] => [] );
		const found = jest.fn();
		discoverBlocks( find, found, timers );
		expect( find ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 1999 );
		expect( find ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 1 );
		expect( find ).toHaveBeenCalledTimes( 2 );
		jest.advanceTimersByTime( 4000 );
		expect( find ).toHaveBeenCalledTimes( 4 );
		jest.advanceTimersByTime( 20000 );
		expect( find ).toHaveBeenCalledTimes( 4 );
		expect( found ).not.toHaveBeenCalled();
	} );

	it( 'takes a block that arrives on the last retry', () => {
		let blocks: string[] = [];
		const found = jest.fn();
		discoverBlocks( () => blocks, found, timers );
		jest.advanceTimersByTime( 4000 );
		blocks = [ 'late' ];
		jest.advanceTimersByTime( 2000 );
		expect( found ).toHaveBeenCalledWith( [ 'late' ] );
	} );

	it( 'can be cancelled', () => {
		const find = jest.fn( (): string[] => [] );
		const cancel = discoverBlocks( find, jest.fn(), timers );
		cancel();
		jest.advanceTimersByTime( 10000 );
		expect( find ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'waiting for a message wrapper (§9.4, §8.2)', () => {
	it( 'resolves as soon as the wrapper appears, polling every 100 ms', async () => {
		let element: string | null = null;
		const query = jest.fn( () => element );
		const waiting = waitForElement( '#ppcp-messages', query, timers );
		jest.advanceTimersByTime( 250 );
		expect( query ).toHaveBeenCalledTimes( 3 );
		element = 'wrapper';
		jest.advanceTimersByTime( 100 );
		await expect( waiting ).resolves.toBe( 'wrapper' );
		expect( query ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'gives up after 3000 ms with the catalogue’s text', async () => {
		const query = jest.fn( () => null );
		const waiting = waitForElement( '#ppcp-messages', query, timers );
		const outcome = waiting.catch( ( error: Error ) => error.message );
		jest.advanceTimersByTime( 2999 );
		expect( query ).toHaveBeenCalledTimes( 30 );
		jest.advanceTimersByTime( 1 );
		await expect( outcome ).resolves.toBe(
			'Element "#ppcp-messages" not found within 3000ms'
		);
		expect( query ).toHaveBeenCalledTimes( 31 );
		expect( notFoundMessage( '.x', 3000 ) ).toBe(
			'Element ".x" not found within 3000ms'
		);
	} );
} );
