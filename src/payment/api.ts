/**
 * The §7.2 payment calls, typed, over one small JSON helper. Bodies carry
 * the endpoint's nonce; answers are `{success, data}`. The integrator folds
 * `request()` into the shared shop-ajax client.
 */
/**
 * External dependencies
 */
import type { AjaxEndpoint, PaymentContext, ProductLine } from '@vitrine/store';

/**
 * Internal dependencies
 */
import type { Payer } from './rules/payer';
import type { CartShippingAddress } from './rules/address';

/** A failed call: the server's message (German, may be empty) and data. */
export class PaymentApiError extends Error {
	/**
	 * @param message The server's data.message, or ''.
	 * @param data    The answer's data, when there was one.
	 */
	constructor(
		message: string,
		public readonly data: Record< string, unknown > | null = null
	) {
		super( message );
		this.name = 'PaymentApiError';
	}
}

/**
 * POSTs `{nonce, ...body}` as JSON (or GETs when there is no body) and
 * returns the answer's data.
 *
 * @param endpoint URL and nonce from §3.11 `ajax`.
 * @param body     Fields besides the nonce; undefined for a GET.
 * @param headers  Extra headers (the shipping calls' Nonce header).
 * @throws PaymentApiError when the endpoint is missing, the network fails or `success` is not true.
 */
export async function request< T >(
	endpoint: AjaxEndpoint | undefined,
	body?: Record< string, unknown >,
	headers: Record< string, string > = {}
): Promise< T > {
	if ( ! endpoint?.endpoint ) {
		throw new PaymentApiError( '' );
	}
	let answer: { success?: boolean; data?: unknown } | null = null;
	try {
		const response = await fetch( endpoint.endpoint, {
			method: body ? 'POST' : 'GET',
			credentials: 'same-origin',
			headers: body
				? { 'Content-Type': 'application/json', ...headers }
				: headers,
			body: body
				? JSON.stringify( { nonce: endpoint.nonce, ...body } )
				: undefined,
		} );
		answer = await response.json();
	} catch {
		throw new PaymentApiError( '' );
	}
	if ( answer?.success !== true ) {
		const data =
			answer?.data && typeof answer.data === 'object'
				? ( answer.data as Record< string, unknown > )
				: null;
		throw new PaymentApiError(
			typeof data?.message === 'string' ? data.message : '',
			data
		);
	}
	return answer.data as T;
}

/** A purchase unit's item as change_cart answers it (§3.6). */
export interface PurchaseUnit {
	items?: Array< { cart_item_key?: string } >;
	[ key: string ]: unknown;
}

/** §7.2 create_order body (product, mini-cart and cart contexts). */
export interface CreateOrderBody {
	purchase_units: PurchaseUnit[];
	payer: Payer | null;
	bn_code: string;
	payment_method: string;
	funding_source: string;
	context: PaymentContext;
}

/** §7.2 create_order answer. */
export interface CreatedOrder {
	id: string;
	custom_id?: string;
}

export const createOrder = ( endpoint: AjaxEndpoint, body: CreateOrderBody ) =>
	request< CreatedOrder >( endpoint, { ...body } );

/** §7.2 approve_order body. */
export interface ApproveOrderBody {
	order_id: string;
	funding_source: string;
	should_create_wc_order: boolean;
	payer?: Payer | null;
}

export const approveOrder = (
	endpoint: AjaxEndpoint,
	body: ApproveOrderBody
) =>
	request< { order_received_url?: string } | null >( endpoint, {
		...body,
	} );

/** §7.2 approve_subscription body. */
export interface ApproveSubscriptionBody {
	order_id: string;
	subscription_id: string;
	should_create_wc_order?: boolean;
}

export const approveSubscription = (
	endpoint: AjaxEndpoint,
	body: ApproveSubscriptionBody
) =>
	request< { order_received_url?: string; message?: string } | null >(
		endpoint,
		{ ...body }
	);

/**
 * §7.2 change_cart: the server's cart becomes these lines (prices never
 * from the client); answers the purchase units.
 *
 * @param endpoint change_cart.
 * @param products Lines of the product form.
 */
