/**
 * The members directory on the demo page (§2.1): paging, search, Enter,
 * history and reload, the §8.1 texts, the loader, a failed request, markup
 * in a bio shown as text, and the controls: checkbox dropdowns by mouse and
 * keyboard, the theme's font in every control, a search input as tall as
 * its button, the member count following a search, and e-mail addresses that
 * never break inside a word, at 1280 and 390 px. The demo directory is for
 * logged-in visitors (the default), so this runs with the stored login.
 *
 * What the server renders is PHPUnit (tests/php/Memberships/): what a guest
 * gets (a login note linking to /mein-konto/ and back, no member, no
 * directory data; storefront.spec.ts sees it on the demo page), the first
 * paint of a URL state (what a reload shows), filter results, escaped bios,
 * the count, a directory without members and its own texts, and the
 * dropdowns as a GET form of checkboxes that filters without JavaScript
 * (MembersDirectoryTest.php, MembersDirectoryGuestsTest.php). The rules
 * behind the view script (URL state, pagination visibility, which empty
 * text, the request's parameters) are src/blocks/members-directory/test/
 * rules.test.ts. One browser session: each step goes on from where the last
 * one left the page.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { axeFindings } from '../axe';

const DIRECTORY = '.wp-block-vitrine-members-directory';
const ENDPOINT = '**/wc/v4/memberships/members**';

const cards = ( page: Page ) => page.locator( '.vitrine-member' );
const names = ( page: Page ) => page.locator( '.vitrine-member__name' );
const directory = ( page: Page ) => page.locator( DIRECTORY );
const count = ( page: Page ) => page.locator( '.vitrine-members__count' );

/**
 * Ticks or unticks options of a checkbox dropdown (§2.1 filter controls):
 * opens it by its toggle, then sets the options in its group.
 *
 * @param page    Page.
 * @param label   The dropdown's label (its fieldset's legend).
 * @param options Option labels to tick (true) or untick (false).
 */
