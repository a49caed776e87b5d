/**
 * The payment methods of /kasse/ and the pay-for-order page (§9.3) and
 * the §2.7 display rules applied to them: which wrapper shows for which
 * method, the place-order button, Enter suppression, axe, keyboard, phones.
 * The demo offers the bank transfer, the wallet and the card button. Which
 * methods the server offers when (IBAN, connection) is
 * tests/php/Shop/OfferedMethodsTest.php's; the methods' rule is Jest's
 * (src/payment/rules/test/).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';
import { fillCart, seriousViolations, tabTo } from './shop-helpers';

const WRAPPERS = {
	wallet: '#ppc-button-ppcp-gateway',
	cardButton: '#ppc-button-ppcp-card',
};

/** The demo's methods: radio label → method id. */
const METHODS: Array< [ string, string ] > = [
	[ 'Überweisung (Vorkasse)', 'bacs' ],
	[ 'PayPal', 'ppcp-gateway' ],
	[
		'Kartenzahlung über PayPal (ohne PayPal-Konto)',
		'ppcp-card-button-gateway',
	],
];

/**
 * Whether an element is rendered (displayed, whatever its size: a wrapper
 * is empty until its buttons arrive).
 *
 * @param page     Playwright page.
 * @param selector CSS selector.
 */
async function displayed( page: Page, selector: string ) {
	return page
		.locator( selector )
		.evaluate( ( element ) => element.checkVisibility() );
}

/**
 * What shows now: the two wrappers and the place-order button.
 *
 * @param page Playwright page.
 */
async function shown( page: Page ) {
	return {
		wallet: await displayed( page, WRAPPERS.wallet ),
		cardButton: await displayed( page, WRAPPERS.cardButton ),
		placeOrder: await displayed( page, '#place_order' ),
	};
}

/**
 * Switches through every method and checks what shows.
 *
 * @param page Playwright page on the checkout or pay-for-order page.
 */
async function expectSwitching( page: Page ) {
	await expect( page.locator( 'input[name="payment_method"]' ) ).toHaveCount(
		3
	);
	await page.getByLabel( 'PayPal', { exact: true } ).check();
	await expect
		.poll( () => shown( page ) )
		.toEqual( { wallet: true, cardButton: false, placeOrder: false } );
	await page
		.getByLabel( 'Kartenzahlung über PayPal (ohne PayPal-Konto)' )
		.check();
	await expect
		.poll( () => shown( page ) )
		.toEqual( { wallet: false, cardButton: true, placeOrder: false } );
	await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
	await expect
		.poll( () => shown( page ) )
		.toEqual( { wallet: false, cardButton: false, placeOrder: true } );
	await expect( page.locator( '#place_order' ) ).toBeVisible();
	// The §2.7 hidden inputs are in the form, empty until a button is clicked.
	await expect(
		page.locator( 'input[name="ppcp-funding-source"]' )
	).toHaveValue( '' );
	await expect(
		page.locator( 'input[name="ppcp-resume-order"]' )
	).toHaveValue( '' );
}

/**
 * Fills the billing fields of a valid German address.
 *
 * @param page Playwright page.
 */
async function fillBilling( page: Page ) {
	const values: Record< string, string > = {
		billing_email: 'erika@example.org',
		billing_first_name: 'Erika',
		billing_last_name: 'Mustermann',
		billing_address_1: 'Heidestraße 17',
		billing_postcode: '51147',
		billing_city: 'Köln',
	};
	for ( const [ name, value ] of Object.entries( values ) ) {
		await page.locator( `#${ name }` ).fill( value );
	}
}

/**
 * Places a bank-transfer order as a guest and returns its pay-for-order URL.
 *
 * @param page Playwright page.
 */
async function payUrl( page: Page ) {
	await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );
	await fillBilling( page );
	await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
	await page.locator( '#place_order' ).click();
	await expect( page ).toHaveURL( /\/kasse\/bestellung-erhalten\/\d+\// );
	const received = new URL( page.url() );
	const id = /bestellung-erhalten\/(\d+)\//.exec( received.pathname )?.[ 1 ];
	return `/kasse/bestellung-bezahlen/${ id }/?key=${ received.searchParams.get(
		'key'
	) }`;
}

