/**
 * §3.11 button style: the block's choices over the shop's.
 */
/**
 * Internal dependencies
 */
import { mergeStyle, type ButtonStyle } from '../style';

const SHOP: ButtonStyle = {
	layout: 'vertical',
	shape: 'rect',
	height: 40,
	color: 'gold',
	label: 'paypal',
};

describe( 'the block’s button style (§3.11)', () => {
	it( 'takes the block’s choices where they are set', () => {
		expect(
			mergeStyle( SHOP, {
				layout: 'horizontal',
				shape: 'pill',
				height: 48,
				color: 'blue',
				label: 'buynow',
			} )
		).toEqual( {
			layout: 'horizontal',
			shape: 'pill',
			height: 48,
			color: 'blue',
			label: 'buynow',
		} );
	} );

	it( 'keeps the shop’s setting for empty or unset choices', () => {
		expect( mergeStyle( SHOP, {} ) ).toEqual( SHOP );
		expect(
			mergeStyle( SHOP, { shape: '', color: 'black', label: '' } )
		).toEqual( { ...SHOP, color: 'black' } );
	} );

	it( 'clamps the height to 25–55 px', () => {
		expect( mergeStyle( SHOP, { height: 10 } ).height ).toBe( 25 );
		expect( mergeStyle( SHOP, { height: 90 } ).height ).toBe( 55 );
		expect( mergeStyle( SHOP, { height: 44.6 } ).height ).toBe( 45 );
		expect( mergeStyle( { ...SHOP, height: 99 }, {} ).height ).toBe( 55 );
	} );

	it( 'ignores invalid choices', () => {
		expect(
			mergeStyle( SHOP, {
				layout: 'diagonal',
				shape: 'round',
				color: 'red',
				label: 'PAY',
				height: Number.NaN,
			} )
		).toEqual( SHOP );
	} );
} );
