/**
 * The amount the wallets' sheets show (§9.3 mobile wallets).
 */
/**
 * Internal dependencies
 */
import { currencyDigits, currentTotal, walletAmount } from '../amount';

describe( 'wallet amount (§9.3 mobile wallets)', () => {
	it( 'writes two decimals for the euro and none for the yen', () => {
		expect( walletAmount( 12.5, 'EUR' ) ).toBe( '12.50' );
		expect( walletAmount( '7', 'eur' ) ).toBe( '7.00' );
		expect( walletAmount( 1200, 'JPY' ) ).toBe( '1200' );
		expect( currencyDigits( 'huf' ) ).toBe( 0 );
	} );

	it( 'refuses nothing to pay, a negative or unreadable amount, or no currency', () => {
		expect( walletAmount( 0, 'EUR' ) ).toBeNull();
		expect( walletAmount( -3, 'EUR' ) ).toBeNull();
		expect( walletAmount( 'zwölf', 'EUR' ) ).toBeNull();
		expect( walletAmount( null, 'EUR' ) ).toBeNull();
		expect( walletAmount( 5, '' ) ).toBeNull();
	} );

	it( 'prefers the cart’s current total over the one the page was rendered with', () => {
		expect( currentTotal( 20, '24.90' ) ).toBe( 24.9 );
		expect( currentTotal( 20, null ) ).toBe( 20 );
		expect( currentTotal( 20, '' ) ).toBe( 20 );
		expect( currentTotal( undefined, undefined ) ).toBeNull();
	} );
} );
