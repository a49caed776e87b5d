/**
 * The subscription calls of §7.2 over the page's §3.11 `ajax` object:
 * vault_paypal (free-trial wallet) and subscription_change_payment_method.
 */
/**
 * External dependencies
 */
import {
	paymentStore,
	toShopEndpoint,
	type GatewayConfig,
} from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as shopApi from '../checkout-calls';

/**
 * The page's §3.11 object.
 */
function config(): GatewayConfig {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the store comes from another bundle.
	return ( select( paymentStore ) as any ).getConfig() as GatewayConfig;
}

/**
 * §7.2 vault_paypal: the approve link of a new wallet setup token that
 * returns to `returnUrl`.
 *
 * @param returnUrl The current page.
 */
export function vaultPaypal(
	returnUrl: string
): Promise< { approve_link: string } > {
	return shopApi.vaultPaypal( toShopEndpoint( config().ajax.vault_paypal ), {
		return_url: returnUrl,
	} );
}

/**
 * §7.2 subscription_change_payment_method.
 *
 * @param subscriptionId Subscription.
 * @param tokenId        Our saved method's id.
 * @param paymentMethod  Its gateway ('' when unknown).
 */
export function changeSubscriptionPaymentMethod(
	subscriptionId: number,
	tokenId: number,
	paymentMethod = ''
): Promise< { subscription_id: number; payment_token_id: number } > {
	return shopApi.changeSubscriptionPaymentMethod(
		toShopEndpoint( config().ajax.subscription_change_payment_method ),
		{
			subscription_id: subscriptionId,
			wc_payment_token_id: tokenId,
			...( paymentMethod ? { payment_method: paymentMethod } : {} ),
		}
	);
}
