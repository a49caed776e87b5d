/**
 * The product data box on the product edit screen: shows the fields of the
 * chosen type, adds and removes attribute and variation rows, keeps each
 * variation's attribute choices in step with the attributes, and after the
 * block editor saved the box asks the server for it again (stored values,
 * or the typed values with German errors). Every string comes from the
 * server-rendered markup, so the script has none of its own.
 */
/**
 * WordPress dependencies
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';

declare global {
	interface Window {
		ajaxurl?: string;
	}
}

interface Attribute {
	key: string;
	name: string;
	options: string[];
}

interface EditPostSelectors {
	isSavingMetaBoxes: () => boolean;
}

const NOTICE_ID = 'vitrine-product-data';

let counter = 0;
let saves = 0;

/** The box, if this screen has one. */
function findBox(): HTMLElement | null {
	return document.querySelector< HTMLElement >(
		'[data-vitrine-product-box]'
	);
}

/**
 * Shows the parts that belong to the chosen type and hides the others.
 *
 * @param box The box.
 */
function showType( box: HTMLElement ): void {
	const type =
		box.querySelector< HTMLSelectElement >( '[data-vitrine-type]' )
			?.value ?? '';
	box.dataset.type = type;
	box.querySelectorAll< HTMLElement >( '[data-types]' ).forEach( ( part ) => {
		part.hidden = ! ( part.dataset.types ?? '' )
			.split( ' ' )
			.includes( type );
	} );
}

/**
 * Numbers the rows of a section in their legends.
 *
 * @param box The box.
 */
function renumber( box: HTMLElement ): void {
	box.querySelectorAll( '[data-rows]' ).forEach( ( rows ) => {
		Array.from( rows.children ).forEach( ( row, index ) => {
			const number = row.querySelector( '[data-row-number]' );
			if ( number ) {
				number.textContent = String( index + 1 );
			}
		} );
	} );
}

/**
 * The attributes as currently typed.
 *
 * @param box The box.
 */
function attributes( box: HTMLElement ): Attribute[] {
	return Array.from(
		box.querySelectorAll< HTMLElement >(
			'[data-rows="attributes"] > [data-row]'
		)
	).map( ( row ) => ( {
		key: row.dataset.row ?? '',
		name:
			row
				.querySelector< HTMLInputElement >( '[data-attribute-name]' )
				?.value.trim() ?? '',
		options: (
			row.querySelector< HTMLInputElement >( '[data-attribute-options]' )
				?.value ?? ''
		)
			.split( '|' )
			.map( ( option ) => option.trim() )
			.filter( ( option, index, all ) =>
				option === '' ? false : all.indexOf( option ) === index
			),
	} ) );
}

/**
 * Gives every variation one choice per attribute, keeping what was chosen
 * where the option still exists.
 *
 * @param box The box.
 */
function syncVariations( box: HTMLElement ): void {
	const current = attributes( box );
	const anyLabel = box.dataset.anyLabel ?? '';
	box.querySelectorAll< HTMLElement >(
		'[data-rows="variations"] > [data-row]'
	).forEach( ( row ) => {
		const rowKey = row.dataset.row ?? '';
		const holder = row.querySelector< HTMLElement >(
			'[data-variation-attributes]'
		);
		if ( ! holder ) {
			return;
		}
		const chosen = new Map< string, string >();
		holder
			.querySelectorAll< HTMLSelectElement >( '[data-attribute-key]' )
			.forEach( ( choice ) =>
				chosen.set( choice.dataset.attributeKey ?? '', choice.value )
			);
		const label = box.dataset.attributeLabel ?? '';
		holder.replaceChildren(
			...current.map( ( attribute ) => {
				const id =
					`vitrine-product-variations-${ rowKey }-attributes-${ attribute.key }`.replace(
						/_/g,
						'-'
					);
				const cell = document.createElement( 'div' );
				const caption = document.createElement( 'label' );
				caption.htmlFor = id;
				caption.textContent = attribute.name || label;
				const choice = document.createElement( 'select' );
				choice.id = id;
				choice.name = `vitrine_product[variations][${ rowKey }][attributes][${ attribute.key }]`;
				choice.dataset.attributeKey = attribute.key;
				choice.append(
					new Option( anyLabel, '' ),
					...attribute.options.map(
						( option ) => new Option( option, option )
					)
				);
				const before = chosen.get( attribute.key ) ?? '';
				choice.value = attribute.options.includes( before )
					? before
					: '';
				cell.append( caption, choice );
				return cell;
			} )
		);
	} );
}

/**
 * Adds a row from the section's template and focuses its first field.
 *
 * @param box     The box.
 * @param section `attributes` or `variations`.
 */
