/**
 * `vitrine/cart`'s pure part: state, actions, reducer and selectors. Totals
 * and prices come from the server only; the state holds what the server
 * last said.
 */
/**
 * Internal dependencies
 */
import type { ShopEndpoint } from '../api/client';
import type { ShopCallName } from '../api/types';

/** One cart line as the server reports it (§3.6: items carry cart_item_key). */
export interface CartItem {
	cartItemKey: string;
	productId: number;
	name: string;
	quantity: number;
	/** Line total as a decimal string in the cart's currency, from the server. */
	total: string;
	/** The server's German display of the line total ("20,00 €"), when it sent one. */
	formattedTotal?: string;
}

/** One VAT rate's row of the totals ("enthaltene MwSt. 19 %", "2,06 €"). */
export interface TaxRow {
	label: string;
	amount: string;
}

/** The server's German display of the cart's amounts. */
export interface CartTotalsDisplay {
	subtotal: string;
	shipping: string;
	total: string;
	/** The VAT the total includes, per rate, highest first. */
	taxes?: TaxRow[];
}

/**
 * What receiveCart() takes: items, total and currency, optionally with the
 * server's display strings (Store\CartSummary::of() sends them; callers
 * that have only the first three keep working).
 */
export type ReceivedCart = {
	items: CartItem[];
	total: string | null;
	currency: string;
	formatted?: CartTotalsDisplay;
	/** Whether the cart is shipped (its shipping is part of the total). */
	needsShipping?: boolean;
};

/** A variation of a variable subscription product (§3.3). */
export interface SelectedVariation {
	variationId: number;
	firstPaymentHtml: string;
}

export interface CartState {
	items: CartItem[];
	/** Cart total as a decimal string, from the server; null before the first answer. */
	total: string | null;
	currency: string;
	/** The product form's variation, or null when none is found or it was reset (§4.3). */
	variation: SelectedVariation | null;
	isLoading: boolean;
	/** Display strings of the last answer, null when it had none. */
	formatted: CartTotalsDisplay | null;
	/** Whether the last answer's cart is shipped. */
	needsShipping: boolean;
	/** The shop calls the page's blocks embedded, by name. */
	endpoints: Partial< Record< ShopCallName, ShopEndpoint > >;
}

export const initialCartState: CartState = {
	items: [],
	total: null,
	currency: 'EUR',
	variation: null,
	isLoading: false,
	formatted: null,
	needsShipping: false,
	endpoints: {},
};

export const cartActions = {
	/**
	 * Replaces the cart with the server's answer.
	 *
	 * @param cart Items, total and currency from the server (optionally its display strings).
	 */
	receiveCart( cart: ReceivedCart ) {
		return { type: 'RECEIVE_CART', cart } as const;
	},
	/**
	 * The product form found a variation, or was reset (null).
	 *
	 * @param variation Found variation or null.
	 */
	setVariation( variation: SelectedVariation | null ) {
		return { type: 'SET_VARIATION', variation } as const;
	},
	/**
	 * Marks a cart request as running or finished.
	 *
	 * @param isLoading Whether a request runs.
	 */
	setLoading( isLoading: boolean ) {
		return { type: 'SET_LOADING', isLoading } as const;
	},
	/**
	 * Adds the shop calls a block embedded (`{url, nonce}` by call name).
	 *
	 * @param endpoints Endpoints by name; later ones replace earlier ones.
	 */
	setEndpoints( endpoints: Partial< Record< ShopCallName, ShopEndpoint > > ) {
		return { type: 'SET_ENDPOINTS', endpoints } as const;
	},
};

export type CartAction = ReturnType<
	( typeof cartActions )[ keyof typeof cartActions ]
>;

/**
 * Pure reducer of the cart store.
 *
 * @param state  Current state.
 * @param action Dispatched action.
 */
export function cartReducer(
	state: CartState = initialCartState,
	action: CartAction
): CartState {
	switch ( action.type ) {
		case 'RECEIVE_CART':
			return {
				...state,
				items: action.cart.items,
				total: action.cart.total,
				currency: action.cart.currency,
				formatted: action.cart.formatted ?? null,
				needsShipping: action.cart.needsShipping ?? false,
				isLoading: false,
			};
		case 'SET_VARIATION':
			return { ...state, variation: action.variation };
		case 'SET_LOADING':
			return { ...state, isLoading: action.isLoading };
		case 'SET_ENDPOINTS':
			return {
				...state,
				endpoints: { ...state.endpoints, ...action.endpoints },
			};
	}
	return state;
}

export const cartSelectors = {
	getItems: ( state: CartState ) => state.items,
	getTotal: ( state: CartState ) => state.total,
	getCurrency: ( state: CartState ) => state.currency,
	getItemCount: ( state: CartState ) =>
		state.items.reduce( ( sum, item ) => sum + item.quantity, 0 ),
	getVariation: ( state: CartState ) => state.variation,
	/**
	 * §2.3: the first-payment area shows this; empty when no variation is found.
	 * @param state
	 */
	getFirstPaymentHtml: ( state: CartState ) =>
		state.variation?.firstPaymentHtml ?? '',
	isLoading: ( state: CartState ) => state.isLoading,
	getFormattedTotals: ( state: CartState ) => state.formatted,
	needsShipping: ( state: CartState ) => state.needsShipping,
	/**
	 * The embedded endpoint of a shop call, if a block gave one.
	 * @param state
	 * @param name  Call name.
	 */
	getEndpoint: ( state: CartState, name: ShopCallName ) =>
		state.endpoints[ name ],
};
