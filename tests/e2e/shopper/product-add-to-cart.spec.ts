/**
 * A shopper adds each product type to the cart from its product page
 * (§2.4, §3.6): the form calls change_cart, the cart holds the right lines
 * with the server's totals, and the `vitrine/cart` store has them without a
 * reload (the mini-cart reads it).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	daysFromToday,
	isoDay,
	serverCart,
	storeItems,
} from './product-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const addButton = { name: 'In den Warenkorb' } as const;

test.describe( 'Adding to the cart from a product page (§2.4, §3.6)', () => {
	test( 'simple product: the quantity goes into the cart, the store updates without reload', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/kaffeetasse/' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Kaffeetasse' } )
		).toBeVisible();
		await expect(
			page.locator( '.wp-block-vitrine-product-price .vitrine-price' )
		).toHaveText( '12,90 €' );
		await expect(
			page.locator( '.vitrine-add-to-cart__stock' )
		).toHaveText( 'Auf Lager' );
		await page.getByLabel( 'Menge' ).fill( '2' );
		const change = page.waitForRequest( /wc-ajax=change_cart/ );
		await page.getByRole( 'button', addButton ).click();
		const body = ( await change ).postDataJSON();
		expect( body ).toMatchObject( {
			add: true,
			products: [ { quantity: 2, variations: null, extra: {} } ],
		} );

		const notice = page.getByRole( 'status' );
		await expect( notice ).toHaveText(
			'„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt. Warenkorb ansehen'
		);
		await expect(
			notice.getByRole( 'link', { name: 'Warenkorb ansehen' } )
		).toHaveAttribute( 'href', /\/warenkorb\/$/ );
		expect( await storeItems( page ) ).toEqual( [
			{ name: 'Kaffeetasse', quantity: 2, total: '25.80' },
		] );
		const cart = await serverCart( page );
		expect( cart.items ).toMatchObject( [
			{ name: 'Kaffeetasse', quantity: 2, total: '25.80' },
		] );
		expect( cart.total ).toBe( '30.70' ); // 2 × 12,90 € + 4,90 € standard shipping.

		// A second add adds up instead of replacing the cart.
		await page.getByLabel( 'Menge' ).fill( '1' );
		await page.getByRole( 'button', addButton ).click();
		await expect
			.poll(
				async () => ( await serverCart( page ) ).items[ 0 ]?.quantity
			)
			.toBe( 3 );
		await expect
			.poll( async () => ( await storeItems( page ) )[ 0 ]?.quantity )
			.toBe( 3 );
	} );

	test( 'variable product: the chosen variation with its price goes into the cart', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/vitrine-shirt/' );
		const button = page.getByRole( 'button', addButton );
		await expect( button ).toHaveClass( /\bdisabled\b/ );
		await page.getByLabel( 'Größe' ).selectOption( 'L' );
		const variation = page.locator( '.vitrine-add-to-cart__variation' );
		await expect( variation.locator( '.price' ) ).toHaveText( '26,90 €' );
		await expect( variation.locator( '.stock' ) ).toHaveText( 'Auf Lager' );
		await expect( button ).not.toHaveClass( /\bdisabled\b/ );
		await button.click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'„Vitrine-Shirt“ wurde deinem Warenkorb hinzugefügt.'
		);
		const cart = await serverCart( page );
		expect( cart.items ).toMatchObject( [
			{ name: 'Vitrine-Shirt – L', quantity: 1, total: '26.90' },
		] );
		expect( cart.total ).toBe( '31.80' );
	} );

	test( 'grouped product: each quantity[{id}] becomes a line of its own product', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/fanpaket/' );
		await expect(
			page.getByRole( 'link', {
				name: 'Optionen für „Vitrine-Shirt“ wählen',
			} )
		).toBeVisible();
		// Nothing chosen: a German hint, no request.
		await page.getByRole( 'button', addButton ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Bitte wähle eine Menge für mindestens ein Produkt der Gruppe.'
		);
		await page.getByLabel( 'Menge von „Kaffeetasse“' ).fill( '3' );
		await page.getByRole( 'button', addButton ).click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'„Fanpaket“ wurde deinem Warenkorb hinzugefügt.'
		);
		const cart = await serverCart( page );
		expect( cart.items ).toMatchObject( [
			{ name: 'Kaffeetasse', quantity: 3, total: '38.70' },
		] );
		expect( cart.total ).toBe( '43.60' );
	} );

	test( 'booking: without a date the German error shows; with date, time and persons it is one line', async ( {
		page,
		consoleErrors,
	} ) => {
		await page.goto( '/produkt/stadtfuehrung/' );
		await expect(
			page.locator( '.wp-block-vitrine-product-price .vitrine-price' )
		).toHaveText( '12,00 € pro Person' );
		await page.getByLabel( 'Uhrzeit' ).fill( '14:00' );
		await page.getByRole( 'button', addButton ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Bitte wähle ein Datum für deine Buchung.'
		);
		expect( ( await serverCart( page ) ).items ).toEqual( [] );
		// The form answers a missing date itself, so no HTTP 400 is logged.
		expect( consoleErrors ).toEqual( [] );

		await page.getByLabel( 'Datum' ).fill( isoDay( daysFromToday( 10 ) ) );
		await page.getByLabel( 'Personen' ).fill( '3' );
		const change = page.waitForRequest( /wc-ajax=change_cart/ );
		await page.getByRole( 'button', addButton ).click();
		expect( ( await change ).postDataJSON().products ).toMatchObject( [
			{
				quantity: 1,
				booking: {
					wc_bookings_field_start_date: isoDay( daysFromToday( 10 ) ),
					wc_bookings_field_start_date_time: '14:00',
					wc_bookings_field_persons: '3',
				},
			},
		] );
		await expect( page.getByRole( 'status' ) ).toContainText(
			'„Stadtführung“ wurde deinem Warenkorb hinzugefügt.'
		);
		const cart = await serverCart( page );
		expect( cart.items ).toMatchObject( [
			{ name: 'Stadtführung', quantity: 1, total: '36.00' },
		] );
		expect( cart.total ).toBe( '36.00' ); // 3 persons × 12 €, nothing shipped.
	} );

	test( 'subscription: bought once, nothing due today during the trial', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/monatsbox/' );
		await expect( page.getByLabel( 'Menge' ) ).toHaveCount( 0 );
		await expect(
			page.locator( '.wp-block-vitrine-product-price .vitrine-price' )
		).toHaveText( '29,90 € pro Monat, 14 Tage kostenlos testen' );
		await page.getByRole( 'button', addButton ).click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'„Monatsbox“ wurde deinem Warenkorb hinzugefügt.'
		);
		const cart = await serverCart( page );
		expect( cart.items ).toMatchObject( [
			{ name: 'Monatsbox', quantity: 1, total: '0.00' },
		] );
		expect( cart.total ).toBe( '4.90' ); // Free trial; the box is shipped.
	} );

	test( 'variable subscription: the chosen variation, once', async ( {
		page,
	} ) => {
		await page.goto( '/produkt/kaffee-abo/' );
		await page.getByLabel( 'Lieferung' ).selectOption( 'vierteljährlich' );
		await expect(
			page.locator( '.vitrine-add-to-cart__variation' )
		).toHaveText( '39,90 € alle 3 Monate' );
		await page.getByRole( 'button', addButton ).click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'„Kaffee-Abo“ wurde deinem Warenkorb hinzugefügt.'
		);
		const cart = await serverCart( page );
		expect( cart.items ).toMatchObject( [
			{ name: 'Kaffee-Abo – vierteljährlich', quantity: 1 },
		] );
		expect( cart.items ).toHaveLength( 1 );
		expect( await storeItems( page ) ).toHaveLength( 1 );
	} );
} );
