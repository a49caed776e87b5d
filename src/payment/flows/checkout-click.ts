/**
 * §4.7 the wallet click flow on checkout, as a decision: what the click
 * does before the provider's pop-up may open.
 */

/** The §3.11 keys the decision reads. */
export interface ClickFacts {
	is_free_trial_cart: boolean;
	subscription_plan_id: string;
	vault_v3_enabled: string;
}

/**
 * §4.7 step 3: a free-trial cart, a source other than card, no
 * subscription_plan_id and vault v3 off run the wallet vault-only flow
 * instead of the normal payment.
 *
 * @param facts         §3.11.
 * @param fundingSource The clicked source.
 */
export function needsVaultOnlyFlow(
	facts: ClickFacts,
	fundingSource: string
): boolean {
	return (
		facts.is_free_trial_cart === true &&
		fundingSource !== 'card' &&
		! facts.subscription_plan_id &&
		facts.vault_v3_enabled !== '1'
	);
}

/**
 * The gateway a funding source pays through on checkout (§9.3): the card
 * button's own gateway for `card` when the shopper chose it, else the
 * chosen method, else the wallet.
 *
 * @param chosen        The checked payment_method radio ('' when none).
 * @param fundingSource The clicked source.
 */
export function gatewayFor( chosen: string, fundingSource: string ): string {
	if ( fundingSource === 'card' && chosen !== 'ppcp-credit-card-gateway' ) {
		return 'ppcp-card-button-gateway';
	}
	if ( chosen && chosen !== 'bacs' ) {
		return chosen;
	}
	return 'ppcp-gateway';
}
