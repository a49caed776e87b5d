/**
 * §4.8 shipping changes inside the pop-up, wired only under §4.8's
 * condition: an option change POSTs `{rate_id}` and checks the page's
 * matching shipping radio; an address change reads the cart's
 * shipping_address, POSTs the §3.7 mapping and reloads the totals. The
 * shipping routes are plain REST (the store's `shippingApi`, api-fetch with
 * the `Nonce` header); update_shipping is a §7.2 call (`shopApi`). A failure
 * logs data.message and rejects the pop-up's change.
 */
/**
 * External dependencies
 */
import {
	shippingApi,
	shopApi,
	toShopEndpoint,
	type GatewayConfig,
} from '@vitrine/store';

/**
 * Internal dependencies
 */
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
 * A shipping route of §3.11 `update_customer_shipping` with the session's nonce.
 *
 * @param config §3.11.
 * @param url    The route's URL ('' when the page has none).
 */
const route = ( config: GatewayConfig, url: string | undefined ) => ( {
	url: url ?? '',
	nonce: config.store_api_nonce,
} );

/**
 * §7.2 update_shipping: the provider order follows the cart.
 *
 * @param config  §3.11.
 * @param orderId Provider order id.
 */
const updateShipping = ( config: GatewayConfig, orderId: string ) =>
	shopApi.updateShipping( toShopEndpoint( config.ajax.update_shipping ), {
		order_id: orderId,
	} );

/**
 * The pop-up's shipping callbacks.
 *
 * @param deps What they use.
 */
export function shippingCallbacks( deps: ShippingDeps ) {
	const reject = (
		error: unknown,
		actions: { reject?: () => Promise< void > }
	) => {
		deps.log( error instanceof Error ? error.message : String( error ) );
		return actions?.reject?.();
	};
	return {
		async onShippingOptionsChange(
			data: {
				orderID?: string;
				selectedShippingOption?: { id?: string };
			},
			actions: { reject?: () => Promise< void > }
		) {
			const config = deps.getConfig();
			const shipping = config.update_customer_shipping;
			try {
				const id = data.selectedShippingOption?.id;
				if ( ! id || ! data.orderID ) {
					throw new Error( 'No shipping option.' );
				}
				await shippingApi.selectShippingRate(
					route( config, shipping?.shipping_options.endpoint ),
					id
				);
				deps.checkRate( id );
				// §7.2: not called for option changes when has_subscriptions is set.
				if ( ! config.data_client_id?.has_subscriptions ) {
					await updateShipping( config, data.orderID );
				}
				// The page's totals follow the rate chosen in the pop-up.
				await deps.refreshCart();
			} catch ( error ) {
				return reject( error, actions );
			}
		},
		async onShippingAddressChange(
			data: { orderID?: string; shippingAddress: PopupAddress },
			actions: { reject?: () => Promise< void > }
		) {
			const config = deps.getConfig();
			const shipping = config.update_customer_shipping?.shipping_address;
			try {
				if ( ! data.orderID ) {
					throw new Error( 'No order.' );
				}
				const cart = await shippingApi.shippingCart(
					route( config, shipping?.cart_endpoint )
				);
				await shippingApi.updateCustomerShipping(
					route( config, shipping?.update_customer_endpoint ),
					cartShippingAddress(
						cart?.shipping_address,
						data.shippingAddress
					)
				);
				await updateShipping( config, data.orderID );
				await deps.refreshCart();
			} catch ( error ) {
				return reject( error, actions );
			}
		},
	} satisfies ButtonCallbacks;
}
