/**
 * Nonces on cached pages: a product page whose embedded nonces
 * no longer verify — as on a page a full-page cache rendered a day ago, or
 * for another visitor — still pays. The shop-call client is refused with
 * vitrine_invalid_nonce, asks /?wc-ajax=refresh_nonces once for its own
 * session's nonces and retries (src/store/api/nonce-refresh.ts), through the
 * emulator's pop-up and the real endpoints.
 *
 * A page whose nonces merely expired (the shopper's own session) is proven
 * below the browser: the client retries a call refused for its nonce once
 * with the session's fresh nonce, sends it straight away on the page's next
 * calls and refreshes only once (src/store/api/test/nonce-refresh.test.ts);
 * refresh_nonces answers the caller's own session's nonces
 * (tests/php/Payment/BotTrafficTest.php) and a stale nonce is a German 403
 * before anything happens (tests/php/Payment/PaymentRouterTest.php).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { expectPaid, productWallet } from './pay-product-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const PRODUCT = '/produkt/kaffeetasse/';
const CONFIG =
	/<script type="application\/json" id="vitrine-payment-config">(.*?)<\/script>/s;

/**
 * Makes every page of the context carry other nonces in its §3.11 object,
 * rewritten as the parser inserts it — before any script of the page runs
 * (a mutation observer's callback runs at the microtask checkpoint the
 * parser performs before it executes a script). A page served from a
 * full-page cache looks just like this: the shop's own markup with the
 * nonces of the day, and of the visitor, it was rendered for.
 *
 * @param page   The shopper's page.
 * @param nonces Name => the nonce to embed; '*' for every other name.
 */
async function embedNonces( page: Page, nonces: Record< string, string > ) {
	await page.addInitScript( ( replacement: Record< string, string > ) => {
		const rewrite = () => {
			const element = document.getElementById( 'vitrine-payment-config' );
			if (
				! element ||
				element.dataset.rewritten ||
				! element.nextSibling
			) {
				return false;
			}
			const config = JSON.parse( element.textContent ?? '{}' );
			for ( const [ name, link ] of Object.entries(
				config.ajax as Record< string, { nonce: string } >
			) ) {
				if ( link.nonce ) {
					link.nonce = replacement[ name ] ?? replacement[ '*' ];
				}
			}
			element.textContent = JSON.stringify( config );
			element.dataset.rewritten = '1';
			return true;
		};
		new MutationObserver( ( _, observer ) => {
			if ( rewrite() ) {
				observer.disconnect();
			}
		} ).observe( document, { childList: true, subtree: true } );
	}, nonces );
}

/**
 * Watches the page's shop calls: status per call, in order.
 *
 * @param page The shopper's page.
 */
function watchCalls( page: Page ) {
	const calls: string[] = [];
	const created: Array< Promise< { data: { id: string } } > > = [];
	page.on( 'response', ( response ) => {
		const name = /wc-ajax=([a-z_]+)/.exec( response.url() )?.[ 1 ];
		if ( name ) {
			calls.push( `${ name } ${ response.status() }` );
			if ( name === 'create_order' && response.status() === 200 ) {
				// Read now: the body is gone once the page navigates.
				created.push( response.json() );
			}
		}
	} );
	return { calls, created };
}

/**
 * The browser logs each refused call as a console error: only those of the
 * refused nonces are expected.
 *
 * @param errors The console errors of the test.
 */
function expectOnlyRefusals( errors: string[] ) {
	expect(
		errors.filter( ( e ) => ! e.includes( 'status of 403 (Forbidden)' ) )
	).toEqual( [] );
	errors.length = 0;
}

/**
 * Clicks the product page's wallet, approves in the pop-up and waits for
 * the order-received page.
 *
 * @param page    The shopper's page on the product page.
 * @param created The successful create_order answers so far.
 */
async function pay(
	page: Page,
	created: Array< Promise< { data: { id: string } } > >
) {
	const button = productWallet( page );
	await expect( button ).toBeVisible();
	await expect( page.locator( '#ppc-button-ppcp-gateway' ) ).not.toHaveClass(
		/ppcp-disabled/
	);
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		button.click(),
	] );
	await popup.waitForURL( /\/checkoutnow\?token=/ );
	await popup.getByRole( 'button', { name: 'Zustimmen und weiter' } ).click();
	await page.waitForURL( /\/kasse\/bestellung-erhalten\/\d+\/\?key=/ );
	expect( created ).toHaveLength( 1 );
	const answer = await created[ 0 ];
	return {
		orderId: Number(
			/bestellung-erhalten\/(\d+)\//.exec( page.url() )![ 1 ]
		),
		providerOrderId: answer.data.id as string,
		receivedUrl: page.url(),
	};
}

test.describe( 'A product page with expired nonces still pays', () => {
	test( 'a cached page with the nonces of the visitor it was rendered for pays for another one', async ( {
		page,
		consoleErrors,
		playwright,
		baseURL,
	} ) => {
		// The cache stored the page it rendered for the first visitor, with
		// the nonces of that visitor's session.
		const first = await playwright.request.newContext( { baseURL } );
		const cached = JSON.parse(
			CONFIG.exec( await ( await first.get( PRODUCT ) ).text() )?.[ 1 ] ??
				'{}'
		) as { ajax: Record< string, { nonce: string } > };
		await first.dispose();
		const theirs = Object.fromEntries(
			Object.entries( cached.ajax ).map( ( [ name, link ] ) => [
				name,
				link.nonce,
			] )
		);
		expect( theirs.create_order ).toMatch( /^[0-9a-f]{10}$/ );
		await embedNonces( page, theirs );
		await page.goto( PRODUCT );
		const { calls, created } = watchCalls( page );

		const paid = await pay( page, created );

		expect( calls ).toContain( 'refresh_nonces 200' );
		// Refused calls were each retried once: never two 403s in a row for a call.
		for ( let i = 1; i < calls.length; i++ ) {
			expect(
				calls[ i ].endsWith( ' 403' ) && calls[ i ] === calls[ i - 1 ],
				calls.join( ', ' )
			).toBe( false );
		}
		await expectPaid( page, null, paid, 'Kaffeetasse' );
		expectOnlyRefusals( consoleErrors );
	} );
} );
