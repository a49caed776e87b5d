/**
 * The members directory's controls (§2.1): checkbox dropdowns
 * that work with the keyboard and without JavaScript, the theme's font in
 * every control, a search input as tall as its button, the member count
 * from the first paint, and e-mail addresses that never break inside a
 * word, at 1280 and 390 px. Runs with the stored admin login. One page
 * session carries the checks as steps; the widths by resizing the window.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

const directory = ( page: Page ) =>
	page.locator( '.wp-block-vitrine-members-directory' );
const count = ( page: Page ) => page.locator( '.vitrine-members__count' );

/**
 * Opens the demo directory and waits until the view script has taken over.
 *
 * @param page Page.
 */
async function openDirectory( page: Page ) {
	await page.goto( '/mitglieder/' );
	await expect( directory( page ).locator( '[aria-busy]' ) ).toHaveCount( 1 );
}

test.describe( 'Members directory controls', () => {
	test( "the count follows a search; a dropdown works by keyboard and closes on a click elsewhere; controls use the theme's font, the search input is as tall as its button, e-mails break only at @ and dots, nothing overflows at 1280 and 390 px", async ( {
		page,
	} ) => {
		await test.step( 'the count is in the server markup and follows a search', async () => {
			const html = await (
				await page.request.get( '/mitglieder/' )
			).text();
			expect( html ).toContain(
				'<p class="vitrine-members__count">60 Mitglieder</p>'
			);
			await openDirectory( page );
			await expect( count( page ) ).toHaveText( '60 Mitglieder' );
			await page.getByLabel( 'Mitglieder suchen' ).fill( 'Zimmermann' );
			await page.getByLabel( 'Mitglieder suchen' ).press( 'Enter' );
			await expect( count( page ) ).toHaveText( '3 Mitglieder' );
			await page.getByLabel( 'Mitglieder suchen' ).fill( 'Emma Schäfer' );
			await page.getByLabel( 'Mitglieder suchen' ).press( 'Enter' );
			await expect( count( page ) ).toHaveText( '1 Mitglied' );
			await page.getByLabel( 'Mitglieder suchen' ).fill( '' );
			await page.getByLabel( 'Mitglieder suchen' ).press( 'Enter' );
			await expect( count( page ) ).toHaveText( '60 Mitglieder' );
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

		// Both widths in one page session; each expectation names its width.
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
				const input = await page
					.getByLabel( 'Mitglieder suchen' )
					.boundingBox();
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
					.soft(
						Math.abs( ( input?.y ?? 0 ) - ( button?.y ?? -9 ) ),
						at
					)
					.toBeLessThanOrEqual( 1 );

				// Each piece between the <wbr>s stays on one line.
				const emails = directory( page ).locator(
					'.vitrine-member__email'
				);
				await expect( emails.first(), at ).toBeVisible();
				const broken = await emails.evaluateAll( ( elements ) =>
					elements.flatMap( ( element ) =>
						Array.from( element.childNodes )
							.filter(
								( node ) => node.nodeType === Node.TEXT_NODE
							)
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

		await test.step( 'a dropdown opens, ticks and closes with the keyboard and names its choice', async () => {
			await page.setViewportSize( { width: 1280, height: 900 } );
			const toggle = directory( page ).locator(
				'.vitrine-members__toggle'
			);
			const status = toggle.nth( 1 );
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
			expect( await seriousViolations( page ) ).toEqual( [] );
			await page.keyboard.press( 'Escape' );
			await expect( group ).toBeHidden();
			await expect( status ).toBeFocused();
			// The toggle is named by its label and its choice.
			await expect( status ).toHaveAccessibleName(
				'Status 3 ausgewählt'
			);
			await page.getByRole( 'button', { name: 'Filtern' } ).click();
			await expect( page ).toHaveURL(
				/wcm_dir_status=active%2Cpaused%2Cexpired$/
			);
		} );
	} );
} );

test.describe( 'Members directory controls without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the checkbox dropdowns filter through the form alone', async ( {
		page,
	} ) => {
		await page.goto( '/mitglieder/' );
		await expect( count( page ) ).toHaveText( '60 Mitglieder' );
		await directory( page )
			.locator( '.vitrine-members__toggle' )
			.first()
			.click();
		await page
			.getByRole( 'group', { name: 'Mitgliedschaftsplan' } )
			.getByRole( 'checkbox', { name: 'Premium' } )
			.check();
		await page.getByRole( 'button', { name: 'Filtern' } ).click();
		await expect( page ).toHaveURL( /wcm_dir_plan%5B%5D=\d+/ );
		await expect( count( page ) ).toHaveText( '20 Mitglieder' );
		for ( const plan of await page
			.locator( '.vitrine-member__plan' )
			.allTextContents() ) {
			expect( plan ).toBe( 'Premium' );
		}
		await expect(
			directory( page ).locator( '.vitrine-members__toggle' ).first()
		).toHaveText( 'Premium' );
	} );
} );
