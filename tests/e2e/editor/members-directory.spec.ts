/**
 * An editor configures the members directory in the block inspector (§3.2):
 * plans and statuses grouped under headings (a chosen plan filters the
 * preview), card fields, visibility and the two texts; and who is
 * told that the post's author may not publish member data (§6).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

const NOT_ALLOWED = /darf keine Mitgliederdaten veröffentlichen/;

test.describe( 'Members directory inspector', () => {
	test( 'groups plans and statuses under headings; sets plans (the preview follows), statuses, card fields, visibility and texts as block attributes', async ( {
		admin,
		editor,
		page,
	} ) => {
		// What were two tests: their time together.
		test.setTimeout( 120_000 );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'vitrine/members-directory' } );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );

		// An administrator may publish member data: no warning.
		await expect( sidebar.getByText( NOT_ALLOWED ) ).toHaveCount( 0 );

		// Plans and statuses sit in groups under their headings.
		await expect(
			sidebar.getByRole( 'heading', { name: 'Pläne' } )
		).toBeVisible();
		const plans = sidebar.getByRole( 'group', { name: 'Pläne' } );
		const statuses = sidebar.getByRole( 'group', { name: 'Status' } );
		await expect(
			plans.getByRole( 'checkbox', { name: 'Premium' } )
		).toBeVisible();
		await expect(
			plans.getByRole( 'checkbox', { name: 'Pausiert' } )
		).toHaveCount( 0 );
		await expect(
			statuses.getByRole( 'checkbox', { name: 'Pausiert' } )
		).toBeVisible();

		// Choosing a plan changes the preview: only its members remain.
		await plans.getByRole( 'checkbox', { name: 'Premium' } ).check();
		const preview = editor.canvas
			.locator( '[data-vitrine-preview="vitrine/members-directory"]' )
			.first();
		await expect( preview ).not.toContainText( '60 Mitglieder' );
		await expect( preview ).toContainText( 'Felix Becker' );
		await expect( preview ).not.toContainText( 'Anna Becker' );

		await sidebar.getByRole( 'checkbox', { name: 'Pausiert' } ).check();
		await sidebar
			.getByRole( 'checkbox', { name: 'E-Mail-Adresse anzeigen' } )
			.check();
		await sidebar
			.getByRole( 'checkbox', { name: 'Biografie anzeigen' } )
			.uncheck();
		await sidebar.getByRole( 'checkbox', { name: 'Beruf' } ).check();
		await sidebar
			.getByRole( 'combobox', { name: 'Wer das Verzeichnis sehen darf' } )
			.selectOption( 'active_members' );
		const searchText = sidebar.getByRole( 'textbox', {
			name: 'Text, wenn die Suche nichts findet',
		} );
		// German default, editable.
		await expect( searchText ).toHaveValue(
			'Keine Mitglieder passen zu deiner Suche.'
		);
		await searchText.fill( 'Leider niemand.' );

		const [ block ] = await editor.getBlocks();
		expect( block.attributes ).toMatchObject( {
			membershipPlans: [ expect.any( Number ) ],
			membershipStatus: [ 'paused' ],
			showEmail: true,
			showBio: false,
			profileFields: [ 'beruf' ],
			visibility: 'active_members',
			searchNotFoundText: 'Leider niemand.',
		} );
	} );

	test( "tells a contributor that the post's member data stays off", async ( {
		admin,
		context,
		editor,
		page,
		requestUtils,
	} ) => {
		const user = await requestUtils.createUser( {
			username: 'beitragende',
			email: 'beitragende@vitrine.test',
			password: 'beitragende-passwort',
			roles: [ 'contributor' ],
		} );
		// The welcome guide would load a picture from wordpress.org (as for the admin in demo.php).
		await requestUtils.rest( {
			path: `/wp/v2/users/${ user.id }`,
			method: 'POST',
			data: {
				meta: {
					persisted_preferences: {
						'core/edit-post': { welcomeGuide: false },
						_modified: new Date().toISOString(),
					},
				},
			},
		} );
		await context.clearCookies();
		// WordPress' own login form (its labels are half translated here).
		await page.goto( '/wp-login.php' );
		await page.locator( '#user_login' ).fill( 'beitragende' );
		await page.locator( '#user_pass' ).fill( 'beitragende-passwort' );
		await page.locator( '#wp-submit' ).click();
		await page.waitForURL( /\/wp-admin\// );

		await admin.createNewPost();
		await editor.insertBlock( { name: 'vitrine/members-directory' } );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect( sidebar.getByText( NOT_ALLOWED ) ).toBeVisible();
	} );
} );
