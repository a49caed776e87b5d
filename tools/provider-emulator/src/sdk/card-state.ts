/**
 * The state of one card input as the card fields report it (empty, valid,
 * potentially valid, focused).
 */
/**
 * Internal dependencies
 */
import { luhn } from '../cards';

export interface FieldState {
	isEmpty: boolean;
	isValid: boolean;
	isPotentiallyValid: boolean;
	isFocused: boolean;
}

/**
 * Validity of one card input.
 * @param kind
 * @param value
 * @param focused
 */
export function fieldState(
	kind: string,
	value: string,
	focused: boolean
): FieldState {
	const v = value.replace( /\s+/g, '' );
	let valid = false;
	if ( kind === 'number' ) {
		valid = /^\d{13,19}$/.test( v ) && luhn( v );
	} else if ( kind === 'cvv' ) {
		valid = /^\d{3,4}$/.test( v );
	} else if ( kind === 'expiry' ) {
		const m = /^(0[1-9]|1[0-2])\/?(\d{2}|\d{4})$/.exec( v );
		if ( m ) {
			const year = Number( m[ 2 ].length === 2 ? '20' + m[ 2 ] : m[ 2 ] );
			const now = new Date();
			valid =
				year > now.getFullYear() ||
				( year === now.getFullYear() &&
					Number( m[ 1 ] ) >= now.getMonth() + 1 );
		}
	} else {
		valid = true;
	}
	return {
		isEmpty: v === '',
		isValid: valid,
		isPotentiallyValid: valid || v === '' || /^[\d/ ]+$/.test( v ),
		isFocused: focused,
	};
}
