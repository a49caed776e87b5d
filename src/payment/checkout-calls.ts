/**
 * The §7.2 calls only the checkout, pay-for-order and my-account pages
 * make: checkout validation, the vault's setup and payment tokens and the
 * subscription calls. They live here, bundled into the lazy checkout chunk
 * and the account script, not in the shared store script every product
 * page loads; each goes through the store's one client (`callShop`, with
 * its nonce-refresh middleware), so errors and retries stay the same.
 */
/**
 * External dependencies
 */
import {
	callShop,
	endpointOf,
	paymentStore,
	shopApi,
	toShopEndpoint,
	type GatewayConfig,
	type ShopCallName,
	type ShopEndpoint,
} from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';

/** The store's maker of a typed shop call. */
const { call } = shopApi;

/** §7.2 vault_{provider}: the wallet setup token's approve_link for a free-trial cart (§2.6). */
export const vaultPaypal = call( 'vault_paypal' );
/** §7.2 subscription_change_payment_method: the subscription renews on another saved method. */
export const changeSubscriptionPaymentMethod = call(
	'subscription_change_payment_method'
);
/** §7.2 create_setup_token: starts saving a card or the wallet. */
export const createSetupToken = call( 'create_setup_token' );
/** §7.2 create_payment_token: the approved setup token becomes a saved method. */
export const createPaymentToken = call( 'create_payment_token' );
/** §7.2 create_payment_token_for_guest (§6). */
export const createPaymentTokenForGuest = call(
	'create_payment_token_for_guest'
);

/**
 * An endpoint of the configuration in `vitrine/payment`; without a
 * configuration or that endpoint, one without URL, which the client refuses
 * without a request (a call the page does not offer).
 *
 * @param name Endpoint name.
 */
function storeEndpoint( name: ShopCallName ): ShopEndpoint {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the store comes from another bundle.
	const config = ( select( paymentStore ) as any ).getConfig() as
		| GatewayConfig
		| null
		| undefined;
	return toShopEndpoint(
		( config && endpointOf( config, name ) ) ?? {
			endpoint: '',
			nonce: '',
		}
	);
}

/**
 * §7.2 validate_checkout (§5.3): resolves when the server would take the
 * form, rejects with its ShopAjaxError (errors list, message) otherwise.
 *
 * @param formEncoded The checkout form, URL-encoded.
 */
export async function validateCheckout( formEncoded: string ): Promise< void > {
	await callShop( 'validate_checkout', storeEndpoint( 'validate_checkout' ), {
		form_encoded: formEncoded,
	} );
}

/**
 * §7.2 save_checkout_form: keeps the form's values for the session (§4.7).
 *
 * @param formEncoded The checkout form, URL-encoded.
 */
export async function saveCheckoutForm( formEncoded: string ): Promise< void > {
	await callShop(
		'save_checkout_form',
		storeEndpoint( 'save_checkout_form' ),
		{ form_encoded: formEncoded }
	);
}
