/**
 * `vitrine/cart`'s side effects: each thunk calls the shop (§7.2) through
 * the typed client and puts the server's answer into the store, so blocks
 * only dispatch and select. A failure ends the loading state and rejects
 * with the client's ShopAjaxError; the caller shows it.
 */
/**
 * Internal dependencies
 */
import { callShop, toShopEndpoint, type ShopEndpoint } from '../api/client';
import type {
	CartScriptParams,
	CartSummary,
	PurchaseUnit,
	ShopCallName,
	ShopCalls,
} from '../api/types';
import {
	PAYMENT_STORE,
	type AjaxEndpoint,
	type GatewayConfig,
} from '../payment';
import type { ProductLine } from '../product-lines';
import { cartActions, type CartAction } from './reducer';

/** What @wordpress/data hands a thunk (the parts used here). */
export interface CartThunkArgs {
	dispatch: < R >(
		action: CartAction | ( ( args: CartThunkArgs ) => R )
	) => R;
	select: { getEndpoint: ( name: ShopCallName ) => ShopEndpoint | undefined };
	registry: {
		select: ( store: string ) => { getConfig?: () => unknown } | undefined;
	};
}

/**
 * The endpoint of a call: the one a block embedded, else the page's §3.11
 * `ajax` object in `vitrine/payment`.
 *
 * @param args Thunk arguments.
 * @param name Call name.
 * @throws Error When the page has no such endpoint (a programming error).
 */
function endpointOf( args: CartThunkArgs, name: ShopCallName ): ShopEndpoint {
	const embedded = args.select.getEndpoint( name );
	if ( embedded ) {
		return embedded;
	}
	const config = args.registry.select( PAYMENT_STORE )?.getConfig?.() as
		| GatewayConfig
		| null
		| undefined;
	const ajax = (
		config?.ajax as Partial< Record< string, AjaxEndpoint > >
	 )?.[ name ];
	if ( ajax ) {
		return toShopEndpoint( ajax );
	}
	throw new Error( `No endpoint for the shop call ${ name } on this page.` );
}

/**
 * Runs a call that changes the cart: loading while it runs, the answer's
 * cart into the store.
 *
 * @param args Thunk arguments.
 * @param name A call that answers `{cart}`.
 * @param body Its body.
 * @return The server's cart.
 */
async function cartCall<
	N extends 'remove_from_cart' | 'set_cart_quantity' | 'choose_shipping_rate',
>(
	args: CartThunkArgs,
	name: N,
	body: ShopCalls[ N ][ 'body' ]
): Promise< CartSummary > {
	args.dispatch( cartActions.setLoading( true ) );
	try {
		const { cart } = await callShop( name, endpointOf( args, name ), body );
		args.dispatch( cartActions.receiveCart( cart ) );
		return cart;
	} catch ( error ) {
		args.dispatch( cartActions.setLoading( false ) );
		throw error;
	}
}

export const cartThunks = {
	/**
	 * Reads the cart from the server (§7.2 cart_script_params).
	 *
	 * @return The script parameters, with the cart.
	 */
	refreshCart:
		() =>
		async ( args: CartThunkArgs ): Promise< CartScriptParams > => {
			args.dispatch( cartActions.setLoading( true ) );
			try {
				const params = await callShop(
					'cart_script_params',
					endpointOf( args, 'cart_script_params' ),
					{}
				);
				args.dispatch( cartActions.receiveCart( params.cart ) );
				return params;
			} catch ( error ) {
				args.dispatch( cartActions.setLoading( false ) );
				throw error;
			}
		},
	/**
	 * Replaces the cart with product lines (§7.2 change_cart), or adds them,
	 * then reads the new cart.
	 *
	 * @param products    §3.6 lines.
	 * @param options     Options.
	 * @param options.add Add to the cart instead of replacing it.
	 * @return The purchase units of the new cart.
	 */
	changeCart:
		( products: ProductLine[], { add = false }: { add?: boolean } = {} ) =>
		async ( args: CartThunkArgs ): Promise< PurchaseUnit[] > => {
			args.dispatch( cartActions.setLoading( true ) );
			let units: PurchaseUnit[];
			try {
				units = await callShop(
					'change_cart',
					endpointOf( args, 'change_cart' ),
					add ? { products, add } : { products }
				);
			} catch ( error ) {
				args.dispatch( cartActions.setLoading( false ) );
				throw error;
			}
			await args.dispatch( cartThunks.refreshCart() );
			return units;
		},
	/**
	 * Adds a product form's lines to the cart (§3.6).
	 *
	 * @param products §3.6 lines.
	 * @return The purchase units of the new cart.
	 */
	addToCart: ( products: ProductLine[] ) => ( args: CartThunkArgs ) =>
		args.dispatch( cartThunks.changeCart( products, { add: true } ) ),
	/**
	 * Removes a line.
	 *
	 * @param cartItemKey The line's key.
	 * @return The server's cart.
	 */
	removeFromCart: ( cartItemKey: string ) => ( args: CartThunkArgs ) =>
		cartCall( args, 'remove_from_cart', { cart_item_key: cartItemKey } ),
	/**
	 * Sets a line's quantity; 0 removes it.
	 *
	 * @param cartItemKey The line's key.
	 * @param quantity    New quantity.
	 * @return The server's cart.
	 */
	setQuantity:
		( cartItemKey: string, quantity: number ) => ( args: CartThunkArgs ) =>
			cartCall( args, 'set_cart_quantity', {
				cart_item_key: cartItemKey,
				quantity,
			} ),
	/**
	 * Chooses the shipping rate.
	 *
	 * @param rateId Rate id, e.g. "flat_rate:1".
	 * @return The server's cart.
	 */
	chooseShippingRate: ( rateId: string ) => ( args: CartThunkArgs ) =>
		cartCall( args, 'choose_shipping_rate', { rate_id: rateId } ),
};
