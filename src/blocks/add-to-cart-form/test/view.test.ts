/**
 * The product form's controller (§2.4, §3.6, §4.3, §4.4) on the server's
 * markup: the attribute selects drive the button, price, stock and the
 * store's variation; a submit adds the form's lines for its product kind,
 * or answers a refusal it knows itself without asking the shop. Formerly
 * the e2e product-add-to-cart tests of the variable, grouped and booking
 * products (their demo lines through change_cart: ShopEndpointsTest).
 */
/**
 * Internal dependencies
 */
import type { FormVariation } from '../variations';

const mockAdder = {
	busy: () => false,
	notify: jest.fn(),
	add: jest.fn(),
};
const mockCart = { setVariation: jest.fn() };

jest.mock( '../../../shared/cart-adder', () => ( {
	cartAdder: () => mockAdder,
} ) );

// Only dispatch() is replaced; read lazily, since @wordpress/data requires itself while loading.
jest.mock( '@wordpress/data', () => {
	const actual = jest.requireActual( '@wordpress/data' );
	return new Proxy( actual, {
		get: ( target, key ) =>
			key === 'dispatch' ? () => mockCart : target[ key ],
	} );
} );

const SHIRT_L: FormVariation = {
	id: 31,
	attributes: { attribute_groesse: 'L' },
	priceText: '26,90 €',
	amount: '26.90',
	stockText: 'Auf Lager',
	inStock: true,
	firstPaymentHtml: '',
};
const SHIRT_XL: FormVariation = {
	...SHIRT_L,
	id: 32,
	attributes: { attribute_groesse: 'XL' },
	stockText: 'Ausverkauft',
	inStock: false,
};

/**
 * A product form as the server renders it.
 *
 * @param type       Product kind.
 * @param fields     The form's own fields.
 * @param variations Variations (variable products).
 */
function formHtml(
	type: string,
	fields: string,
	variations: FormVariation[] = []
): string {
	const data = {
		id: 30,
		type,
		name: 'Produkt',
		nonce: 'n',
		addUrl: '/?wc-ajax=change_cart',
		cartUrl: '/?wc-ajax=cart_script_params',
		cartPage: '/warenkorb/',
		variations,
	};
	return `<form class="vitrine-add-to-cart" method="post" data-kind="${ type }" data-vitrine-product="${ JSON.stringify(
		data
	).replace(
		/"/g,
		'&quot;'
	) }"><input type="hidden" name="add-to-cart" value="30">${ fields }<div class="vitrine-add-to-cart__notices" aria-live="polite"></div><button type="submit" class="vitrine-add-to-cart__button">In den Warenkorb</button></form>`;
}

/**
 * One form of the page, by product kind.
 *
 * @param type Product kind.
 */
function form( type: string ): HTMLFormElement {
	return document.querySelector(
		`form[data-kind="${ type }"]`
	) as HTMLFormElement;
}

// One page of four forms, enhanced once by the view script (as a page
// with several product forms is).
beforeAll( () => {
	document.body.innerHTML = [
		formHtml(
			'variable',
			'<label for="g">Größe</label><select id="g" name="attribute_groesse"><option value=""></option><option>L</option><option>XL</option></select><button type="button" class="vitrine-add-to-cart__reset" hidden>Auswahl zurücksetzen</button><input type="hidden" name="variation_id" value=""><div class="vitrine-add-to-cart__variation"></div>',
			[ SHIRT_L, SHIRT_XL ]
		),
		formHtml(
			'grouped',
			'<input type="number" name="quantity[11]" value=""><input type="number" name="quantity[12]" value="">'
		),
		formHtml(
			'booking',
			'<input type="date" name="wc_bookings_field_start_date" value=""><input type="time" name="wc_bookings_field_start_date_time" value="14:00"><input type="number" name="wc_bookings_field_persons" value="3">'
		),
		formHtml( 'subscription', '<input name="quantity" value="5">' ),
	].join( '' );
	require( '../view' );
} );

