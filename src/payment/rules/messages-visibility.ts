/**
 * Whether a pay-later message shows (§3.11 messages.is_hidden and
 * block.enabled, §2.7, §4.6), and the amount it shows on a product page.
 *
 * §2.7 (free-trial carts; a non-wallet method selected while the message
 * sits inside a button wrapper) is `messagesHidden()` below, which the
 * caller applies (rules/display.ts re-exports it among the checkout's
 * display rules).
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { GATEWAY } from './gateways';

/** What decides whether one message element shows. */
export interface MessageFacts {
	/** §3.11 messages.is_hidden (with §4.6's simulation merged in). */
	isHidden: boolean;
	/** §2.7 by messagesHidden(). */
	hiddenByCheckoutRules: boolean;
	/** §3.11 messages.block.enabled: a pay-later block is on the page. */
	blockOnPage: boolean;
	/** The element is the shop's own wrapper (messages.wrapper), not a block. */
	shopWrapper: boolean;
	/** The amount the message is for (0 or unknown: nothing to offer). */
	amount: number | null;
}

/**
 * Whether a message shows.
 *
 * - §3.11 is_hidden (settings off, free trial, §4.6 simulation: nothing to pay);
 * - §2.7 (free-trial carts; a non-wallet method inside a button wrapper);
 * - §3.11 block.enabled: where an editor placed the block, the block shows
 *   the message and the shop's own wrapper stays empty (one message, not two);
 * - no amount to offer on (a variation not chosen yet, an empty cart).
 *
 * @param facts What the page says now.
 */
export function messageShown( facts: MessageFacts ): boolean {
	if ( facts.isHidden || facts.hiddenByCheckoutRules ) {
		return false;
	}
	if ( facts.shopWrapper && facts.blockOnPage ) {
		return false;
	}
	return facts.amount !== null && facts.amount > 0;
}

/**
 * §4.6 on the product page: the message is for the product's price, so it
 * follows the form at once (the price element the add-to-cart script sets
 * for a variation, times the quantity). The simulation's total also carries
 * shipping, so it counts only where the form has no price of its own (a
 * grouped product once something is chosen, a booking).
 *
 * @param form       The form's price × quantity (null when it has no price).
 * @param simulation The store's messages.amount (§4.6 merged in).
 */
export function productAmount(
	form: number | null,
	simulation: number | null
): number | null {
	return form === null ? simulation : form;
}

/**
 * The form's amount: unit price times quantity, rounded to cents; null
 * when the price is unknown, 0 when it is 0 (nothing chosen).
 *
 * @param unitPrice `data-price-amount` read as a number, or null.
 * @param quantity  The quantity field's value ('' or missing: 1).
 */
export function formAmount(
	unitPrice: number | null,
	quantity: string | null | undefined
): number | null {
	if ( unitPrice === null || ! Number.isFinite( unitPrice ) ) {
		return null;
	}
	const count =
		quantity === null || quantity === undefined || quantity.trim() === ''
			? 1
			: Number( quantity );
	if ( ! Number.isFinite( count ) || count < 0 ) {
		return null;
	}
	return Math.round( unitPrice * Math.floor( count ) * 100 ) / 100;
}

/**
 * The amount a message is for, by the page's context: the product page's
 * (productAmount()), the order's on pay-now (§3.11 messages.amount), and
 * elsewhere the cart's current total once the cart store has one (it
 * follows the cart page's changes), else messages.amount.
 *
 * @param context      §2.4 context of the page.
 * @param configAmount §3.11 messages.amount (with §4.6 merged in).
 * @param cartTotal    The cart store's total ("12.90"), or null.
 * @param onProduct    The product page's amount (product context only).
 */
export function pageAmount(
	context: string,
	configAmount: number,
	cartTotal: string | null,
	onProduct: number | null
): number | null {
	if ( context === 'product' ) {
		return onProduct;
	}
	if ( context !== 'pay-now' && cartTotal !== null && cartTotal !== '' ) {
		const total = Number( cartTotal );
		if ( Number.isFinite( total ) ) {
			return total;
		}
	}
	return Number.isFinite( configAmount ) ? configAmount : null;
}

/**
 * §2.7: pay-later messages are hidden on free-trial carts, and when a
 * method other than the wallet is selected while they sit inside a button
 * wrapper.
 *
 * @param config                        §3.11.
 * @param facts                         The page.
 * @param facts.selected                Selected method id.
 * @param facts.messagesInButtonWrapper The message sits inside a button wrapper.
 */
export function messagesHidden(
	config: GatewayConfig,
	facts: { selected: string; messagesInButtonWrapper: boolean }
): boolean {
	return (
		config.is_free_trial_cart === true ||
		( facts.messagesInButtonWrapper && facts.selected !== GATEWAY.wallet )
	);
}
