// @ts-check
/**
 * The screenshot tour: starts a fresh site
 * with the demo content and its own provider emulator, walks the storefront
 * as a guest and as the customer `kundin`, and the back end as the admin,
 * and saves every page at 1280 and 390 px into artifacts/screenshots/
 * (`{role}--{page}--{width}.png`), so a reviewer sees the whole shop in a
 * minute. Not part of `npm test`: `npm run screenshots`.
 *
 * Environment: VITRINE_SCREENSHOTS_PORT (site, 8893),
 * VITRINE_SCREENSHOTS_EMULATOR_PORT (emulator, the site's port + 1),
 * CHROMIUM_PATH (/usr/bin/chromium). Nothing but loopback is reached: the
 * browser aborts every other request and resolves no other name.
 */
/**
 * External dependencies
 */
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { startEmulatorProcess } from './provider-emulator/launch.mjs';
import { ROOT, startSite } from './site/site.mjs';

const PORT = Number( process.env.VITRINE_SCREENSHOTS_PORT || 8893 );
const EMULATOR_PORT = Number(
	process.env.VITRINE_SCREENSHOTS_EMULATOR_PORT || PORT + 1
);
const OUT = path.join( ROOT, 'artifacts', 'screenshots' );
const WIDTHS = [ 1280, 390 ];
/** Chromium flags as the e2e tests use them (tests/e2e/config.ts). */
const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */

/** @type {string[]} */
const saved = [];
/** @type {string[]} */
const failed = [];

/**
 * A file name part: lower case letters, digits and dashes.
 *
 * @param {string} text Any text.
 * @return {string} Slug.
 */
function slug( text ) {
	return (
		text
			.toLowerCase()
			.replace( /ä/g, 'ae' )
			.replace( /ö/g, 'oe' )
			.replace( /ü/g, 'ue' )
			.replace( /ß/g, 'ss' )
			.replace( /[^a-z0-9]+/g, '-' )
			.replace( /^-|-$/g, '' ) || 'start'
	);
}

/**
 * Whether a URL stays on this machine.
 *
 * @param {string} url Request URL.
 * @return {boolean} Loopback (or data/blob).
 */
function isLocal( url ) {
	const parsed = new URL( url );
	if ( [ 'data:', 'blob:', 'about:' ].includes( parsed.protocol ) ) {
		return true;
	}
	return [ '127.0.0.1', 'localhost', '[::1]' ].includes( parsed.hostname );
}

/**
 * A browser context that never leaves the machine.
 *
 * @param {import('@playwright/test').Browser} browser Browser.
 * @param {string}                             baseURL Site URL.
 * @return {Promise<BrowserContext>} Context.
 */
async function newContext( browser, baseURL ) {
	const context = await browser.newContext( {
		baseURL,
		locale: 'de-DE',
		timezoneId: 'Europe/Berlin',
		viewport: { width: WIDTHS[ 0 ], height: 900 },
	} );
	await context.route( '**/*', ( route ) =>
		isLocal( route.request().url() ) ? route.continue() : route.abort()
	);
	return context;
}

/**
 * Opens a path (unless `open` is false: the page is already there) and saves
 * it at every width.
 *
 * @param {Page}   page     Page.
 * @param {string} role     guest, kundin, admin.
 * @param {string} name     Readable page name.
 * @param {string} [target] Path or URL to open; none: the current page.
 * @param {number} [settle] Extra milliseconds to wait (editor, sliders).
 */
async function shoot( page, role, name, target, settle = 300 ) {
	try {
		if ( target ) {
			await page.goto( target, { waitUntil: 'load' } );
		}
		for ( const width of WIDTHS ) {
			await page.setViewportSize( { width, height: 900 } );
			await page
				.waitForLoadState( 'networkidle', { timeout: 10_000 } )
				.catch( () => {} );
			await page.waitForTimeout( settle );
			if ( page.url().includes( '/wp-admin/' ) ) {
				await waitForPreviews( page );
			}
			const file = `${ role }--${ slug( name ) }--${ width }.png`;
			await page.screenshot( {
				path: path.join( OUT, file ),
				fullPage: true,
			} );
			saved.push( file );
		}
		await page.setViewportSize( { width: WIDTHS[ 0 ], height: 900 } );
	} catch ( error ) {
		failed.push(
			`${ role } ${ name }: ${ String( error ).split( '\n' )[ 0 ] }`
		);
	}
}

/**
 * Waits until the editor's block previews (in the page and its canvas
 * frame) have their server markup: no spinner left, at most 30 s.
 *
 * @param {Page} page Page.
 */
async function waitForPreviews( page ) {
	const end = Date.now() + 30_000;
	while ( Date.now() < end ) {
		let loading = 0;
		for ( const frame of page.frames() ) {
			loading += await frame
				.locator( '.vitrine-preview__loading, .components-spinner' )
				.count()
				.catch( () => 0 );
		}
		if ( loading === 0 ) {
			return;
		}
		await page.waitForTimeout( 500 );
	}
}

