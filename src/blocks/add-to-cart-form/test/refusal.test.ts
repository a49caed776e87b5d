/**
 * The refusals the product form gives without asking the shop (no HTTP 400
 * in the console for a form known to be incomplete).
 */
/**
 * Internal dependencies
 */
import { refusal, type FormFacts } from '../refusal';
import type { FormVariation } from '../variations';

const variation = ( inStock: boolean ): FormVariation => ( {
	id: 7,
	attributes: { attribute_groesse: 'L' },
	priceText: '46,90 €',
	amount: '46.90',
	stockText: inStock ? '' : 'Ausverkauft',
	inStock,
	firstPaymentHtml: '',
} );

const facts = ( overrides: Partial< FormFacts > ): FormFacts => ( {
	name: 'Vitrine-Hoodie',
	state: null,
	emptyLabels: [],
	booking: null,
	...overrides,
} );

describe( 'refusal', () => {
	it( 'names the first attribute still to choose', () => {
		expect(
			refusal(
				facts( {
					state: { kind: 'incomplete' },
					emptyLabels: [ 'Größe', 'Farbe' ],
				} )
			)
		).toBe( 'Please choose an option for "Größe".' );
	} );

	it( 'refuses a combination no variation has', () => {
		expect( refusal( facts( { state: { kind: 'unavailable' } } ) ) ).toBe(
			'Please choose product options that are available.'
		);
	} );

	it( 'refuses a sold-out variation with the product name', () => {
		expect(
			refusal(
				facts( {
					state: { kind: 'found', variation: variation( false ) },
				} )
			)
		).toBe( '"Vitrine-Hoodie" is sold out.' );
	} );

	it( 'lets an in-stock variation through to the shop', () => {
		expect(
			refusal(
				facts( {
					state: { kind: 'found', variation: variation( true ) },
				} )
			)
		).toBeNull();
	} );

	it( 'asks a booking for its date first, then its time', () => {
		expect(
			refusal( facts( { booking: { date: '', time: '14:00' } } ) )
		).toBe( 'Please choose a date for your booking.' );
		expect(
			refusal( facts( { booking: { date: '2026-12-01', time: '' } } ) )
		).toBe( 'Please choose a time for your booking.' );
		expect(
			refusal(
				facts( { booking: { date: '2026-12-01', time: '14:00' } } )
			)
		).toBeNull();
	} );

	it( 'lets simple products through (the shop checks their stock)', () => {
		expect( refusal( facts( {} ) ) ).toBeNull();
	} );
} );
