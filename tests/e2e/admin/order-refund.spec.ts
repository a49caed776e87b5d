/**
 * Admin orders: a provider payment is refunded from the
 * order screen, first in part ("12,50"), then the rest; the order lists its
 * refunds and ends "Erstattet". Refused amounts and a form sent twice:
 * tests/php/Refunds/RefundTest.php. The paid order is made on the site by
 * paid-order.php through the provider emulator.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { BASE_URL, SITE_DIR } from '../config';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../shopper/shop-helpers';

/** An order of two mugs (30,70 €) paid through the emulator; its number. */
function paidOrder(): string {
	const emulator = process.env.VITRINE_EMULATOR_URL;
	if ( ! emulator ) {
		throw new Error(
			'VITRINE_EMULATOR_URL is not set (each worker starts its emulator, see worker-site.ts).'
		);
	}
	return execFileSync(
		'php',
		[
			path.join( __dirname, 'paid-order.php' ),
			SITE_DIR,
			BASE_URL,
			emulator,
		],
		{ encoding: 'utf8' }
	).trim();
}

test( 'an admin refunds a provider payment in part, then the rest; the order ends refunded', async ( {
	page,
} ) => {
	const orderId = paidOrder();
	// A value of the order's details table (a layout table, so no row roles).
	const detail = ( label: string ) =>
		page
			.locator( '.form-table tr' )
			.filter( { has: page.locator( 'th', { hasText: label } ) } )
			.locator( 'td' );
	expect( orderId ).toMatch( /^\d+$/ );
	await page.goto(
		`/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders&order=${ orderId }`
	);
	await expect( detail( 'Zahlungsart' ) ).toHaveText( 'PayPal' );
	await expect(
		page.getByRole( 'heading', { name: 'Erstattungen' } )
	).toBeVisible();
	const amount = page.getByLabel( 'Zu erstattender Betrag' );
	await expect( amount ).toHaveValue( '30,70' );
	expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual( [] );

	// More than is left, refused in German, and the same form sent twice
	// (same nonce and refund number), refunding once: RefundTest, "amounts
	// beyond what is left or below a cent are refused in german without a
	// call" and "a stale form is refused before any call".
	await amount.fill( '12,50' );
	await page
		.getByRole( 'button', { name: 'Über den Zahlungsanbieter erstatten' } )
		.click();
	await expect( page.getByRole( 'status' ) ).toContainText(
		'12,50 € wurden erstattet'
	);
	await expect(
		page.getByText( 'Erstattet: 12,50 € von 30,70 €; noch 18,20 € übrig.' )
	).toBeVisible();
	await expect( amount ).toHaveValue( '18,20' );
	await expect( detail( 'Status' ) ).toHaveText( 'In Bearbeitung' );

	await page
		.getByRole( 'button', { name: 'Über den Zahlungsanbieter erstatten' } )
		.click();
	await expect( page.getByRole( 'status' ) ).toContainText(
		'18,20 € wurden erstattet'
	);
	await expect( detail( 'Status' ) ).toHaveText( 'Erstattet' );
	await expect(
		page.getByText( 'Erstattet: 30,70 € von 30,70 €; noch 0,00 € übrig.' )
	).toBeVisible();
	await expect( page.getByLabel( 'Zu erstattender Betrag' ) ).toHaveCount(
		0
	);
	await expect(
		page
			.getByRole( 'table' )
			.filter( { hasText: 'Erstattungs-ID' } )
			.getByRole( 'row' )
	).toHaveCount( 3 );
} );
