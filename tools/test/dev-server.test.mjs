// @ts-check
/**
 * The dev server's router (tools/site/router.php): no dotfiles, no logs,
 * and under the plugin's link only what the plugin zip ships
 * (tools/plugin-files.json). PHP's built-in server runs the router on a
 * small site folder built in a temporary directory: the plugin is a link to
 * this repository, as on a real dev site, the logs and the database exist,
 * and a stub index.php stands in for WordPress, so a request that reaches
 * it proves the router passed it on to the site (what WordPress then
 * answers is not the router's business). `node --test tools/test/`
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const PLUGIN = '/wp-content/plugins/vitrine';
/** What the stub index.php prints: the path it was asked for. */
const SITE = 'the site answers ';

/** @type {string} */
let docroot;
/** @type {import('node:child_process').ChildProcess} */
let server;
let base = '';

/**
 * A free loopback port.
 *
 * @return {Promise<number>} The port.
 */
function freePort() {
	return new Promise( ( resolve, reject ) => {
		const probe = net.createServer();
		probe.once( 'error', reject );
		probe.listen( 0, '127.0.0.1', () => {
			const address = /** @type {net.AddressInfo} */ ( probe.address() );
			probe.close( () => resolve( address.port ) );
		} );
	} );
}

/**
 * Writes a file below the temporary site folder.
 *
 * @param {string} file    Path inside the site folder.
 * @param {string} content Content.
 */
function put( file, content = '' ) {
	const full = path.join( docroot, file );
	fs.mkdirSync( path.dirname( full ), { recursive: true } );
	fs.writeFileSync( full, content );
}

/**
 * A GET without following redirects.
 *
 * @param {string} url Path on the dev server.
 * @return {Promise<{status: number, text: string}>} The answer.
 */
async function get( url ) {
	const response = await fetch( base + url, { redirect: 'manual' } );
	return { status: response.status, text: await response.text() };
}

