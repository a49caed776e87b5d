/**
 * §5.2 basic checkout validation.
 */
/**
 * Internal dependencies
 */
import {
	basicValidationMessages,
	fieldText,
	sectionOf,
	type RequiredField,
	type ValidationLabels,
} from '../validation';

const labels: ValidationLabels = {
	error: {
		required: {
			generic: 'Bitte fülle die Pflichtfelder aus.',
			field: '%s ist ein Pflichtfeld.',
			elements: { terms: 'Bitte lies und akzeptiere die AGB.' },
		},
	},
	billing_field: '%s (Rechnungsadresse)',
	shipping_field: '%s (Lieferadresse)',
};

const field = ( changes: Partial< RequiredField > ): RequiredField => ( {
	name: 'billing_first_name',
	section: 'billing',
	label: 'Vorname *',
	visible: true,
	invalid: true,
	...changes,
} );

describe( 'basic checkout validation (§5.2)', () => {
	it( 'lets a form without visible invalid required fields pass', () => {
		expect(
			basicValidationMessages(
				[
					field( { invalid: false } ),
					field( { name: 'shipping_city', visible: false } ),
				],
				labels
			)
		).toEqual( [] );
	} );

	it( 'wraps the label without asterisks in the section template, bold inside required.field', () => {
		expect(
			basicValidationMessages(
				[
					field( {} ),
					field( {
						name: 'shipping_city',
						section: 'shipping',
						label: '  Ort*  ',
					} ),
				],
				labels
			)
		).toEqual( [
			{
				before: '',
				field: 'Vorname (Rechnungsadresse)',
				after: ' ist ein Pflichtfeld.',
			},
			{
				before: '',
				field: 'Ort (Lieferadresse)',
				after: ' ist ein Pflichtfeld.',
			},
		] );
	} );

	it( 'prefers the element-specific message configured for the name', () => {
		expect(
			fieldText(
				field( { name: 'terms', section: 'other', label: 'AGB *' } ),
				labels
			)
		).toBe( 'Bitte lies und akzeptiere die AGB.' );
	} );

	it( 'drops messages of two characters or fewer and shows required.generic when none remain', () => {
		const short = field( { name: 'x', section: 'other', label: 'A*' } );
		expect( basicValidationMessages( [ short ], labels ) ).toEqual( [
			{ before: labels.error.required.generic, field: '', after: '' },
		] );
		const mixed = basicValidationMessages(
			[ short, field( { name: 'terms', section: 'other' } ) ],
			labels
		);
		expect( mixed.map( ( m ) => m.field ) ).toEqual( [
			'Bitte lies und akzeptiere die AGB.',
		] );
	} );

	it( 'ignores hidden invalid fields (the shipping section when not shipped)', () => {
		expect(
			basicValidationMessages(
				[ field( { name: 'shipping_city', visible: false } ) ],
				labels
			)
		).toEqual( [] );
	} );

	it( 'knows the section from the §3.5 field name', () => {
		expect( sectionOf( 'billing_email' ) ).toBe( 'billing' );
		expect( sectionOf( 'shipping_postcode' ) ).toBe( 'shipping' );
		expect( sectionOf( 'terms' ) ).toBe( 'other' );
	} );
} );
