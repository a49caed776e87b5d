/**
 * The whole shop path across its parts: product page → mini-cart
 * → cart → checkout with "Konto erstellen" → order-received page → the admin
 * marks the transfer as paid → the membership the product grants is active →
 * the new customer sees the paid order in her account. And a variable
 * subscription from its product page to /mein-konto/abos/ with the
 * first-payment date the product page promised (§3.3).
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
import { SITE_DIR, STORAGE_STATE_PATH, isLocalUrl } from '../config';
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Fills the billing fields with a valid German address.
 *
 * @param page  Playwright page on /kasse/.
 * @param email E-mail address of the new customer.
 */
async function fillBilling( page: Page, email: string ) {
	const values: Record< string, string > = {
		billing_email: email,
		billing_first_name: 'Jana',
		billing_last_name: 'Weber',
		billing_address_1: 'Hafenstraße 3',
		billing_postcode: '20457',
		billing_city: 'Hamburg',
	};
	for ( const [ name, value ] of Object.entries( values ) ) {
		await page.locator( `#${ name }` ).fill( value );
	}
}

/**
 * Places a bank-transfer order for a new account and returns the order number
 * shown on the order-received page.
 *
 * @param page  Playwright page on /kasse/.
 * @param email E-mail address of the new customer.
 */
async function placeTransferOrderWithAccount( page: Page, email: string ) {
	await fillBilling( page, email );
	await page.getByLabel( 'Konto erstellen' ).check();
	await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
	await page.locator( '#place_order' ).click();

	await expect( page ).toHaveURL(
		/\/kasse\/bestellung-erhalten\/\d+\/\?key=vo_/,
		{ timeout: 30_000 }
	);
	await expect(
		page.getByText( 'Vielen Dank. Deine Bestellung ist eingegangen.' )
	).toBeVisible();
	const id = /bestellung-erhalten\/(\d+)\//.exec( page.url() )?.[ 1 ] ?? '';
	const overview = page.locator( '.vitrine-order-overview' );
	await expect( overview ).toContainText( `Bestellnummer${ id }` );
	await expect( overview ).toContainText( 'Überweisung (Vorkasse)' );
	await expect( page.locator( '.vitrine-bank-details' ) ).toContainText(
		'DE89 3704 0044 0532 0130 00'
	);
	await expect( page.locator( '.vitrine-bank-details' ) ).toContainText(
		`Bestellung ${ id }`
	);
	return id;
}

/**
 * A page of a second, logged-in admin browser (its own cookies), with the
 * same loopback-only rule as the fixtures' page.
 *
 * @param browser Playwright browser.
 */
async function adminPage( browser: Browser ) {
	const context = await browser.newContext( {
		storageState: STORAGE_STATE_PATH,
	} );
	const blocked: string[] = [];
	await context.route( '**/*', ( route ) => {
		if ( isLocalUrl( route.request().url() ) ) {
			return route.fallback();
		}
		blocked.push( route.request().url() );
		return route.abort( 'blockedbyclient' );
	} );
	const page = await context.newPage();
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( String( error ) ) );
	return { context, page, blocked, errors };
}

