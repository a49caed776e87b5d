/**
 * Apple Pay: eligibility and the payment request (§9.3 ppcp-applepay).
 */
/**
 * Internal dependencies
 */
import { appleEligible, applePaymentRequest } from '../apple';
import type { AppleComponentConfig } from '../../../sdk-types';
import type { ApplePaySessionClass } from '../../types';

const component: AppleComponentConfig = {
	isEligible: true,
	countryCode: 'DE',
	merchantCountry: 'DE',
	currencyCode: 'EUR',
	merchantCapabilities: [ 'supports3DS' ],
	supportedNetworks: [ 'visa', 'masterCard', 'amex' ],
};

function session( canPay: boolean | ( () => boolean ) ) {
	return {
		canMakePayments: typeof canPay === 'function' ? canPay : () => canPay,
		supportsVersion: () => true,
	} as unknown as ApplePaySessionClass;
}

describe( 'Apple Pay eligibility (§2.7, §9.3)', () => {
	it( 'shows the button when the browser can pay and the provider says eligible', () => {
		expect( appleEligible( session( true ), component ) ).toBe( true );
	} );

	it( 'hides it in a browser without ApplePaySession', () => {
		expect( appleEligible( undefined, component ) ).toBe( false );
	} );

	it( 'hides it when the browser cannot make payments, or throws asking', () => {
		expect( appleEligible( session( false ), component ) ).toBe( false );
		expect(
			appleEligible(
				session( () => {
					throw new Error( 'insecure' );
				} ),
				component
			)
		).toBe( false );
	} );

	it( 'hides it when the provider says not eligible or offers no network', () => {
		expect(
			appleEligible( session( true ), {
				...component,
				isEligible: false,
			} )
		).toBe( false );
		expect(
			appleEligible( session( true ), {
				...component,
				supportedNetworks: [],
			} )
		).toBe( false );
		expect( appleEligible( session( true ), null ) ).toBe( false );
	} );
} );

describe( 'Apple Pay payment request', () => {
	it( 'carries the component’s networks and capabilities and the order’s total', () => {
		expect(
			applePaymentRequest( component, {
				amount: '24.90',
				currency: 'eur',
				label: 'Vitrine',
			} )
		).toEqual( {
			countryCode: 'DE',
			currencyCode: 'EUR',
			merchantCapabilities: [ 'supports3DS' ],
			supportedNetworks: [ 'visa', 'masterCard', 'amex' ],
			requiredBillingContactFields: [ 'postalAddress', 'name' ],
			total: { label: 'Vitrine', amount: '24.90', type: 'final' },
		} );
	} );

	it( 'pays in the order’s currency, not the merchant’s', () => {
		expect(
			applePaymentRequest( component, {
				amount: '300.00',
				currency: 'MXN',
				label: 'Vitrine',
			} ).currencyCode
		).toBe( 'MXN' );
	} );
} );
