// @ts-check
/**
 * Fetches WordPress core, its German strings, the default theme and the SQLite
 * drop-in into a cache, from Debian's packages and the npm registry only.
 *
 * Debian's `wordpress` package is downloaded (not installed: that would pull
 * in Apache) from the trixie suite through a private apt configuration that
 * reuses the mirror this machine is already set up with, then unpacked with
 * dpkg-deb. Its symlinks into other Debian packages are dereferenced.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian suite that carries WordPress 6.8 (bookworm's 6.1 is too old). */
const SUITE = 'trixie';
const DEBS = [
	'wordpress',
	'wordpress-l10n',
	'wordpress-theme-twentytwentyfive',
	'libjs-cropper',
	'libjs-lodash',
	'libjs-underscore',
	'libphp-phpmailer',
	'php-getid3',
];
/** The npm package that ships a copy of the SQLite database integration. */
const SQLITE_FROM = '@wp-playground/cli@3.1.56';

export const CACHE =
	process.env.VITRINE_CACHE || path.join( os.homedir(), '.cache', 'vitrine' );

/**
 * @typedef {Object} Core
 * @property {string} dir     WordPress files (ABSPATH), without wp-config.php.
 * @property {string} sqlite  The SQLite database integration plugin folder.
 * @property {string} version WordPress version.
 */

/**
 * @return {Core} The cached core, fetched first if missing.
 */
export function ensureCore() {
	const dir = path.join( CACHE, 'wordpress' );
	const sqlite = path.join( CACHE, 'sqlite-database-integration' );
	const stamp = path.join( dir, '.vitrine-complete' );
	if ( ! fs.existsSync( stamp ) ) {
		fetchCore( dir );
		fs.writeFileSync( stamp, new Date().toISOString() );
	}
	if ( ! fs.existsSync( path.join( sqlite, 'load.php' ) ) ) {
		fetchSqlite( sqlite );
	}
	const versionPhp = fs.readFileSync(
		path.join( dir, 'wp-includes', 'version.php' ),
		'utf8'
	);
	const version = /\$wp_version = '([^']+)'/.exec( versionPhp )?.[ 1 ] ?? '';
	return { dir, sqlite, version };
}

/**
 * The first Debian mirror this machine's apt uses, so that no host is named here.
 *
 * @return {string} Mirror URI.
 */
function debianMirror() {
	const texts = [];
	for ( const file of [
		'/etc/apt/sources.list',
		...listDir( '/etc/apt/sources.list.d' ).map(
			( f ) => `/etc/apt/sources.list.d/${ f }`
		),
	] ) {
		if ( fs.existsSync( file ) ) {
			texts.push( fs.readFileSync( file, 'utf8' ) );
		}
	}
	const all = texts.join( '\n' );
	const uris = [
		...all.matchAll( /^URIs:\s*(\S+)/gm ),
		...all.matchAll( /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)/gm ),
	]
		.map( ( m ) => m[ 1 ] )
		.filter( ( u ) => ! /security/.test( u ) );
	if ( ! uris.length ) {
		throw new Error( 'No Debian mirror found in the apt sources.' );
	}
	return uris[ 0 ];
}

/**
 * @param {string} dir
 * @return {string[]} Names in dir, or none.
 */
function listDir( dir ) {
	return fs.existsSync( dir ) ? fs.readdirSync( dir ) : [];
}

/**
 * @param {string} target Where core goes.
 */
