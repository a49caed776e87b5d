/**
 * The choice settings' options: the server's values (its schema), in
 * German, the emulator only where the site allows it.
 */
/**
 * Internal dependencies
 */
import { choicesOf } from '../choices';
import { CONFIG } from './fixtures/settings';

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

	it( 'names each status that captures an authorized order (§3.11 intent authorize)', () => {
		const options = choicesOf(
			'capture_on_status',
			{ type: 'string', enum: [ '', 'processing', 'completed' ] },
			true,
			''
		);
		expect( options.map( ( option ) => option.value ) ).toEqual( [
			'',
			'processing',
			'completed',
		] );
		expect(
			options.every( ( option ) => option.label !== option.value )
		).toBe( true );
	} );

	it( 'has nothing to offer without a schema', () => {
		expect( choicesOf( 'intent', undefined, true, 'capture' ) ).toEqual(
			[]
		);
	} );
} );
