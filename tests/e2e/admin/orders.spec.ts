/**
 * The admin's order screens pass axe: the list and a provider-paid order
 * with its refund form. Everything they do is PHP forms, tested on the
 * server: the status filter, the status form offering only allowed
 * statuses and its result, the subscriptions list, a refund in part and
 * then the rest (tests/php/Admin/OrdersPageTest.php); a refused transition
 * with its German error and the membership that paying grants
 * (tests/php/Account/AccountPageTest.php); refused amounts and a form sent
 * twice (tests/php/Refunds/RefundTest.php); manual renewal saved from
 * Einstellungen → Vitrine Shop (tests/php/Admin/SettingsPageTest.php).
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

test( 'the orders list and a provider-paid order with its refund form pass axe', async ( {
	page,
} ) => {
	await page.goto(
		'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders'
	);
	await expect(
		page.getByRole( 'heading', { name: 'Bestellungen', level: 1 } )
	).toBeVisible();
	await expect( page.locator( 'table.wp-list-table' ) ).toContainText(
		'Katrin Sommer'
	);
	expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual( [] );

	// An order the demo paid through the provider (Katrin Sommer's).
	await page
		.locator( 'table.wp-list-table tbody tr' )
		.filter( { hasText: 'PayPal' } )
		.first()
		.getByRole( 'link' )
		.click();
	await expect( page.getByLabel( 'Zu erstattender Betrag' ) ).toBeVisible();
	await expect( page.getByLabel( 'Neuer Status' ) ).toBeVisible();
	expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual( [] );
} );