before( async () => {
	docroot = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-router-' ) );
	put(
		'index.php',
		`<?php echo ${ JSON.stringify(
			SITE
		) } . $_SERVER['SCRIPT_NAME'] . ' ' . $_SERVER['REQUEST_URI'];`
	);
	put( 'wp-includes/js/dist/hooks.min.js', 'window.wp = {};' );
	// Files that exist on a site that has been used, so a 404 means "refused", not "missing".
	for ( const file of [
		'wp-content/mail.log',
		'debug.log',
		'server.log',
		'server.pid',
		'wp-content/database/.ht.sqlite',
		'.env',
		'.htaccess',
		'wp-content/.git/config',
	] ) {
		put( file, 'secret' );
	}
	fs.mkdirSync( path.join( docroot, 'wp-content/plugins' ) );
	fs.symlinkSync( ROOT, path.join( docroot, 'wp-content/plugins/vitrine' ) );
	const port = await freePort();
	base = `http://127.0.0.1:${ port }`;
	server = spawn(
		'php',
		[
			'-d',
			'display_errors=0',
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			docroot,
			path.join( ROOT, 'tools/site/router.php' ),
		],
		{ cwd: docroot, stdio: 'ignore' }
	);
	for ( let i = 0; ; i++ ) {
		try {
			await fetch( base + '/wp-includes/js/dist/hooks.min.js' );
			break;
		} catch ( error ) {
			if ( i > 100 ) {
				throw error;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		}
	}
} );

after( () => {
	server?.kill();
	if ( docroot ) {
		fs.rmSync( docroot, { recursive: true, force: true } );
	}
} );

test( 'refuses dotfiles, logs and the repository behind the plugin link with 404', async () => {
	const refused = [
		`${ PLUGIN }/.git`,
		`${ PLUGIN }/.git/config`,
		`${ PLUGIN }/.gitignore`,
		`${ PLUGIN }/%2egitignore`,
		`${ PLUGIN }/package.json`,
		`${ PLUGIN }/package-lock.json`,
		`${ PLUGIN }/README.md`,
		`${ PLUGIN }/tsconfig.json`,
		`${ PLUGIN }/webpack.config.js`,
		`${ PLUGIN }/blueprint.json`,
		`${ PLUGIN }/tools/site/router.php`,
		`${ PLUGIN }/tools/site/install.php`,
		`${ PLUGIN }/tools/plugin-files.json`,
		`${ PLUGIN }/tests/e2e/config.ts`,
		`${ PLUGIN }/src/store/index.ts`,
		`${ PLUGIN }/bench/members.mjs`,
		`${ PLUGIN }/node_modules/react/package.json`,
		`${ PLUGIN }/blocks/add-to-cart-form/view.tsx`,
		// Translation sources: the compiled .mo and .json files ship instead.
		`${ PLUGIN }/languages/vitrine-de_DE.po`,
		`${ PLUGIN }/languages/vitrine.pot`,
		`${ PLUGIN }/`,
		`/wp-content/plugins//vitrine/package.json`,
		'/wp-content/mail.log',
		'/debug.log',
		'/server.log',
		'/server.pid',
		'/wp-content/database/.ht.sqlite',
		'/.env',
		'/.htaccess',
		'/wp-content/.git/config',
	];
	/** @type {Record<string, string>} */
	const answers = {};
	for ( const url of refused ) {
		const { status, text } = await get( url );
		// The router's own answer, not the site's.
		answers[ url ] = `${ status } ${ text }`;
	}
	assert.deepEqual(
		answers,
		Object.fromEntries(
			refused.map( ( url ) => [ url, '404 Not Found\n' ] )
		)
	);
	// They exist: the 404 is a refusal.
	for ( const file of [
		'.gitignore',
		'package.json',
		'README.md',
		'src/store/index.ts',
		'languages/vitrine-de_DE.po',
		'node_modules/react/package.json',
	] ) {
		assert.ok( fs.existsSync( path.join( ROOT, file ) ), file );
	}
} );

test( 'serves what the plugin ships and passes the site’s own paths on to the site', async () => {
	const served = [
		`${ PLUGIN }/build/store/index.js`,
		`${ PLUGIN }/blocks/cart/style.css`,
		`${ PLUGIN }/blocks/cart/block.json`,
		`${ PLUGIN }/languages/vitrine-de_DE.mo`,
		'/wp-includes/js/dist/hooks.min.js',
	];
	for ( const url of served ) {
		const { status, text } = await get( url );
		assert.equal( status, 200, url );
		// The file itself, as it is on disk.
		const file = url.startsWith( PLUGIN )
			? path.join( ROOT, url.slice( PLUGIN.length ) )
			: path.join( docroot, url );
		assert.equal( text, fs.readFileSync( file, 'utf8' ), url );
	}
	// Pretty permalinks, and a path no file has: WordPress' index.php
	// answers (with its own 404 page for the latter).
	for ( const url of [ '/', '/warenkorb/', '/gibt-es-nicht/' ] ) {
		assert.deepEqual(
			await get( url ),
			{ status: 200, text: `${ SITE }/index.php ${ url }` },
			url
		);
	}
} );

test( 'static files carry validators: an unchanged file answers 304, WordPress’ own may be kept for a day, the plugin’s are asked for again', async () => {
	for ( const [ url, cache, type ] of [
		[
			'/wp-includes/js/dist/hooks.min.js',
			'max-age=86400',
			'text/javascript',
		],
		[ `${ PLUGIN }/build/store/index.js`, 'no-cache', 'text/javascript' ],
		[ `${ PLUGIN }/blocks/cart/style.css`, 'no-cache', 'text/css' ],
	] ) {
		const first = await fetch( base + url );
		assert.equal( first.status, 200, url );
		assert.equal( first.headers.get( 'cache-control' ), cache, url );
		assert.match(
			first.headers.get( 'content-type' ) ?? '',
			new RegExp( `^${ type }` ),
			url
		);
		const etag = first.headers.get( 'etag' );
		assert.match( etag ?? '', /^"[0-9a-f]+-[0-9a-f]+"$/, url );
		const again = await fetch( base + url, {
			headers: { 'If-None-Match': /** @type {string} */ ( etag ) },
		} );
		assert.equal( again.status, 304, url );
		assert.equal( await again.text(), '', url );
		const other = await fetch( base + url, {
			headers: { 'If-None-Match': '"0-0"' },
		} );
		assert.equal( other.status, 200, url );
	}
	// A changed file gets a new validator, so the browser's copy is not used.
	put( 'wp-includes/js/dist/changing.js', 'one' );
	const earlier = (
		await fetch( base + '/wp-includes/js/dist/changing.js' )
	).headers.get( 'etag' );
	put( 'wp-includes/js/dist/changing.js', 'two, longer' );
	const changed = await fetch( base + '/wp-includes/js/dist/changing.js', {
		headers: { 'If-None-Match': /** @type {string} */ ( earlier ) },
	} );
	assert.equal( changed.status, 200 );
	assert.equal( await changed.text(), 'two, longer' );
} );
