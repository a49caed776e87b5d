/**
 * Subscriptions on saved methods (issue 14): changing a subscription's
 * payment method to a new card, the daily job charging that card for a
 * due renewal (a paid renewal order in my account, one capture), and a
 * free-trial cart saving the wallet through its approve link (nothing
 * charged, the subscription on the saved wallet).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ROOT, SITE_NAME } from '../config';
import { expect, test } from '../fixtures';
import { CUSTOMER, logInOnAccountPage } from './account-helpers';
import {
	CHECKOUT,
	fillBilling,
	providerSettings,
} from './pay-checkout-helpers';
import {
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	callsFromNow,
	wallet,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Runs PHP in the test site (WordPress loaded) and answers its output.
 *
 * @param code PHP code after wp-load.php.
 */
function sitePhp( code: string ): string {
	const load = path.join( ROOT, '.wp', 'sites', SITE_NAME, 'wp-load.php' );
	return execFileSync( 'php', [
		'-r',
		`require ${ JSON.stringify( load ) };\n${ code }`,
	] ).toString();
}

/**
 * One input of the card fields (an iframe of the emulator's origin).
 *
 * @param page  Playwright page.
 * @param title The field frame's title.
 */
const cardInput = ( page: Page, title: string ) =>
	page.frameLocator( `iframe[title="${ title }"]` ).locator( 'input' );

test.beforeEach( () => {
	providerSettings( { vaulting: true, method_card: true } );
} );

