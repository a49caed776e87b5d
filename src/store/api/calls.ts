/**
 * One typed function per shop call (§7.2), over callShop(). Each takes the
 * endpoint (a block's `{url, nonce}` or `toShopEndpoint( config.ajax.… )`)
 * and the call's body without the nonce, and resolves to the answer's data.
 */
/**
 * Internal dependencies
 */
import { callShop, type ShopEndpoint } from './client';
import type { ShopCallName, ShopCalls } from './types';

type Call< N extends ShopCallName > = (
	endpoint: ShopEndpoint,
	body: ShopCalls[ N ][ 'body' ]
) => Promise< ShopCalls[ N ][ 'answer' ] >;

/**
 * The typed function of one call.
 *
 * @param name Call name.
 */
function call< N extends ShopCallName >( name: N ): Call< N > {
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
/** §7.2 validate_checkout: the checkout form's errors (§5.3). */
export const validateCheckout = call( 'validate_checkout' );
/** §7.2 save_checkout_form: keeps the checkout form in the session (§4.7). */
export const saveCheckoutForm = call( 'save_checkout_form' );
/** §7.2 remove from cart: answers the cart. */
export const removeFromCart = call( 'remove_from_cart' );
/** The cart page's quantity change (0 removes); answers the cart. */
export const setCartQuantity = call( 'set_cart_quantity' );
/** The cart page's shipping rate choice; answers the cart. */
export const chooseShippingRate = call( 'choose_shipping_rate' );
/** §7.2 create_order: the provider order for the server's cart. */
export const createOrder = call( 'create_order' );
/** §7.2 approve_order: captures or authorises, answers where to go (§2.6). */
export const approveOrder = call( 'approve_order' );
/** §7.2 approve_subscription. */
export const approveSubscription = call( 'approve_subscription' );
/** §7.2 update_shipping: the provider order follows the cart's shipping. */
export const updateShipping = call( 'update_shipping' );
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
