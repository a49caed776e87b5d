/**
 * Front end of vitrine/checkout: the form works without it. It moves focus
 * to the error list after a failed submit, and keeps a second click on the
 * place-order button from sending the form again while the first is on its
 * way (the server refuses a second order anyway, see CheckoutPage).
 */
document
	.querySelectorAll< HTMLFormElement >( '.vitrine-checkout__form' )
	.forEach( ( form ) => {
		let sending = false;
		form.addEventListener( 'submit', ( event ) => {
			if ( sending ) {
				event.preventDefault();
				return;
			}
			sending = true;
			form.setAttribute( 'aria-busy', 'true' );
			form
				.querySelector( '#place_order' )
				?.setAttribute( 'aria-disabled', 'true' );
		} );
		// Back from the browser's page cache (bfcache): the form is usable again.
		window.addEventListener( 'pageshow', () => {
			sending = false;
			form.removeAttribute( 'aria-busy' );
			form
				.querySelector( '#place_order' )
				?.removeAttribute( 'aria-disabled' );
		} );
	} );

document.querySelector< HTMLElement >( '#vitrine-checkout-errors' )?.focus();
