/**
 * Front end of vitrine/add-to-cart-form: enhances the server-rendered form.
 * Attribute selects update the variation's price, stock, button state and
 * the `vitrine/cart` store's variation (read by the first-payment block);
 * submitting adds the form's product lines (§3.6) through the store's
 * addToCart thunk (`cartAdder()`, shared with the grid's button), which puts the server's cart into the store, so the
 * mini-cart updates without a reload. Without this script the form still posts to the page.
 */
/**
 * External dependencies
 */
import {
	cartStore,
	productLines,
	type FormField,
	type ProductType,
} from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { cartAdder, type CartFormData } from '../../shared/cart-adder';
import { refusal } from './refusal';
import {
	isPurchasable,
	selectedVariation,
	variationState,
	type FormVariation,
	type VariationState,
} from './variations';

/** The server's `data-vitrine-product`. */
interface FormData_ extends CartFormData {
	id: number;
	type: ProductType;
	variations: FormVariation[];
}

/**
 * Sets a paragraph's text and hides it when empty.
 *
 * @param parent    Container.
 * @param className Paragraph class.
 * @param text      Text.
 */
function paragraph( parent: Element, className: string, text: string ) {
	if ( ! text ) {
		return;
	}
	const p = document.createElement( 'p' );
	p.className = className;
	p.textContent = text;
	parent.append( p );
}

/**
 * Wires one form.
 *
 * @param form The server-rendered form.
 */
function enhance( form: HTMLFormElement ) {
	const data = JSON.parse( form.dataset.vitrineProduct ?? '{}' ) as FormData_;
	const button = form.querySelector< HTMLButtonElement >(
		'.vitrine-add-to-cart__button'
	);
	const selects = Array.from(
		form.querySelectorAll< HTMLSelectElement >(
			'select[name^="attribute_"]'
		)
	);
	const reset = form.querySelector< HTMLButtonElement >(
		'.vitrine-add-to-cart__reset'
	);
	const area = form.querySelector( '.vitrine-add-to-cart__variation' );
	const variationId = form.querySelector< HTMLInputElement >(
		'input[name="variation_id"]'
	);
	const adder = cartAdder(
		form,
		'.vitrine-add-to-cart__notices',
		button,
		data
	);
	const cart = dispatch( cartStore );

	const update = () => {
		const chosen: Record< string, string > = {};
		for ( const select of selects ) {
			chosen[ select.name ] = select.value;
		}
		const state: VariationState = variationState( data.variations, chosen );
		const found = state.kind === 'found' ? state.variation : null;
		area?.replaceChildren();
		if ( area && found ) {
			paragraph(
				area,
				'vitrine-add-to-cart__price price',
				found.priceText
			);
			paragraph( area, 'stock', found.stockText );
		} else if ( area && state.kind === 'unavailable' ) {
			paragraph(
				area,
				'vitrine-add-to-cart__unavailable',
				__(
					'This combination is not available. Please choose another one.',
					'vitrine'
				)
			);
		}
		if ( variationId ) {
			variationId.value = found ? String( found.id ) : '';
		}
		form.dataset.priceAmount = found ? found.amount : '0.00';
		// §4.4: a disabled button keeps working as a submit, so the server's German reason shows.
		const off = ! isPurchasable( state );
		button?.classList.toggle( 'disabled', off );
		if ( off ) {
			button?.setAttribute( 'aria-disabled', 'true' );
		} else {
			button?.removeAttribute( 'aria-disabled' );
		}
		if ( reset ) {
			reset.hidden = selects.every( ( select ) => select.value === '' );
		}
		cart.setVariation( selectedVariation( state ) );
	};

	// A refusal ("Bitte wähle eine Option …") is about the old choice: a new one clears it.
	const clearErrors = () =>
		form
			.querySelectorAll(
				'.vitrine-add-to-cart__notices .vitrine-notice--error'
			)
			.forEach( ( notice ) => notice.remove() );

	if ( selects.length > 0 ) {
		selects.forEach( ( select ) =>
			select.addEventListener( 'change', () => {
				clearErrors();
				update();
			} )
		);
		reset?.addEventListener( 'click', () => {
			selects.forEach( ( select ) => ( select.value = '' ) );
			clearErrors();
			update();
			selects[ 0 ]?.focus();
		} );
		update();
	}

	/** What the form knows before asking the shop (refusal.ts). */
	const formFacts = () => {
		const chosen: Record< string, string > = {};
		for ( const select of selects ) {
			chosen[ select.name ] = select.value;
		}
		const date = form.querySelector< HTMLInputElement >(
			'input[name="wc_bookings_field_start_date"]'
		);
		const time = form.querySelector< HTMLInputElement >(
			'input[name="wc_bookings_field_start_date_time"]'
		);
		return {
			name: data.name,
			state:
				selects.length > 0
					? variationState( data.variations, chosen )
					: null,
			emptyLabels: selects
				.filter( ( select ) => select.value === '' )
				.map( ( select ) => select.labels?.[ 0 ]?.textContent ?? '' ),
			booking:
				date && time ? { date: date.value, time: time.value } : null,
		};
	};

	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		if ( adder.busy() ) {
			return;
		}
		const known = refusal( formFacts() );
		if ( known ) {
			adder.notify( 'error', known );
			return;
		}
		const fields = Array.from( new FormData( form ) ).map(
			( [ name, value ] ): FormField => [ name, String( value ) ]
		);
		const products = productLines( fields, data.type );
		if ( products.length === 0 ) {
			adder.notify(
				'error',
				__(
					'Please choose a quantity for at least one product of the group.',
					'vitrine'
				)
			);
			return;
		}
		await adder.add( products );
	} );
}

document
	.querySelectorAll< HTMLFormElement >( 'form.vitrine-add-to-cart' )
	.forEach( enhance );
