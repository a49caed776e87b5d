/**
 * Starts one fresh site for the whole run, logs the admin in, snapshots the
 * database (fixtures restore it before each spec file), and returns the
 * teardown: stop the site and fail the run if WordPress tried to reach any
 * host but loopback.
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
	PORT,
	ROOT,
	SITE_NAME,
	SNAPSHOT,
	STORAGE_STATE_PATH,
} from './config';

export default async function globalSetup() {
	const { startSite } = await import(
		path.join( ROOT, 'tools', 'site', 'site.mjs' )
	);
	// The provider emulator for the payment specs (§3.11 sdk_base_url).
	const { startEmulatorProcess, TEST_PORT } = await import(
		path.join( ROOT, 'tools', 'provider-emulator', 'launch.mjs' )
	);
	const emulator = await startEmulatorProcess( TEST_PORT );
	process.env.VITRINE_EMULATOR_URL = emulator.url;
	const site = await startSite( {
		name: SITE_NAME,
		port: PORT,
		fresh: true,
		quiet: true,
	} );
	fs.mkdirSync( path.dirname( STORAGE_STATE_PATH ), { recursive: true } );
	const requestUtils = await RequestUtils.setup( {
		baseURL: BASE_URL,
		user: { username: site.user, password: site.password },
		storageStatePath: STORAGE_STATE_PATH,
	} );
	await requestUtils.setupRest();
	// The snapshot includes the admin's session, so the saved login stays valid.
	fs.copyFileSync( DATABASE, SNAPSHOT );

	return async () => {
		site.stop();
		emulator.stop();
		const blocked = fs.existsSync( BLOCKED_LOG )
			? fs.readFileSync( BLOCKED_LOG, 'utf8' ).trim()
			: '';
		if ( blocked ) {
			throw new Error(
				`WordPress tried to reach hosts other than loopback during the tests:\n${ blocked }`
			);
		}
	};
}
