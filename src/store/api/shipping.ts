/**
 * The §4.8 shipping routes the pop-up's callbacks call: plain WordPress REST
 * JSON through `@wordpress/api-fetch` (`restFetch`, its middlewares), with
 * the session's `Nonce` header (§3.11 `store_api_nonce`). A refusal
 * `{code, message, data: {status, message}}` becomes a ShopAjaxError whose
 * message is `data.message` (§8.2), so callers handle one error type.
 */
/**
 * Internal dependencies
 */
import { describeRestError, restFetch } from '../../shared/rest';
import type { CartSummary } from './types';
import { ShopAjaxError } from './client';

/** A route's URL (absolute, from §3.11 `update_customer_shipping`) and the Nonce header's value. */
export interface ShippingRoute {
	url: string;
	nonce: string;
}

/** §3.7: the shipping address the cart takes. */
export interface ShippingAddressFields {
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
}

/** The routes' answer: the session cart's shipping facts (§4.8). */
export interface ShippingCart {
	shipping_address: ShippingAddressFields & Record< string, string >;
	needs_shipping: boolean;
	shipping_rates: Array< {
		rate_id: string;
		name: string;
		price: string;
		formatted_price: string;
		selected: boolean;
	} >;
	totals: Record< string, unknown >;
	cart: CartSummary;
}

/**
 * The ShopAjaxError of a refused or failed REST request.
 *
 * @param error What api-fetch rejected with.
 */
function shippingError( error: unknown ): ShopAjaxError {
	const raw = ( error ?? {} ) as {
		code?: unknown;
		data?: { status?: unknown; message?: unknown };
	};
	const own =
		typeof raw.data?.message === 'string' ? raw.data.message.trim() : '';
	const status = typeof raw.data?.status === 'number' ? raw.data.status : 0;
	if ( own !== '' ) {
		return new ShopAjaxError( own, {
			kind: 'refused',
			status,
			code: typeof raw.code === 'string' ? raw.code : null,
		} );
	}
	const described = describeRestError( error );
	return new ShopAjaxError( described.message, {
		kind: described.code === 'fetch_error' ? 'network' : 'invalid',
		status,
		code: described.code,
	} );
}

/**
 * One request to a shipping route.
 *
 * @param route Its URL and nonce.
 * @param data  POST body; none for a GET.
 * @throws ShopAjaxError When the route refused or could not be reached.
 */
async function send( route: ShippingRoute, data?: object ) {
	if ( ! route.url ) {
		throw shippingError( null );
	}
	try {
		return await restFetch< ShippingCart >( {
			url: route.url,
			method: data ? 'POST' : 'GET',
			headers: { Nonce: route.nonce },
			data,
		} );
	} catch ( error ) {
		throw shippingError( error );
	}
}

/**
 * GET the session cart's shipping facts (its `shipping_address` is what an
 * address change from the pop-up is mapped over, §3.7).
 *
 * @param route `shipping_address.cart_endpoint`.
 */
export const shippingCart = ( route: ShippingRoute ) => send( route );

/**
 * §4.8 option change: POST `{rate_id}`.
 *
 * @param route  `shipping_options.endpoint`.
 * @param rateId The option's id.
 */
export const selectShippingRate = ( route: ShippingRoute, rateId: string ) =>
	send( route, { rate_id: rateId } );

/**
 * §4.8 address change: POST the §3.7 mapping.
 *
 * @param route   `shipping_address.update_customer_endpoint`.
 * @param address The address fields.
 */
export const updateCustomerShipping = (
	route: ShippingRoute,
	address: ShippingAddressFields
) => send( route, { shipping_address: address } );
