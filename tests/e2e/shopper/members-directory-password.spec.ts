/**
 * A members directory on a password-protected page (§6): a
 * logged-in subscriber sees neither the directory nor, over REST, its
 * members until the page password is entered, exactly as the page decides.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { logInOnAccountPage } from './account-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const SUBSCRIBER = { login: 'leserin', password: 'leserin-passwort' };

test( 'a password-protected directory shows a subscriber no member data, over REST neither, until the page password is entered', async ( {
	context,
	page,
	requestUtils,
	consoleErrors,
} ) => {
	// Written by the admin (who may publish member data), with e-mails on.
	const created = await requestUtils.rest< { id: number; link: string } >( {
		path: '/wp/v2/pages',
		method: 'POST',
		data: {
			title: 'Geschützte Mitglieder',
			status: 'publish',
			password: 'sesam',
			content:
				'<!-- wp:vitrine/members-directory {"showEmail":true,"showPhone":true,"showAddress":true} /-->',
		},
	} );
	await requestUtils.createUser( {
		username: SUBSCRIBER.login,
		email: 'leserin@vitrine.test',
		firstName: 'Lea',
		lastName: 'Leserin',
		password: SUBSCRIBER.password,
		roles: [ 'subscriber' ],
	} );
	await logInOnAccountPage( page, SUBSCRIBER.login, SUBSCRIBER.password );

	const directory = page.locator( '.wp-block-vitrine-members-directory' );
	await page.goto( `/?page_id=${ created.id }` );
	await expect( page.locator( 'input[name="post_password"]' ) ).toBeVisible();
	await expect( directory ).toHaveCount( 0 );
	expect( await page.content() ).not.toContain( 'mitglied1@vitrine.test' );

	// With the page password the directory appears, and its searches go through.
	await page.locator( 'input[name="post_password"]' ).fill( 'sesam' );
	await page.locator( 'input[name="post_password"]' ).press( 'Enter' );
	await expect( directory.locator( '[aria-busy]' ) ).toHaveCount( 1 );
	const search = page.waitForRequest( '**/wc/v4/memberships/members**' );
	const answer = page.waitForResponse( '**/wc/v4/memberships/members**' );
	await page.getByLabel( 'Mitglieder suchen' ).fill( 'Zimmermann' );
	await page.getByLabel( 'Mitglieder suchen' ).press( 'Enter' );
	expect( ( await answer ).status() ).toBe( 200 );
	await expect( page.locator( '.vitrine-member__name' ) ).toHaveCount( 3 );
	await expect(
		directory.locator( '.vitrine-member__details' ).first()
	).toContainText( '@vitrine.test' );
	const request = await search;
	const nonce = request.headers()[ 'x-wp-nonce' ];
	expect( nonce ).toBeTruthy();

	// Without the password cookie the same request, nonce and session are refused, with nothing to learn from.
	const postpass = ( await context.cookies() ).filter( ( cookie ) =>
		cookie.name.startsWith( 'wp-postpass_' )
	);
	expect( postpass ).toHaveLength( 1 );
	await context.clearCookies( { name: postpass[ 0 ].name } );
	const refused = await page.request.get( request.url(), {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( refused.status() ).toBe( 404 );
	const body = await refused.text();
	expect( JSON.parse( body ).code ).toBe( 'vitrine_unknown_directory' );
	expect( body ).not.toContain( '@vitrine.test' );
	expect( body ).not.toContain( 'Zimmermann' );

	await page.reload();
	await expect( page.locator( 'input[name="post_password"]' ) ).toBeVisible();
	await expect( directory ).toHaveCount( 0 );
	expect( consoleErrors ).toEqual( [] );
} );
