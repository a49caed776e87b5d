/**
 * §3.6 cart product lines from a product form's fields.
 */
/**
 * Internal dependencies
 */
import {
	extraFields,
	lineVariations,
	productLines,
	type FormField,
} from '../product-lines';

describe( 'product lines (§3.6)', () => {
	it( 'reads a simple product with its quantity and extra fields', () => {
		const fields: FormField[] = [
			[ 'quantity', '3' ],
			[ 'gift_note', 'Für Oma' ],
			[ 'add-to-cart', '42' ],
		];
		expect( productLines( fields, 'simple' ) ).toEqual( [
			{
				id: 42,
				quantity: 3,
				variations: null,
				extra: { gift_note: 'Für Oma' },
			},
		] );
	} );

	it( 'takes variations from the attribute_* fields and leaves out the listed names (§3.6)', () => {
		const fields: FormField[] = [
			[ 'attribute_groesse', 'L' ],
			[ 'attribute_pa_farbe', 'blau' ],
			[ 'quantity', '1' ],
			[ 'add-to-cart', '7' ],
			[ 'product_id', '7' ],
			[ 'variation_id', '9' ],
			[ 'engraving', 'V' ],
		];
		const [ line ] = productLines( fields, 'variable' );
		expect( line.variations ).toEqual( [
			{ name: 'attribute_groesse', value: 'L' },
			{ name: 'attribute_pa_farbe', value: 'blau' },
		] );
		expect( line.extra ).toEqual( { engraving: 'V' } );
		expect( lineVariations( [ [ 'quantity', '1' ] ] ) ).toBeNull();
	} );

	it( 'indexes fields whose names end in [] in form order (§3.6)', () => {
		expect(
			extraFields( [
				[ 'toppings[]', 'Käse' ],
				[ 'size', 'groß' ],
				[ 'toppings[]', 'Pilze' ],
				[ 'sauces[]', 'Tomate' ],
			] )
		).toEqual( {
			'toppings[0]': 'Käse',
			'toppings[1]': 'Pilze',
			'sauces[0]': 'Tomate',
			size: 'groß',
		} );
	} );

	it( 'makes a booking one line of quantity 1 with the wc_bookings_field* fields (§3.6)', () => {
		const fields: FormField[] = [
			[ 'wc_bookings_field_persons', '3' ],
			[ 'wc_bookings_field_start_date_year', '2026' ],
			[ 'wc_bookings_field_start_date_month', '12' ],
			[ 'wc_bookings_field_start_date_day', '5' ],
			[ 'quantity', '4' ],
			[ 'add-to-cart', '15' ],
		];
		expect( productLines( fields, 'booking' ) ).toEqual( [
			{
				id: 15,
				quantity: 1,
				variations: null,
				extra: {},
				booking: {
					wc_bookings_field_persons: '3',
					wc_bookings_field_start_date_year: '2026',
					wc_bookings_field_start_date_month: '12',
					wc_bookings_field_start_date_day: '5',
				},
			},
		] );
	} );

	it( 'includes grouped quantities that have a value, the id from the quantity[{id}] name (§5.4)', () => {
		const fields: FormField[] = [
			[ 'quantity[11]', '2' ],
			[ 'quantity[12]', '' ],
			[ 'quantity[13]', '1' ],
			[ 'quantity[14]', '0' ],
			[ 'add-to-cart', '10' ],
		];
		expect( productLines( fields, 'grouped' ) ).toEqual( [
			{ id: 11, quantity: 2, variations: null, extra: {} },
			{ id: 13, quantity: 1, variations: null, extra: {} },
		] );
	} );

	it( 'buys a subscription once: the add-to-cart product with quantity 1 (§3.6)', () => {
		expect(
			productLines(
				[
					[ 'quantity', '5' ],
					[ 'add-to-cart', '21' ],
				],
				'subscription'
			)
		).toEqual( [ { id: 21, quantity: 1, variations: null, extra: {} } ] );
		expect(
			productLines(
				[
					[ 'attribute_laufzeit', 'jaehrlich' ],
					[ 'quantity', '2' ],
					[ 'add-to-cart', '22' ],
				],
				'variable-subscription'
			)
		).toEqual( [
			{
				id: 22,
				quantity: 1,
				variations: [
					{ name: 'attribute_laufzeit', value: 'jaehrlich' },
				],
				extra: {},
			},
		] );
	} );

	it( 'falls back to quantity 1 and to product_id, and gives no line without a product', () => {
		expect(
			productLines(
				[
					[ 'product_id', '8' ],
					[ 'quantity', 'viele' ],
				],
				'simple'
			)
		).toEqual( [ { id: 8, quantity: 1, variations: null, extra: {} } ] );
		expect( productLines( [ [ 'quantity', '2' ] ], 'simple' ) ).toEqual(
			[]
		);
	} );

	it( 'never puts a price into a line', () => {
		const [ line ] = productLines(
			[
				[ 'add-to-cart', '42' ],
				[ 'price', '0.01' ],
			],
			'simple'
		);
		expect( Object.keys( line ) ).not.toContain( 'price' );
		expect( line.extra ).toEqual( { price: '0.01' } );
	} );
} );
