/**
 * The pictures section of the product data box: product image and gallery
 * chosen in the media library (`wp.media`).
 *
 * The product image is the editor's `featured_media` (the same value as its
 * own panel, saved with the post); the preview follows it, whichever place
 * changed it. The gallery is a hidden field of attachment IDs that the box
 * posts with the product. Every string comes from the server's markup. The
 * box is replaced after each save, so everything is found afresh.
 */
/**
 * WordPress dependencies
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';

/** The part of a media library attachment this script reads. */
export interface Attachment {
	id: number;
	url?: string;
	alt?: string;
	title?: string;
	sizes?: Record< string, { url: string } >;
}

interface MediaFrame {
	on: ( event: string, callback: () => void ) => void;
	open: () => void;
	content: { mode: ( mode: string ) => void };
	state: () => {
		get: ( name: 'selection' ) => {
			toJSON: () => Attachment[];
		};
	};
}

/** WordPress' media library script (`media-editor`). */
type MediaLibrary = ( options: Record< string, unknown > ) => MediaFrame;

interface EditorSelectors {
	getEditedPostAttribute: ( name: string ) => unknown;
}

interface CoreSelectors {
	getMedia: ( id: number ) =>
		| {
				source_url?: string;
				alt_text?: string;
				media_details?: {
					sizes?: Record< string, { source_url: string } >;
				};
		  }
		| undefined;
}

/**
 * The IDs of a gallery field's value: "12,7,31" → [12, 7, 31]; anything
 * that is no positive whole number is left out, repeats once.
 *
 * @param value The field's value.
 */
export function galleryIds( value: string ): number[] {
	const ids: number[] = [];
	for ( const part of value.split( ',' ) ) {
		const id = /^\s*\d{1,18}\s*$/.test( part ) ? Number( part ) : 0;
		if ( id > 0 && ! ids.includes( id ) ) {
			ids.push( id );
		}
	}
	return ids;
}

/**
 * The gallery after adding chosen pictures: the ones it had, in order, then
 * the new ones (a picture already there stays where it was).
 *
 * @param current Gallery IDs.
 * @param chosen  IDs chosen in the media library.
 */
export function addToGallery( current: number[], chosen: number[] ): number[] {
	return [
		...current,
		...chosen.filter( ( id ) => ! current.includes( id ) ),
	];
}

/**
 * The smallest URL of an attachment.
 *
 * @param attachment Attachment.
 */
function thumbnailUrl( attachment: Attachment ): string {
	return (
		attachment.sizes?.thumbnail?.url ??
		attachment.sizes?.medium?.url ??
		attachment.url ??
		''
	);
}

/** The section, if the box is on the screen. */
function section(): HTMLElement | null {
	return document.querySelector< HTMLElement >( '[data-vitrine-images]' );
}

/**
 * Writes the gallery field and renumbers the remove buttons' labels.
 *
 * @param part The section.
 */
function syncGallery( part: HTMLElement ): void {
	const field = part.querySelector< HTMLInputElement >(
		'[data-gallery-field]'
	);
	const items = Array.from(
		part.querySelectorAll< HTMLElement >( '[data-gallery-list] li' )
	);
	if ( field ) {
		field.value = items.map( ( item ) => item.dataset.id ).join( ',' );
		field.removeAttribute( 'aria-invalid' );
	}
	part.querySelector( '#vitrine-product-gallery-error' )?.remove();
	items.forEach( ( item, index ) => {
		item
			.querySelector( '[data-gallery-remove]' )
			?.setAttribute(
				'aria-label',
				( part.dataset.removeLabel ?? '' ).replace(
					'%d',
					String( index + 1 )
				)
			);
	} );
}

/**
 * A gallery item for a chosen picture.
 *
 * @param part       The section.
 * @param attachment The picture.
 */
function galleryItem(
	part: HTMLElement,
	attachment: Attachment
): HTMLLIElement {
	const item = document.createElement( 'li' );
	item.dataset.id = String( attachment.id );
	const img = document.createElement( 'img' );
	img.src = thumbnailUrl( attachment );
	img.alt = attachment.alt || attachment.title || '';
	img.width = 96;
	img.height = 96;
	const remove = document.createElement( 'button' );
	remove.type = 'button';
	remove.className = 'button-link button-link-delete';
	remove.dataset.galleryRemove = '';
	remove.textContent = part.dataset.removeText ?? '';
	item.append( img, remove );
	return item;
}

/**
 * Opens the media library.
 *
 * @param title    Frame title.
 * @param button   Its button's text.
 * @param multiple Whether several pictures may be chosen.
 * @param chosen   Called with the chosen pictures.
 */
function openLibrary(
	title: string,
	button: string,
	multiple: boolean,
	chosen: ( attachments: Attachment[] ) => void
): void {
	const media = ( window as unknown as { wp?: { media?: MediaLibrary } } ).wp
		?.media;
	if ( ! media ) {
		return;
	}
	const frame = media( {
		title,
		button: { text: button },
		library: { type: 'image' },
		multiple: multiple ? 'add' : false,
	} );
	frame.on( 'select', () =>
		chosen( frame.state().get( 'selection' ).toJSON() )
	);
	frame.open();
	// The library, not the upload tab (WordPress opens that while the library is still loading).
	frame.content.mode( 'browse' );
}

