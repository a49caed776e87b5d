/**
 * Calls of the shop endpoints (§7.2): form-encoded bodies with the nonce,
 * German messages on failure.
 */
/**
 * Internal dependencies
 */
import { failureMessage, formEncode, postShopAjax } from '../shop-ajax';

const endpoint = {
	url: 'http://127.0.0.1/?wc-ajax=remove_from_cart',
	nonce: 'n1',
};

describe( 'shop ajax', () => {
	afterEach( () => {
		( global as { fetch?: unknown } ).fetch = undefined;
	} );

	it( 'encodes fields as a form body', () => {
		expect(
			formEncode( { nonce: 'a b', cart_item_key: 'k', quantity: 2 } )
		).toBe( 'nonce=a+b&cart_item_key=k&quantity=2' );
	} );

	it( "uses the server's message and falls back to a generic one", () => {
		expect(
			failureMessage( { success: false, data: { message: 'Nein.' } } )
		).toBe( 'Nein.' );
		expect( failureMessage( null ) ).toBe(
			'Your cart could not be updated. Please reload the page and try again.'
		);
	} );

	it( 'posts the nonce with the fields and returns the data', async () => {
		const fetchMock = jest.fn().mockResolvedValue( {
			json: () => Promise.resolve( { success: true, data: { cart: 1 } } ),
		} );
		( global as { fetch?: unknown } ).fetch = fetchMock;

		await expect(
			postShopAjax( endpoint, { cart_item_key: 'k' } )
		).resolves.toEqual( { cart: 1 } );
		expect( fetchMock ).toHaveBeenCalledWith(
			endpoint.url,
			expect.objectContaining( {
				method: 'POST',
				body: 'nonce=n1&cart_item_key=k',
			} )
		);
	} );

	it( 'rejects with the German message of a refused call', async () => {
		( global as { fetch?: unknown } ).fetch = jest.fn().mockResolvedValue( {
			json: () =>
				Promise.resolve( {
					success: false,
					data: {
						message:
							'Dieser Artikel ist nicht mehr in deinem Warenkorb.',
					},
				} ),
		} );

		await expect( postShopAjax( endpoint, {} ) ).rejects.toThrow(
			'Dieser Artikel ist nicht mehr in deinem Warenkorb.'
		);
	} );
} );