function addRow( box: HTMLElement, section: string ): void {
	const template = box.querySelector< HTMLTemplateElement >(
		`template[data-template="${ section }"]`
	);
	const rows = box.querySelector( `[data-rows="${ section }"]` );
	if ( ! template || ! rows ) {
		return;
	}
	const key = `new-${ Date.now().toString( 36 ) }-${ ++counter }`;
	const holder = document.createElement( 'div' );
	holder.innerHTML = template.innerHTML
		.replace( /__key__/g, key )
		.replace( /--key--/g, key.replace( /_/g, '-' ) );
	const row = holder.firstElementChild as HTMLElement | null;
	if ( ! row ) {
		return;
	}
	rows.append( row );
	renumber( box );
	syncVariations( box );
	showType( box );
	row
		.querySelector< HTMLElement >( 'input:not([type=hidden]), select' )
		?.focus();
}

/**
 * Removes a row; focus goes to the section's add button.
 *
 * @param box    The box.
 * @param button The row's remove button.
 */
function removeRow( box: HTMLElement, button: HTMLElement ): void {
	const row = button.closest( '[data-row]' );
	const section = row?.closest( '[data-section]' );
	row?.remove();
	renumber( box );
	syncVariations( box );
	section?.querySelector< HTMLElement >( '[data-add]' )?.focus();
}

/**
 * Fetches the box again after the editor saved it and shows the result.
 */
async function reload(): Promise< void > {
	const box = findBox();
	if ( ! box || ! window.ajaxurl ) {
		return;
	}
	const url = new URL( window.ajaxurl, window.location.href );
	url.searchParams.set( 'action', 'vitrine_product_box' );
	url.searchParams.set( 'post', box.dataset.post ?? '' );
	url.searchParams.set( 'nonce', box.dataset.nonce ?? '' );
	const response = await fetch( url, { credentials: 'same-origin' } );
	const body = ( await response.json() ) as {
		success: boolean;
		data: { html?: string; message?: string };
	};
	const notices = dispatch( 'core/notices' ) as {
		createErrorNotice: ( message: string, options: object ) => void;
		removeNotice: ( id: string ) => void;
	};
	if ( ! body.success || ! body.data.html ) {
		notices.createErrorNotice( body.data.message ?? '', {
			id: NOTICE_ID,
		} );
		return;
	}
	const template = document.createElement( 'template' );
	template.innerHTML = body.data.html.trim();
	const fresh = template.content.querySelector< HTMLElement >(
		'[data-vitrine-product-box]'
	);
	if ( ! fresh ) {
		return;
	}
	fresh.dataset.saved = String( ++saves );
	box.replaceWith( fresh );
	showType( fresh );
	if ( body.data.message ) {
		notices.createErrorNotice( body.data.message, { id: NOTICE_ID } );
		// Keyboard and screen reader users land on what needs fixing.
		fresh.querySelector< HTMLElement >( '[aria-invalid="true"]' )?.focus();
	} else {
		notices.removeNotice( NOTICE_ID );
	}
}

/**
 * Calls back when the block editor finished saving the meta boxes.
 *
 * @param callback What to do then.
 */
function afterMetaBoxSave( callback: () => void ): void {
	let saving = false;
	subscribe( () => {
		const editPost = select( 'core/edit-post' ) as
			| EditPostSelectors
			| undefined;
		const now = editPost?.isSavingMetaBoxes?.() ?? false;
		if ( saving && ! now ) {
			callback();
		}
		saving = now;
	} );
}

domReady( () => {
	const box = findBox();
	if ( ! box ) {
		return;
	}
	showType( box );
	document.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLElement;
		const current = findBox();
		if ( current && target.matches( '[data-vitrine-type]' ) ) {
			showType( current );
		}
	} );
	document.addEventListener( 'input', ( event ) => {
		const target = event.target as HTMLElement;
		const current = findBox();
		if (
			current &&
			target.matches( '[data-attribute-name], [data-attribute-options]' )
		) {
			syncVariations( current );
		}
	} );
	document.addEventListener( 'click', ( event ) => {
		const target = ( event.target as HTMLElement ).closest< HTMLElement >(
			'[data-add], [data-remove]'
		);
		const current = findBox();
		if ( ! target || ! current || ! current.contains( target ) ) {
			return;
		}
		event.preventDefault();
		if ( target.dataset.add ) {
			addRow( current, target.dataset.add );
		} else {
			removeRow( current, target );
		}
	} );
	afterMetaBoxSave( () => {
		reload().catch( () => undefined );
	} );
} );
