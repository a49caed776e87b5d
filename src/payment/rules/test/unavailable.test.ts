/**
 * §4.4: a provider script that fails to load (or buttons that cannot
 * render) never leaves the shopper without a way to pay.
 */
/**
 * Internal dependencies
 */
import {
	failedMethods,
	methodsNeedingSdk,
	planUnavailable,
	unavailableMessage,
} from '../unavailable';

const OFFERED = [
	'bacs',
	'ppcp-gateway',
	'ppcp-card-button-gateway',
	'ppcp-oxxo-gateway',
];

describe( '§4.4 methods that cannot pay', () => {
	it( 'a failed script takes every method that needs it, not the transfer or the cash voucher', () => {
		expect( methodsNeedingSdk( OFFERED ) ).toEqual( [
			'ppcp-gateway',
			'ppcp-card-button-gateway',
		] );
		expect( failedMethods( 'sdk', OFFERED ) ).toEqual( [
			'ppcp-gateway',
			'ppcp-card-button-gateway',
		] );
	} );

	it( 'ineligible buttons take only their own method, if it is offered', () => {
		expect(
			failedMethods( 'ineligible', OFFERED, 'ppcp-card-button-gateway' )
		).toEqual( [ 'ppcp-card-button-gateway' ] );
		expect(
			failedMethods( 'ineligible', [ 'bacs' ], 'ppcp-gateway' )
		).toEqual( [] );
	} );

	it( 'a selected method that cannot pay gives way to the first that can, so place-order comes back', () => {
		expect(
			planUnavailable( {
				offered: [ 'ppcp-gateway', 'bacs' ],
				selected: 'ppcp-gateway',
				unavailable: [ 'ppcp-gateway' ],
			} )
		).toEqual( {
			disabled: [ 'ppcp-gateway' ],
			select: 'bacs',
			nothingLeft: false,
		} );
	} );

	it( 'another selected method stays selected; the failed one is only disabled', () => {
		expect(
			planUnavailable( {
				offered: OFFERED,
				selected: 'bacs',
				unavailable: [ 'ppcp-gateway', 'ppcp-card-button-gateway' ],
			} )
		).toEqual( {
			disabled: [ 'ppcp-gateway', 'ppcp-card-button-gateway' ],
			select: null,
			nothingLeft: false,
		} );
	} );

	it( 'with no method left nothing is selected and the message asks to try later', () => {
		const plan = planUnavailable( {
			offered: [ 'ppcp-gateway' ],
			selected: 'ppcp-gateway',
			unavailable: [ 'ppcp-gateway' ],
		} );
		expect( plan ).toEqual( {
			disabled: [ 'ppcp-gateway' ],
			select: null,
			nothingLeft: true,
		} );
		expect( unavailableMessage( plan.nothingLeft ) ).toBe(
			'PayPal is not available right now. Please try again later.'
		);
		expect( unavailableMessage( false ) ).toBe(
			'PayPal is not available right now. Please choose another payment method.'
		);
	} );

	it( 'nothing failed, nothing changes', () => {
		expect(
			planUnavailable( {
				offered: OFFERED,
				selected: 'ppcp-gateway',
				unavailable: [],
			} )
		).toEqual( { disabled: [], select: null, nothingLeft: false } );
	} );
} );
