/**
 * German legal essentials: "inkl. MwSt., zzgl. Versand" next to
 * prices, the VAT per rate in cart, mini-cart, checkout and on the order,
 * the terms-and-withdrawal checkbox the shop owner switches on, and a wallet
 * payment whose purchase unit carries the tax (§3.6) and is captured once.
 */
/**
 * External dependencies
 */
import type { Browser } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { saveSettings } from '../settings';
import { STORAGE_STATE_PATH } from '../config';
import { emulator } from './pay-helpers';
import { expectPaid, payWithWallet } from './pay-product-helpers';
import { fillCart, seriousViolations } from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Switches the checkout's terms checkbox in the shop settings, as the shop
 * owner does.
 *
 * @param browser Browser (the admin gets a context of her own).
 * @param on      Whether the checkbox is asked for.
 */
async function termsCheckbox( browser: Browser, on: boolean ) {
	const admin = await browser.newContext( {
		storageState: STORAGE_STATE_PATH,
	} );
	try {
		const page = await admin.newPage();
		await page.goto( '/wp-admin/options-general.php?page=vitrine-shop' );
		const box = page.getByLabel(
			'Kunden bestätigen AGB und Widerrufsbelehrung an der Kasse'
		);
		await box.setChecked( on );
		await expect( page.getByLabel( 'Seite AGB' ) ).toBeVisible();
		await saveSettings( page );
		await expect( box ).toBeChecked( { checked: on } );
	} finally {
		await admin.close();
	}
}

/**
 * Fills the billing fields of a valid German address.
 *
 * @param page Playwright page on the checkout.
 */
async function fillBilling( page: import('@playwright/test').Page ) {
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

test.describe( 'German VAT and the terms checkbox', () => {
	test( 'prices say "inkl. MwSt., zzgl. Versand" on product pages and in the shop, tax-free and unshipped ones say so', async ( {
		page,
	} ) => {
		for ( const width of [ 1280, 390 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( '/produkt/kaffeetasse/' );
			const note = page.locator(
				'.wp-block-vitrine-product-price .vitrine-tax-note'
			);
			await expect( note ).toHaveText( 'inkl. MwSt., zzgl. Versand' );
			await expect(
				note.getByRole( 'link', { name: 'Versand' } )
			).toHaveAttribute( 'href', /\/versand\/$/ );
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth <=
						document.documentElement.clientWidth
				)
			).toBe( true );
		}
		expect(
			await seriousViolations( page, '.wp-block-vitrine-product-price' )
		).toEqual( [] );

		await page.goto( '/produkt/ticket-sommerfest/' );
		await expect(
			page.locator( '.wp-block-vitrine-product-price .vitrine-tax-note' )
		).toHaveText( 'inkl. MwSt.' );
		await page.goto( '/produkt/jahresmitgliedschaft/' );
		await expect(
			page.locator( '.wp-block-vitrine-product-price .vitrine-tax-note' )
		).toHaveText( 'steuerfrei' );

		await page.goto( '/shop/' );
		const notes = page.locator(
			'.wp-block-post .wp-block-vitrine-product-price .vitrine-tax-note'
		);
		expect( await notes.count() ).toBeGreaterThan( 3 );
		await expect(
			page
				.locator( '.wp-block-post', { hasText: 'Kaffeetasse' } )
				.locator( '.vitrine-tax-note' )
		).toHaveText( 'inkl. MwSt., zzgl. Versand' );
	} );

	test( 'the cart shows the VAT per rate and repaints it after a change; mini-cart and checkout agree', async ( {
		page,
	} ) => {
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
		await expect( taxes ).toHaveText( 'enthaltene MwSt. 19 %6,96 €' );
		await expect( cart.locator( '[data-cart-total]' ) ).toHaveText(
			'103,60 €'
		);

		const miniCart = page.locator( '.wp-block-vitrine-mini-cart' ).first();
		await miniCart.locator( 'summary' ).click();
		await expect(
			miniCart.locator( '[data-mini-cart-tax]:visible' )
		).toHaveText( 'enthaltene MwSt. 19 %6,96 €' );

		await page.goto( '/kasse/' );
		await expect(
			page.locator( '.vitrine-order-table .vitrine-tax-row' )
		).toHaveText( 'enthaltene MwSt. 19 %6,96 €' );
	} );

	test( 'with the terms checkbox on, an order without it is refused in German and one with it shows its VAT', async ( {
		page,
		browser,
	} ) => {
		await termsCheckbox( browser, true );
		try {
			await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );
			const terms = page.getByRole( 'checkbox', {
				name: 'Ich habe die AGB und die Widerrufsbelehrung gelesen und stimme ihnen zu.',
			} );
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

			await fillBilling( page );
			await page.locator( '#place_order' ).click();
			const message =
				'Bitte lies und akzeptiere die AGB und die Widerrufsbelehrung, um deine Bestellung aufzugeben.';
			await expect(
				page.locator( '#vitrine-checkout-errors' )
			).toContainText( message );
			await expect( terms ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect( terms ).toHaveAccessibleDescription( message );
			await expect( page.locator( '#billing_city' ) ).toHaveValue(
				'Köln'
			);

			await terms.check();
			await page.locator( '#place_order' ).click();
			await page.waitForURL(
				/\/kasse\/bestellung-erhalten\/\d+\/\?key=/
			);
			// 12,90 € include 2,06 €, the 4,90 € shipping 0,78 €.
			await expect(
				page.locator( '.vitrine-order-table .vitrine-tax-row' )
			).toHaveText( 'enthaltene MwSt. 19 %2,84 €' );
		} finally {
			await termsCheckbox( browser, false );
		}
	} );

	test( 'a wallet payment sends net items with their tax that add up, is accepted and captured once', async ( {
		page,
		browser,
	} ) => {
		await page.goto( '/produkt/vitrine-shirt/' );
		await page.locator( 'select[name^="attribute_"]' ).selectOption( 'L' );
		await page.getByLabel( 'Menge' ).fill( '2' );
		const paid = await payWithWallet( page );
		// 2 × 26,90 € include 8,59 €, the 4,90 € shipping 0,78 €.
		await expect(
			page.locator( '.vitrine-order-table .vitrine-tax-row' )
		).toHaveText( 'enthaltene MwSt. 19 %9,37 €' );
		await expectPaid( page, browser, paid, 'Vitrine-Shirt' );

		const order = await emulator( `orders/${ paid.providerOrderId }` );
		const unit = order.purchase_units[ 0 ];
		// 2 × 26,90 € include 8,59 € (rounded once for the line), so one shirt
		// is 22,60 € + 4,30 € and the other 22,61 € + 4,29 €; shipping gross.
		expect( unit.amount ).toMatchObject( {
			currency_code: 'EUR',
			value: '58.70',
			breakdown: {
				item_total: { value: '45.21' },
				tax_total: { value: '8.59' },
				shipping: { value: '4.90' },
			},
		} );
		expect(
			unit.items.map(
				( item: {
					quantity: string;
					unit_amount: { value: string };
					tax: { value: string };
				} ) => [ item.quantity, item.unit_amount.value, item.tax.value ]
			)
		).toEqual( [
			[ '1', '22.60', '4.30' ],
			[ '1', '22.61', '4.29' ],
		] );
	} );
} );
