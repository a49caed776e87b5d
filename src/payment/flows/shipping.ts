/**
 * §4.8 shipping changes inside the pop-up, wired only under §4.8's
 * condition: an option change POSTs `{rate_id}` and checks the page's
 * matching shipping radio; an address change reads the cart's
 * shipping_address, POSTs the §3.7 mapping and reloads the totals. A
 * failure logs data.message and rejects the pop-up's change.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import {
	chooseShippingOption,
	shippingCart,
	updateCustomerAddress,
	updateShipping,
} from '../api';
import { cartShippingAddress, type PopupAddress } from '../rules/address';
import type { ButtonCallbacks } from './common';

/** What the shipping callbacks use. */
export interface ShippingDeps {
	getConfig: () => GatewayConfig;
	refreshCart: () => Promise< unknown >;
	/** Checks the shipping radio of a rate on the page. */
	checkRate: ( rateId: string ) => void;
	log: ( message: string ) => void;
}

/**
 * The pop-up's shipping callbacks.
 *
 * @param deps What they use.
 */
export function shippingCallbacks( deps: ShippingDeps ): ButtonCallbacks {
	const reject = ( error: unknown, actions: { reject?: () => unknown } ) => {
		deps.log( error instanceof Error ? error.message : String( error ) );
		return actions?.reject?.();
	};
	return {
		async onShippingOptionsChange(
			data: { orderID: string; selectedShippingOption: { id: string } },
			actions: { reject?: () => unknown }
		) {
			const config = deps.getConfig();
			const shipping = config.update_customer_shipping;
			try {
				const id = data.selectedShippingOption.id;
				await chooseShippingOption(
					{
						endpoint: shipping?.shipping_options.endpoint ?? '',
						nonce: config.store_api_nonce,
					},
					id
				);
				deps.checkRate( id );
				// §7.2: not called for option changes when has_subscriptions is set.
				if ( ! config.data_client_id?.has_subscriptions ) {
					await updateShipping(
						config.ajax.update_shipping,
						data.orderID
					);
				}
				// The page's totals follow the new rate, as after an address change.
				await deps.refreshCart();
			} catch ( error ) {
				return reject( error, actions );
			}
		},
		async onShippingAddressChange(
			data: { orderID: string; shippingAddress: PopupAddress },
			actions: { reject?: () => unknown }
		) {
			const config = deps.getConfig();
			const shipping = config.update_customer_shipping;
			const nonce = config.store_api_nonce;
			try {
				const cart = await shippingCart( {
					endpoint: shipping?.shipping_address.cart_endpoint ?? '',
					nonce,
				} );
				await updateCustomerAddress(
					{
						endpoint:
							shipping?.shipping_address
								.update_customer_endpoint ?? '',
						nonce,
					},
					cartShippingAddress(
						cart?.shipping_address,
						data.shippingAddress
					)
				);
				await updateShipping(
					config.ajax.update_shipping,
					data.orderID
				);
				await deps.refreshCart();
			} catch ( error ) {
				return reject( error, actions );
			}
		},
	};
}
