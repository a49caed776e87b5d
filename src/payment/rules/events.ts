/**
 * §9.3 method events: `ppcp_invalidate_methods`, `ppcp_render_method` and
 * `ppcp_redraw_method`, optionally suffixed `-{method}`. Any other name is
 * refused with §8.2's 'Invalid event: {event}'.
 */

/** A parsed method event. */
export type MethodEvent =
	| { kind: 'invalidate' }
	| { kind: 'render' }
	| { kind: 'redraw'; method: string | null };

export const INVALIDATE_EVENT = 'ppcp_invalidate_methods';
export const RENDER_EVENT = 'ppcp_render_method';
export const REDRAW_EVENT = 'ppcp_redraw_method';

/**
 * Reads an event name.
 *
 * @param name Event name.
 * @throws Error 'Invalid event: {event}' for any other name (§8.2).
 */
export function parseMethodEvent( name: string ): MethodEvent {
	if ( name === INVALIDATE_EVENT ) {
		return { kind: 'invalidate' };
	}
	if ( name === RENDER_EVENT ) {
		return { kind: 'render' };
	}
	if ( name === REDRAW_EVENT ) {
		return { kind: 'redraw', method: null };
	}
	const suffixed = /^ppcp_redraw_method-([a-z0-9_-]+)$/.exec( name );
	if ( suffixed ) {
		return { kind: 'redraw', method: suffixed[ 1 ] };
	}
	throw new Error( `Invalid event: ${ name }` );
}

/**
 * Whether a redraw event concerns a method (an unsuffixed redraw concerns all).
 *
 * @param event  Parsed event.
 * @param method Gateway id, e.g. "ppcp-gateway".
 */
export function concerns( event: MethodEvent, method: string ): boolean {
	return event.kind !== 'redraw' || event.method === null
		? true
		: event.method === method;
}
