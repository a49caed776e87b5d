/**
 * The admin orders screen: filter, only allowed statuses offered, marking
 * the pending order as paid. The server's side (a refused transition with
 * its German error, the customer then an active member of the plan the
 * product grants): tests/php/Account/AccountPageTest.php.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { seriousViolations } from '../shopper/account-helpers';

test( 'an admin filters the orders and marks a pending order as paid', async ( {
	page,
} ) => {
	await page.goto(
		'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders'
	);
	await expect(
		page.getByRole( 'heading', { name: 'Bestellungen', level: 1 } )
	).toBeVisible();
	await page
		.getByRole( 'navigation', { name: 'Bestellungen nach Status filtern' } )
		.getByRole( 'link', { name: 'Zahlung ausstehend' } )
		.click();
	const rows = page.locator( 'table.wp-list-table tbody tr' );
	await expect( rows ).toHaveCount( 1 );
	await expect( rows ).toContainText( 'Katrin Sommer' );
	expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual( [] );
	await rows.getByRole( 'link' ).click();

	await expect( page.getByText( 'Jahresmitgliedschaft' ) ).toBeVisible();
	const status = page.getByLabel( 'Neuer Status' );
	// The form offers only allowed statuses; the server checks again.
	await expect( status.locator( 'option[value="refunded"]' ) ).toHaveCount(
		0
	);
	// A forged transition refused in German: AccountPageTest, "admins change
	// status only as the status machine allows".
	await page.getByLabel( 'Neuer Status' ).selectOption( 'completed' );
	await page.getByRole( 'button', { name: 'Status ändern' } ).click();
	await expect( page.getByRole( 'status' ) ).toHaveText(
		/^Bestellung #\d+ ist jetzt „Abgeschlossen“\.$/
	);

	// That the customer is then an active member of the plan the product
	// grants: AccountPageTest (same test), and the profile in
	// shopper/shop-journey.spec.ts.
} );

test( 'admins see the subscriptions list and can switch manual renewal on', async ( {
	page,
} ) => {
	await page.goto(
		'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-subscriptions'
	);
	const table = page.locator( 'table.wp-list-table' );
	await expect( table ).toContainText( 'Katrin Sommer' );
	await expect( table ).toContainText( 'Monatsbox' );

	await page.goto( '/wp-admin/options-general.php?page=vitrine-shop' );
	const box = page.getByRole( 'checkbox', {
		name: 'Kunden dürfen Abos von Hand erneuern',
	} );
	await expect( box ).not.toBeChecked();
	await box.check();
	await page.getByRole( 'button', { name: 'Änderungen speichern' } ).click();
	await expect( box ).toBeChecked();
} );
