/**
 * Block bundles reach the shared store through one external, so it loads
 * once per page.
 */
const {
	requestToExternal,
	requestToHandle,
	STORE_HANDLE,
} = require( '../externals' );

describe( 'store external', () => {
	it( 'maps @vitrine/store to window.vitrine.store and its script handle', () => {
		expect( requestToExternal( '@vitrine/store' ) ).toEqual( [
			'vitrine',
			'store',
		] );
		expect( requestToHandle( '@vitrine/store' ) ).toBe( STORE_HANDLE );
		expect( STORE_HANDLE ).toBe( 'vitrine-store' );
	} );

	it( 'leaves every other request to the WordPress defaults', () => {
		for ( const request of [
			'@wordpress/data',
			'react',
			'@vitrine/other',
			'./store',
		] ) {
			expect( requestToExternal( request ) ).toBeUndefined();
			expect( requestToHandle( request ) ).toBeUndefined();
		}
	} );
} );