test( 'a guest buys the membership by transfer, an admin marks it paid, she is a member and sees the paid order', async ( {
	page,
	browser,
} ) => {
	const email = `jana.weber.${ Date.now() }@example.org`;
	let orderId = '';

	await test.step( 'add the membership from its product page; the mini-cart follows without a reload', async () => {
		await page.goto( '/produkt/jahresmitgliedschaft/' );
		const miniCart = page.locator( '[data-vitrine-mini-cart]' );
		await expect( miniCart.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'0 Artikel'
		);
		// A reload would lose this mark.
		await page.evaluate( () => {
			( window as unknown as { journeyMark: number } ).journeyMark = 1;
		} );
		await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await expect( page.getByRole( 'status' ).first() ).toContainText(
			'„Jahresmitgliedschaft“ wurde deinem Warenkorb hinzugefügt.'
		);
		await expect( miniCart.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'1 Artikel'
		);
		await expect( miniCart.locator( '[data-mini-cart-total]' ) ).toHaveText(
			'60,00 €'
		);
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { journeyMark?: number } )
						.journeyMark
			)
		).toBe( 1 );
	} );

	await test.step( 'open the cart through the mini-cart, then the checkout', async () => {
		const miniCart = page.locator( '[data-vitrine-mini-cart]' );
		await miniCart.locator( 'summary' ).click();
		await expect(
			miniCart.locator( '.vitrine-mini-cart__items' )
		).toContainText( 'Jahresmitgliedschaft' );
		await expect(
			miniCart.getByRole( 'link', { name: 'Kasse', exact: true } )
		).toBeVisible();
		await miniCart
			.getByRole( 'link', { name: 'Warenkorb ansehen' } )
			.click();
		await expect( page ).toHaveURL( /\/warenkorb\/$/ );
		await expect( page.locator( 'main' ) ).toContainText(
			'Jahresmitgliedschaft'
		);
		await page.getByRole( 'link', { name: 'Weiter zur Kasse' } ).click();
		await expect( page ).toHaveURL( /\/kasse\/$/ );
	} );

	await test.step( 'check out by transfer with a new account', async () => {
		orderId = await placeTransferOrderWithAccount( page, email );
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'60,00 €'
		);
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'Zahlung ausstehend'
		);
		await expect( page.locator( '.vitrine-order-table' ) ).toContainText(
			'Jahresmitgliedschaft'
		);
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'0 Artikel'
		);
		await page.goto( '/warenkorb/' );
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'0 Artikel'
		);
	} );

	await test.step( 'an admin marks the order as paid; the plan "Basis" is active for her', async () => {
		const admin = await adminPage( browser );
		try {
			await admin.page.goto(
				`/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders&order=${ orderId }`
			);
			await expect(
				admin.page.locator( '#wpbody-content' )
			).toContainText( email );
			await admin.page
				.getByLabel( 'Neuer Status' )
				.selectOption( 'completed' );
			await admin.page
				.getByRole( 'button', { name: 'Status ändern' } )
				.click();
			await expect( admin.page.getByRole( 'status' ) ).toHaveText(
				`Bestellung #${ orderId } ist jetzt „Abgeschlossen“.`
			);

			await admin.page.goto(
				`/wp-admin/users.php?s=${ encodeURIComponent( email ) }`
			);
			const rows = admin.page.locator( 'table.wp-list-table tbody tr' );
			await expect( rows ).toHaveCount( 1 );
			await rows.locator( '.column-username a' ).first().click();
			// WordPress' user-profile.js sets its form on jQuery ready; leaving
			// the profile before that makes its beforeunload handler throw.
			await admin.page.waitForURL( /user-edit\.php/, {
				waitUntil: 'load',
			} );
			await expect(
				admin.page.getByLabel( 'Basis', { exact: true } )
			).toHaveValue( 'active' );

			// The members directory (for logged-in visitors) lists her as an active member of "Basis".
			await admin.page.goto( '/mitglieder/?wcm_dir_search=Jana%20Weber' );
			const card = admin.page.locator( '.vitrine-member', {
				hasText: 'Jana Weber',
			} );
			await expect( card ).toHaveCount( 1 );
			await expect( card.locator( '.vitrine-member__plan' ) ).toHaveText(
				'Basis'
			);
			expect( admin.blocked ).toEqual( [] );
			expect( admin.errors ).toEqual( [] );
		} finally {
			await admin.context.close();
		}
	} );

	await test.step( 'the new customer, logged in by the checkout, sees the paid order', async () => {
		await page.goto( '/mein-konto/bestellungen/' );
		await expect(
			page.getByRole( 'navigation', { name: 'Mein Konto' } )
		).toBeVisible();
		const row = page.getByRole( 'row', {
			name: new RegExp( `^#${ orderId } ` ),
		} );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( 'Abgeschlossen' );
		await expect( row ).toContainText( '60,00 €' );
		await expect( row ).not.toContainText( 'Bezahlen' );
	} );

	await test.step( 'WordPress mailed her the link to set a password; her next checkout is filled in', async () => {
		const mails = fs.readFileSync(
			path.join( SITE_DIR, 'wp-content', 'mail.log' ),
			'utf8'
		);
		expect( mails ).toContain( `To: ${ email } Subject:` );

		await page.goto( '/produkt/kaffeetasse/' );
		await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'1 Artikel'
		);
		await page.goto( '/kasse/' );
		await expect( page.locator( '#billing_email' ) ).toHaveValue( email );
		await expect( page.locator( '#billing_address_1' ) ).toHaveValue(
			'Hafenstraße 3'
		);
		await expect( page.locator( '#billing_city' ) ).toHaveValue(
			'Hamburg'
		);
		await expect( page.locator( '#createaccount' ) ).toHaveCount( 0 );
	} );
} );

