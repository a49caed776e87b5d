// @ts-check
/**
 * The dev server's router (tools/site/router.php) on the test site folder
 * of site-fixture.mjs: PHP's built-in server refuses dotfiles, logs and
 * whatever the plugin zip does not ship, serves the rest with validators.
 * What WordPress answers is not the router's business. `node --test tools/test/`
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

/**
 * Internal dependencies
 */
import {
	PLUGIN,
	REFUSED,
	ROOT,
	SERVED,
	SITE,
	freePort,
	makeSite,
	waitFor,
} from './site-fixture.mjs';

/** @type {string} */
let docroot;
/** @type {(file: string, content?: string) => void} */
let put;
/** @type {import('node:child_process').ChildProcess} */
let server;
let base = '';

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
	( { docroot, put } = makeSite() );
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
	await waitFor( base + '/wp-includes/js/dist/hooks.min.js' );
} );

after( () => {
	server?.kill();
	if ( docroot ) {
		fs.rmSync( docroot, { recursive: true, force: true } );
	}
} );

test( 'refuses dotfiles, logs and the repository behind the plugin link with 404', async () => {
	const refused = REFUSED;
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
	const served = SERVED;
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
