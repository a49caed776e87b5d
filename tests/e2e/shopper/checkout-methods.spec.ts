/**
 * The payment methods of /kasse/ (§9.3) and the §2.7 display rules applied
 * to them, for a guest and for the logged-in customer (§6): which wrapper
 * shows for which method, the place-order button, Enter suppression, axe,
 * keyboard, phones. The demo offers the bank transfer, the wallet and the
 * card button. The pay-for-order page's switching is checkout-form.spec.ts's
 * (on its one order). Which methods the server offers when (IBAN,
 * connection) is tests/php/Shop/OfferedMethodsTest.php's, the methods'
 * markup tests/php/Shop/PaymentSectionTest.php's; the methods' rule is
 * Jest's (src/payment/rules/test/).
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';
import {
	atPhoneWidths,
	expectMethodSwitching,
	expectNoHorizontalScroll,
	fillCart,
	seriousViolations,
	shownMethods,
	tabTo,
} from './shop-helpers';

/** The demo's methods: radio label → method id. */
const METHODS: Array< [ string, string ] > = [
	[ 'Überweisung (Vorkasse)', 'bacs' ],
	[ 'PayPal', 'ppcp-gateway' ],
	[
		'Kartenzahlung über PayPal (ohne PayPal-Konto)',
		'ppcp-card-button-gateway',
	],
];

test.use( { storageState: { cookies: [], origins: [] } } );

// One load of /kasse/ for the guest's checks, the order placed by keyboard,
// then the customer's checkout; a step each.
test( 'switching methods shows exactly the selected method’s wrapper and place-order only for the transfer (§2.7), axe clean; the checkout and each box fit a phone 320 and 390 px wide; the whole checkout works with the keyboard only, Enter in a billing input submits only with bank transfer; the logged-in customer sees the same methods and rules (§6)', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );

	await test.step( 'switching methods shows exactly the selected method’s wrapper and place-order only for the transfer', async () => {
		await expect( page.locator( '#payment_method_bacs' ) ).toBeChecked();
		await expect
			.poll( () => shownMethods( page ) )
			.toEqual( { wallet: false, cardButton: false, placeOrder: true } );
		await expectMethodSwitching( page );
	} );

	await test.step( 'a processing form is covered by a white overlay at opacity 0.6 that takes the clicks (§2.7, §9.5)', async () => {
		// What checkout-page.ts's block() sets while a payment is processed.
		const overlay = await page.evaluate( () => {
			const form = document.querySelector(
				'form.vitrine-checkout__form'
			)!;
			form.classList.add( 'processing' );
			const style = getComputedStyle( form, '::after' );
			const box = form.getBoundingClientRect();
			const field = document.querySelector( '#billing_first_name' )!;
			const at = field.getBoundingClientRect();
			const hit = document.elementFromPoint(
				at.left + at.width / 2,
				at.top + at.height / 2
			);
			const result = {
				background: style.backgroundColor,
				opacity: style.opacity,
				covers: style.position === 'absolute' && box.height > 0,
				fieldTakesClick: hit === field,
			};
			form.classList.remove( 'processing' );
			return result;
		} );
		expect( overlay ).toEqual( {
			background: 'rgb(255, 255, 255)',
			opacity: '0.6',
			covers: true,
			fieldTakesClick: false,
		} );
	} );

	await test.step( 'no serious axe violation with the card button’s box', async () => {
		// The whole checkout with the transfer selected is scanned in
		// checkout-form.spec.ts; the wallet's buttons on the cart page
		// (cart-page.spec.ts) and on a product page (pay-minicart-cart.spec.ts),
		// the same component as here; here the card button's box.
		await page
			.getByLabel( 'Kartenzahlung über PayPal (ohne PayPal-Konto)' )
			.check();
		expect(
			await seriousViolations(
				page,
				'li[data-method="ppcp-card-button-gateway"]'
			)
		).toEqual( [] );
	} );

	await test.step( 'on a phone 320 and 390 px wide the checkout and each method’s box fit the screen', async () => {
		await atPhoneWidths( page, async ( at ) => {
			for ( const [ label, id ] of METHODS ) {
				await page.getByLabel( label, { exact: true } ).check();
				const box = await page
					.locator( `li[data-method="${ id }"]` )
					.boundingBox();
				const width = page.viewportSize()!.width;
				expect.soft( box, `${ label } ${ at }` ).not.toBeNull();
				expect
					.soft( box!.x, `${ label } ${ at }` )
					.toBeGreaterThanOrEqual( 0 );
				expect
					.soft( box!.x + box!.width, `${ label } ${ at }` )
					.toBeLessThanOrEqual( width );
				await expectNoHorizontalScroll(
					page,
					`the checkout with ${ label } ${ at }`
				);
				if ( id === 'bacs' ) {
					await expect
						.soft( page.locator( '#place_order' ), at )
						.toBeVisible();
				}
			}
		} );
		await page.getByLabel( 'Überweisung (Vorkasse)' ).check();
	} );

	// The address, the shipping option and every method by keyboard, Enter
	// refused with the provider methods, then the transfer placed with Enter.
	await test.step( 'the whole checkout works with the keyboard only: every method is chosen with the arrow keys; Enter in a billing input submits only with bank transfer', async () => {
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

		await tabTo( page, 'payment_method_bacs' );
		await expect( page.locator( '#payment_method_bacs' ) ).toBeChecked();
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			page.locator( '#payment_method_ppcp-gateway' )
		).toBeChecked();
		await expect
			.poll( () => shownMethods( page ) )
			.toEqual( { wallet: true, cardButton: false, placeOrder: false } );
		await page.locator( '#billing_city' ).press( 'Enter' );
		expect( await submits() ).toBe( 0 );

		await tabTo( page, 'payment_method_ppcp-gateway' );
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			page.locator( '#payment_method_ppcp-card-button-gateway' )
		).toBeChecked();
		await expect
			.poll( () => shownMethods( page ) )
			.toEqual( { wallet: false, cardButton: true, placeOrder: false } );
		await page.locator( '#billing_first_name' ).press( 'Enter' );
		expect( await submits() ).toBe( 0 );
		await expect( page ).toHaveURL( /\/kasse\/$/ );

		await tabTo( page, 'payment_method_ppcp-card-button-gateway' );
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

	await test.step( 'the logged-in customer sees the same methods and rules', async () => {
		await logIn( page, CUSTOMER.login, CUSTOMER.password );
		await fillCart( page, [ { slug: 'kaffeetasse' } ], '/kasse/' );
		await expect( page.locator( '#createaccount' ) ).toHaveCount( 0 );
		await expectMethodSwitching( page );
	} );
} );