test( 'the customer moves her subscription to a new card, and the daily job charges it once for the due renewal', async ( {
	page,
} ) => {
	await logInOnAccountPage(
		page,
		CUSTOMER.login,
		CUSTOMER.password,
		'/mein-konto/abos/'
	);
	await page.getByRole( 'link', { name: /^Abo #\d+ ansehen$/ } ).click();
	const subscriptionUrl = page.url();
	const id = Number( /abos\/(\d+)/.exec( subscriptionUrl )?.[ 1 ] );
	await page.getByRole( 'link', { name: 'Zahlungsart ändern' } ).click();
	await expect( page ).toHaveURL( /change_payment_method=\d+/ );

	// A new card, saved in the fields' vault-setup mode (§4.10).
	await cardInput( page, 'Kartennummer' ).fill( '4111111111111111' );
	await cardInput( page, 'MM/JJ' ).fill( '12/30' );
	await cardInput( page, 'Prüfnummer' ).fill( '123' );
	await page
		.getByRole( 'button', { name: 'Karte speichern und verwenden' } )
		.click();

	// §2.6: {view_subscriptions_page}/{id}.
	await expect( page ).toHaveURL(
		new RegExp( `/mein-konto/abos/${ id }/?$` )
	);
	await expect( page.locator( '.vitrine-account__details' ) ).toContainText(
		'•••• 1111'
	);

	// The renewal is due today; the daily job runs (twice: one charge).
	sitePhp(
		`global $wpdb; $wpdb->update( Vitrine\\Store\\Database::table( 'subscriptions' ), array( 'next_payment' => wp_date( 'Y-m-d' ) ), array( 'id' => ${ id } ) );`
	);
	const calls = await callsFromNow();
	sitePhp( 'Vitrine\\Account\\RenewalCron::run();' );
	sitePhp( 'Vitrine\\Account\\RenewalCron::run();' );

	await page.goto( subscriptionUrl );
	const renewal = page
		.getByRole( 'table', { name: 'Bestellungen zu diesem Abo' } )
		.getByRole( 'row' )
		.filter( { hasText: 'Verlängerung' } );
	await expect( renewal ).toHaveCount( 1 );
	await expect( renewal ).not.toContainText( 'Zahlung ausstehend' );
	await expect(
		renewal.getByRole( 'link', { name: /bezahlen$/ } )
	).toHaveCount( 0 );
	const captures = ( await calls() ).filter(
		( call ) =>
			call.method === 'POST' &&
			call.path.endsWith( '/capture' ) &&
			call.status === 201
	);
	expect( captures ).toHaveLength( 1 );
	await expect( page.locator( '.vitrine-account__details' ) ).toContainText(
		'Aktiv'
	);
} );

/** A monthly subscription with 14 free days, no fee and no shipping: a free-trial cart. */
function trialProduct(): string {
	return sitePhp(
		`$p = Vitrine\\Store\\Stores::get()->create_product( array( 'type' => 'subscription', 'name' => 'Probeabo', 'price' => 990, 'needs_shipping' => false, 'plan' => array( 'period' => 'month', 'trial_length' => 14, 'trial_period' => 'day' ) ) ); echo $p->id;`
	).trim();
}

test( 'a free-trial cart saves the wallet through its approve link and starts the subscription without a charge', async ( {
	page,
} ) => {
	const productId = trialProduct();
	await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
	await page.goto( `/?p=${ productId }` );
	await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await page.locator( '#payment_method_ppcp-gateway' ).check();
	const calls = await callsFromNow();

	const approvePage = page.waitForURL( /\/agreements\/approve\?/ );
	await wallet( page, MAIN_WRAPPER ).click();
	await approvePage;
	await page.getByRole( 'button', { name: 'Zustimmen und weiter' } ).click();

	await expect( page ).toHaveURL( ORDER_RECEIVED );
	await expect( page.locator( 'main' ) ).toContainText( 'Probeabo' );
	const seen = await calls();
	expect(
		seen.filter( ( call ) => call.path.startsWith( '/v2/checkout/orders' ) )
	).toHaveLength( 0 );
	expect(
		seen.filter(
			( call ) =>
				call.method === 'POST' &&
				call.path === '/v3/vault/payment-tokens'
		)
	).toHaveLength( 1 );

	await page.goto( '/mein-konto/abos/' );
	await page
		.getByRole( 'row' )
		.filter( { hasText: 'Probeabo' } )
		.getByRole( 'link', { name: /ansehen$/ } )
		.click();
	await expect( page.locator( '.vitrine-account__details' ) ).toContainText(
		'Aktiv'
	);
	await expect( page.locator( '.vitrine-account__details' ) ).toContainText(
		/paypal/i
	);
} );

test( 'a free-trial cart saves a card in the card fields’ vault-setup variant and starts the subscription on it without a charge', async ( {
	page,
} ) => {
	const productId = trialProduct();
	// A customer without saved cards (§4.10: the vault-setup variant).
	sitePhp(
		`wp_insert_user( array( 'user_login' => 'probe', 'user_pass' => 'probe-pass', 'user_email' => 'probe@example.org', 'role' => 'subscriber' ) );`
	);
	await logInOnAccountPage( page, 'probe', 'probe-pass' );
	await page.goto( `/?p=${ productId }` );
	await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await page.locator( '#payment_method_ppcp-credit-card-gateway' ).check();
	const calls = await callsFromNow();
	await cardInput( page, 'Kartennummer' ).fill( '4111111111111111' );
	await cardInput( page, 'MM/JJ' ).fill( '12/30' );
	await cardInput( page, 'Prüfnummer' ).fill( '123' );
	await page.locator( '#vitrine-card-pay' ).click();

	await expect( page ).toHaveURL( ORDER_RECEIVED );
	await expect( page.locator( 'main' ) ).toContainText( 'Probeabo' );
	const seen = await calls();
	expect(
		seen.filter( ( call ) => call.path.startsWith( '/v2/checkout/orders' ) )
	).toHaveLength( 0 );
	await page.goto( '/mein-konto/abos/' );
	await page
		.getByRole( 'row' )
		.filter( { hasText: 'Probeabo' } )
		.getByRole( 'link', { name: /ansehen$/ } )
		.click();
	await expect( page.locator( '.vitrine-account__details' ) ).toContainText(
		'•••• 1111'
	);
} );
