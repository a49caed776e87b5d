/**
 * The PayPal step's form before it is sent.
 */
/**
 * Internal dependencies
 */
import { paypalBody, paypalErrors } from '../paypal';

const ENVIRONMENTS = { sandbox: 'Sandbox', live: 'Live' };

const FORM = {
	environment: 'sandbox',
	client_id: ' AbC-123_x ',
	client_secret: '',
	emulator_url: 'http://127.0.0.1:8891',
};

describe( 'PayPal credentials', () => {
	it( 'sends the client ID trimmed and no emulator URL outside the emulator', () => {
		expect( paypalErrors( FORM, ENVIRONMENTS ) ).toEqual( {} );
		expect( paypalBody( FORM ) ).toEqual( {
			environment: 'sandbox',
			client_id: 'AbC-123_x',
			client_secret: '',
		} );
		expect(
			paypalBody( { ...FORM, environment: 'emulator' } ).emulator_url
		).toBe( 'http://127.0.0.1:8891' );
	} );

	it( 'names what the route would refuse without saying which field', () => {
		expect(
			paypalErrors(
				{ ...FORM, environment: '', client_id: 'a b' },
				ENVIRONMENTS
			)
		).toEqual( {
			environment: 'Please choose an environment.',
			client_id:
				'A client ID has letters, digits, - and _ only. Copy it again from your PayPal app.',
		} );
		expect(
			paypalErrors(
				{
					...FORM,
					environment: 'emulator',
					client_id: '',
					emulator_url: ' ',
				},
				{ ...ENVIRONMENTS, emulator: 'Emulator' }
			)
		).toEqual( {
			client_id: 'Please enter the client ID.',
			emulator_url: 'Please enter the emulator URL.',
		} );
	} );

	it( 'refuses an environment this site does not offer', () => {
		expect(
			paypalErrors( { ...FORM, environment: 'emulator' }, ENVIRONMENTS )
		).toHaveProperty( 'environment' );
	} );
} );
