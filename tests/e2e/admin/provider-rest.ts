/**
 * The provider settings over their REST endpoint (`vitrine/v1/provider/
 * settings`), as the settings screen saves them: for specs that set up
 * provider settings over HTTP instead of through the screen.
 */
/**
 * External dependencies
 */
import type { APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../fixtures';

const ROUTE = '/wp-json/vitrine/v1/provider/settings';

/**
 * A `wp_rest` nonce for the logged-in admin of the request's context
 * (§7.3: WordPress' nonce endpoint).
 *
 * @param request A request context with the admin's cookies (the `page.request` of an admin page).
 */
export async function restNonce( request: APIRequestContext ) {
	const answer = await request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( answer.ok() ).toBe( true );
	return ( await answer.text() ).trim();
}

/**
 * The stored settings (never the secret) and the readiness list.
 *
 * @param request A request context with the admin's cookies.
 */
export async function readProviderSettings( request: APIRequestContext ) {
	const answer = await request.get( ROUTE, {
		headers: { 'X-WP-Nonce': await restNonce( request ) },
	} );
	expect( answer.status() ).toBe( 200 );
	return ( await answer.json() ) as {
		settings: Record< string, string | number | boolean >;
		secret_stored: boolean;
		readiness: { items: Record< string, { ok: boolean | null } > };
	};
}

/**
 * Saves changed provider settings, expecting them taken.
 *
 * @param request A request context with the admin's cookies.
 * @param changes Key → value (keys of the option `vitrine_provider`).
 */
export async function saveProviderSettings(
	request: APIRequestContext,
	changes: Record< string, string | number | boolean >
) {
	const answer = await request.post( ROUTE, {
		headers: { 'X-WP-Nonce': await restNonce( request ) },
		data: changes,
	} );
	expect( answer.status(), await answer.text() ).toBe( 200 );
	return answer.json();
}
