/**
 * My account → payment methods (Vault v3 without purchase, §2.6, §8.2): "Zahlungsmethode hinzufügen" saves a card through the card fields
 * in vault-setup mode (setup token → payment token at the emulator), lands
 * on payment_methods_page with the card listed; deleting it removes it
 * here and at the provider. A card the provider refuses to save (§8.2):
 * the configured error_message in src/payment/cards/test/mount.test.ts, the
 * German refusal with nothing saved in
 * tests/php/Payment/Vault/FaultsVaultTest.php.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';
import { providerSettings } from './pay-checkout-helpers';
import { approve, callsFromNow } from './pay-helpers';
import { CARD, PAYMENT_METHODS, typeCard } from './vault-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'a customer adds a card on the payment methods page and deletes it again, also at the provider; then saves her PayPal account there through the wallet in vault-only mode', async ( {
	page,
} ) => {
	providerSettings( { vaulting: true } );
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	await page.goto( PAYMENT_METHODS );
	await expect(
		page.getByRole( 'heading', { name: 'Zahlungsmethode hinzufügen' } )
	).toBeVisible();
	const before = await page.locator( 'table tbody tr' ).count();
	const calls = await callsFromNow();

	await typeCard( page, '#vitrine-vault-card' );
	expect( await page.content() ).not.toContain( CARD );
	await page.getByRole( 'button', { name: 'Karte speichern' } ).click();

	await page.waitForURL( ( url ) => url.pathname === PAYMENT_METHODS );
	const row = page.locator( 'table tbody tr', { hasText: '•••• 1111' } );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( '08/2031' );
	await expect( page.locator( 'table tbody tr' ) ).toHaveCount( before + 1 );
	const seen = await calls();
	const created = seen.filter(
		( call ) =>
			call.method === 'POST' && call.path === '/v3/vault/payment-tokens'
	);
	expect( created ).toHaveLength( 1 );
	const setup = seen.filter(
		( call ) =>
			call.method === 'POST' && call.path === '/v3/vault/setup-tokens'
	);
	expect( setup ).toHaveLength( 1 );

	await test.step( 'the card is deleted, here and at the provider', async () => {
		await row.getByRole( 'link', { name: /löschen/i } ).click();
		await page.getByRole( 'button', { name: 'Ja, löschen' } ).click();
		await expect( page.locator( 'body' ) ).toContainText(
			'Die Zahlungsart wurde gelöscht.'
		);
		await expect(
			page.locator( 'table tbody tr', { hasText: '•••• 1111' } )
		).toHaveCount( 0 );
		const deletes = ( await calls() ).filter(
			( call ) =>
				call.method === 'DELETE' &&
				call.path.startsWith( '/v3/vault/payment-tokens/' )
		);
		expect( deletes ).toHaveLength( 1 );
	} );

	await test.step( 'the wallet is saved in vault-only mode', async () => {
		const button = page.locator(
			'#vitrine-vault-wallet button[data-funding-source="paypal"]'
		);
		await expect( button ).toBeVisible();
		const setupToken = page.waitForResponse( /wc-ajax=create_setup_token/ );
		const [ popup ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			button.click(),
		] );
		expect( ( await ( await setupToken ).json() ).data.status ).toBe(
			'PAYER_ACTION_REQUIRED'
		);
		await approve( popup );

		await page.waitForURL( ( url ) => url.pathname === PAYMENT_METHODS );
		await expect(
			page.locator( 'table tbody tr', { hasText: 'Paypal' } )
		).toHaveCount( 1 );
	} );
} );
