// @ts-check
/**
 * The production stack's servers (tools/site/stack.mjs: nginx in front of
 * PHP-FPM) on the test site folder of site-fixture.mjs: they refuse what the
 * dev server's router refuses, serve what the plugin ships, hand pretty
 * permalinks to index.php with the site's host and port, compress text and
 * let browsers keep static files for a year. `node --test tools/test/`
 * (npm test installs nginx and PHP-FPM from Debian, as npm start does for
 * WP_STACK=nginx).
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

/**
 * Internal dependencies
 */
import { serveStack } from '../site/stack.mjs';
import { stopServer } from '../site/site.mjs';
import {
	PLUGIN,
	REFUSED,
	ROOT,
	SERVED,
	SITE,
	freePort,
	makeSite,
} from './site-fixture.mjs';

/** @type {string} */
let docroot;
let base = '';

before( async () => {
	( { docroot } = makeSite() );
	// What waitForHttp asks for, in the stub site: any PHP answer will do.
	fs.writeFileSync( path.join( docroot, 'wp-login.php' ), '<?php echo 1;' );
	fs.writeFileSync(
		path.join( docroot, 'host.php' ),
		"<?php echo $_SERVER['HTTP_HOST'];"
	);
	const port = await freePort();
	base = `http://127.0.0.1:${ port }`;
	await serveStack( {
		dir: docroot,
		url: base,
		user: '',
		password: '',
		port,
	} );
} );

after( () => {
	if ( docroot ) {
		stopServer( docroot );
		fs.rmSync( docroot, { recursive: true, force: true } );
		fs.rmSync(
			path.join( ROOT, '.wp', 'stack', path.basename( docroot ) ),
			{
				recursive: true,
				force: true,
			}
		);
	}
} );

test( 'refuses dotfiles, logs and the repository behind the plugin link with 404', async () => {
	/** @type {Record<string, number>} */
	const answers = {};
	for ( const url of REFUSED ) {
		answers[ url ] = (
			await fetch( base + url, { redirect: 'manual' } )
		).status;
	}
	assert.deepEqual(
		answers,
		Object.fromEntries( REFUSED.map( ( url ) => [ url, 404 ] ) )
	);
} );

test( 'serves what the plugin ships, hands other paths to WordPress with the site’s host and port', async () => {
	for ( const url of SERVED ) {
		const response = await fetch( base + url );
		assert.equal( response.status, 200, url );
		const file = url.startsWith( PLUGIN )
			? path.join( ROOT, url.slice( PLUGIN.length ) )
			: path.join( docroot, url );
		assert.equal( await response.text(), fs.readFileSync( file, 'utf8' ) );
	}
	for ( const url of [ '/', '/warenkorb/', '/gibt-es-nicht/?a=1' ] ) {
		const response = await fetch( base + url, { redirect: 'manual' } );
		assert.equal( response.status, 200, url );
		assert.equal( await response.text(), `${ SITE }/index.php ${ url }` );
	}
	// WordPress compares it with its URL: the port must be there.
	assert.equal(
		await ( await fetch( base + '/host.php' ) ).text(),
		new URL( base ).host
	);
} );

test( 'compresses text and lets browsers keep static files for a year', async () => {
	const script = `${ PLUGIN }/build/store/index.js?ver=abc`;
	const response = await fetch( base + script, {
		headers: { 'Accept-Encoding': 'gzip' },
	} );
	assert.equal( response.status, 200 );
	assert.equal( response.headers.get( 'content-encoding' ), 'gzip' );
	assert.match(
		response.headers.get( 'cache-control' ) ?? '',
		/max-age=31536000/
	);
	const page = await fetch( base + '/', {
		headers: { 'Accept-Encoding': 'gzip' },
	} );
	// The stub page is shorter than what nginx bothers to compress.
	assert.equal( page.headers.get( 'cache-control' ), null );
} );
