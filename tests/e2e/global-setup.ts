/**
 * Runs once before the workers start: fetches WordPress core and builds the
 * provider emulator if needed, and installs the template site that every
 * worker copies for a site of its own (worker-site.ts), so that the workers
 * never race to do it, and the site is installed and seeded once.
 */
/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT, TEMPLATE } from './config';

export default async function globalSetup() {
	const { ensureCore } = await import(
		path.join( ROOT, 'tools', 'site', 'core.mjs' )
	);
	const { ensureEmulatorBuild } = await import(
		path.join( ROOT, 'tools', 'provider-emulator', 'launch.mjs' )
	);
	const { prepareSite } = await import(
		path.join( ROOT, 'tools', 'site', 'site.mjs' )
	);
	ensureCore();
	ensureEmulatorBuild();
	// The seeding stores the emulator's URL (§3.11 sdk_base_url): slot 0's.
	const emulatorUrl = process.env.VITRINE_EMULATOR_URL;
	process.env.VITRINE_EMULATOR_URL = TEMPLATE.emulatorUrl;
	try {
		prepareSite( {
			name: TEMPLATE.name,
			port: TEMPLATE.port,
			fresh: true,
			quiet: true,
		} );
	} finally {
		if ( emulatorUrl === undefined ) {
			delete process.env.VITRINE_EMULATOR_URL;
		} else {
			process.env.VITRINE_EMULATOR_URL = emulatorUrl;
		}
	}
}
