/**
 * What the events slider shows (§2.2, §4.1, §9.1): visible slides per type
 * and width, already in the server markup before the view script runs and
 * after the island adopts that markup node for node, the count following
 * the width, control placement, hidden controls and the micro bubble, all
 * on one published page and one page load (the view script held back
 * while the server markup is measured, React's development build so that a
 * difference in the adopted markup is an error). Light and dark cards are
 * checked in events-slider-navigation.spec.ts on the demo page. What the
 * server renders for given attributes (titles as text, the German no-events
 * state without controls, colour classes) is tests/php/Events/EventsTest.php;
 * the number of visible slides per type and width is the §9.1 rule in
 * src/blocks/events-slider/test/rules.test.ts.
 */
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	SLIDER,
	publishPage,
	ready,
	sliderBlock,
	visibleIndices,
	widthGroup,
} from './events-slider-helpers';

const TYPES = [ 'horizontal', 'vertical', 'micro', 'mini', 'multi' ] as const;
const WIDTHS = [ 380, 500, 700, 900 ];

/** §9.1, per width: micro floor(w/125), mini floor(w/200), multi capped 4. */
const EXPECTED: Record<
	number,
	Record< ( typeof TYPES )[ number ], number >
> = {
	380: { horizontal: 1, vertical: 1, micro: 3, mini: 1, multi: 1 },
	500: { horizontal: 1, vertical: 1, micro: 4, mini: 2, multi: 2 },
	700: { horizontal: 1, vertical: 1, micro: 5, mini: 3, multi: 3 },
	900: { horizontal: 1, vertical: 1, micro: 7, mini: 4, multi: 4 },
};

let published = '';

/**
 * The one page of this file, published on first use (the database is
 * restored before a file's first test, so not in a beforeAll): every slider
 * type at each width in a group of its own (class `width-{px}`), the other
 * control styles at 700 px (class `controls`) and a slider with
 * slide_hide_control (class `hide-control`).
 *
 * @param requestUtils WordPress request utils.
 */
async function layoutPage( requestUtils: RequestUtils ) {
	published ||= await publishPage(
		requestUtils,
		WIDTHS.map( ( width ) =>
			widthGroup(
				TYPES.map( ( type ) =>
					sliderBlock( { slider_type: type, control_style: 'lrc' } )
				).join( '' ),
				width,
				`width-${ width }`
			)
		).join( '' ) +
			widthGroup(
				[ 'lr', 'tb', 'footer' ]
					.map( ( style ) => sliderBlock( { control_style: style } ) )
					.join( '' ),
				700,
				'controls'
			) +
			widthGroup(
				sliderBlock( { slide_hide_control: true } ),
				700,
				'hide-control'
			)
	);
	return published;
}

