/**
 * Hostile bodies to the shop's POST forms on the running site:
 * lists where strings belong (`field[]=x`), huge, negative and
 * fractional numbers, missing fields and long strings. Every answer is below
 * 500, names the problem in German, and the site's debug.log gets no line.
 *
 * The add-to-cart form's bodies (product IDs that are not one, lists where
 * the ID belongs, hostile quantities of a real product) are proven through
 * its handler in tests/php/Shared/FormInputTest.php
 * (test_the_add_to_cart_form_answers_raw_hostile_bodies_in_german, where a
 * notice or warning fails the test).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { SITE_DIR } from '../config';
import { expect, test } from '../fixtures';
import { CUSTOMER, logInOnAccountPage } from './account-helpers';
import { fillCart } from './shop-helpers';

const DEBUG_LOG = path.join( SITE_DIR, 'debug.log' );
const MIN = '-9223372036854775808';
const LONG = 'x'.repeat( 20000 );
const EXPIRED = 'Deine Sitzung ist abgelaufen';

/** The debug log's length now (0 when there is none yet). */
function logSize(): number {
	return fs.existsSync( DEBUG_LOG ) ? fs.statSync( DEBUG_LOG ).size : 0;
}

/**
 * What the debug log got since an earlier length.
 *
 * @param from Length of the log before.
 */
function logSince( from: number ): string {
	return fs.existsSync( DEBUG_LOG )
		? fs.readFileSync( DEBUG_LOG, 'utf8' ).slice( from )
		: '';
}

/**
 * Posts a raw form body (so lists like `a[]=x` go as they are) with the
 * page's cookies.
 *
 * @param page Playwright page (its context's cookies are sent).
 * @param url  Target.
 * @param body `application/x-www-form-urlencoded` body.
 */
function post( page: Page, url: string, body: string ): Promise< APIResponse > {
	return page.request.post( url, {
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		data: body,
		maxRedirects: 0,
	} );
}

/**
 * Asserts an answer: no 5xx, and a redirect or a German message.
 *
 * @param response The answer.
 * @param german   Text the page must hold, or null for a redirect.
 * @param body     What was sent (for the failure message).
 */
async function expectHandled(
	response: APIResponse,
	german: string | null,
	body: string
) {
	expect( response.status(), body ).toBeLessThan( 500 );
	if ( german === null ) {
		expect( [ 302, 303 ], body ).toContain( response.status() );
		return;
	}
	expect( await response.text(), body ).toContain( german );
}

/**
 * A hidden field's value in the page's HTML.
 *
 * @param page     Playwright page.
 * @param selector The input.
 */
function hidden( page: Page, selector: string ) {
	return page.locator( selector ).first().inputValue();
}

