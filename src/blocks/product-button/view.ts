/**
 * Front end of vitrine/product-button: the grid's "In den
 * Warenkorb" adds a simple product through the cart API without leaving the
 * grid (`cartAdder()`, shared with the product page's form): the store's
 * addToCart thunk puts the server's cart into the shared `vitrine/cart`
 * store, so the mini-cart updates; the card says so in German with a link to
 * the cart (or why not). Without this script the form posts
 * to the product page as before. Products with options are links and stay so.
 */
/**
 * External dependencies
 */
import { productLines, type FormField } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { cartAdder, type CartFormData } from '../../shared/cart-adder';

/**
 * Wires one card's form.
 *
 * @param form The server-rendered form.
 */
function enhance( form: HTMLFormElement ) {
	const data = JSON.parse(
		form.dataset.vitrineGridAdd ?? '{}'
	) as CartFormData;
	const adder = cartAdder(
		form,
		'.vitrine-product-button__notices',
		form.querySelector< HTMLButtonElement >( 'button[type="submit"]' ),
		data
	);
	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		if ( adder.busy() ) {
			return;
		}
		const fields = Array.from( new FormData( form ) ).map(
			( [ name, value ] ): FormField => [ name, String( value ) ]
		);
		await adder.add( productLines( fields, 'simple' ) );
	} );
}

document
	.querySelectorAll< HTMLFormElement >( 'form[data-vitrine-grid-add]' )
	.forEach( enhance );
