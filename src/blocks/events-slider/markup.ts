/**
 * Reads the server's slider markup (Vitrine\Blocks\EventsSlider) into data,
 * so that the island renders the very same DOM and React can adopt it by
 * hydration: the first paint stays, nothing is fetched twice.
 */
/**
 * Internal dependencies
 */
import { parseSettings, type SliderSettings } from './rules';

/** One server-rendered card. */
export interface SlideMarkup {
	/** data-index, 1..N. */
	index: number;
	className: string;
	roleDescription: string;
	label: string;
	/** The card's --vitrine-colour. */
	colour: string;
	/** The card itself, escaped by the server. */
	html: string;
}

/** One arrow button. */
export interface ArrowMarkup {
	label: string;
	glyph: string;
}

/** Everything the island renders. */
export interface SliderMarkup {
	settings: SliderSettings;
	/** Id of the viewport, which the arrows control. */
	id: string;
	/** aria-live of the slides: off while autoplay runs. */
	live: string;
	prev: ArrowMarkup;
	next: ArrowMarkup;
	slides: SlideMarkup[];
	/** The dots' group label and one label per dot, or null without dots. */
	dots: { label: string; labels: string[] } | null;
}

/**
 * The element that must be there, or an error for the island's boundary.
 *
 * @param root     Where to look.
 * @param selector What to find.
 */
function required( root: ParentNode, selector: string ): HTMLElement {
	const element = root.querySelector< HTMLElement >( selector );
	if ( ! element ) {
		throw new Error( `Events slider markup without ${ selector }` );
	}
	return element;
}

/**
 * Label and glyph of one arrow.
 *
 * @param root The block's wrapper element.
 * @param dir  prev or next.
 */
function arrow( root: HTMLElement, dir: 'prev' | 'next' ): ArrowMarkup {
	const button = required( root, `.vitrine-slider__arrow--${ dir }` );
	return {
		label: button.getAttribute( 'aria-label' ) ?? '',
		glyph: button.textContent ?? '',
	};
}

/**
 * The slider's data, as the server rendered it.
 *
 * @param root The block's wrapper element (has slides; see view.tsx).
 */
export function readSlider( root: HTMLElement ): SliderMarkup {
	const viewport = required( root, '.vitrine-slider__viewport' );
	const wrapper = required( viewport, '.swiper-wrapper' );
	const slides = Array.from(
		wrapper.querySelectorAll< HTMLElement >( ':scope > .swiper-slide' ),
		( slide ) => ( {
			index: Number( slide.dataset.index ),
			className: slide.className,
			roleDescription: slide.getAttribute( 'aria-roledescription' ) ?? '',
			label: slide.getAttribute( 'aria-label' ) ?? '',
			colour: slide.style.getPropertyValue( '--vitrine-colour' ).trim(),
			html: slide.innerHTML,
		} )
	);
	const dots = root.querySelector< HTMLElement >( '.vitrine-slider__dots' );
	return {
		settings: parseSettings( root.dataset.vitrineSlider ),
		id: viewport.id,
		live: wrapper.getAttribute( 'aria-live' ) ?? 'polite',
		prev: arrow( root, 'prev' ),
		next: arrow( root, 'next' ),
		slides,
		dots: dots
			? {
					label: dots.getAttribute( 'aria-label' ) ?? '',
					labels: Array.from(
						dots.querySelectorAll( '.vitrine-slider__dot' ),
						( dot ) => dot.getAttribute( 'aria-label' ) ?? ''
					),
			  }
			: null,
	};
}
