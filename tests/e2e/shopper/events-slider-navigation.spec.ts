/**
 * A visitor moves through the events slider (§2.2, §4.1): arrows wrap both
 * ways, dots, swipe, keyboard; what screen readers get, axe, and the cards'
 * contrast (§9.1). One page load carries the mouse, touch and keyboard
 * checks as steps (each test costs a browser context and a cold load; the
 * swipe switches the page to a touch screen and back), axe injected once.
 * Which slide comes next (wrap) and the island's handling of arrows, dots,
 * keys are rules and controller logic: src/blocks/events-slider/test/
 * rules.test.ts and slider.test.tsx.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { axeFindings } from '../axe';
import {
	SLIDER,
	ready,
	swipe,
	touchScreen,
	visibleIndices,
} from './events-slider-helpers';

test.describe( 'Events slider navigation', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'arrows wrap both ways, swipes move it on a touch screen, quick moves settle exactly on a slide, dots and keyboard move it, screen readers get a German carousel, axe is clean and every card has enough contrast (§2.2, §4.1, §9.1)', async ( {
		page,
	} ) => {
		await page.goto( '/veranstaltungen/' );
		const slider = page.locator( SLIDER );
		await ready( slider );
		const next = page.getByRole( 'button', {
			name: 'Nächste Veranstaltung',
		} );
		const previous = page.getByRole( 'button', {
			name: 'Vorherige Veranstaltung',
		} );

		await test.step( 'screen readers get a carousel of numbered slides, in German', async () => {
			const region = page.getByRole( 'region', {
				name: 'Veranstaltungen',
			} );
			await expect( region ).toHaveAttribute(
				'aria-roledescription',
				'Karussell'
			);
			const first = region.getByRole( 'group', {
				name: '1 von 12',
				exact: true,
			} );
			await expect( first ).toHaveAttribute(
				'aria-roledescription',
				'Folie'
			);
			await expect( first ).toContainText( 'Sommerkonzert im Park' );
			await expect( region.locator( '.swiper-wrapper' ) ).toHaveAttribute(
				'aria-live',
				'polite'
			);
		} );

		await test.step( 'axe finds no accessibility violations in the slider, contrast included', async () => {
			expect(
				await axeFindings( page, { include: SLIDER, all: true } )
			).toEqual( [] );
		} );

		await test.step( 'a light colour gets light styling, a dark one dark styling (§9.1)', async () => {
			const light = page.locator( '.swiper-slide', {
				hasText: 'Sommerkonzert im Park',
			} );
			const dark = page.locator( '.swiper-slide', {
				hasText: 'Töpferkurs für Anfänger',
			} );
			await expect( light ).toHaveClass( /\bis-light\b/ );
			await expect( dark ).toHaveClass( /\bis-dark\b/ );
			await expect( light ).toHaveCSS(
				'background-color',
				'rgb(255, 251, 230)'
			);
			await expect( light ).toHaveCSS( 'color', 'rgb(30, 30, 30)' );
			await expect( dark ).toHaveCSS(
				'background-color',
				'rgb(17, 17, 17)'
			);
			await expect( dark ).toHaveCSS( 'color', 'rgb(255, 255, 255)' );
		} );

		await test.step( 'previous from the first slide wraps to the last, next from the last back to the first (§4.1)', async () => {
			await expect( slider ).toHaveAttribute( 'data-slide-count', '12' );
			expect( await visibleIndices( slider ) ).toEqual( [ 1 ] );
			await previous.click();
			await expect( slider ).toHaveAttribute( 'data-current', '12' );
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 12 ] );
			await next.click();
			await expect( slider ).toHaveAttribute( 'data-current', '1' );
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 1 ] );
		} );

		await test.step( 'on a touch screen swiping left shows the next slide, swiping right the previous one, wrapping (§2.2)', async () => {
			await touchScreen( page, true );
			const viewport = slider.locator( '.vitrine-slider__viewport' );
			// Most of a card's width: a move, however slow the machine is.
			const far = ( await viewport.boundingBox() )!.width * 0.8;
			await swipe( page, viewport, -far );
			await expect( slider ).toHaveAttribute( 'data-current', '2' );
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 2 ] );
			await swipe( page, viewport, far );
			await expect( slider ).toHaveAttribute( 'data-current', '1' );
			// Settled before the next swipe: a swipe into a running move
			// (slow on a busy machine) is swiper's to ignore.
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 1 ] );
			await swipe( page, viewport, far );
			await expect( slider ).toHaveAttribute( 'data-current', '12' );
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 12 ] );
			await touchScreen( page, false );
			// Back to the first slide for the steps below.
			await next.click();
			await expect( slider ).toHaveAttribute( 'data-current', '1' );
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 1 ] );
		} );

		await test.step( 'after quick moves the slider settles exactly on a slide (§9.1 position correction)', async () => {
			// Three clicks within one move of slider_speed (400 ms).
			await next.click();
			await next.click();
			await next.click();
			await expect( slider ).toHaveAttribute( 'data-current', '4' );
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 4 ] );
			const offset = await slider.evaluate( ( root ) => {
				const view = root
					.querySelector( '.vitrine-slider__viewport' )!
					.getBoundingClientRect();
				const slide = root
					.querySelector( '.swiper-slide[data-index="4"]' )!
					.getBoundingClientRect();
				return Math.abs( slide.left - view.left );
			} );
			expect( offset ).toBeLessThan( 1 );
		} );

		await test.step( 'a dot shows its slide and the current dot is highlighted (§4.1)', async () => {
			const dots = page
				.getByRole( 'group', { name: 'Veranstaltung auswählen' } )
				.getByRole( 'button' );
			await expect( dots ).toHaveCount( 12 );
			await expect( dots.nth( 3 ) ).toHaveAttribute(
				'aria-current',
				'true'
			);
			await page
				.getByRole( 'button', { name: 'Veranstaltung 5 anzeigen' } )
				.click();
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 5 ] );
			await expect( dots.nth( 4 ) ).toHaveAttribute(
				'aria-current',
				'true'
			);
			await expect( dots.nth( 4 ) ).toHaveClass( /is-current/ );
			await expect( dots.nth( 3 ) ).not.toHaveAttribute( 'aria-current' );
			await expect(
				slider.locator( '.vitrine-slider__dot.is-current' )
			).toHaveCount( 1 );
			await next.click();
			await expect( dots.nth( 5 ) ).toHaveAttribute(
				'aria-current',
				'true'
			);
		} );

		await test.step( 'the arrows are reachable and operable by keyboard, with a visible focus', async () => {
			await next.focus();
			await expect( next ).toBeFocused();
			// Focus came from script here; Tab makes :focus-visible certain.
			await page.keyboard.press( 'Shift+Tab' );
			await page.keyboard.press( 'Tab' );
			await expect( next ).toBeFocused();
			const outline = await next.evaluate(
				( el ) => getComputedStyle( el ).outlineStyle
			);
			expect( outline ).not.toBe( 'none' );
			await page.keyboard.press( 'Enter' );
			await expect( slider ).toHaveAttribute( 'data-current', '7' );
			await page.keyboard.press( 'Space' );
			await expect( slider ).toHaveAttribute( 'data-current', '8' );
			await page.keyboard.press( 'ArrowLeft' );
			await expect( slider ).toHaveAttribute( 'data-current', '7' );
		} );

		await test.step( 'every card’s text has enough contrast on its colour, light and dark ones alike (§9.1)', async () => {
			// The demo has very light, very dark and mid-bright colours such
			// as yellow, which the brightness rule styles dark (white text).
			// Laying all twelve cards out side by side lets one axe run see
			// each of them with its own colours, where stepping through them
			// took twelve runs; a tall window holds them all.
			await page.setViewportSize( { width: 1280, height: 1600 } );
			await page.addStyleTag( {
				content: `${ SLIDER } .vitrine-slider__viewport { overflow: visible !important; }
${ SLIDER } .swiper-wrapper { transform: none !important; flex-wrap: wrap !important; gap: 4px; }
${ SLIDER } .swiper-slide { width: 200px !important; margin: 0 !important; }`,
			} );
			const cards = slider.locator( '.swiper-slide' );
			await expect( cards ).toHaveCount( 12 );
			for ( const card of await cards.all() ) {
				await expect( card ).toBeInViewport();
			}
			expect(
				await axeFindings( page, {
					include: `${ SLIDER } .swiper-wrapper`,
					all: true,
					rules: [ 'color-contrast' ],
				} )
			).toEqual( [] );
		} );
	} );
} );
