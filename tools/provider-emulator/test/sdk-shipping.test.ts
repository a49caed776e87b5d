/**
 * The data the emulator's SDK gives the shop's shipping callbacks (§4.8,
 * §3.8), in the provider's documented shapes, and the error a reject()
 * shows in the pop-up.
 */
/**
 * Internal dependencies
 */
import {
	ADDRESS_ERRORS,
	addressChangeData,
	OPTION_ERRORS,
	optionsChangeData,
	rejectionText,
} from '../src/sdk/shipping';

describe( 'shipping callbacks of the SDK (§4.8)', () => {
	test( 'onShippingOptionsChange gets the picked option selected, its amount in the SDK form', () => {
		const data = optionsChangeData( 'ORDER-1', {
			id: 'express',
			label: 'Express',
			type: 'SHIPPING',
			selected: false,
			amount: { currency_code: 'EUR', value: '9.90' },
		} );
		expect( data ).toEqual( {
			orderID: 'ORDER-1',
			paymentID: null,
			paymentToken: 'ORDER-1',
			selectedShippingOption: {
				id: 'express',
				label: 'Express',
				type: 'SHIPPING',
				amount: { currencyCode: 'EUR', value: '9.90' },
				selected: true,
			},
			errors: OPTION_ERRORS,
		} );
	} );

	test( 'onShippingAddressChange gets the partial address and the order amount', () => {
		const data = addressChangeData(
			'ORDER-2',
			{ currency_code: 'EUR', value: '44.70' },
			{
				city: 'Wien',
				state: 'W',
				countryCode: 'AT',
				postalCode: '1010',
			}
		);
		expect( data.orderID ).toBe( 'ORDER-2' );
		expect( data.amount ).toEqual( {
			currencyCode: 'EUR',
			value: '44.70',
		} );
		expect( data.shippingAddress ).toEqual( {
			city: 'Wien',
			state: 'W',
			countryCode: 'AT',
			postalCode: '1010',
		} );
		// Never the street: the provider tells the shop that only on approval.
		expect( Object.keys( data.shippingAddress ) ).not.toContain(
			'address_line_1'
		);
		expect( data.errors ).toEqual( ADDRESS_ERRORS );
	} );

	test( 'missing address parts are empty strings, not undefined', () => {
		expect(
			addressChangeData( 'O', undefined, { countryCode: 'DE' } )
		).toMatchObject( {
			amount: { currencyCode: '', value: '' },
			shippingAddress: {
				city: '',
				state: '',
				countryCode: 'DE',
				postalCode: '',
			},
		} );
	} );

	test( 'reject( data.errors.X ) shows that error; reject() the general one', () => {
		expect( rejectionText( 'address', ADDRESS_ERRORS.COUNTRY_ERROR ) ).toBe(
			'In dieses Land können wir leider nicht liefern.'
		);
		expect( rejectionText( 'address', 'ZIP_ERROR' ) ).toBe(
			ADDRESS_ERRORS.ZIP_ERROR
		);
		expect( rejectionText( 'address', undefined ) ).toBe(
			'An diese Adresse können wir leider nicht liefern.'
		);
		expect( rejectionText( 'option', 'anything else' ) ).toBe(
			'Diese Versandart ist leider nicht verfügbar.'
		);
		expect(
			rejectionText( 'option', OPTION_ERRORS.STORE_UNAVAILABLE )
		).toBe( OPTION_ERRORS.STORE_UNAVAILABLE );
	} );
} );
