// @ts-check
/**
 * `npm run plugin-zip`'s archive: what a shop owner uploads holds the plugin's
 * readme.txt and what WordPress runs, no translation or TypeScript sources,
 * and the same tree gives the same bytes twice.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
const BUILT = fs.existsSync( path.join( ROOT, 'build', 'store', 'index.js' ) );

/**
 * Builds the archive into a file of its own.
 *
 * @param {string} file Where.
 * @return {Buffer} Its bytes.
 */
function zip( file ) {
	execFileSync( 'node', [ path.join( ROOT, 'tools', 'plugin-zip.mjs' ) ], {
		cwd: ROOT,
		env: { ...process.env, VITRINE_ZIP: file },
		stdio: 'ignore',
	} );
	return fs.readFileSync( file );
}

/**
 * @param {string} file An archive.
 * @return {string[]} Its entries' names.
 */
function entries( file ) {
	return execFileSync(
		'php',
		[
			'-r',
			'$z = new ZipArchive(); $z->open( $argv[1] ); for ( $i = 0; $i < $z->numFiles; $i++ ) { echo $z->getNameIndex( $i ), "\\n"; }',
			file,
		],
		{ encoding: 'utf8' }
	)
		.split( '\n' )
		.filter( Boolean );
}

test(
	'the plugin zip ships readme.txt and the compiled translations, no sources, and is reproducible',
	{ skip: ! BUILT && 'needs `npm run build` first' },
	() => {
		const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-zip-' ) );
		try {
			const first = zip( path.join( dir, 'a.zip' ) );
			// A file touched since (a checkout, a rebuild) changes no byte.
			const later = new Date( Date.now() + 60_000 );
			fs.utimesSync( path.join( ROOT, 'readme.txt' ), later, later );
			const second = zip( path.join( dir, 'b.zip' ) );
			const sha = ( /** @type {Buffer} */ b ) =>
				crypto.createHash( 'sha256' ).update( b ).digest( 'hex' );
			assert.equal( sha( first ), sha( second ), 'the same bytes twice' );

			const names = entries( path.join( dir, 'a.zip' ) );
			for ( const needed of [
				'vitrine/plugin.php',
				'vitrine/readme.txt',
				'vitrine/languages/vitrine-de_DE.mo',
				'vitrine/build/store/index.js',
			] ) {
				assert.ok( names.includes( needed ), `${ needed } ships` );
			}
			const sources = names.filter( ( name ) =>
				/\.(pot?|tsx?|map)$|(^|\/)\./.test( name )
			);
			assert.deepEqual( sources, [], 'no sources or dotfiles ship' );
			assert.ok(
				names.every( ( name ) => name.startsWith( 'vitrine/' ) ),
				'everything sits in the plugin folder'
			);
		} finally {
			fs.rmSync( dir, { recursive: true, force: true } );
		}
	}
);

test( "readme.txt has the plugin directory's header fields, matching plugin.php", () => {
	const readme = fs.readFileSync( path.join( ROOT, 'readme.txt' ), 'utf8' );
	const header = fs.readFileSync( path.join( ROOT, 'plugin.php' ), 'utf8' );
	/**
	 * @param {string} text A file's header.
	 * @param {string} name A field's name.
	 * @return {string|undefined} Its value.
	 */
	const field = ( text, name ) =>
		new RegExp( `^[\\s*]*${ name }:\\s*(.+)$`, 'm' )
			.exec( text )?.[ 1 ]
			.trim();
	assert.match( readme, /^=== Vitrine ===$/m );
	for ( const key of [ 'Requires at least', 'Requires PHP' ] ) {
		assert.equal( field( readme, key ), field( header, key ), key );
	}
	assert.equal( field( readme, 'Stable tag' ), field( header, 'Version' ) );
	assert.ok( field( readme, 'Tested up to' ), 'Tested up to' );
	for ( const section of [
		'Description',
		'Installation',
		'Frequently Asked Questions',
		'Changelog',
	] ) {
		assert.match(
			readme,
			new RegExp( `^== ${ section } ==$`, 'm' ),
			section
		);
	}
} );