function fetchCore( target ) {
	const work = path.join( CACHE, 'apt' );
	fs.rmSync( work, { recursive: true, force: true } );
	for ( const d of [
		'lists/partial',
		'cache/archives/partial',
		'parts',
		'debs',
		'root',
	] ) {
		fs.mkdirSync( path.join( work, d ), { recursive: true } );
	}
	fs.writeFileSync(
		path.join( work, 'parts', `${ SUITE }.sources` ),
		[
			'Types: deb',
			`URIs: ${ debianMirror() }`,
			`Suites: ${ SUITE } ${ SUITE }-updates`,
			'Components: main',
			'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg',
			'',
		].join( '\n' )
	);
	const opts = [
		'-o',
		'Dir::Etc::SourceList=/dev/null',
		'-o',
		`Dir::Etc::SourceParts=${ work }/parts`,
		'-o',
		`Dir::State::Lists=${ work }/lists`,
		'-o',
		`Dir::Cache=${ work }/cache`,
		'-o',
		'Dir::State::status=/dev/null',
		'-o',
		'APT::Sandbox::User=root',
		'-o',
		'Debug::NoLocking=1',
	];
	console.log( `[vitrine] fetching WordPress from Debian ${ SUITE }…` );
	execFileSync( 'apt-get', [ ...opts, '-q', 'update' ], { stdio: 'ignore' } );
	execFileSync( 'apt-get', [ ...opts, '-q', 'download', ...DEBS ], {
		cwd: path.join( work, 'debs' ),
		stdio: 'ignore',
	} );
	for ( const deb of listDir( path.join( work, 'debs' ) ) ) {
		execFileSync( 'dpkg-deb', [
			'-x',
			path.join( work, 'debs', deb ),
			path.join( work, 'root' ),
		] );
	}
	const src = path.join( work, 'root', 'usr', 'share', 'wordpress' );
	// These point into /etc/wordpress, which we do not use.
	for ( const f of [
		'wp-config.php',
		'.htaccess',
		'wp-includes/certificates/ca-bundle.crt',
	] ) {
		fs.rmSync( path.join( src, f ), { force: true } );
	}
	fs.rmSync( target, { recursive: true, force: true } );
	fs.mkdirSync( path.dirname( target ), { recursive: true } );
	// -L: Debian links files into the libjs-*, phpmailer and getid3 packages.
	execFileSync( 'cp', [ '-rL', src, target ] );
	// Keep only the German language files; the rest is dead weight here.
	const langs = path.join( target, 'wp-content', 'languages' );
	for ( const f of listDir( langs ) ) {
		if ( ! f.includes( 'de_DE' ) ) {
			fs.rmSync( path.join( langs, f ), { recursive: true } );
		}
	}
	fs.rmSync( path.join( target, 'wp-content', 'plugins', 'akismet' ), {
		recursive: true,
		force: true,
	} );
	fs.rmSync( work, { recursive: true, force: true } );
}

/**
 * @param {string} target Where the plugin folder goes.
 */
function fetchSqlite( target ) {
	console.log( '[vitrine] fetching the SQLite integration from npm…' );
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-sqlite-' ) );
	try {
		const out = execFileSync(
			'npm',
			[ 'pack', SQLITE_FROM, '--silent', '--pack-destination', work ],
			{ encoding: 'utf8', cwd: work }
		).trim();
		const tgz = path.join( work, out.split( '\n' ).pop() ?? '' );
		execFileSync( 'tar', [
			'xzf',
			tgz,
			'-C',
			work,
			'package/sqlite-database-integration.zip',
		] );
		const zip = path.join(
			work,
			'package',
			'sqlite-database-integration.zip'
		);
		const unpacked = path.join( work, 'unpacked' );
		execFileSync( 'php', [
			'-r',
			'$z = new ZipArchive(); if ($z->open($argv[1]) !== true) { exit(1); } $z->extractTo($argv[2]); $z->close();',
			zip,
			unpacked,
		] );
		const inner = listDir( unpacked ).find( ( d ) =>
			fs.existsSync( path.join( unpacked, d, 'load.php' ) )
		);
		if ( ! inner ) {
			throw new Error(
				'SQLite integration: load.php not found in the zip'
			);
		}
		fs.rmSync( target, { recursive: true, force: true } );
		fs.mkdirSync( path.dirname( target ), { recursive: true } );
		fs.renameSync( path.join( unpacked, inner ), target );
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}
}
