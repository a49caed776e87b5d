/**
 * §3.11 messages.style of the block: its choices over the shop's.
 */
/**
 * Internal dependencies
 */
import {
	mergeMessageStyle,
	previewPlacement,
	type ShopMessageStyle,
} from '../style';

const SHOP: ShopMessageStyle = {
	layout: 'text',
	logo: { type: 'primary', position: 'left' },
	text: { color: 'black', size: 12, align: 'left' },
};

describe( 'mergeMessageStyle', () => {
	it( 'keeps the shop’s style when the block chooses nothing', () => {
		expect( mergeMessageStyle( SHOP, {} ) ).toEqual( SHOP );
		expect(
			mergeMessageStyle( SHOP, {
				layout: '',
				logoType: '',
				textColor: '',
			} )
		).toEqual( SHOP );
	} );

	it( 'puts the block’s valid choices over the shop’s and ignores invalid ones', () => {
		expect(
			mergeMessageStyle( SHOP, {
				logoType: 'inline',
				logoPosition: 'top',
				textColor: 'grayscale',
				textSize: 15,
			} )
		).toEqual( {
			layout: 'text',
			logo: { type: 'inline', position: 'top' },
			text: { color: 'grayscale', size: 15, align: 'left' },
		} );
		expect(
			mergeMessageStyle( SHOP, {
				logoType: 'huge',
				textColor: 'red',
			} )
		).toEqual( SHOP );
	} );

	it( 'clamps the text size to 10–16', () => {
		expect( mergeMessageStyle( SHOP, { textSize: 40 } ).text?.size ).toBe(
			16
		);
		expect( mergeMessageStyle( SHOP, { textSize: 2 } ).text?.size ).toBe(
			10
		);
	} );

	it( 'gives the flex layout its colour and ratio, with the provider’s defaults', () => {
		expect( mergeMessageStyle( SHOP, { layout: 'flex' } ) ).toEqual( {
			layout: 'flex',
			color: 'blue',
			ratio: '1x1',
		} );
		expect(
			mergeMessageStyle( SHOP, {
				layout: 'flex',
				flexColor: 'white-no-border',
				flexRatio: '20x1',
				logoType: 'inline',
			} )
		).toEqual( {
			layout: 'flex',
			color: 'white-no-border',
			ratio: '20x1',
		} );
	} );
} );

describe( 'previewPlacement', () => {
	it( 'is the block’s choice, else the shop’s setting', () => {
		expect( previewPlacement( { placement: 'cart' }, 'product' ) ).toBe(
			'cart'
		);
		expect( previewPlacement( { placement: '' }, 'home' ) ).toBe( 'home' );
		expect( previewPlacement( { placement: 'x' }, 'y' ) ).toBe( 'product' );
	} );
} );
