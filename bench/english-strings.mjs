// @ts-check
/* global NodeFilter, HTMLInputElement -- readFrame() runs in the browser. */
/**
 * How much of WordPress' own interface is still English on a German site
 * (locale de, §9.6). Starts its own fresh site, logs in as the admin in
 * Debian's Chromium and visits a fixed list of admin and editor screens. On
 * each it reads what a person sees or hears: the text nodes of rendered
 * elements (screen-reader texts included, the options of a visible select
 * too), aria-label and placeholder attributes and the values of input
 * buttons, in every frame (the editor's canvas is one). A string counts as
 * English when it is, whole, one of WordPress' own English msgids, read from
 * core's sources in the cache (bench/english-reference.mjs says how).
 *
 * Prints per screen the distinct English strings (with examples) and their
 * occurrences, then the totals. A figure, not a gate: exits 0 unless the
 * run itself fails.
 *
 *   npm run bench:l10n                 (site port VITRINE_BENCH_PORT, default 8896)
 *   npm run bench:l10n -- --all        prints every English string found
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT, startSite } from '../tools/site/site.mjs';
import { ensureCore } from '../tools/site/core.mjs';
import { launchChromium, logInAsAdmin } from './browser.mjs';
import { englishReference } from './english-reference.mjs';

const PORT = Number( process.env.VITRINE_BENCH_PORT || 8896 );
const ALL = process.argv.includes( '--all' );
const EXAMPLES = 8;

/**
 * The fixed list of screens: name, path, and what to do before reading.
 *
 * @type {Array<[string, string, ((page: import('@playwright/test').Page) => Promise<void>)?]>}
 */
const SCREENS = [
	[ 'dashboard', '/wp-admin/' ],
	[ 'posts list', '/wp-admin/edit.php' ],
	[ 'pages list', '/wp-admin/edit.php?post_type=page' ],
	[
		'block editor (page, inserter open)',
		'/wp-admin/post-new.php?post_type=page',
		openInserter,
	],
	[ 'media library', '/wp-admin/upload.php' ],
	[ 'users', '/wp-admin/users.php' ],
	[ 'settings (general)', '/wp-admin/options-general.php' ],
	[ 'plugins', '/wp-admin/plugins.php' ],
	[
		'Vitrine shop settings',
		'/wp-admin/options-general.php?page=vitrine-shop',
	],
	[
		'Vitrine payment settings',
		'/wp-admin/options-general.php?page=vitrine-provider',
	],
	[
		'shop orders',
		'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders',
	],
];

/**
 * Closes the editor's welcome guide if it shows, then opens the inserter.
 *
 * @param {import('@playwright/test').Page} page
 */
async function openInserter( page ) {
	const toggle = page.locator( '.editor-document-tools__inserter-toggle' );
	await toggle.waitFor( { timeout: 60_000 } );
	// The welcome guide and the starter patterns may show on a new page, one
	// after the other and late: close them until none shows for 2 s.
	const overlay = page.locator( '.components-modal__screen-overlay' );
	let quiet = 0;
	for ( let i = 0; i < 30 && quiet < 4; i++ ) {
		await page.waitForTimeout( 500 );
		if (
			! ( await overlay
				.first()
				.isVisible()
				.catch( () => false ) )
		) {
			quiet++;
			continue;
		}
		quiet = 0;
		const close = overlay.locator( '.components-modal__header button' );
		if (
			await close
				.first()
				.isVisible()
				.catch( () => false )
		) {
			await close.first().click();
		} else {
			await page.keyboard.press( 'Escape' );
		}
	}
	await toggle.click();
	await page
		.locator(
			'.block-editor-inserter__menu .block-editor-block-types-list'
		)
		.first()
		.waitFor();
	// The block list renders in chunks.
	await page.waitForTimeout( 1500 );
}

