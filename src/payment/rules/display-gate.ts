/**
 * Whether the checkout's gateway logic (the §2.7 display rules) runs at
 * all: §2.7's skip conditions, §2.5's change-payment-method page, and §6
 * (guest or logged in, with has_subscriptions).
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { isVaultedFreeTrial } from './display';

/** §2.5: the query parameter of the change-payment-method page. */
export const CHANGE_PAYMENT_METHOD_PARAM = 'change_payment_method';

/**
 * §2.5: whether the page is a subscription's change-payment-method page
 * (its query parameter, or the §3.11 flag the server set for it).
 *
 * @param config §3.11.
 * @param search `location.search`.
 */
export function isChangePaymentMethodPage(
	config: GatewayConfig,
	search: string
): boolean {
	return (
		config.is_subscription_change_payment_page === true ||
		new URLSearchParams( search ).has( CHANGE_PAYMENT_METHOD_PARAM )
	);
}

/**
 * §2.7: checkout gateway toggling is skipped when the context is not
 * checkout or pay-now, on the change-payment-method page (§2.5), and on a
 * free-trial cart with a vaulted wallet e-mail.
 *
 * @param config §3.11.
 * @param search `location.search`.
 */
export function togglingSkipped(
	config: GatewayConfig,
	search: string
): boolean {
	return (
		( config.context !== 'checkout' && config.context !== 'pay-now' ) ||
		isChangePaymentMethodPage( config, search ) ||
		isVaultedFreeTrial( config )
	);
}

/**
 * §6: the shopper is a guest or logged in (data_client_id.user); with the
 * context and has_subscriptions this decides whether the gateway logic
 * runs. A subscription needs a customer account in this shop, so a guest
 * whose cart holds one gets the provider's methods only once the form will
 * create her account ("Konto erstellen" ticked); until then the form is
 * the shop's own (place-order shown, provider wrappers hidden), and its
 * submit gets the server's German reason.
 *
 * @param config        §3.11.
 * @param createAccount The form's create-account box is ticked.
 */
export function gatewayLogicRuns(
	config: GatewayConfig,
	createAccount: boolean
): boolean {
	if ( config.context !== 'checkout' && config.context !== 'pay-now' ) {
		return false;
	}
	const guest = ! ( config.data_client_id.user > 0 );
	const needsAccount = guest && config.data_client_id.has_subscriptions;
	return ! needsAccount || createAccount;
}
