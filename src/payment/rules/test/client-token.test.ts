/**
 * Internal dependencies
 */
import { isClientTokenUsable, parseClientToken } from '../client-token';

const token = { user: 7, expiration: 2_000_000_000, token: 'abc' };

describe( '§5.4 / §3.10 cached client token', () => {
	it( 'is used while its user matches and now is before expiration', () => {
		expect( isClientTokenUsable( token, 7, 1_999_999_999 ) ).toBe( true );
	} );
	it( 'is not used for another user (also a guest, user 0)', () => {
		expect( isClientTokenUsable( token, 8, 1_000 ) ).toBe( false );
		expect( isClientTokenUsable( token, 0, 1_000 ) ).toBe( false );
	} );
	it( 'is not used at or after its expiration (seconds)', () => {
		expect( isClientTokenUsable( token, 7, 2_000_000_000 ) ).toBe( false );
		expect( isClientTokenUsable( token, 7, 2_000_000_001 ) ).toBe( false );
	} );
	it( 'a duration in place of an absolute time reads as expired', () => {
		expect(
			isClientTokenUsable(
				{ ...token, expiration: 3600 },
				7,
				Math.floor( Date.now() / 1000 )
			)
		).toBe( false );
	} );
	it( 'nothing cached is not usable', () => {
		expect( isClientTokenUsable( null, 7, 1 ) ).toBe( false );
	} );
	it( 'reads back only a well-formed cached token', () => {
		expect( parseClientToken( JSON.stringify( token ) ) ).toEqual( token );
		expect( parseClientToken( null ) ).toBeNull();
		expect( parseClientToken( 'not json' ) ).toBeNull();
		expect(
			parseClientToken( '{"user":"7","expiration":1,"token":"a"}' )
		).toBeNull();
		expect(
			parseClientToken( '{"user":7,"expiration":1,"token":""}' )
		).toBeNull();
		expect( parseClientToken( '[1]' ) ).toBeNull();
	} );
} );
