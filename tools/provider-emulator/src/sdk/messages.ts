/**
 * The Messages component: the provider's pay-later message per container,
 * for the amount and currency given (messages-offers.ts: an offer text in
 * the documented range, nothing outside it), in the placement and style
 * asked for. The shapes it keeps for tests, on the message element
 * `.vitrine-emulator-message`: `data-pp-amount`, `data-pp-placement`,
 * `data-pp-layout`, and for the text layout `data-pp-logo-type`,
 * `data-pp-logo-position`, `data-pp-text-color`, `data-pp-text-size`, for
 * the flex layout `data-pp-color` and `data-pp-ratio`.
 */
/**
 * Internal dependencies
 */
import type { Any } from './config';
import { messageText } from './messages-offers';
import type { Sdk } from './sdk';

/** Text colours of the text layout. */
const TEXT_COLORS: Record< string, string > = {
	black: '#000000',
	white: '#ffffff',
	monochrome: '#000000',
	grayscale: '#2c2e2f',
};

/** Background and text of the flex layout's colours. */
const FLEX_COLORS: Record< string, [ string, string ] > = {
	blue: [ '#003087', '#ffffff' ],
	black: [ '#000000', '#ffffff' ],
	white: [ '#ffffff', '#000000' ],
	'white-no-border': [ '#ffffff', '#000000' ],
	gray: [ '#ebecee', '#000000' ],
	monochrome: [ '#ffffff', '#000000' ],
	grayscale: [ '#ffffff', '#2c2e2f' ],
};

/**
 * Lays out one message element.
 *
 * @param message The element.
 * @param options The shop's options.
 */
function styled( message: HTMLElement, options: Any ): void {
	const style = options.style ?? {};
	const layout = style.layout === 'flex' ? 'flex' : 'text';
	message.dataset.ppLayout = layout;
	if ( layout === 'flex' ) {
		const color = FLEX_COLORS[ style.color ] ? style.color : 'blue';
		const ratio = String( style.ratio ?? '1x1' );
		message.dataset.ppColor = color;
		message.dataset.ppRatio = ratio;
		const [ background, text ] = FLEX_COLORS[ color ];
		message.style.background = background;
		message.style.color = text;
		message.style.padding = '12px';
		const [ w, h ] = ratio.split( 'x' ).map( Number );
		if ( w > 0 && h > 0 ) {
			message.style.aspectRatio = `${ w } / ${ h }`;
		}
		return;
	}
	const color = TEXT_COLORS[ style.text?.color ] ? style.text.color : 'black';
	const size = Number( style.text?.size ?? 12 );
	message.dataset.ppLogoType = String( style.logo?.type ?? 'primary' );
	message.dataset.ppLogoPosition = String( style.logo?.position ?? 'left' );
	message.dataset.ppTextColor = color;
	message.dataset.ppTextSize = String( size );
	message.style.color = TEXT_COLORS[ color ];
	message.style.fontSize = `${ size }px`;
	message.style.textAlign = String( style.text?.align ?? 'left' );
}

/**
 * paypal.Messages( options ).
 *
 * @param sdk     The booted SDK.
 * @param options The shop's options (amount, currency, placement, style, onRender).
 */
export function Messages( sdk: Sdk, options: Any = {} ) {
	return {
		render( container: Any ): Promise< void > {
			const elements =
				typeof container === 'string'
					? Array.from(
							document.querySelectorAll< HTMLElement >(
								container
							)
					  )
					: [ container as HTMLElement ];
			if ( ! elements.length || ! elements[ 0 ] ) {
				return Promise.reject(
					new Error( `Element ${ String( container ) } not found` )
				);
			}
			const given =
				options.amount === undefined || options.amount === ''
					? undefined
					: Number( options.amount );
			const text = messageText(
				given,
				String( options.currency ?? sdk.currency )
			);
			for ( const element of elements ) {
				element.innerHTML = '';
				if ( text === '' ) {
					continue;
				}
				const message = document.createElement( 'div' );
				message.className = 'vitrine-emulator-message';
				message.dataset.ppPlacement = String( options.placement ?? '' );
				message.dataset.ppAmount =
					given === undefined ? '' : String( given );
				styled( message, options );
				message.textContent = text;
				element.appendChild( message );
			}
			options.onRender?.();
			return Promise.resolve();
		},
	};
}
