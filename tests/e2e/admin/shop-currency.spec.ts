/**
 * The shop's currency from Einstellungen → Vitrine Shop: a
 * labelled select, and the product page following the saved currency (the
 * cart and the payment: tests/php/Store/ShopCurrencyTest.php). An unknown code refused with the German error:
 * tests/php/Store/ShopCurrencyTest.php.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { saveSettings } from '../settings';
import { seriousViolations } from '../shopper/account-helpers';

test( 'an admin switches the shop to Swiss francs, and the product page follows', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/options-general.php?page=vitrine-shop' );
	const currency = page.getByLabel( 'Währung' );
	await expect( currency ).toHaveValue( 'EUR' );
	await expect( currency ).toHaveAccessibleDescription(
		'Preise, Summen und Zahlungen sind in dieser Währung. Produktpreise werden nicht umgerechnet.'
	);
	expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual( [] );

	await currency.selectOption( { label: 'Schweizer Franken (CHF)' } );
	await saveSettings( page );
	await expect( currency ).toHaveValue( 'CHF' );

	// A code the select does not offer, as a forged request would send it, is
	// refused in German and the currency kept: ShopCurrencyTest, "an unknown
	// code keeps the old currency with a German error".

	// The product page, as the server sends it (what the cart then adds up,
	// 17,80 CHF with shipping: ShopCurrencyTest, "prices, totals, purchase
	// units and the order follow the currency").
	const product = await page.request.get( '/produkt/kaffeetasse/' );
	expect( await product.text() ).toMatch(
		/<span class="vitrine-price price">12,90\u00a0CHF<\/span>/
	);
} );
