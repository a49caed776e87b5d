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
import { ROOT } from './config';

export default async function globalSetup() {
	const { ensureCore } = await import(
		path.join( ROOT, 'tools', 'site', 'core.mjs' )
	);
	const { ensureEmulatorBuild } = await import(
		path.join( ROOT, 'tools', 'provider-emulator', 'launch.mjs' )
	);
	const { prepareE2eTemplate } = await import(
		path.join( ROOT, 'tools', 'site', 'e2e-template.mjs' )
	);
	ensureCore();
	ensureEmulatorBuild();
	// `npm test` prepares it beside the PHP tests, before this stage.
	if ( process.env.VITRINE_E2E_TEMPLATE_READY !== '1' ) {
		prepareE2eTemplate();
	}
}
