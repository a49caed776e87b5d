/**
 * The Buttons component: one button per
 * eligible funding source in the provider's style, or the one source asked
 * for. What a click does is in buttons-flow.ts.
 */
/**
 * Internal dependencies
 */
import { readReturn } from './app-switch';
import { buttonFlow } from './buttons-flow';
import type { Any } from './config';
import { resolveContainer, type Sdk } from './sdk';

const COLORS: Record< string, [ string, string ] > = {
	gold: [ '#ffc439', '#111' ],
	blue: [ '#0070ba', '#fff' ],
	silver: [ '#eee', '#111' ],
	white: [ '#fff', '#111' ],
	black: [ '#000', '#fff' ],
};

const LABELS: Record< string, string > = {
	paypal: 'PayPal',
	checkout: 'PayPal Checkout',
	buynow: 'Jetzt kaufen mit PayPal',
	pay: 'Mit PayPal bezahlen',
	subscribe: 'Mit PayPal abonnieren',
};

const SOURCE_LABELS: Record< string, string > = {
	paylater: 'Später bezahlen',
	card: 'Debit- oder Kreditkarte',
	venmo: 'Venmo',
};

/**
 * paypal.Buttons( options ).
 *
 * @param sdk     The booted SDK.
 * @param options The shop's options (callbacks, style, fundingSource).
 */
export function Buttons( sdk: Sdk, options: Any = {} ) {
	const fundingSource: string | undefined = options.fundingSource;
	const style = options.style ?? {};
	let rendered: HTMLElement | null = null;
	let enabled = true;
	const isEligible = () =>
		fundingSource === undefined || sdk.sources.includes( fundingSource );
	const { pay, resume } = buttonFlow( sdk, options, () => enabled );

	return {
		isEligible,
		render( container: Any ): Promise< void > {
			try {
				if ( ! isEligible() ) {
					throw new Error(
						`Funding source ${ fundingSource } is not eligible`
					);
				}
				const height = style.height ?? 45;
				if ( height < 25 || height > 55 ) {
					throw new Error(
						`Expected style.height to be between 25px and 55px - got ${ height }px`
					);
				}
				const element = resolveContainer( container );
				const wrap = document.createElement( 'div' );
				wrap.className = 'paypal-buttons vitrine-emulator-buttons';
				wrap.dataset.namespace = sdk.namespace;
				const shown = fundingSource
					? [ fundingSource ]
					: sdk.sources.filter( ( s ) =>
							[ 'paypal', 'paylater', 'card', 'venmo' ].includes(
								s
							)
					  );
				for ( const source of shown ) {
					const button = document.createElement( 'button' );
					button.type = 'button';
					button.dataset.fundingSource = source;
					const [ bg, fg ] =
						COLORS[
							source === 'paypal' || source === 'paylater'
								? style.color ?? 'gold'
								: 'black'
						] ?? COLORS.gold;
					const radius =
						{ pill: `${ height / 2 }px`, sharp: '0' }[
							style.shape as string
						] ?? '4px';
					button.style.cssText = `display:block;width:100%;height:${ height }px;margin:0 0 ${ Math.max(
						11,
						Math.round( height * 0.3 )
					) }px;border:0;border-radius:${ radius };background:${ bg };color:${ fg };font:600 16px sans-serif;cursor:pointer`;
					button.textContent =
						source === 'paypal'
							? LABELS[ style.label ?? 'paypal' ] ?? 'PayPal'
							: SOURCE_LABELS[ source ] ?? source;
					button.addEventListener( 'click', () => {
						pay( source );
					} );
					wrap.appendChild( button );
				}
				element.appendChild( wrap );
				rendered = wrap;
				options.onInit?.(
					{},
					{
						enable: () => {
							enabled = true;
							return Promise.resolve();
						},
						disable: () => {
							enabled = false;
							return Promise.resolve();
						},
					}
				);
				return Promise.resolve();
			} catch ( error ) {
				return Promise.reject( error );
			}
		},
		close(): Promise< void > {
			rendered?.remove();
			rendered = null;
			return Promise.resolve();
		},
		updateProps( props: Any ): Promise< void > {
			Object.assign( options, props );
			return Promise.resolve();
		},
		hasReturned: () => readReturn( window.location.hash ) !== null,
		resume: () => {
			resume().catch( () => undefined );
		},
	};
}
