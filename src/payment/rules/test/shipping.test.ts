/**
 * §4.8 shipping callbacks and app-switch conditions.
 */
/**
 * Internal dependencies
 */
import { makeConfig } from '../../test/fixtures/config';
import { handlesShipping, requestsAppSwitch } from '../shipping';

const on = makeConfig( { should_handle_shipping_in_paypal: true } );

describe( 'shipping in the pop-up (§4.8)', () => {
	it( 'is handled on a product page when the setting is on', () => {
		expect( handlesShipping( on, 'product' ) ).toBe( true );
	} );

	it( 'needs needShipping outside the product page', () => {
		expect( handlesShipping( on, 'cart' ) ).toBe( false );
		expect( handlesShipping( { ...on, needShipping: true }, 'cart' ) ).toBe(
			true
		);
	} );

	it( 'is off when the setting is off or the server-side callback is on', () => {
		expect( handlesShipping( makeConfig(), 'product' ) ).toBe( false );
		expect(
			handlesShipping(
				{ ...on, server_side_shipping_callback: { enabled: true } },
				'product'
			)
		).toBe( false );
	} );

	it( 'is skipped for the peer-to-peer wallet while vaulting is on', () => {
		expect(
			handlesShipping(
				{ ...on, vaultingEnabled: true },
				'product',
				'venmo'
			)
		).toBe( false );
		expect( handlesShipping( on, 'product', 'venmo' ) ).toBe( true );
	} );
} );

describe( 'app-switch (§4.8)', () => {
	const base = {
		...makeConfig(),
		appswitch: { enabled: true },
		server_side_shipping_callback: { enabled: true },
	};

	it( 'is requested with app-switch on, no final review and the server-side callback on', () => {
		expect( requestsAppSwitch( base ) ).toBe( true );
	} );

	it.each( [
		[ 'final review', { final_review_enabled: true } ],
		[ 'app-switch off', { appswitch: { enabled: false } } ],
		[
			'no server-side callback',
			{ server_side_shipping_callback: { enabled: false } },
		],
	] )( 'is not requested with %s', ( _name, change ) => {
		expect( requestsAppSwitch( { ...base, ...change } ) ).toBe( false );
	} );
} );
