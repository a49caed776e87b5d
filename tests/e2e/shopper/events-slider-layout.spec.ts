/**
 * What the events slider shows (§2.2, §4.1, §9.1): visible slides per type
 * and width, control placement, micro bubble, light and dark cards, titles
 * as text, and the no-events state.
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

test.describe( 'Events slider layout', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	/**
	 * A page with every slider type at each width, each width in a group of
	 * its own (class `width-{px}`).
	 *
	 * @param requestUtils WordPress request utils.
	 * @param widths       Widths in px.
	 */
	const publishAllWidths = ( requestUtils: RequestUtils, widths: number[] ) =>
		publishPage(
			requestUtils,
			widths
				.map( ( width ) =>
					widthGroup(
						TYPES.map( ( type ) =>
							sliderBlock( {
								slider_type: type,
								control_style: 'lrc',
							} )
						).join( '' ),
						width,
						`width-${ width }`
					)
				)
				.join( '' )
		);

	// One page holds the sliders of every width; each expectation names its
	// type and width.
	test( 'each slider type shows the right number of slides at 380, 500, 700 and 900 px (§9.1)', async ( {
		page,
		requestUtils,
	} ) => {
		const widths = [ 380, 500, 700, 900 ];
		await page.goto( await publishAllWidths( requestUtils, widths ) );
		for ( const width of widths ) {
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
					.toEqual( Array.from( { length: n }, ( _, i ) => i + 1 ) );
			}
		}
	} );

	test.describe( 'before the view script runs', () => {
		test.use( { javaScriptEnabled: false } );

		test( 'the server markup already shows the final number of slides at 380 and 900 px (no shift, §9.1)', async ( {
			page,
			requestUtils,
		} ) => {
			const widths = [ 380, 900 ];
			await page.goto( await publishAllWidths( requestUtils, widths ) );
			for ( const width of widths ) {
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
	} );

	test( 'the view script adopts the server markup as it is: same nodes, no attribute or text differs (no shift)', async ( {
		page,
	} ) => {
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
		// Hold the view script back until the server's nodes are noted.
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
		await page.goto( '/veranstaltungen/', { waitUntil: 'commit' } );
		const slider = page.locator( SLIDER );
		await slider.locator( '.vitrine-slider__dots' ).waitFor();
		const before = await slider.evaluate( ( root ) => {
			const nodes = Array.from( root.querySelectorAll( '*' ) );
			( window as unknown as { serverNodes: Element[] } ).serverNodes =
				nodes;
			return nodes.length;
		} );
		release();
		await ready( slider );
		await page
			.getByRole( 'button', { name: 'Nächste Veranstaltung' } )
			.click();
		await expect( slider ).toHaveAttribute( 'data-current', '2' );
		const after = await slider.evaluate( ( root ) => ( {
			count: root.querySelectorAll( '*' ).length,
			replaced: (
				window as unknown as { serverNodes: Element[] }
			 ).serverNodes.filter( ( node ) => ! root.contains( node ) ).length,
		} ) );
		expect( after ).toEqual( { count: before, replaced: 0 } );
	} );

	test( 'the visible count follows the width when it changes (§9.1)', async ( {
		page,
		requestUtils,
	} ) => {
		const path = await publishPage(
			requestUtils,
			sliderBlock( { slider_type: 'mini', control_style: 'lrc' } ),
			900
		);
		await page.goto( path );
		const slider = page.locator( SLIDER );
		await ready( slider );
		expect( await visibleIndices( slider ) ).toEqual( [ 1, 2, 3, 4 ] );
		await slider.evaluate( ( el ) => ( el.style.width = '500px' ) );
		await expect.poll( () => visibleIndices( slider ) ).toEqual( [ 1, 2 ] );
	} );

	test( 'controls are placed per control_style (§2.2)', async ( {
		page,
		requestUtils,
	} ) => {
		const path = await publishPage(
			requestUtils,
			[ 'lr', 'tb', 'lrc', 'footer' ]
				.map( ( style ) => sliderBlock( { control_style: style } ) )
				.join( '' ),
			700
		);
		await page.goto( path );
		const boxes = async ( style: string ) => {
			const slider = page.locator(
				`${ SLIDER }.vitrine-slider--controls-${ style }`
			);
			await ready( slider );
			const box = async ( selector: string ) =>
				( await slider.locator( selector ).boundingBox() )!;
			return {
				view: await box( '.vitrine-slider__viewport' ),
				prev: await box( '.vitrine-slider__arrow--prev' ),
				next: await box( '.vitrine-slider__arrow--next' ),
			};
		};
		const lr = await boxes( 'lr' );
		expect( lr.prev.x + lr.prev.width ).toBeLessThanOrEqual( lr.view.x );
		expect( lr.next.x ).toBeGreaterThanOrEqual( lr.view.x + lr.view.width );

		const tb = await boxes( 'tb' );
		expect( tb.prev.y + tb.prev.height ).toBeLessThanOrEqual( tb.view.y );
		expect( tb.next.y ).toBeGreaterThanOrEqual(
			tb.view.y + tb.view.height
		);

		const lrc = await boxes( 'lrc' );
		for ( const arrow of [ lrc.prev, lrc.next ] ) {
			expect( arrow.x ).toBeGreaterThanOrEqual( lrc.view.x );
			expect( arrow.x + arrow.width ).toBeLessThanOrEqual(
				lrc.view.x + lrc.view.width
			);
			expect( arrow.y ).toBeGreaterThan( lrc.view.y );
		}
		expect( lrc.prev.x ).toBeLessThan( lrc.next.x );

		const footer = await boxes( 'footer' );
		for ( const arrow of [ footer.prev, footer.next ] ) {
			expect( arrow.y ).toBeGreaterThanOrEqual(
				footer.view.y + footer.view.height
			);
		}
	} );

	test( 'with slide_hide_control the arrows show only on hover or focus (§3.4)', async ( {
		page,
		requestUtils,
	} ) => {
		const path = await publishPage(
			requestUtils,
			sliderBlock( { slide_hide_control: true } )
		);
		await page.goto( path );
		const slider = page.locator( SLIDER );
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

	test( 'micro: hovering an event shows a bubble with its title (§2.2)', async ( {
		page,
		requestUtils,
	} ) => {
		const path = await publishPage(
			requestUtils,
			sliderBlock( { slider_type: 'micro' } ),
			700
		);
		await page.goto( path );
		const slider = page.locator( SLIDER );
		await ready( slider );
		const slide = slider.locator( '.swiper-slide[data-index="2"]' );
		const bubble = slide.locator( '.vitrine-event__bubble' );
		await expect( bubble ).toBeHidden();
		await slide.hover();
		await expect( bubble ).toBeVisible();
		await expect( bubble ).toHaveText( 'Töpferkurs für Anfänger' );
		await page.mouse.move( 0, 0 );
		await expect( bubble ).toBeHidden();
	} );

	test( 'a light colour gets light styling, a dark one dark styling (§9.1)', async ( {
		page,
	} ) => {
		await page.goto( '/veranstaltungen/' );
		const light = page.locator( '.swiper-slide', {
			hasText: 'Sommerkonzert im Park',
		} );
		const dark = page.locator( '.swiper-slide', {
			hasText: 'Töpferkurs für Anfänger',
		} );
		await expect( light ).toHaveClass( /\bis-light\b/ );
		await expect( dark ).toHaveClass( /\bis-dark\b/ );
		await expect( light ).toHaveCSS(
			'background-color',
			'rgb(255, 251, 230)'
		);
		await expect( light ).toHaveCSS( 'color', 'rgb(30, 30, 30)' );
		await expect( dark ).toHaveCSS( 'background-color', 'rgb(17, 17, 17)' );
		await expect( dark ).toHaveCSS( 'color', 'rgb(255, 255, 255)' );
	} );

	test( 'an event title with HTML or a script in it is shown as text', async ( {
		page,
		requestUtils,
	} ) => {
		const title = '<script>window.pwned = 1;</script><b>Fest</b>';
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/vitrine-events',
			data: {
				title,
				status: 'publish',
				meta: {
					vitrine_start: '2099-01-01T10:00',
					vitrine_colour: '#336699',
				},
			},
		} );
		const path = await publishPage(
			requestUtils,
			sliderBlock( { count: 100 } )
		);
		await page.goto( path );
		const slide = page.locator( '.swiper-slide', { hasText: 'Fest' } );
		await expect( slide.locator( '.vitrine-event__title' ) ).toHaveText(
			title
		);
		await expect( slide.locator( 'b, script' ) ).toHaveCount( 0 );
		expect( await page.evaluate( () => 'pwned' in window ) ).toBe( false );
	} );

	test( 'a calendar without events is marked as having no slides and says so in German (§4.1)', async ( {
		page,
		requestUtils,
	} ) => {
		const term = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/vitrine-event-categories',
			data: { name: 'Leer' },
		} ) ) as { id: number };
		const path = await publishPage(
			requestUtils,
			sliderBlock( { events: 'category', category: term.id } )
		);
		await page.goto( path );
		const slider = page.locator( SLIDER );
		await expect( slider ).toHaveClass( /vitrine-slider--no-slides/ );
		await expect( slider ).toHaveAttribute( 'data-slide-count', '0' );
		await expect( slider ).toHaveText(
			'Derzeit gibt es keine Veranstaltungen.'
		);
		await expect( slider.getByRole( 'button' ) ).toHaveCount( 0 );
	} );
} );
