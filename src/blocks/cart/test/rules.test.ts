/**
 * The cart blocks' pure rules: the server's figures go into the page as
 * they are, rows follow the server's lines.
 */
/**
 * Internal dependencies
 */
import {
	countLabel,
	displayAmount,
	itemCount,
	needsReload,
	panelTotals,
	rowChanges,
} from '../rules';

const line = ( key: string, quantity: number ) => ( {
	cartItemKey: key,
	productId: 1,
	name: 'Kaffeetasse',
	quantity,
	total: '12.90',
	formattedTotal: '12,90 €',
} );

describe( 'displayAmount', () => {
	it( 'shows the server display string unchanged', () => {
		expect( displayAmount( '72,60\u00a0€', '1.00', 'EUR' ) ).toBe(
			'72,60\u00a0€'
		);
	} );

	it( 'formats the server decimal in the locale when no display string came', () => {
		expect( displayAmount( undefined, '1234.5', 'EUR' ) ).toBe(
			'1.234,50\u00a0€'
		);
	} );

	it( 'shows nothing for a missing or broken amount', () => {
		expect( displayAmount( undefined, null, 'EUR' ) ).toBe( '' );
		expect( displayAmount( undefined, 'abc', 'EUR' ) ).toBe( '' );
	} );
} );

describe( 'itemCount and countLabel', () => {
	it( 'prefers the server count and falls back to the sum of quantities', () => {
		expect( itemCount( { count: 5, items: [ line( 'a', 1 ) ] } ) ).toBe(
			5
		);
		expect(
			itemCount( { items: [ line( 'a', 2 ), line( 'b', 3 ) ] } )
		).toBe( 5 );
	} );

	it( 'says one item or several', () => {
		expect( countLabel( 1 ) ).toBe( '1 item' );
		expect( countLabel( 3 ) ).toBe( '3 items' );
	} );
} );

describe( 'rowChanges', () => {
	it( 'removes rows the server no longer lists and updates the others', () => {
		const { remove, update } = rowChanges(
			[ 'a', 'b' ],
			[ line( 'b', 4 ) ]
		);
		expect( remove ).toEqual( [ 'a' ] );
		expect( update.get( 'b' )?.quantity ).toBe( 4 );
		expect( update.has( 'a' ) ).toBe( false );
	} );
} );

describe( 'needsReload', () => {
	it( 'reloads only when shipping appears or disappears in a non-empty cart', () => {
		const cart = {
			items: [ line( 'a', 1 ) ],
			total: '1.00',
			currency: 'EUR',
		};
		expect( needsReload( true, { ...cart, needsShipping: false } ) ).toBe(
			true
		);
		expect( needsReload( true, { ...cart, needsShipping: true } ) ).toBe(
			false
		);
		expect( needsReload( true, cart ) ).toBe( false );
		expect(
			needsReload( true, { ...cart, items: [], needsShipping: false } )
		).toBe( false );
	} );
} );

describe( 'panelTotals', () => {
	const formatted = {
		subtotal: '40,80 €',
		shipping: '4,90 €',
		total: '45,70 €',
	};

	it( 'shows subtotal, shipping and total of a shipped cart, so they add up', () => {
		expect(
			panelTotals( {
				formatted,
				total: '45.70',
				currency: 'EUR',
				needsShipping: true,
			} )
		).toEqual( {
			subtotal: '40,80 €',
			shipping: '4,90 €',
			total: '45,70 €',
		} );
	} );

	it( 'hides the shipping row of a cart that is not shipped', () => {
		expect(
			panelTotals( {
				formatted: { ...formatted, total: '40,80 €' },
				total: '40.80',
				currency: 'EUR',
				needsShipping: false,
			} )
		).toEqual( { subtotal: '40,80 €', shipping: null, total: '40,80 €' } );
	} );

	it( 'shows only the total when the server sent no display strings', () => {
		expect(
			panelTotals( {
				formatted: null,
				total: '45.70',
				currency: 'EUR',
				needsShipping: true,
			} )
		).toEqual( { subtotal: null, shipping: null, total: '45,70\u00a0€' } );
	} );
} );
