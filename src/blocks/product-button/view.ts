/**
 * Front end of vitrine/product-button (issue 16.3): the grid's "In den
 * Warenkorb" adds a simple product through the cart API without leaving the
 * grid. The store's addToCart thunk puts the server's cart into the shared
 * `vitrine/cart` store, so the mini-cart updates; the card says so in German
 * with a link to the cart (or why not). Without this script the form posts
 * to the product page as before. Products with options are links and stay so.
 */
/**
 * External dependencies
 */
import {
	cartStore,
	productLines,
	shopperMessage,
	type FormField,
} from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/** The server's `data-vitrine-grid-add`. */
interface GridAdd {
	name: string;
	nonce: string;
	addUrl: string;
	cartUrl: string;
	cartPage: string;
}

/** A link in a notice. */
interface NoticeLink {
	href: string;
	text: string;
}

/**
 * Shows a notice in the card's live region.
 *
 * @param form    The card's form.
 * @param type    success or error.
 * @param message German text.
 * @param link    Optional link after the text.
 */
function notify(
	form: HTMLFormElement,
	type: 'success' | 'error',
	message: string,
	link?: NoticeLink
) {
	const area = form.querySelector( '.vitrine-product-button__notices' );
	if ( ! area ) {
		return;
	}
	const notice = document.createElement( 'p' );
	notice.className = `vitrine-notice vitrine-notice--${ type }`;
	notice.textContent = message;
	if ( link ) {
		const anchor = document.createElement( 'a' );
		anchor.href = link.href;
		anchor.textContent = link.text;
		notice.append( ' ', anchor );
	}
	area.replaceChildren( notice );
}

/**
 * Wires one card's form.
 *
 * @param form The server-rendered form.
 */
function enhance( form: HTMLFormElement ) {
	const data = JSON.parse( form.dataset.vitrineGridAdd ?? '{}' ) as GridAdd;
	const button = form.querySelector< HTMLButtonElement >(
		'button[type="submit"]'
	);
	const cart = dispatch( cartStore );
	cart.setEndpoints( {
		change_cart: { url: data.addUrl, nonce: data.nonce },
		cart_script_params: { url: data.cartUrl, nonce: '' },
	} );
	let busy = false;
	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		const fields = Array.from( new FormData( form ) ).map(
			( [ name, value ] ): FormField => [ name, String( value ) ]
		);
		busy = true;
		button?.setAttribute( 'aria-busy', 'true' );
		try {
			await cart.addToCart( productLines( fields, 'simple' ) );
			notify(
				form,
				'success',
				sprintf(
					/* translators: %s: product name */
					__( '"%s" has been added to your cart.', 'vitrine' ),
					data.name
				),
				{ href: data.cartPage, text: __( 'View cart', 'vitrine' ) }
			);
		} catch ( error ) {
			notify(
				form,
				'error',
				shopperMessage(
					error,
					__(
						'The product could not be added to your cart. Please try again.',
						'vitrine'
					)
				)
			);
		} finally {
			busy = false;
			button?.removeAttribute( 'aria-busy' );
		}
	} );
}

document
	.querySelectorAll< HTMLFormElement >( 'form[data-vitrine-grid-add]' )
	.forEach( enhance );
