/**
 * Shared steps of the wallet specs: the emulator's test control,
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
import { fillCart } from './shop-helpers';

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
	const send = () =>
		fetch( `${ process.env.VITRINE_EMULATOR_URL }/__emulator/${ path }`, {
			method,
			headers: { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
	// A kept-alive socket the emulator closed as it went idle fails before
	// the request is read ("other side closed"): send once more on a new one.
	const response = await send().catch( ( error: Error ) => {
		if ( ! /other side closed/.test( String( error.cause ) ) ) {
			throw error;
		}
		return send();
	} );
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
 * Puts one product in the shopper's cart through the server, without
 * rendering a page (the add-to-cart form is the product specs').
 *
 * @param page Playwright page (its context keeps the cart's session).
 * @param slug Product slug below /produkt/.
 */
export async function addToCart( page: Page, slug = 'kaffeetasse' ) {
	await fillCart( page, [ { slug } ], null );
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

/**
 * Capture calls of a provider order the emulator really processed (201, not
 * a replayed answer to a repeated PayPal-Request-Id).
 *
 * @param calls   Calls seen.
 * @param orderId Provider order id.
 */
export const processedCaptures = ( calls: EmulatorCall[], orderId: string ) =>
	capturesOf( calls, orderId ).filter(
		( call ) =>
			! ( call as { replayed?: boolean } ).replayed && call.status === 201
	);

/**
 * A guest's cart page with one product and its wallet button.
 *
 * @param page Playwright page.
 */
export async function cartWithItem( page: Page ) {
	await fillCart( page, [ { slug: 'kaffeetasse' } ] );
	const button = wallet( page, MAIN_WRAPPER );
	await expect( button ).toBeVisible();
	return button;
}

/** Removes the emulator's faults (after each test of a fault spec). */
export async function clearFaults() {
	await emulator( 'faults', 'DELETE' );
}

/**
 * Drops the browser's own "Failed to load resource" lines of the expected
 * refusals; any other console error fails.
 *
 * @param errors The fixture's console errors.
 * @param status The refused status.
 */
export function expectRefusals( errors: string[], status: number ) {
	expect(
		errors.filter( ( text ) => ! text.includes( `status of ${ status }` ) )
	).toEqual( [] );
	errors.length = 0;
}

/**
 * The provider's return hash (§2.5), with one parameter of the page's own.
 *
 * @param kind  onApprove / onCancel.
 * @param token Provider order id.
 */
export const returnHash = ( kind: string, token: string ) =>
	`#${ kind }?token=${ token }&button_session_id=uid_e2e&switch_initiated_time=${ Date.now() }&PayerID=QYR5Z8XDVJNXQ&keep=1`;

/**
 * The hashes the page's main frame shows from now on, one per navigation.
 *
 * @param page Playwright page.
 */
export function mainFrameHashes( page: Page ): string[] {
	const hashes: string[] = [];
	page.on( 'framenavigated', ( frame ) => {
		if ( frame === page.mainFrame() ) {
			hashes.push( new URL( frame.url() ).hash );
		}
	} );
	return hashes;
}

/**
 * Makes the emulator fail the capture of a provider order (its fault
 * control: a status, a time-out or an issue, for `times` calls).
 *
 * @param orderId Provider order id.
 * @param fault   The fault: kind and its fields.
 */
export async function failCapture(
	orderId: string,
	fault: Record< string, unknown >
) {
	await emulator( 'faults', 'POST', {
		...fault,
		method: 'POST',
		path: `/v2/checkout/orders/${ orderId }/capture`,
	} );
}
