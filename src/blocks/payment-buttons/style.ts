/**
 * Button style of vitrine/payment-buttons (§3.11): the block's choices merged
 * over the shop's style.
 * The same rules as Vitrine\Blocks\PaymentButtons on the server, which
 * renders the merged style into the wrapper's `data-style` (and the separate
 * funding-source buttons' styles into `data-separate-styles`).
 */

/** The provider SDK's height limits, in pixels. */
export const HEIGHT_MIN = 25;
export const HEIGHT_MAX = 55;

/** Choices of the wallet button style (the provider's names). */
export const CHOICES = {
	layout: [ 'vertical', 'horizontal' ],
	shape: [ 'rect', 'pill', 'sharp' ],
	color: [ 'gold', 'blue', 'silver', 'white', 'black' ],
	label: [ 'paypal', 'checkout', 'buynow', 'pay' ],
} as const;

type Choices = typeof CHOICES;

/** The wallet's style (§3.11 button.style). */
export type ButtonStyle = {
	[ K in keyof Choices ]: Choices[ K ][ number ];
} & { height: number };

/** The block's style attributes: '' or unset means "the shop's setting". */
export interface StyleAttributes {
	layout?: string;
	shape?: string;
	height?: number;
	color?: string;
	label?: string;
}

/**
 * A height within the provider's limits.
 *
 * @param height Pixels.
 */
export function clampHeight( height: number ): number {
	return Math.min( HEIGHT_MAX, Math.max( HEIGHT_MIN, Math.round( height ) ) );
}

/**
 * §3.11: the block's valid choices win over the shop's style; empty or
 * invalid ones keep the shop's value; the height is clamped to 25–55.
 *
 * @param shop       The shop's style.
 * @param attributes The block's attributes.
 * @example mergeStyle( shop, { shape: 'pill', height: 60 } ) // pill, 55 px
 */
export function mergeStyle(
	shop: ButtonStyle,
	attributes: StyleAttributes
): ButtonStyle {
	const style = { ...shop };
	for ( const key of Object.keys( CHOICES ) as Array< keyof Choices > ) {
		const value = attributes[ key ];
		if ( ( CHOICES[ key ] as readonly unknown[] ).includes( value ) ) {
			( style as Record< string, unknown > )[ key ] = value;
		}
	}
	const height = attributes.height;
	if ( typeof height === 'number' && Number.isFinite( height ) ) {
		style.height = height;
	}
	style.height = clampHeight( style.height );
	return style;
}
