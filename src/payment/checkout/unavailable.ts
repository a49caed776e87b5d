/**
 * The checkout's side of §4.4's failed script (rules/unavailable.ts): the
 * methods that cannot pay are disabled with a German message beside their
 * label, their wrappers hidden, and a selected one gives way to a method
 * that still pays; the `change` this dispatches lets the §2.7 controller
 * bring the place-order button back. Nothing is logged: a failed script is
 * the provider's outage, not the page's error (§8.2: hidden silently).
 */
/**
 * External dependencies
 */
import { paymentStore } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select, subscribe } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	failedMethods,
	planUnavailable,
	unavailableMessage,
	type UnavailableReason,
} from '../rules/unavailable';
import { FORM_SELECTOR } from './forms';

/** Methods marked on this page so far. */
const marked = new Set< string >();

/** The message element's class. */
export const MESSAGE_CLASS = 'vitrine-payment-methods__unavailable';

/**
 * Marks the methods a failure takes away.
 *
 * @param reason Why.
 * @param method The wrapper's method (for 'ineligible').
 */
export function markUnavailable(
	reason: UnavailableReason,
	method = ''
): void {
	const form = document.querySelector< HTMLFormElement >( FORM_SELECTOR );
	if ( ! form ) {
		return;
	}
	const radios = Array.from(
		form.querySelectorAll< HTMLInputElement >(
			'input[type="radio"][name="payment_method"]'
		)
	);
	const offered = radios.map( ( radio ) => radio.value );
	for ( const id of failedMethods( reason, offered, method ) ) {
		marked.add( id );
	}
	const selected = radios.find( ( radio ) => radio.checked )?.value ?? '';
	const plan = planUnavailable( {
		offered,
		selected,
		unavailable: [ ...marked ],
	} );
	const text = unavailableMessage( plan.nothingLeft );
	for ( const radio of radios ) {
		if ( plan.disabled.includes( radio.value ) ) {
			disable( radio, text );
		}
	}
	const next = radios.find( ( radio ) => radio.value === plan.select );
	if ( next ) {
		next.checked = true;
		next.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	}
}

/**
 * Disables a method's radio and puts the message beside its label.
 *
 * @param radio The method's radio.
 * @param text  The message.
 */
function disable( radio: HTMLInputElement, text: string ): void {
	radio.disabled = true;
	const item = radio.closest( '[data-method]' ) ?? radio.parentElement;
	const id = `${ radio.id }-unavailable`;
	let message = document.getElementById( id );
	if ( ! message ) {
		message = document.createElement( 'p' );
		message.id = id;
		message.className = MESSAGE_CLASS;
		message.setAttribute( 'role', 'status' );
		const label = item?.querySelector( `label[for="${ radio.id }"]` );
		( label ?? radio ).after( message );
		const described = radio.getAttribute( 'aria-describedby' );
		radio.setAttribute(
			'aria-describedby',
			described ? `${ id } ${ described }` : id
		);
	}
	message.textContent = text;
	item
		?.querySelectorAll< HTMLElement >( '[data-method][id]' )
		.forEach( ( wrapper ) => {
			wrapper.hidden = true;
		} );
}

/**
 * Marks the script's methods once `vitrine/payment` reports the script
 * failed (any island's load: the wallet, the card fields, a mobile wallet).
 */
export function watchSdkFailure(): void {
	let done = false;
	const check = () => {
		if ( ! done && select( paymentStore ).getSdkStatus() === 'failed' ) {
			done = true;
			markUnavailable( 'sdk' );
		}
	};
	check();
	subscribe( check, paymentStore );
}
