/**
 * Settings shared by the Playwright config, the global set-up and fixtures.
 */
/**
 * External dependencies
 */
import { isIPv4 } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve( __dirname, '..', '..' );
export const PORT = Number( process.env.VITRINE_E2E_PORT || 8889 );
export const BASE_URL = `http://127.0.0.1:${ PORT }`;
export const SITE_NAME = 'e2e';
export const SITE_DIR = path.join( ROOT, '.wp', 'sites', SITE_NAME );
export const STORAGE_STATE_PATH = path.join(
	ROOT,
	'artifacts',
	'storage-states',
	'admin.json'
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

/** Chromium flags for this machine: no sandbox as root, no network but loopback. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
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