export const changeCart = ( endpoint: AjaxEndpoint, products: ProductLine[] ) =>
	request< PurchaseUnit[] >( endpoint, { products } );

/** §7.2 simulate_cart answer. */
export interface SimulateCartAnswer {
	total: string;
	currency?: string;
	button: { is_disabled: boolean };
	messages: { is_hidden: boolean };
	funding?: Record< string, { enabled: boolean } >;
}

export const simulateCart = (
	endpoint: AjaxEndpoint,
	products: ProductLine[]
) => request< SimulateCartAnswer >( endpoint, { products } );

/**
 * §7.2 cart_script_params (GET): the cart for the `vitrine/cart` store.
 *
 * @param endpoint cart_script_params.
 */
export const cartScriptParams = < C >( endpoint: AjaxEndpoint ) =>
	request< { cart: C; amount?: string } >( endpoint );

/**
 * §7.2 remove from cart, by the line's cart_item_key.
 *
 * @param endpoint    remove_from_cart.
 * @param cartItemKey The line's key.
 */
export const removeFromCart = ( endpoint: AjaxEndpoint, cartItemKey: string ) =>
	request< unknown >( endpoint, { cart_item_key: cartItemKey } );

/**
 * §7.2 update_shipping: the provider order follows the cart.
 *
 * @param endpoint update_shipping.
 * @param orderId  Provider order id.
 */
export const updateShipping = ( endpoint: AjaxEndpoint, orderId: string ) =>
	request< { message?: string } | null >( endpoint, { order_id: orderId } );

/**
 * The shop's shipping routes (§4.8, §7.2) are REST routes: every call
 * carries the `Nonce` header (also the GET), and they answer the cart
 * itself, or `{code, message, data: {status, message}}` on refusal.
 *
 * @param endpoint Route URL and the store API nonce.
 * @param body     JSON body (POST), or none (GET).
 * @throws PaymentApiError with data.message when refused or unreachable.
 */
export async function storeRequest< T >(
	endpoint: AjaxEndpoint,
	body?: Record< string, unknown >
): Promise< T > {
	if ( ! endpoint.endpoint ) {
		throw new PaymentApiError( '' );
	}
	let response: Response;
	let answer: Record< string, unknown > | null = null;
	try {
		response = await fetch( endpoint.endpoint, {
			method: body ? 'POST' : 'GET',
			credentials: 'same-origin',
			headers: body
				? { 'Content-Type': 'application/json', Nonce: endpoint.nonce }
				: { Nonce: endpoint.nonce },
			body: body ? JSON.stringify( body ) : undefined,
		} );
		answer = await response.json();
	} catch {
		throw new PaymentApiError( '' );
	}
	if ( ! response.ok ) {
		const data =
			answer?.data && typeof answer.data === 'object'
				? ( answer.data as Record< string, unknown > )
				: null;
		throw new PaymentApiError(
			typeof data?.message === 'string' ? data.message : '',
			data
		);
	}
	return answer as T;
}

/**
 * §7.2 the cart's shipping address, read before an address change.
 *
 * @param endpoint Cart endpoint and its nonce.
 */
export const shippingCart = ( endpoint: AjaxEndpoint ) =>
	storeRequest< { shipping_address?: Record< string, string > } >( endpoint );

/**
 * §7.2 shipping option picked in the pop-up: `{rate_id}` with the Nonce header.
 *
 * @param endpoint Option endpoint and its nonce.
 * @param rateId   The option's id.
 */
export const chooseShippingOption = (
	endpoint: AjaxEndpoint,
	rateId: string
) => storeRequest< unknown >( endpoint, { rate_id: rateId } );

/**
 * §7.2 shipping address picked in the pop-up, with the Nonce header.
 *
 * @param endpoint Customer endpoint and its nonce.
 * @param address  §3.7 mapping.
 */
export const updateCustomerAddress = (
	endpoint: AjaxEndpoint,
	address: CartShippingAddress
) => storeRequest< unknown >( endpoint, { shipping_address: address } );
