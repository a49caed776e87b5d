/**
 * What the contexts share: the page's script options, the flow callbacks of
 * a wrapper, and publishing a wrapper's enablement to the store (§4.4).
 */
/**
 * External dependencies
 */
import {
	paymentStore,
	type GatewayConfig,
	type PaymentContext,
} from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { browserPage, flowStore } from '../bind';
import type { ButtonCallbacks, FlowOptions } from '../flows/common';
import { orderFlow } from '../flows/order';
import { shippingCallbacks } from '../flows/shipping';
import { subscriptionFlow } from '../flows/subscription';
import { handlesShipping } from '../rules/shipping';
import { isSubscriptionMode } from '../rules/visibility';
import { scriptOptions, type ScriptOptions } from '../sdk';

/**
 * §4.5: the whole page's script runs in subscription mode on a
 * subscription product's page (one load per page).
 *
 * @param config §3.11.
 */
export function pageInSubscriptionMode( config: GatewayConfig ): boolean {
	return config.context === 'product' && isSubscriptionMode( config );
}

/** The store's configuration (with §4.6 overrides), re-read on change. */
export function useConfig(): GatewayConfig {
	return useSelect(
		( select ) => select( paymentStore ).getConfig(),
		[]
	) as GatewayConfig;
}

/**
 * The page's loader options: the same for every context, so the page
 * loads one script (a changed option set replaces it once).
 *
 * @param config §3.11.
 */
export function usePageScriptOptions(
	config: GatewayConfig
): ScriptOptions | null {
	return useMemo(
		() =>
			scriptOptions( config, {
				subscription: pageInSubscriptionMode( config ),
			} ),
		[ config ]
	);
}

/**
 * §4.4: publishes a wrapper's enablement; every listener hears it.
 *
 * @param wrapper Wrapper selector.
 * @param enabled Whether it takes clicks.
 */
export function useEnablement( wrapper: string, enabled: boolean ): void {
	useEffect( () => {
		dispatch( paymentStore ).setWrapperEnabled( wrapper, enabled );
	}, [ wrapper, enabled ] );
}

/** A wrapper's reload (§4.9 resume flow): bumps the generation. */
export function useReload(): [ number, () => void ] {
	const [ generation, setGeneration ] = useState( 0 );
	return [ generation, () => setGeneration( ( n ) => n + 1 ) ];
}

/**
 * The wallet callbacks of a wrapper: order or subscription flow, plus the
 * pop-up's shipping callbacks under §4.8's condition.
 *
 * @param element Wrapper.
 * @param options Flow options.
 * @param reload  Reloads the wrapper's buttons.
 * @param planId  §4.5 plan id getter in subscription mode.
 */
export function buildCallbacks(
	element: HTMLElement,
	options: FlowOptions,
	reload: () => void,
	planId?: () => string | null
): ButtonCallbacks {
	const store = flowStore();
	const page = browserPage( element, reload );
	const config = store.getConfig();
	const flow = planId
		? subscriptionFlow( store, page, { ...options, planId } )
		: orderFlow( store, page, options );
	if ( planId || ! handlesShipping( config, options.context ) ) {
		return flow;
	}
	return {
		...flow,
		...shippingCallbacks( {
			getConfig: store.getConfig,
			refreshCart: store.refreshCart,
			checkRate: ( id ) => {
				const radio = document.querySelector< HTMLInputElement >(
					`input[type="radio"][name^="shipping_method"][value="${ CSS.escape(
						id
					) }"], input[type="radio"][name="rate_id"][value="${ CSS.escape(
						id
					) }"]`
				);
				if ( radio ) {
					radio.checked = true;
				}
			},
			// eslint-disable-next-line no-console
			log: ( message ) => console.warn( message ),
		} ),
	};
}

/** Contexts this script handles (part 1 of the payment buttons). */
export type HandledContext = Extract<
	PaymentContext,
	'product' | 'mini-cart' | 'cart'
>;
