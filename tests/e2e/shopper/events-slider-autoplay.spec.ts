/**
 * Autoplay of the events slider (§4.1): advances every slider_pause ms,
 * pauses while hovered, stops on keyboard focus. Time is Playwright's clock,
 * paused once the page has loaded and run forward by the test, so the
 * moves are counted to the millisecond without waiting for them. Reduced
 * motion (no autoplay, moves without animation) is the island's reading of
 * the media query: src/blocks/events-slider/test/slider.test.tsx, with the
 * same logic as here on fake timers.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	SLIDER,
	publishPage,
	ready,
	sliderBlock,
} from './events-slider-helpers';

const PAUSE = 800;

test.describe( 'Events slider autoplay', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'advances every slider_pause ms, pauses while hovered and stops for good on keyboard focus', async ( {
		page,
		requestUtils,
	} ) => {
		const path = await publishPage(
			requestUtils,
			sliderBlock( {
				slide_auto: true,
				slide_pause_hover: true,
				slider_pause: PAUSE,
				slider_speed: 200,
			} )
		);
		// The clock runs as usual while the page loads, then stands still.
		await page.clock.install();
		await page.goto( path );
		const slider = page.locator( SLIDER );
		await ready( slider );
		await page.clock.pauseAt(
			( await page.evaluate( () => Date.now() ) ) + 1
		);
		// Every move, with the page's (fake) time when the slide changed.
		await slider.evaluate( ( root ) => {
			const moves: number[] = [];
			( window as unknown as { moves: number[] } ).moves = moves;
			let last = root.dataset.current;
			new MutationObserver( () => {
				if ( root.dataset.current !== last ) {
					last = root.dataset.current;
					moves.push( performance.now() );
				}
			} ).observe( root, {
				attributes: true,
				attributeFilter: [ 'data-current' ],
			} );
		} );
		const moves = () =>
			page.evaluate(
				() => ( window as unknown as { moves: number[] } ).moves
			);
		/**
		 * Runs the page's clock forward in steps of 100 ms, letting the
		 * island render after each (React schedules its work on message
		 * events, which the clock does not hold).
		 *
		 * @param ms Milliseconds.
		 */
		const run = async ( ms: number ) => {
			for ( let done = 0; done < ms; done += 100 ) {
				await page.clock.runFor( Math.min( 100, ms - done ) );
				await page.evaluate(
					() =>
						new Promise< void >( ( resolve ) => {
							const channel = new MessageChannel();
							let hops = 0;
							channel.port1.onmessage = () =>
								++hops < 5
									? channel.port2.postMessage( 0 )
									: resolve();
							channel.port2.postMessage( 0 );
						} )
				);
			}
		};
		const current = async () =>
			Number( await slider.getAttribute( 'data-current' ) );

		await test.step( 'advances every slider_pause ms', async () => {
			const from = ( await moves() ).length;
			await run( PAUSE * 3 + 100 );
			const times = ( await moves() ).slice( from );
			expect( times.length ).toBeGreaterThanOrEqual( 3 );
			for ( let i = 1; i < times.length; i++ ) {
				// slider_pause apart, give or take the island's render.
				expect( times[ i ] - times[ i - 1 ] ).toBeGreaterThanOrEqual(
					PAUSE
				);
				expect( times[ i ] - times[ i - 1 ] ).toBeLessThanOrEqual(
					PAUSE + 200
				);
			}
			await expect( slider.locator( '.swiper-wrapper' ) ).toHaveAttribute(
				'aria-live',
				'off'
			);
		} );

		await test.step( 'pauses while the mouse is over the slider and goes on after', async () => {
			await slider.locator( '.vitrine-slider__viewport' ).hover();
			await run( 100 );
			const held = await current();
			await run( PAUSE * 3 );
			expect( await current() ).toBe( held );
			await page.mouse.move( 0, 0 );
			await run( PAUSE + 100 );
			expect( await current() ).toBe( held + 1 );
		} );

		await test.step( 'stops for good once something in the slider has keyboard focus', async () => {
			await page
				.getByRole( 'button', { name: 'Nächste Veranstaltung' } )
				.focus();
			await run( 100 );
			const held = await current();
			await run( PAUSE * 3 );
			expect( await current() ).toBe( held );
		} );
	} );
} );