/**
 * Submits the form as a click on its button does.
 *
 * @param element The form.
 */
function submit( element: HTMLFormElement ) {
	element.dispatchEvent(
		new Event( 'submit', { bubbles: true, cancelable: true } )
	);
}

beforeEach( () => {
	jest.clearAllMocks();
} );

describe( 'add-to-cart form view', () => {
	it( 'variable: the button stays aria-disabled until an in-stock variation is chosen, which shows its price and stock (§4.4, §4.3)', () => {
		const element = form( 'variable' );
		const button = element.querySelector(
			'.vitrine-add-to-cart__button'
		) as HTMLButtonElement;
		const select = element.querySelector( 'select' ) as HTMLSelectElement;
		const area = element.querySelector(
			'.vitrine-add-to-cart__variation'
		) as HTMLElement;
		expect( button.classList.contains( 'disabled' ) ).toBe( true );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );

		// Nothing chosen: the form names the option and asks no one.
		submit( element );
		expect( mockAdder.notify ).toHaveBeenCalledWith(
			'error',
			'Please choose an option for "Größe".'
		);
		expect( mockAdder.add ).not.toHaveBeenCalled();

		select.value = 'L';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( area.querySelector( '.price' )?.textContent ).toBe( '26,90 €' );
		expect( area.querySelector( '.stock' )?.textContent ).toBe(
			'Auf Lager'
		);
		expect( button.classList.contains( 'disabled' ) ).toBe( false );
		expect( button.hasAttribute( 'aria-disabled' ) ).toBe( false );
		expect(
			(
				element.querySelector(
					'[name="variation_id"]'
				) as HTMLInputElement
			 ).value
		).toBe( '31' );
		expect( mockCart.setVariation ).toHaveBeenLastCalledWith( {
			variationId: 31,
			firstPaymentHtml: '',
		} );

		submit( element );
		expect( mockAdder.add ).toHaveBeenCalledWith( [
			{
				id: 30,
				quantity: 1,
				variations: [ { name: 'attribute_groesse', value: 'L' } ],
				extra: {},
			},
		] );
	} );

	it( 'grouped: nothing chosen is answered in the form without a request; each quantity[{id}] becomes a line of its own product (§3.6)', () => {
		const element = form( 'grouped' );
		submit( element );
		expect( mockAdder.notify ).toHaveBeenCalledWith(
			'error',
			'Please choose a quantity for at least one product of the group.'
		);
		expect( mockAdder.add ).not.toHaveBeenCalled();

		(
			element.querySelector( '[name="quantity[11]"]' ) as HTMLInputElement
		 ).value = '3';
		submit( element );
		expect( mockAdder.add ).toHaveBeenCalledWith( [
			expect.objectContaining( { id: 11, quantity: 3 } ),
		] );
	} );

	it( 'booking: without a date the form answers without a request; with date, time and persons it is one line (§3.6)', () => {
		const element = form( 'booking' );
		submit( element );
		expect( mockAdder.notify ).toHaveBeenCalledWith(
			'error',
			'Please choose a date for your booking.'
		);
		expect( mockAdder.add ).not.toHaveBeenCalled();

		(
			element.querySelector(
				'[name="wc_bookings_field_start_date"]'
			) as HTMLInputElement
		 ).value = '2026-12-02';
		submit( element );
		expect( mockAdder.add ).toHaveBeenCalledWith( [
			expect.objectContaining( {
				id: 30,
				quantity: 1,
				booking: {
					wc_bookings_field_start_date: '2026-12-02',
					wc_bookings_field_start_date_time: '14:00',
					wc_bookings_field_persons: '3',
				},
			} ),
		] );
	} );

	it( 'subscription: bought once, whatever a quantity field says (§3.6)', () => {
		submit( form( 'subscription' ) );
		expect( mockAdder.add ).toHaveBeenCalledWith( [
			expect.objectContaining( { id: 30, quantity: 1 } ),
		] );
	} );
} );
