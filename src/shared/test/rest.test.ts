/**
 * The REST layer (§7.3, §8.3): api-fetch's middlewares configured once, and
 * the messages for its error codes.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { configureRest, describeRestError } from '../rest';

describe( 'describeRestError (§8.3)', () => {
	it.each( [
		[ 'fetch_error', 'You are probably offline.' ],
		[ 'invalid_json', 'The response is not a valid JSON response.' ],
		[
			'post_process',
			'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
		],
	] )( 'gives %s its own message', ( code, message ) => {
		expect(
			describeRestError( { code, message: 'from api-fetch' } )
		).toEqual( { code, message } );
	} );

	it( 'passes an error answer’s code, message and data on', () => {
		expect(
			describeRestError( {
				code: 'rest_forbidden',
				message: 'Das darfst du nicht.',
				data: { status: 403 },
			} )
		).toEqual( {
			code: 'rest_forbidden',
			message: 'Das darfst du nicht.',
			data: { status: 403 },
		} );
	} );

	it.each( [ null, undefined, {}, { code: 'x', message: '' }, 'text' ] )(
		'calls %j an unknown error',
		( error ) => {
			expect( describeRestError( error ) ).toEqual( {
				code: 'unknown_error',
				message: 'An unknown error occurred.',
			} );
		}
	);
} );

describe( 'configureRest', () => {
	const calls: Array< { url: string; headers: Record< string, string > } > =
		[];

	beforeAll( () => {
		window.fetch = jest.fn( async ( url, init ) => {
			calls.push( {
				url: String( url ),
				headers: ( init?.headers ?? {} ) as Record< string, string >,
			} );
			// jsdom has no Response; api-fetch needs only these members.
			return {
				status: 200,
				json: async () => [],
				headers: { get: () => null },
			} as unknown as Response;
		} ) as typeof window.fetch;
	} );

	it( 'adds root URL and nonce once, and leaves a configured api-fetch alone', async () => {
		expect(
			configureRest( {
				root: 'http://shop.test/wp-json/',
				nonce: 'abc123',
				nonceEndpoint:
					'http://shop.test/wp-admin/admin-ajax.php?action=rest-nonce',
			} )
		).toBe( true );
		expect(
			configureRest( {
				root: 'http://other.test/wp-json/',
				nonce: 'other',
				nonceEndpoint: 'http://other.test/',
			} )
		).toBe( false );

		await apiFetch( { path: '/wp/v2/tags' } );

		const { url, headers } = calls[ calls.length - 1 ];
		expect( url ).toMatch(
			/^http:\/\/shop\.test\/wp-json\/wp\/v2\/tags\?/
		);
		// §7.3: every request asks for the user's locale.
		expect( new URL( url ).searchParams.get( '_locale' ) ).toBe( 'user' );
		expect( headers[ 'X-WP-Nonce' ] ).toBe( 'abc123' );
		expect(
			( apiFetch as unknown as { nonceEndpoint: string } ).nonceEndpoint
		).toBe( 'http://shop.test/wp-admin/admin-ajax.php?action=rest-nonce' );
	} );
} );
