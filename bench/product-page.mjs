/**
 * Prints the gzip size of the Vitrine scripts that product pages really
 * load (every script of the plugin named in the page: the shared store, the
 * add-to-cart form, the first-payment block, the header's mini-cart …)
 * against the budget of 19.6 KB. WordPress' own scripts (React, data, i18n)
 * and the provider's SDK are not counted. Starts a fresh site:
 * `node bench/product-page.mjs` (port VITRINE_BENCH_PORT, default 8898).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Internal dependencies
 */
import { ROOT, startSite } from '../tools/site/site.mjs';

const BUDGET = 19.6 * 1024;
const PORT = Number( process.env.VITRINE_BENCH_PORT || 8898 );
const PAGES = [
	'/produkt/kaffee-abo/',
	'/produkt/vitrine-shirt/',
	'/produkt/fanpaket/',
	'/produkt/stadtfuehrung/',
];

if ( ! fs.existsSync( path.join( ROOT, 'build', 'store', 'index.js' ) ) ) {
	execFileSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'inherit' } );
}

const site = await startSite( {
	name: 'bench-product',
	port: PORT,
	fresh: true,
	quiet: true,
} );

/**
 * Gzip size of a URL's body.
 *
 * @param {string} url Script URL.
 * @return {Promise<number>} Bytes.
 */
async function gzipSize( url ) {
	const body = Buffer.from( await ( await fetch( url ) ).arrayBuffer() );
	return zlib.gzipSync( body, { level: 9 } ).length;
}

let worst = 0;
try {
	for ( const pagePath of PAGES ) {
		const html = await ( await fetch( site.url + pagePath ) ).text();
		const sources = [ ...html.matchAll( /<script[^>]+src="([^"]+)"/g ) ]
			.map( ( match ) => match[ 1 ].replace( /&#038;|&amp;/g, '&' ) )
			.filter( ( src ) => src.includes( '/plugins/vitrine/' ) );
		let total = 0;
		process.stdout.write( `${ pagePath }\n` );
		for ( const src of sources ) {
			const size = await gzipSize( src );
			total += size;
			process.stdout.write(
				`  ${ new URL( src ).pathname.replace(
					/^.*\/plugins\/vitrine\//,
					''
				) }: ${ size } B gzip\n`
			);
		}
		worst = Math.max( worst, total );
		process.stdout.write(
			`  Vitrine scripts: ${ total } B gzip (${ (
				( total / BUDGET ) *
				100
			).toFixed( 0 ) } % of 19.6 KB = ${ Math.round( BUDGET ) } B)\n`
		);
	}
	process.stdout.write(
		`largest product page: ${ worst } B gzip of the 19.6 KB budget\n`
	);
} finally {
	site.stop();
}
