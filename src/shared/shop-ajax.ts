/**
 * Calls of the shop endpoints (`/?wc-ajax={endpoint}`, §7.2) from the cart
 * blocks: form-encoded POSTs with the endpoint's nonce, answered with
 * `{success, data}`.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** An endpoint's URL and nonce, as render.php embeds them. */
export interface ShopEndpoint {
	url: string;
	nonce: string;
}

/**
 * The body of a form-encoded request.
 *
 * @param fields Field names and values.
 * @return URL-encoded body.
 * @example
 * formEncode( { nonce: 'a1', cart_item_key: 'b2' } ); // 'nonce=a1&cart_item_key=b2'
 */
export function formEncode( fields: Record< string, string | number > ) {
	const body = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( fields ) ) {
		body.append( name, String( value ) );
	}
	return body.toString();
}

/**
 * The German message of a failed answer.
 *
 * @param answer Parsed JSON answer, or anything else.
 * @return The server's message, or a generic one.
 */
export function failureMessage( answer: unknown ) {
	const data = ( answer as { data?: { message?: unknown } } | null )?.data;
	return typeof data?.message === 'string' && data.message !== ''
		? data.message
		: __(
				'Your cart could not be updated. Please reload the page and try again.',
				'vitrine'
		  );
}

/**
 * POSTs to a shop endpoint.
 *
 * @param endpoint URL and nonce.
 * @param fields   Further fields.
 * @return The answer's data.
 * @throws Error with the German message when the call failed.
 */
export async function postShopAjax< T >(
	endpoint: ShopEndpoint,
	fields: Record< string, string | number >
): Promise< T > {
	let answer: unknown = null;
	try {
		const response = await fetch( endpoint.url, {
			method: 'POST',
			credentials: 'same-origin',
			headers: {
				'Content-Type':
					'application/x-www-form-urlencoded; charset=UTF-8',
			},
			body: formEncode( { nonce: endpoint.nonce, ...fields } ),
		} );
		answer = await response.json();
	} catch {
		throw new Error( failureMessage( null ) );
	}
	const parsed = answer as { success?: boolean; data?: T };
	if ( ! parsed?.success ) {
		throw new Error( failureMessage( answer ) );
	}
	return parsed.data as T;
}
