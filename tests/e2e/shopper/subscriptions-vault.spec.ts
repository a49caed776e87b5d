/**
 * Subscriptions on saved methods: changing a subscription's
 * payment method to a new card, the daily job charging that card for a
 * due renewal (a paid renewal order in my account, one capture), a
 * free-trial cart saving the wallet through its approve link (nothing
 * charged, the subscription on the saved wallet), and a customer with a
 * saved wallet starting her free trial on it with the place-order button
 * (§2.7 vaulted wallet details, no buttons, no pop-up).
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
import { CUSTOMER, logIn } from './account-helpers';
import {
	CHECKOUT,
	fillBilling,
	providerSettings,
} from './pay-checkout-helpers';
import {
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	callsFromNow,
	emulator,
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

/**
 * Types the emulator's approved test card into the card fields.
 *
 * @param page Playwright page.
 */
async function typeCard( page: Page ) {
	await cardInput( page, 'Kartennummer' ).fill( '4111111111111111' );
	await cardInput( page, 'MM/JJ' ).fill( '12/30' );
	await cardInput( page, 'Prüfnummer' ).fill( '123' );
}

/**
 * The free-trial product in the cart, the checkout's billing filled and a
 * payment method chosen.
 *
 * @param page      Playwright page (logged in).
 * @param productId The trial product.
 * @param method    The gateway's radio, e.g. `ppcp-gateway`.
 */
async function trialAtCheckout(
	page: Page,
	productId: string,
	method: string
) {
	await page.goto( `/?p=${ productId }` );
	await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
	// In the cart before the checkout is asked for (a navigation started now would cancel the form's).
	await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
		'1 Artikel'
	);
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await page.locator( `#payment_method_${ method }` ).check();
}

/**
 * My account's page of the trial's subscription (Probeabo).
 *
 * @param page Playwright page (logged in).
 */
async function openTrialSubscription( page: Page ) {
	await page.goto( '/mein-konto/abos/' );
	await page
		.getByRole( 'row' )
		.filter( { hasText: 'Probeabo' } )
		.getByRole( 'link', { name: /ansehen$/ } )
		.click();
}

test.beforeEach( () => {
	providerSettings( { vaulting: true, method_card: true } );
} );

test( 'the customer moves her subscription to a new card, and the daily job charges it once for the due renewal', async ( {
	page,
} ) => {
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	await page.goto( '/mein-konto/abos/' );
	await page.getByRole( 'link', { name: /^Abo #\d+ ansehen$/ } ).click();
	const subscriptionUrl = page.url();
	const id = Number( /abos\/(\d+)/.exec( subscriptionUrl )?.[ 1 ] );
	await page.getByRole( 'link', { name: 'Zahlungsart ändern' } ).click();
	await expect( page ).toHaveURL( /change_payment_method=\d+/ );

	// A new card, saved in the fields' vault-setup mode (§4.10).
	await typeCard( page );
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
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	await trialAtCheckout( page, productId, 'ppcp-gateway' );
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

	await openTrialSubscription( page );
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
	await logIn( page, 'probe', 'probe-pass' );
	await trialAtCheckout( page, productId, 'ppcp-credit-card-gateway' );
	const calls = await callsFromNow();
	await typeCard( page );
	await page.locator( '#vitrine-card-pay' ).click();

	await expect( page ).toHaveURL( ORDER_RECEIVED );
	await expect( page.locator( 'main' ) ).toContainText( 'Probeabo' );
	const seen = await calls();
	expect(
		seen.filter( ( call ) => call.path.startsWith( '/v2/checkout/orders' ) )
	).toHaveLength( 0 );
	await openTrialSubscription( page );
	await expect( page.locator( '.vitrine-account__details' ) ).toContainText(
		'•••• 1111'
	);
} );

test( 'a customer with a saved wallet starts a free trial by placing the order, without buttons or a pop-up', async ( {
	page,
} ) => {
	const productId = trialProduct();
	// Her wallet saved as my account saves it: a setup token of hers,
	// approved at the provider (payer kaeufer@example.com), then kept.
	const [ userId, setupId ] = sitePhp(
		`$u = wp_insert_user( array( 'user_login' => 'wallet-kundin', 'user_pass' => 'wallet-pass', 'user_email' => 'wallet-kundin@example.org', 'role' => 'subscriber' ) );
		$s = Vitrine\\Payment\\Module::services()->saved_methods->start( $u, 'user:' . $u, 'paypal', '', home_url( '/kasse/' ) );
		echo $u . ' ' . $s['id'];`
	)
		.trim()
		.split( ' ' );
	await emulator( `setup-tokens/${ setupId }/approve`, 'POST' );
	sitePhp(
		`Vitrine\\Payment\\Module::services()->saved_methods->save_setup_token( ${ Number(
			userId
		) }, ${ JSON.stringify( setupId ) } );`
	);

	await logIn( page, 'wallet-kundin', 'wallet-pass' );
	await trialAtCheckout( page, productId, 'ppcp-gateway' );

	// §2.7: the vaulted wallet's details instead of the wallet's buttons.
	const details = page.locator( '.ppcp-vaulted-paypal-details' );
	await expect( details ).toBeVisible();
	await expect( details ).toContainText( 'kaeufer@example.com' );
	await expect( page.locator( MAIN_WRAPPER ) ).toHaveCount( 0 );
	await page.locator( '#payment_method_bacs' ).check();
	await expect( details ).toBeHidden();
	await page.locator( '#payment_method_ppcp-gateway' ).check();
	await expect( details ).toBeVisible();

	const calls = await callsFromNow();
	let popups = 0;
	page.on( 'popup', () => ( popups += 1 ) );
	await page.locator( '#place_order' ).click();

	await expect( page ).toHaveURL( ORDER_RECEIVED );
	await expect( page.locator( 'main' ) ).toContainText( 'Probeabo' );
	expect( popups ).toBe( 0 );
	const seen = await calls();
	expect(
		seen.filter( ( call ) => call.path.startsWith( '/v2/checkout/orders' ) )
	).toHaveLength( 0 );
	expect(
		seen.filter( ( call ) => call.path.startsWith( '/v3/vault' ) )
	).toHaveLength( 0 );

	await openTrialSubscription( page );
	await expect( page.locator( '.vitrine-account__details' ) ).toContainText(
		'Aktiv'
	);
	await expect( page.locator( '.vitrine-account__details' ) ).toContainText(
		/paypal/i
	);
} );
