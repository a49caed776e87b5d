/**
 * A visitor moves through the events slider (§2.2, §4.1): arrows wrap both
 * ways, dots, swipe, keyboard.
 */
/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { SLIDER, ready, swipe, visibleIndices } from './events-slider-helpers';

test.describe( 'Events slider navigation', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeEach( async ( { page } ) => {
		await page.goto( '/veranstaltungen/' );
		await ready( page.locator( SLIDER ) );
	} );

	test( 'previous from the first slide wraps to the last, next from the last back to the first (§4.1)', async ( {
		page,
	} ) => {
		const slider = page.locator( SLIDER );
		await expect( slider ).toHaveAttribute( 'data-slide-count', '12' );
		expect( await visibleIndices( slider ) ).toEqual( [ 1 ] );

		await page
			.getByRole( 'button', { name: 'Vorherige Veranstaltung' } )
			.click();
		await expect( slider ).toHaveAttribute( 'data-current', '12' );
		await expect.poll( () => visibleIndices( slider ) ).toEqual( [ 12 ] );

		await page
			.getByRole( 'button', { name: 'Nächste Veranstaltung' } )
			.click();
		await expect( slider ).toHaveAttribute( 'data-current', '1' );
		await expect.poll( () => visibleIndices( slider ) ).toEqual( [ 1 ] );

		await page
			.getByRole( 'button', { name: 'Nächste Veranstaltung' } )
			.click();
		await expect.poll( () => visibleIndices( slider ) ).toEqual( [ 2 ] );
	} );

	test( 'after quick moves the slider settles exactly on a slide (§9.1 position correction)', async ( {
		page,
	} ) => {
		const slider = page.locator( SLIDER );
		const next = page.getByRole( 'button', {
			name: 'Nächste Veranstaltung',
		} );
		// Three clicks within one move of slider_speed (400 ms).
		await next.click();
		await next.click();
		await next.click();
		await expect( slider ).toHaveAttribute( 'data-current', '4' );
		await expect.poll( () => visibleIndices( slider ) ).toEqual( [ 4 ] );
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

	test( 'a dot shows its slide and the current dot is highlighted (§4.1)', async ( {
		page,
	} ) => {
		const slider = page.locator( SLIDER );
		const dots = page
			.getByRole( 'group', { name: 'Veranstaltung auswählen' } )
			.getByRole( 'button' );
		await expect( dots ).toHaveCount( 12 );
		await expect( dots.nth( 0 ) ).toHaveAttribute( 'aria-current', 'true' );

		await page
			.getByRole( 'button', { name: 'Veranstaltung 5 anzeigen' } )
			.click();
		await expect.poll( () => visibleIndices( slider ) ).toEqual( [ 5 ] );
		await expect( dots.nth( 4 ) ).toHaveAttribute( 'aria-current', 'true' );
		await expect( dots.nth( 4 ) ).toHaveClass( /is-current/ );
		await expect( dots.nth( 0 ) ).not.toHaveAttribute( 'aria-current' );
		await expect(
			slider.locator( '.vitrine-slider__dot.is-current' )
		).toHaveCount( 1 );

		await page
			.getByRole( 'button', { name: 'Nächste Veranstaltung' } )
			.click();
		await expect( dots.nth( 5 ) ).toHaveAttribute( 'aria-current', 'true' );
	} );

	test.describe( 'on a touch screen', () => {
		test.use( { hasTouch: true } );

		test( 'swiping left shows the next slide, swiping right the previous one, wrapping (§2.2)', async ( {
			page,
		} ) => {
			const slider = page.locator( SLIDER );
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
			await swipe( page, viewport, far );
			await expect( slider ).toHaveAttribute( 'data-current', '12' );
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 12 ] );
		} );
	} );

	test( 'the arrows are reachable and operable by keyboard, with a visible focus', async ( {
		page,
	} ) => {
		const slider = page.locator( SLIDER );
		const next = page.getByRole( 'button', {
			name: 'Nächste Veranstaltung',
		} );
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
		await expect( slider ).toHaveAttribute( 'data-current', '2' );
		await page.keyboard.press( 'Space' );
		await expect( slider ).toHaveAttribute( 'data-current', '3' );
		await page.keyboard.press( 'ArrowLeft' );
		await expect( slider ).toHaveAttribute( 'data-current', '2' );
	} );

	test( 'screen readers get a carousel of numbered slides, in German', async ( {
		page,
	} ) => {
		const region = page.getByRole( 'region', { name: 'Veranstaltungen' } );
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

	test( 'axe finds no accessibility violations in the slider, contrast included', async ( {
		page,
	} ) => {
		const results = await new AxeBuilder( { page } )
			.include( SLIDER )
			.analyze();
		expect( results.violations ).toEqual( [] );
	} );

	test( 'every card’s text has enough contrast on its colour, light and dark ones alike (§9.1)', async ( {
		page,
	} ) => {
		const slider = page.locator( SLIDER );
		const next = page.getByRole( 'button', {
			name: 'Nächste Veranstaltung',
		} );
		// The demo has very light, very dark and mid-bright colours such as
		// yellow, which the brightness rule styles dark (white text).
		for ( let current = 1; current <= 12; current++ ) {
			await expect( slider ).toHaveAttribute(
				'data-current',
				String( current )
			);
			const results = await new AxeBuilder( { page } )
				.include( `${ SLIDER } .swiper-slide-active` )
				.withRules( [ 'color-contrast' ] )
				.analyze();
			expect( results.violations, `slide ${ current }` ).toEqual( [] );
			await next.click();
		}
	} );
} );
