/**
 * §4.11 and the editor previews: Messages() and Buttons() options narrowed
 * to the provider's typings — valid settings pass whole, anything the SDK
 * does not list is left out, never passed on.
 */
/**
 * Internal dependencies
 */
import { makeConfig } from '../../test/fixtures/config';
import { buttonStyle, messagesOptions, messagesStyle } from '../sdk-options';

describe( 'messagesOptions', () => {
	it( 'keeps the shop’s valid settings whole', () => {
		const options = {
			amount: 129.5,
			currency: 'EUR',
			placement: 'product',
			// The demo's settings: text, primary logo on the left, black 12 px.
			style: makeConfig().messages.style,
		};
		expect( messagesOptions( options ) ).toEqual( options );
	} );

	it( 'a flex style keeps its colour and ratio', () => {
		expect(
			messagesStyle( { layout: 'flex', color: 'blue', ratio: '8x1' } )
		).toEqual( { layout: 'flex', color: 'blue', ratio: '8x1' } );
	} );

	it( 'leaves out what the SDK does not list, and empty parts', () => {
		expect(
			messagesOptions( {
				amount: Number.NaN,
				currency: 'CHF',
				placement: 'checkout',
				style: {
					layout: 'grid',
					logo: { type: 'huge', position: 'bottom' },
					text: { color: 'red', size: 9, align: 'justify' },
					ratio: '2x2',
					color: 7,
				},
			} )
		).toEqual( { style: {} } );
		expect( messagesOptions( { amount: '12' } ) ).toEqual( {} );
	} );

	it( 'reads anything, a JSON key’s array or null included, as no options', () => {
		expect( messagesOptions( null ) ).toEqual( {} );
		expect( messagesOptions( [ 10, 'EUR' ] ) ).toEqual( {} );
		expect( messagesOptions( 'EUR' ) ).toEqual( {} );
	} );
} );

describe( 'buttonStyle', () => {
	it( 'keeps a valid style whole', () => {
		const style = {
			layout: 'vertical',
			shape: 'pill',
			color: 'gold',
			label: 'paypal',
			height: 45,
			tagline: false,
		};
		expect( buttonStyle( style ) ).toEqual( style );
	} );

	it( 'leaves out unknown values', () => {
		expect(
			buttonStyle( {
				layout: 'diagonal',
				shape: 'round',
				color: 'green',
				label: 'kaufen',
				height: '45',
				tagline: 'no',
				extra: true,
			} )
		).toEqual( {} );
	} );
} );
