// @ts-check
/**
 * The e2e template site: installed and seeded once for the first worker's
 * URLs (`VITRINE_E2E_PORT`, its emulator `VITRINE_EMULATOR_TEST_PORT`), then
 * copied by each Playwright worker for a site of its own
 * (tests/e2e/worker-site.ts, cloneSite in site.mjs). Playwright's global
 * set-up prepares it, unless `npm test` did already, beside the PHP tests
 * (`node tools/site/e2e-template.mjs`, then VITRINE_E2E_TEMPLATE_READY=1).
 */
/**
 * External dependencies
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { prepareSite, siteDir } from './site.mjs';

/**
 * Where the template is and which URLs it was installed for.
 *
 * @return {{name: string, port: number, dir: string, url: string, emulatorUrl: string}} The template.
 */
export function e2eTemplate() {
	const port = Number( process.env.VITRINE_E2E_PORT || 8889 );
	const emulatorPort = Number(
		process.env.VITRINE_EMULATOR_TEST_PORT || 8892
	);
	const name = 'e2e-template';
	return {
		name,
		port,
		dir: siteDir( { name, port } ),
		url: `http://127.0.0.1:${ port }`,
		emulatorUrl: `http://127.0.0.1:${ emulatorPort }`,
	};
}

/**
 * Installs and seeds the template afresh.
 *
 * @return {ReturnType<typeof e2eTemplate>} The template.
 */
export function prepareE2eTemplate() {
	const template = e2eTemplate();
	// The seeding stores the emulator's URL (§3.11 sdk_base_url): the first worker's.
	const emulatorUrl = process.env.VITRINE_EMULATOR_URL;
	process.env.VITRINE_EMULATOR_URL = template.emulatorUrl;
	try {
		prepareSite( {
			name: template.name,
			port: template.port,
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
	return template;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const started = Date.now();
	const template = prepareE2eTemplate();
	console.log(
		`e2e template site ready in ${ path.relative(
			process.cwd(),
			template.dir
		) } (${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s)`
	);
}
