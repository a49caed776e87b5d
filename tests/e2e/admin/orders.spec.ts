/**
 * The admin's shop settings (with the bank account) and order screens: the
 * settings and the list pass axe; an authorized order (§3.11
 * intent authorize, made over PHP against the site's emulator,
 * authorized-order.php) shows its authorization, passes axe, and is captured
 * in part with the capture button, after which the provider-paid order with
 * its refund form passes axe; another is voided with the void button.
 *
 * Everything else they do is PHP forms, tested on the server: the status
 * filter, the status form offering only allowed statuses and its result, the
 * subscriptions list, a refund in part and then the rest
 * (tests/php/Admin/OrdersPageTest.php); saving the bank account (stored
 * without spaces, shown grouped, the BIC in capitals;
 * tests/php/Admin/SettingsPageTest.php), a wrong IBAN refused in German and
 * the old one kept (BankAccountTest); a refused transition with its German
 * error and the membership that paying grants
 * (tests/php/Account/AccountPageTest.php); refused amounts and a form sent
 * twice (tests/php/Refunds/RefundTest.php); manual renewal saved from
 * Einstellungen → Vitrine Shop (tests/php/Admin/SettingsPageTest.php); the
 * authorizations' rules — exactly once, request ids, refunds only of a
 * capture, mails, expiry, nonce and capability
 * (tests/php/Payment/Authorizations/, tests/php/Admin/AuthorizationBoxTest.php).
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { authorizedOrders } from './admin-helpers';

const orderUrl = ( id: string ) =>
	`/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders&order=${ id }`;

test( 'the shop settings and the orders list pass axe; an authorized order is captured in part, then passes axe as a paid order with its refund form; another is voided', async ( {
	page,
} ) => {
	const [ captured, voided ] = authorizedOrders( 2 );

	await test.step( 'the shop settings with the bank account pass axe', async () => {
		await page.goto( '/wp-admin/options-general.php?page=vitrine-shop' );
		await expect( page.getByLabel( 'IBAN', { exact: true } ) ).toHaveValue(
			'DE89 3704 0044 0532 0130 00'
		);
		expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual(
			[]
		);
	} );

	await test.step( 'the orders list passes axe', async () => {
		await page.goto(
			'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders'
		);
		await expect(
			page.getByRole( 'heading', { name: 'Bestellungen', level: 1 } )
		).toBeVisible();
		await expect( page.locator( 'table.wp-list-table' ) ).toContainText(
			'Katrin Sommer'
		);
		expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual(
			[]
		);
	} );

	await test.step( 'the authorized order shows its authorization and passes axe', async () => {
		await page.goto( orderUrl( captured ) );
		await expect(
			page.getByRole( 'heading', { name: 'Autorisierte Zahlung' } )
		).toBeVisible();
		await expect( page.locator( '.form-table' ).first() ).toContainText(
			'Zahlung autorisiert'
		);
		await expect( page.getByText( /garantiert/ ) ).toBeVisible();
		await expect( page.getByLabel( 'Zu erstattender Betrag' ) ).toHaveCount(
			0
		);
		expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual(
			[]
		);
	} );

	await test.step( 'capturing 10,00 € pays the order and offers the refund of that capture', async () => {
		await page.getByLabel( 'Zu erfassender Betrag' ).fill( '10,00' );
		await page.getByRole( 'button', { name: 'Zahlung erfassen' } ).click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'wurden erfasst'
		);
		await expect( page.locator( '.form-table' ).first() ).toContainText(
			'In Bearbeitung'
		);
		await expect( page.getByLabel( 'Zu erstattender Betrag' ) ).toHaveValue(
			'10,00'
		);
		await expect( page.getByLabel( 'Neuer Status' ) ).toBeVisible();
		expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual(
			[]
		);
	} );

	await test.step( 'voiding the other cancels it', async () => {
		await page.goto( orderUrl( voided ) );
		await page
			.getByRole( 'button', { name: 'Autorisierung aufheben' } )
			.click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'aufgehoben'
		);
		await expect( page.locator( '.form-table' ).first() ).toContainText(
			'Storniert'
		);
		await expect(
			page.getByRole( 'button', { name: 'Zahlung erfassen' } )
		).toHaveCount( 0 );
	} );
} );
