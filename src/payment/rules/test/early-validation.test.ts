/**
 * §5.3 early checkout validation.
 */
/**
 * Internal dependencies
 */
import {
	FORM_VALIDATION_ERROR,
	FormValidationError,
	validatesEarly,
	validationErrors,
} from '../early-validation';

describe( 'early checkout validation (§5.3)', () => {
	it( 'shows the server’s errors as a list', () => {
		expect(
			validationErrors(
				{
					errors: [ 'Nachname ist ein Pflichtfeld.', '', 7 ],
					message: 'x',
				},
				'Fehler'
			)
		).toEqual( [ 'Nachname ist ein Pflichtfeld.' ] );
	} );

	it( 'raises data.message when the failure has no errors (§8.2)', () => {
		expect(
			validationErrors( { errors: [], message: 'Abgelaufen.' }, 'Fehler' )
		).toEqual( [ 'Abgelaufen.' ] );
		expect( validationErrors( {}, 'Fehler' ) ).toEqual( [ 'Fehler' ] );
	} );

	it( 'runs only on checkout and only when enabled', () => {
		expect( validatesEarly( true, 'checkout' ) ).toBe( true );
		expect( validatesEarly( false, 'checkout' ) ).toBe( false );
		expect( validatesEarly( true, 'pay-now' ) ).toBe( false );
	} );

	it( 'fails a subscription create with the type form-validation-error', () => {
		const error = new FormValidationError( [ 'A', 'B' ] );
		expect( error.type ).toBe( FORM_VALIDATION_ERROR );
		expect( error.type ).toBe( 'form-validation-error' );
		expect( error.errors ).toEqual( [ 'A', 'B' ] );
		expect( error.message ).toBe( 'A' );
	} );
} );
