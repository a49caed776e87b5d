/**
 * The checkout and pay-for-order display controller (§2.7): listens to the
 * method radios, the create-account box (§6), the saved-card select, the
 * card fields' "loaded" report and the §9.3 method events, and applies the
 * pure rules of `rules/display.ts` each time. Enter in the form's inputs is
 * suppressed while the rules say so.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { FORM_SELECTOR } from '../forms';
import { onMethodEvent } from '../../method-events';
import {
	checkoutDisplay,
	MOBILE_WALLETS,
	savedCardResetIndex,
	type Display,
} from '../../rules/display';
import { gatewayLogicRuns, togglingSkipped } from '../../rules/display-gate';
import { setDisabled, setOverlay, setShown } from './apply';
import {
	CARD_INPUT_SELECTORS,
	createAccountTicked,
	find,
	mobileWalletSelector,
	otherMethodWrappers,
	PLACE_ORDER_SELECTOR,
	readFacts,
	SAVED_CARD_SELECTOR,
	selectedMethod,
	VAULTED_DETAILS_SELECTOR,
} from './page';

/** Dispatched on `document.body` by the card fields once they loaded (§2.7). */
export const CARD_FIELDS_LOADED_EVENT = 'vitrine-card-fields-loaded';

/**
 * The display of the form now.
 *
 * @param config           §3.11.
 * @param form             The form.
 * @param cardFieldsLoaded The card fields reported that they loaded.
 */
function currentDisplay(
	config: GatewayConfig,
	form: HTMLFormElement,
	cardFieldsLoaded: boolean
): Display {
	const facts = readFacts( config, form, cardFieldsLoaded );
	// §6: without the gateway logic the form is the shop's own: no provider wrapper, place-order shown.
	if ( ! gatewayLogicRuns( config, createAccountTicked( form ) ) ) {
		facts.selected = '';
	}
	return checkoutDisplay( config, facts );
}

/**
 * Applies a display to the page.
 *
 * @param config  §3.11.
 * @param form    The form.
 * @param display What to show.
 */
function apply(
	config: GatewayConfig,
	form: HTMLFormElement,
	display: Display
) {
	const doc = form.ownerDocument;
	setShown( find( doc, PLACE_ORDER_SELECTOR ), ! display.placeOrderHidden );
	doc.querySelectorAll( VAULTED_DETAILS_SELECTOR ).forEach( ( element ) =>
		setShown( element, display.vaultedWalletDetailsShown )
	);
	const wallet = find( doc, config.button?.wrapper );
	setShown( wallet, display.walletWrapperShown );
	setOverlay( wallet, display.walletOverlaid );
	const cardFields = find( doc, config.hosted_fields?.wrapper );
	setShown( cardFields, display.cardFieldsShown );
	setOverlay( cardFields, display.cardFieldsOverlaid );
	setDisabled(
		CARD_INPUT_SELECTORS.map( ( selector ) => find( doc, selector ) ),
		display.cardInputsDisabled
	);
	for ( const button of Object.values( config.separate_buttons ?? {} ) ) {
		setShown(
			find( doc, button.wrapper ),
			display.separateWrappersShown[ button.id ] ?? false
		);
	}
	for ( const method of MOBILE_WALLETS ) {
		setShown(
			find( doc, mobileWalletSelector( method ) ),
			display.mobileWalletsShown[ method ] ?? false
		);
	}
	const selected = selectedMethod( form );
	for ( const element of otherMethodWrappers( config, form ) ) {
		setShown( element, element.dataset.method === selected );
	}
	setShown( find( doc, config.messages?.wrapper ), ! display.messagesHidden );
}

/**
 * Starts the controller on the page's checkout or pay-for-order form.
 *
 * @param config §3.11 (context checkout or pay-now).
 * @param doc    The document.
 * @return Stops it (listeners removed; the page keeps its last display).
 */
export function startCheckoutDisplay(
	config: GatewayConfig,
	doc: Document = document
): () => void {
	const form = doc.querySelector< HTMLFormElement >( FORM_SELECTOR );
	if ( ! form || togglingSkipped( config, doc.location?.search ?? '' ) ) {
		return () => undefined;
	}
	let cardFieldsLoaded = false;
	let display = currentDisplay( config, form, cardFieldsLoaded );
	const update = () => {
		display = currentDisplay( config, form, cardFieldsLoaded );
		apply( config, form, display );
	};

	const select = find( doc, SAVED_CARD_SELECTOR );
	const reset = savedCardResetIndex( config.context );
	if ( select instanceof HTMLSelectElement && reset !== null ) {
		select.selectedIndex = reset;
	}

	const onLoaded = () => {
		cardFieldsLoaded = true;
		update();
	};
	// §2.7: Enter in an input would submit the form past the selected method's own button.
	const onKeydown = ( event: KeyboardEvent ) => {
		if (
			event.key === 'Enter' &&
			display.enterSuppressed &&
			event.target instanceof HTMLInputElement &&
			! [ 'submit', 'button', 'image' ].includes( event.target.type )
		) {
			event.preventDefault();
		}
	};
	form.addEventListener( 'change', update );
	form.addEventListener( 'keydown', onKeydown );
	doc.body.addEventListener( CARD_FIELDS_LOADED_EVENT, onLoaded );
	const stopEvents = onMethodEvent( update );
	update();

	return () => {
		form.removeEventListener( 'change', update );
		form.removeEventListener( 'keydown', onKeydown );
		doc.body.removeEventListener( CARD_FIELDS_LOADED_EVENT, onLoaded );
		stopEvents();
	};
}
