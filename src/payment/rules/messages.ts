/**
 * §4.11 pay-later messages: what one message is rendered with, and when it
 * is rendered again. A message renders again only when its amount,
 * placement or style changed; a render that failed is retried once after
 * 100 ms (§9.4), with the newest options.
 */

/** §9.4: messages re-render retry. */
export const MESSAGES_RETRY_MS = 100;

/** The provider's message style (payments-reference: Messages). */
export interface MessageStyle {
	layout: 'text' | 'flex';
	logo?: { type: string; position: string };
	text?: { color: string; size: number; align?: string };
	/** Flex layout only. */
	color?: string;
	/** Flex layout only. */
	ratio?: string;
}

/** What `Messages()` is called with. */
export interface MessageOptions {
	amount: number;
	currency: string;
	placement: string;
	style: MessageStyle;
}

/**
 * A stable text of a value: object keys sorted at every level, so two
 * styles with the same parts in another order are the same style.
 *
 * @param value Any JSON value.
 */
function stable( value: unknown ): string {
	if ( Array.isArray( value ) ) {
		return `[${ value.map( stable ).join( ',' ) }]`;
	}
	if ( value && typeof value === 'object' ) {
		return `{${ Object.keys( value )
			.sort()
			.map(
				( key ) =>
					`${ JSON.stringify( key ) }:${ stable(
						( value as Record< string, unknown > )[ key ]
					) }`
			)
			.join( ',' ) }}`;
	}
	return JSON.stringify( value ) ?? 'null';
}

/**
 * §4.11: whether two option sets render the same message (amount,
 * placement and style; the currency belongs to the page's one SDK load).
 *
 * @param a One option set, or null for none.
 * @param b The other.
 */
export function sameMessage(
	a: MessageOptions | null,
	b: MessageOptions | null
): boolean {
	if ( ! a || ! b ) {
		return a === b;
	}
	return (
		a.amount === b.amount &&
		a.placement === b.placement &&
		stable( a.style ) === stable( b.style )
	);
}

/** Timers, replaceable in tests. */
export interface Timers {
	setTimeout: ( fn: () => void, ms: number ) => unknown;
	clearTimeout: ( handle: unknown ) => void;
}

const browserTimers: Timers = {
	setTimeout: ( fn, ms ) => setTimeout( fn, ms ),
	clearTimeout: ( handle ) =>
		clearTimeout( handle as ReturnType< typeof setTimeout > ),
};

/** One message element's renderer. */
export interface MessageRenderer {
	/** Renders when the options differ from the last ones (§4.11). */
	update: ( options: MessageOptions ) => void;
	/** Forgets what was rendered: the next update renders (the element was emptied). */
	reset: () => void;
	/** Stops a pending retry. */
	stop: () => void;
}

/**
 * §4.11: renders a message only when its amount, placement or style
 * changed; a failed render is retried once after 100 ms with the newest
 * options. Renders never overlap: an update during a render waits for it.
 *
 * @param render Renders into the element (resolves when done).
 * @param timers Timers (tests pass fake ones).
 * @example
 * const renderer = messageRenderer( ( o ) => paypal.Messages( o ).render( el ) );
 * renderer.update( options ); // renders
 * renderer.update( { ...options } ); // nothing: the same message
 */
export function messageRenderer(
	render: ( options: MessageOptions ) => Promise< void >,
	timers: Timers = browserTimers
): MessageRenderer {
	let rendered: MessageOptions | null = null;
	let wanted: MessageOptions | null = null;
	let running = false;
	let retried = false;
	let retry: unknown = null;

	const run = (): void => {
		if ( running || ! wanted || sameMessage( wanted, rendered ) ) {
			return;
		}
		const options = wanted;
		running = true;
		render( options ).then(
			() => {
				running = false;
				rendered = options;
				retried = false;
				run();
			},
			() => {
				running = false;
				if ( retried ) {
					// One retry per change; the next change tries again.
					retried = false;
					rendered = options;
					return;
				}
				retried = true;
				retry = timers.setTimeout( () => {
					retry = null;
					run();
				}, MESSAGES_RETRY_MS );
			}
		);
	};

	return {
		update( options ) {
			wanted = options;
			if ( retry === null ) {
				run();
			}
		},
		reset() {
			rendered = null;
		},
		stop() {
			if ( retry !== null ) {
				timers.clearTimeout( retry );
				retry = null;
			}
			wanted = null;
		},
	};
}
