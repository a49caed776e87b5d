/**
 * Counts the provider SDK's script requests per page (§2.4: one
 * SDK per page, only where a payment element renders) in Debian's Chromium
 * against a fresh site and the provider emulator: 0 on pages with no payment
 * element (home, members, events, an account page), exactly 1 on a product
 * page that shows the mini-cart's buttons, the product's buttons and the
 * pay-later messages wrapper together, and exactly 1 on the checkout with
 * that cart, whose wallet and card-button wrappers share it,
 * and exactly 1 on that checkout with the legacy card fields forced
 * ("Ältere Kartenfelder", §3.10: the first load carries the client token,
 * the header's mini-cart and the messages wait for it).
 * Also prints the gzip size of the Vitrine scripts the product page and the
 * checkout load (WordPress' own scripts and the SDK not counted), side by
 * side. Exits 1 when a page misses its goal.
 *
 * `npm run bench:sdk` (site port VITRINE_BENCH_PORT, default 8898; emulator
 * port VITRINE_EMULATOR_TEST_PORT).
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
import { launchChromium, startDemoEmulator } from './browser.mjs';

const PORT = Number( process.env.VITRINE_BENCH_PORT || 8898 );
const SDK = /\/sdk\/js\?/;
const NO_PAYMENT = [
	[ 'home', '/' ],
	[ 'members', '/mitglieder/' ],
	[ 'events', '/veranstaltungen/' ],
	[ 'account', '/mein-konto/' ],
];
const PRODUCT = '/produkt/kaffeetasse/';
const CHECKOUT = '/kasse/';
/** Vitrine script bytes (gzip) per page. */
const sizes = [];

/**
 * Gzip size of the plugin's scripts a page loaded (by their URLs).
 *
 * @param {import('@playwright/test').Page} page Browser page, loaded.
 * @return {Promise<number>} Bytes.
 */
async function vitrineScripts( page ) {
	const sources = await page.$$eval( 'script[src]', ( scripts ) =>
		scripts
			.map( ( script ) => script.getAttribute( 'src' ) ?? '' )
			.filter( ( src ) => src.includes( '/plugins/vitrine/' ) )
	);
	let total = 0;
	for ( const src of sources ) {
		const body = Buffer.from(
			await ( await fetch( new URL( src, page.url() ) ) ).arrayBuffer()
		);
		total += zlib.gzipSync( body, { level: 9 } ).length;
	}
	return total;
}

if ( ! fs.existsSync( path.join( ROOT, 'build', 'payment', 'main.js' ) ) ) {
	execFileSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'inherit' } );
}

const emulator = await startDemoEmulator();
/** @type {{ url: string, dir: string, stop: () => void } | null} */
let site = null;
/** @type {import('@playwright/test').Browser | null} */
let browser = null;
const rows = [];

/**
 * Opens a page and counts the SDK script requests it makes until it is
 * quiet.
 *
 * @param {import('@playwright/test').Page} page     Browser page.
 * @param {string}                          pagePath Path on the site.
 * @param {() => Promise<void>}             [ready]  Waits for the page's elements.
 * @return {Promise<number>} SDK requests.
 */
async function sdkRequests( page, pagePath, ready ) {
	let count = 0;
	const listen = (
		/** @type {import('@playwright/test').Request} */ request
	) => {
		if ( SDK.test( request.url() ) ) {
			count++;
		}
	};
	page.on( 'request', listen );
	await page.goto( site?.url + pagePath, { waitUntil: 'load' } );
	if ( ready ) {
		await ready();
	}
	await page.waitForLoadState( 'networkidle' );
	// Late loaders (a reload after the §4.6 simulation) get their chance.
	await page.waitForTimeout( 1000 );
	page.off( 'request', listen );
	return count;
}

/**
 * Changes the gateway settings of the bench's site (as the settings page
 * saves them).
 *
 * @param {string}                  dir     Site folder.
 * @param {Record<string, unknown>} changes Settings to change.
 */
