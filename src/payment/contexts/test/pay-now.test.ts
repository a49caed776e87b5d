/**
 * The pay-now context's order (§7.2 pay-now: order_id and the link's key).
 */
/**
 * Internal dependencies
 */
import { payNowOrder, paysOrder } from '../pay-now';

describe( 'pay-now order (§7.2)', () => {
	it( 'takes the order id from the configuration and the key from the link', () => {
		expect( payNowOrder( { order_id: 12 }, '?key=vo_AbC123' ) ).toEqual( {
			id: 12,
			key: 'vo_AbC123',
		} );
	} );

	it( 'sends no key that could not be one (the server refuses it then)', () => {
		expect( payNowOrder( { order_id: 12 }, '?key=%3Cscript%3E' ).key ).toBe(
			''
		);
		expect( payNowOrder( { order_id: 12 }, '' ).key ).toBe( '' );
	} );

	it( 'pays an order, but not on the change-payment-method page (§2.5)', () => {
		expect(
			paysOrder( {
				order_id: 12,
				is_subscription_change_payment_page: false,
			} )
		).toBe( true );
		expect(
			paysOrder( {
				order_id: 12,
				is_subscription_change_payment_page: true,
			} )
		).toBe( false );
		expect(
			paysOrder( {
				order_id: 0,
				is_subscription_change_payment_page: false,
			} )
		).toBe( false );
	} );
} );
