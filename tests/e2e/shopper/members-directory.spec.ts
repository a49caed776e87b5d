/**
 * The members directory on the demo page (§2.1): filters, search, Enter,
 * paging, history and reload, the §8.1 texts, the loader, and markup in a
 * bio shown as text. The demo directory is for logged-in visitors (the
 * default), so these run with the stored login. What a guest gets (a login
 * note linking to /mein-konto/ and back, no member, no directory data) is
 * the server's first paint: tests/php/Memberships/MembersDirectoryGuestsTest.php
 * and MembersDirectoryTest.php; storefront.spec.ts sees it on the demo page.
 * The rules behind these (URL state, pagination visibility, which empty
 * text, the request's parameters) are src/blocks/members-directory/test/
 * rules.test.ts. Two tests, each one browser session whose steps go on
 * from where the last one left the page.
 */
/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

const cards = ( page: Page ) => page.locator( '.vitrine-member' );
const names = ( page: Page ) => page.locator( '.vitrine-member__name' );
const directory = ( page: Page ) =>
	page.locator( '.wp-block-vitrine-members-directory' );

/**
 * Opens the demo directory and waits until the view script has taken over
 * the server markup.
 *
 * @param page  Page.
 * @param query Query string, with `?`.
 */
async function openDirectory( page: Page, query = '' ) {
	await page.goto( `/mitglieder/${ query }` );
	await expect( directory( page ).locator( '[aria-busy]' ) ).toHaveCount( 1 );
}

/**
 * Ticks options of a checkbox dropdown (§2.1 filter controls): opens it by its
 * toggle, then checks the options in its group.
 *
 * @param page    Page.
 * @param label   The dropdown's label (its fieldset's legend).
 * @param options Option labels to tick.
 */
async function choose( page: Page, label: string, options: string[] ) {
	const group = page.getByRole( 'group', { name: label, exact: true } );
	await directory( page )
		.locator( '.vitrine-members__dropdown', {
			has: page.locator( 'legend', { hasText: label } ),
		} )
		.locator( 'summary' )
		.click();
	for ( const option of options ) {
		await group
			.getByRole( 'checkbox', { name: option, exact: true } )
			.check();
	}
}

/**
 * Waits until no request of the directory is running.
 *
 * @param page Page.
 */
async function settled( page: Page ) {
	await expect(
		directory( page ).locator( '.vitrine-members__results' )
	).toHaveAttribute( 'aria-busy', 'false' );
}