/**
 * Everything a person sees or hears in one frame (runs in the browser).
 *
 * An element whose text is split by inline children ("Howdy, <span>admin</span>")
 * is read whole as well, with its own fragments beside it.
 *
 * @return {Array<[string, boolean, string[]?]>} Normalised texts, one per occurrence,
 * whether they belong to the admin menu or toolbar (shown on every screen),
 * and for a whole element its fragments.
 */
function readFrame() {
	const norm = ( /** @type {string} */ s ) => s.replace( /\s+/g, ' ' ).trim();
	/** @param {Element|null} el */
	const shown = ( el ) => {
		if ( ! el ) {
			return false;
		}
		// A closed select's options can be opened: they count with it.
		const owner = el.closest( 'select' ) ?? el;
		return owner.checkVisibility( {
			checkOpacity: false,
			checkVisibilityCSS: true,
		} );
	};
	/** @type {Array<[string, boolean, string[]?]>} */
	const out = [];
	/** @type {Set<Element>} */
	const mixed = new Set();
	const chrome = ( /** @type {Element} */ el ) =>
		!! el.closest( '#adminmenumain, #wpadminbar' );
	const walker = document.createTreeWalker(
		document.body,
		NodeFilter.SHOW_TEXT
	);
	for ( let n = walker.nextNode(); n; n = walker.nextNode() ) {
		const parent = n.parentElement;
		if (
			! parent ||
			[ 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE' ].includes(
				parent.tagName
			)
		) {
			continue;
		}
		const text = norm( n.textContent ?? '' );
		if ( text && shown( parent ) ) {
			out.push( [ text, chrome( parent ) ] );
			if ( parent.childNodes.length > 1 ) {
				mixed.add( parent );
			}
		}
	}
	for ( const el of mixed.keys() ) {
		const whole = norm( el.textContent ?? '' );
		// Its fragments: every text below it, so a match inside a child
		// (a screen-reader text) is not counted twice.
		const fragments = [];
		const inner = document.createTreeWalker( el, NodeFilter.SHOW_TEXT );
		for ( let t = inner.nextNode(); t; t = inner.nextNode() ) {
			const text = norm( t.textContent ?? '' );
			if ( text ) {
				fragments.push( text );
			}
		}
		if ( whole.length <= 200 && ! fragments.includes( whole ) ) {
			out.push( [ whole, chrome( el ), fragments ] );
		}
	}
	for ( const el of document.body.querySelectorAll(
		'[aria-label], [placeholder], input[type=submit], input[type=button], input[type=reset]'
	) ) {
		if ( ! shown( el ) ) {
			continue;
		}
		for ( const attr of [ 'aria-label', 'placeholder' ] ) {
			const value = norm( el.getAttribute( attr ) ?? '' );
			if ( value ) {
				out.push( [ value, chrome( el ) ] );
			}
		}
		if ( el instanceof HTMLInputElement && el.type !== 'text' ) {
			const value = norm( el.value );
			if ( value ) {
				out.push( [ value, chrome( el ) ] );
			}
		}
	}
	return out;
}

/**
 * @param {import('@playwright/test').Page} page
 * @return {Promise<Array<[string, boolean, string[]?]>>} Texts of the page and its frames.
 */
async function readPage( page ) {
	const texts = [];
	for ( const frame of page.frames() ) {
		try {
			texts.push( ...( await frame.evaluate( readFrame ) ) );
		} catch {
			// A frame that went away or is not ours (about:blank stays empty).
		}
	}
	return texts;
}

if ( ! fs.existsSync( path.join( ROOT, 'build' ) ) ) {
	execFileSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'inherit' } );
}
const core = ensureCore();
const reference = englishReference( core.dir );
process.stdout.write(
	`WordPress ${ core.version }: ${ reference.php } msgids in PHP, ${ reference.js } in the editor's JS; ` +
		`${
			reference.exact.size + reference.patterns.length
		} kept as evidence of English ` +
		`(${ reference.patterns.length } with placeholders)\n`
);

