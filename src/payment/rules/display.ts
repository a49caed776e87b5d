/**
 * §2.7 checkout display rules: what the checkout and pay-for-order forms
 * show for the selected payment method. Pure: the DOM controller
 * (`checkout/display/`) reads the page into `DisplayFacts` and applies the
 * answer.
 *
 * **The place-order button (§2.7, first bullet).** The spec states two
 * readings that contradict each other. The first says the shop's button is
 * hidden when the selected method is *not* one of the provider's; that
 * would hide it for the bank transfer, the one method that cannot pay
 * without it, and leave every provider method with two ways to pay. The
 * second says it is hidden while the wallet, a separately rendered
 * funding-source button or the card gateway is selected — those methods
 * pay through their own buttons or fields. We implement the second, and
 * count the mobile wallets among the separately rendered buttons: they too
 * pay only through their own button (§2.7, fifth bullet). The
 * bullet's other conditions (the wallet on a free-trial cart with a vaulted
 * e-mail, a saved card chosen, the wallet while smart buttons are off) all
 * have one of those methods selected, so they hide the button too and add
 * nothing; with a saved card the card component pays by submitting the
 * shop's form itself (§4.10).
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { GATEWAY, MOBILE_WALLETS } from './gateways';
import { messagesHidden } from './messages-visibility';

// The product page's messages need only these two; they live in small
// modules of their own so that this one stays in the checkout chunk.
export { GATEWAY, MOBILE_WALLETS, messagesHidden };

/** §2.7 / §9.3: names of the forms' hidden inputs. */
export const FUNDING_SOURCE_INPUT = 'ppcp-funding-source';
export const RESUME_ORDER_INPUT = 'ppcp-resume-order';

/** §9.3: the payment token value of a new card. */
export const NEW_CARD_TOKEN = 'new';

/** §9.5: the overlay that blocks a wrapper: white at opacity 0.6. */
export const OVERLAY_STYLE = { background: '#ffffff', opacity: 0.6 } as const;

/** What the page says now, read by the controller. */
export interface DisplayFacts {
	/** The selected method's id, '' when none is. */
	selected: string;
	/** §4.10: the saved-card select holds a token other than "new". */
	savedCardChosen: boolean;
	/** §2.7: the card fields reported that they loaded. */
	cardFieldsLoaded: boolean;
	/** §2.7: the pay-later messages sit inside a button wrapper. */
	messagesInButtonWrapper: boolean;
}

/** What to show, hide, block and disable. */
export interface Display {
	placeOrderHidden: boolean;
	vaultedWalletDetailsShown: boolean;
	walletWrapperShown: boolean;
	walletOverlaid: boolean;
	cardFieldsShown: boolean;
	cardFieldsOverlaid: boolean;
	/** Card number, expiry, CVC and the vault checkbox. */
	cardInputsDisabled: boolean;
	/** Separately rendered funding sources' wrappers, by their method id. */
	separateWrappersShown: Record< string, boolean >;
	/** The mobile wallets' buttons, by method id. */
	mobileWalletsShown: Record< string, boolean >;
	messagesHidden: boolean;
	enterSuppressed: boolean;
}

/**
 * §2.7: a free-trial cart that has a vaulted wallet e-mail.
 *
 * @param config §3.11.
 */
export function isVaultedFreeTrial( config: GatewayConfig ): boolean {
	return (
		config.is_free_trial_cart === true &&
		( config.vaulted_paypal_email ?? '' ) !== ''
	);
}

/**
 * The method ids of §3.11 separate_buttons (each funding source rendered
 * in a wrapper of its own names the checkout method it belongs to).
 *
 * @param config §3.11.
 */
export function separateMethods( config: GatewayConfig ): string[] {
	return Object.values( config.separate_buttons ?? {} ).map(
		( button ) => button.id
	);
}

/**
 * §2.7, second reading (see the module comment): the place-order button is
 * hidden while the wallet, a separately rendered funding-source button (or
 * a mobile wallet's button) or the card gateway is selected.
 *
 * @param config   §3.11.
 * @param selected Selected method id.
 */
export function placeOrderHidden(
	config: GatewayConfig,
	selected: string
): boolean {
	return (
		selected === GATEWAY.wallet ||
		selected === GATEWAY.cards ||
		separateMethods( config ).includes( selected ) ||
		MOBILE_WALLETS.includes( selected )
	);
}

/**
 * §2.7: Enter in the form's inputs is suppressed while the wallet, the
 * cards or the card button is selected (the form must not be submitted
 * past their own buttons).
 *
 * @param selected Selected method id.
 */
export function enterSuppressed( selected: string ): boolean {
	return (
		[ GATEWAY.wallet, GATEWAY.cards, GATEWAY.cardButton ] as string[]
	 ).includes( selected );
}

/**
 * Every §2.7 rule for one state of the form.
 *
 * @param config §3.11.
 * @param facts  The page.
 */
export function checkoutDisplay(
	config: GatewayConfig,
	facts: DisplayFacts
): Display {
	const { selected } = facts;
	const wallet = selected === GATEWAY.wallet;
	const cards = selected === GATEWAY.cards;
	const savedCard = cards && facts.savedCardChosen;
	const separateWrappersShown: Record< string, boolean > = {};
	for ( const id of separateMethods( config ) ) {
		separateWrappersShown[ id ] = id === selected;
	}
	const mobileWalletsShown: Record< string, boolean > = {};
	for ( const id of MOBILE_WALLETS ) {
		mobileWalletsShown[ id ] = id === selected;
	}
	return {
		placeOrderHidden: placeOrderHidden( config, selected ),
		vaultedWalletDetailsShown: wallet,
		walletWrapperShown: wallet && ! isVaultedFreeTrial( config ),
		walletOverlaid: ! wallet,
		cardFieldsShown: cards && ! savedCard,
		cardFieldsOverlaid: ! facts.cardFieldsLoaded,
		cardInputsDisabled: savedCard,
		separateWrappersShown,
		mobileWalletsShown,
		messagesHidden: messagesHidden( config, facts ),
		enterSuppressed: enterSuppressed( selected ),
	};
}

/**
 * §2.7: on the checkout page the saved-card select starts at its first
 * option; elsewhere (pay-now) it keeps the shopper's choice.
 *
 * @param context §3.11 context.
 * @return The option index to select, or null to leave it.
 */
export function savedCardResetIndex( context: string ): number | null {
	return context === 'checkout' ? 0 : null;
}

/**
 * §4.10: whether the saved-card select's value is a saved card.
 *
 * @param value The select's value ('' when there is no select).
 */
export function isSavedCard( value: string ): boolean {
	return value !== '' && value !== NEW_CARD_TOKEN;
}
