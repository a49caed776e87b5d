/**
 * The events slider island (§2.2, §4.1): it hydrates the server markup
 * without changing a node, drives swiper from its controls, runs autoplay
 * and fails alone. Swiper itself is replaced by a stand-in here; the real
 * one runs in the e2e specs.
 */
/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands } from '../../../shared/island';
import { EventsSlider, SLIDER_SELECTOR } from '../slider';

interface FakeSwiper {
	params: {
		loop: boolean;
		initialSlide: number;
		on: { slideChange: ( s: FakeSwiper ) => void };
	};
	realIndex: number;
	slideNext: jest.Mock;
	slidePrev: jest.Mock;
	slideToLoop: jest.Mock;
	slideTo: jest.Mock;
	destroy: jest.Mock;
}

const swipers: FakeSwiper[] = [];
/** The sliders' resize observers' callbacks. */
const resized: Array< () => void > = [];

jest.mock( 'swiper', () => ( {
	__esModule: true,
	default: jest.fn(
		( _element: HTMLElement, params: FakeSwiper[ 'params' ] ) => {
			const count = 3;
			const swiper: FakeSwiper = {
				params,
				realIndex: params.initialSlide,
				slideNext: jest.fn( () => move( swiper.realIndex + 1 ) ),
				slidePrev: jest.fn( () => move( swiper.realIndex - 1 ) ),
				slideToLoop: jest.fn( ( index: number ) => move( index ) ),
				slideTo: jest.fn( ( index: number ) => move( index ) ),
				// Swiper's cleanStyles takes the style attribute of every slide.
				destroy: jest.fn(
					( _delete: boolean, cleanStyles: boolean ) => {
						if ( cleanStyles ) {
							_element
								.querySelectorAll( '.swiper-slide' )
								.forEach( ( slide ) =>
									slide.removeAttribute( 'style' )
								);
						}
					}
				),
			};
			const move = ( index: number ) => {
				swiper.realIndex = ( index + count ) % count;
				params.on.slideChange( swiper );
			};
			swipers.push( swiper );
			return swiper;
		}
	),
} ) );

/**
 * Markup as Vitrine\Blocks\EventsSlider renders it, for three events.
 *
 * @param auto Whether autoplay is on.
 * @param type The slider's type.
 */
function serverMarkup( auto: boolean, type = 'horizontal' ): string {
	const settings = JSON.stringify( {
		type,
		visible: 1,
		dots: true,
		auto,
		pauseHover: true,
		pause: 1000,
		speed: 400,
	} );
	const slides = [ 1, 2, 3 ]
		.map(
			( i ) =>
				`<div class="swiper-slide vitrine-slide ${
					i === 2 ? 'is-light' : 'is-dark'
				}" role="group" aria-roledescription="Folie" aria-label="${ i } von 3" data-index="${ i }" style="--vitrine-colour:#${ i }0${ i }0${ i }0"><article class="vitrine-event"><h2 class="vitrine-event__title"><a href="http://localhost/e${ i }">Fest &lt;b&gt;${ i }&lt;/b&gt;</a></h2><p class="vitrine-event__when">${ i }. Mai 2030</p></article></div>`
		)
		.join( '' );
	const dots = [ 1, 2, 3 ]
		.map(
			( i ) =>
				`<button type="button" class="vitrine-slider__dot${
					i === 1 ? ' is-current' : ''
				}" data-index="${ i }" aria-label="Veranstaltung ${ i } anzeigen"${
					i === 1 ? ' aria-current="true"' : ''
				}></button>`
		)
		.join( '' );
	const arrow = ( dir: string, label: string, glyph: string ) =>
		`<button type="button" class="vitrine-slider__arrow vitrine-slider__arrow--${ dir }" aria-controls="vitrine-slider-1" aria-label="${ label }"><span aria-hidden="true">${ glyph }</span></button>`;
	return `<div class="wp-block-vitrine-events-slider vitrine-slider vitrine-slider--horizontal vitrine-slider--controls-lr" style="--vitrine-base:4;--vitrine-speed:400ms" role="region" aria-roledescription="Karussell" aria-label="Veranstaltungen" data-slide-count="3" data-vitrine-slider='${ settings }'>${ arrow(
		'prev',
		'Vorherige Veranstaltung',
		'←'
	) }<div class="swiper vitrine-slider__viewport" id="vitrine-slider-1"><div class="swiper-wrapper" aria-live="${
		auto ? 'off' : 'polite'
	}">${ slides }</div></div>${ arrow(
		'next',
		'Nächste Veranstaltung',
		'→'
	) }<div class="vitrine-slider__dots" role="group" aria-label="Veranstaltung auswählen">${ dots }</div></div>`;
}

