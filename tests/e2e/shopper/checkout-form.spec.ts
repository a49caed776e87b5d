/**
 * The checkout page (/kasse/, block vitrine/checkout), its order pages
 * (/kasse/bestellung-erhalten/{id}/, /kasse/bestellung-bezahlen/{id}/) and
 * the server's German validation (§3.5, §5).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { fillCart, seriousViolations, tabTo } from './shop-helpers';

/**
 * Fills the billing fields of a valid German address.
 *
 * @param page Playwright page.
 * @param skip Field names to leave empty.
 */
async function fillBilling( page: Page, skip: string[] = [] ) {
	const values: Record< string, string > = {
		billing_email: 'erika@example.org',
		billing_first_name: 'Erika',
		billing_last_name: 'Mustermann',
		billing_address_1: 'Heidestraße 17',
		billing_postcode: '51147',
		billing_city: 'Köln',
	};
	for ( const [ name, value ] of Object.entries( values ) ) {
		if ( ! skip.includes( name ) ) {
			await page.locator( `#${ name }` ).fill( value );
		}
	}
}

test.describe( 'Checkout for shoppers', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'a missing required field shows the German error and keeps the other values', async ( {
		page,
	} ) => {
		await fillCart( page, [ { slug: 'kaffeetasse' } ] );
		await page.goto( '/kasse/' );
		await fillBilling( page, [ 'billing_city' ] );
		await page.locator( '#order_comments' ).fill( 'Bitte klingeln.' );
		await page.locator( '#place_order' ).click();

		const alert = page.locator( '#vitrine-checkout-errors' );
		await expect( alert ).toHaveAttribute( 'role', 'alert' );
		await expect( alert ).toContainText(
			'Ort (Rechnungsadresse) ist ein Pflichtfeld.'
		);
		await expect( alert ).toBeFocused();
		const city = page.locator( '#billing_city' );
		await expect( city ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( city ).toHaveAccessibleDescription(
			'Ort (Rechnungsadresse) ist ein Pflichtfeld.'
		);
		await expect( page.locator( '#billing_email' ) ).toHaveValue(
			'erika@example.org'
		);
		await expect( page.locator( '#billing_address_1' ) ).toHaveValue(
			'Heidestraße 17'
		);
		await expect( page.locator( '#order_comments' ) ).toHaveValue(
			'Bitte klingeln.'
		);
		expect( await seriousViolations( page ) ).toEqual( [] );
	} );

	test( 'a bank transfer order lands on the order-received page with the bank details', async ( {
		page,
	} ) => {
		await fillCart( page, [ { slug: 'kaffeetasse', quantity: 2 } ] );
		await page.goto( '/kasse/' );
		expect( await seriousViolations( page ) ).toEqual( [] );
		await fillBilling( page );
		await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
		await page.locator( '#place_order' ).click();

		await expect( page ).toHaveURL(
			/\/kasse\/bestellung-erhalten\/\d+\/\?key=vo_/
		);
		await expect(
			page.getByText( 'Vielen Dank. Deine Bestellung ist eingegangen.' )
		).toBeVisible();
		const overview = page.locator( '.vitrine-order-overview' );
		await expect( overview ).toContainText( 'Überweisung (Vorkasse)' );
		// 2 × 12,90 + 4,90 standard shipping.
		await expect( overview ).toContainText( '30,70 €' );
		await expect( page.locator( '.vitrine-bank-details' ) ).toContainText(
			'DE89 3704 0044 0532 0130 00'
		);
		await expect( page.locator( '.vitrine-order-table' ) ).toContainText(
			'Kaffeetasse'
		);
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'0 Artikel'
		);
		expect( await seriousViolations( page ) ).toEqual( [] );

		// The same page with a wrong key shows nothing of the order.
		const url = new URL( page.url() );
		url.searchParams.set( 'key', 'vo_wrong' );
		await page.goto( url.toString() );
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'Diese Bestellung gibt es nicht'
		);
		await expect( page.locator( '.vitrine-order-table' ) ).toHaveCount( 0 );
	} );

	test( 'checkout and the pay-for-order page offer the switched-on methods but no card fields yet; the pay link needs its key', async ( {
		page,
	} ) => {
		await fillCart( page, [ { slug: 'ticket-sommerfest' } ] );
		await page.goto( '/kasse/' );
		// The demo's transfer, wallet and card button (the card fields are off in the demo).
		await expect(
			page.locator( 'input[name="payment_method"]' )
		).toHaveCount( 3 );
		await expect( page.locator( '#payment_method_bacs' ) ).toBeChecked();
		await expect( page.locator( '#ppcp-hosted-fields' ) ).toHaveCount( 0 );
		await fillBilling( page );
		await page.locator( '#place_order' ).click();

		await expect( page ).toHaveURL(
			/\/kasse\/bestellung-erhalten\/\d+\/\?key=vo_/
		);
		// The order pages have their own title, not "Kasse".
		await expect( page ).toHaveTitle( /^Bestellung erhalten\b/ );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Bestellung erhalten'
		);
		await expect(
			page.getByRole( 'heading', { name: 'Kasse' } )
		).toHaveCount( 0 );
		const received = new URL( page.url() );
		const id = /bestellung-erhalten\/(\d+)\//.exec(
			received.pathname
		)?.[ 1 ];
		const payUrl = `/kasse/bestellung-bezahlen/${ id }/?key=${ received.searchParams.get(
			'key'
		) }`;
		await page.goto( payUrl );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Bestellung bezahlen',
			} )
		).toBeVisible();
		await expect( page ).toHaveTitle( /^Bestellung bezahlen\b/ );
		await expect( page.locator( '.vitrine-order-table' ) ).toContainText(
			'Ticket Sommerfest'
		);
		await expect( page.locator( '#place_order' ) ).toBeVisible();
		await expect(
			page.locator( 'input[name="payment_method"]' )
		).toHaveCount( 3 );
		await expect( page.locator( '#ppc-button-ppcp-gateway' ) ).toHaveCount(
			1
		);
		expect( await seriousViolations( page ) ).toEqual( [] );

		const wrong = new URL( payUrl, page.url() );
		wrong.searchParams.set( 'key', 'vo_wrong' );
		await page.goto( wrong.toString() );
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'Diese Bestellung gibt es nicht'
		);
		await expect( page.locator( '#place_order' ) ).toHaveCount( 0 );

		// Paying by transfer from the pay-for-order page goes to the order-received page.
		await page.goto( payUrl );
		await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
		await page.locator( '#place_order' ).click();
		await expect( page ).toHaveURL( /\/kasse\/bestellung-erhalten\/\d+\// );
		await expect( page.locator( '.vitrine-bank-details' ) ).toBeVisible();
	} );

	test( 'the whole checkout works with the keyboard only', async ( {
		page,
	} ) => {
		await fillCart( page, [ { slug: 'kaffeetasse' } ] );
		await page.goto( '/kasse/' );
		const typed: Array< [ string, string ] > = [
			[ 'billing_email', 'max@example.org' ],
			[ 'billing_first_name', 'Max' ],
			[ 'billing_last_name', 'Muster' ],
			[ 'billing_address_1', 'Ringstraße 1' ],
			[ 'billing_postcode', '10115' ],
			[ 'billing_city', 'Berlin' ],
		];
		for ( const [ id, value ] of typed ) {
			await tabTo( page, id );
			await page.keyboard.type( value );
		}
		// The country select keeps its default (Deutschland) and is reachable.
		await tabTo( page, 'billing_country' );
		await expect( page.locator( '#billing_country' ) ).toHaveValue( 'DE' );
		// Express shipping, then bank transfer, with arrow keys in their radio groups.
		await tabTo( page, 'vitrine-checkout-rate-standard' );
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			page.locator( '#vitrine-checkout-rate-express' )
		).toBeChecked();
		await tabTo( page, 'payment_method_bacs' );
		await expect( page.locator( '#payment_method_bacs' ) ).toBeChecked();
		await tabTo( page, 'place_order' );
		await page.keyboard.press( 'Enter' );

		await expect( page ).toHaveURL( /\/kasse\/bestellung-erhalten\/\d+\// );
		// 12,90 + 9,90 express.
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'22,80 €'
		);
	} );
} );