// Monthly: a 7-day trial; quarterly: synchronised to the 1st of the month.
for ( const delivery of [ 'monatlich', 'vierteljährlich' ] ) {
	test( `a variable subscription (${ delivery }) bought by transfer shows under /mein-konto/abos/ with the first payment the product page promised (§3.3)`, async ( {
		page,
		browser,
	} ) => {
		await page.goto( '/produkt/kaffee-abo/' );
		await page.getByLabel( 'Lieferung' ).selectOption( delivery );
		const firstPayment = page.locator( '.vitrine-first-payment' ).first();
		await expect( firstPayment ).toHaveText( /^Erste Zahlung: .+/ );
		const promised = ( ( await firstPayment.textContent() ) ?? '' ).replace(
			/^Erste Zahlung: /,
			''
		);

		await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
		await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
			'1 Artikel'
		);
		await page.goto( '/kasse/' );
		const orderId = await placeTransferOrderWithAccount(
			page,
			// An address without umlauts (the option is "vierteljährlich").
			`abo.${ delivery.replace( 'ä', 'ae' ) }.${ Date.now() }@example.org`
		);

		await page.goto( '/mein-konto/abos/' );
		const row = page.locator( 'tr', { hasText: 'Kaffee-Abo' } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( promised );
		await row.getByRole( 'link' ).first().click();
		await expect( page ).toHaveURL( /\/mein-konto\/abos\/\d+\/$/ );
		const details = page.locator( 'main' );
		await expect( details ).toContainText( 'Kaffee-Abo' );
		await expect( details ).toContainText( `#${ orderId }` );
		await expect( details ).toContainText( promised );

		const subscriptionUrl = page.url();

		// Paying the transfer activates the subscription; the trial still ends on the promised day.
		const admin = await adminPage( browser );
		try {
			await admin.page.goto(
				`/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-orders&order=${ orderId }`
			);
			await admin.page
				.getByLabel( 'Neuer Status' )
				.selectOption( 'processing' );
			await admin.page
				.getByRole( 'button', { name: 'Status ändern' } )
				.click();
			await expect( admin.page.getByRole( 'status' ) ).toHaveText(
				`Bestellung #${ orderId } ist jetzt „In Bearbeitung“.`
			);
			expect( admin.blocked ).toEqual( [] );
			expect( admin.errors ).toEqual( [] );
		} finally {
			await admin.context.close();
		}
		await page.goto( subscriptionUrl );
		await expect( details ).toContainText( 'Aktiv' );
		await expect( details ).toContainText( `Nächste Zahlung${ promised }` );
	} );
}

test( 'a guest fills her cart, logs in and checks out with her saved address', async ( {
	page,
} ) => {
	await page.goto( '/produkt/kaffeetasse/' );
	await page.getByLabel( 'Menge' ).fill( '2' );
	await page.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
	await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
		'2 Artikel'
	);

	// By HTTP: the login form is account-login.spec.ts's.
	await logIn( page, CUSTOMER.login, CUSTOMER.password );
	await page.goto( '/kasse/' );
	// The guest cart moved into her account's cart.
	await expect( page.locator( '[data-mini-cart-count]' ) ).toHaveText(
		'2 Artikel'
	);
	await expect( page.locator( '#billing_city' ) ).toHaveValue( 'Berlin' );
	await expect( page.locator( '#billing_email' ) ).toHaveValue(
		'kundin@vitrine.test'
	);
	await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
	await page.locator( '#place_order' ).click();
	await expect( page ).toHaveURL( /\/kasse\/bestellung-erhalten\/\d+\// );
	const id = new URL( page.url() ).pathname.split( '/' )[ 3 ];
	// 2 × 12,90 + 4,90 standard shipping.
	await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
		'30,70 €'
	);

	await page.goto( '/mein-konto/bestellungen/' );
	const row = page.getByRole( 'row', { name: new RegExp( `^#${ id } ` ) } );
	await expect( row ).toContainText( 'Zahlung ausstehend' );
	await expect(
		row.getByRole( 'link', { name: `Bestellung #${ id } bezahlen` } )
	).toBeVisible();
} );
