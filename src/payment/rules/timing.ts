/**
 * §4.6 / §9.4 timings: the product form's changes are debounced 100 ms and
 * the cart simulation is throttled so that at most one request runs per
 * window, however fast the form changes, and the last state is always sent.
 */

/** §9.4: form change debounce. */
export const FORM_DEBOUNCE_MS = 100;
/** §9.4: cart simulation throttle when the configuration gives none. */
export const DEFAULT_THROTTLE_MS = 5000;
/** §9.4: redirect after approval. */
export const REDIRECT_DELAY_MS = 200;

/**
 * Calls `fn` once calls have paused for `ms`.
 *
 * @param fn Function to call with the last arguments.
 * @param ms Quiet time.
 */
export function debounce< A extends unknown[] >(
	fn: ( ...args: A ) => void,
	ms: number = FORM_DEBOUNCE_MS
): ( ...args: A ) => void {
	let timer: ReturnType< typeof setTimeout > | undefined;
	return ( ...args: A ) => {
		clearTimeout( timer );
		timer = setTimeout( () => fn( ...args ), ms );
	};
}

/**
 * At most one call per window of `ms`: the first call runs at once, calls
 * within the window are collapsed into one that runs, with the latest
 * arguments, when the window ends (and opens the next window).
 *
 * @param fn Function to call.
 * @param ms Window length (§4.6 simulate_cart.throttling).
 */
export function throttleLatest< A extends unknown[] >(
	fn: ( ...args: A ) => void,
	ms: number = DEFAULT_THROTTLE_MS
): ( ...args: A ) => void {
	let open = false;
	let pending: A | null = null;
	const run = ( args: A ) => {
		open = true;
		fn( ...args );
		setTimeout( () => {
			open = false;
			if ( pending ) {
				const next = pending;
				pending = null;
				run( next );
			}
		}, ms );
	};
	return ( ...args: A ) => {
		if ( open ) {
			pending = args;
			return;
		}
		run( args );
	};
}

/**
 * The throttle window of the configuration (§3.11 simulate_cart.throttling),
 * or the default for a missing or invalid value.
 *
 * @param throttling Configured milliseconds.
 */
export function throttleWindow( throttling: unknown ): number {
	return typeof throttling === 'number' &&
		Number.isFinite( throttling ) &&
		throttling >= 0
		? throttling
		: DEFAULT_THROTTLE_MS;
}
