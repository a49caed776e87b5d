/**
 * §9.5 layout of the button containers and §9.4's layout refresh.
 */
/**
 * External dependencies
 */
import type { ButtonStyle } from '@vitrine/store';

/** §9.4: the layout is measured again this long after show/hide/enable/disable. */
export const LAYOUT_REFRESH_MS = 200;

/** The container's width class (§9.5: at least 500 px, at least 300 px, otherwise minimum). */
export type WidthClass = 'ppcp-width-500' | 'ppcp-width-300' | 'ppcp-width-min';

/**
 * The width class of a button container.
 *
 * @param width Container width in px.
 */
export function widthClass( width: number ): WidthClass {
	if ( width >= 500 ) {
		return 'ppcp-width-500';
	}
	if ( width >= 300 ) {
		return 'ppcp-width-300';
	}
	return 'ppcp-width-min';
}

/** All width classes, to remove the old one. */
export const WIDTH_CLASSES: WidthClass[] = [
	'ppcp-width-500',
	'ppcp-width-300',
	'ppcp-width-min',
];

/**
 * Top margin of a stacked button (§9.5): the larger of 11 px and 30 % of
 * the button height.
 *
 * @param height Button height in px.
 */
export function stackedMargin( height: number ): number {
	return Math.max( 11, Math.round( height * 0.3 ) );
}

/** A button style (§3.11 button.style). */
export type Style = ButtonStyle;

/**
 * A funding source's style (§3.11): only shape and height are passed
 * through, except that the wallet keeps its whole style and pay-later adds
 * color.
 *
 * @param style  The wrapper's style.
 * @param source Funding source.
 */
export function sourceStyle( style: Style, source: string ): Style {
	if ( source === 'paypal' ) {
		return { ...style };
	}
	const own: Style = {};
	if ( style.shape !== undefined ) {
		own.shape = style.shape;
	}
	if ( style.height !== undefined ) {
		own.height = style.height;
	}
	if ( source === 'paylater' && style.color !== undefined ) {
		own.color = style.color;
	}
	return own;
}
