/**
 * German VAT in the browser once: the cart's VAT per rate repainted after a
 * change without a reload, the mini-cart and the checkout agreeing, and the
 * terms-and-withdrawal checkbox the shop owner switches on, refused without
 * it and accepted with it (§3.6).
 *
 * Server rendering and arithmetic are PHPUnit's: "inkl. MwSt., zzgl.
 * Versand" / "inkl. MwSt." / "steuerfrei" on product pages and in the shop,
 * the VAT rows of cart, mini-cart, checkout, order pages, admin and mail,
 * the terms checkbox's links and German refusal, and a wallet payment's
 * purchase unit (net items with their tax that add up, accepted by the
 * provider) in tests/php/Shop/VatShopTest.php and tests/php/Store/TaxTest.php.
 * The wallet payment from a product page itself: pay-product-simple.spec.ts.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { fillCart, seriousViolations, siteOption } from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/** The shop setting behind the terms checkbox (Store\TermsConsent). */
const TERMS_OPTION = 'vitrine_terms_checkbox';

/**
 * Fills the billing fields of a valid German address.
 *
 * @param page Playwright page on the checkout.
 */
async function fillBilling( page: Page ) {
	for ( const [ name, value ] of Object.entries( {
		billing_email: 'erika@example.org',
		billing_first_name: 'Erika',
		billing_last_name: 'Mustermann',
		billing_address_1: 'Heidestraße 17',
		billing_postcode: '51147',
		billing_city: 'Köln',
	} ) ) {
		await page.locator( `#${ name }` ).fill( value );
	}
}

// One cart from the cart page to the placed order; a step each.
test( 'the cart shows the VAT per rate and repaints it after a change; mini-cart and checkout agree; with the terms checkbox on, an order without it is refused in German and one with it shows its VAT', async ( {
	page,
} ) => {
	const vat = 'enthaltene MwSt. 19 %6,96 €';

	await test.step( 'the cart shows the VAT per rate and repaints it after a change; the mini-cart agrees', async () => {
		await fillCart( page, [
			{ slug: 'kaffeetasse', quantity: 2 },
			{ slug: 'jahresmitgliedschaft' },
		] );
		const cart = page.locator( '.wp-block-vitrine-cart' );
		const taxes = cart.locator( '[data-cart-taxes] tr' );
		// 2 × 12,90 € at 19 % include 4,12 €; the shipping goes with the mug
		// (the membership is tax-free and not shipped): 4,90 € include 0,78 €.
		await expect( taxes ).toHaveCount( 1 );
		await expect( taxes ).toHaveText( 'enthaltene MwSt. 19 %4,90 €' );
		await expect( cart.locator( '.vitrine-cart__grand-total' ) ).toHaveText(
			/Gesamt inkl\. MwSt\.\s*90,70\s€/
		);

		await cart.getByLabel( 'Menge von Kaffeetasse' ).fill( '3' );
		await cart.getByLabel( 'Menge von Kaffeetasse' ).press( 'Tab' );
		// 3 × 12,90 € include 6,18 €, plus 0,78 € of the shipping.
		await expect( taxes ).toHaveText( vat );
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'103,60 €'
		);

		const miniCart = page.locator( '.wp-block-vitrine-mini-cart' ).first();
		await miniCart.locator( 'summary' ).click();
		await expect(
			miniCart.locator( '[data-mini-cart-tax]:visible' )
		).toHaveText( vat );
	} );

	// The owner's switch, set in the database (restored before the next
	// spec file): its settings screen is the admin specs', its sanitising
	// VatShopTest's.
	siteOption( TERMS_OPTION, '1' );
	const terms = page.getByRole( 'checkbox', {
		name: 'Ich habe die AGB und die Widerrufsbelehrung gelesen und stimme ihnen zu.',
	} );

	await test.step( 'the checkout agrees and asks for the terms, linked and axe clean', async () => {
		await page.goto( '/kasse/' );
		await expect(
			page.locator( '.vitrine-order-table .vitrine-tax-row' )
		).toHaveText( vat );
		await expect( terms ).not.toBeChecked();
		const box = page.locator( '.vitrine-checkout__terms' );
		await expect(
			box.getByRole( 'link', { name: 'AGB', exact: true } )
		).toHaveAttribute( 'href', /\/agb\/$/ );
		await expect(
			box.getByRole( 'link', { name: 'Widerrufsbelehrung' } )
		).toHaveAttribute( 'href', /\/widerruf\/$/ );
		expect(
			await seriousViolations( page, '.vitrine-checkout__terms' )
		).toEqual( [] );
	} );

	await test.step( 'an order without the terms is refused in German, the input kept', async () => {
		await fillBilling( page );
		await page.locator( '#place_order' ).click();
		const message =
			'Bitte lies und akzeptiere die AGB und die Widerrufsbelehrung, um deine Bestellung aufzugeben.';
		await expect(
			page.locator( '#vitrine-checkout-errors' )
		).toContainText( message );
		await expect( terms ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( terms ).toHaveAccessibleDescription( message );
		await expect( page.locator( '#billing_city' ) ).toHaveValue( 'Köln' );
	} );

	await test.step( 'with the terms the order is placed and shows its VAT', async () => {
		await terms.check();
		await page.locator( '#place_order' ).click();
		await page.waitForURL( /\/kasse\/bestellung-erhalten\/\d+\/\?key=/ );
		await expect(
			page.locator( '.vitrine-order-table .vitrine-tax-row' )
		).toHaveText( vat );
	} );
} );
