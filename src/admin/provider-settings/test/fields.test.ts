/**
 * The screen's fields: every setting on exactly one tab, the emulator's
 * address only while the emulator is chosen.
 */
/**
 * Internal dependencies
 */
import { isShown, keysOf, tabs } from '../fields';
import { SETTINGS } from './fixtures/settings';

describe( 'tabs', () => {
	it( 'are the five of the guided screen, in order', () => {
		expect( tabs().map( ( tab ) => tab.name ) ).toEqual( [
			'account',
			'methods',
			'buttons',
			'paylater',
			'checkout',
		] );
	} );

	it( 'hold every setting exactly once', () => {
		const keys = tabs().flatMap( ( tab ) => keysOf( tab.name ) );
		expect( [ ...keys ].sort() ).toEqual( Object.keys( SETTINGS ).sort() );
	} );
} );

describe( 'isShown', () => {
	it( 'shows the emulator’s address only while the emulator is chosen', () => {
		const field = tabs()[ 0 ].sections[ 0 ].fields.find(
			( f ) => f.key === 'emulator_url'
		)!;
		expect( isShown( field, SETTINGS ) ).toBe( true );
		expect( isShown( field, { ...SETTINGS, environment: 'live' } ) ).toBe(
			false
		);
	} );
} );
