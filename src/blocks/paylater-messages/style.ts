/**
 * Message style of vitrine/paylater-messages (§3.11 messages.style): the
 * block's choices merged over the shop's, for the editor's preview. The
 * same rules as Vitrine\Blocks\PaylaterMessages on the server, which puts
 * the merged style into the block's element for the payment script.
 */

/**
 * Internal dependencies
 */
import type { MessageStyle } from '../../payment/rules/messages';

/** The provider's choices (payments-reference: Messages). */
export const CHOICES = {
	placement: [ 'product', 'cart', 'payment', 'home', 'category' ],
	layout: [ 'text', 'flex' ],
	logoType: [ 'primary', 'alternative', 'inline', 'none' ],
	logoPosition: [ 'left', 'right', 'top' ],
	textColor: [ 'black', 'white', 'monochrome', 'grayscale' ],
	flexColor: [
		'blue',
		'black',
		'white',
		'white-no-border',
		'gray',
		'monochrome',
		'grayscale',
	],
	flexRatio: [ '1x1', '1x4', '8x1', '20x1' ],
} as const;

/** Text size limits of the shop's setting. */
export const TEXT_SIZE_MIN = 10;
export const TEXT_SIZE_MAX = 16;

/** The provider's flex defaults (the shop has no setting for them). */
export const FLEX_DEFAULTS = { color: 'blue', ratio: '1x1' } as const;

/** The block's attributes: '' or unset means "the shop's setting". */
export interface MessageAttributes {
	placement?: string;
	layout?: string;
	logoType?: string;
	logoPosition?: string;
	textColor?: string;
	textSize?: number;
	flexColor?: string;
	flexRatio?: string;
	previewAmount?: number;
}

/** The shop's style (§3.11 messages.style). */
export interface ShopMessageStyle {
	layout: string;
	logo: { type: string; position: string };
	text: { color: string; size: number; align: string };
}

/**
 * A choice if it is one of the allowed values, else the fallback.
 *
 * @param value    Attribute value.
 * @param allowed  Allowed values.
 * @param fallback The shop's value.
 */
function pick(
	value: unknown,
	allowed: readonly string[],
	fallback: string
): string {
	return typeof value === 'string' && allowed.includes( value )
		? value
		: fallback;
}

/**
 * §3.11: the block's valid choices over the shop's style. The text layout
 * carries logo and text (size clamped to 10–16); the flex layout colour
 * and ratio.
 *
 * @param shop       The shop's style.
 * @param attributes The block's attributes.
 * @example mergeMessageStyle( shop, { layout: 'flex' } ) // { layout: 'flex', color: 'blue', ratio: '1x1' }
 */
export function mergeMessageStyle(
	shop: ShopMessageStyle,
	attributes: MessageAttributes
): MessageStyle {
	const layout = pick( attributes.layout, CHOICES.layout, shop.layout );
	if ( layout === 'flex' ) {
		return {
			layout: 'flex',
			color: pick(
				attributes.flexColor,
				CHOICES.flexColor,
				FLEX_DEFAULTS.color
			),
			ratio: pick(
				attributes.flexRatio,
				CHOICES.flexRatio,
				FLEX_DEFAULTS.ratio
			),
		};
	}
	const size =
		typeof attributes.textSize === 'number' &&
		Number.isFinite( attributes.textSize )
			? Math.round( attributes.textSize )
			: shop.text.size;
	return {
		layout: 'text',
		logo: {
			type: pick( attributes.logoType, CHOICES.logoType, shop.logo.type ),
			position: pick(
				attributes.logoPosition,
				CHOICES.logoPosition,
				shop.logo.position
			),
		},
		text: {
			color: pick(
				attributes.textColor,
				CHOICES.textColor,
				shop.text.color
			),
			size: Math.min( TEXT_SIZE_MAX, Math.max( TEXT_SIZE_MIN, size ) ),
			align: shop.text.align,
		},
	};
}

/**
 * The placement in the editor: the block's choice, else the shop's.
 *
 * @param attributes    The block's attributes.
 * @param shopPlacement The shop's setting.
 */
export function previewPlacement(
	attributes: MessageAttributes,
	shopPlacement: string
): string {
	return pick(
		attributes.placement,
		CHOICES.placement,
		pick( shopPlacement, CHOICES.placement, 'product' )
	);
}
