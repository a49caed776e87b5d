/**
 * The members directory's inspector tells whoever edits a post whose author
 * may not publish member data (a contributor's) that the directory shows
 * names, avatars and plans only (§6). That the post's author decides, and
 * what the directory then renders: MembersDirectoryPrivacyTest. The
 * inspector's settings (§3.2) and the administrator's post without the
 * warning: block-previews.spec.ts, in its one editor session.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { blockSettings } from './editor-helpers';

test( "a contributor's post: the inspector says that its member data stays off", async ( {
	admin,
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
	// The contributor's draft with the directory, made through REST: the
	// notice depends on the post's author, not on who opens it (EditorData).
	const post = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/posts',
		method: 'POST',
		data: {
			title: 'Unser Verein',
			status: 'draft',
			author: user.id,
			content: '<!-- wp:vitrine/members-directory /-->',
		},
	} );
	await admin.editPost( post.id );
	await editor.selectBlocks(
		editor.canvas.locator( '[data-type="vitrine/members-directory"]' )
	);
	const sidebar = await blockSettings( editor, page );
	await expect(
		sidebar.getByText( /darf keine Mitgliederdaten veröffentlichen/ )
	).toBeVisible();
} );
