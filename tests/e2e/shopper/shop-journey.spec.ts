/**
 * The whole shop path across its parts: product page → mini-cart
 * → cart → checkout with "Konto erstellen" → order-received page → the admin
 * marks the transfer as paid → the membership the product grants is active →
 * the new customer sees the paid order in her account; her next checkout, a
 * variable subscription, is filled in and ends under /mein-konto/abos/ with
 * the first-payment date its product page promised (§3.3). The admin's half
 * goes over HTTP (shop-helpers.ts setOrderStatus: the order screen's form
 * and its handler); her order screen and profile in the admin are
 * admin/orders.spec.ts's and tests/php/Memberships/MembershipsProfileTest.php's.
 * The other variation (quarterly, synchronised to the 1st) from the product
 * page's promise to the paid subscription: tests/php/Store/CheckoutAccountTest.php
 * (test_each_kaffee_abo_variation_ends_under_my_account_with_the_first_payment_its_page_promised).
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
import { SITE_DIR } from '../config';
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';
import { serverCart } from './product-helpers';
import { fillCart, setOrderStatus } from './shop-helpers';

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
 * Places a bank-transfer order, for a new account when an address is given
 * (else with the billing fields as filled in), and returns the order number
 * shown on the order-received page.
 *
 * @param page  Playwright page on /kasse/.
 * @param email E-mail address of a new customer.
 */
async function placeTransferOrder( page: Page, email?: string ) {
	if ( email ) {
		await fillBilling( page, email );
		await page.getByLabel( 'Konto erstellen' ).check();
	}
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
 * One of her account pages as the server sends it to her (the page's
 * cookies), without rendering it: the account pages themselves are
 * account-customer.spec.ts's.
 *
 * @param page Playwright page (her session).
 * @param url  Account path.
 */
async function accountHtml( page: Page, url: string ) {
	const response = await page.request.get( url );
	expect( response.status(), url ).toBe( 200 );
	return response.text();
}

test( 'a guest buys the membership by transfer, an admin marks it paid, she is a member and sees the paid order; her next checkout, the Kaffee-Abo, is filled in and the subscription shows the first payment its product page promised (§3.3)', async ( {
	page,
	requestUtils,
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
		orderId = await placeTransferOrder( page, email );
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
		// The server's cart is empty too.
		expect( ( await serverCart( page ) ).items ).toEqual( [] );
	} );

	await test.step( 'an admin marks the order as paid; the plan "Basis" is active for her', async () => {
		const screen = await setOrderStatus(
			requestUtils,
			orderId,
			'completed',
			'Abgeschlossen'
		);
		expect( screen ).toContain( email );
		// The members directory (for logged-in visitors) lists her as an
		// active member of "Basis".
		const directory = await (
			await requestUtils.request.get(
				'/mitglieder/?wcm_dir_search=Jana%20Weber'
			)
		).text();
		expect(
			directory.match(
				/<h2 class="vitrine-member__name">Jana Weber<\/h2><p class="vitrine-member__plan">([^<]*)<\/p>/g
			)
		).toEqual( [
			'<h2 class="vitrine-member__name">Jana Weber</h2><p class="vitrine-member__plan">Basis</p>',
		] );
	} );

	await test.step( 'the new customer, logged in by the checkout, sees the paid order; WordPress mailed her the link to set a password', async () => {
		const orders = await accountHtml( page, '/mein-konto/bestellungen/' );
		expect( orders ).toContain( 'aria-label="Mein Konto"' );
		const row = new RegExp(
			`<tr><th scope="row">#${ orderId }</th>.*?</tr>`
		).exec( orders )?.[ 0 ];
		expect( row, `her order #${ orderId }` ).toBeTruthy();
		expect( row ).toContain( 'Abgeschlossen' );
		expect( row ).toContain( '60,00\u00a0€' );
		expect( row ).not.toContain( 'vitrine-account__pay' );

		const mails = fs.readFileSync(
			path.join( SITE_DIR, 'wp-content', 'mail.log' ),
			'utf8'
		);
		expect( mails ).toContain( `To: ${ email } Subject:` );
	} );

	// Monthly: a 7-day trial (the quarterly variation: CheckoutAccountTest).
	let promised = '';
	let subscriptionOrder = '';
	await test.step( 'her next checkout, a Kaffee-Abo (monatlich) from its product page, is filled in', async () => {
		await page.goto( '/produkt/kaffee-abo/' );
		await page.getByLabel( 'Lieferung' ).selectOption( 'monatlich' );
		const firstPayment = page.locator( '.vitrine-first-payment' ).first();
		await expect( firstPayment ).toHaveText( /^Erste Zahlung: .+/ );
		promised = ( ( await firstPayment.textContent() ) ?? '' ).replace(
			/^Erste Zahlung: /,
			''
		);
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
		subscriptionOrder = await placeTransferOrder( page );
	} );

	await test.step( 'the subscription shows under /mein-konto/abos/ with the promised first payment, and after the transfer is paid it is active with that date next', async () => {
		const list = await accountHtml( page, '/mein-konto/abos/' );
		const rows = list.match(
			/<tr><th scope="row">#\d+ Kaffee-Abo.*?<\/tr>/g
		);
		expect( rows, 'one Kaffee-Abo' ).toHaveLength( 1 );
		expect( rows![ 0 ] ).toContain( promised );
		const url = /href="([^"]+\/mein-konto\/abos\/\d+\/)"/.exec(
			rows![ 0 ]
		)?.[ 1 ];
		expect( url, 'the subscription’s page' ).toBeTruthy();
		const details = async () =>
			( await accountHtml( page, String( url ) ) ).replace(
				/<[^>]+>/g,
				' '
			);
		const before = await details();
		expect( before ).toContain( 'Kaffee-Abo' );
		expect( before ).toContain( `#${ subscriptionOrder }` );
		expect( before ).toContain( promised );

		// Paying the transfer activates the subscription; the trial still ends on the promised day.
		await setOrderStatus(
			requestUtils,
			subscriptionOrder,
			'processing',
			'In Bearbeitung'
		);
		const after = await details();
		expect( after ).toContain( 'Aktiv' );
		expect( after ).toMatch(
			new RegExp(
				`Nächste Zahlung\\s+${ promised.replace( /\./g, '\\.' ) }`
			)
		);
	} );
} );

test( 'a guest fills her cart, logs in and checks out with her saved address', async ( {
	page,
} ) => {
	// By HTTP: adding from a product page is product-add-to-cart.spec.ts's,
	// the login form account-login.spec.ts's.
	await fillCart( page, [ { slug: 'kaffeetasse', quantity: 2 } ], null );
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
	// 2 × 12,90 + 4,90 standard shipping; her pending order's row with its
	// pay link in her account: tests/php/Account/AccountPageTest.php.
	await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
		'30,70 €'
	);
	await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
		'Zahlung ausstehend'
	);
} );
