/**
 * Settings shared by the Playwright config, the worker set-up and fixtures.
 *
 * Every Playwright worker runs against a site of its own: its own port,
 * folder, database snapshot, saved admin login and provider emulator. The
 * values below are those of the worker this module is loaded in (Playwright
 * gives each worker process its slot in TEST_PARALLEL_INDEX; a process that
 * is no worker, such as the runner itself, gets slot 0's).
 */
/**
 * External dependencies
 */
import { isIPv4 } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve( __dirname, '..', '..' );
/** This worker's slot: 0 … workers − 1. */
export const WORKER = Number( process.env.TEST_PARALLEL_INDEX || 0 );
/** Ports of worker n are the base ports + 10 n. */
const PORT_STEP = 10;
const FIRST_PORT = Number( process.env.VITRINE_E2E_PORT || 8889 );
const FIRST_EMULATOR_PORT = Number(
	process.env.VITRINE_EMULATOR_TEST_PORT || 8892
);
export const PORT = FIRST_PORT + PORT_STEP * WORKER;
export const EMULATOR_PORT = FIRST_EMULATOR_PORT + PORT_STEP * WORKER;
export const BASE_URL = `http://127.0.0.1:${ PORT }`;
export const SITE_NAME = `e2e-${ WORKER }`;
export const SITE_DIR = path.join( ROOT, '.wp', 'sites', SITE_NAME );
export const STORAGE_STATE_PATH = path.join(
	ROOT,
	'artifacts',
	'storage-states',
	`admin-${ WORKER }.json`
);
export const DATABASE = path.join(
	SITE_DIR,
	'wp-content',
	'database',
	'.ht.sqlite'
);
export const SNAPSHOT = `${ DATABASE }.snapshot`;
export const BLOCKED_LOG = path.join(
	SITE_DIR,
	'wp-content',
	'blocked-http.log'
);

/**
 * Debian's Chromium for the tests: its headless shell (package
 * chromium-headless-shell), which renders with the same engine as the full
 * browser at a fraction of its CPU; CHROMIUM_PATH picks another binary.
 */
export const CHROMIUM_PATH =
	process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** Chromium flags for this machine: no sandbox as root, no network but loopback. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	// No software GL either: the pages need no WebGL, and compositing stays on the CPU.
	'--disable-software-rasterizer',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	// Any name but loopback fails to resolve, so nothing leaves the machine.
	'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Whether a request URL stays on this machine.
 *
 * @param url Request URL.
 */
export function isLocalUrl( url: string ): boolean {
	const parsed = new URL( url );
	if (
		[ 'data:', 'blob:', 'about:', 'chrome-extension:' ].includes(
			parsed.protocol
		)
	) {
		return true;
	}
	const host = parsed.hostname.replace( /^\[|\]$/g, '' );
	// Only real addresses count: "127.example.org" is a name like any other.
	return (
		host === 'localhost' ||
		host === '::1' ||
		( isIPv4( host ) && host.startsWith( '127.' ) )
	);
}
