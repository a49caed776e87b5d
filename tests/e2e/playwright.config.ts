/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser), each
 * worker against a freshly installed local site of its own (worker-site.ts).
 * Spec files are spread over the workers; the tests of one file run in order.
 */
/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	BASE_URL,
	CHROMIUM_ARGS,
	CHROMIUM_PATH,
	ROOT,
	STORAGE_STATE_PATH,
} from './config';

// This file is read again in every worker, with that worker's values, which
// @wordpress/e2e-test-utils-playwright reads (worker-site.ts sets the emulator's).
process.env.WP_BASE_URL = BASE_URL;
process.env.STORAGE_STATE_PATH = STORAGE_STATE_PATH;

/** Workers, each with its own site (2 is the fastest on the 2-core machine). */
const WORKERS = Number( process.env.VITRINE_E2E_WORKERS || 2 );

export default defineConfig( {
	testDir: __dirname,
	testMatch: '**/*.spec.ts',
	outputDir: `${ ROOT }/test-results`,
	fullyParallel: false,
	workers: WORKERS,
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
		// Tracing every test costs a sixth of the run; VITRINE_E2E_TRACE=1 keeps the traces of failures.
		trace: process.env.VITRINE_E2E_TRACE ? 'retain-on-failure' : 'off',
		screenshot: 'only-on-failure',
		// Loopback only: every other host goes to a proxy port where nothing
		// listens, so nothing leaves the machine and the loopbackOnly fixture
		// sees each attempt fail (cheaper than routing every request).
		proxy: {
			server: 'http://127.0.0.1:9',
			bypass: '127.0.0.1,localhost,[::1]',
		},
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
	},
} );
