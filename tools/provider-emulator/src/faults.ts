/**
 * Fault injection: the first injected fault that matches a call (and is
 * used up after its `times`). A fault's `path` is a prefix of the call's
 * path; a `*` in it stands for one path segment, so the orders path, a `*`
 * segment and `/capture` hit every capture whatever the order id.
 */
/**
 * Internal dependencies
 */
import type { EmulatorState, Fault } from './state';

/**
 * Takes the fault for this call, if one matches.
 *
 * @param state  What the emulator remembers.
 * @param method HTTP method.
 * @param path   Path without trailing slash.
 */
export function takeFault(
	state: EmulatorState,
	method: string,
	path: string
): Fault | null {
	const index = state.faults.findIndex(
		( f ) =>
			( ! f.method || f.method.toUpperCase() === method ) &&
			( f.path ? matches( f.path, path ) : path !== '/v1/oauth2/token' )
	);
	if ( index < 0 ) {
		return null;
	}
	const fault = state.faults[ index ];
	fault.times = ( fault.times ?? 1 ) - 1;
	if ( fault.times <= 0 ) {
		state.faults.splice( index, 1 );
	}
	return fault;
}

/**
 * Whether a fault's path (a prefix, `*` for one segment) matches a path.
 *
 * @param pattern The fault's path.
 * @param path    The call's path.
 */
export function matches( pattern: string, path: string ): boolean {
	if ( ! pattern.includes( '*' ) ) {
		return path.startsWith( pattern );
	}
	const source = pattern
		.split( '*' )
		.map( ( part ) => part.replace( /[.+?^${}()|[\]\\]/g, '\\$&' ) )
		.join( '[^/]+' );
	return new RegExp( `^${ source }` ).test( path );
}
