/**
 * §4.8 shipping inside the pop-up and app-switch.
 */
/**
 * External dependencies
 */
import type { GatewayConfig, PaymentContext } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { skipsShippingCallbacks } from './venmo';

type ShippingConfig = Pick<
	GatewayConfig,
	| 'should_handle_shipping_in_paypal'
	| 'needShipping'
	| 'server_side_shipping_callback'
	| 'vaultingEnabled'
	| 'appswitch'
	| 'final_review_enabled'
>;

/**
 * Whether the pop-up's shipping callbacks are wired: only when shipping is
 * handled in the wallet, the cart needs shipping (or this is a product
 * page), and the server-side callback is off; never for the peer-to-peer
 * wallet while vaulting is on.
 *
 * @param config        §3.11.
 * @param context       The buttons' context.
 * @param fundingSource The clicked funding source, when known.
 */
export function handlesShipping(
	config: ShippingConfig,
	context: PaymentContext,
	fundingSource: string | null = null
): boolean {
	if ( skipsShippingCallbacks( config.vaultingEnabled, fundingSource ) ) {
		return false;
	}
	return (
		Boolean( config.should_handle_shipping_in_paypal ) &&
		( Boolean( config.needShipping ) || context === 'product' ) &&
		! config.server_side_shipping_callback?.enabled
	);
}

/**
 * §4.8: app-switch only when enabled, without final review, and with the
 * server-side shipping callback on.
 *
 * @param config §3.11.
 */
export function requestsAppSwitch( config: ShippingConfig ): boolean {
	return (
		Boolean( config.appswitch?.enabled ) &&
		! config.final_review_enabled &&
		Boolean( config.server_side_shipping_callback?.enabled )
	);
}
