/**
 * Another user cannot open the demo customer's order or subscription
 * (§6): a 403 with a German message and none of her data.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logInOnAccountPage } from './account-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test( "another customer cannot open the customer's order and subscription URLs", async ( {
	browser,
	page,
	requestUtils,
	consoleErrors,
} ) => {
	// The customer's own URLs, taken from her account.
	const own = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const ownPage = await own.newPage();
	await logInOnAccountPage(
		ownPage,
		CUSTOMER.login,
		CUSTOMER.password,
		'/mein-konto/bestellungen/'
	);
	const orderUrl = await ownPage
		.getByRole( 'link', { name: /ansehen$/ } )
		.first()
		.getAttribute( 'href' );
	await ownPage.goto( '/mein-konto/abos/' );
	const subscriptionUrl = await ownPage
		.getByRole( 'link', { name: /^Abo #\d+ ansehen$/ } )
		.getAttribute( 'href' );
	await own.close();
	expect( orderUrl ).toMatch( /\/mein-konto\/bestellungen\/\d+\/$/ );
	expect( subscriptionUrl ).toMatch( /\/mein-konto\/abos\/\d+\/$/ );

	await requestUtils.createUser( {
		username: 'fremde',
		email: 'fremde@vitrine.test',
		firstName: 'Frida',
		lastName: 'Fremd',
		password: 'fremde-passwort',
		roles: [ 'subscriber' ],
	} );
	await logInOnAccountPage( page, 'fremde', 'fremde-passwort' );

	const order = await page.goto( orderUrl as string );
	expect( order?.status() ).toBe( 403 );
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Diese Bestellung gibt es nicht oder sie gehört nicht zu deinem Konto.'
	);
	await expect( page.locator( 'main' ) ).not.toContainText( 'Lindenstraße' );
	await expect( page.locator( 'main' ) ).not.toContainText( 'Ticket' );

	const subscription = await page.goto( subscriptionUrl as string );
	expect( subscription?.status() ).toBe( 403 );
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Dieses Abo gibt es nicht oder es gehört nicht zu deinem Konto.'
	);
	await expect( page.locator( 'main' ) ).not.toContainText( 'Monatsbox' );

	// The browser reports the two 403 answers itself; nothing else may fail.
	expect(
		consoleErrors.filter( ( e ) => ! e.includes( 'status of 403' ) )
	).toEqual( [] );
	consoleErrors.length = 0;

	await page.goto( '/mein-konto/bestellungen/' );
	await expect(
		page.getByText( 'Du hast noch nichts bestellt.' )
	).toBeVisible();
} );
