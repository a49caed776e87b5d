// @ts-check
/**
 * A local WordPress site on loopback: files, configuration, installation,
 * and a PHP built-in server that can be stopped as a whole process group.
 */
/**
 * External dependencies
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { ensureCore } from './core.mjs';
import { ensureMariadb } from './mariadb.mjs';
import { ensurePackages } from './system.mjs';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
const TOOLS = path.join( ROOT, 'tools', 'site' );

/**
 * @typedef {Object} SiteOptions
 * @property {string}             name       Folder name under .wp/sites.
 * @property {number}             port       Loopback port.
 * @property {'sqlite'|'mariadb'} [db]       Database engine.
 * @property {boolean}            [fresh]    Delete the site's files and data first.
 * @property {string}             [user]     Admin login.
 * @property {string}             [password] Admin password.
 * @property {boolean}            [quiet]    Print nothing but errors.
 * @property {boolean}            [vanilla]  A plain German WordPress as an owner has it: no Vitrine
 *                                           (neither linked nor active), no must-use plugin of ours,
 *                                           no demo content; Vitrine comes in through its zip.
 */

/**
 * @typedef {Object} Site
 * @property {string}     url      Home URL.
 * @property {string}     dir      Site folder.
 * @property {string}     user     Admin login.
 * @property {string}     password Admin password.
 * @property {() => void} stop     Stops the server.
 * @property {string}     log      PHP server log file.
 */

/**
 * @param {SiteOptions} options
 * @return {string} The site's folder.
 */
export function siteDir( options ) {
	return path.join( ROOT, '.wp', 'sites', options.name );
}

/**
 * Creates (if needed) and installs a site, without serving it.
 *
 * @param {SiteOptions} options
 * @return {{dir: string, url: string, user: string, password: string}} Where it is and how to log in.
 */
export function prepareSite( options ) {
	const db = options.db ?? 'sqlite';
	ensurePackages( db === 'mariadb' ? [ 'site', 'mariadb' ] : [ 'site' ] );
	const core = ensureCore();
	const dir = siteDir( options );
	const url = `http://127.0.0.1:${ options.port }`;
	const user = options.user ?? 'admin';
	const password = options.password ?? 'password';
	if ( options.fresh ) {
		stopServer( dir );
		fs.rmSync( dir, { recursive: true, force: true } );
	}
	if ( ! fs.existsSync( path.join( dir, 'wp-settings.php' ) ) ) {
		fs.mkdirSync( path.dirname( dir ), { recursive: true } );
		copyCore( core.dir, dir );
	}
	linkContent( dir, core.sqlite, db, ! options.vanilla );
	const dbConfig =
		db === 'mariadb'
			? ensureMariadb(
					`vitrine_${ options.name.replace( /\W/g, '_' ) }`,
					{
						fresh: options.fresh,
					}
			  )
			: null;
	fs.writeFileSync(
		path.join( dir, 'wp-config.php' ),
		wpConfig( { url, dbConfig } )
	);
	/** @type {import('node:child_process').StdioOptions} */
	const stdio = options.quiet ? [ 'ignore', 'ignore', 'inherit' ] : 'inherit';
	const install = path.join( TOOLS, 'install.php' );
	execFileSync(
		'php',
		[
			install,
			options.vanilla ? 'install-vanilla' : 'install',
			dir,
			url,
			user,
			password,
		],
		{ stdio }
	);
	if ( ! options.vanilla ) {
		// A second process, so that the now active plugins are loaded.
		execFileSync( 'php', [ install, 'seed', dir, url ], { stdio } );
	}
	return { dir, url, user, password };
}

/**
 * A copy of an installed SQLite site under another name and port, for
 * another URL: WordPress' files linked from core as for any site, the
 * template's database and uploads copied, and the template's URLs in the
 * database rewritten (`replace`: pairs of equally long strings, so that
 * PHP-serialized values keep their lengths). Much cheaper than installing
 * and seeding again.
 *
 * @param {{dir: string, url: string}}                        template An installed, stopped site.
 * @param {SiteOptions & {replace?: Array<[string, string]>}} options  The copy's name and port; more strings to rewrite.
 * @return {{dir: string, url: string, user: string, password: string}} Where it is and how to log in.
 */
