/**
 * Guest sessions of their own (§6): every guest's nonces
 * belong to their cart cookie, so a nonce of one guest session is refused in
 * another's cart and checkout; the cookie is HttpOnly and SameSite=Lax.
 */
/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { fillCart } from './shop-helpers';

const GUEST = { storageState: { cookies: [], origins: [] } };

/**
 * A fresh guest's page (no cookies), closed with its context by the caller.
 *
 * @param browser Playwright browser.
 */
async function guestPage( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( GUEST );
	return context.newPage();
}

/**
 * The cart page's endpoint nonces of the page's session.
 *
 * @param page Playwright page on /warenkorb/.
 */
async function cartNonces( page: Page ) {
	const config = JSON.parse(
		( await page
			.locator( '[data-vitrine-cart]' )
			.getAttribute( 'data-vitrine-cart' ) ) ?? '{}'
	) as { endpoints: Record< string, { url: string; nonce: string } > };
	return config.endpoints;
}

/**
 * Fills the billing fields of a valid German address.
 *
 * @param page Playwright page on /kasse/.
 */
async function fillBilling( page: Page ) {
	const values: Record< string, string > = {
		billing_email: 'gast@example.org',
		billing_first_name: 'Gerda',
		billing_last_name: 'Gast',
		billing_address_1: 'Heidestraße 17',
		billing_postcode: '51147',
		billing_city: 'Köln',
	};
	for ( const [ name, value ] of Object.entries( values ) ) {
		await page.locator( `#${ name }` ).fill( value );
	}
	await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
}

test.describe( 'Guest sessions', () => {
	test.use( GUEST );

	test( 'the first page a guest sees sets an HttpOnly, SameSite=Lax cart cookie that its nonces belong to', async ( {
		page,
	} ) => {
		const response = await page.goto( '/shop/' );
		const cookie = ( await response?.headersArray() )?.find(
			( header ) =>
				header.name.toLowerCase() === 'set-cookie' &&
				header.value.startsWith( 'vitrine_cart=' )
		)?.value;
		expect( cookie ).toMatch( /^vitrine_cart=[A-Za-z0-9]{32};/ );
		expect( cookie ).toMatch( /;\s*HttpOnly/i );
		expect( cookie ).toMatch( /;\s*SameSite=Lax/i );
		expect( cookie ).toMatch( /;\s*path=\//i );
		// The dev site is plain HTTP: a Secure cookie would never come back (PHP test covers HTTPS).
		expect( cookie ).not.toMatch( /;\s*Secure/i );
		expect(
			await page.evaluate( () => document.cookie ),
			'no script reads the cart cookie'
		).not.toContain( 'vitrine_cart' );

		// The next page keeps the session and sets no new cookie.
		const next = await page.goto( '/warenkorb/' );
		expect(
			( await next?.headersArray() )?.filter(
				( header ) =>
					header.name.toLowerCase() === 'set-cookie' &&
					header.value.startsWith( 'vitrine_cart=' )
			)
		).toEqual( [] );

		// A nonce rendered on the very first page works for the first write.
		await fillCart( page, [ { slug: 'kaffeetasse' } ] );
		await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
	} );

	test( "one guest's nonce is refused in another guest's cart and checkout; each guest's own works", async ( {
		browser,
	} ) => {
		const alice = await guestPage( browser );
		const bob = await guestPage( browser );
		await fillCart( alice, [ { slug: 'kaffeetasse' } ] );
		await fillCart( bob, [ { slug: 'kaffeetasse', quantity: 2 } ] );
		const bobs = await cartNonces( bob );
		const alices = await cartNonces( alice );
		expect( bobs.remove_from_cart.nonce ).not.toBe(
			alices.remove_from_cart.nonce
		);

		// Alice's browser sends Bob's nonce (a forged request): refused, her cart unchanged.
		const key = await alice
			.locator( '.vitrine-cart__item' )
			.getAttribute( 'data-cart-item-key' );
		const post = ( page: Page, nonce: string ) =>
			page.evaluate(
				async ( { url, body } ) => {
					const response = await fetch( url, {
						method: 'POST',
						credentials: 'same-origin',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify( body ),
					} );
					return {
						status: response.status,
						body: await response.json(),
					};
				},
				{
					url: alices.remove_from_cart.url,
					body: { nonce, cart_item_key: key },
				}
			);
		const forged = await post( alice, bobs.remove_from_cart.nonce );
		expect( forged.status ).toBe( 403 );
		expect( forged.body.data.message ).toBe(
			'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.'
		);
		await alice.reload();
		await expect( alice.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );

		// The checkout form carrying Bob's form nonce places nothing for Alice.
		await bob.goto( '/kasse/' );
		const bobsForm = await bob
			.locator( '.vitrine-checkout__form input[name="_vitrine_nonce"]' )
			.inputValue();
		await alice.goto( '/kasse/' );
		await fillBilling( alice );
		await alice
			.locator( '.vitrine-checkout__form input[name="_vitrine_nonce"]' )
			.evaluate(
				( input, nonce ) =>
					( ( input as HTMLInputElement ).value = nonce ),
				bobsForm
			);
		await alice.locator( '#place_order' ).click();
		await expect(
			alice.locator( '#vitrine-checkout-errors' )
		).toContainText(
			'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.'
		);
		await expect( alice ).toHaveURL( /\/kasse\/$/ );

		// Her own nonce, after a reload, places her order as before.
		await alice.goto( '/kasse/' );
		await fillBilling( alice );
		await alice.locator( '#place_order' ).click();
		await expect( alice ).toHaveURL(
			/\/kasse\/bestellung-erhalten\/\d+\/\?key=vo_/
		);

		// Bob's cart was never touched: still his two cups, and his own nonce works.
		await bob.goto( '/warenkorb/' );
		await expect( bob.locator( '.vitrine-cart__qty' ) ).toHaveValue( '2' );
		const own = await bob.evaluate(
			async ( { url, body } ) =>
				(
					await fetch( url, {
						method: 'POST',
						credentials: 'same-origin',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify( body ),
					} )
				).status,
			{
				url: bobs.remove_from_cart.url,
				body: {
					nonce: ( await cartNonces( bob ) ).remove_from_cart.nonce,
					cart_item_key: await bob
						.locator( '.vitrine-cart__item' )
						.getAttribute( 'data-cart-item-key' ),
				},
			}
		);
		expect( own ).toBe( 200 );
		await alice.context().close();
		await bob.context().close();
	} );
} );
