/**
 * §9.4 pay-later block discovery and the wait for a message wrapper: blocks
 * are looked for again 3 times, 2000 ms apart, while none is found (a
 * block may arrive after the script); a block without an id gets one with
 * 9 random characters; a wrapper is polled every 100 ms for 3000 ms, then
 * §8.2's 'Element "{selector}" not found within {ms}ms' is the failure.
 */

/**
 * Internal dependencies
 */
import type { Timers } from './messages';

/** §9.4: block discovery retries and their distance. */
export const DISCOVERY_RETRIES = 3;
export const DISCOVERY_INTERVAL_MS = 2000;
/** §9.4: waiting for a message wrapper. */
export const WRAPPER_TIMEOUT_MS = 3000;
export const WRAPPER_POLL_MS = 100;
/** §9.4: generated element ids have 9 random characters. */
export const ID_LENGTH = 9;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * 9 random characters (a–z, 0–9), for a block's element id.
 *
 * @param random Source of numbers in [0, 1) (tests pass a fixed one).
 */
export function randomChars( random: () => number = Math.random ): string {
	let chars = '';
	for ( let i = 0; i < ID_LENGTH; i++ ) {
		chars +=
			ALPHABET[
				Math.min(
					ALPHABET.length - 1,
					Math.floor( random() * ALPHABET.length )
				)
			];
	}
	return chars;
}

/**
 * §8.2: the text logged when a message wrapper never appeared.
 *
 * @param selector The wrapper's selector.
 * @param ms       How long it was awaited.
 */
export function notFoundMessage( selector: string, ms: number ): string {
	return `Element "${ selector }" not found within ${ ms }ms`;
}

/**
 * §9.4: looks for blocks now and, while none is found, 3 more times
 * 2000 ms apart. Calls `found` once, with the first non-empty result.
 *
 * @param find   Finds the blocks on the page.
 * @param found  Receives them.
 * @param timers Timers.
 * @return Cancels the remaining retries.
 */
export function discoverBlocks< T >(
	find: () => T[],
	found: ( blocks: T[] ) => void,
	timers: Timers
): () => void {
	let handle: unknown = null;
	const attempt = ( retriesLeft: number ): void => {
		handle = null;
		const blocks = find();
		if ( blocks.length > 0 ) {
			found( blocks );
			return;
		}
		if ( retriesLeft > 0 ) {
			handle = timers.setTimeout(
				() => attempt( retriesLeft - 1 ),
				DISCOVERY_INTERVAL_MS
			);
		}
	};
	attempt( DISCOVERY_RETRIES );
	return () => {
		if ( handle !== null ) {
			timers.clearTimeout( handle );
			handle = null;
		}
	};
}

/**
 * §9.4: waits for an element, polling every 100 ms for 3000 ms.
 *
 * @param selector The element's selector.
 * @param query    Looks it up (document.querySelector in the page).
 * @param timers   Timers.
 * @return The element; rejects with §8.2's 'Element "…" not found within 3000ms'.
 */
export function waitForElement< T >(
	selector: string,
	query: ( selector: string ) => T | null,
	timers: Timers
): Promise< T > {
	return new Promise( ( resolve, reject ) => {
		let waited = 0;
		const poll = (): void => {
			const element = query( selector );
			if ( element ) {
				resolve( element );
				return;
			}
			if ( waited >= WRAPPER_TIMEOUT_MS ) {
				reject(
					new Error( notFoundMessage( selector, WRAPPER_TIMEOUT_MS ) )
				);
				return;
			}
			waited += WRAPPER_POLL_MS;
			timers.setTimeout( poll, WRAPPER_POLL_MS );
		};
		poll();
	} );
}
