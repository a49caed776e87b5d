/**
 * Runs once before the workers start: fetches WordPress core and builds the
 * provider emulator if needed, so that the workers, which each start a site
 * and an emulator of their own (worker-site.ts), never race to do it.
 */
/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT } from './config';

export default async function globalSetup() {
	const { ensureCore } = await import(
		path.join( ROOT, 'tools', 'site', 'core.mjs' )
	);
	const { ensureEmulatorBuild } = await import(
		path.join( ROOT, 'tools', 'provider-emulator', 'launch.mjs' )
	);
	ensureCore();
	ensureEmulatorBuild();
}
