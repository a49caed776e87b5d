/**
 * Variation matching from a product form's attribute selects and the
 * first-payment state it gives the cart store (§2.3, §4.3, §4.4).
 */
/**
 * Internal dependencies
 */
import {
	isPurchasable,
	selectedVariation,
	variationState,
	type FormVariation,
} from '../variations';

const variation = (
	id: number,
	attributes: Record< string, string >,
	inStock = true
): FormVariation => ( {
	id,
	attributes,
	priceText: '14,90 €',
	amount: '14.90',
	stockText: '',
	inStock,
	firstPaymentHtml: `<span class="vitrine-first-payment">Erste Zahlung: ${ id }</span>`,
} );

const variations = [
	variation( 1, { attribute_groesse: 'M', attribute_farbe: 'rot' } ),
	variation( 2, { attribute_groesse: 'L', attribute_farbe: '' } ),
	variation( 3, { attribute_groesse: 'XL', attribute_farbe: 'blau' }, false ),
];

describe( 'variationState', () => {
	it( 'is incomplete while any attribute select is empty', () => {
		expect(
			variationState( variations, {
				attribute_groesse: 'M',
				attribute_farbe: '',
			} )
		).toEqual( { kind: 'incomplete' } );
	} );

	it( 'finds the variation whose attributes all equal the choice', () => {
		expect(
			variationState( variations, {
				attribute_groesse: 'M',
				attribute_farbe: 'rot',
			} )
		).toEqual( { kind: 'found', variation: variations[ 0 ] } );
	} );

	it( 'treats an empty attribute of a variation as any option', () => {
		expect(
			variationState( variations, {
				attribute_groesse: 'L',
				attribute_farbe: 'blau',
			} )
		).toEqual( { kind: 'found', variation: variations[ 1 ] } );
	} );

	it( 'says unavailable when every select has a value but nothing matches', () => {
		expect(
			variationState( variations, {
				attribute_groesse: 'M',
				attribute_farbe: 'blau',
			} )
		).toEqual( { kind: 'unavailable' } );
	} );

	it( 'does not match a variation on an attribute the form does not have', () => {
		expect(
			variationState( variations, { attribute_groesse: 'M' } )
		).toEqual( { kind: 'unavailable' } );
	} );
} );

describe( 'selectedVariation (§4.3)', () => {
	it( 'sets the first payment when a variation is found', () => {
		expect(
			selectedVariation( { kind: 'found', variation: variations[ 1 ] } )
		).toEqual( {
			variationId: 2,
			firstPaymentHtml:
				'<span class="vitrine-first-payment">Erste Zahlung: 2</span>',
		} );
	} );

	it( 'clears it on reset and when no variation matches', () => {
		expect( selectedVariation( { kind: 'incomplete' } ) ).toBeNull();
		expect( selectedVariation( { kind: 'unavailable' } ) ).toBeNull();
	} );
} );

describe( 'isPurchasable (§4.4)', () => {
	it( 'is true only for a found variation in stock', () => {
		expect(
			isPurchasable( { kind: 'found', variation: variations[ 0 ] } )
		).toBe( true );
		expect(
			isPurchasable( { kind: 'found', variation: variations[ 2 ] } )
		).toBe( false );
		expect( isPurchasable( { kind: 'incomplete' } ) ).toBe( false );
		expect( isPurchasable( { kind: 'unavailable' } ) ).toBe( false );
	} );
} );
