/**
 * The SDK's calls to the emulator (the provider's client-side API).
 */
/**
 * Internal dependencies
 */
import type { Any } from './config';

/**
 * A call of the SDK to the provider: GET, or POST with a JSON body.
 * An error answer rejects with the provider's error (name, details…),
 * as the provider's SDK does.
 *
 * @param base Base URL of the emulator.
 * @param path Path on the emulator.
 * @param body Body to POST (GET when absent).
 */
export async function json(
	base: string,
	path: string,
	body?: unknown
): Promise< Any > {
	const response = await fetch( base + path, {
		method: body === undefined ? 'GET' : 'POST',
		headers:
			body === undefined ? {} : { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	const answer = await response.json();
	if ( ! response.ok ) {
		throw Object.assign(
			new Error( answer.message ?? String( response.status ) ),
			answer
		);
	}
	return answer;
}
