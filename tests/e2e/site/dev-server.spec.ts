/**
 * The dev server's router (tools/site/router.php): no
 * dotfiles, no logs, and under the plugin's link only what the plugin zip
 * ships (tools/plugin-files.json), against the running e2e site.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT, SITE_DIR } from '../config';
import { expect, test } from '../fixtures';

const PLUGIN = '/wp-content/plugins/vitrine';

test.describe( 'The dev server', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( () => {
		// Logs that exist on a site that has been used, so a 404 means "refused", not "missing".
		for ( const log of [ 'wp-content/mail.log', 'debug.log' ] ) {
			const file = path.join( SITE_DIR, log );
			if ( ! fs.existsSync( file ) ) {
				fs.writeFileSync( file, '' );
			}
		}
	} );

	test( 'refuses dotfiles, logs and the repository behind the plugin link with 404', async ( {
		request,
	} ) => {
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
		const answers: Record< string, string > = {};
		for ( const url of refused ) {
			const response = await request.get( url, { maxRedirects: 0 } );
			// The router's own answer, not WordPress' 404 page.
			answers[
				url
			] = `${ response.status() } ${ await response.text() }`;
		}
		expect( answers ).toEqual(
			Object.fromEntries(
				refused.map( ( url ) => [ url, '404 Not Found\n' ] )
			)
		);
		// They exist: the 404 is a refusal.
		for ( const file of [ '.gitignore', 'package.json', 'README.md' ] ) {
			expect( fs.existsSync( path.join( ROOT, file ) ) ).toBe( true );
		}
	} );

	test( 'serves what the plugin ships and the site itself', async ( {
		request,
	} ) => {
		const served = [
			`${ PLUGIN }/build/store/index.js`,
			`${ PLUGIN }/blocks/cart/style.css`,
			`${ PLUGIN }/blocks/cart/block.json`,
			`${ PLUGIN }/languages/vitrine-de_DE.po`,
			'/',
			'/warenkorb/',
			'/wp-includes/js/dist/hooks.min.js',
		];
		for ( const url of served ) {
			const response = await request.get( url );
			expect( response.status(), url ).toBe( 200 );
		}
		expect(
			( await request.get( '/gibt-es-nicht/' ) ).status(),
			"WordPress' own 404 page"
		).toBe( 404 );
		expect(
			await ( await request.get( '/gibt-es-nicht/' ) ).text()
		).toContain( '<html' );
	} );
} );
