/**
 * Pure rules of the events slider (§4.1, §9.1). The view script and the
 * editor preview call them; blocks/events-slider/style.css mirrors
 * `visibleSlides` with container queries for the first paint.
 */

export type SliderType = 'horizontal' | 'vertical' | 'micro' | 'mini' | 'multi';

/** Settings the server writes into `data-vitrine-slider`. */
export interface SliderSettings {
	type: SliderType;
	/** slides_visible (§3.4). */
	visible: number;
	dots: boolean;
	auto: boolean;
	pauseHover: boolean;
	/** slider_pause in ms. */
	pause: number;
	/** slider_speed in ms. */
	speed: number;
}

/** Space between two slides in px; the stylesheet's --vitrine-gap. */
export const GAP = 16;

/**
 * Multi slider's width cap (§9.1): ≤400 px → 1, 401–600 → 2, 601–800 → 3,
 * 801–1000 → 4, wider → no cap.
 *
 * @param width Slider width in px.
 */
export function multiCap( width: number ): number {
	if ( width <= 400 ) {
		return 1;
	}
	if ( width <= 600 ) {
		return 2;
	}
	if ( width <= 800 ) {
		return 3;
	}
	if ( width <= 1000 ) {
		return 4;
	}
	return Infinity;
}

/**
 * How many slides are visible (§9.1): micro floor(width/125), mini
 * floor(width/200); multi 4 when slides_visible is 1 (else slides_visible),
 * capped by width; horizontal and vertical one. Never less than one.
 *
 * @param type          slider_type.
 * @param width         Slider width in px.
 * @param slidesVisible slides_visible.
 */
export function visibleSlides(
	type: SliderType,
	width: number,
	slidesVisible: number
): number {
	switch ( type ) {
		case 'micro':
			return Math.max( 1, Math.floor( width / 125 ) );
		case 'mini':
			return Math.max( 1, Math.floor( width / 200 ) );
		case 'multi': {
			const wanted = Math.max( 1, Math.floor( slidesVisible ) || 1 );
			const base = wanted === 1 ? 4 : wanted;
			return Math.max( 1, Math.min( base, multiCap( width ) ) );
		}
		default:
			return 1;
	}
}

/**
 * The slide after `index` (§4.1): indices 1..N, next from N wraps to 1.
 *
 * @param index Current slide, 1..N.
 * @param count N.
 */
export function nextIndex( index: number, count: number ): number {
	return count < 1 ? 1 : ( index % count ) + 1;
}

/**
 * The slide before `index` (§4.1): previous from 1 wraps to N.
 *
 * @param index Current slide, 1..N.
 * @param count N.
 */
export function previousIndex( index: number, count: number ): number {
	return count < 1 ? 1 : ( ( index - 2 + count ) % count ) + 1;
}

/**
 * Whether the wrap can look continuous (§4.1) by moving slides around the
 * ends: that takes at least one slide more than are visible. With fewer,
 * the slider still wraps, by rewinding.
 *
 * @param count   N.
 * @param visible Visible slides.
 */
export function canLoop( count: number, visible: number ): boolean {
	return count > visible;
}

/**
 * When to correct the position after a move (§9.1): slider_speed + 100 ms.
 *
 * @param speed slider_speed in ms.
 */
export function correctionDelay( speed: number ): number {
	return Math.max( 0, speed ) + 100;
}

/**
 * Settings from the server's JSON, with safe defaults for anything missing.
 *
 * @param json Content of `data-vitrine-slider`.
 */
export function parseSettings( json: string | undefined ): SliderSettings {
	let raw: Partial< SliderSettings > = {};
	try {
		raw = JSON.parse( json || '{}' ) ?? {};
	} catch {
		raw = {};
	}
	const types: SliderType[] = [
		'horizontal',
		'vertical',
		'micro',
		'mini',
		'multi',
	];
	const number = ( value: unknown, fallback: number ) =>
		typeof value === 'number' && Number.isFinite( value ) && value >= 0
			? value
			: fallback;
	return {
		type: types.includes( raw.type as SliderType )
			? ( raw.type as SliderType )
			: 'horizontal',
		visible: Math.max( 1, number( raw.visible, 1 ) ),
		dots: raw.dots === true,
		auto: raw.auto === true,
		pauseHover: raw.pauseHover === true,
		pause: number( raw.pause, 5000 ),
		speed: number( raw.speed, 400 ),
	};
}
