/**
 * The cart store's pure parts: reducer and selectors.
 */
/**
 * WordPress dependencies
 */
import { dispatch, register, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	cartActions,
	cartReducer,
	cartSelectors,
	cartStore,
	initialCartState,
} from '..';

const item = ( key: string, quantity: number ) => ( {
	cartItemKey: key,
	productId: 7,
	name: 'Box',
	quantity,
	total: '9.90',
} );

describe( 'cart reducer', () => {
	it( 'replaces items and totals with the server answer and ends loading', () => {
		const loading = cartReducer(
			initialCartState,
			cartActions.setLoading( true )
		);
		const state = cartReducer(
			loading,
			cartActions.receiveCart( {
				items: [ item( 'a', 2 ), item( 'b', 1 ) ],
				total: '29.70',
				currency: 'EUR',
			} )
		);
		expect( state.items ).toHaveLength( 2 );
		expect( cartSelectors.getTotal( state ) ).toBe( '29.70' );
		expect( cartSelectors.getItemCount( state ) ).toBe( 3 );
		expect( cartSelectors.isLoading( state ) ).toBe( false );
	} );

	it( 'shows the found variation’s first payment and clears it on reset (§2.3, §4.3)', () => {
		const found = cartReducer(
			initialCartState,
			cartActions.setVariation( {
				variationId: 12,
				firstPaymentHtml: '<span>1. Dezember 2026</span>',
			} )
		);
		expect( cartSelectors.getFirstPaymentHtml( found ) ).toBe(
			'<span>1. Dezember 2026</span>'
		);
		const reset = cartReducer( found, cartActions.setVariation( null ) );
		expect( cartSelectors.getFirstPaymentHtml( reset ) ).toBe( '' );
		expect( cartSelectors.getVariation( reset ) ).toBeNull();
	} );

	it( 'ignores actions of other stores', () => {
		const state = cartReducer( initialCartState, {
			type: 'SOMETHING_ELSE',
		} as never );
		expect( state ).toBe( initialCartState );
	} );
} );

describe( 'cart store descriptor', () => {
	it( 'works through a @wordpress/data registry under vitrine/cart', () => {
		register( cartStore );
		dispatch( cartStore ).setLoading( true );
		expect( select( cartStore ).isLoading() ).toBe( true );
		expect( cartStore.name ).toBe( 'vitrine/cart' );
	} );
} );

describe( 'cart display strings', () => {
	it( 'keeps the server display strings of an answer and forgets them when an answer has none', () => {
		const formatted = {
			subtotal: '40,80 €',
			shipping: '4,90 €',
			total: '45,70 €',
		};
		const withDisplay = cartReducer(
			initialCartState,
			cartActions.receiveCart( {
				items: [ item( 'a', 1 ) ],
				total: '45.70',
				currency: 'EUR',
				formatted,
			} )
		);
		expect( cartSelectors.getFormattedTotals( withDisplay ) ).toEqual(
			formatted
		);
		expect( cartSelectors.needsShipping( withDisplay ) ).toBe( false );
		expect(
			cartSelectors.needsShipping(
				cartReducer(
					withDisplay,
					cartActions.receiveCart( {
						items: [ item( 'a', 1 ) ],
						total: '45.70',
						currency: 'EUR',
						formatted,
						needsShipping: true,
					} )
				)
			)
		).toBe( true );

		const without = cartReducer(
			withDisplay,
			cartActions.receiveCart( {
				items: [],
				total: '0.00',
				currency: 'EUR',
			} )
		);
		expect( cartSelectors.getFormattedTotals( without ) ).toBeNull();
	} );
} );

describe( 'cart endpoints', () => {
	it( "keeps every block's embedded endpoints, a later one replacing the same call", () => {
		const first = cartReducer(
			initialCartState,
			cartActions.setEndpoints( {
				remove_from_cart: {
					url: '/?wc-ajax=remove_from_cart',
					nonce: 'a',
				},
				change_cart: { url: '/?wc-ajax=change_cart', nonce: 'b' },
			} )
		);
		const second = cartReducer(
			first,
			cartActions.setEndpoints( {
				remove_from_cart: {
					url: '/?wc-ajax=remove_from_cart',
					nonce: 'c',
				},
			} )
		);
		expect(
			cartSelectors.getEndpoint( second, 'remove_from_cart' )
		).toEqual( { url: '/?wc-ajax=remove_from_cart', nonce: 'c' } );
		expect(
			cartSelectors.getEndpoint( second, 'change_cart' )?.nonce
		).toBe( 'b' );
		expect(
			cartSelectors.getEndpoint( second, 'simulate_cart' )
		).toBeUndefined();
		expect( initialCartState.endpoints ).toEqual( {} );
	} );
} );