test.describe( 'Members directory', () => {
	test( 'searching, paging, history, the loader, a failed request and no results, axe clean, on one page session (§4.2, §8.1, §9.2)', async ( {
		page,
		consoleErrors,
	} ) => {
		const search = page.getByLabel( 'Mitglieder suchen' );
		const searchFor = async ( text: string ) => {
			await search.fill( text );
			await search.press( 'Enter' );
		};
		const scan = async () =>
			(
				await new AxeBuilder( { page } )
					.options( { resultTypes: [ 'violations' ] } )
					.include( '.wp-block-vitrine-members-directory' )
					.analyze()
			).violations.map( ( v ) => `${ v.id }: ${ v.help }` );

		await test.step( 'page 1 is rendered on the server with next but no previous link (§4.2)', async () => {
			await page.route( '**/wc/v4/memberships/members**', () => {
				throw new Error( 'page 1 must not be fetched' );
			} );
			await openDirectory( page );
			await expect( cards( page ) ).toHaveCount( 10 );
			await expect(
				page.getByRole( 'link', { name: 'Weiter' } )
			).toBeVisible();
			await expect(
				page.getByRole( 'link', { name: 'Zurück' } )
			).toHaveCount( 0 );
			expect( new URL( page.url() ).search ).toBe( '' );
			await page.unroute( '**/wc/v4/memberships/members**' );
		} );

		await test.step( 'has no accessibility violations', async () => {
			expect( await scan() ).toEqual( [] );
		} );

		await test.step( 'next and previous links page through the members, page 1 is left out of the URL (§9.2)', async () => {
			const first = await names( page ).first().textContent();
			await page.getByRole( 'link', { name: 'Weiter' } ).click();
			await expect( page ).toHaveURL( /\?wcm_dir_page=2$/ );
			await expect( names( page ).first() ).not.toHaveText( first ?? '' );
			await expect( cards( page ) ).toHaveCount( 10 );
			await page.getByRole( 'link', { name: 'Zurück' } ).click();
			await expect( names( page ).first() ).toHaveText( first ?? '' );
			await expect( page ).toHaveURL( /\/mitglieder\/$/ );
			await expect(
				page.getByRole( 'link', { name: 'Zurück' } )
			).toHaveCount( 0 );
			await settled( page );
		} );

		await test.step( 'Enter in the search input searches, pushes the URL state and announces the result', async () => {
			const request = page.waitForRequest(
				'**/wc/v4/memberships/members**'
			);
			await searchFor( 'Zimmermann' );
			// §6, §7.1: the nonce travels in the header.
			expect( ( await request ).headers()[ 'x-wp-nonce' ] ).toBeTruthy();
			await expect( names( page ) ).toHaveText( [
				'Clara Zimmermann',
				'Hannes Zimmermann',
				'Mia Zimmermann',
			] );
			await expect( page ).toHaveURL( /\?wcm_dir_search=Zimmermann$/ );
			await expect( directory( page ).getByRole( 'status' ) ).toHaveText(
				'3 Mitglieder gefunden.'
			);
			// One page: the pagination shows no links (§4.2).
			await expect(
				page.locator( '.vitrine-members__pagination a' )
			).toHaveCount( 0 );
			await settled( page );
		} );

		await test.step( 'the search button searches; no accessibility violations after a search', async () => {
			await search.fill( 'Koch' );
			await page
				.getByRole( 'button', { name: 'Suchen', exact: true } )
				.click();
			await expect( names( page ).first() ).toContainText( 'Koch' );
			await settled( page );
			expect( await scan() ).toEqual( [] );
		} );

		await test.step( 'the back button restores the previous filters and results', async () => {
			await page.goBack();
			await expect( search ).toHaveValue( 'Zimmermann' );
			await expect( names( page ) ).toHaveText( [
				'Clara Zimmermann',
				'Hannes Zimmermann',
				'Mia Zimmermann',
			] );
			await page.goBack();
			await expect( search ).toHaveValue( '' );
			await expect( cards( page ) ).toHaveCount( 10 );
			await settled( page );
		} );

		await test.step( 'shows a loader while the request runs', async () => {
			let release: () => void = () => {};
			const held = new Promise< void >(
				( resolve ) => ( release = resolve )
			);
			await page.route(
				'**/wc/v4/memberships/members**',
				async ( route ) => {
					await held;
					await route.fallback();
				}
			);
			await searchFor( 'Koch' );
			const loader = page.locator( '.vitrine-members__loader' );
			await expect( loader ).toBeVisible();
			release();
			await expect( loader ).toHaveCount( 0 );
			await expect( names( page ).first() ).toContainText( 'Koch' );
			await page.unroute( '**/wc/v4/memberships/members**' );
			await settled( page );
		} );

		await test.step( 'a failed request is logged to the console only; the results stay (§8.1)', async () => {
			const before = await names( page ).allTextContents();
			await page.route( '**/wc/v4/memberships/members**', ( route ) =>
				route.fulfill( {
					status: 500,
					contentType: 'application/json',
					body: JSON.stringify( {
						code: 'internal_server_error',
						message: 'Kaputt',
					} ),
				} )
			);
			await searchFor( 'Zimmermann' );
			await expect
				.poll( () => consoleErrors.length )
				.toBeGreaterThan( 0 );
			await settled( page );
			await expect( names( page ) ).toHaveText( before );
			await expect( directory( page ).getByRole( 'status' ) ).toHaveText(
				''
			);
			await expect(
				page.locator( '.vitrine-members__empty' )
			).toHaveCount( 0 );
			await expect( directory( page ) ).not.toContainText( 'Kaputt' );
			// These errors are the expected ones; the fixture fails on any other.
			expect(
				consoleErrors.every( ( text ) => text.includes( '500' ) )
			).toBe( true );
			expect( consoleErrors ).toContain(
				'Vitrine members directory: 500 Internal Server Error'
			);
			consoleErrors.length = 0;
			await page.unroute( '**/wc/v4/memberships/members**' );
		} );

		await test.step( 'a search without results shows the "search not found" text (§8.1)', async () => {
			await searchFor( 'Xylophon' );
			await expect(
				page.locator( '.vitrine-members__empty' )
			).toHaveText( 'Keine Mitglieder passen zu deiner Suche.' );
			await expect(
				page.locator( '.vitrine-members__pagination' )
			).toHaveCount( 0 );
		} );
	} );

	test( "filters, a reload, markup in a bio and a directory without members, from the server's first paint on (§8.1)", async ( {
		page,
		requestUtils,
	} ) => {
		await test.step( 'a reload keeps filters, search and page', async () => {
			await openDirectory( page );
			await choose( page, 'Status', [ 'Aktiv', 'Pausiert' ] );
			await page.getByRole( 'button', { name: 'Filtern' } ).click();
			await expect( page ).toHaveURL( /wcm_dir_status=active%2Cpaused$/ );
			await settled( page );
			await page.getByRole( 'link', { name: 'Weiter' } ).click();
			await expect( page ).toHaveURL( /wcm_dir_page=2$/ );
			await settled( page );
			const shown = await names( page ).allTextContents();
			expect( shown ).toHaveLength( 10 );

			await page.reload();
			await expect(
				page.getByRole( 'link', { name: 'Zurück' } )
			).toBeVisible();
			await expect( names( page ) ).toHaveText( shown );
			const status = page.getByRole( 'group', {
				name: 'Status',
				includeHidden: true,
			} );
			for ( const option of [ 'Aktiv', 'Pausiert' ] ) {
				await expect(
					status.getByRole( 'checkbox', {
						name: option,
						exact: true,
						includeHidden: true,
					} )
				).toBeChecked();
			}
			await expect(
				status.getByRole( 'checkbox', {
					name: 'Abgelaufen',
					includeHidden: true,
				} )
			).not.toBeChecked();
			await expect(
				directory( page ).locator( '.vitrine-members__toggle' ).nth( 1 )
			).toHaveText( 'Aktiv, Pausiert' );
		} );

		await test.step( 'plan and status filters narrow the list; the filter button searches from page 1', async () => {
			await openDirectory( page, '?wcm_dir_page=2' );
			await choose( page, 'Mitgliedschaftsplan', [ 'Premium' ] );
			await choose( page, 'Status', [ 'Aktiv' ] );
			await page.getByRole( 'button', { name: 'Filtern' } ).click();
			await expect( cards( page ) ).toHaveCount( 8 );
			for ( const plan of await page
				.locator( '.vitrine-member__plan' )
				.allTextContents() ) {
				expect( plan ).toBe( 'Premium' );
			}
			await expect( page ).toHaveURL(
				/\?wcm_dir_plan=\d+&wcm_dir_status=active$/
			);
		} );

		await test.step( 'markup in a bio shows as text', async () => {
			page.on( 'dialog', ( dialog ) => {
				throw new Error(
					`A script in a bio ran: ${ dialog.message() }`
				);
			} );
			await openDirectory( page, '?wcm_dir_search=Emma%20Sch' );
			await expect(
				page.getByText(
					'Ich mag <script>alert("hallo")</script> Blumen.'
				)
			).toBeVisible();
			// And the same after a search through the view script.
			await page.getByLabel( 'Mitglieder suchen' ).fill( 'Emma Schäfer' );
			await page.getByLabel( 'Mitglieder suchen' ).press( 'Enter' );
			await expect( directory( page ).getByRole( 'status' ) ).toHaveText(
				'1 Mitglied gefunden.'
			);
			await expect(
				page.getByText(
					'Ich mag <script>alert("hallo")</script> Blumen.'
				)
			).toBeVisible();
			await expect( directory( page ).locator( 'script' ) ).toHaveCount(
				0
			);
		} );

		await test.step( 'a directory whose plans have no members shows its "results not found" text (§8.1)', async () => {
			const plan = await requestUtils.rest< { id: number } >( {
				path: '/wp/v2/vitrine_plan',
				method: 'POST',
				data: { title: 'Leerer Plan', status: 'publish' },
			} );
			const created = await requestUtils.createPage( {
				title: 'Leeres Verzeichnis',
				status: 'publish',
				content: `<!-- wp:vitrine/members-directory {"membershipPlans":[${ plan.id }],"resultsNotFoundText":"Hier ist noch niemand.","searchNotFoundText":"Niemanden gefunden."} /-->`,
			} );
			await page.goto( `/?page_id=${ created.id }` );
			await expect(
				page.locator( '.vitrine-members__empty' )
			).toHaveText( 'Hier ist noch niemand.' );
			await expect(
				page.locator( '.vitrine-members__pagination' )
			).toHaveCount( 0 );
			await page.getByLabel( 'Mitglieder suchen' ).fill( 'Anna' );
			await page.getByLabel( 'Mitglieder suchen' ).press( 'Enter' );
			await expect(
				page.locator( '.vitrine-members__empty' )
			).toHaveText( 'Niemanden gefunden.' );
		} );
	} );
} );
