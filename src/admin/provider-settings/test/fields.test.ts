/**
 * The screen's fields: every setting on exactly one tab, the choices from
 * the server's schema, the emulator only where the site allows it.
 */
/**
 * Internal dependencies
 */
import { choicesOf, isShown, keysOf, tabs } from '../fields';
import { CONFIG, SETTINGS } from './fixtures/settings';

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

describe( 'choicesOf', () => {
	it( 'offers the server’s values with German words where known', () => {
		expect(
			choicesOf(
				'button_shape',
				CONFIG.schema.button_shape,
				true,
				'rect'
			).map( ( option ) => option.value )
		).toEqual( [ 'rect', 'pill', 'sharp' ] );
	} );

	it( 'offers the emulator only where allowed, or while it is stored', () => {
		const values = ( allowed: boolean, stored: string ) =>
			choicesOf(
				'environment',
				CONFIG.schema.environment,
				allowed,
				stored
			).map( ( option ) => option.value );
		expect( values( true, 'sandbox' ) ).toContain( 'emulator' );
		expect( values( false, 'sandbox' ) ).toEqual( [
			'',
			'sandbox',
			'live',
		] );
		expect( values( false, 'emulator' ) ).toContain( 'emulator' );
	} );

	it( 'has nothing to offer without a schema', () => {
		expect( choicesOf( 'intent', undefined, true, 'capture' ) ).toEqual(
			[]
		);
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
