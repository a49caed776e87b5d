/**
 * Google Pay: requests, eligibility and the confirmation's next step (§9.3
 * ppcp-googlepay).
 */
/**
 * Internal dependencies
 */
import {
	googleButtonOptions,
	googleEligible,
	googleError,
	googleNextStep,
	googlePaymentDataRequest,
	googleReadyToPayRequest,
} from '../google';
import type { GoogleComponentConfig } from '../../../sdk-types';

const card = {
	type: 'CARD',
	parameters: {
		allowedAuthMethods: [ 'PAN_ONLY', 'CRYPTOGRAM_3DS' ],
		allowedCardNetworks: [ 'VISA', 'MASTERCARD' ],
	},
	tokenizationSpecification: {
		type: 'PAYMENT_GATEWAY',
		parameters: { gateway: 'paypalppcp', gatewayMerchantId: 'M1' },
	},
};

const component: GoogleComponentConfig = {
	isEligible: true,
	apiVersion: 2,
	apiVersionMinor: 0,
	countryCode: 'DE',
	allowedPaymentMethods: [ card ],
	merchantInfo: { merchantId: 'G1', merchantOrigin: 'shop.example' },
};

describe( 'Google Pay requests', () => {
	it( 'asks isReadyToPay with the component’s version and methods', () => {
		expect( googleReadyToPayRequest( component ) ).toEqual( {
			apiVersion: 2,
			apiVersionMinor: 0,
			allowedPaymentMethods: [ card ],
		} );
	} );

	it( 'opens the sheet with the final total, the shop’s name and the authorisation callback', () => {
		const request = googlePaymentDataRequest( component, {
			amount: '24.90',
			currency: 'eur',
			merchantName: 'Vitrine',
			totalLabel: 'Gesamt',
		} );
		expect( request.transactionInfo ).toEqual( {
			countryCode: 'DE',
			currencyCode: 'EUR',
			totalPriceStatus: 'FINAL',
			totalPrice: '24.90',
			totalPriceLabel: 'Gesamt',
		} );
		expect( request.merchantInfo ).toEqual( {
			merchantId: 'G1',
			merchantOrigin: 'shop.example',
			merchantName: 'Vitrine',
		} );
		expect( request.callbackIntents ).toEqual( [
			'PAYMENT_AUTHORIZATION',
		] );
		expect( request.allowedPaymentMethods ).toEqual( [ card ] );
	} );
} );

describe( 'Google Pay eligibility (§2.7, §9.3)', () => {
	it( 'shows the button only when the provider and Google both say yes', () => {
		expect( googleEligible( component, { result: true } ) ).toBe( true );
		expect( googleEligible( component, { result: false } ) ).toBe( false );
		expect(
			googleEligible(
				{ ...component, isEligible: false },
				{ result: true }
			)
		).toBe( false );
		expect(
			googleEligible(
				{ ...component, allowedPaymentMethods: [] },
				{ result: true }
			)
		).toBe( false );
		expect( googleEligible( null, { result: true } ) ).toBe( false );
	} );
} );

describe( 'after confirmOrder', () => {
	it( 'approves an APPROVED order, runs the payer action first when required, else fails', () => {
		expect( googleNextStep( { status: 'APPROVED' } ) ).toBe( 'approve' );
		expect( googleNextStep( { status: 'PAYER_ACTION_REQUIRED' } ) ).toBe(
			'payer-action'
		);
		expect( googleNextStep( { status: 'CREATED' } ) ).toBe( 'fail' );
		expect( googleNextStep( undefined ) ).toBe( 'fail' );
	} );

	it( 'keeps the sheet open with our message on an error', () => {
		expect( googleError( 'Nein.' ) ).toEqual( {
			transactionState: 'ERROR',
			error: {
				reason: 'OTHER_ERROR',
				message: 'Nein.',
				intent: 'PAYMENT_AUTHORIZATION',
			},
		} );
	} );

	it( 'renders a German button and falls back to known colours and types', () => {
		expect(
			googleButtonOptions( { color: 'black', type: 'buy' } )
		).toEqual( {
			buttonColor: 'black',
			buttonType: 'buy',
			buttonLocale: 'de',
			buttonSizeMode: 'fill',
		} );
		expect(
			googleButtonOptions( { color: 'pink', type: '<b>' } )
		).toMatchObject( { buttonColor: 'default', buttonType: 'pay' } );
	} );
} );
