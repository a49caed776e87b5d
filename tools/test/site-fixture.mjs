// @ts-check
/**
 * The site folder both local servers are tested on (dev-server.test.mjs:
 * PHP's built-in server with tools/site/router.php; stack-server.test.mjs:
 * nginx and PHP-FPM of the production stack), and what each must refuse
 * and serve: no dotfiles, no logs, and under the plugin's link only what the
 * plugin zip ships (tools/plugin-files.json). The plugin is a link to this
 * repository, as on a real dev site, the logs and the database exist, and a
 * stub index.php stands in for WordPress, so a request that reaches it
 * proves the server passed it on to the site.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const PLUGIN = '/wp-content/plugins/vitrine';
/** What the stub index.php prints: the path it was asked for. */
export const SITE = 'the site answers ';

/** Paths that exist (or lead into the repository) and must answer 404. */
export const REFUSED = [
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

/** Files both servers serve as they are on disk. */
export const SERVED = [
	`${ PLUGIN }/build/store/index.js`,
	`${ PLUGIN }/blocks/cart/style.css`,
	`${ PLUGIN }/blocks/cart/block.json`,
	`${ PLUGIN }/languages/vitrine-de_DE.mo`,
	'/wp-includes/js/dist/hooks.min.js',
];

/**
 * A free loopback port.
 *
 * @return {Promise<number>} The port.
 */
export function freePort() {
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
 * A temporary site folder: the stub index.php, a WordPress script, the
 * files a used site has, and the plugin linked to this repository.
 *
 * @return {{docroot: string, put: (file: string, content?: string) => void}} The folder and a writer below it.
 */
export function makeSite() {
	const docroot = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-site-' ) );
	const put = ( /** @type {string} */ file, content = '' ) => {
		const full = path.join( docroot, file );
		fs.mkdirSync( path.dirname( full ), { recursive: true } );
		fs.writeFileSync( full, content );
	};
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
	return { docroot, put };
}

/**
 * Waits until a server answers.
 *
 * @param {string} url A URL it serves.
 */
export async function waitFor( url ) {
	for ( let i = 0; ; i++ ) {
		try {
			await fetch( url );
			return;
		} catch ( error ) {
			if ( i > 100 ) {
				throw error;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		}
	}
}
