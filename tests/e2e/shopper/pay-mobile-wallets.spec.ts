/**
 * The mobile wallets on /kasse/ (§1, §9.3 ppcp-applepay and
 * ppcp-googlepay): a guest pays through the provider's components and the
 * emulator's stand-ins for ApplePaySession and Google's PaymentsClient, in
 * the emulated payment sheet — one capture, the order paid, the provider
 * order carrying the wallet as its payment source. Cancelling in the sheet
 * changes nothing (the form keeps what was typed and paying works after);
 * a browser that is not eligible gets no button.
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
import {
	ORDER_RECEIVED,
	callsFromNow,
	emulator,
	processedCaptures,
	type EmulatorCall,
} from './pay-helpers';
import { providerSettings } from './pay-checkout-helpers';
import { unpaidOrder } from './pay-site';
import { fillCart } from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const WALLETS = {
	apple: {
		method: 'ppcp-applepay',
		wrapper: '#ppc-button-ppcp-applepay',
		sheet: 'Apple Pay (Emulator)',
		source: 'apple_pay',
		title: 'Apple Pay',
	},
	google: {
		method: 'ppcp-googlepay',
		wrapper: '#ppc-button-ppcp-googlepay',
		sheet: 'Google Pay (Emulator)',
		source: 'google_pay',
		title: 'Google Pay',
	},
} as const;

type Wallet = ( typeof WALLETS )[ keyof typeof WALLETS ];

/**
 * Switches both wallets on in the provider settings (the database is
 * restored for every spec file).
 */
const offerWallets = () =>
	providerSettings( { method_applepay: true, method_googlepay: true } );

/**
 * The emulator's wallet eligibility (merchant and device, per wallet): both
 * eligible.
 */
const eligible = () =>
	emulator( 'config', 'POST', {
		wallets: {
			applepay: { merchant: true, device: true },
			googlepay: { merchant: true, device: true },
		},
	} );

/**
 * A guest's checkout with a mug, the billing form filled and the wallet
 * chosen.
 *
 * @param page   Playwright page.
 * @param wallet The wallet.
 */
async function checkoutWith( page: Page, wallet: Wallet ) {
	await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );
	const values: Record< string, string > = {
		billing_email: 'erika@example.org',
		billing_first_name: 'Erika',
		billing_last_name: 'Mustermann',
		billing_address_1: 'Heidestraße 17',
		billing_postcode: '51147',
		billing_city: 'Köln',
	};
	for ( const [ name, value ] of Object.entries( values ) ) {
		await page.locator( `#${ name }` ).fill( value );
	}
	await page.locator( `#payment_method_${ wallet.method }` ).check();
}

/**
 * The wallet's button in its wrapper.
 *
 * @param page   Playwright page.
 * @param wallet The wallet.
 */
const buttonOf = ( page: Page, wallet: Wallet ) =>
	page.locator( `${ wallet.wrapper } button` );

// The fixture restores the database before a spec file's first test: set after it.
test.beforeEach( async () => {
	offerWallets();
	await eligible();
} );

/**
 * Opens the wallet's sheet by keyboard (the button takes Enter) and closes it
 * with Escape: nothing changes, the form keeps what was typed.
 *
 * @param page   Playwright page.
 * @param wallet The wallet.
 * @param calls  The emulator's calls from a mark.
 */
async function cancelByKeyboard(
	page: Page,
	wallet: Wallet,
	calls: () => Promise< EmulatorCall[] >
) {
	await buttonOf( page, wallet ).focus();
	await page.keyboard.press( 'Enter' );
	const sheet = page.getByRole( 'dialog', { name: wallet.sheet } );
	await expect( sheet ).toBeVisible();
	await expect(
		sheet.getByRole( 'button', { name: 'Bezahlen' } )
	).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( sheet ).toHaveCount( 0 );
	await expect( page.locator( '#billing_city' ) ).toHaveValue( 'Köln' );
	await expect( page.locator( '#order_comments' ) ).toHaveValue(
		'Bitte klingeln.'
	);
	await expect(
		page.locator( `#payment_method_${ wallet.method }` )
	).toBeChecked();
	expect(
		( await calls() ).filter( ( call ) => call.path.endsWith( '/capture' ) )
	).toHaveLength( 0 );
}

/**
 * The guest's checkout with the wallet chosen and a comment typed; checks
 * that one SDK load carries the wallets' components (§3.11 url_params),
 * never a second script.
 *
 * @param page   Playwright page.
 * @param wallet The wallet.
 */
async function walletCheckout( page: Page, wallet: Wallet ) {
	await checkoutWith( page, wallet );
	await page.locator( '#order_comments' ).fill( 'Bitte klingeln.' );
	await expect( buttonOf( page, wallet ) ).toBeVisible();
	const scripts = await page.evaluate( () =>
		performance
			.getEntriesByType( 'resource' )
			.map( ( entry ) => entry.name )
			.filter( ( name ) => name.includes( '/sdk/js?' ) )
	);
	expect( scripts ).toHaveLength( 1 );
	expect(
		new URL( scripts[ 0 ] ).searchParams.get( 'components' )?.split( ',' )
	).toEqual( expect.arrayContaining( [ 'applepay', 'googlepay' ] ) );
}

