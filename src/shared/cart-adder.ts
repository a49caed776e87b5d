/**
 * Adding a product form's lines to the cart and saying so (§3.6), shared by
 * the product page's form (vitrine/add-to-cart-form) and the grid's button
 * (vitrine/product-button): the form's endpoints go into `vitrine/cart`,
 * its addToCart thunk puts the server's cart into the store (so the
 * mini-cart follows), and the form's live region says in German what
 * happened, with a link to the cart, or why not.
 */
/**
 * External dependencies
 */
import { cartStore, shopperMessage, type ProductLine } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/** What the server embeds in both forms. */
export interface CartFormData {
	name: string;
	nonce: string;
	addUrl: string;
	cartUrl: string;
	cartPage: string;
}

/** A link in a notice. */
export interface NoticeLink {
	href: string;
	text: string;
}

/** One form's adding and notices. */
export interface CartAdder {
	/** Whether an addition is under way (a second submit waits for none). */
	busy: () => boolean;
	/**
	 * Shows a notice in the form's live region, replacing the last one.
	 *
	 * @param type    success or error.
	 * @param message German text.
	 * @param link    Optional link after the text.
	 */
	notify: (
		type: 'success' | 'error',
		message: string,
		link?: NoticeLink
	) => void;
	/**
	 * Adds the lines (the button `aria-busy` meanwhile) and announces the
	 * outcome; never rejects.
	 *
	 * @param products §3.6 lines.
	 */
	add: ( products: ProductLine[] ) => Promise< void >;
}

/**
 * The adding of one form.
 *
 * @param form    The server-rendered form.
 * @param notices Selector of its live region.
 * @param button  Its submit button, if any.
 * @param data    What the server embedded.
 */
export function cartAdder(
	form: HTMLFormElement,
	notices: string,
	button: HTMLElement | null,
	data: CartFormData
): CartAdder {
	const cart = dispatch( cartStore );
	cart.setEndpoints( {
		change_cart: { url: data.addUrl, nonce: data.nonce },
		cart_script_params: { url: data.cartUrl, nonce: '' },
	} );
	let busy = false;
	const notify: CartAdder[ 'notify' ] = ( type, message, link ) => {
		const area = form.querySelector( notices );
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
	};
	return {
		busy: () => busy,
		notify,
		async add( products ) {
			busy = true;
			button?.setAttribute( 'aria-busy', 'true' );
			try {
				await cart.addToCart( products );
				notify(
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
		},
	};
}
