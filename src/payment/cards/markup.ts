/**
 * The card fields' containers and the component's own button inside its
 * wrapper. The checkout template prints the containers already (ids kept
 * for §2.7's display rules); elsewhere they are made here. The inputs
 * themselves are the provider's iframes: the page never holds the number.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** The containers one renderer fills. */
export interface CardContainers {
	number: HTMLElement;
	expiry: HTMLElement;
	cvv: HTMLElement;
	/** Only the newer card fields have a name field. */
	name: HTMLElement | null;
	button: HTMLButtonElement;
	/** Removes what this module added. */
	remove: () => void;
}

/** Default prefix: §2.7's ids `#ppcp-credit-card-gateway-card-number` … */
export const DEFAULT_PREFIX = 'ppcp-credit-card-gateway';

/**
 * The container with an id, inside the wrapper, made (with its label)
 * when missing.
 *
 * @param wrapper The component's wrapper.
 * @param id      Element id.
 * @param label   Visible German label.
 * @param added   Collects what was made.
 */
function container(
	wrapper: HTMLElement,
	id: string,
	label: string,
	added: HTMLElement[]
): HTMLElement {
	const found = wrapper.ownerDocument.getElementById( id );
	if ( found && wrapper.contains( found ) ) {
		return found;
	}
	const row = document.createElement( 'div' );
	row.className = 'vitrine-card-fields__row';
	const caption = document.createElement( 'span' );
	caption.className = 'vitrine-card-fields__label';
	caption.id = `${ id }-label`;
	caption.textContent = label;
	const element = document.createElement( 'div' );
	element.id = id;
	element.className = 'vitrine-card-fields__field';
	element.setAttribute( 'aria-labelledby', caption.id );
	row.append( caption, element );
	wrapper.append( row );
	added.push( row );
	return element;
}

/**
 * Finds or makes the containers.
 *
 * @param wrapper     The component's wrapper.
 * @param prefix      Id prefix.
 * @param withName    The renderer has a name field.
 * @param submitLabel The label of a button made here.
 * @param own         The page's own button, if any.
 */
export function cardContainers(
	wrapper: HTMLElement,
	prefix: string,
	withName: boolean,
	submitLabel: string,
	own?: HTMLButtonElement
): CardContainers {
	const added: HTMLElement[] = [];
	const name = withName
		? container(
				wrapper,
				`${ prefix }-card-name`,
				__( 'Name on the card', 'vitrine' ),
				added
		  )
		: null;
	const number = container(
		wrapper,
		`${ prefix }-card-number`,
		__( 'Card number', 'vitrine' ),
		added
	);
	const expiry = container(
		wrapper,
		`${ prefix }-card-expiry`,
		__( 'Expiry date (MM/YY)', 'vitrine' ),
		added
	);
	const cvv = container(
		wrapper,
		`${ prefix }-card-cvc`,
		__( 'Security code', 'vitrine' ),
		added
	);
	let button =
		own ??
		wrapper.querySelector< HTMLButtonElement >(
			'button.vitrine-card-fields__submit'
		);
	if ( ! button ) {
		button = document.createElement( 'button' );
		button.type = 'button';
		button.className = 'vitrine-card-fields__submit button';
		button.textContent = submitLabel;
		wrapper.append( button );
		added.push( button );
	}
	return {
		number,
		expiry,
		cvv,
		name,
		button,
		remove: () => {
			added.forEach( ( element ) => element.remove() );
			[ number, expiry, cvv, name ].forEach(
				( element ) => element?.replaceChildren()
			);
		},
	};
}
