/**
 * The mini-cart's panel shows subtotal, shipping and total the
 * way the cart page does, so what it shows adds up, also after a change
 * without a reload.
 */
/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { fillCart } from './shop-helpers';

/**
 * Cents of a German amount ("45,70 €").
 *
 * @param text Displayed amount.
 */
function cents( text: string ) {
	return Math.round(
		Number( text.replace( /[^\d,]/g, '' ).replace( ',', '.' ) ) * 100
	);
}

/**
 * The rows of the panel's totals.
 *
 * @param miniCart The mini-cart block.
 */
async function panelRows( miniCart: Locator ) {
	const rows = miniCart.locator( '.vitrine-mini-cart__row:visible' );
	return rows.evaluateAll( ( elements ) =>
		elements.map( ( row ) => [
			row.querySelector( 'dt' )?.textContent ?? '',
			row.querySelector( 'dd' )?.textContent ?? '',
		] )
	);
}

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'the mini-cart shows subtotal, shipping and total that add up, and follows a removal', async ( {
	page,
} ) => {
	await fillCart(
		page,
		[ { slug: 'kaffeetasse', quantity: 2 }, { slug: 'ticket-sommerfest' } ],
		'/produkt/kaffeetasse/'
	);
	const miniCart = page.locator( '.wp-block-vitrine-mini-cart' ).first();
	await miniCart.locator( 'summary' ).click();

	// 2 × 12,90 + 15,00, standard shipping 4,90; all at 19 %, whose VAT the
	// total includes (4,12 + 2,39 + 0,78 on the shipping).
	const shipped = await panelRows( miniCart );
	expect( shipped ).toEqual( [
		[ 'Zwischensumme', '40,80\u00a0€' ],
		[ 'Versand', '4,90\u00a0€' ],
		[ 'Gesamt', '45,70\u00a0€' ],
		[ 'enthaltene MwSt. 19 %', '7,29\u00a0€' ],
	] );
	expect( cents( shipped[ 0 ][ 1 ] ) + cents( shipped[ 1 ][ 1 ] ) ).toBe(
		cents( shipped[ 2 ][ 1 ] )
	);
	await expect( miniCart.locator( '[data-mini-cart-total]' ) ).toHaveText(
		'45,70 €'
	);

	// Without the mug nothing is shipped: no shipping row, subtotal = total.
	await miniCart
		.locator( '.vitrine-mini-cart__item', { hasText: 'Kaffeetasse' } )
		.getByRole( 'button', {
			name: 'Kaffeetasse aus dem Warenkorb entfernen',
		} )
		.click();
	await expect( miniCart.locator( '[data-mini-cart-count]' ) ).toHaveText(
		'1 Artikel'
	);
	await expect(
		miniCart.locator( '.vitrine-mini-cart__panel' )
	).toBeVisible();
	await expect
		.poll( () => panelRows( miniCart ) )
		.toEqual( [
			[ 'Zwischensumme', '15,00\u00a0€' ],
			[ 'Gesamt', '15,00\u00a0€' ],
			[ 'enthaltene MwSt. 19 %', '2,39\u00a0€' ],
		] );
} );
