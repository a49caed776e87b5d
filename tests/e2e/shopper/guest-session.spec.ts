/**
 * Guest sessions of their own (§6): every guest's nonces
 * belong to their cart cookie, so a nonce of one guest session is refused in
 * another's cart and checkout; the cookie is HttpOnly and SameSite=Lax.
 *
 * That one guest's nonce is refused in another guest's cart, cart form and
 * checkout (no order placed, her cart unchanged) while each guest's own
 * works is proven through the real handlers in
 * tests/php/Store/GuestSessionTest.php (a nonce of one guest session is
 * refused in another and kept in its own; a checkout or a cart form posted
 * with another guest's nonce), the German 403 of a foreign nonce at a shop
 * call in tests/php/Payment/PaymentRouterTest.php.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { fillCart } from './shop-helpers';

const GUEST = { storageState: { cookies: [], origins: [] } };

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
} );
