/**
 * Applies the §2.7 display to the page: shows and hides with the
 * `data-vitrine-hidden` attribute (the checkout block's CSS hides it), so
 * the buttons' own `hidden` (a failed SDK load, §4.4) stays theirs; blocks
 * wrappers with the §9.5 overlay; disables the card inputs.
 */
/**
 * Internal dependencies
 */
import { OVERLAY_STYLE } from '../../rules/display';

/** The attribute that hides an element for the display rules. */
export const HIDDEN_ATTRIBUTE = 'data-vitrine-hidden';

/** Class of the overlay element. */
export const OVERLAY_CLASS = 'vitrine-payment-overlay';

/**
 * Shows or hides an element for the display rules.
 *
 * @param element The element (nothing happens without one).
 * @param shown   Whether it shows.
 */
export function setShown( element: Element | null, shown: boolean ): void {
	if ( ! element ) {
		return;
	}
	if ( shown ) {
		element.removeAttribute( HIDDEN_ATTRIBUTE );
	} else {
		element.setAttribute( HIDDEN_ATTRIBUTE, '' );
	}
}

/**
 * Whether the display rules hide an element.
 *
 * @param element The element.
 */
export function isHiddenByDisplay( element: Element | null ): boolean {
	return !! element?.hasAttribute( HIDDEN_ATTRIBUTE );
}

/**
 * Blocks a wrapper with the §9.5 overlay (white, opacity 0.6), which also
 * takes its content out of the keyboard's reach (`inert`), or unblocks it.
 *
 * @param wrapper The wrapper.
 * @param blocked Whether to block it.
 */
export function setOverlay( wrapper: HTMLElement | null, blocked: boolean ) {
	if ( ! wrapper ) {
		return;
	}
	const current = Array.from( wrapper.children ).find( ( child ) =>
		child.classList.contains( OVERLAY_CLASS )
	);
	if ( ! blocked ) {
		current?.remove();
		wrapper.removeAttribute( 'inert' );
		return;
	}
	wrapper.setAttribute( 'inert', '' );
	if ( current ) {
		return;
	}
	const overlay = wrapper.ownerDocument.createElement( 'div' );
	overlay.className = OVERLAY_CLASS;
	overlay.setAttribute( 'aria-hidden', 'true' );
	Object.assign( overlay.style, {
		position: 'absolute',
		inset: '0',
		zIndex: '10',
		background: OVERLAY_STYLE.background,
		opacity: String( OVERLAY_STYLE.opacity ),
	} );
	wrapper.appendChild( overlay );
}

/**
 * Disables or enables form controls.
 *
 * @param elements The controls.
 * @param disabled Whether to disable them.
 */
export function setDisabled(
	elements: Array< Element | null >,
	disabled: boolean
): void {
	for ( const element of elements ) {
		if (
			element instanceof HTMLInputElement ||
			element instanceof HTMLSelectElement ||
			element instanceof HTMLButtonElement
		) {
			element.disabled = disabled;
		}
	}
}
