/**
 * §3.7 address mapping.
 */
/**
 * Internal dependencies
 */
import { cartShippingAddress, toShopAddress } from '../address';

describe( 'provider address to shop address (§3.7)', () => {
	it( 'maps the provider’s full address field by field, with empty defaults', () => {
		expect(
			toShopAddress( {
				country_code: 'DE',
				address_line_1: 'Hauptstraße 1',
				address_line_2: 'Hinterhaus',
				admin_area_1: 'BE',
				admin_area_2: 'Berlin',
				postal_code: '10115',
			} )
		).toEqual( {
			first_name: '',
			last_name: '',
			company: '',
			address_1: 'Hauptstraße 1',
			address_2: 'Hinterhaus',
			city: 'Berlin',
			state: 'BE',
			postcode: '10115',
			country: 'DE',
			phone: '',
		} );
	} );

	it( 'maps an address with a city field directly (the pop-up’s partial address)', () => {
		expect(
			toShopAddress( {
				city: 'Wien',
				state: '',
				countryCode: 'AT',
				postalCode: '1010',
			} )
		).toMatchObject( {
			city: 'Wien',
			country: 'AT',
			postcode: '1010',
			address_1: '',
		} );
	} );

	it( 'gives only defaults for no address', () => {
		expect( toShopAddress( null ).country ).toBe( '' );
	} );

	it( 'keeps the cart’s street lines and takes the pop-up’s city, state, postcode and country', () => {
		expect(
			cartShippingAddress(
				{
					address_1: 'Ringstraße 1',
					address_2: '',
					city: 'Köln',
					state: '',
					postcode: '50667',
					country: 'DE',
				},
				{ city: 'Wien', countryCode: 'AT', postalCode: '1010' }
			)
		).toEqual( {
			address_1: 'Ringstraße 1',
			address_2: '',
			city: 'Wien',
			state: '',
			postcode: '1010',
			country: 'AT',
		} );
	} );
} );
