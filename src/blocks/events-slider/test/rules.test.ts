/**
 * Internal dependencies
 */
import {
	canLoop,
	correctionDelay,
	multiCap,
	nextIndex,
	parseSettings,
	previousIndex,
	visibleSlides,
} from '../rules';

describe( 'visible slides (§9.1)', () => {
	it.each( [
		[ 380, 3 ],
		[ 500, 4 ],
		[ 700, 5 ],
		[ 900, 7 ],
		[ 124, 1 ],
		[ 250, 2 ],
	] )( 'micro shows floor(width/125): %i px → %i', ( width, n ) => {
		expect( visibleSlides( 'micro', width, 1 ) ).toBe( n );
	} );

	it.each( [
		[ 380, 1 ],
		[ 500, 2 ],
		[ 700, 3 ],
		[ 900, 4 ],
		[ 199, 1 ],
		[ 1200, 6 ],
	] )( 'mini shows floor(width/200): %i px → %i', ( width, n ) => {
		expect( visibleSlides( 'mini', width, 1 ) ).toBe( n );
	} );

	it.each( [
		[ 380, 1 ],
		[ 400, 1 ],
		[ 401, 2 ],
		[ 500, 2 ],
		[ 600, 2 ],
		[ 601, 3 ],
		[ 700, 3 ],
		[ 800, 3 ],
		[ 801, 4 ],
		[ 900, 4 ],
		[ 1000, 4 ],
		[ 1400, 4 ],
	] )(
		'multi with slides_visible 1 shows 4, capped by width: %i px → %i',
		( width, n ) => {
			expect( visibleSlides( 'multi', width, 1 ) ).toBe( n );
		}
	);

	it( 'multi uses slides_visible other than 1, still capped by width', () => {
		expect( visibleSlides( 'multi', 1400, 6 ) ).toBe( 6 );
		expect( visibleSlides( 'multi', 900, 6 ) ).toBe( 4 );
		expect( visibleSlides( 'multi', 700, 2 ) ).toBe( 2 );
		expect( visibleSlides( 'multi', 500, 3 ) ).toBe( 2 );
	} );

	it( 'the width cap has no limit above 1000 px', () => {
		expect( multiCap( 1001 ) ).toBe( Infinity );
	} );

	it.each( [ 'horizontal', 'vertical' ] as const )(
		'%s shows one slide at every width',
		( type ) => {
			for ( const width of [ 100, 380, 500, 700, 900, 2000 ] ) {
				expect( visibleSlides( type, width, 3 ) ).toBe( 1 );
			}
		}
	);
} );

describe( 'wrap (§4.1)', () => {
	it( 'next from the last slide wraps to 1', () => {
		expect( nextIndex( 12, 12 ) ).toBe( 1 );
		expect( nextIndex( 3, 12 ) ).toBe( 4 );
	} );

	it( 'previous from the first slide wraps to the last', () => {
		expect( previousIndex( 1, 12 ) ).toBe( 12 );
		expect( previousIndex( 5, 12 ) ).toBe( 4 );
	} );

	it( 'a single slide stays on itself', () => {
		expect( nextIndex( 1, 1 ) ).toBe( 1 );
		expect( previousIndex( 1, 1 ) ).toBe( 1 );
	} );

	it( 'the wrap looks continuous only with more slides than are visible', () => {
		expect( canLoop( 5, 4 ) ).toBe( true );
		expect( canLoop( 4, 4 ) ).toBe( false );
	} );
} );

describe( 'position correction (§9.1)', () => {
	it( 'happens slider_speed + 100 ms after a move', () => {
		expect( correctionDelay( 400 ) ).toBe( 500 );
		expect( correctionDelay( 0 ) ).toBe( 100 );
	} );
} );

describe( 'settings from the server (§3.4)', () => {
	it( 'fall back to safe defaults when missing or broken', () => {
		expect( parseSettings( 'not json' ) ).toEqual( {
			type: 'horizontal',
			visible: 1,
			dots: false,
			auto: false,
			pauseHover: false,
			pause: 5000,
			speed: 400,
		} );
		expect(
			parseSettings( '{"type":"multi","pause":-1,"visible":3}' )
		).toMatchObject( { type: 'multi', pause: 5000, visible: 3 } );
	} );
} );
