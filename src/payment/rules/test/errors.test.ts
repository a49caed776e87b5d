/**
 * §8.2 choice of message and §5.4's non-empty rule.
 */
/**
 * Internal dependencies
 */
import { EMPTY_MESSAGE_ERROR, failureMessage, requireMessage } from '../errors';

const generic = 'Bei der Zahlung ist ein Fehler aufgetreten.';

describe( 'error message choice (§8.2)', () => {
	it( 'shows the generic error for a simple product even when the server sent a message', () => {
		expect(
			failureMessage( {
				generic,
				productType: 'simple',
				serverMessage: 'Nur noch 2 auf Lager.',
			} )
		).toBe( generic );
	} );

	it( 'shows the server’s specific message for a booking product', () => {
		expect(
			failureMessage( {
				generic,
				productType: 'booking',
				serverMessage: 'Dieser Termin ist ausgebucht.',
			} )
		).toBe( 'Dieser Termin ist ausgebucht.' );
	} );

	it( 'falls back to the generic error for a booking without a server message', () => {
		expect(
			failureMessage( {
				generic,
				productType: 'booking',
				serverMessage: ' ',
			} )
		).toBe( generic );
	} );

	it( 'throws the §5.4 text when the chosen message is empty', () => {
		expect( () =>
			failureMessage( { generic: '', productType: 'simple' } )
		).toThrow( EMPTY_MESSAGE_ERROR );
	} );
} );

describe( 'non-empty messages (§5.4)', () => {
	it.each( [ '', '  ', null, 3 ] )( 'refuses %p', ( message ) => {
		expect( () => requireMessage( message ) ).toThrow(
			'A new message text must be a non-empty string.'
		);
	} );

	it( 'passes a real message through', () => {
		expect( requireMessage( 'Fehler' ) ).toBe( 'Fehler' );
	} );
} );
