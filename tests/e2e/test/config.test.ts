/**
 * The e2e harness lets only loopback requests through.
 */
/**
 * Internal dependencies
 */
import { isLocalUrl } from '../config';

describe( 'isLocalUrl', () => {
	it.each( [
		'http://127.0.0.1:8889/wp-admin/',
		'http://localhost/',
		'http://[::1]:8889/',
		'data:image/png;base64,AAAA',
		'blob:http://127.0.0.1:8889/1234',
	] )( 'lets %s through', ( url ) => {
		expect( isLocalUrl( url ) ).toBe( true );
	} );

	it.each( [
		'https://s.w.org/images/block-editor/welcome-canvas.gif',
		'http://127.attacker.example/',
		'http://127.0.0.1.nip.example/',
		'http://localhost.example.org/',
		'http://10.0.0.1/',
	] )( 'stops %s', ( url ) => {
		expect( isLocalUrl( url ) ).toBe( false );
	} );
} );