/**
 * Logs a user in through wp-login.php.
 *
 * @param {Page}   page     Page.
 * @param {string} user     Login.
 * @param {string} password Password.
 */
async function logIn( page, user, password ) {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( user );
	await page.locator( '#user_pass' ).fill( password );
	await Promise.all( [
		page.waitForNavigation(),
		page.locator( '#wp-submit' ).click(),
	] );
}

/**
 * Adds a simple product to the cart through its page's form.
 *
 * @param {Page}   page        Page.
 * @param {string} productPath Product page path.
 */
async function addToCart( page, productPath ) {
	await page.goto( productPath );
	await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
	await page
		.getByText( /wurde deinem Warenkorb hinzugefügt/ )
		.first()
		.waitFor( { timeout: 10_000 } );
}

/**
 * Same-site links of a page matching a pattern, without duplicates and
 * never a log-out link.
 *
 * @param {Page}   page     Page.
 * @param {string} selector Links to read.
 * @return {Promise<Array<{href: string, text: string}>>} Links.
 */
async function links( page, selector ) {
	const found = await page.locator( selector ).evaluateAll( ( anchors ) =>
		anchors.map( ( anchor ) => ( {
			href: /** @type {HTMLAnchorElement} */ ( anchor ).href,
			text: ( anchor.textContent || '' ).trim(),
		} ) )
	);
	const seen = new Set();
	return found.filter( ( link ) => {
		if ( seen.has( link.href ) || /logout|abmelden/i.test( link.href ) ) {
			return false;
		}
		seen.add( link.href );
		return true;
	} );
}

/**
 * The storefront as a guest and as the customer.
 *
 * @param {import('@playwright/test').Browser} browser Browser.
 * @param {string}                             url     Site URL.
 */
async function storefront( browser, url ) {
	/** @type {Array<{slug: string, link: string}>} */
	const pages = await (
		await fetch(
			`${ url }/wp-json/wp/v2/pages?per_page=100&_fields=slug,link`
		)
	).json();
	/** @type {Array<{slug: string, link: string}>} */
	const products = await (
		await fetch(
			`${ url }/wp-json/wp/v2/vitrine_product?per_page=100&_fields=slug,link`
		)
	).json();
	/** @type {Array<{slug: string, link: string}>} */
	const events = await (
		await fetch(
			`${ url }/wp-json/wp/v2/vitrine-events?per_page=2&orderby=id&order=asc&_fields=slug,link`
		)
	).json();

	const guest = await newContext( browser, url );
	const page = await guest.newPage();
	await shoot( page, 'guest', 'home', '/' );
	for ( const entry of pages ) {
		await shoot( page, 'guest', `page-${ entry.slug }`, entry.link, 600 );
	}
	for ( const product of products ) {
		await shoot( page, 'guest', `product-${ product.slug }`, product.link );
	}
	for ( const event of events ) {
		await shoot( page, 'guest', `event-${ event.slug }`, event.link );
	}
	await shoot( page, 'guest', 'event-archive', '/veranstaltung/' );
	try {
		await addToCart( page, '/produkt/kaffeetasse/' );
		await addToCart( page, '/produkt/ticket-sommerfest/' );
		await shoot( page, 'guest', 'cart-with-items', '/warenkorb/' );
		await page
			.locator( '.wp-block-vitrine-mini-cart summary' )
			.first()
			.click();
		await shoot( page, 'guest', 'mini-cart-open' );
		await shoot( page, 'guest', 'checkout-with-items', '/kasse/' );
	} catch ( error ) {
		failed.push( `guest cart: ${ String( error ).split( '\n' )[ 0 ] }` );
	}
	await guest.close();

	const customer = await newContext( browser, url );
	const mine = await customer.newPage();
	await logIn( mine, 'kundin', 'kundin' );
	await shoot( mine, 'kundin', 'my-account', '/mein-konto/' );
	const sections = await links( mine, '.vitrine-account nav a' );
	for ( const section of sections ) {
		await shoot(
			mine,
			'kundin',
			`my-account-${ section.text }`,
			section.href
		);
	}
	for ( const [ name, list, detail ] of [
		[ 'order', '/mein-konto/bestellungen/', 'a[href*="/bestellungen/"]' ],
		[ 'subscription', '/mein-konto/abos/', 'a[href*="/abos/"]' ],
	] ) {
		await mine.goto( list );
		const [ first ] = ( await links( mine, detail ) ).filter( ( link ) =>
			/\/\d+\/?$/.test( new URL( link.href ).pathname )
		);
		if ( first ) {
			await shoot( mine, 'kundin', `my-account-${ name }`, first.href );
		}
	}
	await mine.goto( '/mein-konto/bestellungen/' );
	const [ pay ] = await links( mine, 'a[href*="bestellung-bezahlen"]' );
	if ( pay ) {
		await shoot( mine, 'kundin', 'pay-for-order', pay.href );
	}
	await shoot( mine, 'kundin', 'members-directory', '/mitglieder/' );
	try {
		await addToCart( mine, '/produkt/kaffeetasse/' );
		await shoot( mine, 'kundin', 'cart-with-items', '/warenkorb/' );
		await shoot( mine, 'kundin', 'checkout-prefilled', '/kasse/' );
		const bank = mine.locator(
			'input[name="payment_method"][value="bacs"]'
		);
		if ( await bank.count() ) {
			await bank.check();
		}
		const terms = mine.locator( 'input[name="terms"]' );
		if ( await terms.count() ) {
			await terms.check();
		}
		await Promise.all( [
			mine.waitForURL( /bestellung-erhalten/, { timeout: 20_000 } ),
			mine.locator( '#place_order' ).click(),
		] );
		await shoot( mine, 'kundin', 'order-received' );
	} catch ( error ) {
		failed.push( `kundin order: ${ String( error ).split( '\n' )[ 0 ] }` );
	}
	await customer.close();
}

