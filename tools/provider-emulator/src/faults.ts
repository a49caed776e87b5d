/**
 * Fault injection: the first injected fault that matches a call (and is
 * used up after its `times`).
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
			( f.path ? path.startsWith( f.path ) : path !== '/v1/oauth2/token' )
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
