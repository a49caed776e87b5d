/**
 * §4.11 and the editor previews (§2.4 `preview`): what the SDK's
 * `Messages()` and `Buttons()` are called with, narrowed to the provider's
 * own typings from values the type system cannot vouch for — §3.11
 * settings that the store types as plain strings, a preview's options read
 * back from its JSON key. Each part is kept only when it is one the SDK's
 * types list (the server checks the same lists, so nothing is lost for a
 * valid setting); anything else is left out, and the SDK's default applies
 * instead of an unknown value reaching it.
 */
/**
 * External dependencies
 */
import type { PayPalButtonStyle } from '@paypal/paypal-js';

/**
 * Internal dependencies
 */
import type { PayPalMessagesComponentOptions } from '../sdk-types';

type MessagesStyle = NonNullable< PayPalMessagesComponentOptions[ 'style' ] >;
type Logo = NonNullable< MessagesStyle[ 'logo' ] >;
type Text = NonNullable< MessagesStyle[ 'text' ] >;

const MESSAGE_LAYOUTS = [ 'text', 'flex', 'custom' ] satisfies NonNullable<
	MessagesStyle[ 'layout' ]
>[];
const LOGO_TYPES = [
	'primary',
	'alternative',
	'inline',
	'none',
] satisfies NonNullable< Logo[ 'type' ] >[];
const LOGO_POSITIONS = [ 'left', 'right', 'top' ] satisfies NonNullable<
	Logo[ 'position' ]
>[];
const TEXT_COLORS = [
	'black',
	'white',
	'monochrome',
	'grayscale',
] satisfies NonNullable< Text[ 'color' ] >[];
const TEXT_SIZES = [ 10, 11, 12, 13, 14, 15, 16 ] satisfies NonNullable<
	Text[ 'size' ]
>[];
const ALIGNS = [ 'left', 'center', 'right' ] satisfies NonNullable<
	Text[ 'align' ]
>[];
const RATIOS = [ '1x1', '1x4', '8x1', '20x1' ] satisfies NonNullable<
	MessagesStyle[ 'ratio' ]
>[];
const PLACEMENTS = [
	'home',
	'category',
	'product',
	'cart',
	'payment',
] satisfies NonNullable< PayPalMessagesComponentOptions[ 'placement' ] >[];
const CURRENCIES = [ 'USD', 'GBP', 'EUR' ] satisfies NonNullable<
	PayPalMessagesComponentOptions[ 'currency' ]
>[];
const BUTTON_LAYOUTS = [ 'vertical', 'horizontal' ] satisfies NonNullable<
	PayPalButtonStyle[ 'layout' ]
>[];
const BUTTON_SHAPES = [ 'rect', 'pill', 'sharp' ] satisfies NonNullable<
	PayPalButtonStyle[ 'shape' ]
>[];
const BUTTON_COLORS = [
	'gold',
	'blue',
	'silver',
	'white',
	'black',
] satisfies NonNullable< PayPalButtonStyle[ 'color' ] >[];
const BUTTON_LABELS = [
	'paypal',
	'checkout',
	'buynow',
	'pay',
	'installment',
	'subscribe',
	'donate',
] satisfies NonNullable< PayPalButtonStyle[ 'label' ] >[];

/**
 * The value when it is one of the list's.
 *
 * @param list  Allowed values.
 * @param value Any value.
 */
const oneOf = < T >( list: readonly T[], value: unknown ): T | undefined =>
	list.find( ( item ) => item === value );

/**
 * An object's fields, or an empty record for anything else.
 *
 * @param value Any value.
 */
const fieldsOf = ( value: unknown ): Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value )
		? Object.fromEntries( Object.entries( value ) )
		: {};

/**
 * An object without its undefined parts (the SDK gets no empty keys).
 *
 * @param parts Named parts, some undefined.
 */
function defined< T extends object >( parts: T ): Partial< T > {
	const out: Partial< T > = {};
	for ( const key in parts ) {
		if ( parts[ key ] !== undefined ) {
			out[ key ] = parts[ key ];
		}
	}
	return out;
}

/**
 * A message style in the SDK's typing.
 *
 * @param value A style (§3.11 messages.style or a block's merged one).
 */
export function messagesStyle( value: unknown ): MessagesStyle {
	const style = fieldsOf( value );
	const logo = fieldsOf( style.logo );
	const text = fieldsOf( style.text );
	const logoParts = defined( {
		type: oneOf( LOGO_TYPES, logo.type ),
		position: oneOf( LOGO_POSITIONS, logo.position ),
	} );
	const textParts = defined( {
		color: oneOf( TEXT_COLORS, text.color ),
		size: oneOf( TEXT_SIZES, text.size ),
		align: oneOf( ALIGNS, text.align ),
	} );
	return defined( {
		layout: oneOf( MESSAGE_LAYOUTS, style.layout ),
		color: typeof style.color === 'string' ? style.color : undefined,
		logo: Object.keys( logoParts ).length ? logoParts : undefined,
		text: Object.keys( textParts ).length ? textParts : undefined,
		ratio: oneOf( RATIOS, style.ratio ),
	} );
}

/**
 * `Messages()` options in the SDK's typing.
 *
 * @param value {amount, currency, placement, style}.
 */
export function messagesOptions(
	value: unknown
): PayPalMessagesComponentOptions {
	const options = fieldsOf( value );
	const amount =
		typeof options.amount === 'number' && Number.isFinite( options.amount )
			? options.amount
			: undefined;
	return defined( {
		amount,
		currency: oneOf( CURRENCIES, options.currency ),
		placement: oneOf( PLACEMENTS, options.placement ),
		style:
			options.style === undefined
				? undefined
				: messagesStyle( options.style ),
	} );
}

/**
 * A button style in the SDK's typing.
 *
 * @param value A style (§3.11 button.style or a block's merged one).
 */
export function buttonStyle( value: unknown ): PayPalButtonStyle {
	const style = fieldsOf( value );
	return defined( {
		layout: oneOf( BUTTON_LAYOUTS, style.layout ),
		shape: oneOf( BUTTON_SHAPES, style.shape ),
		color: oneOf( BUTTON_COLORS, style.color ),
		label: oneOf( BUTTON_LABELS, style.label ),
		height:
			typeof style.height === 'number' && Number.isFinite( style.height )
				? style.height
				: undefined,
		tagline: typeof style.tagline === 'boolean' ? style.tagline : undefined,
	} );
}
