/**
 * §3.11: a page with a payment element carries the gateway configuration
 * object once, readable by a view script, with nothing secret in it, and
 * without loading the provider's SDK. What the object holds on each kind of
 * page, and that it has the TypeScript GatewayConfig's shape, is proven
 * without a browser: tests/php/Payment/Config/ContractTest.php and
 * src/store/payment/test/config-samples.test.ts.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

const ELEMENT = 'script#vitrine-payment-config[type="application/json"]';

test.describe( 'Payment configuration in the page (§3.11)', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'the payment block’s page embeds one object that a script can parse, with no secret and no SDK; a page with only the mini-cart carries the mini-cart context (§2.4)', async ( {
		page,
	} ) => {
		const requested: string[] = [];
		page.on( 'request', ( request ) => requested.push( request.url() ) );

		const response = await page.goto( '/bezahlen/' );
		expect( response?.status() ).toBe( 200 );
		await page.waitForLoadState( 'load' );

		await expect( page.locator( ELEMENT ) ).toHaveCount( 1 );
		const config = await page.evaluate(
			( selector ) =>
				JSON.parse(
					document.querySelector( selector )?.textContent ?? 'null'
				),
			ELEMENT
		);
		expect( config.context ).toBe( 'checkout' );
		expect( config.client_id ).toBe( 'vitrine-demo' );
		expect( config.currency ).toBe( 'EUR' );
		expect( config.sdk_base_url ).toMatch(
			/^http:\/\/127\.0\.0\.1:\d+\/sdk\/js$/
		);
		expect( config.url_params[ 'client-id' ] ).toBe( 'vitrine-demo' );
		expect( config.button.wrapper ).toBe( '#ppc-button-ppcp-gateway' );
		// An empty cart: nothing to pay yet.
		expect( config.button.is_disabled ).toBe( true );
		expect( config.user.is_logged ).toBe( false );
		expect( config.ajax.change_cart.nonce ).not.toBe( '' );
		expect( config.ajax.change_cart.endpoint ).toContain(
			'wc-ajax=change_cart'
		);

		const html = await page.content();
		expect( html ).not.toContain( 'vitrine-demo-secret' );
		expect( html ).not.toContain( 'client_secret' );
		expect( html ).not.toContain( 'access_token' );
		// The payment elements load the SDK where they render; the
		// configuration alone loads nothing from the provider.
		expect(
			requested.filter( ( url ) => url.includes( '/sdk/js' ) )
		).toEqual( [] );
		await expect( page.locator( 'script[src*="/sdk/js"]' ) ).toHaveCount(
			0
		);

		// §2.4: a page whose only payment element is the header’s mini-cart.
		await page.goto( '/veranstaltungen/' );
		await page.waitForLoadState( 'load' );
		const element = page.locator( ELEMENT );
		await expect( element ).toHaveCount( 1 );
		const miniCart = JSON.parse( ( await element.textContent() ) ?? '' );
		expect( miniCart.context ).toBe( 'mini-cart' );
		expect( miniCart.mini_cart_buttons_enabled ).toBe( '1' );
		await expect( page.locator( '#ppc-button-minicart' ) ).toHaveCount( 1 );
		await expect( page.locator( 'script[src*="/sdk/js"]' ) ).toHaveCount(
			0
		);
	} );
} );
