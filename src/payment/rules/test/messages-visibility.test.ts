/**
 * Whether a pay-later message shows (§3.11, §2.7, §4.6) and the product
 * page's amount (§4.6).
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { messagesHidden } from '../display';
import {
	formAmount,
	pageAmount,
	messageShown,
	productAmount,
	type MessageFacts,
} from '../messages-visibility';

const SHOWN: MessageFacts = {
	isHidden: false,
	hiddenByCheckoutRules: false,
	blockOnPage: false,
	shopWrapper: true,
	amount: 120,
};

/**
 * §3.11 as far as display's messagesHidden() reads it.
 *
 * @param freeTrial is_free_trial_cart.
 */
const config = ( freeTrial: boolean ) =>
	( { is_free_trial_cart: freeTrial } ) as GatewayConfig;

describe( 'messageShown', () => {
	it( 'shows a message with an amount and nothing hiding it', () => {
		expect( messageShown( SHOWN ) ).toBe( true );
	} );

	it( 'hides it per messages.is_hidden (§3.11, §4.6)', () => {
		expect( messageShown( { ...SHOWN, isHidden: true } ) ).toBe( false );
	} );

	it( 'hides it per the §2.7 rule: free-trial carts, a non-wallet method inside a button wrapper', () => {
		const shown = ( hidden: boolean ) =>
			messageShown( { ...SHOWN, hiddenByCheckoutRules: hidden } );
		expect(
			shown(
				messagesHidden( config( true ), {
					selected: '',
					messagesInButtonWrapper: false,
				} )
			)
		).toBe( false );
		expect(
			shown(
				messagesHidden( config( false ), {
					selected: 'bacs',
					messagesInButtonWrapper: true,
				} )
			)
		).toBe( false );
		expect(
			shown(
				messagesHidden( config( false ), {
					selected: 'ppcp-gateway',
					messagesInButtonWrapper: true,
				} )
			)
		).toBe( true );
		// Outside a button wrapper (the product page) the method does not matter.
		expect(
			shown(
				messagesHidden( config( false ), {
					selected: '',
					messagesInButtonWrapper: false,
				} )
			)
		).toBe( true );
	} );

	it( 'leaves the shop’s own wrapper empty where an editor placed the block (block.enabled)', () => {
		expect( messageShown( { ...SHOWN, blockOnPage: true } ) ).toBe( false );
		expect(
			messageShown( { ...SHOWN, blockOnPage: true, shopWrapper: false } )
		).toBe( true );
	} );

	it( 'shows nothing without an amount (no variation chosen, empty cart)', () => {
		expect( messageShown( { ...SHOWN, amount: 0 } ) ).toBe( false );
		expect( messageShown( { ...SHOWN, amount: null } ) ).toBe( false );
	} );
} );

describe( 'product page amount (§4.6)', () => {
	it( 'is the form’s price times quantity, as soon as the form changes', () => {
		expect( productAmount( 99.6, 104.5 ) ).toBe( 99.6 );
		// Nothing chosen yet: 0, whatever the simulation said before.
		expect( productAmount( 0, 104.5 ) ).toBe( 0 );
	} );

	it( 'takes the simulation while the form has no price of its own', () => {
		expect( productAmount( null, 50.7 ) ).toBe( 50.7 );
		expect( productAmount( null, null ) ).toBeNull();
	} );

	it( 'multiplies the unit price by the quantity, in cents', () => {
		expect( formAmount( 24.9, '4' ) ).toBe( 99.6 );
		expect( formAmount( 0.1, '3' ) ).toBe( 0.3 );
		expect( formAmount( 26.9, '' ) ).toBe( 26.9 );
		expect( formAmount( 26.9, undefined ) ).toBe( 26.9 );
		expect( formAmount( 0, '2' ) ).toBe( 0 );
		expect( formAmount( null, '2' ) ).toBeNull();
		expect( formAmount( 10, 'abc' ) ).toBeNull();
		expect( formAmount( 10, '-1' ) ).toBeNull();
	} );
} );

describe( 'the amount of the page', () => {
	it( 'is the product page’s amount in the product context', () => {
		expect( pageAmount( 'product', 10, '50.00', 99.6 ) ).toBe( 99.6 );
		expect( pageAmount( 'product', 10, '50.00', null ) ).toBeNull();
	} );

	it( 'follows the cart store’s total on the cart and checkout pages', () => {
		expect( pageAmount( 'cart', 10, '150.20', null ) ).toBe( 150.2 );
		expect( pageAmount( 'checkout', 10, '150.20', null ) ).toBe( 150.2 );
		expect( pageAmount( 'cart', 10, null, null ) ).toBe( 10 );
		expect( pageAmount( 'cart', 10, 'x', null ) ).toBe( 10 );
	} );

	it( 'is the order’s total on the pay-for-order page, whatever the cart holds', () => {
		expect( pageAmount( 'pay-now', 300, '12.00', null ) ).toBe( 300 );
	} );
} );
