/**
 * A members directory on a password-protected page (§6): a logged-in
 * subscriber sees neither the directory nor, over REST, its members until
 * the page password is entered, exactly as the page decides. WordPress'
 * own password form and cookie over HTTP, no page is rendered in a browser:
 * the request is the one the view script sends (the §7.1 parameters of
 * src/blocks/members-directory/rules.ts, the page's REST nonce in the
 * header). The same rules for every kind of page and cookie are
 * tests/php/Memberships/MembersDirectoryPrivacyTest.php.
 */
/**
 * Internal dependencies
 */
import { BASE_URL } from '../config';
import { expect, test } from '../fixtures';
import { logIn } from './account-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const SUBSCRIBER = { login: 'leserin', password: 'leserin-passwort' };

/**
 * An HTML attribute's text as the browser reads it.
 *
 * @param text Attribute text.
 */
const decode = ( text: string ) =>
	text
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );

/**
 * The first group of a pattern in a page ('' when it is not there).
 *
 * @param html    The page.
 * @param pattern Pattern with one group.
 */
const found = ( html: string, pattern: RegExp ) =>
	decode( pattern.exec( html )?.[ 1 ] ?? '' );

test( 'a password-protected directory shows a subscriber no member data, over REST neither, until the page password is entered', async ( {
	page,
	requestUtils,
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
	await logIn( page, SUBSCRIBER.login, SUBSCRIBER.password );
	const at = `/?page_id=${ created.id }`;
	const locked = async () => {
		const html = await ( await page.request.get( at ) ).text();
		expect( html ).toContain( 'name="post_password"' );
		expect( html ).not.toContain( 'wp-block-vitrine-members-directory' );
		expect( html ).not.toContain( '@vitrine.test' );
		return html;
	};

	// The page asks for its password and shows nothing of the directory.
	const form = await locked();
	const action = found(
		form,
		/<form\b[^>]*action="([^"]*action=postpass[^"]*)"/
	);
	expect( action, "the page's password form" ).not.toBe( '' );

	// With the page password the directory appears, and its searches go through.
	// As the browser sends it: from the page, which it is sent back to.
	const sent = await page.request.post( action, {
		form: { post_password: 'sesam', Submit: 'Enter' },
		headers: { Referer: new URL( at, BASE_URL ).href },
		maxRedirects: 0,
	} );
	expect( sent.status() ).toBe( 302 );
	expect( sent.headers().location ).toBe( new URL( at, BASE_URL ).href );
	const html = await ( await page.request.get( at ) ).text();
	const config = JSON.parse(
		found( html, /\bdata-vitrine-members="([^"]*)"/ ) || '{}'
	) as { reference: string; perPage: number };
	expect( config.reference ).toBeTruthy();
	// The REST nonce the page gives api-fetch, which the view script sends.
	const nonce = found( html, /createNonceMiddleware\(\s*"([^"]+)"/ );
	expect( nonce ).toBeTruthy();
	const search = `/wp-json/wc/v4/memberships/members?${ new URLSearchParams( {
		customer_data: 'true',
		per_page: String( config.perPage ),
		wc_memberships_block: config.reference,
		search: 'Zimmermann',
	} ) }`;
	const answer = await page.request.get( search, {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( answer.status() ).toBe( 200 );
	const members = ( await answer.json() ) as Array< {
		customer_data: { last_name: string; user_email?: string };
	} >;
	expect( members.map( ( m ) => m.customer_data.last_name ) ).toEqual( [
		'Zimmermann',
		'Zimmermann',
		'Zimmermann',
	] );
	expect( members[ 0 ].customer_data.user_email ).toMatch(
		/@vitrine\.test$/
	);

	// Without the password cookie the same request, nonce and session are refused, with nothing to learn from.
	const postpass = ( await page.context().cookies() ).filter( ( cookie ) =>
		cookie.name.startsWith( 'wp-postpass_' )
	);
	expect( postpass ).toHaveLength( 1 );
	await page.context().clearCookies( { name: postpass[ 0 ].name } );
	const refused = await page.request.get( search, {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( refused.status() ).toBe( 404 );
	const body = await refused.text();
	expect( JSON.parse( body ).code ).toBe( 'vitrine_unknown_directory' );
	expect( body ).not.toContain( '@vitrine.test' );
	expect( body ).not.toContain( 'Zimmermann' );

	// And the page asks for its password again.
	await locked();
} );
