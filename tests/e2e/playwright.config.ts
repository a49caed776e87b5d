/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against
 * a freshly installed local site, started once per run by global-setup.ts.
 */
/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import { BASE_URL, CHROMIUM_ARGS, ROOT, STORAGE_STATE_PATH } from './config';

// @wordpress/e2e-test-utils-playwright reads these.
process.env.WP_BASE_URL = BASE_URL;
process.env.STORAGE_STATE_PATH = STORAGE_STATE_PATH;

export default defineConfig( {
	testDir: __dirname,
	testMatch: '**/*.spec.ts',
	outputDir: `${ ROOT }/test-results`,
	fullyParallel: false,
	workers: 1,
	forbidOnly: !! process.env.CI,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [ [ 'list' ] ],
	globalSetup: require.resolve( './global-setup' ),
	use: {
		baseURL: BASE_URL,
		headless: true,
		locale: 'de-DE',
		timezoneId: 'Europe/Berlin',
		viewport: { width: 1280, height: 800 },
		storageState: STORAGE_STATE_PATH,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			args: CHROMIUM_ARGS,
		},
	},
} );