/**
 * Pays in the wallet's sheet: create_order from the checkout, the
 * order-received page, the order paid with one capture, the provider order
 * carrying the wallet as its payment source.
 *
 * @param page     Playwright page.
 * @param wallet   The wallet.
 * @param calls    The emulator's calls from a mark.
 * @param statuses The statuses of every capture call since the mark.
 */
async function payInSheet(
	page: Page,
	wallet: Wallet,
	calls: () => Promise< EmulatorCall[] >,
	statuses: number[]
) {
	const created = page.waitForResponse( /wc-ajax=create_order/ );
	const request = page.waitForRequest( /wc-ajax=create_order/ );
	await buttonOf( page, wallet ).click();
	const sheet = page.getByRole( 'dialog', { name: wallet.sheet } );
	await expect( sheet ).toBeVisible();
	await expect( sheet ).toContainText( /Gesamt: \d+,\d\d\s€/ );
	const pay = sheet.getByRole( 'button', { name: 'Bezahlen' } );
	await expect( pay ).toBeEnabled();
	await pay.click();
	expect( ( await request ).postDataJSON() ).toMatchObject( {
		context: 'checkout',
		payment_method: wallet.method,
		funding_source: wallet.method.replace( 'ppcp-', '' ),
	} );
	const orderId = String( ( await ( await created ).json() ).data.id );
	await page.waitForURL( ORDER_RECEIVED );
	await expect( sheet ).toHaveCount( 0 );
	await expect(
		page.getByText( 'Vielen Dank. Deine Bestellung ist eingegangen.' )
	).toBeVisible();
	const overview = page.locator( '.vitrine-order-overview' );
	await expect( overview ).toContainText( /In Bearbeitung|Abgeschlossen/ );
	await expect( overview ).toContainText( wallet.title );
	const seen = await calls();
	expect( processedCaptures( seen, orderId ) ).toHaveLength( 1 );
	expect(
		seen
			.filter( ( call ) => call.path.endsWith( '/capture' ) )
			.map( ( call ) => call.status )
	).toEqual( statuses );
	const order = await emulator( `orders/${ orderId }` );
	expect( order.status ).toBe( 'COMPLETED' );
	expect( order.payment_source[ wallet.source ] ).toBeTruthy();
}

test( 'a guest cancels the Apple Pay sheet, which changes nothing, then pays in it: one capture, the order paid (§9.3)', async ( {
	page,
} ) => {
	// Several checks in one page session: more than one test's time.
	test.slow();
	const wallet = WALLETS.apple;
	await walletCheckout( page, wallet );
	const calls = await callsFromNow();
	await cancelByKeyboard( page, wallet, calls );
	// The same checkout pays afterwards, once.
	await payInSheet( page, wallet, calls, [ 201 ] );
	await expect( page ).toHaveURL( ORDER_RECEIVED );
} );

test( 'a guest pays in the Google Pay sheet: one capture, the order paid; the checkout with the wallet button has no serious axe violations (§9.3)', async ( {
	page,
} ) => {
	const wallet = WALLETS.google;
	await walletCheckout( page, wallet );
	// The checkout with a wallet button shown.
	expect( await seriousViolations( page ) ).toEqual( [] );
	const calls = await callsFromNow();
	await payInSheet( page, wallet, calls, [ 201 ] );
} );

test( 'on the pay-for-order page a guest pays her bank-transfer order with Apple Pay: its own order, one capture (§2.4 pay-now)', async ( {
	page,
} ) => {
	const wallet = WALLETS.apple;
	const unpaid = unpaidOrder( {
		billing_email: 'erika@example.org',
		billing_first_name: 'Erika',
		billing_last_name: 'Mustermann',
		billing_address_1: 'Heidestraße 17',
		billing_postcode: '51147',
		billing_city: 'Köln',
	} );
	const id = String( unpaid.id );
	await page.goto( unpaid.payUrl );
	await page.locator( `#payment_method_${ wallet.method }` ).check();
	const calls = await callsFromNow();
	const request = page.waitForRequest( /wc-ajax=create_order/ );
	await buttonOf( page, wallet ).click();
	const sheet = page.getByRole( 'dialog', { name: wallet.sheet } );
	await sheet.getByRole( 'button', { name: 'Bezahlen' } ).click();
	expect( ( await request ).postDataJSON() ).toMatchObject( {
		context: 'pay-now',
		order_id: unpaid.id,
		order_key: unpaid.key,
		payment_method: wallet.method,
	} );
	await page.waitForURL( new RegExp( `bestellung-erhalten/${ id }/` ) );
	await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
		/In Bearbeitung|Abgeschlossen/
	);
	expect(
		( await calls() ).filter( ( call ) => call.path.endsWith( '/capture' ) )
	).toHaveLength( 1 );
} );