test.describe( 'Payment methods on the checkout, guest (§2.7)', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'switching methods shows exactly the selected method’s wrapper and place-order only for the transfer; no serious axe violation with each; each box fits a phone 390 px wide; Enter in a billing input submits only with bank transfer', async ( {
		page,
	} ) => {
		// Several checks in one page session: more than one test's time.
		test.slow();
		await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );
		await expect( page.locator( '#payment_method_bacs' ) ).toBeChecked();
		await expect
			.poll( () => shown( page ) )
			.toEqual( { wallet: false, cardButton: false, placeOrder: true } );
		await expectSwitching( page );

		// No serious or critical axe violation with each method selected.
		for ( const [ label ] of METHODS ) {
			await page.getByLabel( label, { exact: true } ).check();
			expect( await seriousViolations( page ), label ).toEqual( [] );
		}

		// On a phone 390 px wide each method's box fits the screen.
		await page.setViewportSize( { width: 390, height: 800 } );
		for ( const [ label, id ] of METHODS ) {
			await page.getByLabel( label, { exact: true } ).check();
			const box = await page
				.locator( `li[data-method="${ id }"]` )
				.boundingBox();
			expect( box, label ).not.toBeNull();
			expect( box!.x, label ).toBeGreaterThanOrEqual( 0 );
			expect( box!.x + box!.width, label ).toBeLessThanOrEqual( 390 );
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth <=
						document.documentElement.clientWidth
				),
				label
			).toBe( true );
		}
		await page.setViewportSize( { width: 1280, height: 800 } );

		// Enter in a billing input does not submit with the wallet or the
		// card button selected, and does with bank transfer.
		await fillBilling( page );
		// Counts the form's submits (and stops them) while a provider method is selected.
		await page.evaluate( () => {
			const form = document.querySelector(
				'form.vitrine-checkout__form'
			)!;
			( window as unknown as { submits: number } ).submits = 0;
			form.addEventListener( 'submit', ( event ) => {
				if (
					document.querySelector( '#payment_method_bacs:checked' )
				) {
					return;
				}
				( window as unknown as { submits: number } ).submits++;
				event.preventDefault();
			} );
		} );
		const submits = () =>
			page.evaluate(
				() => ( window as unknown as { submits: number } ).submits
			);
		await page.getByLabel( 'PayPal', { exact: true } ).check();
		await page.locator( '#billing_city' ).press( 'Enter' );
		expect( await submits() ).toBe( 0 );
		await page
			.getByLabel( 'Kartenzahlung über PayPal (ohne PayPal-Konto)' )
			.check();
		await page.locator( '#billing_first_name' ).press( 'Enter' );
		expect( await submits() ).toBe( 0 );
		await expect( page ).toHaveURL( /\/kasse\/$/ );

		await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
		await page.locator( '#billing_city' ).press( 'Enter' );
		await expect( page ).toHaveURL( /\/kasse\/bestellung-erhalten\/\d+\// );
	} );

	test( 'on the pay-for-order page too', async ( { page } ) => {
		await page.goto( await payUrl( page ) );
		await expect( page.locator( 'form#order_review' ) ).toBeVisible();
		await expectSwitching( page );
		await expect( page.locator( '#place_order' ) ).toHaveText(
			'Bestellung bezahlen'
		);
	} );

	// The address, the shipping option and every method by keyboard, then
	// the transfer placed with Enter (checkout-form.spec.ts had the first half).
	test( 'the whole checkout works with the keyboard only: every method is chosen with the arrow keys, and the transfer is placed with Enter', async ( {
		page,
	} ) => {
		await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );
		const typed: Array< [ string, string ] > = [
			[ 'billing_email', 'max@example.org' ],
			[ 'billing_first_name', 'Max' ],
			[ 'billing_last_name', 'Muster' ],
			[ 'billing_address_1', 'Ringstraße 1' ],
			[ 'billing_postcode', '10115' ],
			[ 'billing_city', 'Berlin' ],
		];
		for ( const [ id, value ] of typed ) {
			await tabTo( page, id );
			await page.keyboard.type( value );
		}
		// The country select keeps its default (Deutschland) and is reachable.
		await tabTo( page, 'billing_country' );
		await expect( page.locator( '#billing_country' ) ).toHaveValue( 'DE' );
		// Express shipping with an arrow key in its radio group.
		await tabTo( page, 'vitrine-checkout-rate-standard' );
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			page.locator( '#vitrine-checkout-rate-express' )
		).toBeChecked();
		await tabTo( page, 'payment_method_bacs' );
		await expect( page.locator( '#payment_method_bacs' ) ).toBeChecked();
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			page.locator( '#payment_method_ppcp-gateway' )
		).toBeChecked();
		await expect
			.poll( () => shown( page ) )
			.toEqual( { wallet: true, cardButton: false, placeOrder: false } );
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			page.locator( '#payment_method_ppcp-card-button-gateway' )
		).toBeChecked();
		await expect
			.poll( () => shown( page ) )
			.toEqual( { wallet: false, cardButton: true, placeOrder: false } );
		await page.keyboard.press( 'ArrowDown' );
		await expect( page.locator( '#payment_method_bacs' ) ).toBeChecked();
		await tabTo( page, 'place_order' );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\/kasse\/bestellung-erhalten\/\d+\// );
		// 12,90 + 9,90 express.
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'22,80 €'
		);
	} );
} );

test.describe( 'Payment methods on the checkout, customer (§2.7, §6)', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'the logged-in customer sees the same methods and rules', async ( {
		page,
	} ) => {
		await logIn( page, CUSTOMER.login, CUSTOMER.password );
		await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );
		await expect( page.locator( '#createaccount' ) ).toHaveCount( 0 );
		await expectSwitching( page );
	} );
} );
