/**
 * §9.3 method events on the page: dispatched on `document.body`, heard by
 * every wallet on the page. An unknown name throws 'Invalid event: {event}'.
 */
/**
 * Internal dependencies
 */
import {
	INVALIDATE_EVENT,
	parseMethodEvent,
	REDRAW_EVENT,
	RENDER_EVENT,
	type MethodEvent,
} from './rules/events';

type Listener = ( event: MethodEvent ) => void;

const listeners = new Set< Listener >();

/**
 * Dispatches a method event.
 *
 * @param name e.g. "ppcp_redraw_method-ppcp-gateway".
 * @throws Error 'Invalid event: {event}' for an unknown name.
 */
export function dispatchMethodEvent( name: string ): void {
	parseMethodEvent( name );
	document.body.dispatchEvent( new Event( name ) );
}

/**
 * Hears the method events of a gateway (and the unsuffixed ones).
 *
 * @param method Gateway id, e.g. "ppcp-gateway".
 * @return Stops listening.
 */
export function listenMethodEvents( method: string ): () => void {
	const names = [
		INVALIDATE_EVENT,
		RENDER_EVENT,
		REDRAW_EVENT,
		`${ REDRAW_EVENT }-${ method }`,
	];
	const handle = ( event: Event ) => {
		const parsed = parseMethodEvent( event.type );
		listeners.forEach( ( listener ) => listener( parsed ) );
	};
	names.forEach( ( name ) => document.body.addEventListener( name, handle ) );
	return () =>
		names.forEach( ( name ) =>
			document.body.removeEventListener( name, handle )
		);
}

/**
 * Subscribes to method events.
 *
 * @param listener Called with each event.
 * @return Unsubscribes.
 */
export function onMethodEvent( listener: Listener ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}
