// @ts-check
/**
 * Bench of the events slider: cumulative layout shift of a page with one
 * slider of each type over 50 events (goal: 0), at a phone and a desktop
 * width, and the gzip size of the block's view script and of the WordPress
 * scripts it depends on (React and friends, shared by every island on a
 * page). Prints the figures.
 *
 *   VITRINE_BENCH_PORT=8897 npm run bench:slider
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ROOT, startSite } from '../tools/site/site.mjs';

const EVENTS = 50;
const PORT = Number( process.env.VITRINE_BENCH_PORT || 8897 );
const VIEW = path.join( ROOT, 'build', 'events-slider', 'view.js' );

if ( ! fs.existsSync( VIEW ) ) {
	execFileSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'inherit' } );
}
const viewBytes = fs.readFileSync( VIEW );
const gzipBytes = zlib.gzipSync( viewBytes, { level: 9 } ).length;

process.env.VITRINE_DEMO_EVENTS = String( EVENTS );
const site = await startSite( {
	name: 'bench-slider',
	port: PORT,
	fresh: true,
	quiet: true,
} );
const pagePath = execFileSync(
	'php',
	[ path.join( ROOT, 'bench', 'slider-page.php' ), site.dir, site.url ],
	{ encoding: 'utf8' }
).trim();

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
	],
} );

/**
 * Layout shift of one page load, with the sliders running for a while.
 *
 * @param {number} width Viewport width.
 * @return {Promise<{cls: number, sliderCls: number, slides: number, shifts: number, scripts: string[]}>} Figures.
 */
async function measure( width ) {
	const page = await browser.newPage( {
		viewport: { width, height: 900 },
	} );
	await page.addInitScript( () => {
		// @ts-ignore
		window.__shifts = [];
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				// @ts-ignore -- LayoutShift is not in lib.dom.
				if ( ! entry.hadRecentInput ) {
					// @ts-ignore
					window.__shifts.push( {
						// @ts-ignore
						value: entry.value,
						// A shift whose moved nodes include a slider's belongs to it.
						// @ts-ignore
						slider: entry.sources.some( ( source ) =>
							source.node?.closest?.(
								'.wp-block-vitrine-events-slider'
							)
						),
					} );
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.goto( site.url + pagePath, { waitUntil: 'load' } );
	await page
		.locator( '.wp-block-vitrine-events-slider.is-ready' )
		.nth( 4 )
		.waitFor();
	// Let autoplay move each slider at least once.
	await page.waitForTimeout( 2500 );
	const result = await page.evaluate( () => ( {
		// @ts-ignore
		cls: window.__shifts.reduce( ( a, b ) => a + b.value, 0 ),
		// @ts-ignore
		sliderCls: window.__shifts
			// @ts-ignore
			.filter( ( shift ) => shift.slider )
			// @ts-ignore
			.reduce( ( a, b ) => a + b.value, 0 ),
		// @ts-ignore
		shifts: window.__shifts.length,
		slides: document.querySelectorAll( '.swiper-slide' ).length,
		scripts: Array.from( document.scripts, ( script ) => script.src ),
	} ) );
	await page.close();
	return result;
}

try {
	const rows = [];
	for ( const width of [ 390, 1280 ] ) {
		rows.push( { width, ...( await measure( width ) ) } );
	}
	console.log( `Events slider bench (${ EVENTS } events, 5 sliders)` );
	for ( const row of rows ) {
		console.log(
			`  layout shift at ${
				row.width
			} px: sliders ${ row.sliderCls.toFixed(
				4
			) } (goal 0), whole page ${ row.cls.toFixed( 4 ) } (${
				row.shifts
			} shifts; ${ row.slides } slides)`
		);
	}
	console.log(
		`  view script build/events-slider/view.js: ${ viewBytes.length } bytes, ${ gzipBytes } bytes gzip`
	);
	// WordPress' scripts on the page: what view.js needs from WordPress (the
	// theme's navigation module is not the slider's).
	const shared = rows[ 0 ].scripts.filter(
		( src ) =>
			src.includes( '/wp-includes/js/dist/' ) &&
			! src.includes( '/script-modules/' )
	);
	let sharedGzip = 0;
	for ( const src of shared ) {
		const body = Buffer.from( await ( await fetch( src ) ).arrayBuffer() );
		const gzip = zlib.gzipSync( body, { level: 9 } ).length;
		sharedGzip += gzip;
		console.log(
			`    + ${ new URL( src ).pathname.replace(
				/^.*\/wp-includes\//,
				''
			) }: ${ gzip } bytes gzip`
		);
	}
	console.log(
		`  WordPress scripts on the page: ${
			shared.length
		}, ${ sharedGzip } bytes gzip; with view.js ${
			sharedGzip + gzipBytes
		} bytes gzip`
	);
} finally {
	await browser.close();
	site.stop();
}
