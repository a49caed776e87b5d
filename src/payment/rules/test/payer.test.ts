/**
 * §3.5 payer merge.
 */
/**
 * Internal dependencies
 */
import { mergePayer } from '../payer';

describe( 'payer (§3.5)', () => {
	it( 'takes the server’s payer when the form is empty', () => {
		expect(
			mergePayer(
				{ name: { given_name: 'Katrin', surname: 'Sommer' } },
				{}
			)
		).toEqual( { name: { given_name: 'Katrin', surname: 'Sommer' } } );
	} );

	it( 'lets form values win where set and keeps the rest', () => {
		expect(
			mergePayer(
				{ name: { given_name: 'Katrin', surname: 'Sommer' } },
				{
					billing_first_name: 'Kati',
					billing_last_name: '',
					billing_email: 'kati@example.org',
					billing_phone: '030 1234567',
					billing_country: 'DE',
					billing_address_1: 'Hauptstraße 1',
					billing_city: 'Berlin',
					billing_postcode: '10115',
				}
			)
		).toEqual( {
			email_address: 'kati@example.org',
			name: { given_name: 'Kati', surname: 'Sommer' },
			phone: {
				phone_type: 'HOME',
				phone_number: { national_number: '030 1234567' },
			},
			address: {
				country_code: 'DE',
				address_line_1: 'Hauptstraße 1',
				admin_area_2: 'Berlin',
				postal_code: '10115',
			},
		} );
	} );

	it( 'is null when neither knows anything (a guest on a product page)', () => {
		expect( mergePayer( null, {} ) ).toBeNull();
	} );

	it( 'does not change the server’s object', () => {
		const server = { name: { given_name: 'A', surname: 'B' } };
		mergePayer( server, { billing_first_name: 'C' } );
		expect( server.name.given_name ).toBe( 'A' );
	} );
} );
