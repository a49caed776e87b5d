/**
 * The admin orders screen: filter, a refused transition with its
 * German error, marking the pending order as paid, and the customer then
 * being an active member of the plan the product grants.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { seriousViolations } from '../shopper/account-helpers';

test( 'an admin marks a pending order as paid and the customer becomes a member', async ( {
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
	await status.evaluate( ( select: HTMLSelectElement ) => {
		select.add( new Option( 'Erstattet', 'refunded' ) );
		select.value = 'refunded';
	} );
	await page.getByRole( 'button', { name: 'Status ändern' } ).click();
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Eine Bestellung kann nicht von „Zahlung ausstehend“ zu „Erstattet“ wechseln.'
	);

	await page.getByLabel( 'Neuer Status' ).selectOption( 'completed' );
	await page.getByRole( 'button', { name: 'Status ändern' } ).click();
	await expect( page.getByRole( 'status' ) ).toHaveText(
		/^Bestellung #\d+ ist jetzt „Abgeschlossen“\.$/
	);

	await page.goto( '/wp-admin/users.php?s=kundin' );
	await page.getByRole( 'link', { name: 'kundin', exact: true } ).click();
	await expect( page.getByLabel( 'Basis', { exact: true } ) ).toHaveValue(
		'active'
	);
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
