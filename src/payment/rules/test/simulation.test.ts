/**
 * §4.6: the cart simulation runs only for a form the shop could take.
 */
/**
 * Internal dependencies
 */
import { simulationReady } from '../simulation';

const facts = { required: [], addToCartDisabled: false, lineCount: 1 };

describe( 'when the product form is simulated (§4.6)', () => {
	it( 'simulates a complete form', () => {
		expect( simulationReady( [ [ 'quantity', '2' ] ], facts ) ).toBe(
			true
		);
	} );

	it( 'waits while the add-to-cart button is disabled (no variation found)', () => {
		expect(
			simulationReady( [], { ...facts, addToCartDisabled: true } )
		).toBe( false );
	} );

	it( 'waits for a group with no quantity chosen (no line)', () => {
		expect( simulationReady( [], { ...facts, lineCount: 0 } ) ).toBe(
			false
		);
	} );

	it( 'waits for a booking without its required date', () => {
		const required = [
			'wc_bookings_field_start_date',
			'wc_bookings_field_start_date_time',
		];
		expect(
			simulationReady(
				[
					[ 'wc_bookings_field_start_date', '' ],
					[ 'wc_bookings_field_start_date_time', '14:00' ],
				],
				{ ...facts, required }
			)
		).toBe( false );
		expect(
			simulationReady(
				[
					[ 'wc_bookings_field_start_date', '2026-12-01' ],
					[ 'wc_bookings_field_start_date_time', '14:00' ],
				],
				{ ...facts, required }
			)
		).toBe( true );
	} );
} );
