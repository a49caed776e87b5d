/**
 * The Messages component: a pay-later message per container, in German,
 * for the amount given.
 */
/**
 * Internal dependencies
 */
import type { Any } from './config';
import type { Sdk } from './sdk';

/**
 * paypal.Messages( options ).
 *
 * @param sdk     The booted SDK.
 * @param options The shop's options (amount, placement, style, onRender).
 */
export function Messages( sdk: Sdk, options: Any = {} ) {
	const { currency } = sdk;
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
			const amount = Number( options.amount ?? 0 );
			const fmt = ( n: number ) =>
				new Intl.NumberFormat( 'de-DE', {
					style: 'currency',
					currency,
				} ).format( n );
			for ( const element of elements ) {
				element.innerHTML = '';
				const message = document.createElement( 'div' );
				message.className = 'vitrine-emulator-message';
				message.dataset.ppPlacement = options.placement ?? '';
				message.dataset.ppLayout = options.style?.layout ?? 'text';
				message.style.color = options.style?.text?.color ?? 'black';
				message.textContent =
					amount >= 99 && amount <= 5000
						? `Bezahle in 3 Raten zu je ${ fmt(
								Math.ceil( ( amount / 3 ) * 100 ) / 100
						  ) } mit PayPal.`
						: 'Bezahle nach 30 Tagen mit PayPal.';
				element.appendChild( message );
			}
			options.onRender?.();
			return Promise.resolve();
		},
	};
}
