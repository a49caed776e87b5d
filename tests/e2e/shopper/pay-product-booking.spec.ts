/**
 * A guest and the customer pay for a booking with the wallet from its page:
 * date, time and persons (`wc_bookings_field*`) reach the server's cart
 * (§3.6), and the booking is paid per person.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	CUSTOMER,
	expectPaid,
	logInOnAccountPage,
	payWithWallet,
} from './pay-product-helpers';
import { daysFromToday, isoDay } from './product-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Fills the booking form: in 10 days at 14:00 for the given persons.
 *
 * @param page    Playwright page.
 * @param persons Persons.
 */
async function book( page: Page, persons: string ) {
	await page.goto( '/produkt/stadtfuehrung/' );
	await page.getByLabel( 'Datum' ).fill( isoDay( daysFromToday( 10 ) ) );
	await page.getByLabel( 'Uhrzeit' ).fill( '14:00' );
	await page.getByLabel( 'Personen' ).fill( persons );
}

test.describe( 'Wallet from a booking’s page (§2.4, §3.6)', () => {
	test( 'a guest pays for the booked date, time and persons', async ( {
		page,
		browser,
	} ) => {
		await book( page, '3' );
		const changed = page.waitForRequest( /wc-ajax=change_cart/ );
		const paying = payWithWallet( page );
		expect( ( await changed ).postDataJSON().products ).toMatchObject( [
			{
				quantity: 1,
				booking: {
					wc_bookings_field_start_date: isoDay( daysFromToday( 10 ) ),
					wc_bookings_field_start_date_time: '14:00',
					wc_bookings_field_persons: '3',
				},
			},
		] );
		const paid = await paying;
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'36,00 €' // 3 persons × 12 €, nothing shipped.
		);
		await expectPaid( page, browser, paid, 'Stadtführung' );
	} );

	test( 'the customer pays for the booked date, time and persons', async ( {
		page,
		browser,
	} ) => {
		await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
		await book( page, '2' );
		const paid = await payWithWallet( page );
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'24,00 €'
		);
		await expectPaid( page, browser, paid, 'Stadtführung' );
	} );
} );
