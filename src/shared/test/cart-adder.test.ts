/**
 * Adding a form's lines to the cart and announcing it (§3.6), as the
 * product page's form and the grid's button share it.
 */
/**
 * External dependencies
 */
import { ShopAjaxError } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { cartAdder } from '../cart-adder';

const mockCart = {
	setEndpoints: jest.fn(),
	addToCart: jest.fn(),
};

// Only dispatch() is replaced; read lazily, since @wordpress/data requires itself while loading.
jest.mock( '@wordpress/data', () => {
	const actual = jest.requireActual( '@wordpress/data' );
	return new Proxy( actual, {
		get: ( target, key ) =>
			key === 'dispatch' ? () => mockCart : target[ key ],
	} );
} );

const data = {
	name: 'Kaffeetasse',
	nonce: 'n1',
	addUrl: '/?wc-ajax=change_cart',
	cartUrl: '/?wc-ajax=cart_script_params',
	cartPage: '/warenkorb/',
};
const line = { id: 7, quantity: 1, variations: null, extra: {} };

/** A form with a live region and a submit button. */
function form() {
	document.body.innerHTML =
		'<form><div class="notices" aria-live="polite"></div><button type="submit">In den Warenkorb</button></form>';
	return document.querySelector( 'form' ) as HTMLFormElement;
}

beforeEach( () => {
	jest.clearAllMocks();
} );

describe( 'cartAdder (§3.6: add to the cart and say so)', () => {
	it( 'gives the store the form’s change_cart and cart_script_params endpoints', () => {
		cartAdder( form(), '.notices', null, data );
		expect( mockCart.setEndpoints ).toHaveBeenCalledWith( {
			change_cart: { url: '/?wc-ajax=change_cart', nonce: 'n1' },
			cart_script_params: {
				url: '/?wc-ajax=cart_script_params',
				nonce: '',
			},
		} );
	} );

	it( 'adds the lines, is busy meanwhile and announces success with a link to the cart', async () => {
		const element = form();
		const button = element.querySelector( 'button' );
		let release = () => {};
		mockCart.addToCart.mockReturnValue(
			new Promise< void >( ( resolve ) => ( release = resolve ) )
		);
		const adder = cartAdder( element, '.notices', button, data );
		const adding = adder.add( [ line ] );
		expect( mockCart.addToCart ).toHaveBeenCalledWith( [ line ] );
		expect( adder.busy() ).toBe( true );
		expect( button?.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		release();
		await adding;
		expect( adder.busy() ).toBe( false );
		expect( button?.hasAttribute( 'aria-busy' ) ).toBe( false );
		const notice = element.querySelector( '.notices p' );
		expect( notice?.className ).toBe(
			'vitrine-notice vitrine-notice--success'
		);
		expect( notice?.textContent ).toBe(
			'"Kaffeetasse" has been added to your cart. View cart'
		);
		expect( notice?.querySelector( 'a' )?.getAttribute( 'href' ) ).toBe(
			'/warenkorb/'
		);
	} );

	it( 'shows the shop’s refusal, and its own text for an answer that is not one', async () => {
		const element = form();
		const adder = cartAdder( element, '.notices', null, data );
		mockCart.addToCart.mockRejectedValueOnce(
			new ShopAjaxError( 'Nur noch 2 auf Lager.', { kind: 'refused' } )
		);
		await adder.add( [ line ] );
		expect( element.querySelector( '.notices' )?.textContent ).toBe(
			'Nur noch 2 auf Lager.'
		);
		mockCart.addToCart.mockRejectedValueOnce( new Error( 'TypeError' ) );
		await adder.add( [ line ] );
		const notices = element.querySelectorAll( '.notices p' );
		expect( notices ).toHaveLength( 1 );
		expect( notices[ 0 ].className ).toBe(
			'vitrine-notice vitrine-notice--error'
		);
		expect( notices[ 0 ].textContent ).toBe(
			'The product could not be added to your cart. Please try again.'
		);
		expect( adder.busy() ).toBe( false );
	} );

	it( 'notify() replaces the last notice and does nothing without a live region', () => {
		const element = form();
		const adder = cartAdder( element, '.notices', null, data );
		adder.notify( 'error', 'Bitte wähle eine Option.' );
		adder.notify( 'error', 'Bitte wähle eine Größe.' );
		expect( element.querySelector( '.notices' )?.textContent ).toBe(
			'Bitte wähle eine Größe.'
		);
		const without = cartAdder( element, '.missing', null, data );
		expect( () => without.notify( 'success', 'x' ) ).not.toThrow();
	} );
} );