/**
 * @typedef {Object} Row
 * @property {string}              name    Screen.
 * @property {number}              texts   Texts read.
 * @property {Map<string, number>} english English strings of the screen itself, with occurrences.
 * @property {Map<string, number>} chrome  English strings of its admin menu and toolbar.
 */
/** @type {Row[]} */
const rows = [];
/** @type {{ url: string, user: string, password: string, stop: () => void } | null} */
let site = null;
/** @type {import('@playwright/test').Browser | null} */
let browser = null;
try {
	site = await startSite( {
		name: 'bench-l10n',
		port: PORT,
		fresh: true,
		quiet: true,
	} );
	browser = await launchChromium();
	const context = await browser.newContext( {
		locale: 'de-DE',
		viewport: { width: 1280, height: 900 },
	} );
	const page = await context.newPage();
	await logInAsAdmin( page, site );
	for ( const [ name, screenPath, prepare ] of SCREENS ) {
		await page.goto( site.url + screenPath, {
			waitUntil: 'load',
			timeout: 90_000,
		} );
		// Best effort: a busy machine (or a heartbeat) may keep the network going.
		await page
			.waitForLoadState( 'networkidle', { timeout: 20_000 } )
			.catch( () => page.waitForTimeout( 2000 ) );
		if ( prepare ) {
			await prepare( page );
		}
		const texts = await readPage( page );
		/** @type {Row} */
		const row = {
			name,
			texts: texts.filter( ( t ) => ! t[ 2 ] ).length,
			english: new Map(),
			chrome: new Map(),
		};
		for ( const [ text, inChrome, fragments ] of texts ) {
			// A whole element counts only where none of its fragments did.
			if (
				reference.matches( text ) &&
				! fragments?.some( ( f ) => reference.matches( f ) )
			) {
				const map = inChrome ? row.chrome : row.english;
				map.set( text, ( map.get( text ) ?? 0 ) + 1 );
			}
		}
		rows.push( row );
	}
} finally {
	await browser?.close();
	site?.stop();
}

/**
 * @param {Map<string, number>} map
 * @return {number} Occurrences.
 */
const sum = ( map ) => [ ...map.values() ].reduce( ( x, y ) => x + y, 0 );
/**
 * @param {string[]} found
 * @return {string} Examples, quoted.
 */
const examples = ( found ) =>
	( ALL ? found : found.slice( 0, EXAMPLES ) )
		.map( ( s ) => `"${ s.length > 40 ? s.slice( 0, 39 ) + '…' : s }"` )
		.join( ', ' );

const all = new Set();
const chromeAll = new Set();
let perScreen = 0;
let occurrences = 0;
process.stdout.write(
	'\n| screen | texts read | English (screen) | occurrences | English (menu + toolbar) | total | examples (screen) |\n|---|---|---|---|---|---|---|\n'
);
for ( const row of rows ) {
	const found = [ ...row.english.keys() ];
	const chrome = [ ...row.chrome.keys() ].filter(
		( s ) => ! row.english.has( s )
	);
	found.forEach( ( s ) => all.add( s ) );
	chrome.forEach( ( s ) => {
		all.add( s );
		chromeAll.add( s );
	} );
	perScreen += found.length + chrome.length;
	occurrences += sum( row.english ) + sum( row.chrome );
	process.stdout.write(
		`| ${ row.name } | ${ row.texts } | ${ found.length } | ${ sum(
			row.english
		) } | ${ chrome.length } | ${
			found.length + chrome.length
		} | ${ examples( found ) } |\n`
	);
}
process.stdout.write(
	`\nMenu + toolbar (same on every screen; a submenu counts, it opens on hover): ${ examples(
		[ ...chromeAll ]
	) }\n` +
		`English strings: ${ perScreen } summed over ${ rows.length } screens ` +
		`(${ all.size } distinct across all screens, ${ occurrences } occurrences)\n`
);
