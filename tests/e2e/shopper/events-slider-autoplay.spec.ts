/**
 * Autoplay of the events slider (§4.1): advances every slider_pause ms,
 * pauses while hovered, stops on keyboard focus and for reduced motion.
 * Timing is the subject here, so the waits are real, with wide margins.
 * One page, published once, carries the four behaviours as steps (reduced
 * motion by emulating the media feature and reloading); the same logic
 * with fake timers is src/blocks/events-slider/test/slider.test.tsx.
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

	test( 'advances every slider_pause ms, pauses while hovered, stops for good on keyboard focus, and does not start for reduced motion', async ( {
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
		await page.goto( path );
		const slider = page.locator( SLIDER );
		await ready( slider );
		const next = page.getByRole( 'button', {
			name: 'Nächste Veranstaltung',
		} );

		await test.step( 'advances every slider_pause ms', async () => {
			// Times of the next three moves, taken in the page.
			const moves = await slider.evaluate(
				( root ) =>
					new Promise< Array< [ string, number ] > >( ( resolve ) => {
						const seen: Array< [ string, number ] > = [];
						let last = root.dataset.current;
						new MutationObserver( () => {
							if ( root.dataset.current === last ) {
								return;
							}
							last = root.dataset.current;
							seen.push( [
								root.dataset.current ?? '',
								performance.now(),
							] );
							if ( seen.length === 3 ) {
								resolve( seen );
							}
						} ).observe( root, {
							attributes: true,
							attributeFilter: [ 'data-current' ],
						} );
					} )
			);
			const slides = moves.map( ( [ index ] ) => Number( index ) );
			expect( slides[ 1 ] ).toBe( slides[ 0 ] + 1 );
			expect( slides[ 2 ] ).toBe( slides[ 1 ] + 1 );
			for ( const step of [ 1, 2 ] ) {
				const gap = moves[ step ][ 1 ] - moves[ step - 1 ][ 1 ];
				// slider_pause apart, with a margin for a busy machine.
				expect( gap ).toBeGreaterThanOrEqual( PAUSE - 50 );
				expect( gap ).toBeLessThan( PAUSE * 3 );
			}
			await expect( slider.locator( '.swiper-wrapper' ) ).toHaveAttribute(
				'aria-live',
				'off'
			);
		} );

		await test.step( 'pauses while the mouse is over the slider and goes on after', async () => {
			await slider.locator( '.vitrine-slider__viewport' ).hover();
			const held = await slider.getAttribute( 'data-current' );
			// eslint-disable-next-line playwright/no-wait-for-timeout -- time passing is the subject.
			await page.waitForTimeout( PAUSE * 3 );
			await expect( slider ).toHaveAttribute( 'data-current', held! );
			await page.mouse.move( 0, 0 );
			await expect( slider ).not.toHaveAttribute( 'data-current', held! );
		} );

		await test.step( 'stops for good once something in the slider has keyboard focus', async () => {
			await next.focus();
			const held = await slider.getAttribute( 'data-current' );
			// eslint-disable-next-line playwright/no-wait-for-timeout -- time passing is the subject.
			await page.waitForTimeout( PAUSE * 3 );
			await expect( slider ).toHaveAttribute( 'data-current', held! );
		} );

		await test.step( 'does not start for visitors who prefer reduced motion', async () => {
			await page.emulateMedia( { reducedMotion: 'reduce' } );
			await page.reload();
			await ready( slider );
			// eslint-disable-next-line playwright/no-wait-for-timeout -- time passing is the subject.
			await page.waitForTimeout( PAUSE * 3 );
			await expect( slider ).toHaveAttribute( 'data-current', '1' );
			// The arrows still work, without animation.
			await next.click();
			await expect( slider ).toHaveAttribute( 'data-current', '2' );
		} );
	} );
} );