test.describe( 'Events slider layout', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	// One page holds every slider; each expectation names its type and width.
	test( 'each slider type shows the right number of slides at 380, 500, 700 and 900 px, in the server markup already and after the view script adopts it as it is, and follows a width change; controls sit per control_style, hidden ones show on hover or focus; a micro event shows its title in a bubble (§2.2, §3.4, §9.1)', async ( {
		page,
		requestUtils,
	} ) => {
		const path = await layoutPage( requestUtils );
		// React's development build, which reports (as a console error, which
		// fails the test) any attribute or text of the server markup that
		// differs from what the island renders.
		await page.route(
			'**/wp-includes/js/dist/vendor/react*.min.js*',
			async ( route ) => {
				const url = new URL( route.request().url() );
				url.pathname = url.pathname.replace( /\.min\.js$/, '.js' );
				await route.fulfill( {
					response: await route.fetch( { url: url.href } ),
				} );
			}
		);
		// Hold the view script back until the server markup is measured.
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route(
			'**/build/events-slider/view.js*',
			async ( route ) => {
				await held;
				await route.continue();
			}
		);
		await page.goto( path, { waitUntil: 'commit' } );
		const sliders = page.locator( SLIDER );

		await test.step( 'the server markup already shows the final number of slides at 380 and 900 px (no shift, §9.1)', async () => {
			// Parsed and styled: the deferred view script is all that waits.
			await page.waitForFunction(
				() =>
					document.readyState !== 'loading' &&
					Array.from(
						document.querySelectorAll< HTMLLinkElement >(
							'link[rel="stylesheet"]'
						)
					).every( ( link ) => link.sheet )
			);
			await expect( sliders.locator( '.is-ready' ) ).toHaveCount( 0 );
			for ( const width of [ 380, 900 ] ) {
				for ( const type of TYPES ) {
					const slider = page.locator(
						`.width-${ width } ${ SLIDER }.vitrine-slider--${ type }`
					);
					const view = ( await slider
						.locator( '.vitrine-slider__viewport' )
						.boundingBox() )!;
					const boxes = await Promise.all(
						Array.from( { length: 10 }, ( _, i ) =>
							slider
								.locator(
									`.swiper-slide[data-index="${ i + 1 }"]`
								)
								.boundingBox()
						)
					);
					const inside = boxes
						.map( ( box, i ) => ( { box: box!, index: i + 1 } ) )
						.filter(
							( { box } ) =>
								box.x >= view.x - 1 &&
								box.x + box.width <= view.x + view.width + 1 &&
								box.y + box.height <= view.y + view.height + 1
						)
						.map( ( { index } ) => index );
					expect
						.soft( inside, `${ type } at ${ width } px` )
						.toEqual(
							Array.from(
								{ length: EXPECTED[ width ][ type ] },
								( _, i ) => i + 1
							)
						);
				}
			}
		} );

		// Every element of every slider, as the server rendered it.
		const before = await page.evaluate( ( selector ) => {
			const nodes = Array.from(
				document.querySelectorAll( `${ selector } *` )
			);
			( window as unknown as { serverNodes: Element[] } ).serverNodes =
				nodes;
			return nodes.length;
		}, SLIDER );
		release();

		await test.step( 'each slider type shows the right number of slides at 380, 500, 700 and 900 px (§9.1)', async () => {
			for ( const width of WIDTHS ) {
				for ( const type of TYPES ) {
					const at = `${ type } at ${ width } px`;
					const slider = page.locator(
						`.width-${ width } ${ SLIDER }.vitrine-slider--${ type }`
					);
					await expect( slider, at ).toHaveCount( 1 );
					const box = ( await slider.boundingBox() )!;
					expect.soft( Math.round( box.width ), at ).toBe( width );
					await ready( slider );
					const n = EXPECTED[ width ][ type ];
					expect
						.soft( await visibleIndices( slider ), at )
						.toEqual(
							Array.from( { length: n }, ( _, i ) => i + 1 )
						);
				}
			}
		} );

		await test.step( 'the view script adopts the server markup as it is: same nodes, no attribute or text differs (no shift)', async () => {
			const first = page.locator(
				`.width-380 ${ SLIDER }.vitrine-slider--horizontal`
			);
			await first
				.getByRole( 'button', { name: 'Nächste Veranstaltung' } )
				.click();
			await expect( first ).toHaveAttribute( 'data-current', '2' );
			const after = await page.evaluate( ( selector ) => {
				const roots = Array.from(
					document.querySelectorAll( selector )
				);
				return {
					count: document.querySelectorAll( `${ selector } *` )
						.length,
					replaced: (
						window as unknown as { serverNodes: Element[] }
					 ).serverNodes.filter(
						( node ) =>
							! roots.some( ( root ) => root.contains( node ) )
					).length,
				};
			}, SLIDER );
			expect( after ).toEqual( { count: before, replaced: 0 } );
		} );

		await test.step( 'the visible count follows the width when it changes (§9.1)', async () => {
			const slider = page.locator(
				`.width-900 ${ SLIDER }.vitrine-slider--mini`
			);
			expect( await visibleIndices( slider ) ).toEqual( [ 1, 2, 3, 4 ] );
			await slider.evaluate( ( el ) => ( el.style.width = '500px' ) );
			await expect
				.poll( () => visibleIndices( slider ) )
				.toEqual( [ 1, 2 ] );
		} );

		await test.step( 'controls are placed per control_style (§2.2)', async () => {
			const boxes = async ( group: string, style: string ) => {
				const slider = page.locator(
					`.${ group } ${ SLIDER }.vitrine-slider--controls-${ style }`
				);
				await ready( slider.first() );
				const box = async ( selector: string ) =>
					( await slider.first().locator( selector ).boundingBox() )!;
				return {
					view: await box( '.vitrine-slider__viewport' ),
					prev: await box( '.vitrine-slider__arrow--prev' ),
					next: await box( '.vitrine-slider__arrow--next' ),
				};
			};
			const lr = await boxes( 'controls', 'lr' );
			expect( lr.prev.x + lr.prev.width ).toBeLessThanOrEqual(
				lr.view.x
			);
			expect( lr.next.x ).toBeGreaterThanOrEqual(
				lr.view.x + lr.view.width
			);

			const tb = await boxes( 'controls', 'tb' );
			expect( tb.prev.y + tb.prev.height ).toBeLessThanOrEqual(
				tb.view.y
			);
			expect( tb.next.y ).toBeGreaterThanOrEqual(
				tb.view.y + tb.view.height
			);

			// The horizontal slider at 700 px, as the others in this group.
			const lrc = await boxes(
				'width-700',
				'lrc.vitrine-slider--horizontal'
			);
			for ( const arrow of [ lrc.prev, lrc.next ] ) {
				expect( arrow.x ).toBeGreaterThanOrEqual( lrc.view.x );
				expect( arrow.x + arrow.width ).toBeLessThanOrEqual(
					lrc.view.x + lrc.view.width
				);
				expect( arrow.y ).toBeGreaterThan( lrc.view.y );
			}
			expect( lrc.prev.x ).toBeLessThan( lrc.next.x );

			const footer = await boxes( 'controls', 'footer' );
			for ( const arrow of [ footer.prev, footer.next ] ) {
				expect( arrow.y ).toBeGreaterThanOrEqual(
					footer.view.y + footer.view.height
				);
			}
		} );

		await test.step( 'with slide_hide_control the arrows show only on hover or focus (§3.4)', async () => {
			const slider = page.locator( `.hide-control ${ SLIDER }` );
			await ready( slider );
			const next = slider.getByRole( 'button', {
				name: 'Nächste Veranstaltung',
			} );
			await expect( next ).toHaveCSS( 'opacity', '0' );
			await slider.hover();
			await expect( next ).toHaveCSS( 'opacity', '1' );
			await page.mouse.move( 0, 0 );
			await expect( next ).toHaveCSS( 'opacity', '0' );
			await next.focus();
			await expect( next ).toHaveCSS( 'opacity', '1' );
		} );

		await test.step( 'micro: hovering an event shows a bubble with its title (§2.2)', async () => {
			const slider = page.locator(
				`.width-700 ${ SLIDER }.vitrine-slider--micro`
			);
			const slide = slider.locator( '.swiper-slide[data-index="2"]' );
			const bubble = slide.locator( '.vitrine-event__bubble' );
			await expect( bubble ).toBeHidden();
			await slide.hover();
			await expect( bubble ).toBeVisible();
			await expect( bubble ).toHaveText( 'Töpferkurs für Anfänger' );
			await page.mouse.move( 0, 0 );
			await expect( bubble ).toBeHidden();
		} );
	} );
} );
