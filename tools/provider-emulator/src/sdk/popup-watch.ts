/**
 * How the SDK decides what happened in its pop-up (§2.6, §4.9).
 *
 * The pop-up posts its decision (`approve` / `cancel`) to the opener and
 * closes itself at once. The SDK also polls every 300 ms whether the pop-up
 * was closed, since a payer may close it without deciding. Both reach the
 * opener as separate tasks, so the poll may see the window closed before
 * the approval's message event has been dispatched. The provider's SDK lets
 * a decision that was posted win over the close: a close only counts as a
 * cancel when no decision arrives within a grace period after it was seen.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

/** How often the SDK looks whether the pop-up was closed. */
export const CLOSE_POLL_MS = 300;

/**
 * How long after seeing the pop-up closed a decision it posted may still
 * arrive (messages queued behind the close).
 */
export const CLOSE_GRACE_MS = 600;

/** The pop-up's decision. */
export interface Decision {
	type: 'approve' | 'cancel';
	[ key: string ]: unknown;
}

/** What the watcher needs of the page (a window, or a stand-in in tests). */
export interface Watched {
	closed: boolean;
}

/**
 * Waits for the pop-up's decision.
 *
 * @param target               The pop-up window.
 * @param subscribe            Registers a listener for the pop-up's decisions and
 *                             returns the function that removes it.
 * @param timers               setInterval/setTimeout and their clear functions.
 * @param timers.setInterval
 * @param timers.clearInterval
 * @param timers.setTimeout
 * @param timers.clearTimeout
 * @return The first decision received; `{type: 'cancel'}` when the pop-up
 *         closed and no decision followed within the grace period.
 */
export function watchPopup(
	target: Watched,
	subscribe: ( onDecision: ( decision: Decision ) => void ) => () => void,
	timers: {
		setInterval: ( handler: () => void, ms: number ) => Any;
		clearInterval: ( id: Any ) => void;
		setTimeout: ( handler: () => void, ms: number ) => Any;
		clearTimeout: ( id: Any ) => void;
	} = globalThis as Any
): Promise< Decision > {
	return new Promise( ( resolve ) => {
		let settled = false;
		let grace: Any = null;
		const finish = ( decision: Decision ) => {
			if ( settled ) {
				return;
			}
			settled = true;
			unsubscribe();
			timers.clearInterval( poll );
			if ( grace !== null ) {
				timers.clearTimeout( grace );
			}
			resolve( decision );
		};
		// A decision received wins, also over a close seen just before it.
		const unsubscribe = subscribe( finish );
		const poll = timers.setInterval( () => {
			if ( ! target.closed || grace !== null ) {
				return;
			}
			timers.clearInterval( poll );
			grace = timers.setTimeout(
				() => finish( { type: 'cancel' } ),
				CLOSE_GRACE_MS
			);
		}, CLOSE_POLL_MS );
	} );
}
