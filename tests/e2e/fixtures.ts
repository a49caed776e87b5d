/**
 * The test object of every spec: @wordpress/e2e-test-utils-playwright's
 * fixtures plus
 * - a site and provider emulator of the worker's own (worker-site.ts), which
 *   its `requestUtils` talk to,
 * - the site's database restored to its fresh state before each spec file
 *   (and the provider emulator's state reset with it),
 * - requests to any host but loopback aborted and failing the test,
 * - console errors and uncaught exceptions failing the test.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * WordPress dependencies
 */
import {
	RequestUtils,
	test as base,
	expect,
} from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { DATABASE, SNAPSHOT, STORAGE_STATE_PATH, isLocalUrl } from './config';
import { type WorkerSite, runWorkerSite } from './worker-site';

let lastFile = '';

/** Puts the fresh database back, atomically, and drops SQLite side files. */
function restoreDatabase() {
	const tmp = `${ DATABASE }.restore`;
	fs.copyFileSync( SNAPSHOT, tmp );
	for ( const side of [ '-wal', '-shm', '-journal' ] ) {
		fs.rmSync( DATABASE + side, { force: true } );
	}
	fs.renameSync( tmp, DATABASE );
}

/**
 * The provider emulator forgets its orders and request ids with the site's
 * database: the shop derives request ids from its order ids (RequestId), so
 * a restored database hands out order ids again, and an emulator that still
 * remembered them would answer a new order with an old one's replay.
 */
async function resetEmulator() {
	const emulator = process.env.VITRINE_EMULATOR_URL;
	if ( emulator ) {
		const reset = () =>
			fetch( emulator + '/__emulator/reset', { method: 'POST' } );
		// A kept-alive socket the emulator closed meanwhile fails once.
		await reset().catch( reset );
	}
}

export const test = base.extend<
	{
		freshSitePerFile: void;
		loopbackOnly: string[];
		consoleErrors: string[];
	},
	{ workerSite: WorkerSite }
>( {
	workerSite: [
		// eslint-disable-next-line no-empty-pattern
		async ( {}, use ) => runWorkerSite( use ),
		// Installing a site takes a while on two busy cores.
		{ scope: 'worker', auto: true, timeout: 180_000 },
	],
	requestUtils: [
		async ( { workerSite }, use ) => {
			await use(
				await RequestUtils.setup( {
					baseURL: workerSite.url,
					storageStatePath: STORAGE_STATE_PATH,
				} )
			);
		},
		// Playwright wants the override's options to match the original's
		// ({ auto: true }), which its types do not offer for an override.
		{ scope: 'worker', auto: true } as { scope: 'worker' },
	],
	freshSitePerFile: [
		// eslint-disable-next-line no-empty-pattern
		async ( {}, use, testInfo ) => {
			if ( testInfo.file !== lastFile ) {
				restoreDatabase();
				await resetEmulator();
				lastFile = testInfo.file;
			}
			await use();
		},
		{ auto: true },
	],
	loopbackOnly: [
		async ( { context }, use ) => {
			// The browser's proxy (playwright.config.ts) refuses every host
			// but loopback, without routing each request through the test.
			const attempts: string[] = [];
			context.on( 'requestfailed', ( request ) => {
				if ( ! isLocalUrl( request.url() ) ) {
					attempts.push( request.url() );
				}
			} );
			await use( attempts );
			expect( attempts, 'requests to hosts other than loopback' ).toEqual(
				[]
			);
		},
		{ auto: true },
	],
	consoleErrors: [
		async ( { page }, use ) => {
			const errors: string[] = [];
			page.on( 'console', ( message ) => {
				if ( message.type() === 'error' ) {
					errors.push( message.text() );
				}
			} );
			page.on( 'pageerror', ( error ) => errors.push( String( error ) ) );
			await use( errors );
			expect( errors, 'console errors' ).toEqual( [] );
		},
		{ auto: true },
	],
} );

export { expect };
