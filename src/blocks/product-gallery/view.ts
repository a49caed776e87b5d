/**
 * Front end of vitrine/product-gallery: the thumbnails show their picture in
 * the strip (scrolling it, so touch, mouse and keys keep working), and the
 * thumbnail of the picture in view is the pressed one, whichever way the
 * shopper got there. No markup is added or moved: nothing shifts.
 */

/**
 * Index of the slide that fills the strip now.
 *
 * @param strip The scrolling strip.
 */
export function currentIndex( strip: HTMLElement ): number {
	const width = strip.clientWidth;
	return width > 0 ? Math.round( strip.scrollLeft / width ) : 0;
}

/**
 * Marks the thumbnail of a slide as pressed, the others not.
 *
 * @param thumbs The thumbnail buttons.
 * @param index  The slide in view.
 */
export function press( thumbs: HTMLButtonElement[], index: number ): void {
	thumbs.forEach( ( thumb ) => {
		thumb.setAttribute(
			'aria-pressed',
			String( Number( thumb.dataset.index ) === index )
		);
	} );
}

/**
 * Wires one gallery.
 *
 * @param gallery The block's element.
 */
export function enhance( gallery: HTMLElement ): void {
	const strip = gallery.querySelector< HTMLElement >(
		'.vitrine-gallery__strip'
	);
	const thumbs = Array.from(
		gallery.querySelectorAll< HTMLButtonElement >(
			'.vitrine-gallery__thumb'
		)
	);
	if ( ! strip || thumbs.length === 0 ) {
		return;
	}
	thumbs.forEach( ( thumb ) => {
		thumb.addEventListener( 'click', () => {
			const index = Number( thumb.dataset.index );
			strip.scrollTo( { left: index * strip.clientWidth } );
			press( thumbs, index );
		} );
	} );
	let frame = 0;
	strip.addEventListener(
		'scroll',
		() => {
			window.cancelAnimationFrame( frame );
			frame = window.requestAnimationFrame( () =>
				press( thumbs, currentIndex( strip ) )
			);
		},
		{ passive: true }
	);
}

document
	.querySelectorAll< HTMLElement >( '[data-vitrine-gallery]' )
	.forEach( enhance );
