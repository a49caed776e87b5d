/**
 * Shared steps of the editor specs: the block inspector and the provider
 * SDK's loads.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { Editor } from '@wordpress/e2e-test-utils-playwright';

/**
 * The provider SDK's script loads of the page from now on.
 *
 * @param page Playwright page.
 */
export function sdkLoads( page: Page ): string[] {
	const loads: string[] = [];
	page.on( 'request', ( request ) => {
		if ( new URL( request.url() ).pathname === '/sdk/js' ) {
			loads.push( request.url() );
		}
	} );
	return loads;
}

/**
 * The editor's settings sidebar, open on its Block tab (the selected
 * block's inspector).
 *
 * @param editor The editor fixture.
 * @param page   Playwright page.
 */
export async function blockSettings( editor: Editor, page: Page ) {
	await editor.openDocumentSettingsSidebar();
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	await settings.getByRole( 'tab', { name: 'Block' } ).click();
	return settings;
}