function providerSettings( dir, changes ) {
	execFileSync( 'php', [
		'-r',
		`require ${ JSON.stringify( path.join( dir, 'wp-load.php' ) ) };
		$o = get_option( 'vitrine_provider', array() );
		$o = array_merge( is_array( $o ) ? $o : array(), json_decode( ${ JSON.stringify(
			JSON.stringify( changes )
		) }, true ) );
		update_option( 'vitrine_provider', $o );`,
	] );
}

let missed = false;
try {
	site = await startSite( {
		name: 'bench-sdk',
		port: PORT,
		fresh: true,
		quiet: true,
	} );
	browser = await launchChromium();
	const page = await browser.newPage( { locale: 'de-DE' } );
	for ( const [ name, pagePath ] of NO_PAYMENT ) {
		const count = await sdkRequests( page, pagePath );
		rows.push( [ `${ name } (${ pagePath })`, count, 0 ] );
	}

	// The cart gets an item, so the header's mini-cart shows its buttons too.
	await page.goto( site.url + PRODUCT );
	await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
	await page
		.getByRole( 'status' )
		.filter( { hasText: 'wurde deinem Warenkorb hinzugefügt' } )
		.waitFor();
	const count = await sdkRequests( page, PRODUCT, async () => {
		await page
			.locator( '#ppc-button-ppcp-gateway button' )
			.first()
			.waitFor();
		await page.locator( '#ppc-button-minicart button' ).first().waitFor( {
			state: 'attached',
		} );
		await page.locator( '#ppcp-messages' ).waitFor( {
			state: 'attached',
		} );
	} );
	rows.push( [ `product + mini-cart + messages (${ PRODUCT })`, count, 1 ] );
	sizes.push( [ `product (${ PRODUCT })`, await vitrineScripts( page ) ] );

	// The checkout with that cart: wallet and card button, one SDK.
	const atCheckout = await sdkRequests( page, CHECKOUT, async () => {
		await page.getByLabel( 'PayPal', { exact: true } ).check();
		await page
			.locator( '#ppc-button-ppcp-gateway button' )
			.first()
			.waitFor();
	} );
	rows.push( [
		`checkout, wallet and card button (${ CHECKOUT })`,
		atCheckout,
		1,
	] );
	sizes.push( [ `checkout (${ CHECKOUT })`, await vitrineScripts( page ) ] );

	// The same checkout with the card fields and the legacy ones forced.
	providerSettings( site.dir, {
		method_card: true,
		card_fields_legacy: true,
	} );
	const legacy = await sdkRequests( page, CHECKOUT, async () => {
		await page
			.locator( '#payment_method_ppcp-credit-card-gateway' )
			.check();
		await page
			.locator(
				'#ppcp-hosted-fields[data-card-renderer="hosted-fields"]'
			)
			.waitFor( { state: 'attached' } );
		await page
			.locator( '#ppcp-hosted-fields iframe' )
			.first()
			.waitFor( { state: 'attached' } );
		await page.locator( '#ppc-button-minicart button' ).first().waitFor( {
			state: 'attached',
		} );
	} );
	rows.push( [
		`checkout, legacy card fields forced (${ CHECKOUT })`,
		legacy,
		1,
	] );
} finally {
	await browser?.close();
	site?.stop();
	emulator.stop();
}

process.stdout.write(
	'| page | SDK script requests | goal |\n|---|---|---|\n'
);
for ( const [ name, count, goal ] of rows ) {
	const met = count === goal;
	missed ||= ! met;
	process.stdout.write(
		`| ${ name } | ${ count } | ${ goal } ${ met ? 'met' : 'MISSED' } |\n`
	);
}
process.stdout.write( '\n| page | Vitrine JS (gzip) |\n|---|---|\n' );
for ( const [ name, bytes ] of sizes ) {
	process.stdout.write( `| ${ name } | ${ bytes } B |\n` );
}
if ( missed || rows.length !== NO_PAYMENT.length + 3 ) {
	process.stdout.write( 'SDK loads: goal missed\n' );
	process.exit( 1 );
}
process.stdout.write( 'SDK loads: every goal met\n' );
