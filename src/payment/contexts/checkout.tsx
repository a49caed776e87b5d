/**
 * The checkout and pay-now contexts (§2.4: always their own handler): the
 * wallet in the main wrapper and each separately rendered funding source
 * (§3.11 separate_buttons: card button, pay-later, …) in its own wrapper,
 * all on checkoutFlow. §4.12: the payment area may be hidden at first
 * (another method chosen); once it shows, the refresh event renders the
 * buttons anew at their real width.
 */
/**
 * External dependencies
 */
import { paymentStore, type GatewayConfig } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { FORM_SELECTOR } from '../checkout/forms';
import { vaultPaypal } from '../subscriptions/api';
import { saveCheckoutForm, validateCheckout } from '../checkout-calls';
import { mountIslands } from '../../shared/island';
import { browserPage, flowStore } from '../bind';
import { markUnavailable } from '../checkout/unavailable';
import { WalletButtons } from '../components/WalletButtons';
import { checkoutFlow, type CheckoutFlowStore } from '../flows/checkout';
import { browserCheckoutForm } from '../flows/checkout-page';
import { GATEWAY } from '../rules/gateways';
import type { Style } from '../rules/layout';
import { isEnabled } from '../rules/visibility';
import {
	isShown,
	REFRESH_EVENT,
	watchVisibility,
} from '../rules/visibility-watch';
import { payNowOrder, paysOrder } from './pay-now';
import {
	useConfig,
	useEnablement,
	usePageScriptOptions,
	useReload,
} from './shared';

/** Sources the main wallet wrapper renders unless they have their own. */
const WALLET_SOURCES = [ 'paypal', 'paylater', 'venmo' ];

export type CheckoutContext = 'checkout' | 'pay-now';

interface Props {
	element: HTMLElement;
	/** The wrapper's selector (its enablement key). */
	wrapper: string;
	context: CheckoutContext;
	sources: string[];
	style: Style;
	/** §9.3: the method these buttons pay for. */
	method: string;
}

/** The bound store with the checkout's calls (the card fields use it too). */
export function checkoutStore(): CheckoutFlowStore {
	return {
		...flowStore(),
		validateCheckout,
		saveCheckoutForm,
		vaultPaypal,
	} as CheckoutFlowStore;
}

/**
 * One wrapper's buttons.
 *
 * @param props Props.
 */
function CheckoutWrapper( props: Props ) {
	const { element, wrapper, context, sources, style, method } = props;
	const config = useConfig();
	const enabled = isEnabled( config, { context } );
	useEnablement( wrapper, enabled );
	const options = usePageScriptOptions( config );
	const [ generation, reload ] = useReload();
	const callbacks = useMemo( () => {
		const form =
			element.closest( 'form' ) ??
			document.querySelector< HTMLFormElement >( FORM_SELECTOR );
		return checkoutFlow(
			checkoutStore(),
			browserPage( element, reload ),
			browserCheckoutForm( form ?? document.createElement( 'form' ) ),
			{
				context,
				isEnabled: () =>
					select( paymentStore ).isWrapperEnabled( wrapper ),
				order:
					context === 'pay-now'
						? payNowOrder( config, window.location.search )
						: undefined,
			}
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ element, wrapper, context ] );

	// §4.12: rendered while hidden, the buttons render again once shown.
	useEffect( () => {
		if ( isShown( element ) ) {
			return;
		}
		const refresh = () => reload();
		document.body.addEventListener( REFRESH_EVENT, refresh );
		const stop = watchVisibility(
			() => isShown( element ),
			() => document.body.dispatchEvent( new Event( REFRESH_EVENT ) )
		);
		return () => {
			stop();
			document.body.removeEventListener( REFRESH_EVENT, refresh );
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ element ] );

	return (
		<WalletButtons
			element={ element }
			wrapper={ wrapper }
			style={ style }
			options={ options }
			callbacks={ callbacks }
			generation={ generation }
			sources={ sources }
			// §4.4: no button can render, so the form offers another method.
			onUnavailable={ () => markUnavailable( 'ineligible', method ) }
		/>
	);
}

/**
 * Mounts the context's wrappers: each separate funding source whose wrapper
 * is on the page in it, the wallet's other sources in the main wrapper.
 *
 * @param config  §3.11.
 * @param context checkout or pay-now.
 */
export function mountCheckout(
	config: GatewayConfig,
	context: CheckoutContext
): void {
	// §2.4: these contexts pay the checkout form or the pay-for-order form;
	// a payment block elsewhere (an empty cart, no form) renders nothing
	// and loads no SDK.
	if ( ! document.querySelector( FORM_SELECTOR ) ) {
		return;
	}
	if ( context === 'pay-now' && ! paysOrder( config ) ) {
		return;
	}
	const separate = Object.entries( config.separate_buttons ?? {} ).filter(
		( [ , button ] ) =>
			!! button?.wrapper && document.querySelector( button.wrapper )
	);
	for ( const [ source, button ] of separate ) {
		mountIslands(
			button.wrapper,
			`vitrine/payment ${ context } ${ source }`,
			( element ) => (
				<CheckoutWrapper
					element={ element }
					wrapper={ button.wrapper }
					context={ context }
					sources={ [ source ] }
					style={ button.style as Style }
					method={ button.id }
				/>
			)
		);
	}
	const own = separate.map( ( [ source ] ) => source );
	mountIslands(
		config.button.wrapper,
		`vitrine/payment ${ context }`,
		( element ) => (
			<CheckoutWrapper
				element={ element }
				wrapper={ config.button.wrapper }
				context={ context }
				sources={ WALLET_SOURCES.filter(
					( s ) => ! own.includes( s )
				) }
				style={ config.button.style }
				method={ GATEWAY.wallet }
			/>
		)
	);
}
