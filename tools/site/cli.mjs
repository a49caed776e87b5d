// @ts-check
/**
 * The dev site's command line: `npm start` and `npm stop` call it.
 *
 *   node tools/site/cli.mjs start    build if needed, start the site, wait for Ctrl-C
 *   node tools/site/cli.mjs stop     stop the dev site (and MariaDB, if started)
 *   node tools/site/cli.mjs phpunit  run the PHP tests against a fresh test site
 *                                    (further arguments go to phpunit, e.g. --filter X);
 *                                    the emulator records its REST calls to
 *                                    .wp/contract/phpunit.jsonl (tools/contract/)
 *   node tools/site/cli.mjs deps     install the Debian packages start and test need
 *
 * Environment: PORT (8888), WP_DB (sqlite|mariadb), WP_STACK (nginx: the
 * production stack, nginx + PHP-FPM + MariaDB, tools/site/stack.mjs), WP_ADMIN_PASSWORD,
 * VITRINE_EMULATOR_PORT (8891, dev) and VITRINE_EMULATOR_TEST_PORT + 1 (8893,
 * PHP tests) for the provider emulator.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { PHPUNIT_TRAFFIC } from '../contract/paths.mjs';
import {
	DEV_PORT as EMULATOR_DEV_PORT,
	PHP_TEST_PORT as EMULATOR_PHP_TEST_PORT,
	startEmulatorProcess,
	stopDetachedEmulator,
} from '../provider-emulator/launch.mjs';
import { stopMariadb } from './mariadb.mjs';
import {
	ROOT,
	blockedRequests,
	prepareSite,
	siteDir,
	startSite,
	stopServer,
} from './site.mjs';
import { serveStack } from './stack.mjs';
import { ensurePackages } from './system.mjs';

const command = process.argv[ 2 ] ?? 'start';
/** The production stack instead of PHP's built-in server. */
const stack = process.env.WP_STACK === 'nginx';
/** @type {'sqlite'|'mariadb'} */
const db = stack || process.env.WP_DB === 'mariadb' ? 'mariadb' : 'sqlite';
/** The dev sites, each in its own folder (and database). */
const DEV_SITES = [ 'dev', 'dev-mariadb', 'dev-stack' ];
const dev = {
	name: stack ? 'dev-stack' : `dev${ db === 'mariadb' ? '-mariadb' : '' }`,
	port: Number( process.env.PORT || 8888 ),
	db,
	password: process.env.WP_ADMIN_PASSWORD || 'password',
};

/** Builds the scripts when there is no build yet. */
function ensureBuild() {
	if (
		! fs.existsSync(
			path.join( ROOT, 'build', 'store', 'index.asset.php' )
		)
	) {
		console.log( '[vitrine] no build yet: npm run build…' );
		execFileSync( 'npm', [ 'run', 'build', '--silent' ], {
			cwd: ROOT,
			stdio: 'inherit',
		} );
	}
}

if ( command === 'start' ) {
	const t0 = Date.now();
	ensureBuild();
	// The payment provider's emulator; the demo settings point at it.
	stopDetachedEmulator();
	const emulator = await startEmulatorProcess(
		EMULATOR_DEV_PORT,
		!! process.env.VITRINE_DETACH
	);
	process.env.VITRINE_EMULATOR_URL = emulator.url;
	const site = stack
		? await serveStack( { ...prepareSite( dev ), port: dev.port } )
		: await startSite( dev );
	const seconds = ( ( Date.now() - t0 ) / 1000 ).toFixed( 1 );
	console.log( `
Vitrine läuft / is running (${ seconds } s, ${
		stack ? 'nginx + PHP-FPM + MariaDB' : db
	}):
  Website:  ${ site.url }/
  Admin:    ${ site.url }/wp-admin/
  Login:    ${ site.user } / ${ site.password }
  PayPal:   ${ emulator.url } (Emulator; Einstellungen → Vitrine PayPal)
  Logs:     ${ site.log }, ${ path.join( site.dir, 'debug.log' ) }
Press Ctrl-C to stop.` );
	const blocked = blockedRequests( site.dir );
	if ( blocked.length ) {
		console.warn(
			`\nWordPress tried to reach other hosts (refused):\n${ blocked.join(
				'\n'
			) }`
		);
	}
	if ( process.env.VITRINE_DETACH ) {
		process.exit( 0 );
	}
	const stop = () => {
		site.stop();
		emulator.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
	// Keep the process (and so Ctrl-C handling) alive while the server runs.
	setInterval( () => {}, 60 * 60 * 1000 );
} else if ( command === 'deps' ) {
	// Everything start and test need from Debian (apt as root, else a list).
	ensurePackages( [ 'site', 'browser', 'phptest', 'mariadb', 'stack' ] );
} else if ( command === 'stop' ) {
	for ( const name of DEV_SITES ) {
		stopServer( siteDir( { name, port: 0 } ) );
	}
	stopMariadb();
	stopDetachedEmulator();
} else if ( command === 'phpunit' ) {
	ensurePackages( [ 'site', 'phptest' ] );
	ensureBuild();
	const site = prepareSite( {
		name: 'phpunit',
		port: 8890,
		db,
		fresh: true,
		quiet: true,
	} );
	// The provider client's tests talk to a real emulator process, which
	// records every REST call for the contract check (tools/contract/).
	fs.mkdirSync( path.dirname( PHPUNIT_TRAFFIC ), { recursive: true } );
	fs.rmSync( PHPUNIT_TRAFFIC, { force: true } );
	const emulator = await startEmulatorProcess(
		EMULATOR_PHP_TEST_PORT,
		false,
		PHPUNIT_TRAFFIC
	);
	try {
		execFileSync(
			'phpunit',
			[
				'--configuration',
				path.join( ROOT, 'tests', 'php', 'phpunit.xml' ),
				// e.g. `npm run test:php -- --filter CheckoutTest`
				...process.argv.slice( 3 ),
			],
			{
				cwd: ROOT,
				stdio: 'inherit',
				env: {
					...process.env,
					VITRINE_WP_DIR: site.dir,
					VITRINE_EMULATOR_URL: emulator.url,
				},
			}
		);
	} catch {
		process.exitCode = 1;
	} finally {
		emulator.stop();
	}
	if ( process.exitCode ) {
		process.exit( 1 );
	}
	// Tests that provoke a refusal clean up after themselves; anything left is real.
	const blocked = blockedRequests( site.dir );
	if ( blocked.length ) {
		console.error(
			`WordPress tried to reach hosts other than loopback during the PHP tests:\n${ blocked.join(
				'\n'
			) }`
		);
		process.exit( 1 );
	}
} else {
	console.error( `Unknown command: ${ command }` );
	process.exit( 2 );
}
