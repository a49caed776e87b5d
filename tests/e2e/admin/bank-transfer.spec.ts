/**
 * Bank transfer, what only a browser shows: the settings page with the bank
 * account passes axe, and a guest's order-received page with the bank
 * details passes axe and fits a phone (390 px). Saving the account from
 * Einstellungen → Vitrine Shop (stored without spaces, shown grouped, the
 * BIC in capitals): tests/php/Admin/SettingsPageTest.php; a wrong IBAN
 * refused in German and the old one kept: BankAccountTest, which also
 * renders the order-received page's details with the order number as the
 * reference; the mails with the bank details, once each, and the payment
 * confirmation once marked paid: tests/php/Mail/OrderMailsTest.php. The
 * whole path through the checkout form: shopper/shop-journey.spec.ts.
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { transferOrder } from './admin-helpers';

test( 'the bank account’s settings page passes axe; a guest’s transfer order shows the account on its received page, which passes axe and fits a phone', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/options-general.php?page=vitrine-shop' );
	await expect( page.getByLabel( 'IBAN', { exact: true } ) ).toHaveValue(
		'DE89 3704 0044 0532 0130 00'
	);
	expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual( [] );

	// As the guest who ordered: without the admin's login.
	const order = transferOrder();
	await page.context().clearCookies();
	await page.goto( order.receivedPath );
	const details = page.locator( '.vitrine-bank-details' );
	await expect( details ).toContainText( 'Vitrine Demo e. V.' );
	await expect( details ).toContainText( 'DE89 3704 0044 0532 0130 00' );
	await expect( details ).toContainText( `Bestellung ${ order.id }` );
	expect( await seriousViolations( page ) ).toEqual( [] );
	// On a phone the bank details fit the screen (no horizontal scrolling).
	await page.setViewportSize( { width: 390, height: 844 } );
	await expect( details ).toContainText( 'DE89 3704 0044 0532 0130 00' );
	expect(
		await details.evaluate(
			( element ) =>
				element.scrollWidth > element.clientWidth ||
				element.getBoundingClientRect().right >
					document.documentElement.clientWidth
		)
	).toBe( false );
} );
