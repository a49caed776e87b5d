/**
 * The cash voucher (OXXO, §9.3) end to end in a peso shop: a guest
 * chooses OXXO on /kasse/ with a Mexican address; the server confirms the
 * payment source at the provider and she lands on the order-received page
 * with the voucher link, the order on hold (also in her new account); the
 * emulator pays the voucher at the till and delivers the capture webhook
 * twice: the order is processing, paid once, one payment mail. A
 * billing address outside Mexico is refused at the method before any order
 * exists: tests/php/Payment/Voucher/OxxoCheckoutTest.php
 * (test_a_non_mexican_billing_address_is_refused_at_the_method_and_no_order_is_placed).
 * When the provider fails at checkout the order is kept and its
 * pay-for-order page says so and offers OXXO again:
 * tests/php/Payment/Voucher/OxxoPaymentTest.php
 * (test_a_provider_failure_at_checkout_keeps_the_order_and_sends_the_shopper_to_its_pay_for_order_page_with_the_voucher_flag,
 * test_a_provider_failure_leaves_the_order_pending_without_voucher_and_a_retry_works)
 * and OxxoCheckoutTest (test_the_pay_for_order_page_explains_a_voucher_that_could_not_be_made_at_checkout).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { BASE_URL, SITE_DIR } from '../config';
import { expect, test } from '../fixtures';
import { callsFromNow, emulator } from './pay-helpers';
import { shopSettings } from './pay-site';
import { fillCart } from './shop-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const WEBHOOK_ID = 'WHOXXOE2E1';
const VOUCHER = /\/payment\/oxxo\/voucher\?token=([A-Z0-9]+)$/;

/** The site's mail log, '' before the first mail. */
function mailLog(): string {
	const log = path.join( SITE_DIR, 'wp-content', 'mail.log' );
	return fs.existsSync( log ) ? fs.readFileSync( log, 'utf8' ) : '';
}

/**
 * Fills the checkout's billing fields with a Mexican address.
 *
 * @param page  Playwright page on /kasse/.
 * @param email E-mail address.
 */
async function fillMexicanBilling( page: Page, email: string ) {
	const values: Record< string, string > = {
		billing_email: email,
		billing_first_name: 'Ana',
		billing_last_name: 'Pérez',
		billing_address_1: 'Avenida Juárez 10',
		billing_postcode: '06010',
		billing_city: 'Ciudad de México',
	};
	for ( const [ name, value ] of Object.entries( values ) ) {
		await page.locator( `#${ name }` ).fill( value );
	}
	await page.locator( '#billing_country' ).selectOption( 'MX' );
}

test.describe( 'OXXO cash voucher', () => {
	test( 'a guest pays with OXXO: voucher on the order-received page and in her account, on hold until the webhook, then processing once', async ( {
		page,
	} ) => {
		// The whole voucher life: more than one test's time.
		test.slow();
		// Set in the test: the fixture restores the database before a file's first test.
		shopSettings( {
			provider: { method_oxxo: true, webhook_id: WEBHOOK_ID },
			options: { vitrine_currency: 'MXN' },
		} );
		await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );
		await expect( page.getByLabel( 'OXXO (Barzahlung)' ) ).toBeVisible();
		await fillMexicanBilling( page, 'ana.perez@example.mx' );
		await page.getByLabel( 'Konto erstellen' ).check();
		await page.getByLabel( 'OXXO (Barzahlung)' ).check();
		await expect( page.locator( '#place_order' ) ).toBeVisible();
		const calls = await callsFromNow();
		await page.locator( '#place_order' ).click();

		await expect( page ).toHaveURL(
			/\/kasse\/bestellung-erhalten\/\d+\/\?key=/,
			{ timeout: 30_000 }
		);
		const id = /bestellung-erhalten\/(\d+)\//.exec( page.url() )?.[ 1 ];
		const overview = page.locator( '.vitrine-order-overview' );
		await expect( overview ).toContainText( 'In Wartestellung' );
		await expect( overview ).toContainText( 'OXXO (Barzahlung)' );
		const voucher = page.getByRole( 'link', {
			name: 'OXXO-Beleg öffnen',
		} );
		await expect( voucher ).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Dein OXXO-Beleg' } )
		).toBeVisible();
		await expect( page.locator( '.vitrine-voucher' ) ).toContainText(
			'MXN bar in einer OXXO-Filiale'
		);
		expect( await seriousViolations( page, '.vitrine-voucher' ) ).toEqual(
			[]
		);
		await expect( voucher ).toHaveAttribute( 'href', VOUCHER );
		const href = String( await voucher.getAttribute( 'href' ) );
		const providerOrder = String( VOUCHER.exec( href )?.[ 1 ] );
		const seen = await calls();
		expect(
			seen.filter(
				( call ) =>
					call.method === 'POST' &&
					call.path ===
						`/v2/checkout/orders/${ providerOrder }/confirm-payment-source`
			)
		).toHaveLength( 1 );

		// The voucher itself, at the provider.
		const [ voucherPage ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			voucher.click(),
		] );
		await expect( voucherPage.locator( '[data-amount]' ) ).toContainText(
			'MXN'
		);
		await voucherPage.close();

		// Her new account shows the order with its voucher.
		await page.goto( `/mein-konto/bestellungen/${ id }/` );
		await expect( page.locator( 'body' ) ).toContainText(
			'In Wartestellung'
		);
		await expect(
			page.getByRole( 'link', { name: 'OXXO-Beleg öffnen' } )
		).toHaveAttribute( 'href', href );
		await expect(
			page.getByRole( 'link', { name: 'Jetzt bezahlen' } )
		).toHaveCount( 0 );

		// She pays at the till; the provider delivers the capture webhook twice.
		const mailsBefore = mailLog();
		const paid = await emulator(
			`orders/${ providerOrder }/pay-voucher`,
			'POST',
			{
				webhook_id: WEBHOOK_ID,
				webhook_url: `${ BASE_URL }/wp-json/vitrine/v1/webhook`,
				deliveries: 2,
			}
		);
		expect(
			paid.deliveries.map( ( d: { status: number } ) => d.status )
		).toEqual( [ 200, 200 ] );
		expect( JSON.parse( paid.deliveries[ 0 ].body ) ).toMatchObject( {
			status: 'ok',
			paid: true,
		} );
		expect( paid.order.purchase_units[ 0 ].payments.captures ).toHaveLength(
			1
		);

		await page.reload();
		await expect( page.locator( 'body' ) ).toContainText(
			'In Bearbeitung'
		);
		await expect(
			page.getByRole( 'link', { name: 'OXXO-Beleg öffnen' } )
		).toHaveCount( 0 );
		const newMails = mailLog().slice( mailsBefore.length );
		expect(
			newMails.split( `Zahlung für deine Bestellung #${ id } erhalten` )
				.length - 1
		).toBe( 1 );
	} );
} );
