/**
 * Side effects of `vitrine/payment`: each thunk calls the store's one typed
 * §7.2 client (`shopApi`, over `callShop`) and records the outcome. Flows
 * call these; components never fetch.
 */
/**
 * Internal dependencies
 */
import * as shopApi from '../api/calls';
import { toShopEndpoint, type ShopEndpoint } from '../api/client';
import type { PurchaseUnit } from '../api/types';
import { mergePayer } from '../../payment/rules/payer';
import { shouldCreateWcOrder } from '../../payment/rules/venmo';
import { CART_STORE } from '../cart';
import type { ProductLine } from '../product-lines';
import type { actions } from './actions';
import type { AjaxEndpoint, GatewayConfig, PaymentContext } from './config';
import type { selectors } from './selectors';
import type { PaymentState } from './types';
import type { StoreThunkArgs } from '../../shared/thunk-args';

/** §9.3: the wallet's gateway id. */
export const WALLET_METHOD = 'ppcp-gateway';

/** What @wordpress/data hands a thunk. */
interface ThunkArgs
	extends StoreThunkArgs< typeof selectors, typeof actions, PaymentState > {
	registry: {
		dispatch: (
			store: string
		) => Record< string, ( ...a: unknown[] ) => unknown >;
	};
}

/**
 * The configuration; without one, every call fails as a call the page does
 * not offer (an endpoint without URL).
 *
 * @param select Bound selectors.
 */
function configOf( select: ThunkArgs[ 'select' ] ): GatewayConfig {
	const config = select.getConfig();
	if ( ! config ) {
		return { ajax: {} } as unknown as GatewayConfig;
	}
	return config;
}

/**
 * A §3.11 `ajax` endpoint in the client's shape; a missing one has no URL,
 * which the client refuses without a request.
 *
 * @param config §3.11.
 * @param name   Endpoint name.
 */
function shopEndpoint( config: GatewayConfig, name: string ): ShopEndpoint {
	return toShopEndpoint(
		endpointOf( config, name ) ?? { endpoint: '', nonce: '' }
	);
}

/** The cart lines a cancelled booking takes back out (§4.6). */
export type AddedLines = Array< {
	items?: Array< { cart_item_key?: string } >;
} >;

/**
 * An endpoint by name, including the shop's own ones merged into `ajax`.
 *
 * @param config §3.11.
 * @param name   Endpoint name.
 */
export function endpointOf(
	config: GatewayConfig,
	name: string
): AjaxEndpoint | undefined {
	return ( config.ajax as Record< string, AjaxEndpoint | undefined > )[
		name
	];
}

/** What createOrder needs. */
export interface CreateOrderRequest {
	context: PaymentContext;
	fundingSource: string;
	/** Product page: the form's lines, put into the server's cart first. */
	products?: ProductLine[];
	/** Checkout and pay-now: the §7.2 fields these contexts add. */
	checkout?: CheckoutOrderFields;
}

/** §7.2 create_order's checkout and pay-now fields. */
export interface CheckoutOrderFields {
	/** The chosen gateway (§9.3). */
	payment_method: string;
	/** Pay-now: the order's id and key. */
	order_id?: number;
	order_key?: string;
	/** Checkout: the form, URL-encoded, and its billing fields for §3.5. */
	form_encoded?: string;
	form?: Record< string, string >;
	createaccount?: boolean;
	save_payment_method?: boolean;
}

