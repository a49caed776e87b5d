/**
 * Binds flows to the real store and page: the `vitrine/payment` store's
 * actions and thunks, and the browser's location, notices and timers.
 */
/**
 * External dependencies
 */
import { paymentStore, type GatewayConfig } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { FlowPage, FlowStore } from './flows/common';
import { replaceHash } from './location';
import { clearError, showError } from './notices';

/* eslint-disable @typescript-eslint/no-explicit-any -- @wordpress/data's thunk types are not inferred for a store from another bundle. */

/** The payment store, bound, as flows use it. */
export function flowStore(): FlowStore {
	const actions = dispatch( paymentStore ) as any;
	const selectors = () => select( paymentStore ) as any;
	return {
		startPayment: ( source ) => actions.startPayment( source ),
		resetPayment: () => actions.resetPayment(),
		failPayment: ( message ) => actions.failPayment( message ),
		createOrder: ( request ) => actions.createOrder( request ),
		approveOrder: ( id, source ) => actions.approveOrder( id, source ),
		approveSubscription: ( id, subscription, products ) =>
			actions.approveSubscription( id, subscription, products ),
		refreshCart: () => actions.refreshCart(),
		removeCartLines: ( units ) => actions.removeCartLines( units ),
		getConfig: () => selectors().getConfig() as GatewayConfig,
		getFundingSource: () => selectors().getFundingSource(),
	};
}

/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The browser page of one wrapper.
 *
 * @param wrapper       The buttons' wrapper.
 * @param reloadButtons Reloads this wrapper's buttons.
 */
export function browserPage(
	wrapper: HTMLElement,
	reloadButtons: () => void
): FlowPage {
	return {
		showError: ( message ) => showError( wrapper, message ),
		clearError: () => clearError( wrapper ),
		redirect: ( url ) => window.location.assign( url ),
		wait: ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) ),
		getHash: () => window.location.hash,
		replaceHash,
		reloadButtons,
	};
}
