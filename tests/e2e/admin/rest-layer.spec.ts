/**
 * The platform REST layer (§7.3, §8.3) in a real browser against the real
 * site: api-fetch's own middlewares, reached through the shared store script
 * on a light front-end page (the header's mini-cart loads it on every page;
 * WordPress configures api-fetch's nonce for the logged-in admin).
 * Only what needs WordPress itself stays here: a real expired nonce refused,
 * a real fresh one from admin-ajax.php, and a real error answer in German.
 * The middlewares' logic (the refresh, per_page=-1 paging, the German
 * messages for api-fetch's own error codes) is proven in Jest:
 * src/shared/test/rest-api-fetch.test.ts.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

interface VitrineWindow {
	wp: { apiFetch: { nonceMiddleware: { nonce: string } } };
	vitrine: {
		store: {
			restFetch: < T >(
				options: Record< string, unknown >
			) => Promise< T >;
			describeRestError: ( error: unknown ) => {
				code: string;
				message: string;
			};
		};
	};
}

/**
 * A page where WordPress has configured api-fetch and the store script is loaded.
 *
 * @param page Playwright page.
 */
async function openPage( page: Page ) {
	await page.goto( '/impressum/' );
	await page.waitForFunction(
		() =>
			!! ( window as unknown as Partial< VitrineWindow > ).vitrine?.store
	);
}

/**
 * Requests a path through the store's restFetch and returns how it failed.
 *
 * @param page Playwright page.
 * @param path REST path.
 */
function failure( page: Page, path: string ) {
	return page.evaluate( async ( p ) => {
		const { store } = ( window as unknown as VitrineWindow ).vitrine;
		try {
			await store.restFetch( { path: p } );
			return null;
		} catch ( error ) {
			return store.describeRestError( error );
		}
	}, path );
}

test.describe( 'REST layer', () => {
	test( 'a request with an expired nonce is retried once with a fresh nonce (§7.3); an error answer keeps its German message (§8.3)', async ( {
		page,
		consoleErrors,
	} ) => {
		await openPage( page );
		const seen: Array< {
			url: string;
			status: number;
			nonce: string | null;
		} > = [];
		// Recorded synchronously, so the entries keep the order of the responses.
		page.on( 'response', ( response ) => {
			const url = response.url();
			if (
				url.includes( 'vitrine_probe' ) ||
				url.includes( 'action=rest-nonce' )
			) {
				seen.push( {
					url,
					status: response.status(),
					nonce: response.request().headers()[ 'x-wp-nonce' ] ?? null,
				} );
			}
		} );

		const user = await page.evaluate( async () => {
			const w = window as unknown as VitrineWindow;
			w.wp.apiFetch.nonceMiddleware.nonce = 'expired';
			return w.vitrine.store.restFetch< { slug: string } >( {
				path: '/wp/v2/users/me?vitrine_probe=1',
			} );
		} );

		expect( user.slug ).toBe( 'admin' );
		// The page may hand over the last response event after the request resolved.
		await expect.poll( () => seen.length ).toBe( 3 );
		expect(
			seen.map( ( s ) => [
				s.url.includes( 'rest-nonce' ) ? 'refresh' : 'me',
				s.status,
			] )
		).toEqual( [
			[ 'me', 403 ],
			[ 'refresh', 200 ],
			[ 'me', 200 ],
		] );
		expect( seen[ 0 ].nonce ).toBe( 'expired' );
		expect( seen[ 2 ].nonce ).toMatch( /^[0-9a-f]{10}$/ );

		// A real error answer passes its own code and message on.
		const missing = await failure( page, '/wp/v2/posts/999999' );
		expect( missing?.code ).toBe( 'rest_post_invalid_id' );
		expect( missing?.message ).toBe( 'Ungültige Beitrags-ID.' );

		// The browser reports the 403 and the 404 itself; nothing else may have failed.
		expect(
			consoleErrors.filter(
				( e ) =>
					! e.includes( 'status of 403' ) &&
					! e.includes( 'status of 404' )
			)
		).toEqual( [] );
		consoleErrors.length = 0;
	} );
} );
