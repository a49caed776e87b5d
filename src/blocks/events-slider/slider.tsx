/**
 * The events slider as a React island (§2.2, §4.1). It renders exactly the
 * server's markup, read by `readSlider()`, so React adopts the first paint
 * by hydration and nothing moves; swiper's core then drives the slides from
 * an effect. Shared by the view script and the editor preview.
 */
/**
 * External dependencies
 */
import type { CSSProperties } from 'react';
import Swiper from 'swiper';

/**
 * WordPress dependencies
 */
import {
	memo,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import { readSlider, type ArrowMarkup, type SlideMarkup } from './markup';
import {
	GAP,
	canLoop,
	correctionDelay,
	visibleSlides,
	type SliderSettings,
} from './rules';

/** Sliders with slides; the no-events state stays as the server rendered it. */
export const SLIDER_SELECTOR =
	'[data-vitrine-slider]:not(.vitrine-slider--no-slides)';

const reducedMotion = () =>
	window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ?? false;

/**
 * Visible slides at the slider's width now (§9.1).
 *
 * @param root     The block's wrapper element.
 * @param settings Slider settings.
 */
const visibleNow = ( root: HTMLElement, settings: SliderSettings ) =>
	visibleSlides( settings.type, root.clientWidth, settings.visible );

/**
 * Visible slides for the slider's current width, following resizes.
 *
 * @param root     The block's wrapper element.
 * @param settings Slider settings.
 */
function useVisibleSlides( root: HTMLElement, settings: SliderSettings ) {
	const [ visible, setVisible ] = useState( () =>
		visibleNow( root, settings )
	);
	useEffect( () => {
		const observer = new ResizeObserver( () =>
			setVisible( visibleNow( root, settings ) )
		);
		observer.observe( root );
		return () => observer.disconnect();
	}, [ root, settings ] );
	return visible;
}

/**
 * One arrow button, as the server renders it.
 *
 * @param props          Props.
 * @param props.dir      prev or next.
 * @param props.arrow    Label and glyph.
 * @param props.controls Id of the viewport.
 * @param props.onClick  Move.
 */
function Arrow( {
	dir,
	arrow,
	controls,
	onClick,
}: {
	dir: 'prev' | 'next';
	arrow: ArrowMarkup;
	controls: string;
	onClick: () => void;
} ) {
	return (
		<button
			type="button"
			className={ `vitrine-slider__arrow vitrine-slider__arrow--${ dir }` }
			aria-controls={ controls }
			aria-label={ arrow.label }
			onClick={ onClick }
		>
			<span aria-hidden="true">{ arrow.glyph }</span>
		</button>
	);
}

/**
 * The slides. Swiper moves and styles these nodes, so React renders them
 * once and never again (memo with constant props).
 *
 * @param props        Props.
 * @param props.slides Server-rendered cards.
 * @param props.live   aria-live of the wrapper.
 */
const Slides = memo( function Slides( {
	slides,
	live,
}: {
	slides: SlideMarkup[];
	live: string;
} ) {
	return (
		<div className="swiper-wrapper" aria-live={ live as 'off' | 'polite' }>
			{ slides.map( ( slide ) => (
				<div
					key={ slide.index }
					className={ slide.className }
					role="group"
					aria-roledescription={ slide.roleDescription }
					aria-label={ slide.label }
					data-index={ slide.index }
					style={
						{
							'--vitrine-colour': slide.colour,
						} as CSSProperties
					}
					// The server's escaped card, adopted as it is.
					dangerouslySetInnerHTML={ { __html: slide.html } }
				/>
			) ) }
		</div>
	);
} );

/**
 * Gives each slide its card colour back. Swiper's destroy with cleanStyles
 * (a rebuild after a resize) removes the slides' style attributes, and React
 * never renders the slides again (see Slides), so the colour would be lost
 * and the card's text left on the stylesheet's fallback background.
 *
 * @param element The viewport.
 * @param slides  The slides as the server rendered them.
 */
function restoreColours( element: HTMLElement, slides: SlideMarkup[] ) {
	element
		.querySelectorAll< HTMLElement >( '.swiper-slide[data-index]' )
		.forEach( ( node ) => {
			const slide = slides.find(
				( s ) => String( s.index ) === node.dataset.index
			);
			if ( slide ) {
				node.style.setProperty( '--vitrine-colour', slide.colour );
			}
		} );
}

/**
 * One events slider: arrows, slides and dots of the server markup, with
 * swiper, autoplay and keyboard.
 *
 * @param props      Props.
 * @param props.root The block's wrapper element, which React renders into.
 */
export function EventsSlider( { root }: { root: HTMLElement } ) {
	const [ markup ] = useState( () => readSlider( root ) );
	const [ still ] = useState( reducedMotion );
	const { settings, slides } = markup;
	const viewport = useRef< HTMLDivElement >( null );
	const swiper = useRef< Swiper | null >( null );
	const [ current, setCurrent ] = useState( 1 );
	// The current slide for a rebuild, without rebuilding on every move.
	const at = useRef( 1 );
	const perView = useVisibleSlides( root, settings );
	const [ hovered, setHovered ] = useState( false );
	// Autoplay stops for good on keyboard focus, and never starts for people
	// who asked for reduced motion.
	const [ stopped, setStopped ] = useState( ! settings.auto || still );

	useLayoutEffect( () => {
		root.dataset.current = String( current );
	}, [ root, current ] );

	// Swiper for the current number of visible slides; rebuilt when it changes.
	useEffect( () => {
		const speed = still ? 0 : settings.speed;
		const loop = canLoop( slides.length, perView );
		let correction: ReturnType< typeof setTimeout > | undefined;
		// The stylesheet's gap, so that swiper lays out exactly as the first paint.
		const gap =
			parseFloat(
				getComputedStyle( root ).getPropertyValue( '--vitrine-gap' )
			) || GAP;
		const element = viewport.current!;
		const instance = new Swiper( element, {
			direction: settings.type === 'vertical' ? 'vertical' : 'horizontal',
			slidesPerView: perView,
			spaceBetween: settings.type === 'vertical' ? 0 : gap,
			speed,
			loop,
			rewind: ! loop,
			// A click during a move counts, also in loop mode.
			loopPreventsSliding: false,
			initialSlide: at.current - 1,
			watchSlidesProgress: true,
			on: {
				slideChange: ( s ) => {
					at.current = s.realIndex + 1;
					setCurrent( at.current );
				},
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
		swiper.current = instance;
		root.classList.add( 'is-ready' );
		return () => {
			clearTimeout( correction );
			swiper.current = null;
			instance.destroy( true, true );
			restoreColours( element, slides );
			root.classList.remove( 'is-ready' );
		};
	}, [ root, settings, slides, perView, still ] );

	// Autoplay (§4.1): the next move slider_pause ms after the last one.
	useEffect( () => {
		if ( stopped || hovered ) {
			return;
		}
		const timer = setTimeout(
			() => swiper.current?.slideNext(),
			settings.pause
		);
		return () => clearTimeout( timer );
	}, [ stopped, hovered, current, perView, settings.pause ] );

	// The wrapper element is the island's container, not rendered by React.
	useEffect( () => {
		const keydown = ( event: KeyboardEvent ) => {
			if ( event.key === 'ArrowLeft' || event.key === 'ArrowUp' ) {
				swiper.current?.slidePrev();
			} else if (
				event.key === 'ArrowRight' ||
				event.key === 'ArrowDown'
			) {
				swiper.current?.slideNext();
			}
		};
		const enter = () => setHovered( settings.pauseHover );
		const leave = () => setHovered( false );
		const focus = () => setStopped( true );
		root.addEventListener( 'keydown', keydown );
		root.addEventListener( 'mouseenter', enter );
		root.addEventListener( 'mouseleave', leave );
		root.addEventListener( 'focusin', focus );
		return () => {
			root.removeEventListener( 'keydown', keydown );
			root.removeEventListener( 'mouseenter', enter );
			root.removeEventListener( 'mouseleave', leave );
			root.removeEventListener( 'focusin', focus );
		};
	}, [ root, settings ] );

	const show = ( index: number ) => {
		const s = swiper.current;
		if ( s?.params.loop ) {
			s.slideToLoop( index - 1 );
		} else {
			s?.slideTo( index - 1 );
		}
	};

	return (
		<>
			<Arrow
				dir="prev"
				arrow={ markup.prev }
				controls={ markup.id }
				onClick={ () => swiper.current?.slidePrev() }
			/>
			<div
				ref={ viewport }
				className="swiper vitrine-slider__viewport"
				id={ markup.id }
			>
				<Slides slides={ slides } live={ markup.live } />
			</div>
			<Arrow
				dir="next"
				arrow={ markup.next }
				controls={ markup.id }
				onClick={ () => swiper.current?.slideNext() }
			/>
			{ markup.dots && (
				<div
					className="vitrine-slider__dots"
					role="group"
					aria-label={ markup.dots.label }
				>
					{ markup.dots.labels.map( ( label, i ) => (
						<button
							key={ i }
							type="button"
							className={ `vitrine-slider__dot${
								i + 1 === current ? ' is-current' : ''
							}` }
							data-index={ i + 1 }
							aria-label={ label }
							aria-current={
								i + 1 === current ? 'true' : undefined
							}
							onClick={ () => show( i + 1 ) }
						/>
					) ) }
				</div>
			) }
		</>
	);
}