async function choose(
	page: Page,
	label: string,
	options: Record< string, boolean >
) {
	const group = page.getByRole( 'group', { name: label, exact: true } );
	await directory( page )
		.locator( '.vitrine-members__dropdown', {
			has: page.locator( 'legend', { hasText: label } ),
		} )
		.locator( 'summary' )
		.click();
	for ( const [ option, checked ] of Object.entries( options ) ) {
		await group
			.getByRole( 'checkbox', { name: option, exact: true } )
			.setChecked( checked );
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

test( 'searching, paging, history and reload, the loader, a failed request, no results, markup in a bio, the count, the checkbox dropdowns by mouse and keyboard, the controls at 1280 and 390 px, axe clean, on one page session (§2.1, §4.2, §8.1, §9.2)', async ( {
	page,
	consoleErrors,
} ) => {
	const search = page.getByLabel( 'Mitglieder suchen' );
	const searchFor = async ( text: string ) => {
		await search.fill( text );
		await search.press( 'Enter' );
	};
	const zimmermann = [
		'Clara Zimmermann',
		'Hannes Zimmermann',
		'Mia Zimmermann',
	];

	await test.step( 'page 1 is rendered on the server with next but no previous link and the count (§4.2)', async () => {
		await page.route( ENDPOINT, () => {
			throw new Error( 'page 1 must not be fetched' );
		} );
		await page.goto( '/mitglieder/' );
		// The view script has taken over the server markup.
		await expect( directory( page ).locator( '[aria-busy]' ) ).toHaveCount(
			1
		);
		await expect( cards( page ) ).toHaveCount( 10 );
		await expect( count( page ) ).toHaveText( '60 Mitglieder' );
		await expect(
			page.getByRole( 'link', { name: 'Weiter' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Zurück' } )
		).toHaveCount( 0 );
		expect( new URL( page.url() ).search ).toBe( '' );
		await page.unroute( ENDPOINT );
	} );

	await test.step( 'has no accessibility violations', async () => {
		expect(
			await axeFindings( page, { include: DIRECTORY, all: true } )
		).toEqual( [] );
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

	await test.step( 'Enter in the search input searches, pushes the URL state, announces the result and the count follows', async () => {
		const request = page.waitForRequest( ENDPOINT );
		await searchFor( 'Zimmermann' );
		// §6, §7.1: the nonce travels in the header.
		expect( ( await request ).headers()[ 'x-wp-nonce' ] ).toBeTruthy();
		await expect( names( page ) ).toHaveText( zimmermann );
		await expect( page ).toHaveURL( /\?wcm_dir_search=Zimmermann$/ );
		await expect( directory( page ).getByRole( 'status' ) ).toHaveText(
			'3 Mitglieder gefunden.'
		);
		await expect( count( page ) ).toHaveText( '3 Mitglieder' );
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
		expect(
			await axeFindings( page, { include: DIRECTORY, all: true } )
		).toEqual( [] );
	} );

	await test.step( 'the back button restores the previous filters and results', async () => {
		await page.goBack();
		await expect( search ).toHaveValue( 'Zimmermann' );
		await expect( names( page ) ).toHaveText( zimmermann );
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
		await page.route( ENDPOINT, async ( route ) => {
			await held;
			await route.fallback();
		} );
		await searchFor( 'Koch' );
		const loader = page.locator( '.vitrine-members__loader' );
		await expect( loader ).toBeVisible();
		release();
		await expect( loader ).toHaveCount( 0 );
		await expect( names( page ).first() ).toContainText( 'Koch' );
		await page.unroute( ENDPOINT );
		await settled( page );
	} );

	await test.step( 'a failed request is logged to the console only; the results stay (§8.1)', async () => {
		const before = await names( page ).allTextContents();
		await page.route( ENDPOINT, ( route ) =>
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
		await expect.poll( () => consoleErrors.length ).toBeGreaterThan( 0 );
		await settled( page );
		await expect( names( page ) ).toHaveText( before );
		await expect( directory( page ).getByRole( 'status' ) ).toHaveText(
			''
		);
		await expect( page.locator( '.vitrine-members__empty' ) ).toHaveCount(
			0
		);
		await expect( directory( page ) ).not.toContainText( 'Kaputt' );
		// These errors are the expected ones; the fixture fails on any other.
		expect(
			consoleErrors.every( ( text ) => text.includes( '500' ) )
		).toBe( true );
		expect( consoleErrors ).toContain(
			'Vitrine members directory: 500 Internal Server Error'
		);
		consoleErrors.length = 0;
		await page.unroute( ENDPOINT );
	} );

	await test.step( 'a search without results shows the "search not found" text (§8.1)', async () => {
		await searchFor( 'Xylophon' );
		await expect( page.locator( '.vitrine-members__empty' ) ).toHaveText(
			'Keine Mitglieder passen zu deiner Suche.'
		);
		await expect(
			page.locator( '.vitrine-members__pagination' )
		).toHaveCount( 0 );
		await expect( count( page ) ).toHaveText( '0 Mitglieder' );
		await settled( page );
	} );

	await test.step( 'markup in a bio found by a search shows as text; the count says one member, then all again', async () => {
		page.on( 'dialog', ( dialog ) => {
			throw new Error( `A script in a bio ran: ${ dialog.message() }` );
		} );
		await searchFor( 'Emma Schäfer' );
		await expect( directory( page ).getByRole( 'status' ) ).toHaveText(
			'1 Mitglied gefunden.'
		);
		await expect( count( page ) ).toHaveText( '1 Mitglied' );
		await expect(
			page.getByText( 'Ich mag <script>alert("hallo")</script> Blumen.' )
		).toBeVisible();
		await expect( directory( page ).locator( 'script' ) ).toHaveCount( 0 );
		await searchFor( '' );
		await expect( count( page ) ).toHaveText( '60 Mitglieder' );
		await expect( cards( page ) ).toHaveCount( 10 );
		await settled( page );
	} );

	await test.step( 'a click elsewhere closes an open dropdown', async () => {
		await directory( page )
			.locator( '.vitrine-members__toggle' )
			.first()
			.click();
		const group = page.getByRole( 'group', {
			name: 'Mitgliedschaftsplan',
		} );
		await expect( group ).toBeVisible();
		await page.getByRole( 'heading', { level: 1 } ).click();
		await expect( group ).toBeHidden();
	} );

	// Both widths by resizing; each expectation names its width.
	for ( const width of [ 1280, 390 ] ) {
		await test.step( `controls use the theme's font, the search input is as tall as its button, e-mails break only at @ and dots, nothing overflows at ${ width } px`, async () => {
			const at = `at ${ width } px`;
			await page.setViewportSize( { width, height: 900 } );
			const bodyFont = await page.evaluate(
				() => getComputedStyle( document.body ).fontFamily
			);
			const controls = directory( page ).locator(
				'.vitrine-members__toggle, .vitrine-members__filters input[type=search], .vitrine-members__filters button'
			);
			await expect.soft( controls, at ).toHaveCount( 5 );
			for ( const control of await controls.all() ) {
				await expect
					.soft( control, at )
					.toHaveCSS( 'font-family', bodyFont );
			}
			const input = await search.boundingBox();
			const button = await page
				.getByRole( 'button', { name: 'Suchen', exact: true } )
				.boundingBox();
			expect
				.soft(
					Math.abs(
						( input?.height ?? 0 ) - ( button?.height ?? -9 )
					),
					at
				)
				.toBeLessThanOrEqual( 1 );
			expect
				.soft( Math.abs( ( input?.y ?? 0 ) - ( button?.y ?? -9 ) ), at )
				.toBeLessThanOrEqual( 1 );

			// Each piece between the <wbr>s stays on one line.
			const emails = directory( page ).locator(
				'.vitrine-member__email'
			);
			await expect( emails.first(), at ).toBeVisible();
			const broken = await emails.evaluateAll( ( elements ) =>
				elements.flatMap( ( element ) =>
					Array.from( element.childNodes )
						.filter( ( node ) => node.nodeType === Node.TEXT_NODE )
						.filter( ( node ) => {
							const range = document.createRange();
							range.selectNodeContents( node );
							const tops = new Set(
								Array.from( range.getClientRects() ).map(
									( rect ) => Math.round( rect.top )
								)
							);
							return tops.size > 1;
						} )
						.map( ( node ) => node.textContent )
				)
			);
			expect.soft( broken, at ).toEqual( [] );
			await expect
				.soft( emails.first(), at )
				.toHaveText( /^mitglied\d+@vitrine\.test$/ );
			expect
				.soft(
					await page.evaluate(
						() =>
							document.documentElement.scrollWidth -
							document.documentElement.clientWidth
					),
					at
				)
				.toBeLessThanOrEqual( 0 );
		} );
	}

	await test.step( 'a dropdown opens, ticks and closes with the keyboard and names its choice; no serious axe finding on the page with it open', async () => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		const status = directory( page )
			.locator( '.vitrine-members__toggle' )
			.nth( 1 );
		await expect( status ).toHaveText( 'Alle' );
		await status.focus();
		await page.keyboard.press( 'Enter' );
		const group = page.getByRole( 'group', { name: 'Status' } );
		await expect( group ).toBeVisible();
		await page.keyboard.press( 'Tab' );
		await expect(
			group.getByRole( 'checkbox', { name: 'Aktiv', exact: true } )
		).toBeFocused();
		await page.keyboard.press( 'Space' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Space' );
		await expect( status ).toHaveText( 'Aktiv, Pausiert' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Space' );
		await expect( status ).toHaveText( '3 ausgewählt' );
		expect( await axeFindings( page ) ).toEqual( [] );
		await page.keyboard.press( 'Escape' );
		await expect( group ).toBeHidden();
		await expect( status ).toBeFocused();
		// The toggle is named by its label and its choice.
		await expect( status ).toHaveAccessibleName( 'Status 3 ausgewählt' );
		await page.getByRole( 'button', { name: 'Filtern' } ).click();
		await expect( page ).toHaveURL(
			/wcm_dir_status=active%2Cpaused%2Cexpired$/
		);
		await settled( page );
	} );

	await test.step( 'a reload keeps filters, search and page', async () => {
		await choose( page, 'Status', { Abgelaufen: false } );
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
		const statuses = page.getByRole( 'group', {
			name: 'Status',
			includeHidden: true,
		} );
		for ( const option of [ 'Aktiv', 'Pausiert' ] ) {
			await expect(
				statuses.getByRole( 'checkbox', {
					name: option,
					exact: true,
					includeHidden: true,
				} )
			).toBeChecked();
		}
		await expect(
			statuses.getByRole( 'checkbox', {
				name: 'Abgelaufen',
				includeHidden: true,
			} )
		).not.toBeChecked();
		await expect(
			directory( page ).locator( '.vitrine-members__toggle' ).nth( 1 )
		).toHaveText( 'Aktiv, Pausiert' );
	} );

	await test.step( 'plan and status filters narrow the list; the filter button searches from page 1', async () => {
		await expect( directory( page ).locator( '[aria-busy]' ) ).toHaveCount(
			1
		);
		await choose( page, 'Mitgliedschaftsplan', { Premium: true } );
		await choose( page, 'Status', { Pausiert: false } );
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
} );
