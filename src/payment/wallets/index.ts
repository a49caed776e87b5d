/**
 * The mobile wallets on the checkout and pay-for-order pages (§2.4, §9.3):
 * for each wallet the page offers (`#vitrine-wallets-config`) whose wrapper
 * is on the page, the provider's component from the page's ONE SDK load
 * (its `components` carry applepay/googlepay, §3.11 url_params) renders the
 * wallet's button where the browser is eligible. Which wrapper shows is the
 * display rules' business (§2.7: only while the method is selected).
 */
/**
 * External dependencies
 */
import { paymentStore, type GatewayConfig } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { pageInSubscriptionMode } from '../contexts/shared';
import { loadSdk, scriptOptions } from '../sdk';
import { mountApplePay } from './apple-pay';
import { readWalletsConfig } from './config';
import { mountGooglePay } from './google-pay';
import { checkoutHost } from './host';

/**
 * The wrapper's `data-wallet-state` once decided: `ready` (the button
 * rendered) or `unavailable` (not eligible, or the wallet failed to load).
 */
export const WALLET_STATE = 'walletState';

/**
 * Starts the page's wallets.
 *
 * @param config §3.11 (already in `vitrine/payment`).
 * @return Resolves once every wallet rendered or gave up.
 */
export async function startWallets( config: GatewayConfig ): Promise< void > {
	if ( config.context !== 'checkout' && config.context !== 'pay-now' ) {
		return;
	}
	const wallets = readWalletsConfig();
	// The very options the checkout's buttons load with: the same promise, one script.
	const current = ( select( paymentStore ).getConfig() ??
		config ) as GatewayConfig;
	const options = scriptOptions( current, {
		subscription: pageInSubscriptionMode( current ),
	} );
	if ( ! wallets || ! options ) {
		return;
	}
	const apple = wallets.applepay;
	const google = wallets.googlepay;
	const appleWrapper = apple
		? document.querySelector< HTMLElement >( apple.wrapper )
		: null;
	const googleWrapper = google
		? document.querySelector< HTMLElement >( google.wrapper )
		: null;
	if ( ! appleWrapper && ! googleWrapper ) {
		return;
	}
	let namespace;
	try {
		namespace = await loadSdk( options );
	} catch {
		// §8.2: a failed load hides the buttons silently.
		for ( const wrapper of [ appleWrapper, googleWrapper ] ) {
			if ( wrapper ) {
				wrapper.dataset[ WALLET_STATE ] = 'unavailable';
			}
		}
		return;
	}
	const rendered = ( wrapper: HTMLElement ) => ( shown: boolean ) => {
		wrapper.dataset[ WALLET_STATE ] = shown ? 'ready' : 'unavailable';
	};
	const failed = ( wrapper: HTMLElement ) => () => {
		wrapper.dataset[ WALLET_STATE ] = 'unavailable';
	};
	await Promise.all( [
		apple && appleWrapper
			? mountApplePay(
					appleWrapper,
					namespace,
					apple,
					wallets,
					checkoutHost( appleWrapper, apple )
			  ).then( rendered( appleWrapper ), failed( appleWrapper ) )
			: null,
		google && googleWrapper
			? mountGooglePay(
					googleWrapper,
					namespace,
					google,
					wallets,
					checkoutHost( googleWrapper, google )
			  ).then( rendered( googleWrapper ), failed( googleWrapper ) )
			: null,
	] );
}