export function cloneSite( template, options ) {
	const core = ensureCore();
	const dir = siteDir( options );
	const url = `http://127.0.0.1:${ options.port }`;
	const pairs = [ [ template.url, url ], ...( options.replace ?? [] ) ];
	for ( const [ from, to ] of pairs ) {
		if ( from.length !== to.length ) {
			throw new Error(
				`cloneSite: "${ from }" and "${ to }" differ in length`
			);
		}
	}
	stopServer( dir );
	fs.rmSync( dir, { recursive: true, force: true } );
	fs.mkdirSync( path.dirname( dir ), { recursive: true } );
	copyCore( core.dir, dir );
	linkContent( dir, core.sqlite, 'sqlite', true );
	for ( const part of [ 'database', 'uploads' ] ) {
		fs.cpSync(
			path.join( template.dir, 'wp-content', part ),
			path.join( dir, 'wp-content', part ),
			{ recursive: true }
		);
	}
	fs.writeFileSync(
		path.join( dir, 'wp-config.php' ),
		wpConfig( { url, dbConfig: null, saltOf: template.url } )
	);
	execFileSync(
		'php',
		[
			path.join( TOOLS, 'rewrite-urls.php' ),
			path.join( dir, 'wp-content', 'database', '.ht.sqlite' ),
			JSON.stringify( pairs.filter( ( [ from, to ] ) => from !== to ) ),
		],
		{ stdio: [ 'ignore', 'ignore', 'inherit' ] }
	);
	return {
		dir,
		url,
		user: options.user ?? 'admin',
		password: options.password ?? 'password',
	};
}

/**
 * What WordPress tried to send to hosts other than loopback (and was refused).
 *
 * @param {string} dir Site folder.
 * @return {string[]} One line per attempt.
 */
export function blockedRequests( dir ) {
	const log = path.join( dir, 'wp-content', 'blocked-http.log' );
	return fs.existsSync( log )
		? fs.readFileSync( log, 'utf8' ).split( '\n' ).filter( Boolean )
		: [];
}

/**
 * Prepares a site and serves it with PHP's built-in server.
 *
 * @param {SiteOptions} options
 * @return {Promise<Site>} The running site.
 */
export async function startSite( options ) {
	return serveSite( { ...prepareSite( options ), port: options.port } );
}

/**
 * Serves a prepared site with PHP's built-in server.
 *
 * @param {{dir: string, url: string, user: string, password: string, port: number}} prepared
 * @return {Promise<Site>} The running site.
 */
export async function serveSite( { dir, url, user, password, port } ) {
	stopServer( dir );
	const log = path.join( dir, 'server.log' );
	const out = fs.openSync( log, 'a' );
	const child = spawn(
		'php',
		[
			'-d',
			'memory_limit=512M',
			'-d',
			'upload_max_filesize=64M',
			'-d',
			'post_max_size=64M',
			'-d',
			'opcache.enable=1',
			'-d',
			'opcache.validate_timestamps=1',
			'-d',
			'display_errors=0',
			'-d',
			'log_errors=1',
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			dir,
			path.join( TOOLS, 'router.php' ),
		],
		{
			cwd: dir,
			// Its own process group, so the workers go down with it.
			detached: true,
			stdio: [ 'ignore', out, out ],
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
		}
	);
	child.unref();
	fs.writeFileSync( path.join( dir, 'server.pid' ), String( child.pid ) );
	await waitForHttp( `${ url }/wp-login.php`, 30_000, log );
	return { url, dir, user, password, log, stop: () => stopServer( dir ) };
}

/**
 * Stops the server of a site folder, if one runs.
 *
 * @param {string} dir
 */
export function stopServer( dir ) {
	const pidFile = path.join( dir, 'server.pid' );
	if ( ! fs.existsSync( pidFile ) ) {
		return;
	}
	// One process group per line (the production stack has two servers).
	for ( const pid of fs
		.readFileSync( pidFile, 'utf8' )
		.split( /\s+/ )
		.filter( Boolean )
		.map( Number ) ) {
		try {
			process.kill( -pid, 'SIGTERM' );
		} catch {
			// Already gone.
		}
	}
	fs.rmSync( pidFile, { force: true } );
}

/**
 * Waits until a URL answers below 500.
 *
 * @param {string} url
 * @param {number} timeout ms
 * @param {string} log     The server's log, shown when it never answers.
 */
