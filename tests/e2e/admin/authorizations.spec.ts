/**
 * §3.11 intent authorize on the admin's order screen: an authorized order
 * (made over PHP against the site's emulator, authorized-order.php) shows
 * its authorization, passes axe, and is captured in part with the capture
 * button; another is voided with the void button. The rules behind them —
 * exactly once, request ids, refunds only of a capture, mails, expiry, nonce
 * and capability — are PHPUnit's (tests/php/Payment/Authorizations/,
 * tests/php/Admin/AuthorizationBoxTest.php).
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { authorizedOrders } from './admin-helpers';

const orderUrl = ( id: string ) =>
	`/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders&order=${ id }`;

test( 'an authorized order is captured in part, another voided, from the order screen', async ( {
	page,
} ) => {
	const [ captured, voided ] = authorizedOrders( 2 );

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
