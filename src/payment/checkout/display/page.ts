/**
 * The checkout and pay-for-order page as the §2.7 rules see it: where its
 * elements are and what the shopper chose. Reads the DOM; changes nothing.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import {
	GATEWAY,
	isSavedCard,
	MOBILE_WALLETS,
	separateMethods,
	type DisplayFacts,
} from '../../rules/display';

/** The shop's place-order button. */
export const PLACE_ORDER_SELECTOR = '#place_order';

/** Vaulted wallet details (§2.7), shown with a saved wallet. */
export const VAULTED_DETAILS_SELECTOR = '.ppcp-vaulted-paypal-details';

/** §4.10 saved-card select and the card inputs a saved card disables. */
export const SAVED_CARD_SELECTOR = '#saved-credit-card';
export const CARD_INPUT_SELECTORS = [
	'#ppcp-credit-card-gateway-card-number',
	'#ppcp-credit-card-gateway-card-expiry',
	'#ppcp-credit-card-gateway-card-cvc',
	'#ppcp-credit-card-vault',
];

/** §6: the guest's create-account box. */
export const CREATE_ACCOUNT_SELECTOR = '#createaccount';

/** A method's wrapper in its box (templates/checkout/payment-method.php). */
export const METHOD_WRAPPER_SELECTOR =
	'.vitrine-payment-methods__wrapper[data-method]';

/**
 * The wrapper of a mobile wallet (`Payment\Ids::method_wrapper()`).
 *
 * @param method Method id.
 */
export function mobileWalletSelector( method: string ): string {
	return `#ppc-button-${ method }`;
}

/**
 * The element of a selector inside the root, or null (an empty or invalid
 * selector finds nothing).
 *
 * @param root     Where to look.
 * @param selector CSS selector.
 */
export function find(
	root: ParentNode,
	selector: string | undefined
): HTMLElement | null {
	if ( ! selector ) {
		return null;
	}
	try {
		return root.querySelector< HTMLElement >( selector );
	} catch {
		return null;
	}
}

/**
 * The selected method of a form, '' when none.
 *
 * @param form The form.
 */
export function selectedMethod( form: HTMLFormElement ): string {
	return (
		form.querySelector< HTMLInputElement >(
			'input[name="payment_method"]:checked'
		)?.value ?? ''
	);
}

/**
 * Selectors of every button wrapper the config and the page name.
 *
 * @param config §3.11.
 */
export function buttonWrapperSelectors( config: GatewayConfig ): string[] {
	return [
		config.button?.wrapper,
		...Object.values( config.separate_buttons ?? {} ).map(
			( button ) => button.wrapper
		),
		...MOBILE_WALLETS.map( mobileWalletSelector ),
	].filter( ( selector ): selector is string => !! selector );
}

/**
 * What the rules need from the page now.
 *
 * @param config           §3.11.
 * @param form             The checkout or pay-for-order form.
 * @param cardFieldsLoaded The card fields reported that they loaded.
 */
export function readFacts(
	config: GatewayConfig,
	form: HTMLFormElement,
	cardFieldsLoaded: boolean
): DisplayFacts {
	const doc = form.ownerDocument;
	const messages = find( doc, config.messages?.wrapper );
	const inButtonWrapper =
		!! messages &&
		buttonWrapperSelectors( config ).some(
			( selector ) => !! find( doc, selector )?.contains( messages )
		);
	const savedCard = find( doc, SAVED_CARD_SELECTOR );
	return {
		selected: selectedMethod( form ),
		savedCardChosen:
			savedCard instanceof HTMLSelectElement &&
			isSavedCard( savedCard.value ),
		cardFieldsLoaded,
		messagesInButtonWrapper: inButtonWrapper,
	};
}

/**
 * Whether the guest's create-account box is ticked (false without one).
 *
 * @param form The form.
 */
export function createAccountTicked( form: HTMLFormElement ): boolean {
	const box = find( form, CREATE_ACCOUNT_SELECTOR );
	return box instanceof HTMLInputElement && box.checked;
}

/**
 * The method wrappers separate from the wallet, card fields, separate
 * buttons and mobile wallets (e.g. the cash voucher's), by method.
 *
 * @param config §3.11.
 * @param form   The form.
 */
export function otherMethodWrappers(
	config: GatewayConfig,
	form: HTMLFormElement
): HTMLElement[] {
	const known = new Set( [
		...separateMethods( config ),
		...MOBILE_WALLETS,
		GATEWAY.wallet,
		GATEWAY.cards,
	] );
	return Array.from(
		form.querySelectorAll< HTMLElement >( METHOD_WRAPPER_SELECTOR )
	).filter( ( element ) => ! known.has( element.dataset.method ?? '' ) );
}
