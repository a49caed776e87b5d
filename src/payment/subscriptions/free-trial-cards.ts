/**
 * A free-trial cart paid by card (§4.5, §4.10): the card component's
 * vault-setup variant saves the card (create_setup_token →
 * create_payment_token) and the checkout form is then sent with the new
 * token in `vitrine_free_trial_token`; the server places the order, starts
 * the subscription on that card and charges nothing today.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { FORM_SELECTOR } from '../checkout/forms';
import { vaultFlow } from '../vault/flow';

/** The checkout form's field the server reads (Payment\Subscriptions\FreeTrial::FIELD). */
export const FREE_TRIAL_TOKEN_FIELD = 'vitrine_free_trial_token';

/**
 * Puts the saved token into the form and sends it.
 *
 * @param form    The checkout form.
 * @param tokenId Our saved method's id.
 */
export function submitWithToken( form: HTMLFormElement, tokenId: number ) {
	let input = form.querySelector< HTMLInputElement >(
		`input[name="${ FREE_TRIAL_TOKEN_FIELD }"]`
	);
	if ( ! input ) {
		input = document.createElement( 'input' );
		input.type = 'hidden';
		input.name = FREE_TRIAL_TOKEN_FIELD;
		form.append( input );
	}
	input.value = String( tokenId );
	form.requestSubmit();
}

/**
 * The card component's `vaultSetup` callbacks for a free-trial checkout
 * (used only when §4.10's rule picks the vault-setup variant), or
 * undefined when the cart is no free trial.
 *
 * @param config §3.11.
 */
export function freeTrialCardVault( config: GatewayConfig ) {
	if ( ! config.is_free_trial_cart ) {
		return undefined;
	}
	return vaultFlow( {
		config,
		gateway: 'ppcp-credit-card-gateway',
		done: ( tokenId ) => {
			const wrapper = config.hosted_fields?.wrapper
				? document.querySelector( config.hosted_fields.wrapper )
				: null;
			const form =
				wrapper?.closest< HTMLFormElement >( FORM_SELECTOR ) ??
				document.querySelector< HTMLFormElement >( FORM_SELECTOR );
			if ( tokenId && form ) {
				submitWithToken( form, tokenId );
			}
		},
	} );
}
