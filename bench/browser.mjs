/**
 * What the browser benches share: the provider emulator the demo settings
 * point at, Debian's Chromium, and the admin's login.
 */
/**
 * External dependencies
 */
import { chromium } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	startEmulatorProcess,
	TEST_PORT,
} from '../tools/provider-emulator/launch.mjs';

/**
 * Starts an emulator on VITRINE_EMULATOR_TEST_PORT; a site installed after
 * this points its demo settings at it (tools/site/demo.php).
 *
 * @return {Promise<{url: string, stop: () => void}>} The running emulator.
 */
export async function startDemoEmulator() {
	const emulator = await startEmulatorProcess( TEST_PORT );
	process.env.VITRINE_EMULATOR_URL = emulator.url;
	return emulator;
}

/**
 * Debian's Chromium (CHROMIUM_PATH to use another), headless.
 *
 * @return {Promise<import('@playwright/test').Browser>} The browser.
 */
export function launchChromium() {
	return chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu', '--no-first-run' ],
	} );
}

/**
 * Logs the site's admin in on a page.
 *
 * @param {import('@playwright/test').Page}               page Browser page.
 * @param {{url: string, user: string, password: string}} site The site.
 */
export async function logInAsAdmin( page, site ) {
	await page.goto( `${ site.url }/wp-login.php` );
	await page.locator( '#user_login' ).fill( site.user );
	await page.locator( '#user_pass' ).fill( site.password );
	await Promise.all( [
		page.waitForURL( /\/wp-admin\/?/ ),
		page.locator( '#wp-submit' ).click(),
	] );
}
