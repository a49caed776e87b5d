/**
 * The one client of the shop calls under `/?wc-ajax={name}` (§7.2): a JSON
 * body with the endpoint's nonce, same-origin credentials, and an answer
 * `{success, data}` whose refusal becomes a typed ShopAjaxError. Requests go
 * through `@wordpress/api-fetch` (`parse: false`), so its middlewares apply;
 * `shopNonceMiddleware` refreshes a stale nonce once and retries.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { EMPTY_MESSAGE_ERROR } from '../payment';
import type { AjaxEndpoint } from '../payment';
import { shopNonceMiddleware } from './nonce-refresh';
import type { ShopCallName, ShopCalls } from './types';

/** Whether shopNonceMiddleware is registered with api-fetch (once per page). */
let middlewareRegistered = false;

/**
 * Registers the nonce refresh with api-fetch, once.
 */
function registerNonceRefresh(): void {
	if ( ! middlewareRegistered ) {
		middlewareRegistered = true;
		apiFetch.use( shopNonceMiddleware );
	}
}

/**
 * Whether api-fetch rejected with the answer itself (`parse: false` throws
 * the Response of a non-2xx status).
 *
 * @param value The rejection.
 */
function isResponse( value: unknown ): value is Response {
	return (
		!! value &&
		typeof value === 'object' &&
		typeof ( value as Response ).status === 'number' &&
		typeof ( value as Response ).json === 'function'
	);
}

/** An endpoint as the blocks embed it: URL and nonce. */
export interface ShopEndpoint {
	url: string;
	nonce: string;
}

/** §7.2 a provider detail of a refused call. */
export interface ErrorDetail {
	issue: string;
	description: string;
}

/**
 * Why a call failed: the server refused it with a message (`refused`), it
 * refused without one (`empty-message`, §5.4), the request never got an
 * answer (`network`), or the answer was not `{success, data}` (`invalid`).
 */
export type ShopErrorKind = 'refused' | 'empty-message' | 'network' | 'invalid';

/** What a ShopAjaxError carries besides its message. */
export interface ShopErrorFields {
	kind: ShopErrorKind;
	/** HTTP status, 0 without an answer. */
	status?: number;
	/** data.code, e.g. 'vitrine_invalid_nonce' or 100 (§8.2). */
	code?: string | number | null;
	errors?: string[];
	details?: ErrorDetail[];
	refresh?: boolean;
	/** The server's HTML list of messages (§8.2 create_order on checkout). */
	messages?: string | null;
}

/** A failed shop call; `message` is never empty (§5.4). */
export class ShopAjaxError extends Error {
	readonly kind: ShopErrorKind;
	readonly status: number;
	readonly code: string | number | null;
	readonly errors: string[];
	readonly details: ErrorDetail[];
	readonly refresh: boolean;
	readonly messages: string | null;

	/**
	 * @param message German message for the shopper (§5.4: not empty).
	 * @param fields  Kind and the answer's further data.
	 * @throws Error §5.4 when the message is empty.
	 */
	constructor( message: string, fields: ShopErrorFields ) {
		if ( typeof message !== 'string' || message.trim() === '' ) {
			throw new Error( EMPTY_MESSAGE_ERROR );
		}
		super( message );
		this.name = 'ShopAjaxError';
		this.kind = fields.kind;
		this.status = fields.status ?? 0;
		this.code = fields.code ?? null;
		this.errors = fields.errors ?? [];
		this.details = fields.details ?? [];
		this.refresh = fields.refresh ?? false;
		this.messages = fields.messages ?? null;
	}
}

/** HTTP method of each call; only cart_script_params is a GET. */
const METHODS: { [ N in ShopCallName ]: ShopCalls[ N ][ 'method' ] } = {
	change_cart: 'POST',
	simulate_cart: 'POST',
	cart_script_params: 'GET',
	validate_checkout: 'POST',
	save_checkout_form: 'POST',
	remove_from_cart: 'POST',
	set_cart_quantity: 'POST',
	choose_shipping_rate: 'POST',
	create_order: 'POST',
	approve_order: 'POST',
	approve_subscription: 'POST',
	update_shipping: 'POST',
	vault_paypal: 'POST',
	subscription_change_payment_method: 'POST',
	create_setup_token: 'POST',
	create_payment_token: 'POST',
	create_payment_token_for_guest: 'POST',
	client_token: 'POST',
};

/**
 * An endpoint of the page's §3.11 `ajax` object in the blocks' shape.
 *
 * @param ajax `{endpoint, nonce}` from the gateway configuration.
 * @return `{url, nonce}`.
 * @example
 * toShopEndpoint( config.ajax.simulate_cart ); // { url: '/?wc-ajax=simulate_cart', nonce: '…' }
 */
