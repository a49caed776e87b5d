/**
 * What only the checkout and pay-for-order pages run (§2.4 checkout and
 * pay-now contexts): the §2.7 display rules, the buttons in the checkout
 * form and the mobile wallets. Only `checkout.tsx`, the payment script of
 * those pages, imports it.
 */
/**
 * External dependencies
 */
import { paymentStore, type GatewayConfig } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { cardSdkConfig } from './cards';
import { mountCheckoutCards } from './cards/checkout';
import { needsClientToken } from './cards/page';
import { startCheckoutDisplay } from './checkout/display';
import { watchSdkFailure } from './checkout/unavailable';
import { mountCheckout } from './contexts/checkout';
import { startChangePaymentMethod } from './subscriptions/change-method';
import { freeTrialCardVault } from './subscriptions/free-trial-cards';
import { startWallets } from './wallets';
import { holdSdk, type ScriptOptions } from './sdk';

/** The page's configuration once the card fields have what they need. */
let ready: Promise< GatewayConfig > | null = null;

/**
 * Whether the page shows the legacy card fields (they need the token).
 *
 * @param config §3.11.
 */
function cardsNeedToken( config: GatewayConfig ): boolean {
	return (
		!! config.hosted_fields?.wrapper &&
		!! document.querySelector( config.hosted_fields.wrapper ) &&
		needsClientToken( config )
	);
}

/**
 * §3.10: the legacy card fields need the client token on the page's one
 * SDK script, so it is fetched (or read from session storage) first and
 * put into the store's configuration; once per page. Without card fields
 * or with the newer ones, the configuration as it is.
 *
 * @param config §3.11.
 */
function cardReadyConfig( config: GatewayConfig ): Promise< GatewayConfig > {
	if ( ready ) {
		return ready;
	}
	ready = ! cardsNeedToken( config )
		? Promise.resolve( config )
		: cardSdkConfig( config ).then( ( withToken ) => {
				dispatch( paymentStore ).setConfig( withToken );
				return withToken;
		  } );
	return ready;
}

/**
 * What every SDK load of the page must carry from the first one on (the
 * client token of the legacy card fields, or nothing).
 *
 * @param config §3.11.
 */
export async function sdkAttributes(
	config: GatewayConfig
): Promise< Partial< ScriptOptions > > {
	const token = ( await cardReadyConfig( config ) ).script_attributes?.[
		'data-client-token'
	];
	return token ? { dataClientToken: token } : {};
}

/**
 * @param config                §3.11.
 * @param context               checkout or pay-now.
 * @param page                  What the page holds.
 * @param page.hasCancelWrapper Whether a cancel wrapper is on the page (§2.4: nothing renders).
 */
export function startCheckoutPage(
	config: GatewayConfig,
	context: 'checkout' | 'pay-now',
	page: { hasCancelWrapper: boolean }
): void {
	startCheckoutDisplay( config );
	const mount = ( current: GatewayConfig ) => {
		if ( current.is_subscription_change_payment_page ) {
			// §2.5: no payment here; a new card or the wallet is saved for the subscription.
			if ( ! page.hasCancelWrapper ) {
				void startChangePaymentMethod( current );
			}
			return;
		}
		mountCheckout( current, context );
		// §4.4: a script that fails to load leaves the form with a method that pays.
		watchSdkFailure();
		if ( ! page.hasCancelWrapper ) {
			void startWallets( current );
			mountCheckoutCards(
				current,
				context,
				freeTrialCardVault( current )
			);
		}
	};
	if ( ! cardsNeedToken( config ) ) {
		mount( config );
		return;
	}
	// Every SDK load of the page (the header's mini-cart and the messages,
	// which main.tsx starts next, too) waits for the token and carries it,
	// so they share the card fields' one script.
	holdSdk( sdkAttributes( config ) );
	void cardReadyConfig( config ).then( mount );
}
