/**
 * Shared steps of the wallet specs (issue 11): the emulator's test control,
 * a cart with items, the pop-up opened from a wrapper's wallet button.
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../fixtures';

/** The product page's, cart's (and checkout's) wrapper. */
export const MAIN_WRAPPER = '#ppc-button-ppcp-gateway';
/** The mini-cart's wrapper. */
export const MINI_CART_WRAPPER = '#ppc-button-minicart';

/** §8.2 labels.error.generic, in German. */
export const GENERIC_ERROR =
	'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.';

/** The order-received page (§2.6). */
export const ORDER_RECEIVED = /\/kasse\/bestellung-erhalten\/\d+\//;

/**
 * The wallet button in a wrapper.
 *
 * @param page    Playwright page.
 * @param wrapper Wrapper selector.
 */
export const wallet = ( page: Page, wrapper: string ): Locator =>
	page.locator( `${ wrapper } button[data-funding-source="paypal"]` );

/** One call the emulator saw. */
export interface EmulatorCall {
	method: string;
	path: string;
	requestId: string | null;
	status?: number;
	fault?: string;
}

/**
 * Calls the emulator's test control.
 *
 * @param path   Path below /__emulator/.
 * @param method HTTP method.
 * @param body   JSON body.
 */
export async function emulator(
	path: string,
	method = 'GET',
	body?: unknown
): Promise< any > {
	const response = await fetch(
		`${ process.env.VITRINE_EMULATOR_URL }/__emulator/${ path }`,
		{
			method,
			headers: { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify( body ),
		}
	);
	return response.status === 204 ? null : response.json();
}

/**
 * The emulator's calls from now on (the e2e emulator serves every spec, so
 * counts are taken from a mark).
 */
export async function callsFromNow(): Promise<
	() => Promise< EmulatorCall[] >
> {
	const mark = ( ( await emulator( 'calls' ) ) as EmulatorCall[] ).length;
	return async () =>
		( ( await emulator( 'calls' ) ) as EmulatorCall[] ).slice( mark );
}

/**
 * Capture calls the emulator processed for a provider order.
 *
 * @param calls   Calls seen.
 * @param orderId Provider order id.
 */
export const capturesOf = ( calls: EmulatorCall[], orderId: string ) =>
	calls.filter(
		( call ) =>
			call.method === 'POST' &&
			call.path === `/v2/checkout/orders/${ orderId }/capture`
	);

/**
 * Puts a product in the cart from its page.
 *
 * @param page Playwright page.
 * @param slug Product slug below /produkt/.
 */
export async function addToCart( page: Page, slug = 'kaffeetasse' ) {
	await page.goto( `/produkt/${ slug }/` );
	await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
	await expect( page.getByRole( 'status' ) ).toContainText(
		'wurde deinem Warenkorb hinzugefügt'
	);
}

/**
 * Clicks a wallet button and resolves with the pop-up on the emulator's
 * approval page, and the provider order id create_order answered.
 *
 * @param page   Playwright page.
 * @param button The wallet button.
 */
export async function openPopup( page: Page, button: Locator ) {
	const created = page.waitForResponse( /wc-ajax=create_order/ );
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		button.click(),
	] );
	const answer = await ( await created ).json();
	await popup.waitForURL( /\/checkoutnow\?token=/ );
	return { popup, orderId: String( answer?.data?.id ?? '' ), answer };
}

/**
 * Approves in the pop-up.
 *
 * @param popup The pop-up page.
 */
export async function approve( popup: Page ) {
	await popup.getByRole( 'button', { name: 'Zustimmen und weiter' } ).click();
}