/**
 * Sets the editor's featured image (0 removes it).
 *
 * @param id Attachment ID.
 */
function setProductImage( id: number ): void {
	(
		dispatch( 'core/editor' ) as {
			editPost: ( edits: Record< string, unknown > ) => void;
		}
	 ).editPost( { featured_media: id } );
}

/**
 * Shows the product image in the section.
 *
 * @param part The section.
 * @param id   Attachment ID, 0 for none.
 * @param url  Its thumbnail's URL ('' while unknown).
 * @param alt  Its alternative text.
 */
function showProductImage(
	part: HTMLElement,
	id: number,
	url: string,
	alt: string
): void {
	const preview = part.querySelector< HTMLElement >(
		'[data-product-image-preview]'
	);
	if ( ! preview || ( id > 0 && url === '' ) ) {
		return;
	}
	const remove = part.querySelector< HTMLElement >(
		'[data-product-image-remove]'
	);
	if ( remove ) {
		remove.hidden = id === 0;
	}
	if ( preview.dataset.shown === String( id ) ) {
		return;
	}
	preview.dataset.shown = String( id );
	preview.replaceChildren();
	if ( id === 0 ) {
		const none = document.createElement( 'p' );
		none.textContent = part.dataset.none ?? '';
		preview.append( none );
		return;
	}
	const img = document.createElement( 'img' );
	img.src = url;
	img.alt = alt;
	img.width = 96;
	img.height = 96;
	preview.append( img );
}

/** Keeps the preview in step with the editor's featured image. */
function followEditor(): void {
	let last = -1;
	subscribe( () => {
		const part = section();
		const editor = select( 'core/editor' ) as EditorSelectors | undefined;
		if ( ! part || ! editor?.getEditedPostAttribute ) {
			return;
		}
		const id =
			Number( editor.getEditedPostAttribute( 'featured_media' ) ) || 0;
		const media = id
			? ( select( 'core' ) as unknown as CoreSelectors ).getMedia( id )
			: undefined;
		const url =
			media?.media_details?.sizes?.thumbnail?.source_url ??
			media?.source_url ??
			'';
		const key = id * 2 + ( url ? 1 : 0 );
		if ( key === last && part.dataset.followed === '1' ) {
			return;
		}
		last = key;
		part.dataset.followed = '1';
		showProductImage( part, id, url, media?.alt_text ?? '' );
	} );
}

domReady( () => {
	if ( ! section() ) {
		return;
	}
	document.addEventListener( 'click', ( event ) => {
		const part = section();
		const target = ( event.target as HTMLElement ).closest< HTMLElement >(
			'[data-product-image-pick], [data-product-image-remove], [data-gallery-add], [data-gallery-remove]'
		);
		if ( ! part || ! target || ! part.contains( target ) ) {
			return;
		}
		event.preventDefault();
		if ( target.matches( '[data-product-image-pick]' ) ) {
			openLibrary(
				part.dataset.imageTitle ?? '',
				part.dataset.imageButton ?? '',
				false,
				( [ picture ] ) => {
					if ( picture ) {
						showProductImage(
							part,
							picture.id,
							thumbnailUrl( picture ),
							picture.alt ?? ''
						);
						setProductImage( picture.id );
					}
				}
			);
		} else if ( target.matches( '[data-product-image-remove]' ) ) {
			showProductImage( part, 0, '', '' );
			setProductImage( 0 );
			part
				.querySelector< HTMLElement >( '[data-product-image-pick]' )
				?.focus();
		} else if ( target.matches( '[data-gallery-add]' ) ) {
			openLibrary(
				part.dataset.galleryTitle ?? '',
				part.dataset.galleryButton ?? '',
				true,
				( pictures ) => {
					const list = part.querySelector( '[data-gallery-list]' );
					const field = part.querySelector< HTMLInputElement >(
						'[data-gallery-field]'
					);
					const current = galleryIds( field?.value ?? '' );
					const added = addToGallery(
						current,
						pictures.map( ( picture ) => picture.id )
					).slice( current.length );
					for ( const id of added ) {
						const picture = pictures.find( ( p ) => p.id === id );
						if ( picture ) {
							list?.append( galleryItem( part, picture ) );
						}
					}
					syncGallery( part );
				}
			);
		} else {
			const item = target.closest( 'li' );
			const next =
				item?.nextElementSibling ?? item?.previousElementSibling;
			item?.remove();
			syncGallery( part );
			(
				next?.querySelector< HTMLElement >( '[data-gallery-remove]' ) ??
				part.querySelector< HTMLElement >( '[data-gallery-add]' )
			)?.focus();
		}
	} );
	followEditor();
} );
