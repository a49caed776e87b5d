// @ts-check
/**
 * Makes sure the Debian packages the dev site and the tests need are present.
 * As root they are installed with apt; otherwise the missing ones are named.
 */
/**
 * External dependencies
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian packages per purpose. */
export const PACKAGES = {
	site: [
		'php-cli',
		'php-sqlite3',
		'php-mysql',
		'php-gd',
		'php-curl',
		'php-xml',
		'php-mbstring',
		'php-zip',
		'php-intl',
		'ca-certificates',
		// The provider emulator signs webhooks with a certificate it makes with openssl.
		'openssl',
	],
	mariadb: [ 'mariadb-server' ],
	// The production stack (WP_STACK=nginx, tools/site/stack.mjs).
	stack: [ 'nginx', 'php-fpm' ],
	// The e2e tests run in the headless shell: the same engine, far less CPU.
	browser: [ 'chromium', 'chromium-headless-shell' ],
	phptest: [ 'phpunit' ],
	i18n: [ 'gettext' ],
};

/**
 * How to tell that a package is usable, without asking dpkg.
 *
 * @type {Record<string, () => boolean>}
 */
const PROBES = {
	'php-cli': () => has( 'php' ),
	'php-sqlite3': () => phpExt( 'pdo_sqlite' ),
	'php-mysql': () => phpExt( 'mysqli' ),
	'php-gd': () => phpExt( 'gd' ),
	'php-curl': () => phpExt( 'curl' ),
	'php-xml': () => phpExt( 'dom' ),
	'php-mbstring': () => phpExt( 'mbstring' ),
	'php-zip': () => phpExt( 'zip' ),
	'php-intl': () => phpExt( 'intl' ),
	'ca-certificates': () => true,
	openssl: () => has( 'openssl' ),
	'mariadb-server': () => has( 'mariadbd' ) || has( 'mysqld' ),
	nginx: () => has( 'nginx' ),
	'php-fpm': () => fpmBinary() !== null,
	chromium: () => has( 'chromium' ),
	'chromium-headless-shell': () => has( 'chromium-headless-shell' ),
	phpunit: () => has( 'phpunit' ),
	gettext: () => has( 'msgfmt' ),
};

/**
 * @param {string} cmd
 * @return {boolean} Whether the command is on PATH (or in sbin).
 */
export function has( cmd ) {
	const env = {
		...process.env,
		PATH: `${ process.env.PATH }:/usr/sbin:/sbin`,
	};
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ cmd }` ], { env } ).status === 0
	);
}

/**
 * The PHP-FPM binary Debian installed (php-fpm8.2, …): the newest version.
 *
 * @return {string|null} Its path, or null when there is none.
 */
export function fpmBinary() {
	const sbin = '/usr/sbin';
	const found = fs.existsSync( sbin )
		? fs
				.readdirSync( sbin )
				.filter( ( name ) => /^php-fpm\d/.test( name ) )
				.sort()
		: [];
	return found.length ? `${ sbin }/${ found[ found.length - 1 ] }` : null;
}

/** @type {Set<string>|null} */
let phpModules = null;
/**
 * @param {string} name
 * @return {boolean} Whether PHP has the extension loaded.
 */
function phpExt( name ) {
	if ( ! phpModules ) {
		if ( ! has( 'php' ) ) {
			return false;
		}
		phpModules = new Set(
			execFileSync( 'php', [ '-m' ], { encoding: 'utf8' } )
				.split( '\n' )
				.map( ( l ) => l.trim().toLowerCase() )
		);
	}
	return phpModules.has( name );
}

/**
 * Installs (as root) or names (otherwise) the packages of the given purposes.
 *
 * @param {Array<keyof typeof PACKAGES>} purposes
 */
export function ensurePackages( purposes ) {
	const wanted = purposes.flatMap( ( p ) => PACKAGES[ p ] );
	const missing = wanted.filter( ( pkg ) => ! PROBES[ pkg ]() );
	if ( missing.length === 0 ) {
		return;
	}
	const isRoot = process.getuid?.() === 0;
	if ( ! isRoot ) {
		throw new Error(
			`Missing system packages: ${ missing.join(
				' '
			) }\nInstall them with: sudo apt-get install --no-install-recommends ${ missing.join(
				' '
			) }`
		);
	}
	console.log( `[vitrine] installing ${ missing.join( ' ' ) } with apt…` );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	execFileSync( 'apt-get', [ 'update', '-q' ], { stdio: 'inherit', env } );
	execFileSync(
		'apt-get',
		[ 'install', '-y', '-q', '--no-install-recommends', ...missing ],
		{ stdio: 'inherit', env }
	);
	phpModules = null;
	const still = missing.filter( ( pkg ) => ! PROBES[ pkg ]() );
	if ( still.length ) {
		throw new Error( `apt did not provide: ${ still.join( ' ' ) }` );
	}
}
