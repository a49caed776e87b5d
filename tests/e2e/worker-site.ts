/**
 * The site of one Playwright worker (worker-scoped, see config.ts for its
 * port and folder): a provider emulator and a freshly installed WordPress
 * pointed at it, the admin logged in, and a database snapshot that fixtures
 * restore before each spec file. At the end both stop, and the worker fails
 * if WordPress tried to reach any host but loopback.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * WordPress dependencies
 */
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	BASE_URL,
	BLOCKED_LOG,
	DATABASE,
	EMULATOR_PORT,
	PORT,
	ROOT,
	SITE_NAME,
	SNAPSHOT,
	STORAGE_STATE_PATH,
} from './config';

/** What the worker's tests may need of its site (specs read the emulator's URL from VITRINE_EMULATOR_URL). */
export interface WorkerSite {
	url: string;
}

/**
 * Starts the worker's emulator and site, hands them to the tests, stops them.
 *
 * @param use Playwright's continuation.
 */
export async function runWorkerSite(
	use: ( site: WorkerSite ) => Promise< void >
): Promise< void > {
	const { cloneSite, serveSite } = await import(
		path.join( ROOT, 'tools', 'site', 'site.mjs' )
	);
	const { e2eTemplate } = await import(
		path.join( ROOT, 'tools', 'site', 'e2e-template.mjs' )
	);
	const { startEmulatorProcess } = await import(
		path.join( ROOT, 'tools', 'provider-emulator', 'launch.mjs' )
	);
	const emulator = await startEmulatorProcess( EMULATOR_PORT );
	// The specs read it.
	process.env.VITRINE_EMULATOR_URL = emulator.url;
	let site;
	try {
		// A copy of the template site (global-setup.ts), for this worker's URLs.
		const template = e2eTemplate();
		const copy = cloneSite( template, {
			name: SITE_NAME,
			port: PORT,
			replace: [ [ template.emulatorUrl, emulator.url ] ],
		} );
		site = await serveSite( { ...copy, port: PORT } );
		fs.mkdirSync( path.dirname( STORAGE_STATE_PATH ), {
			recursive: true,
		} );
		const requestUtils = await RequestUtils.setup( {
			baseURL: BASE_URL,
			user: { username: site.user, password: site.password },
			storageStatePath: STORAGE_STATE_PATH,
		} );
		await requestUtils.setupRest();
		// The snapshot includes the admin's session, so the saved login stays valid.
		fs.copyFileSync( DATABASE, SNAPSHOT );
		await use( { url: BASE_URL } );
	} finally {
		site?.stop();
		emulator.stop();
	}
	const blocked = fs.existsSync( BLOCKED_LOG )
		? fs.readFileSync( BLOCKED_LOG, 'utf8' ).trim()
		: '';
	if ( blocked ) {
		throw new Error(
			`WordPress tried to reach hosts other than loopback during the tests:\n${ blocked }`
		);
	}
}