const root = () =>
	document.querySelector< HTMLElement >( '.wp-block-vitrine-events-slider' )!;

async function mount() {
	await act( async () => {
		mountIslands(
			SLIDER_SELECTOR,
			'vitrine/events-slider',
			( element ) => <EventsSlider root={ element } />,
			{ hydrate: true }
		);
	} );
}

async function click( selector: string ) {
	await act( async () => {
		root().querySelector< HTMLElement >( selector )!.click();
	} );
}

describe( 'events slider island', () => {
	let errors: jest.SpyInstance;

	beforeAll( () => {
		(
			globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
		 ).IS_REACT_ACT_ENVIRONMENT = true;
		globalThis.ResizeObserver = class {
			constructor( callback: () => void ) {
				resized.push( callback );
			}
			observe() {}
			disconnect() {}
			unobserve() {}
		} as unknown as typeof ResizeObserver;
	} );

	beforeEach( () => {
		swipers.length = 0;
		resized.length = 0;
		errors = jest.spyOn( console, 'error' );
	} );

	afterEach( () => {
		errors.mockRestore();
		jest.useRealTimers();
	} );

	it( 'hydrates the server markup without a warning and keeps every node', async () => {
		document.body.innerHTML = serverMarkup( false );
		const html = root().innerHTML;
		const nodes = Array.from( root().querySelectorAll( '*' ) );
		await mount();
		// React's development build warns about any attribute or text that
		// differs from what it would render.
		expect( errors ).not.toHaveBeenCalled();
		expect( root().innerHTML ).toBe( html );
		expect( nodes.filter( ( node ) => ! root().contains( node ) ) ).toEqual(
			[]
		);
		expect( root().classList.contains( 'is-ready' ) ).toBe( true );
		expect( root().dataset.current ).toBe( '1' );
		expect( swipers ).toHaveLength( 1 );
		expect( swipers[ 0 ].params ).toMatchObject( {
			loop: true,
			initialSlide: 0,
			speed: 400,
		} );
	} );

	it( 'keeps each card’s colour when a resize rebuilds swiper with other visible slides (§9.1)', async () => {
		document.body.innerHTML = serverMarkup( false, 'mini' );
		let width = 800;
		Object.defineProperty( root(), 'clientWidth', {
			get: () => width,
		} );
		await mount();
		expect( swipers ).toHaveLength( 1 );

		width = 390;
		await act( async () => resized.forEach( ( callback ) => callback() ) );

		expect( swipers ).toHaveLength( 2 );
		expect( swipers[ 0 ].destroy ).toHaveBeenCalledWith( true, true );
		expect(
			Array.from(
				root().querySelectorAll< HTMLElement >( '.swiper-slide' ),
				( slide ) => slide.style.getPropertyValue( '--vitrine-colour' )
			)
		).toEqual( [ '#101010', '#202020', '#303030' ] );
	} );

	it( 'moves with the arrows, the dots and the arrow keys, and highlights the current dot (§4.1)', async () => {
		document.body.innerHTML = serverMarkup( false );
		await mount();
		const [ swiper ] = swipers;

		await click( '.vitrine-slider__arrow--prev' );
		expect( swiper.slidePrev ).toHaveBeenCalledTimes( 1 );
		expect( root().dataset.current ).toBe( '3' );

		await click( '.vitrine-slider__dot[data-index="2"]' );
		expect( swiper.slideToLoop ).toHaveBeenCalledWith( 1 );
		expect( root().dataset.current ).toBe( '2' );
		const current = root().querySelectorAll( '.vitrine-slider__dot' )[ 1 ];
		expect( current.classList.contains( 'is-current' ) ).toBe( true );
		expect( current.getAttribute( 'aria-current' ) ).toBe( 'true' );
		expect(
			root().querySelectorAll( '.is-current, [aria-current]' )
		).toHaveLength( 1 );

		await act( async () => {
			root().dispatchEvent(
				new KeyboardEvent( 'keydown', {
					key: 'ArrowRight',
					bubbles: true,
				} )
			);
		} );
		expect( root().dataset.current ).toBe( '3' );
	} );

	it( 'plays every slider_pause ms, holds while hovered and stops on focus (§4.1)', async () => {
		jest.useFakeTimers();
		document.body.innerHTML = serverMarkup( true );
		await mount();
		const [ swiper ] = swipers;
		const wait = ( ms: number ) =>
			act( async () => {
				jest.advanceTimersByTime( ms );
			} );

		await wait( 999 );
		expect( swiper.slideNext ).not.toHaveBeenCalled();
		await wait( 1 );
		expect( root().dataset.current ).toBe( '2' );

		await act( async () => {
			root().dispatchEvent( new MouseEvent( 'mouseenter' ) );
		} );
		await wait( 3000 );
		expect( root().dataset.current ).toBe( '2' );
		await act( async () => {
			root().dispatchEvent( new MouseEvent( 'mouseleave' ) );
		} );
		await wait( 1000 );
		expect( root().dataset.current ).toBe( '3' );

		await act( async () => {
			root()
				.querySelector< HTMLElement >( '.vitrine-slider__arrow--next' )!
				.focus();
		} );
		await wait( 5000 );
		expect( root().dataset.current ).toBe( '3' );
	} );

	it( 'never plays and moves without animation for visitors who prefer reduced motion (§4.1)', async () => {
		jest.useFakeTimers();
		const query = '(prefers-reduced-motion: reduce)';
		const original = window.matchMedia;
		window.matchMedia = jest.fn( ( media: string ) => ( {
			matches: media === query,
		} ) ) as unknown as typeof window.matchMedia;
		try {
			document.body.innerHTML = serverMarkup( true );
			await mount();
			const [ swiper ] = swipers;
			expect( window.matchMedia ).toHaveBeenCalledWith( query );
			expect( swiper.params ).toMatchObject( { speed: 0 } );

			await act( async () => {
				jest.advanceTimersByTime( 5000 );
			} );
			expect( swiper.slideNext ).not.toHaveBeenCalled();
			expect( root().dataset.current ).toBe( '1' );

			// The arrows still move it.
			await click( '.vitrine-slider__arrow--next' );
			expect( root().dataset.current ).toBe( '2' );
		} finally {
			window.matchMedia = original;
		}
	} );

	it( 'shows the islands’ note when its markup is broken, and nothing else breaks', async () => {
		errors.mockImplementation( () => {} );
		document.body.innerHTML = serverMarkup( false ) + serverMarkup( false );
		document.querySelector( '.vitrine-slider__arrow--next' )!.remove();
		await mount();
		const [ broken, working ] = Array.from(
			document.querySelectorAll( '.wp-block-vitrine-events-slider' )
		);
		expect( broken.querySelector( '[role="alert"]' ) ).not.toBeNull();
		expect( working.classList.contains( 'is-ready' ) ).toBe( true );
		expect( working.querySelectorAll( '.swiper-slide' ) ).toHaveLength( 3 );
	} );
} );
