/**
 * What the page says about its pay-later messages: the elements they render
 * into (the shop's own wrapper and the editor's blocks), the checked payment
 * method and whether an element sits inside a button wrapper (§2.7), and the
 * product form's amount (§4.6).
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { randomChars } from '../rules/messages-discovery';
import type { MessageStyle } from '../rules/messages';
import { formAmount } from '../rules/messages-visibility';
import { groupedPriceAmount, priceAmount } from '../rules/visibility';

/** The element a block prints (blocks/paylater-messages/render.php). */
export const BLOCK_SELECTOR = '[data-vitrine-messages]';

/** Prefix of the ids given to blocks (§9.4: then 9 random characters). */
export const ID_PREFIX = 'ppcp-messages-';

/** A block's own placement and style (merged over the shop's on the server). */
export interface BlockSettings {
	placement: string;
	style: MessageStyle;
}

/**
 * The blocks on the page that have no message yet; each gets an id with 9
 * random characters (§9.4) when it has none.
 *
 * @param root Where to look.
 */
export function findBlocks( root: ParentNode = document ): HTMLElement[] {
	const blocks = Array.from(
		root.querySelectorAll< HTMLElement >( BLOCK_SELECTOR )
	);
	for ( const block of blocks ) {
		if ( ! block.id ) {
			block.id = ID_PREFIX + randomChars();
		}
	}
	return blocks;
}

/**
 * A block's settings, or null when its data is unreadable.
 *
 * @param block The block's element.
 */
export function blockSettings( block: HTMLElement ): BlockSettings | null {
	try {
		const data = JSON.parse( block.dataset.vitrineMessages ?? '' );
		if (
			data &&
			typeof data.placement === 'string' &&
			data.style &&
			typeof data.style === 'object'
		) {
			return { placement: data.placement, style: data.style };
		}
	} catch {
		// Unreadable: the block stays empty.
	}
	return null;
}

/**
 * The element a message renders into inside the shop's own wrapper: a
 * child of its own, so the wrapper's visibility stays the checkout display
 * controller's (§2.7) and the message's ours.
 *
 * @param wrapper The shop's wrapper (§3.11 messages.wrapper).
 */
export function messageElement( wrapper: HTMLElement ): HTMLElement {
	const found = wrapper.querySelector< HTMLElement >(
		':scope > .vitrine-paylater-messages__message'
	);
	if ( found ) {
		return found;
	}
	const element = wrapper.ownerDocument.createElement( 'div' );
	element.className = 'vitrine-paylater-messages__message';
	wrapper.appendChild( element );
	return element;
}

/** The checked payment method (checkout, pay-now), or null. */
export function selectedMethod(): string | null {
	return (
		document.querySelector< HTMLInputElement >(
			'input[name="payment_method"]:checked'
		)?.value ?? null
	);
}

/**
 * §2.7: whether an element sits inside a payment method's button wrapper
 * (the wallet's wrapper, a separate funding source's, or a payment method's
 * box on checkout).
 *
 * @param element The message element.
 * @param config  §3.11.
 */
export function insideButtonWrapper(
	element: HTMLElement,
	config: GatewayConfig
): boolean {
	const parent = element.parentElement;
	if ( ! parent ) {
		return false;
	}
	const wrappers = [
		config.button?.wrapper,
		...Object.values( config.separate_buttons ?? {} ).map(
			( button ) => button.wrapper
		),
		'.payment_box',
		'.vitrine-payment-methods__method',
	].filter( ( selector ): selector is string => Boolean( selector ) );
	return wrappers.some( ( selector ) => {
		try {
			return parent.closest( selector ) !== null;
		} catch {
			// A selector the browser refuses matches nothing.
			return false;
		}
	} );
}

/** The product page's add-to-cart form, or null. */
export function productForm(): HTMLFormElement | null {
	return document.querySelector< HTMLFormElement >(
		'form[data-price-amount]'
	);
}

/**
 * The product form's amount: its price element times the quantity; for a
 * grouped product 0 while nothing is chosen, else unknown (null); a booking
 * is priced by the simulation only (null).
 *
 * @param form   The add-to-cart form.
 * @param config §3.11.
 */
export function productFormAmount(
	form: HTMLFormElement,
	config: GatewayConfig
): number | null {
	if ( config.productType === 'grouped' ) {
		return groupedPriceAmount(
			Array.from(
				form.querySelectorAll< HTMLInputElement >(
					'input[name^="quantity["]'
				),
				( input ) => input.value
			)
		);
	}
	if ( config.productType === 'booking' ) {
		return null;
	}
	return formAmount(
		priceAmount( form.dataset.priceAmount ),
		form.querySelector< HTMLInputElement >( 'input[name="quantity"]' )
			?.value
	);
}
