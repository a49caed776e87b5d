/**
 * Internal dependencies
 */
import { previewPostId, readSamples, showsSomething } from '../preview-rules';

describe( 'previewPostId', () => {
	it( 'previews the post of the block context when it has the block’s post type', () => {
		expect(
			previewPostId(
				{ postId: 12, postType: 'vitrine_product' },
				'vitrine_product',
				7
			)
		).toBe( 12 );
	} );

	it( 'falls back to the shop’s sample on a page or in the inserter', () => {
		expect(
			previewPostId(
				{ postId: 3, postType: 'page' },
				'vitrine_product',
				7
			)
		).toBe( 7 );
		expect( previewPostId( {}, 'vitrine_event', 9 ) ).toBe( 9 );
	} );

	it( 'gives 0 when neither the context nor a sample names a post', () => {
		expect(
			previewPostId(
				{ postId: 'x', postType: 'vitrine_product' },
				'vitrine_product',
				0
			)
		).toBe( 0 );
		expect( previewPostId( {}, 'vitrine_product', -4 ) ).toBe( 0 );
	} );
} );

describe( 'showsSomething', () => {
	it( 'is false for empty wrappers and whitespace', () => {
		expect(
			showsSomething(
				'<div class="vitrine-first-payment-area" data-vitrine-variable="1">\n &nbsp;</div>'
			)
		).toBe( false );
		expect( showsSomething( '' ) ).toBe( false );
	} );

	it( 'is true for text, images and form controls', () => {
		expect( showsSomething( '<p><span>12,90 €</span></p>' ) ).toBe( true );
		expect( showsSomething( '<div><img src="a.png" alt=""></div>' ) ).toBe(
			true
		);
		expect( showsSomething( '<form><button></button></form>' ) ).toBe(
			true
		);
	} );

	it( 'does not count script or style text as content', () => {
		expect(
			showsSomething( '<div><script>var a = 1;</script></div>' )
		).toBe( false );
	} );
} );

describe( 'readSamples', () => {
	it( 'keeps positive integer ids and zeroes anything else', () => {
		expect(
			readSamples( { product: 5, subscription: '8', event: -1 } )
		).toEqual( { product: 5, subscription: 8, event: 0 } );
		expect( readSamples( undefined ) ).toEqual( {
			product: 0,
			subscription: 0,
			event: 0,
		} );
	} );
} );
