/* @jest-environment node */
/**
 * The funding sources the emulator's SDK offers a buyer (§9.3 Venmo): the
 * peer-to-peer wallet only where the shop enabled it and the buyer pays in
 * US dollars, as the provider decides its eligibility. The shop's part
 * (enable-funding=venmo only when switched on, in every currency) is
 * tests/php/Payment/Config/VenmoSettingTest.php; a USD shop paying with it
 * in the browser is tests/e2e/shopper/pay-voucher-venmo.spec.ts.
 */
/**
 * Internal dependencies
 */
import { eligibleSources } from '../src/sdk/funding';

describe( 'Venmo eligibility (§9.3)', () => {
	it( 'is offered in a USD shop that enabled it, next to the wallet', () => {
		expect(
			eligibleSources( 'USD', [ 'paylater', 'venmo' ], [ 'card' ] )
		).toEqual( [ 'paypal', 'paylater', 'venmo' ] );
	} );

	it( 'is not offered in a EUR shop, even enabled: the wallet still is', () => {
		const sources = eligibleSources(
			'EUR',
			[ 'paylater', 'venmo' ],
			[ 'card' ]
		);
		expect( sources ).toContain( 'paypal' );
		expect( sources ).not.toContain( 'venmo' );
	} );

	it( 'is not offered in a USD shop that switched it off (disable-funding=venmo)', () => {
		const sources = eligibleSources(
			'USD',
			[ 'paylater' ],
			[ 'card', 'venmo' ]
		);
		expect( sources ).toContain( 'paypal' );
		expect( sources ).not.toContain( 'venmo' );
	} );
} );
