/**
 * Subscriptions on saved methods (§4.5, §4.10): changing a subscription's
 * payment method to a new card in the card fields' vault-setup mode, and a
 * free-trial cart saving the wallet through its approve link or a card in
 * the card fields' vault-setup variant (nothing charged, the subscription
 * on the saved method).
 *
 * Proven below the browser: the daily job charges a due subscription on
 * its saved card once (tests/php/Payment/Subscriptions/RenewalsTest.php,
 * test_a_due_subscription_on_a_saved_card_is_charged_once_and_its_next_payment_moves_on;
 * RenewalsParallelTest); a customer with a saved wallet starts her free
 * trial on it by placing the order, without buttons or a pop-up
 * (VaultedWalletTest, test_the_wallet_box_shows_the_email_and_carries_the_token_instead_of_the_buttons,
 * test_placing_the_order_with_the_saved_wallet_starts_the_trial_on_it), the
 * §2.7 vaulted wallet details shown only with the wallet chosen
 * (src/payment/rules/test/display.test.ts, src/payment/checkout/display/test/controller.test.ts).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
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
	wallet,
} from './pay-helpers';
import { sitePhp } from './pay-site';
import { fillCart } from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

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

/** The free-trial product's slug (made once per spec file, see trialProduct()). */
const TRIAL = 'probeabo-e2e';

/**
 * The free-trial product in the cart, the checkout's billing filled and a
 * payment method chosen.
 *
 * @param page   Playwright page (logged in).
 * @param method The gateway's radio, e.g. `ppcp-gateway`.
 */
async function trialAtCheckout( page: Page, method: string ) {
	await fillCart( page, [ { slug: TRIAL } ], CHECKOUT );
	await fillBilling( page );
	await page.locator( `#payment_method_${ method }` ).check();
}

/**
 * The trial's subscription of a customer as the shop stores it (what her
 * account's subscription page shows): its status and saved method.
 *
 * @param login The customer's login.
 */
function trialSubscription( login: string ) {
	return JSON.parse(
		sitePhp(
			`$store = Vitrine\\Store\\Stores::get();
			$u = get_user_by( 'login', ${ JSON.stringify( login ) } );
			$p = get_page_by_path( '${ TRIAL }', OBJECT, Vitrine\\Store\\ProductRepository::POST_TYPE );
			$s = current( array_filter( $store->subscriptions( $u->ID ), static fn( $x ) => $x->product_id === $p->ID ) );
			$t = current( array_filter( $store->payment_tokens( $u->ID ), static fn( $k ) => $k->id === $s->payment_token_id ) );
			echo wp_json_encode( array( 'status' => $s->status, 'gateway' => $t ? $t->gateway : '', 'lastDigits' => $t ? $t->last_digits : '' ) );`
		)
	) as { status: string; gateway: string; lastDigits: string };
}

test.beforeEach( () => {
	providerSettings( { vaulting: true, method_card: true } );
} );

test( 'the customer moves her subscription to a new card saved in the card fields’ vault-setup mode', async ( {
	page,
} ) => {
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	// Her subscription's "Zahlungsart ändern" link (the account page's links:
	// tests/php/Account/AccountPageTest.php).
	const [ id, changeUrl ] = JSON.parse(
		sitePhp(
			`$u = get_user_by( 'login', ${ JSON.stringify( CUSTOMER.login ) } );
			$s = Vitrine\\Store\\Stores::get()->subscriptions( $u->ID )[0];
			echo wp_json_encode( array( $s->id, wp_make_link_relative( Vitrine\\Shop\\ShopPages::change_payment_method_url( $s->id, $s->order_id ) ) ) );`
		)
	) as [ number, string ];
	await page.goto( changeUrl );
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
} );

/**
 * A monthly subscription with 14 free days, no fee and no shipping: a
 * free-trial cart (made once: the database is restored per spec file).
 */
function trialProduct() {
	sitePhp(
		`if ( ! get_page_by_path( '${ TRIAL }', OBJECT, Vitrine\\Store\\ProductRepository::POST_TYPE ) ) {
			Vitrine\\Store\\Stores::get()->create_product( array( 'slug' => '${ TRIAL }', 'type' => 'subscription', 'name' => 'Probeabo', 'price' => 990, 'needs_shipping' => false, 'plan' => array( 'period' => 'month', 'trial_length' => 14, 'trial_period' => 'day' ) ) );
		}`
	);
}

test( 'a free-trial cart saves the wallet through its approve link and starts the subscription without a charge', async ( {
	page,
} ) => {
	trialProduct();
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	await trialAtCheckout( page, 'ppcp-gateway' );
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

	expect( trialSubscription( CUSTOMER.login ) ).toMatchObject( {
		status: 'active',
		gateway: 'ppcp-gateway',
	} );
} );

test( 'a free-trial cart saves a card in the card fields’ vault-setup variant and starts the subscription on it without a charge', async ( {
	page,
} ) => {
	trialProduct();
	// A customer without saved cards (§4.10: the vault-setup variant).
	sitePhp(
		`wp_insert_user( array( 'user_login' => 'probe', 'user_pass' => 'probe-pass', 'user_email' => 'probe@example.org', 'role' => 'subscriber' ) );`
	);
	await logIn( page, 'probe', 'probe-pass' );
	await trialAtCheckout( page, 'ppcp-credit-card-gateway' );
	const calls = await callsFromNow();
	await typeCard( page );
	await page.locator( '#vitrine-card-pay' ).click();

	await expect( page ).toHaveURL( ORDER_RECEIVED );
	await expect( page.locator( 'main' ) ).toContainText( 'Probeabo' );
	const seen = await calls();
	expect(
		seen.filter( ( call ) => call.path.startsWith( '/v2/checkout/orders' ) )
	).toHaveLength( 0 );
	expect( trialSubscription( 'probe' ) ).toMatchObject( {
		gateway: 'ppcp-credit-card-gateway',
		lastDigits: '1111',
	} );
} );
