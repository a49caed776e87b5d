/**
 * The §2.7 display controller on a checkout and a pay-for-order form as the
 * server renders them (templates/checkout/payment*.php), in jsdom.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import {
	dispatchMethodEvent,
	listenMethodEvents,
} from '../../../method-events';
import { makeConfig } from '../../../test/fixtures/config';
import { HIDDEN_ATTRIBUTE, isHiddenByDisplay, OVERLAY_CLASS } from '../apply';
import { CARD_FIELDS_LOADED_EVENT, startCheckoutDisplay } from '../index';

const METHODS: Array< [ string, string ] > = [
	[ 'bacs', '' ],
	[ 'ppcp-gateway', 'ppc-button-ppcp-gateway' ],
	[ 'ppcp-card-button-gateway', 'ppc-button-ppcp-card' ],
	[ 'ppcp-applepay', 'ppc-button-ppcp-applepay' ],
	[ 'ppcp-googlepay', 'ppc-button-ppcp-googlepay' ],
	[ 'ppcp-oxxo-gateway', 'ppc-button-ppcp-oxxo-gateway' ],
	[ 'ppcp-credit-card-gateway', 'ppcp-hosted-fields' ],
];

/**
 * Renders the form.
 *
 * @param options                What the page holds.
 * @param options.formSelector   'checkout' or 'pay'.
 * @param options.guestCheckbox  A create-account box, ticked or not; undefined for none.
 * @param options.messagesInside The messages wrapper sits inside the wallet wrapper.
 * @param options.savedCard      A saved-card select with this value.
 */
function render( {
	formSelector = 'checkout',
	guestCheckbox,
	messagesInside = false,
	savedCard,
}: {
	formSelector?: 'checkout' | 'pay';
	guestCheckbox?: boolean;
	messagesInside?: boolean;
	savedCard?: string;
} = {} ) {
	const items = METHODS.map(
		( [ id, wrapper ] ) => `
		<li data-method="${ id }">
			<input type="radio" id="payment_method_${ id }" name="payment_method" value="${ id }"${
				id === 'bacs' ? ' checked' : ''
			}>
			<label for="payment_method_${ id }">${ id }</label>
			<div class="vitrine-payment-methods__box">${
				wrapper
					? `<div id="${ wrapper }" class="vitrine-payment-methods__wrapper" data-method="${ id }">${
							id === 'ppcp-gateway' && messagesInside
								? '<div id="ppcp-messages"></div>'
								: ''
					  }${
							id === 'ppcp-credit-card-gateway'
								? '<input id="ppcp-credit-card-gateway-card-number"><input type="checkbox" id="ppcp-credit-card-vault">'
								: ''
					  }</div>`
					: ''
			}</div>
		</li>`
	).join( '' );
	const attributes =
		formSelector === 'checkout'
			? 'class="vitrine-checkout__form"'
			: 'id="order_review"';
	document.body.innerHTML = `
		<form ${ attributes }>
			<input id="billing_first_name" name="billing_first_name">
			${
				guestCheckbox === undefined
					? ''
					: `<input type="checkbox" id="createaccount" name="createaccount" value="1"${
							guestCheckbox ? ' checked' : ''
					  }>`
			}
			${
				savedCard === undefined
					? ''
					: `<select id="saved-credit-card"><option value="new">Neue Karte</option><option value="7">Visa</option></select>`
			}
			<ul>${ items }</ul>
			<div class="ppcp-vaulted-paypal-details"></div>
			${ messagesInside ? '' : '<div id="ppcp-messages"></div>' }
			<input type="hidden" id="ppcp-funding-source" name="ppcp-funding-source" value="">
			<p class="vitrine-checkout__place"><button type="submit" id="place_order">Bestellen</button></p>
		</form>`;
	if ( savedCard !== undefined ) {
		const select = document.getElementById(
			'saved-credit-card'
		) as HTMLSelectElement;
		select.value = savedCard;
	}
}

const checkoutConfig = ( overrides: Partial< GatewayConfig > = {} ) =>
	makeConfig( {
		context: 'checkout',
		separate_buttons: {
			card: {
				id: 'ppcp-card-button-gateway',
				wrapper: '#ppc-button-ppcp-card',
				style: { shape: 'rect', height: 40 },
			},
		},
		...overrides,
	} );

/**
 * Selects a method as a shopper does.
 *
 * @param id Method id.
 */
function choose( id: string ) {
	const radio = document.getElementById(
		`payment_method_${ id }`
	) as HTMLInputElement;
	radio.checked = true;
	radio.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

const shown = ( id: string ) =>
	! isHiddenByDisplay( document.getElementById( id ) );

/** Which method wrappers show, and the place-order button. */
function visible(): string[] {
	return [
		...METHODS.map( ( [ , wrapper ] ) => wrapper ).filter(
			( wrapper ) => wrapper && shown( wrapper )
		),
		...( shown( 'place_order' ) ? [ 'place_order' ] : [] ),
	];
}

/**
 * Presses Enter in the billing input.
 *
 * @return Whether the default action (submitting) still happens.
 */
function pressEnter(): boolean {
	const input = document.getElementById( 'billing_first_name' )!;
	return input.dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key: 'Enter',
			bubbles: true,
			cancelable: true,
		} )
	);
}

