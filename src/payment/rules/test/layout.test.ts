/**
 * §9.5 layout and §3.11 per-source button styles.
 */
/**
 * Internal dependencies
 */
import { sourceStyle, stackedMargin, widthClass, type Style } from '../layout';

describe( 'button container layout (§9.5)', () => {
	it.each( [
		[ 800, 'ppcp-width-500' ],
		[ 500, 'ppcp-width-500' ],
		[ 499, 'ppcp-width-300' ],
		[ 300, 'ppcp-width-300' ],
		[ 299, 'ppcp-width-min' ],
		[ 0, 'ppcp-width-min' ],
	] )( 'a %p px container gets %s', ( width, expected ) => {
		expect( widthClass( width ) ).toBe( expected );
	} );

	it.each( [
		[ 25, 11 ],
		[ 36, 11 ],
		[ 40, 12 ],
		[ 55, 17 ],
	] )(
		'a stacked %p px button gets a top margin of %p px (max of 11 and 30 %)',
		( height, margin ) => {
			expect( stackedMargin( height ) ).toBe( margin );
		}
	);
} );

describe( 'per-source style (§3.11)', () => {
	const style: Style = {
		layout: 'vertical',
		shape: 'pill',
		height: 40,
		color: 'blue',
		label: 'pay',
	};

	it( 'the wallet keeps its whole style', () => {
		expect( sourceStyle( style, 'paypal' ) ).toEqual( style );
	} );

	it( 'pay-later gets shape, height and colour', () => {
		expect( sourceStyle( style, 'paylater' ) ).toEqual( {
			shape: 'pill',
			height: 40,
			color: 'blue',
		} );
	} );

	it( 'other sources get only shape and height', () => {
		expect( sourceStyle( style, 'venmo' ) ).toEqual( {
			shape: 'pill',
			height: 40,
		} );
	} );
} );
