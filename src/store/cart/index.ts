/**
 * `vitrine/cart`: the shopper's cart and the product form's selection, shared
 * by every block on the page. Its thunks talk to the shop (§7.2); blocks
 * dispatch them and select what the server said.
 */
/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { cartActions, cartReducer, cartSelectors } from './reducer';
import { cartThunks } from './thunks';

export const CART_STORE = 'vitrine/cart';

export {
	cartActions,
	cartReducer,
	cartSelectors,
	initialCartState,
} from './reducer';
export type {
	CartAction,
	CartItem,
	CartState,
	CartTotalsDisplay,
	ReceivedCart,
	SelectedVariation,
} from './reducer';
export { cartThunks } from './thunks';
export type { CartThunkArgs } from './thunks';

export const cartStore = createReduxStore( CART_STORE, {
	reducer: cartReducer,
	actions: { ...cartActions, ...cartThunks },
	selectors: cartSelectors,
} );
