/**
 * §4.11 pay-later messages: rendered again only when amount, placement or
 * style change; a failed render is retried after 100 ms (§9.4).
 */
/**
 * Internal dependencies
 */
import {
	MESSAGES_RETRY_MS,
	messageRenderer,
	sameMessage,
	type MessageOptions,
} from '../messages';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

const timers = {
	setTimeout: ( fn: () => void, ms: number ) => setTimeout( fn, ms ),
	clearTimeout: ( handle: unknown ) =>
		clearTimeout( handle as ReturnType< typeof setTimeout > ),
};

const OPTIONS: MessageOptions = {
	amount: 120,
	currency: 'EUR',
	placement: 'product',
	style: {
		layout: 'text',
		logo: { type: 'primary', position: 'left' },
		text: { color: 'black', size: 12, align: 'left' },
	},
};

/** Lets the renderer's promise callbacks run. */
const settle = () => Promise.resolve().then( () => undefined );

describe( 'sameMessage (§4.11)', () => {
	it( 'treats the same amount, placement and style as the same message, whatever the key order', () => {
		expect(
			sameMessage( OPTIONS, {
				...OPTIONS,
				style: {
					text: { size: 12, align: 'left', color: 'black' },
					logo: { position: 'left', type: 'primary' },
					layout: 'text',
				},
			} )
		).toBe( true );
	} );

	it( 'sees a change of amount, placement or any part of the style', () => {
		expect( sameMessage( OPTIONS, { ...OPTIONS, amount: 121 } ) ).toBe(
			false
		);
		expect(
			sameMessage( OPTIONS, { ...OPTIONS, placement: 'cart' } )
		).toBe( false );
		expect(
			sameMessage( OPTIONS, {
				...OPTIONS,
				style: { ...OPTIONS.style, text: { color: 'white', size: 12 } },
			} )
		).toBe( false );
		expect( sameMessage( null, OPTIONS ) ).toBe( false );
		expect( sameMessage( null, null ) ).toBe( true );
	} );
} );

describe( 'messageRenderer (§4.11)', () => {
	it( 'renders once for repeated updates with the same options, and again for a new amount', async () => {
		const render = jest.fn( () => Promise.resolve() );
		const renderer = messageRenderer( render, timers );
		renderer.update( OPTIONS );
		await settle();
		renderer.update( { ...OPTIONS } );
		renderer.update( { ...OPTIONS, style: { ...OPTIONS.style } } );
		await settle();
		expect( render ).toHaveBeenCalledTimes( 1 );
		renderer.update( { ...OPTIONS, amount: 250 } );
		await settle();
		expect( render ).toHaveBeenCalledTimes( 2 );
		expect( render ).toHaveBeenLastCalledWith( {
			...OPTIONS,
			amount: 250,
		} );
	} );

	it( 'does not overlap renders: an update during a render follows it with the newest options', async () => {
		let finish: () => void = () => undefined;
		const render = jest.fn(
			() => new Promise< void >( ( resolve ) => ( finish = resolve ) )
		);
		const renderer = messageRenderer( render, timers );
		renderer.update( OPTIONS );
		renderer.update( { ...OPTIONS, amount: 130 } );
		renderer.update( { ...OPTIONS, amount: 140 } );
		expect( render ).toHaveBeenCalledTimes( 1 );
		finish();
		await settle();
		await settle();
		expect( render ).toHaveBeenCalledTimes( 2 );
		expect( render ).toHaveBeenLastCalledWith( {
			...OPTIONS,
			amount: 140,
		} );
	} );

	it( 'retries a failed render once after 100 ms (§9.4), with the newest options', async () => {
		const render = jest
			.fn()
			.mockImplementationOnce( () => Promise.reject( new Error( 'x' ) ) )
			.mockImplementation( () => Promise.resolve() );
		const renderer = messageRenderer( render, timers );
		renderer.update( OPTIONS );
		await settle();
		renderer.update( { ...OPTIONS, amount: 150 } );
		jest.advanceTimersByTime( MESSAGES_RETRY_MS - 1 );
		await settle();
		expect( render ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 1 );
		await settle();
		expect( render ).toHaveBeenCalledTimes( 2 );
		expect( render ).toHaveBeenLastCalledWith( {
			...OPTIONS,
			amount: 150,
		} );
	} );

	it( 'gives up after one retry until the options change', async () => {
		const render = jest.fn( () => Promise.reject( new Error( 'x' ) ) );
		const renderer = messageRenderer( render, timers );
		renderer.update( OPTIONS );
		await settle();
		jest.advanceTimersByTime( MESSAGES_RETRY_MS );
		await settle();
		jest.advanceTimersByTime( 10 * MESSAGES_RETRY_MS );
		await settle();
		expect( render ).toHaveBeenCalledTimes( 2 );
		renderer.update( OPTIONS );
		await settle();
		expect( render ).toHaveBeenCalledTimes( 2 );
		renderer.update( { ...OPTIONS, placement: 'cart' } );
		await settle();
		expect( render ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'renders the same options again after reset (the element was emptied)', async () => {
		const render = jest.fn( () => Promise.resolve() );
		const renderer = messageRenderer( render, timers );
		renderer.update( OPTIONS );
		await settle();
		renderer.reset();
		renderer.update( OPTIONS );
		await settle();
		expect( render ).toHaveBeenCalledTimes( 2 );
	} );
} );