export const thunks = {
	/**
	 * §7.2 create_order; on the product page change_cart first, so the
	 * server's cart holds the product (prices never come from the client).
	 *
	 * @param request Context, funding source, product lines.
	 * @return The provider order id and the cart's purchase units.
	 */
	createOrder:
		( request: CreateOrderRequest ) =>
		async ( { select }: ThunkArgs ) => {
			const config = configOf( select );
			let units: PurchaseUnit[] = [];
			if ( request.products ) {
				units = await shopApi.changeCart(
					shopEndpoint( config, 'change_cart' ),
					{ products: request.products }
				);
			}
			const { form, ...checkout } = request.checkout ?? {
				payment_method: WALLET_METHOD,
			};
			const order = await shopApi.createOrder(
				shopEndpoint( config, 'create_order' ),
				{
					purchase_units: [],
					payer: mergePayer( config.payer, form ?? {} ),
					bn_code: config.bn_codes?.[ request.context ] ?? '',
					funding_source: request.fundingSource,
					context: request.context,
					...checkout,
				}
			);
			return { id: order.id, units, customId: order.custom_id ?? '' };
		},

	/**
	 * §7.2 approve_order; answers where to go next (§2.6).
	 *
	 * @param orderId       Provider order id.
	 * @param fundingSource The clicked source.
	 */
	approveOrder:
		( orderId: string, fundingSource: string ) =>
		async ( { select, dispatch }: ThunkArgs ) => {
			const config = configOf( select );
			const answer = await shopApi.approveOrder(
				shopEndpoint( config, 'approve_order' ),
				{
					order_id: orderId,
					funding_source: fundingSource,
					should_create_wc_order: shouldCreateWcOrder(
						config.vaultingEnabled,
						fundingSource
					),
					payer: mergePayer( config.payer, {} ),
				}
			);
			dispatch.approvePayment();
			return answer?.order_received_url || config.redirect;
		},

	/**
	 * §7.2 approve_subscription; on the product page then change_cart with
	 * the subscription product (§7.2), answering where to go next.
	 *
	 * @param orderId        Order id the pop-up gave.
	 * @param subscriptionId Provider subscription id.
	 * @param products       Product page: the subscription line.
	 */
	approveSubscription:
		( orderId: string, subscriptionId: string, products?: ProductLine[] ) =>
		async ( { select, dispatch }: ThunkArgs ) => {
			const config = configOf( select );
			const answer = await shopApi.approveSubscription(
				shopEndpoint( config, 'approve_subscription' ),
				{ order_id: orderId, subscription_id: subscriptionId }
			);
			if ( products ) {
				await shopApi.changeCart(
					shopEndpoint( config, 'change_cart' ),
					{
						products,
					}
				);
			}
			dispatch.approvePayment();
			return answer?.order_received_url || config.redirect;
		},

	/**
	 * §4.6: simulates the product form's cart and merges the answer.
	 *
	 * @param products The form's lines.
	 */
	simulateCart:
		( products: ProductLine[] ) =>
		async ( { select, dispatch }: ThunkArgs ) => {
			const config = configOf( select );
			const answer = await shopApi.simulateCart(
				shopEndpoint( config, 'simulate_cart' ),
				{ products }
			);
			dispatch.applySimulation( answer );
		},

	/** §4.6: the mini-cart (and every cart view) follows the server's cart. */
	refreshCart:
		() =>
		async ( { select, registry }: ThunkArgs ) => {
			const config = configOf( select );
			const params = await shopApi.cartScriptParams(
				shopEndpoint( config, 'cart_script_params' )
			);
			registry.dispatch( CART_STORE ).receiveCart( params.cart );
		},

	/**
	 * §4.6 cancel of a booking: the lines this attempt added leave the cart.
	 *
	 * @param units Purchase units change_cart answered.
	 */
	removeCartLines:
		( units: AddedLines ) =>
		async ( { select, registry }: ThunkArgs ) => {
			const config = configOf( select );
			const remove = shopEndpoint( config, 'remove_from_cart' );
			for ( const unit of units ) {
				for ( const item of unit.items ?? [] ) {
					if ( item.cart_item_key ) {
						await shopApi.removeFromCart( remove, {
							cart_item_key: item.cart_item_key,
						} );
					}
				}
			}
			const params = await shopApi.cartScriptParams(
				shopEndpoint( config, 'cart_script_params' )
			);
			registry.dispatch( CART_STORE ).receiveCart( params.cart );
		},
};