test.describe( 'Hostile form input', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'the cart and checkout forms take lists, huge numbers and long strings with German errors', async ( {
		page,
	} ) => {
		await fillCart( page, [ { slug: 'kaffeetasse' } ] );
		const cartNonce = await hidden(
			page,
			'.vitrine-cart__form input[name="_vitrine_nonce"]'
		);
		const removeNonce = await hidden(
			page,
			'form[id^="vitrine-remove-"] input[name="_vitrine_nonce"]'
		);
		const key =
			( await page
				.locator( '.vitrine-cart__item' )
				.getAttribute( 'data-cart-item-key' ) ) ?? '';
		const from = logSize();
		const cart = `vitrine_form=cart&_vitrine_nonce=${ cartNonce }`;
		const cases: Array< [ string, string | null ] > = [
			[
				`${ cart }&quantity[${ key }]=${ MIN }`,
				'Bitte gib als Menge eine ganze Zahl ein.',
			],
			[
				`${ cart }&quantity[${ key }]=1.5`,
				'Bitte gib als Menge eine ganze Zahl ein.',
			],
			[
				`${ cart }&quantity[${ key }][]=1&shipping_country[]=DE&shipping_method[]=x&shipping_city[a][b]=c`,
				null,
			],
			[
				`${ cart }&quantity=${ LONG }&shipping_postcode=${ LONG }`,
				null,
			],
			[ `vitrine_form=cart&_vitrine_nonce[]=${ cartNonce }`, EXPIRED ],
			[ `vitrine_form=cart`, EXPIRED ],
			[
				`vitrine_form=cart_remove&_vitrine_nonce=${ removeNonce }&cart_item_key[]=${ key }`,
				'',
			],
			[
				`vitrine_form=cart_remove&_vitrine_nonce=${ removeNonce }&cart_item_key=${ LONG }`,
				'',
			],
		];
		for ( const [ body, german ] of cases ) {
			await expectHandled(
				await post( page, '/warenkorb/', body ),
				german,
				body
			);
		}
		await page.goto( '/warenkorb/' );
		await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );

		await page.goto( '/kasse/' );
		const checkoutNonce = await hidden(
			page,
			'.vitrine-checkout__form input[name="_vitrine_nonce"]'
		);
		const checkout = `vitrine_form=checkout&_vitrine_nonce=${ checkoutNonce }&vitrine_checkout_token=${ 'Q'.repeat(
			32
		) }`;
		for ( const [ body, german ] of [
			[
				`${ checkout }&payment_method[]=bacs&billing_email[]=a@b.de&billing_city=${ LONG }`,
				'Bitte wähle eine Zahlungsart.',
			],
			[
				`${ checkout }&payment_method=bacs&createaccount[]=1&order_comments[]=x&billing_country[]=DE`,
				'ist ein Pflichtfeld',
			],
			[
				`vitrine_form=checkout&_vitrine_nonce=${ checkoutNonce }&vitrine_checkout_token[]=x`,
				EXPIRED,
			],
			[ 'vitrine_form[]=checkout', '' ],
		] as Array< [ string, string ] > ) {
			await expectHandled(
				await post( page, '/kasse/', body ),
				german,
				body
			);
		}
		const change = await page.request.get(
			`/kasse/?change_payment_method=${ MIN }`
		);
		expect( change.status() ).toBeLessThan( 500 );
		expect( logSince( from ) ).toBe( '' );
	} );

	test( 'the account, pay-for-order and change-payment forms refuse hostile IDs in German', async ( {
		page,
	} ) => {
		await logInOnAccountPage(
			page,
			CUSTOMER.login,
			CUSTOMER.password,
			'/mein-konto/abos/'
		);
		const from = logSize();
		for ( const body of [
			`vitrine_account_action=cancel-subscription&id=${ MIN }&_wpnonce=x`,
			`vitrine_account_action[]=cancel-subscription&id[]=1&_wpnonce[]=x`,
			`vitrine_account_action=delete-payment-method&id=1e30`,
			`vitrine_account_action=${ LONG }&id=${ LONG }&_wpnonce=${ LONG }`,
		] ) {
			const response = await post( page, '/mein-konto/abos/', body );
			await expectHandled( response, null, body );
		}
		await page.goto( '/mein-konto/abos/' );
		await expect( page.getByRole( 'alert' ).first() ).toContainText(
			'Deine Sitzung ist abgelaufen. Bitte versuche es noch einmal.'
		);

		// The change-payment page of her subscription, and its form.
		await page.getByRole( 'link', { name: /^Abo #\d+ ansehen$/ } ).click();
		const href =
			( await page
				.getByRole( 'link', { name: 'Zahlungsart ändern' } )
				.getAttribute( 'href' ) ) ?? '';
		await page.goto( href );
		const changeNonce = await hidden(
			page,
			'input[name="vitrine_form"][value="change_payment_method"] ~ input[name="_vitrine_nonce"]'
		);
		for ( const [ body, german ] of [
			[
				`vitrine_form=change_payment_method&_vitrine_nonce=${ changeNonce }&subscription_id=${ MIN }&payment_token=1`,
				'Dieses Abo gibt es nicht.',
			],
			[
				`vitrine_form=change_payment_method&_vitrine_nonce=${ changeNonce }&subscription_id[]=1&payment_token[]=1`,
				'Bitte wähle eine Zahlungsart.',
			],
			[
				`vitrine_form=change_payment_method&_vitrine_nonce=${ changeNonce }&subscription_id=1.5&payment_token=${ MIN }`,
				'Bitte wähle eine Zahlungsart.',
			],
		] as Array< [ string, string ] > ) {
			await expectHandled( await post( page, href, body ), german, body );
		}

		// Her pending order's pay-for-order form.
		await page.goto( '/mein-konto/bestellungen/' );
		const pay =
			( await page
				.locator( 'main a[href*="/kasse/bestellung-bezahlen/"]' )
				.first()
				.getAttribute( 'href' ) ) ?? '';
		await page.goto( pay );
		const payNonce = await hidden(
			page,
			'input[name="vitrine_form"][value="pay_for_order"] ~ input[name="_vitrine_nonce"]'
		);
		for ( const [ body, german ] of [
			[
				`vitrine_form=pay_for_order&_vitrine_nonce=${ payNonce }&order_id=${ MIN }&key[]=x&payment_method=bacs`,
				'Diese Bestellung gibt es nicht',
			],
			[
				`vitrine_form=pay_for_order&_vitrine_nonce=${ payNonce }&payment_method[]=bacs`,
				'Bitte wähle eine Zahlungsart.',
			],
			[
				`vitrine_form=pay_for_order&_vitrine_nonce=${ payNonce }&order_id=1e30&key=${ LONG }&payment_method=bacs`,
				'Diese Bestellung gibt es nicht',
			],
		] as Array< [ string, string ] > ) {
			await expectHandled( await post( page, pay, body ), german, body );
		}
		expect( logSince( from ) ).toBe( '' );
	} );
} );
