/**
 * §2.7 checkout display rules, §9.5 overlay.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { makeConfig } from '../../test/fixtures/config';
import {
	checkoutDisplay,
	enterSuppressed,
	GATEWAY,
	isSavedCard,
	messagesHidden,
	OVERLAY_STYLE,
	placeOrderHidden,
	savedCardResetIndex,
	type DisplayFacts,
} from '../display';

const checkout = ( overrides: Partial< GatewayConfig > = {} ) =>
	makeConfig( {
		context: 'checkout',
		separate_buttons: {
			card: {
				id: GATEWAY.cardButton,
				wrapper: '#ppc-button-ppcp-card',
				style: { shape: 'rect', height: 40 },
			},
		},
		...overrides,
	} );

const facts = ( overrides: Partial< DisplayFacts > = {} ): DisplayFacts => ( {
	selected: 'bacs',
	savedCardChosen: false,
	cardFieldsLoaded: false,
	messagesInButtonWrapper: false,
	...overrides,
} );

const freeTrialVaulted = {
	is_free_trial_cart: true,
	vaulted_paypal_email: 'kundin@example.org',
};

describe( 'place-order button (§2.7, second reading)', () => {
	it( 'is hidden while the wallet is selected', () => {
		expect( placeOrderHidden( checkout(), GATEWAY.wallet ) ).toBe( true );
	} );

	it( 'is hidden while a separately rendered funding-source button (the card button) is selected', () => {
		expect( placeOrderHidden( checkout(), GATEWAY.cardButton ) ).toBe(
			true
		);
	} );

	it( 'is hidden while a mobile wallet, which pays through its own button, is selected', () => {
		expect( placeOrderHidden( checkout(), GATEWAY.applePay ) ).toBe( true );
		expect( placeOrderHidden( checkout(), GATEWAY.googlePay ) ).toBe(
			true
		);
	} );

	it( 'is hidden while the card gateway is selected', () => {
		expect( placeOrderHidden( checkout(), GATEWAY.cards ) ).toBe( true );
	} );

	it( 'shows for the bank transfer and the other methods the form pays (the first reading is not used)', () => {
		expect( placeOrderHidden( checkout(), 'bacs' ) ).toBe( false );
		expect( placeOrderHidden( checkout(), GATEWAY.oxxo ) ).toBe( false );
		expect( placeOrderHidden( checkout(), '' ) ).toBe( false );
	} );

	it( 'counts the card button as separate only when separate_buttons names it', () => {
		expect(
			placeOrderHidden(
				checkout( { separate_buttons: {} } ),
				GATEWAY.cardButton
			)
		).toBe( false );
	} );

	it( 'is hidden for the wallet on a free-trial cart with a vaulted e-mail, for a saved card and for the wallet without smart buttons (all subsumed)', () => {
		const vaulted = checkout( freeTrialVaulted );
		expect(
			checkoutDisplay( vaulted, facts( { selected: GATEWAY.wallet } ) )
				.placeOrderHidden
		).toBe( true );
		expect(
			checkoutDisplay(
				checkout(),
				facts( { selected: GATEWAY.cards, savedCardChosen: true } )
			).placeOrderHidden
		).toBe( true );
	} );
} );

describe( 'wallet wrapper and vaulted details (§2.7)', () => {
	it( 'shows the vaulted wallet details only with the wallet selected', () => {
		expect(
			checkoutDisplay( checkout(), facts( { selected: GATEWAY.wallet } ) )
				.vaultedWalletDetailsShown
		).toBe( true );
		expect(
			checkoutDisplay( checkout(), facts( { selected: 'bacs' } ) )
				.vaultedWalletDetailsShown
		).toBe( false );
	} );

	it( 'shows the wallet wrapper when the wallet is selected, not on a free-trial cart with a vaulted e-mail', () => {
		expect(
			checkoutDisplay( checkout(), facts( { selected: GATEWAY.wallet } ) )
				.walletWrapperShown
		).toBe( true );
		expect(
			checkoutDisplay(
				checkout( freeTrialVaulted ),
				facts( { selected: GATEWAY.wallet } )
			).walletWrapperShown
		).toBe( false );
		expect(
			checkoutDisplay(
				checkout( { is_free_trial_cart: true } ),
				facts( { selected: GATEWAY.wallet } )
			).walletWrapperShown
		).toBe( true );
		expect(
			checkoutDisplay(
				checkout(),
				facts( { selected: GATEWAY.cardButton } )
			).walletWrapperShown
		).toBe( false );
	} );

	it( 'blocks the wallet wrapper with an overlay while the wallet is not the selected method', () => {
		expect(
			checkoutDisplay( checkout(), facts( { selected: 'bacs' } ) )
				.walletOverlaid
		).toBe( true );
		expect(
			checkoutDisplay( checkout(), facts( { selected: GATEWAY.wallet } ) )
				.walletOverlaid
		).toBe( false );
	} );

	it( 'makes the overlay white at opacity 0.6 (§9.5)', () => {
		expect( OVERLAY_STYLE ).toEqual( {
			background: '#ffffff',
			opacity: 0.6,
		} );
	} );
} );

describe( 'card fields (§2.7, §4.10)', () => {
	it( 'shows the card fields when cards are selected and no saved card is chosen', () => {
		const shown = ( selected: string, savedCardChosen: boolean ) =>
			checkoutDisplay(
				checkout(),
				facts( { selected, savedCardChosen } )
			).cardFieldsShown;
		expect( shown( GATEWAY.cards, false ) ).toBe( true );
		expect( shown( GATEWAY.cards, true ) ).toBe( false );
		expect( shown( GATEWAY.wallet, false ) ).toBe( false );
	} );

	it( 'blocks the card-field area with an overlay until the fields report loaded', () => {
		expect(
			checkoutDisplay( checkout(), facts( { selected: GATEWAY.cards } ) )
				.cardFieldsOverlaid
		).toBe( true );
		expect(
			checkoutDisplay(
				checkout(),
				facts( { selected: GATEWAY.cards, cardFieldsLoaded: true } )
			).cardFieldsOverlaid
		).toBe( false );
	} );

	it( 'disables number, expiry, CVC and the vault box with a saved card', () => {
		expect(
			checkoutDisplay(
				checkout(),
				facts( { selected: GATEWAY.cards, savedCardChosen: true } )
			).cardInputsDisabled
		).toBe( true );
		expect(
			checkoutDisplay( checkout(), facts( { selected: GATEWAY.cards } ) )
				.cardInputsDisabled
		).toBe( false );
	} );

	it( 'takes any token but "new" as a saved card (§4.10)', () => {
		expect( isSavedCard( '12' ) ).toBe( true );
		expect( isSavedCard( 'new' ) ).toBe( false );
		expect( isSavedCard( '' ) ).toBe( false );
	} );

	it( 'resets the saved-card select to its first option on the checkout page only', () => {
		expect( savedCardResetIndex( 'checkout' ) ).toBe( 0 );
		expect( savedCardResetIndex( 'pay-now' ) ).toBeNull();
	} );
} );

describe( 'separate and mobile wallet wrappers (§2.7)', () => {
	it( 'shows a separate funding-source wrapper only for its selected method', () => {
		expect(
			checkoutDisplay(
				checkout(),
				facts( { selected: GATEWAY.cardButton } )
			).separateWrappersShown
		).toEqual( { [ GATEWAY.cardButton ]: true } );
		expect(
			checkoutDisplay( checkout(), facts( { selected: GATEWAY.wallet } ) )
				.separateWrappersShown
		).toEqual( { [ GATEWAY.cardButton ]: false } );
	} );

	it( 'shows a mobile wallet button only when that method is selected', () => {
		expect(
			checkoutDisplay(
				checkout(),
				facts( { selected: GATEWAY.applePay } )
			).mobileWalletsShown
		).toEqual( {
			[ GATEWAY.applePay ]: true,
			[ GATEWAY.googlePay ]: false,
		} );
		expect(
			checkoutDisplay( checkout(), facts( { selected: 'bacs' } ) )
				.mobileWalletsShown
		).toEqual( {
			[ GATEWAY.applePay ]: false,
			[ GATEWAY.googlePay ]: false,
		} );
	} );
} );

describe( 'pay-later messages (§2.7)', () => {
	it( 'hides messages inside a button wrapper when a non-wallet method is selected', () => {
		expect(
			messagesHidden( checkout(), {
				selected: 'bacs',
				messagesInButtonWrapper: true,
			} )
		).toBe( true );
		expect(
			messagesHidden( checkout(), {
				selected: GATEWAY.wallet,
				messagesInButtonWrapper: true,
			} )
		).toBe( false );
	} );

	it( 'keeps messages outside a button wrapper whatever is selected', () => {
		expect(
			messagesHidden( checkout(), {
				selected: 'bacs',
				messagesInButtonWrapper: false,
			} )
		).toBe( false );
	} );

	it( 'hides messages on free-trial carts', () => {
		expect(
			messagesHidden( checkout( { is_free_trial_cart: true } ), {
				selected: GATEWAY.wallet,
				messagesInButtonWrapper: false,
			} )
		).toBe( true );
	} );
} );

describe( 'Enter suppression (§2.7)', () => {
	it( 'suppresses Enter for the wallet, the cards and the card button', () => {
		expect( enterSuppressed( GATEWAY.wallet ) ).toBe( true );
		expect( enterSuppressed( GATEWAY.cards ) ).toBe( true );
		expect( enterSuppressed( GATEWAY.cardButton ) ).toBe( true );
	} );

	it( 'lets Enter submit the form for the bank transfer and the other methods', () => {
		expect( enterSuppressed( 'bacs' ) ).toBe( false );
		expect( enterSuppressed( GATEWAY.oxxo ) ).toBe( false );
		expect( enterSuppressed( GATEWAY.applePay ) ).toBe( false );
	} );
} );
