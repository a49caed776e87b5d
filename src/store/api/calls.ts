/**
 * One typed function per shop call (§7.2) of the product, cart and mini-cart
 * buttons, over callShop(). Each takes the endpoint (a block's `{url, nonce}`
 * or `toShopEndpoint( config.ajax.… )`) and the call's body without the
 * nonce, and resolves to the answer's data. The calls only checkout,
 * pay-for-order and my account make are in `src/payment/checkout-calls.ts`,
 * so the store script every product page loads does not carry them.
 */
/**
 * Internal dependencies
 */
import { callShop, type ShopEndpoint } from './client';
import type { ShopCallName, ShopCalls } from './types';

/** The typed function of one shop call. */
export type Call< N extends ShopCallName > = (
	endpoint: ShopEndpoint,
	body: ShopCalls[ N ][ 'body' ]
) => Promise< ShopCalls[ N ][ 'answer' ] >;

/**
 * The typed function of one call (also the maker of
 * `src/payment/checkout-calls.ts`, as `shopApi.call`).
 *
 * @param name Call name.
 */
export function call< N extends ShopCallName >( name: N ): Call< N > {
	return ( endpoint, body ) => callShop( name, endpoint, body );
}

/** §7.2 change_cart: replaces the cart (or adds, `add: true`); answers the purchase units. */
export const changeCart = call( 'change_cart' );
/** §7.2 simulate_cart: what the product form would cost (§4.6); the cart stays. */
export const simulateCart = call( 'simulate_cart' );
/**
 * §7.2 cart_script_params (GET): the script parameters and the cart.
 *
 * @param endpoint URL (no nonce needed).
 */
export const cartScriptParams = ( endpoint: ShopEndpoint ) =>
	callShop( 'cart_script_params', endpoint, {} );
/** §7.2 remove from cart: answers the cart. */
export const removeFromCart = call( 'remove_from_cart' );
/** §7.2 create_order: the provider order for the server's cart. */
export const createOrder = call( 'create_order' );
/** §7.2 approve_order: captures or authorises, answers where to go (§2.6). */
export const approveOrder = call( 'approve_order' );
/** §7.2 approve_subscription. */
export const approveSubscription = call( 'approve_subscription' );
/** §7.2 update_shipping: the provider order follows the cart's shipping. */
export const updateShipping = call( 'update_shipping' );
