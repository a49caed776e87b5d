/**
 * Side effects of `vitrine/payment`: each thunk calls the typed §7.2 client
 * and records the outcome. Flows call these; components never fetch.
 */
/**
 * Internal dependencies
 */
import * as api from '../../payment/api';
import { mergePayer } from '../../payment/rules/payer';
import { PEER_TO_PEER } from '../../payment/rules/shipping';
import { CART_STORE, type ReceivedCart } from '../cart';
import type { ProductLine } from '../product-lines';
import type { actions } from './actions';
import type { AjaxEndpoint, GatewayConfig, PaymentContext } from './config';
import type { selectors } from './selectors';
import type { PaymentState } from './types';

/** §9.3: the wallet's gateway id. */
export const WALLET_METHOD = 'ppcp-gateway';

type Bound< T > = {
	[ K in keyof T ]: T[ K ] extends (
		state: PaymentState,
		...a: infer A
	) => infer R
		? ( ...a: A ) => R
		: never;
};

/** What @wordpress/data hands a thunk. */
interface ThunkArgs {
	select: Bound< typeof selectors >;
	dispatch: {
		[ K in keyof typeof actions ]: (
			...a: Parameters< ( typeof actions )[ K ] >
		) => unknown;
	};
	registry: {
		dispatch: (
			store: string
		) => Record< string, ( ...a: unknown[] ) => unknown >;
	};
}

/**
 * The configuration, or a failed call when the page carried none.
 *
 * @param select Bound selectors.
 */
function configOf( select: ThunkArgs[ 'select' ] ): GatewayConfig {
	const config = select.getConfig();
	if ( ! config ) {
		throw new api.PaymentApiError( '' );
	}
	return config;
}

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
			let units: api.PurchaseUnit[] = [];
			if ( request.products ) {
				units = await api.changeCart(
					config.ajax.change_cart,
					request.products
				);
			}
			const order = await api.createOrder( config.ajax.create_order, {
				purchase_units: [],
				payer: mergePayer( config.payer, {} ),
				bn_code: config.bn_codes?.[ request.context ] ?? '',
				payment_method: WALLET_METHOD,
				funding_source: request.fundingSource,
				context: request.context,
			} );
			return { id: order.id, units };
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
			const answer = await api.approveOrder( config.ajax.approve_order, {
				order_id: orderId,
				funding_source: fundingSource,
				// §7.2: false only when vaulting is on and the source is the peer-to-peer wallet.
				should_create_wc_order: ! (
					config.vaultingEnabled && fundingSource === PEER_TO_PEER
				),
				payer: mergePayer( config.payer, {} ),
			} );
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
			const answer = await api.approveSubscription(
				config.ajax.approve_subscription,
				{ order_id: orderId, subscription_id: subscriptionId }
			);
			if ( products ) {
				await api.changeCart( config.ajax.change_cart, products );
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
			const answer = await api.simulateCart(
				config.ajax.simulate_cart,
				products
			);
			dispatch.applySimulation( answer );
		},

	/** §4.6: the mini-cart (and every cart view) follows the server's cart. */
	refreshCart:
		() =>
		async ( { select, registry }: ThunkArgs ) => {
			const config = configOf( select );
			const params = await api.cartScriptParams< ReceivedCart >(
				config.ajax.cart_script_params
			);
			registry.dispatch( CART_STORE ).receiveCart( params.cart );
		},

	/**
	 * §4.6 cancel of a booking: the lines this attempt added leave the cart.
	 *
	 * @param units Purchase units change_cart answered.
	 */
	removeCartLines:
		( units: api.PurchaseUnit[] ) =>
		async ( { select, registry }: ThunkArgs ) => {
			const config = configOf( select );
			const remove = endpointOf( config, 'remove_from_cart' );
			for ( const unit of units ) {
				for ( const item of unit.items ?? [] ) {
					if ( item.cart_item_key && remove ) {
						await api.removeFromCart( remove, item.cart_item_key );
					}
				}
			}
			const params = await api.cartScriptParams< ReceivedCart >(
				config.ajax.cart_script_params
			);
			registry.dispatch( CART_STORE ).receiveCart( params.cart );
		},
};
