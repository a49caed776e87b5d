/**
 * Manual renewal (§3.11 manualRenewalEnabled): once the shop owner
 * switches it on, the customer renews her subscription by hand and pays the
 * renewal order through its pay-for-order link.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logInOnAccountPage } from './account-helpers';

test( 'the customer renews her subscription by hand once the owner allows it', async ( {
	browser,
	page,
} ) => {
	// The admin (default storage state) switches manual renewal on.
	await page.goto( '/wp-admin/options-general.php?page=vitrine-shop' );
	await page
		.getByRole( 'checkbox', {
			name: 'Kunden dürfen Abos von Hand erneuern',
		} )
		.check();
	await page.getByRole( 'button', { name: 'Änderungen speichern' } ).click();
	await expect(
		page.getByRole( 'checkbox', {
			name: 'Kunden dürfen Abos von Hand erneuern',
		} )
	).toBeChecked();

	const customer = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const shopper = await customer.newPage();
	await logInOnAccountPage(
		shopper,
		CUSTOMER.login,
		CUSTOMER.password,
		'/mein-konto/abos/'
	);
	await shopper.getByRole( 'link', { name: /^Abo #\d+ ansehen$/ } ).click();
	const subscriptionUrl = shopper.url();
	await shopper.getByRole( 'button', { name: 'Jetzt erneuern' } ).click();
	// To the renewal order's pay-for-order page (Order::payment_url()).
	await expect( shopper ).toHaveURL( /[?&]key=vo_/ );

	await shopper.goto( subscriptionUrl );
	const related = shopper.getByRole( 'table', {
		name: 'Bestellungen zu diesem Abo',
	} );
	const renewal = related.getByRole( 'row' ).filter( {
		hasText: 'Verlängerung',
	} );
	await expect( renewal ).toHaveCount( 1 );
	// 29,90 € a month plus the standard shipping of the first order (4,90 €).
	await expect( renewal ).toContainText( '34,80 €' );
	await expect( renewal ).toContainText( 'Zahlung ausstehend' );
	await expect(
		renewal.getByRole( 'link', { name: /bezahlen$/ } )
	).toHaveAttribute( 'href', /key=vo_/ );

	// Asking again reuses the open renewal order.
	await shopper.getByRole( 'button', { name: 'Jetzt erneuern' } ).click();
	await expect( shopper ).toHaveURL( /[?&]key=vo_/ );
	await shopper.goto( subscriptionUrl );
	await expect( renewal ).toHaveCount( 1 );
	await customer.close();
} );
