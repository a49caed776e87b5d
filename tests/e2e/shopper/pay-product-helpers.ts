/**
 * Paying with the wallet from a product page through the emulator's real
 * pop-up (§2.4, §3.6, §4.9, §2.6), and what the specs check after
 * it: the order-received page, the order paid (its page reads the shop's
 * database; the order's state in the database, which the admin's order
 * list and the customer's /mein-konto/ show, is read on the server),
 * exactly one capture at the provider, and the paid lines gone from the cart.
 */
/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../fixtures';
import { storedOrder } from './pay-site';
import { serverCart } from './product-helpers';

/**
 * The wallet button of the product page's wrapper.
 *
 * @param page Playwright page.
 */
export const productWallet = ( page: Page ) =>
	page.locator(
		'#ppc-button-ppcp-gateway button[data-funding-source="paypal"]'
	);

/** What a payment left behind. */
export interface Paid {
	orderId: number;
	providerOrderId: string;
	receivedUrl: string;
}

/**
 * Clicks the wallet on the (prepared) product page, approves in the
 * pop-up and waits for the order-received page.
 *
 * @param page    Playwright page on the product page, form filled in.
 * @param inPopup Checks of the pop-up's approval page before approving.
 */
export async function payWithWallet(
	page: Page,
	inPopup?: ( popup: Page ) => Promise< void >
): Promise< Paid > {
	const wrapper = page.locator( '#ppc-button-ppcp-gateway' );
	const button = productWallet( page );
	await expect( button ).toBeVisible();
	await expect( wrapper ).not.toHaveClass( /ppcp-disabled/ );
	const created = page.waitForResponse( /wc-ajax=create_order/ );
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		button.click(),
	] );
	const answer = await ( await created ).json();
	expect( answer, 'create_order answer' ).toMatchObject( {
		success: true,
		data: { id: expect.any( String ) },
	} );
	await popup.waitForURL( /\/checkoutnow\?token=/ );
	await inPopup?.( popup );
	await popup.getByRole( 'button', { name: 'Zustimmen und weiter' } ).click();
	await page.waitForURL( /\/kasse\/bestellung-erhalten\/\d+\/\?key=/ );
	const receivedUrl = page.url();
	return {
		orderId: Number(
			/bestellung-erhalten\/(\d+)\//.exec( receivedUrl )![ 1 ]
		),
		providerOrderId: answer.data.id,
		receivedUrl,
	};
}

/**
 * The emulator's capture calls of one provider order.
 *
 * @param providerOrderId Provider order id.
 */
export async function captureCalls( providerOrderId: string ) {
	const base = process.env.VITRINE_EMULATOR_URL ?? '';
	const calls = ( await fetch( base + '/__emulator/calls' ).then( ( r ) =>
		r.json()
	) ) as Array< { method: string; path: string } >;
	return calls.filter(
		( call ) =>
			call.method === 'POST' &&
			call.path === `/v2/checkout/orders/${ providerOrderId }/capture`
	);
}

/**
 * Everything a paid order shows: the order-received page with the product
 * and a paid status, one capture at the provider, the paid lines gone from
 * the cart, and the order paid in the shop's database (what the admin's
 * order list shows; the list's markup: tests/php/Admin/OrdersPageTest.php).
 *
 * @param page     The shopper's page (on the order-received page).
 * @param _browser Unused: the admin's list is no longer opened in a browser
 *                 context of its own (the parameter keeps the callers' form).
 * @param paid     What payWithWallet() answered.
 * @param product  The product's name as the order lists it.
 */
export async function expectPaid(
	page: Page,
	_browser: Browser | null,
	paid: Paid,
	product: string
) {
	await expect(
		page.getByText( 'Vielen Dank. Deine Bestellung ist eingegangen.' )
	).toBeVisible();
	const overview = page.locator( '.vitrine-order-overview' );
	await expect( overview ).toContainText( /In Bearbeitung|Abgeschlossen/ );
	await expect( overview ).toContainText( 'PayPal' );
	await expect( page.locator( 'body' ) ).toContainText( product );

	expect( await captureCalls( paid.providerOrderId ) ).toHaveLength( 1 );

	// The paid lines left the cart, on the server and in the header's mini-cart.
	expect( ( await serverCart( page ) ).items ).toEqual( [] );
	await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
		'0 Artikel'
	);

	const stored = storedOrder( paid.orderId );
	expect( stored.status ).toMatch( /^(processing|completed)$/ );
	expect( stored.paymentMethod ).toBe( 'ppcp-gateway' );
	expect( stored.items.join( '|' ) ).toContain( product );
}
