/**
 * Helpers of the events slider specs: pages with configured sliders, and
 * what a visitor sees of a slider.
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export const SLIDER = '.wp-block-vitrine-events-slider';

/**
 * Block markup of one slider.
 *
 * @param attributes Block attributes.
 */
export function sliderBlock( attributes: Record< string, unknown > = {} ) {
	return `<!-- wp:vitrine/events-slider ${ JSON.stringify(
		attributes
	) } /-->`;
}

/**
 * Block markup of a full-width group whose content column is `width` px
 * wide, with a class to find it by (several widths on one page).
 *
 * @param content   Block markup.
 * @param width     Width in px of the column.
 * @param className Class of the group.
 */
export function widthGroup(
	content: string,
	width: number,
	className: string
) {
	return `<!-- wp:group {"className":"${ className }","align":"full","layout":{"type":"constrained","contentSize":"${ width }px"}} --><div class="wp-block-group ${ className } alignfull">${ content }</div><!-- /wp:group -->`;
}

/**
 * Publishes a page and returns its path.
 *
 * @param requestUtils WordPress request utils.
 * @param content      Block markup.
 * @param width        Width in px of the column the blocks sit in.
 */
export async function publishPage(
	requestUtils: RequestUtils,
	content: string,
	width?: number
): Promise< string > {
	const body = width
		? `<!-- wp:group {"align":"full","layout":{"type":"constrained","contentSize":"${ width }px"}} --><div class="wp-block-group alignfull">${ content }</div><!-- /wp:group -->`
		: content;
	const page = await requestUtils.createPage( {
		title: 'Slider-Test',
		content: body,
		status: 'publish',
	} );
	return new URL( ( page as unknown as { link: string } ).link ).pathname;
}

/**
 * Waits until the view script has taken over the slider.
 *
 * @param slider The block.
 */
export async function ready( slider: Locator ) {
	await slider.and( slider.page().locator( '.is-ready' ) ).waitFor();
}

/**
 * Numbers (data-index) of the slides fully inside the slider's viewport.
 *
 * @param slider The block.
 */
export function visibleIndices( slider: Locator ): Promise< number[] > {
	return slider.evaluate( ( root ) => {
		const view = root
			.querySelector( '.vitrine-slider__viewport' )!
			.getBoundingClientRect();
		return Array.from(
			root.querySelectorAll< HTMLElement >( '.swiper-slide' )
		)
			.filter( ( slide ) => {
				const r = slide.getBoundingClientRect();
				return (
					r.width > 0 &&
					r.left >= view.left - 1 &&
					r.right <= view.right + 1 &&
					r.top >= view.top - 1 &&
					r.bottom <= view.bottom + 1
				);
			} )
			.map( ( slide ) => Number( slide.dataset.index ) )
			.sort( ( a, b ) => a - b );
	} );
}

/**
 * Swipes horizontally across an element with touch events.
 *
 * @param page Page.
 * @param box  Element to swipe on.
 * @param dx   Distance, negative to the left.
 */
export async function swipe( page: Page, box: Locator, dx: number ) {
	const rect = ( await box.boundingBox() )!;
	const y = rect.y + rect.height / 2;
	const x0 = rect.x + rect.width / 2 - dx / 2;
	const cdp = await page.context().newCDPSession( page );
	const touch = (
		type: 'touchStart' | 'touchMove' | 'touchEnd',
		x: number
	) =>
		cdp.send( 'Input.dispatchTouchEvent', {
			type,
			touchPoints: type === 'touchEnd' ? [] : [ { x, y, id: 1 } ],
		} );
	await touch( 'touchStart', x0 );
	for ( let step = 1; step <= 8; step++ ) {
		await touch( 'touchMove', x0 + ( dx * step ) / 8 );
	}
	await touch( 'touchEnd', x0 + dx );
	await cdp.detach();
}

/**
 * Makes the page a touch screen or takes that back, as a context with
 * `hasTouch` is one, without a context and a page load of its own.
 *
 * @param page Page.
 * @param on   Whether it has touch.
 */
export async function touchScreen( page: Page, on: boolean ) {
	const cdp = await page.context().newCDPSession( page );
	await cdp.send(
		'Emulation.setTouchEmulationEnabled',
		on ? { enabled: true, maxTouchPoints: 1 } : { enabled: false }
	);
	await cdp.detach();
}
