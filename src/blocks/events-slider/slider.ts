/**
 * Turns the server-rendered slides of one events slider into a swiper
 * (§2.2, §4.1). Shared by the view script and the editor preview.
 */
/**
 * External dependencies
 */
import Swiper from 'swiper';

/**
 * Internal dependencies
 */
import {
	GAP,
	canLoop,
	correctionDelay,
	parseSettings,
	visibleSlides,
	type SliderSettings,
} from './rules';

const reducedMotion = () =>
	window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ?? false;

/**
 * Enhances one slider; returns a function that undoes it.
 *
 * @param root The block's wrapper element.
 */
export function enhanceSlider( root: HTMLElement ): () => void {
	const viewport = root.querySelector< HTMLElement >( '.swiper' );
	const count = root.querySelectorAll( '.swiper-slide' ).length;
	if ( ! viewport || count === 0 ) {
		return () => {};
	}
	const settings: SliderSettings = parseSettings(
		root.dataset.vitrineSlider
	);
	const still = reducedMotion();
	const speed = still ? 0 : settings.speed;
	const dots = Array.from(
		root.querySelectorAll< HTMLButtonElement >( '.vitrine-slider__dot' )
	);
	let swiper: Swiper | null = null;
	let perView = 0;
	let correction: ReturnType< typeof setTimeout > | undefined;

	const showCurrent = ( index: number ) => {
		root.dataset.current = String( index );
		dots.forEach( ( dot, i ) => {
			const current = i + 1 === index;
			dot.classList.toggle( 'is-current', current );
			if ( current ) {
				dot.setAttribute( 'aria-current', 'true' );
			} else {
				dot.removeAttribute( 'aria-current' );
			}
		} );
	};

	// The stylesheet's gap, so that swiper lays out exactly as the first paint.
	const gap = () =>
		parseFloat(
			getComputedStyle( root ).getPropertyValue( '--vitrine-gap' )
		) || GAP;

	const build = ( start: number ) => {
		perView = visibleSlides(
			settings.type,
			root.clientWidth,
			settings.visible
		);
		const loop = canLoop( count, perView );
		swiper = new Swiper( viewport, {
			direction: settings.type === 'vertical' ? 'vertical' : 'horizontal',
			slidesPerView: perView,
			spaceBetween: settings.type === 'vertical' ? 0 : gap(),
			speed,
			loop,
			rewind: ! loop,
			// A click during a move counts, also in loop mode.
			loopPreventsSliding: false,
			initialSlide: start - 1,
			watchSlidesProgress: true,
			on: {
				slideChange: ( s ) => showCurrent( s.realIndex + 1 ),
				slideChangeTransitionStart: ( s ) => {
					// §9.1: settle wherever an interrupted move left the wrapper.
					clearTimeout( correction );
					correction = setTimeout( () => {
						if ( ! s.destroyed ) {
							s.slideTo( s.activeIndex, 0, false );
						}
					}, correctionDelay( speed ) );
				},
			},
		} );
		showCurrent( start );
		root.classList.add( 'is-ready' );
	};

	const current = () => ( swiper ? swiper.realIndex + 1 : 1 );
	const go = ( to: 'prev' | 'next' | number ) => {
		if ( ! swiper ) {
			return;
		}
		if ( to === 'prev' ) {
			swiper.slidePrev();
		} else if ( to === 'next' ) {
			swiper.slideNext();
		} else if ( swiper.params.loop ) {
			swiper.slideToLoop( to - 1 );
		} else {
			swiper.slideTo( to - 1 );
		}
	};

	build( 1 );

	// Autoplay (§4.1) with our own timer: it stops for good on keyboard focus
	// and never starts for people who asked for reduced motion.
	let timer: ReturnType< typeof setTimeout > | undefined;
	let hovered = false;
	let stopped = ! settings.auto || still;
	const schedule = () => {
		clearTimeout( timer );
		if ( ! stopped && ! hovered ) {
			timer = setTimeout( () => {
				go( 'next' );
				schedule();
			}, settings.pause );
		}
	};

	const listeners: Array< [ EventTarget, string, EventListener ] > = [];
	const on = ( target: EventTarget, type: string, fn: EventListener ) => {
		target.addEventListener( type, fn );
		listeners.push( [ target, type, fn ] );
	};
	on( root, 'click', ( event ) => {
		const button = ( event.target as Element ).closest( 'button' );
		if ( ! button || ! root.contains( button ) ) {
			return;
		}
		if ( button.classList.contains( 'vitrine-slider__arrow--prev' ) ) {
			go( 'prev' );
		} else if (
			button.classList.contains( 'vitrine-slider__arrow--next' )
		) {
			go( 'next' );
		} else if ( button.dataset.index ) {
			go( Number( button.dataset.index ) );
		}
		schedule();
	} );
	on( root, 'keydown', ( event ) => {
		const key = ( event as KeyboardEvent ).key;
		if ( key === 'ArrowLeft' || key === 'ArrowUp' ) {
			go( 'prev' );
		} else if ( key === 'ArrowRight' || key === 'ArrowDown' ) {
			go( 'next' );
		}
	} );
	on( root, 'mouseenter', () => {
		if ( settings.pauseHover ) {
			hovered = true;
			clearTimeout( timer );
		}
	} );
	on( root, 'mouseleave', () => {
		hovered = false;
		schedule();
	} );
	on( root, 'focusin', () => {
		stopped = true;
		clearTimeout( timer );
	} );
	schedule();

	// §9.1: the visible count follows the width; rebuild when it changes.
	const observer = new ResizeObserver( () => {
		const wanted = visibleSlides(
			settings.type,
			root.clientWidth,
			settings.visible
		);
		if ( swiper && wanted !== perView ) {
			const at = current();
			swiper.destroy( true, true );
			build( at );
		}
	} );
	observer.observe( root );

	return () => {
		observer.disconnect();
		clearTimeout( timer );
		clearTimeout( correction );
		listeners.forEach( ( [ target, type, fn ] ) =>
			target.removeEventListener( type, fn )
		);
		swiper?.destroy( true, true );
		root.classList.remove( 'is-ready' );
	};
}