/**
 * The back end as the admin.
 *
 * @param {import('@playwright/test').Browser} browser  Browser.
 * @param {string}                             url      Site URL.
 * @param {string}                             password Admin password.
 */
async function backEnd( browser, url, password ) {
	const context = await newContext( browser, url );
	const page = await context.newPage();
	await logIn( page, 'admin', password );
	const products = 'edit.php?post_type=vitrine_product';
	const admin = `/wp-admin/`;
	await shoot( page, 'admin', 'dashboard', admin );
	await shoot(
		page,
		'admin',
		'orders',
		`${ admin }${ products }&page=vitrine-orders`
	);
	const [ order ] = await links(
		page,
		'a[href*="page=vitrine-orders"][href*="order="]'
	);
	if ( order ) {
		await shoot( page, 'admin', 'order', order.href );
	}
	await shoot(
		page,
		'admin',
		'subscriptions',
		`${ admin }${ products }&page=vitrine-subscriptions`
	);
	await shoot( page, 'admin', 'products', `${ admin }${ products }` );
	const [ product ] = await links( page, '#the-list a.row-title' );
	if ( product ) {
		await shoot(
			page,
			'admin',
			`product-${ product.text }`,
			product.href,
			2500
		);
	}
	await shoot(
		page,
		'admin',
		'events',
		`${ admin }edit.php?post_type=vitrine_event`
	);
	await shoot(
		page,
		'admin',
		'membership-plans',
		`${ admin }edit.php?post_type=vitrine_plan`
	);
	await shoot(
		page,
		'admin',
		'profile-fields',
		`${ admin }edit.php?post_type=vitrine_plan&page=vitrine-profile-fields`
	);
	await shoot(
		page,
		'admin',
		'settings-shop',
		`${ admin }options-general.php?page=vitrine-shop`
	);
	await shoot(
		page,
		'admin',
		'settings-provider',
		`${ admin }options-general.php?page=vitrine-provider`
	);
	await shoot( page, 'admin', 'pages', `${ admin }edit.php?post_type=page` );
	// The editor with a page full of Vitrine blocks (their previews).
	for ( const name of [
		'shop',
		'mitglieder',
		'veranstaltungen',
		'warenkorb',
	] ) {
		const [ found ] = await (
			await fetch(
				`${ url }/wp-json/wp/v2/pages?slug=${ name }&_fields=id`
			)
		).json();
		if ( found ) {
			await shoot(
				page,
				'admin',
				`editor-page-${ name }`,
				`${ admin }post.php?post=${ found.id }&action=edit`,
				3000
			);
		}
	}
	await shoot(
		page,
		'admin',
		'site-editor-product-template',
		`${ admin }site-editor.php?postType=wp_template&postId=twentytwentyfive//single-vitrine_product&canvas=edit`,
		4000
	);
	await context.close();
}

if ( ! fs.existsSync( path.join( ROOT, 'build', 'store', 'index.js' ) ) ) {
	execFileSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'inherit' } );
}
fs.rmSync( OUT, { recursive: true, force: true } );
fs.mkdirSync( OUT, { recursive: true } );

const t0 = Date.now();
const emulator = await startEmulatorProcess( EMULATOR_PORT );
// The demo's provider settings point at this emulator (install.php reads it).
process.env.VITRINE_EMULATOR_URL = emulator.url;
const site = await startSite( {
	name: 'screenshots',
	port: PORT,
	fresh: true,
	quiet: true,
} );
const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: CHROMIUM_ARGS,
} );
try {
	await storefront( browser, site.url );
	await backEnd( browser, site.url, site.password );
} finally {
	await browser.close();
	site.stop();
	emulator.stop();
}
for ( const line of failed ) {
	process.stdout.write( `not saved: ${ line }\n` );
}
process.stdout.write(
	`${ saved.length } screenshots in ${ path.relative(
		process.cwd(),
		OUT
	) }/ (${ ( ( Date.now() - t0 ) / 1000 ).toFixed( 0 ) } s)${
		failed.length ? `, ${ failed.length } pages failed` : ''
	}\n`
);
process.exitCode = failed.length ? 1 : 0;
