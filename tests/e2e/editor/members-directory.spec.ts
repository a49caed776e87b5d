/**
 * An editor configures the members directory in the block inspector (§3.2):
 * plans, statuses, card fields, visibility and the two texts.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

test.describe( 'Members directory inspector', () => {
	test( 'sets plans, statuses, card fields, visibility and texts as block attributes', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'vitrine/members-directory' } );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );

		await sidebar.getByRole( 'checkbox', { name: 'Premium' } ).check();
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
} );