export async function waitForHttp( url, timeout, log ) {
	const until = Date.now() + timeout;
	let last = '';
	while ( Date.now() < until ) {
		try {
			const res = await fetch( url, { redirect: 'manual' } );
			if ( res.status < 500 ) {
				return;
			}
			last = `HTTP ${ res.status }`;
		} catch ( e ) {
			last = String( e );
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	throw new Error(
		`The site at ${ url } did not answer (${ last }). Server log:\n${ fs
			.readFileSync( log, 'utf8' )
			.slice( -2000 ) }`
	);
}

/**
 * Hard links are enough: core files are never written (updates are off).
 *
 * @param {string} from
 * @param {string} to
 */
function copyCore( from, to ) {
	try {
		execFileSync( 'cp', [ '-al', from, to ] );
	} catch {
		fs.rmSync( to, { recursive: true, force: true } );
		execFileSync( 'cp', [ '-r', from, to ] );
	}
	fs.rmSync( path.join( to, '.vitrine-complete' ), { force: true } );
}

/**
 * @param {string}             dir
 * @param {string}             sqlite
 * @param {'sqlite'|'mariadb'} db
 * @param {boolean}            ours   Link Vitrine's checkout and our must-use plugin.
 */
function linkContent( dir, sqlite, db, ours ) {
	const content = path.join( dir, 'wp-content' );
	for ( const d of [ 'plugins', 'mu-plugins', 'uploads' ] ) {
		fs.mkdirSync( path.join( content, d ), { recursive: true } );
	}
	if ( ours ) {
		symlink( ROOT, path.join( content, 'plugins', 'vitrine' ) );
		symlink(
			path.join( TOOLS, 'mu-plugin.php' ),
			path.join( content, 'mu-plugins', 'vitrine-site.php' )
		);
	}
	symlink(
		sqlite,
		path.join( content, 'plugins', 'sqlite-database-integration' )
	);
	const dropIn = fs
		.readFileSync( path.join( sqlite, 'db.copy' ), 'utf8' )
		.replaceAll( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite )
		.replaceAll(
			'{SQLITE_PLUGIN}',
			'sqlite-database-integration/load.php'
		);
	const dbPhp = path.join( content, 'db.php' );
	if ( db === 'sqlite' ) {
		fs.writeFileSync( dbPhp, dropIn );
	} else {
		fs.rmSync( dbPhp, { force: true } );
	}
}

/**
 * @param {string} target
 * @param {string} link
 */
function symlink( target, link ) {
	try {
		if ( fs.readlinkSync( link ) === target ) {
			return;
		}
		fs.rmSync( link, { force: true } );
	} catch {
		// No link yet.
	}
	fs.symlinkSync( target, link );
}

/**
 * @param {{url: string, dbConfig: null|{name: string, host: string, user: string, password: string}, saltOf?: string}} o
 *                                                                                                                        saltOf: the URL the salts derive from (a clone keeps its template's, so
 *                                                                                                                        that what the template encrypted or signed stays valid).
 * @return {string} wp-config.php
 */
function wpConfig( { url, dbConfig, saltOf = url } ) {
	const q = ( /** @type {string} */ s ) =>
		`'${ s.replace( /[\\']/g, '\\$&' ) }'`;
	const salt = ( /** @type {string} */ k ) =>
		`define( '${ k }', ${ q(
			`${ k }-${ saltOf }-vitrine-local-only`
		) } );`;
	const dbLines = dbConfig
		? [
				`define( 'DB_NAME', ${ q( dbConfig.name ) } );`,
				`define( 'DB_USER', ${ q( dbConfig.user ) } );`,
				`define( 'DB_PASSWORD', ${ q( dbConfig.password ) } );`,
				`define( 'DB_HOST', ${ q( dbConfig.host ) } );`,
				// The SQLite drop-in steps aside when this is set.
				`define( 'DB_ENGINE', 'mysql' );`,
		  ]
		: [
				`define( 'DB_NAME', 'wordpress' );`,
				`define( 'DB_USER', '' );`,
				`define( 'DB_PASSWORD', '' );`,
				`define( 'DB_HOST', '' );`,
				`define( 'DB_ENGINE', 'sqlite' );`,
				`define( 'DB_DIR', __DIR__ . '/wp-content/database/' );`,
				`define( 'DB_FILE', '.ht.sqlite' );`,
		  ];
	return [
		'<?php',
		'// Generated by tools/site/site.mjs for a local development site. Do not edit.',
		...dbLines,
		`define( 'DB_CHARSET', 'utf8mb4' );`,
		`define( 'DB_COLLATE', '' );`,
		...[
			'AUTH_KEY',
			'SECURE_AUTH_KEY',
			'LOGGED_IN_KEY',
			'NONCE_KEY',
			'AUTH_SALT',
			'SECURE_AUTH_SALT',
			'LOGGED_IN_SALT',
			'NONCE_SALT',
		].map( salt ),
		`define( 'WP_HOME', ${ q( url ) } );`,
		`define( 'WP_SITEURL', ${ q( url ) } );`,
		`define( 'WP_ENVIRONMENT_TYPE', 'local' );`,
		`define( 'WP_DEBUG', true );`,
		`define( 'WP_DEBUG_LOG', __DIR__ . '/debug.log' );`,
		`define( 'WP_DEBUG_DISPLAY', false );`,
		`define( 'SCRIPT_DEBUG', false );`,
		`define( 'DISABLE_WP_CRON', true );`,
		`define( 'AUTOMATIC_UPDATER_DISABLED', true );`,
		`define( 'WP_AUTO_UPDATE_CORE', false );`,
		`define( 'WP_HTTP_BLOCK_EXTERNAL', true );`,
		`define( 'FS_METHOD', 'direct' );`,
		`define( 'WP_DEFAULT_THEME', 'twentytwentyfive' );`,
		`$table_prefix = 'wp_';`,
		`if ( ! defined( 'ABSPATH' ) ) {`,
		`\tdefine( 'ABSPATH', __DIR__ . '/' );`,
		'}',
		`require_once ABSPATH . 'wp-settings.php';`,
		'',
	].join( '\n' );
}
