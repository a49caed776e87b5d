// @ts-check
/**
 * `npm run plugin-zip`: dist/vitrine.zip, installable through
 * Plugins → Add New → Upload. Holds what WordPress runs, nothing else, and is
 * reproducible: the same files give the same bytes (sorted entries, every
 * entry dated SOURCE_DATE_EPOCH or else the last commit's time).
 * VITRINE_ZIP writes it elsewhere.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
/** What ships, one definition shared with the dev server's router (tools/site/router.php). */
const SHIPPED = JSON.parse(
	fs.readFileSync( path.join( ROOT, 'tools', 'plugin-files.json' ), 'utf8' )
);
/** @type {string[]} */
const INCLUDE = SHIPPED.include;
/** Dotfiles, and sources in blocks/, which are compiled into build/. */
const SKIP = new RegExp( SHIPPED.skip );

/**
 * @param {string} rel Path relative to the plugin root.
 * @return {string[]} Files below it.
 */
function files( rel ) {
	const abs = path.join( ROOT, rel );
	if ( ! fs.existsSync( abs ) ) {
		return [];
	}
	if ( fs.statSync( abs ).isFile() ) {
		return SKIP.test( rel ) ? [] : [ rel ];
	}
	return fs
		.readdirSync( abs )
		.sort()
		.flatMap( ( name ) => files( path.join( rel, name ) ) );
}

for ( const needed of [
	'build/store/index.js',
	'languages/vitrine-de_DE.mo',
] ) {
	if ( ! fs.existsSync( path.join( ROOT, needed ) ) ) {
		throw new Error( `${ needed } is missing: run npm run build first.` );
	}
}
const list = INCLUDE.flatMap( files );
const out = process.env.VITRINE_ZIP || path.join( ROOT, 'dist', 'vitrine.zip' );
/** Seconds since 1970 for every entry: no build time in the archive. */
const EPOCH =
	process.env.SOURCE_DATE_EPOCH ||
	execFileSync( 'git', [ 'log', '-1', '--format=%ct' ], {
		cwd: ROOT,
		encoding: 'utf8',
	} ).trim() ||
	'315532800';
fs.mkdirSync( path.dirname( out ), { recursive: true } );
fs.rmSync( out, { force: true } );
execFileSync(
	'php',
	[
		'-r',
		`$z = new ZipArchive();
		if ( true !== $z->open( $argv[1], ZipArchive::CREATE ) ) { exit( 1 ); }
		foreach ( array_slice( $argv, 4 ) as $f ) {
			$z->addFile( $argv[2] . '/' . $f, 'vitrine/' . $f );
			$z->setMtimeName( 'vitrine/' . $f, (int) $argv[3] );
			$z->setExternalAttributesName( 'vitrine/' . $f, ZipArchive::OPSYS_UNIX, 0100644 << 16 );
		}
		exit( $z->close() ? 0 : 1 );`,
		out,
		ROOT,
		EPOCH,
		...list,
	],
	{ stdio: 'inherit' }
);
console.log( `${ path.relative( ROOT, out ) }: ${ list.length } files` );