let stop: () => void = () => undefined;
let stopEvents: () => void = () => undefined;

beforeEach( () => {
	stopEvents = listenMethodEvents( 'ppcp-gateway' );
} );

afterEach( () => {
	stop();
	stopEvents();
	document.body.innerHTML = '';
} );

describe( 'switching methods on the checkout (§2.7)', () => {
	it( 'shows exactly the selected method’s wrapper and place-order only for methods the form pays', () => {
		render();
		stop = startCheckoutDisplay( checkoutConfig() );

		expect( visible() ).toEqual( [ 'place_order' ] );
		choose( 'ppcp-gateway' );
		expect( visible() ).toEqual( [ 'ppc-button-ppcp-gateway' ] );
		choose( 'ppcp-card-button-gateway' );
		expect( visible() ).toEqual( [ 'ppc-button-ppcp-card' ] );
		choose( 'ppcp-applepay' );
		expect( visible() ).toEqual( [ 'ppc-button-ppcp-applepay' ] );
		choose( 'ppcp-googlepay' );
		expect( visible() ).toEqual( [ 'ppc-button-ppcp-googlepay' ] );
		choose( 'ppcp-oxxo-gateway' );
		expect( visible() ).toEqual( [
			'ppc-button-ppcp-oxxo-gateway',
			'place_order',
		] );
		choose( 'ppcp-credit-card-gateway' );
		expect( visible() ).toEqual( [ 'ppcp-hosted-fields' ] );
		choose( 'bacs' );
		expect( visible() ).toEqual( [ 'place_order' ] );
	} );

	it( 'applies the selection the page starts with, before any change', () => {
		render();
		(
			document.getElementById(
				'payment_method_ppcp-gateway'
			) as HTMLInputElement
		 ).checked = true;
		stop = startCheckoutDisplay( checkoutConfig() );
		expect( visible() ).toEqual( [ 'ppc-button-ppcp-gateway' ] );
	} );

	it( 'blocks the wallet wrapper with a white overlay at opacity 0.6 while another method is selected (§9.5)', () => {
		render();
		stop = startCheckoutDisplay( checkoutConfig() );
		const wallet = document.getElementById( 'ppc-button-ppcp-gateway' )!;
		const overlay = wallet.querySelector< HTMLElement >(
			`.${ OVERLAY_CLASS }`
		);
		expect( overlay?.style.opacity ).toBe( '0.6' );
		expect( overlay?.style.background ).toMatch(
			/^(#ffffff|rgb\(255, 255, 255\))$/
		);
		expect( wallet.hasAttribute( 'inert' ) ).toBe( true );
		choose( 'ppcp-gateway' );
		expect( wallet.querySelector( `.${ OVERLAY_CLASS }` ) ).toBeNull();
		expect( wallet.hasAttribute( 'inert' ) ).toBe( false );
	} );

	it( 'shows the vaulted wallet details only with the wallet selected', () => {
		render();
		stop = startCheckoutDisplay( checkoutConfig() );
		const details = document.querySelector(
			'.ppcp-vaulted-paypal-details'
		);
		expect( isHiddenByDisplay( details ) ).toBe( true );
		choose( 'ppcp-gateway' );
		expect( isHiddenByDisplay( details ) ).toBe( false );
	} );

	it( 'hides the wallet wrapper on a free-trial cart with a vaulted e-mail by skipping the toggling altogether', () => {
		render();
		stop = startCheckoutDisplay(
			checkoutConfig( {
				is_free_trial_cart: true,
				vaulted_paypal_email: 'kundin@example.org',
			} )
		);
		choose( 'ppcp-gateway' );
		expect(
			document.querySelectorAll( `[${ HIDDEN_ATTRIBUTE }]` )
		).toHaveLength( 0 );
	} );
} );

describe( 'Enter in a billing input (§2.7)', () => {
	it( 'does not submit with the wallet, the card button or the cards selected, and does with bank transfer', () => {
		render();
		stop = startCheckoutDisplay( checkoutConfig() );
		expect( pressEnter() ).toBe( true );
		choose( 'ppcp-gateway' );
		expect( pressEnter() ).toBe( false );
		choose( 'ppcp-card-button-gateway' );
		expect( pressEnter() ).toBe( false );
		choose( 'ppcp-credit-card-gateway' );
		expect( pressEnter() ).toBe( false );
		choose( 'ppcp-oxxo-gateway' );
		expect( pressEnter() ).toBe( true );
		choose( 'bacs' );
		expect( pressEnter() ).toBe( true );
	} );
} );

describe( 'card fields and saved cards (§2.7, §4.10)', () => {
	it( 'overlays the card fields until they report loaded', () => {
		render();
		stop = startCheckoutDisplay( checkoutConfig() );
		choose( 'ppcp-credit-card-gateway' );
		const fields = document.getElementById( 'ppcp-hosted-fields' )!;
		expect( fields.querySelector( `.${ OVERLAY_CLASS }` ) ).not.toBeNull();
		document.body.dispatchEvent( new Event( CARD_FIELDS_LOADED_EVENT ) );
		expect( fields.querySelector( `.${ OVERLAY_CLASS }` ) ).toBeNull();
	} );

	it( 'resets the saved-card select to its first option on the checkout, then a saved card hides the fields and disables the inputs', () => {
		render( { savedCard: '7' } );
		stop = startCheckoutDisplay( checkoutConfig() );
		const select = document.getElementById(
			'saved-credit-card'
		) as HTMLSelectElement;
		expect( select.value ).toBe( 'new' );

		choose( 'ppcp-credit-card-gateway' );
		expect( shown( 'ppcp-hosted-fields' ) ).toBe( true );
		select.value = '7';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( shown( 'ppcp-hosted-fields' ) ).toBe( false );
		const number = document.getElementById(
			'ppcp-credit-card-gateway-card-number'
		) as HTMLInputElement;
		const vault = document.getElementById(
			'ppcp-credit-card-vault'
		) as HTMLInputElement;
		expect( number.disabled ).toBe( true );
		expect( vault.disabled ).toBe( true );
	} );

	it( 'keeps the shopper’s saved card on the pay-for-order page', () => {
		render( { formSelector: 'pay', savedCard: '7' } );
		stop = startCheckoutDisplay( checkoutConfig( { context: 'pay-now' } ) );
		expect(
			(
				document.getElementById(
					'saved-credit-card'
				) as HTMLSelectElement
			 ).value
		).toBe( '7' );
	} );
} );

describe( 'pay-later messages (§2.7)', () => {
	it( 'hides messages that sit in the wallet wrapper when another method is selected', () => {
		render( { messagesInside: true } );
		stop = startCheckoutDisplay( checkoutConfig() );
		expect( shown( 'ppcp-messages' ) ).toBe( false );
		choose( 'ppcp-gateway' );
		expect( shown( 'ppcp-messages' ) ).toBe( true );
	} );

	it( 'keeps messages outside the wrappers, except on a free-trial cart', () => {
		render();
		stop = startCheckoutDisplay( checkoutConfig() );
		expect( shown( 'ppcp-messages' ) ).toBe( true );
		stop();
		render();
		stop = startCheckoutDisplay(
			checkoutConfig( { is_free_trial_cart: true } )
		);
		expect( shown( 'ppcp-messages' ) ).toBe( false );
	} );
} );

describe( 'pay-for-order, skip conditions and §6', () => {
	it( 'runs the same rules on the pay-for-order form', () => {
		render( { formSelector: 'pay' } );
		stop = startCheckoutDisplay( checkoutConfig( { context: 'pay-now' } ) );
		choose( 'ppcp-gateway' );
		expect( visible() ).toEqual( [ 'ppc-button-ppcp-gateway' ] );
	} );

	it( 'touches nothing outside checkout and pay-now or on the change-payment-method page (§2.5)', () => {
		render();
		stop = startCheckoutDisplay( checkoutConfig( { context: 'cart' } ) );
		choose( 'ppcp-gateway' );
		stop();
		stop = startCheckoutDisplay(
			checkoutConfig( {
				context: 'pay-now',
				is_subscription_change_payment_page: true,
			} )
		);
		choose( 'ppcp-card-button-gateway' );
		expect(
			document.querySelectorAll( `[${ HIDDEN_ATTRIBUTE }]` )
		).toHaveLength( 0 );
	} );

	it( 'gives a guest with a subscription the provider methods only once "create an account" is ticked (§6)', () => {
		render( { guestCheckbox: false } );
		stop = startCheckoutDisplay(
			checkoutConfig( {
				data_client_id: {
					user: 0,
					has_subscriptions: true,
					set_attribute: false,
					paypal_subscriptions_enabled: false,
				},
			} )
		);
		choose( 'ppcp-gateway' );
		expect( visible() ).toEqual( [ 'place_order' ] );
		expect( pressEnter() ).toBe( true );

		const box = document.getElementById(
			'createaccount'
		) as HTMLInputElement;
		box.checked = true;
		box.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( visible() ).toEqual( [ 'ppc-button-ppcp-gateway' ] );
		expect( pressEnter() ).toBe( false );
	} );

	it( 'applies the rules again on a §9.3 method event (a method rendered or redrawn)', () => {
		render();
		stop = startCheckoutDisplay( checkoutConfig() );
		(
			document.getElementById(
				'payment_method_ppcp-gateway'
			) as HTMLInputElement
		 ).checked = true;
		expect( visible() ).toEqual( [ 'place_order' ] );
		dispatchMethodEvent( 'ppcp_render_method' );
		expect( visible() ).toEqual( [ 'ppc-button-ppcp-gateway' ] );
	} );

	it( 'stops listening when stopped', () => {
		render();
		stop = startCheckoutDisplay( checkoutConfig() );
		stop();
		choose( 'ppcp-gateway' );
		expect( visible() ).toEqual( [ 'place_order' ] );
	} );
} );
