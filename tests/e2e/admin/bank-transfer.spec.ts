/**
 * Bank transfer: the shop owner sets the bank
 * account under Einstellungen → Vitrine Shop (that a wrong IBAN is refused
 * in German and the old one kept is BankAccountTest's), a guest's transfer
 * order shows it on the
 * order-received page, and the order mails (read from the site's mail log)
 * carry it with the order number as the reference.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { SITE_DIR } from '../config';
import { expect, test } from '../fixtures';
import { saveSettings } from '../settings';
import { fillCart, seriousViolations } from '../shopper/shop-helpers';

const MAIL_LOG = path.join( SITE_DIR, 'wp-content', 'mail.log' );

/** The mail log's size now: mails() after it see only the later mails. */
function mailLogSize(): number {
	return fs.existsSync( MAIL_LOG ) ? fs.statSync( MAIL_LOG ).size : 0;
}

/**
 * The mails of the log whose first line matches, each with its body.
 * Only the mails since `since` count: order numbers come again after the
 * database is restored for another spec file, the log stays.
 *
 * @param pattern Matches the "To: … Subject: …" line.
 * @param since   Byte offset in the log (mailLogSize() before the order).
 */
function mails( pattern: RegExp, since: number ): string[] {
	const log = fs.existsSync( MAIL_LOG )
		? fs.readFileSync( MAIL_LOG ).subarray( since ).toString( 'utf8' )
		: '';
	return log
		.split( /\n(?=\d{4}-\d\d-\d\dT)/ )
		.filter( ( entry ) => pattern.test( entry.split( '\n' )[ 0 ] ) );
}

/**
 * A guest orders two mugs by transfer; answers the order's number.
 *
 * @param browser Playwright browser.
 */
async function guestTransferOrder(
	browser: Browser
): Promise< { page: Page; orderId: string } > {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await fillCart( page, [ { slug: 'kaffeetasse', quantity: 2 } ] );
	await page.goto( '/kasse/' );
	for ( const [ name, value ] of Object.entries( {
		billing_email: 'paula@example.org',
		billing_first_name: 'Paula',
		billing_last_name: 'Überweisung',
		billing_address_1: 'Heidestraße 17',
		billing_postcode: '51147',
		billing_city: 'Köln',
	} ) ) {
		await page.locator( `#${ name }` ).fill( value );
	}
	await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
	await page.locator( '#place_order' ).click();
	await expect( page ).toHaveURL( /\/kasse\/bestellung-erhalten\/\d+\// );
	const orderId = /bestellung-erhalten\/(\d+)\//.exec( page.url() )?.[ 1 ];
	expect( orderId ).toBeTruthy();
	return { page, orderId: orderId as string };
}

// The IBAN's checks (a wrong checksum or length refused in German, the old
// IBAN kept and the rest saved): BankAccountTest.
test( 'the shop owner sets the bank account; a guest’s transfer order shows it on the order-received page, and the mails carry it, once each', async ( {
	page,
	browser,
} ) => {
	// What were two tests: their time together.
	test.setTimeout( 120_000 );
	await page.goto( '/wp-admin/options-general.php?page=vitrine-shop' );
	const iban = page.getByLabel( 'IBAN', { exact: true } );
	await expect( iban ).toHaveValue( 'DE89 3704 0044 0532 0130 00' );
	await expect( iban ).toHaveAccessibleDescription(
		'Leerzeichen sind erlaubt; die IBAN wird geprüft und ohne sie gespeichert.'
	);
	expect( await seriousViolations( page, '#wpbody-content' ) ).toEqual( [] );

	// A valid one typed in small letters without spaces is stored and shown grouped.
	await iban.fill( 'de02120300000000202051' );
	await page.getByLabel( 'Kontoinhaber' ).fill( 'Vitrine Laden GmbH' );
	await page.getByLabel( 'BIC' ).fill( 'byladem1001' );
	await page
		.getByLabel( 'Bank', { exact: true } )
		.fill( 'Deutsche Kreditbank Berlin' );
	await saveSettings( page );
	await expect( iban ).toHaveValue( 'DE02 1203 0000 0000 2020 51' );
	await expect( page.getByLabel( 'BIC' ) ).toHaveValue( 'BYLADEM1001' );
	await expect( page.getByLabel( 'Kontoinhaber' ) ).toHaveValue(
		'Vitrine Laden GmbH'
	);

	const since = mailLogSize();
	const guest = await guestTransferOrder( browser );
	const orderId = guest.orderId;
	const details = guest.page.locator( '.vitrine-bank-details' );
	await expect( details ).toContainText( 'Vitrine Laden GmbH' );
	await expect( details ).toContainText( 'DE02 1203 0000 0000 2020 51' );
	await expect( details ).toContainText( 'BYLADEM1001' );
	await expect( details ).toContainText( 'Deutsche Kreditbank Berlin' );
	await expect( details ).toContainText( `Bestellung ${ orderId }` );
	expect( await seriousViolations( guest.page ) ).toEqual( [] );
	// On a phone the bank details fit the screen (no horizontal scrolling).
	await guest.page.setViewportSize( { width: 390, height: 844 } );
	await expect( details ).toContainText( 'DE02 1203 0000 0000 2020 51' );
	const overflow = await details.evaluate(
		( element ) =>
			element.scrollWidth > element.clientWidth ||
			element.getBoundingClientRect().right >
				document.documentElement.clientWidth
	);
	expect( overflow ).toBe( false );
	await guest.page.context().close();

	// The customer is mailed the bank details and the shop owner the new order, once each.
	const toCustomer = mails(
		new RegExp(
			`To: paula@example\\.org Subject: \\[Vitrine\\] Deine Bestellung #${ orderId } ist eingegangen$`
		),
		since
	);
	expect( toCustomer ).toHaveLength( 1 );
	expect( toCustomer[ 0 ] ).toContain( 'Hallo Paula,' );
	expect( toCustomer[ 0 ] ).toMatch( /IBAN:\s+DE\d\d( \w{4}){4} \w\w/ );
	expect( toCustomer[ 0 ] ).toMatch(
		new RegExp( `Verwendungszweck:\\s+Bestellung ${ orderId }` )
	);
	expect( toCustomer[ 0 ] ).toMatch( /Gesamt:\s+30,70\s€/ );

	const toOwner = mails(
		new RegExp(
			`To: admin@vitrine\\.test Subject: \\[Vitrine\\] Neue Bestellung #${ orderId } `
		),
		since
	);
	expect( toOwner ).toHaveLength( 1 );

	// Marked paid, the customer gets one payment confirmation and the owner
	// nothing more: OrderMailsTest, "marking a transfer paid sends one
	// payment confirmation however often the status changes" (the status
	// form: orders.spec.ts).
} );
