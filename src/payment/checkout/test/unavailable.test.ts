/**
 * §4.4 on the checkout form, in jsdom: when the provider's script fails (or
 * a wrapper's buttons are not eligible) the shopper keeps a way to pay.
 */
/**
 * Internal dependencies
 */
import { makeConfig } from '../../test/fixtures/config';
import { isHiddenByDisplay } from '../display/apply';

type Module = typeof import('../unavailable');
type Display = typeof import('../display/index');

/**
 * A checkout form as templates/checkout/payment*.php renders it.
 *
 * @param methods  Offered method ids.
 * @param selected The selected one.
 */
function render( methods: string[], selected: string ) {
	const items = methods
		.map(
			( id ) => `
		<li data-method="${ id }">
			<input type="radio" id="payment_method_${ id }" name="payment_method" value="${ id }"${
				id === selected ? ' checked' : ''
			} aria-describedby="payment_method_${ id }-description">
			<label for="payment_method_${ id }">${ id }</label>
			<div class="vitrine-payment-methods__box">
				<p id="payment_method_${ id }-description">…</p>
				${
					id === 'bacs'
						? ''
						: `<div id="w-${ id }" class="vitrine-payment-methods__wrapper" data-method="${ id }"></div>`
				}
			</div>
		</li>`
		)
		.join( '' );
	document.body.innerHTML = `
		<form class="vitrine-checkout__form">
			<ul>${ items }</ul>
			<p><button type="submit" id="place_order">Zahlungspflichtig bestellen</button></p>
		</form>`;
}

const radio = ( id: string ) =>
	document.getElementById( `payment_method_${ id }` ) as HTMLInputElement;

/**
 * Fresh modules (the marked methods are the page's).
 *
 * @param run Test body.
 */
function withModules( run: ( unavailable: Module, display: Display ) => void ) {
	jest.isolateModules( () => {
		run( require( '../unavailable' ), require( '../display/index' ) );
	} );
}

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'a provider that cannot pay on the checkout (§4.4)', () => {
	it( 'a failed script disables the provider’s methods with the message and brings place-order back', () => {
		render(
			[ 'bacs', 'ppcp-gateway', 'ppcp-oxxo-gateway' ],
			'ppcp-gateway'
		);
		withModules( ( { markUnavailable, MESSAGE_CLASS }, display ) => {
			const stop = display.startCheckoutDisplay(
				makeConfig( { context: 'checkout' } )
			);
			const place = document.getElementById( 'place_order' );
			expect( isHiddenByDisplay( place ) ).toBe( true );

			markUnavailable( 'sdk' );

			expect( radio( 'bacs' ).checked ).toBe( true );
			expect( isHiddenByDisplay( place ) ).toBe( false );
			expect( radio( 'ppcp-gateway' ).disabled ).toBe( true );
			expect( radio( 'ppcp-oxxo-gateway' ).disabled ).toBe( false );
			const message = document.querySelector( `.${ MESSAGE_CLASS }` );
			expect( message?.textContent ).toBe(
				'PayPal is not available right now. Please choose another payment method.'
			);
			expect( message?.id ).toBe(
				'payment_method_ppcp-gateway-unavailable'
			);
			expect(
				radio( 'ppcp-gateway' ).getAttribute( 'aria-describedby' )
			).toBe(
				'payment_method_ppcp-gateway-unavailable payment_method_ppcp-gateway-description'
			);
			expect( document.getElementById( 'w-ppcp-gateway' )?.hidden ).toBe(
				true
			);
			stop();
		} );
	} );

	it( 'ineligible card buttons take only their method; the wallet stays selected', () => {
		render(
			[ 'bacs', 'ppcp-gateway', 'ppcp-card-button-gateway' ],
			'ppcp-gateway'
		);
		withModules( ( { markUnavailable } ) => {
			markUnavailable( 'ineligible', 'ppcp-card-button-gateway' );
			expect( radio( 'ppcp-card-button-gateway' ).disabled ).toBe( true );
			expect( radio( 'ppcp-gateway' ).disabled ).toBe( false );
			expect( radio( 'ppcp-gateway' ).checked ).toBe( true );
			markUnavailable( 'ineligible', 'ppcp-card-button-gateway' );
			expect(
				document.querySelectorAll(
					'#payment_method_ppcp-card-button-gateway-unavailable'
				)
			).toHaveLength( 1 );
		} );
	} );

	it( 'with PayPal the only method the message asks to try later', () => {
		render( [ 'ppcp-gateway' ], 'ppcp-gateway' );
		withModules( ( { markUnavailable, MESSAGE_CLASS } ) => {
			markUnavailable( 'sdk' );
			expect( radio( 'ppcp-gateway' ).checked ).toBe( true );
			expect(
				document.querySelector( `.${ MESSAGE_CLASS }` )?.textContent
			).toBe(
				'PayPal is not available right now. Please try again later.'
			);
		} );
	} );

	it( 'the store’s failed script status marks the methods once', () => {
		render( [ 'bacs', 'ppcp-gateway' ], 'ppcp-gateway' );
		withModules( ( { watchSdkFailure } ) => {
			// eslint-disable-next-line @typescript-eslint/no-var-requires
			const { dispatch } = require( '@wordpress/data' );
			// eslint-disable-next-line @typescript-eslint/no-var-requires
			const { paymentStore } = require( '@vitrine/store' );
			watchSdkFailure();
			expect( radio( 'ppcp-gateway' ).disabled ).toBe( false );
			dispatch( paymentStore ).setSdkStatus(
				'failed',
				'The script "x" failed to load.'
			);
			expect( radio( 'ppcp-gateway' ).disabled ).toBe( true );
			expect( radio( 'bacs' ).checked ).toBe( true );
		} );
	} );
} );
