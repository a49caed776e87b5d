/**
 * Prints the gzip size of the Vitrine scripts a product page loads (the
 * shared store, the add-to-cart form and the first-payment block) against
 * the budget of 19.6 KB; WordPress' own scripts (React, data, i18n) are not
 * counted. Run after `npm run build`: `node bench/product-page.mjs`.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET = 19.6 * 1024;
const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const scripts = [
	'build/store/index.js',
	'build/add-to-cart-form/view.js',
	'build/subscription-first-payment/view.js',
];

let total = 0;
for ( const script of scripts ) {
	const size = zlib.gzipSync( fs.readFileSync( path.join( root, script ) ), {
		level: 9,
	} ).length;
	total += size;
	process.stdout.write( `${ script }: ${ size } B gzip\n` );
}
process.stdout.write(
	`product page, Vitrine scripts: ${ total } B gzip (${ (
		( total / BUDGET ) *
		100
	).toFixed( 0 ) } % of ${ BUDGET } B)\n`
);
