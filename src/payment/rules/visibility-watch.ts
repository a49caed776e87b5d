/**
 * §4.12 / §9.4 checkout visibility: a watcher checks first after 250 ms,
 * then every 150 ms; once the payment area is visible it fires the
 * refresh event, once, and stops.
 */

/** §9.4: first check. */
export const FIRST_CHECK_MS = 250;
/** §9.4: later checks. */
export const CHECK_EVERY_MS = 150;
/** §4.12: the event fired once the payment area is visible. */
export const REFRESH_EVENT = 'ppcp-refresh-payment-buttons';

/** Timers, injectable for tests. */
export interface WatchTimers {
	setTimeout: ( fn: () => void, ms: number ) => unknown;
	setInterval: ( fn: () => void, ms: number ) => unknown;
	clearTimeout: ( id: unknown ) => void;
	clearInterval: ( id: unknown ) => void;
}

const browserTimers: WatchTimers = {
	setTimeout: ( fn, ms ) => setTimeout( fn, ms ),
	setInterval: ( fn, ms ) => setInterval( fn, ms ),
	clearTimeout: ( id ) =>
		clearTimeout( id as ReturnType< typeof setTimeout > ),
	clearInterval: ( id ) =>
		clearInterval( id as ReturnType< typeof setInterval > ),
};

/**
 * Watches until `isVisible()` holds, then calls `fire()` once.
 *
 * @param isVisible Whether the payment area is visible now.
 * @param fire      Fires the refresh event.
 * @param timers    Timers (the browser's by default).
 * @return Stops the watcher.
 */
export function watchVisibility(
	isVisible: () => boolean,
	fire: () => void,
	timers: WatchTimers = browserTimers
): () => void {
	let interval: unknown = null;
	let stopped = false;
	const stop = () => {
		stopped = true;
		timers.clearTimeout( first );
		if ( interval !== null ) {
			timers.clearInterval( interval );
		}
	};
	const check = () => {
		if ( stopped || ! isVisible() ) {
			return false;
		}
		stop();
		fire();
		return true;
	};
	const first = timers.setTimeout( () => {
		if ( ! check() && ! stopped ) {
			interval = timers.setInterval( check, CHECK_EVERY_MS );
		}
	}, FIRST_CHECK_MS );
	return stop;
}

/**
 * Whether an element is visible: rendered with a size, not hidden.
 *
 * @param element Element.
 */
export function isShown( element: HTMLElement | null ): boolean {
	if ( ! element || ! element.isConnected ) {
		return false;
	}
	return (
		element.getClientRects().length > 0 && ! element.closest( '[hidden]' )
	);
}
