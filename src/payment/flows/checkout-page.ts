/**
 * The checkout (and pay-for-order) form in the browser, as checkoutFlow
 * reads and marks it: §2.7's hidden inputs, §5.2's required fields after
 * the validate event, the error list at the top of the form (text only,
 * focused and scrolled into view, like the server's own list), §5.3's
 * checkout_error event and the spinner. It never changes what the shopper
 * typed.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CHECKOUT_ERROR_EVENT } from '../rules/early-validation';
import { sectionOf, type ValidationMessage } from '../rules/validation';
import { isShown } from '../rules/visibility-watch';
import type { CheckoutForm } from './checkout';

/** The list's id: the server renders the same one after a classic submit. */
const ERRORS_ID = 'vitrine-checkout-errors';

/** §5.2: the event each visible required input gets first. */
const VALIDATE_EVENT = 'validate';

/** §8.2: the checkout refresh. */
const UPDATE_EVENT = 'update_checkout';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A hidden input of the form, made when the markup lacks it.
 *
 * @param form Form.
 * @param name Its name.
 */
function hiddenInput( form: HTMLFormElement, name: string ): HTMLInputElement {
	let input = form.querySelector< HTMLInputElement >(
		`input[name="${ name }"]`
	);
	if ( ! input ) {
		input = document.createElement( 'input' );
		input.type = 'hidden';
		input.name = name;
		form.append( input );
	}
	return input;
}

/**
 * Whether a required field is empty or malformed.
 *
 * @param field Field.
 */
function isInvalid( field: Field ): boolean {
	if ( field instanceof HTMLInputElement && field.type === 'checkbox' ) {
		return ! field.checked;
	}
	if ( field instanceof HTMLInputElement && field.type === 'radio' ) {
		return ! field.form?.querySelector(
			`input[name="${ CSS.escape( field.name ) }"]:checked`
		);
	}
	return field.value.trim() === '' || ! field.checkValidity();
}

/**
 * A field's label text.
 *
 * @param field Field.
 */
function labelOf( field: Field ): string {
	const label = field.id
		? document.querySelector( `label[for="${ CSS.escape( field.id ) }"]` )
		: field.closest( 'label' );
	return label?.textContent ?? field.name;
}

/**
 * One line of the list: a §5.2 message with its field in bold, or text.
 *
 * @param line Line.
 */
function listItem( line: ValidationMessage | string ): HTMLLIElement {
	const item = document.createElement( 'li' );
	if ( typeof line === 'string' ) {
		item.textContent = line;
		return item;
	}
	item.append( line.before );
	if ( line.field ) {
		const strong = document.createElement( 'strong' );
		strong.textContent = line.field;
		item.append( strong );
	}
	item.append( line.after );
	return item;
}

/**
 * The checkout form of the page.
 *
 * @param form The `<form>` (checkout form or #order_review).
 */
export function browserCheckoutForm( form: HTMLFormElement ): CheckoutForm {
	const data = () => new FormData( form );
	const list = () => document.getElementById( ERRORS_ID );
	return {
		returnUrl: () => window.location.href.split( '#' )[ 0 ],
		setFundingSource: ( source ) => {
			hiddenInput( form, 'ppcp-funding-source' ).value = source;
		},
		setResumeOrder: ( customId ) => {
			hiddenInput( form, 'ppcp-resume-order' ).value = customId;
		},
		requiredFields: () => {
			const fields = Array.from(
				form.querySelectorAll< Field >(
					'[aria-required="true"], [required]'
				)
			).filter( ( field ) => isShown( field ) && ! field.disabled );
			for ( const field of fields ) {
				field.dispatchEvent(
					new Event( VALIDATE_EVENT, { bubbles: true } )
				);
			}
			return fields.map( ( field ) => {
				const invalid = isInvalid( field );
				if ( invalid ) {
					field.setAttribute( 'aria-invalid', 'true' );
				} else {
					field.removeAttribute( 'aria-invalid' );
				}
				return {
					name: field.name,
					section: sectionOf( field.name ),
					label: labelOf( field ),
					visible: true,
					invalid,
				};
			} );
		},
		encoded: () =>
			new URLSearchParams(
				Array.from( data().entries() ).filter(
					( entry ): entry is [ string, string ] =>
						typeof entry[ 1 ] === 'string'
				)
			).toString(),
		billing: () =>
			Object.fromEntries(
				Array.from( data().entries() ).filter(
					( entry ): entry is [ string, string ] =>
						entry[ 0 ].startsWith( 'billing_' ) &&
						typeof entry[ 1 ] === 'string'
				)
			),
		chosenMethod: () =>
			form.querySelector< HTMLInputElement >(
				'input[name="payment_method"]:checked'
			)?.value ?? '',
		createAccount: () => {
			const box = form.querySelector< HTMLInputElement >(
				'input[name="createaccount"]'
			);
			return box ? box.checked : undefined;
		},
		saveMethod: () =>
			!! form.querySelector< HTMLInputElement >(
				'input[name$="new-payment-method"]:checked'
			),
		showList: ( lines ) => {
			let area = list();
			if ( ! area ) {
				area = document.createElement( 'div' );
				area.id = ERRORS_ID;
				area.className =
					'vitrine-notice vitrine-notice--error vitrine-checkout__errors';
				area.setAttribute( 'role', 'alert' );
				area.tabIndex = -1;
				form.before( area );
			}
			const intro = document.createElement( 'p' );
			intro.textContent = __( 'Please check your details:', 'vitrine' );
			const items = document.createElement( 'ul' );
			items.append( ...lines.map( listItem ) );
			area.replaceChildren( intro, items );
			area.hidden = false;
			area.focus( { preventScroll: true } );
			area.scrollIntoView?.( { block: 'center', behavior: 'smooth' } );
		},
		clearList: () => {
			const area = list();
			if ( area ) {
				area.replaceChildren();
				area.hidden = true;
			}
		},
		checkoutError: () => {
			document.body.dispatchEvent(
				new CustomEvent( CHECKOUT_ERROR_EVENT, { bubbles: true } )
			);
		},
		refresh: () => {
			const event = new Event( UPDATE_EVENT, {
				bubbles: true,
				cancelable: true,
			} );
			// The page is the server's: it renders again from the kept form (save_checkout_form).
			if ( document.body.dispatchEvent( event ) ) {
				window.location.reload();
			}
		},
		block: () => {
			form.classList.add( 'processing' );
			form.setAttribute( 'aria-busy', 'true' );
		},
		unblock: () => {
			form.classList.remove( 'processing' );
			form.removeAttribute( 'aria-busy' );
		},
		log: ( message ) => {
			// eslint-disable-next-line no-console
			console.warn( message );
		},
	};
}
