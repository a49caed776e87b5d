// @ts-check
/**
 * Bench of layout shift: loads the home page,
 * the shop grid /shop/, a product page with a gallery and the slider page
 * in Chromium, at a phone and a desktop width, with every picture held
 * back for a moment (so the page is laid out before any file arrives, as
 * on a slow line), scrolls to the end (lazy pictures load) and prints the
 * cumulative layout shift per page. Goal: 0 everywhere; exits with 1 when
 * a page misses it.
 *
 *   VITRINE_BENCH_PORT=8897 npm run bench:layout-shift
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ROOT, startSite } from '../tools/site/site.mjs';

const PORT = Number( process.env.VITRINE_BENCH_PORT || 8897 );
/** How long each picture is held back (ms). */
const IMAGE_DELAY = Number( process.env.VITRINE_BENCH_IMAGE_DELAY || 600 );
/** Largest layout shift that still meets the goal (rounding only). */
const GOAL = 0.0001;

if ( ! fs.existsSync( path.join( ROOT, 'build', 'product-gallery' ) ) ) {
	execFileSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'inherit' } );
}

const site = await startSite( {
	name: 'bench-layout-shift',
	port: PORT,
	fresh: true,
	quiet: true,
} );
const sliderPage = execFileSync(
	'php',
	[ path.join( ROOT, 'bench', 'slider-page.php' ), site.dir, site.url ],
	{ encoding: 'utf8' }
).trim();

const PAGES = [
	// The home page's product list shows the product images too.
	{ name: 'Home page', path: '/' },
	{ name: 'Shop grid', path: '/shop/' },
	{ name: 'Product page with gallery', path: '/produkt/kaffeetasse/' },
	{ name: 'Slider page', path: sliderPage },
];

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
	],
} );

/**
 * Layout shift of one page load.
 *
 * @param {string} url   Page URL.
 * @param {number} width Viewport width.
 * @return {Promise<{cls: number, shifts: number, images: number, unsized: string[], sources: string[]}>} Figures.
 */
async function measure( url, width ) {
	const page = await browser.newPage( { viewport: { width, height: 900 } } );
	await page.route( /\.(png|jpe?g|webp|gif|avif)(\?|$)/, async ( route ) => {
		await new Promise( ( resolve ) => setTimeout( resolve, IMAGE_DELAY ) );
		await route.continue();
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
						// @ts-ignore
						sources: entry.sources.map( ( source ) => {
							const node = source.node;
							return node && node.nodeType === 1
								? `${ node.tagName.toLowerCase() }.${ String(
										node.className
								  ).replace( / +/g, '.' ) }`
								: String( node?.nodeName ?? '?' );
						} ),
					} );
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.goto( url, { waitUntil: 'load' } );
	// Down to the end, a screen at a time, so lazy pictures load too.
	await page.evaluate( async () => {
		for (
			let y = 0;
			y < document.documentElement.scrollHeight;
			y += window.innerHeight / 2
		) {
			window.scrollTo( 0, y );
			await new Promise( ( resolve ) => setTimeout( resolve, 150 ) );
		}
	} );
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( IMAGE_DELAY + 500 );
	const result = await page.evaluate( () => ( {
		// @ts-ignore
		cls: window.__shifts.reduce( ( a, b ) => a + b.value, 0 ),
		// @ts-ignore
		shifts: window.__shifts.length,
		images: document.images.length,
		unsized: Array.from( document.images )
			.filter(
				( img ) =>
					! img.getAttribute( 'width' ) ||
					! img.getAttribute( 'height' )
			)
			.map( ( img ) => img.currentSrc || img.src ),
		sources: Array.from(
			// @ts-ignore
			new Set( window.__shifts.flatMap( ( shift ) => shift.sources ) )
		),
	} ) );
	await page.close();
	return result;
}

let missed = 0;
try {
	console.log(
		`Layout shift bench (pictures held back ${ IMAGE_DELAY } ms; goal 0)`
	);
	for ( const { name, path: pagePath } of PAGES ) {
		for ( const width of [ 390, 1280 ] ) {
			const row = await measure( site.url + pagePath, width );
			const ok = row.cls <= GOAL;
			missed += ok ? 0 : 1;
			console.log(
				`  ${
					ok ? 'ok  ' : 'MISS'
				} ${ name } (${ pagePath }) at ${ width } px: CLS ${ row.cls.toFixed(
					4
				) } (${ row.shifts } shifts, ${ row.images } pictures${
					row.unsized.length
						? `, ${ row.unsized.length } without width/height`
						: ''
				})`
			);
			if ( ! ok ) {
				console.log( `       moved: ${ row.sources.join( ', ' ) }` );
			}
		}
	}
	console.log(
		missed ? `${ missed } page loads missed the goal.` : 'All at 0.'
	);
} finally {
	await browser.close();
	site.stop();
}
process.exit( missed ? 1 : 0 );