export function toShopEndpoint( ajax: AjaxEndpoint ): ShopEndpoint {
	return { url: ajax.endpoint, nonce: ajax.nonce };
}

/**
 * Only what the server sent as a list of strings.
 *
 * @param value data.errors of an answer.
 */
function stringList( value: unknown ): string[] {
	if ( Array.isArray( value ) ) {
		return value.filter( ( entry ) => typeof entry === 'string' );
	}
	// PHP sends a keyed error map as an object.
	if ( value && typeof value === 'object' ) {
		return stringList( Object.values( value ) );
	}
	return [];
}

/**
 * The typed error of a refusal `{success: false, data}`.
 *
 * @param data   The answer's data.
 * @param status HTTP status.
 */
function refusal( data: unknown, status: number ): ShopAjaxError {
	const fields = ( data && typeof data === 'object' ? data : {} ) as Record<
		string,
		unknown
	>;
	const message =
		typeof fields.message === 'string' ? fields.message.trim() : '';
	const details = Array.isArray( fields.details )
		? ( fields.details as unknown[] ).filter(
				( detail ): detail is ErrorDetail =>
					typeof ( detail as ErrorDetail )?.issue === 'string'
		  )
		: [];
	const code =
		typeof fields.code === 'string' || typeof fields.code === 'number'
			? fields.code
			: null;
	return new ShopAjaxError( message || EMPTY_MESSAGE_ERROR, {
		kind: message ? 'refused' : 'empty-message',
		status,
		code,
		errors: stringList( fields.errors ),
		details,
		refresh: fields.refresh === true,
		messages: typeof fields.messages === 'string' ? fields.messages : null,
	} );
}

/**
 * Calls a shop endpoint.
 *
 * @param name     The call (decides the method: GET sends no body).
 * @param endpoint URL and nonce, from a block or `toShopEndpoint()`.
 * @param body     The call's fields; the endpoint's nonce is added.
 * @return The answer's data.
 * @throws ShopAjaxError When the call failed (see ShopErrorKind).
 * @example
 * const { cart } = await callShop( 'remove_from_cart', endpoint, { cart_item_key: key } );
 */
export async function callShop< N extends ShopCallName >(
	name: N,
	endpoint: ShopEndpoint,
	body: ShopCalls[ N ][ 'body' ]
): Promise< ShopCalls[ N ][ 'answer' ] > {
	const post = METHODS[ name ] === 'POST';
	if ( ! endpoint.url ) {
		// A call the page does not offer (§3.11 lists it with an empty URL).
		throw invalidAnswer( 0 );
	}
	registerNonceRefresh();
	let response: Response;
	try {
		response = ( await apiFetch( {
			url: endpoint.url,
			method: post ? 'POST' : 'GET',
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
			data: post ? { nonce: endpoint.nonce, ...body } : undefined,
			parse: false,
		} ) ) as Response;
	} catch ( error ) {
		if ( ! isResponse( error ) ) {
			throw new ShopAjaxError(
				__(
					'The shop could not be reached. Please check your connection and try again.',
					'vitrine'
				),
				{ kind: 'network' }
			);
		}
		response = error;
	}
	const answer = ( await response.json().catch( () => null ) ) as {
		success?: unknown;
		data?: unknown;
	} | null;
	if ( answer?.success === true ) {
		return answer.data as ShopCalls[ N ][ 'answer' ];
	}
	if ( answer?.success === false ) {
		throw refusal( answer.data, response.status );
	}
	throw invalidAnswer( response.status );
}

/**
 * The error of an answer that is not `{success, data}` (or of no call at all).
 *
 * @param status HTTP status, 0 without a request.
 */
function invalidAnswer( status: number ): ShopAjaxError {
	return new ShopAjaxError(
		__(
			'The shop did not answer as expected. Please reload the page and try again.',
			'vitrine'
		),
		{ kind: 'invalid', status }
	);
}

/**
 * The text to show a shopper for a failed call: the server's refusal or the
 * network failure as they say it, otherwise the caller's own German text,
 * which names what failed (an empty message, §5.4, is not for people).
 *
 * @param error    What a call or thunk threw.
 * @param fallback German text of the caller.
 * @return Non-empty German message.
 */
export function shopperMessage( error: unknown, fallback: string ): string {
	return error instanceof ShopAjaxError &&
		( error.kind === 'refused' || error.kind === 'network' )
		? error.message
		: fallback;
}
