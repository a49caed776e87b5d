/**
 * §8.2: errors show in the page's notices area, scrolled into view. The
 * product form has its own live region; elsewhere an area is added right
 * before the buttons' wrapper, once.
 */

const OWN_AREA = 'vitrine-payment-notices';

/**
 * The notices area for a wrapper.
 *
 * @param wrapper The buttons' wrapper element.
 */
export function noticesArea( wrapper: HTMLElement ): HTMLElement {
	const form = wrapper.closest( 'form' );
	const inForm = form?.querySelector< HTMLElement >(
		'.vitrine-add-to-cart__notices'
	);
	if ( inForm ) {
		return inForm;
	}
	const previous = wrapper.previousElementSibling;
	if (
		previous instanceof HTMLElement &&
		previous.classList.contains( OWN_AREA )
	) {
		return previous;
	}
	const area = document.createElement( 'div' );
	area.className = OWN_AREA;
	wrapper.before( area );
	return area;
}

/**
 * Shows an error (as text, never HTML) and scrolls it into view.
 *
 * @param wrapper The buttons' wrapper element.
 * @param message German message (§5.4: non-empty).
 */
export function showError( wrapper: HTMLElement, message: string ): void {
	const area = noticesArea( wrapper );
	const notice = document.createElement( 'p' );
	notice.className = 'vitrine-notice vitrine-notice--error';
	notice.setAttribute( 'role', 'alert' );
	notice.textContent = message;
	area.replaceChildren( notice );
	notice.scrollIntoView?.( { block: 'center', behavior: 'smooth' } );
}

/**
 * Removes an error shown before (a new attempt starts).
 *
 * @param wrapper The buttons' wrapper element.
 */
export function clearError( wrapper: HTMLElement ): void {
	const area = noticesArea( wrapper );
	area.querySelectorAll( '.vitrine-notice--error' ).forEach( ( n ) =>
		n.remove()
	);
}
