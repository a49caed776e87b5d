/**
 * The product form's own behaviour in the browser (§2.3, §4.3, §4.4), one
 * session over four product pages: the variable subscription's
 * first-payment date follows the chosen variation and clears on reset; an
 * option still to choose and an out-of-stock variation are refused in
 * German without asking the shop; the grouped and booking forms refuse an
 * empty choice the same way and pass axe.
 *
 * Server-rendered, proven in tests/php/Shop/ProductPagesTest.php: a plain
 * subscription's first payment from the start, no first-payment area on
 * other products (test_first_payment_block_renders_only_on_subscription_pages,
 * test_the_demo_pages_first_payment_areas); the form rules in
 * src/blocks/add-to-cart-form/test/.
 */
/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { daysFromToday, germanDate } from './product-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * §3.3: the quarterly plan renews on the 1st, so its first payment is the
 * next 1st of a month; on the 1st itself it is paid at checkout (no line).
 */
function quarterlyFirstPayment(): string {
	const today = daysFromToday( 0 );
	if ( today.getDate() === 1 ) {
		return '';
	}
	const first = new Date( today.getFullYear(), today.getMonth() + 1, 1, 12 );
	return `Erste Zahlung: ${ germanDate( first ) }`;
}

const addButton = { name: 'In den Warenkorb' } as const;

// Four product pages, one browser context; a step each.
test( 'the first-payment date changes with the variation and clears on reset (§2.3, §4.3); "Bitte wähle eine Option" goes away once an option is chosen, an out-of-stock variation disables the button and adding anyway explains why in German (§4.4); the grouped and booking forms refuse an empty choice and have no serious axe violations', async ( {
	page,
	consoleErrors,
} ) => {
	// A page.on( 'request' ) listener: whether the form asked the shop.
	let asked = false;
	page.on( 'request', ( request ) => {
		asked ||= request.url().includes( 'wc-ajax=change_cart' );
	} );

	await test.step( 'the date changes with the variation and clears on reset', async () => {
		await page.goto( '/produkt/kaffee-abo/' );
		const area = page.locator(
			'.wp-block-vitrine-subscription-first-payment'
		);
		await expect( area ).toHaveAttribute( 'aria-live', 'polite' );
		await expect( area ).toBeEmpty();
		const select = page.getByLabel( 'Lieferung' );

		// Monthly: a 7-day trial.
		await select.selectOption( 'monatlich' );
		await expect( area ).toHaveText(
			`Erste Zahlung: ${ germanDate( daysFromToday( 7 ) ) }`
		);

		// Quarterly: synchronised to the 1st; paid at checkout when today is the 1st.
		await select.selectOption( 'vierteljährlich' );
		await expect( area ).toHaveText( quarterlyFirstPayment() );
		await expect(
			page.locator( '.vitrine-add-to-cart__variation' )
		).toHaveText( '39,90 € alle 3 Monate' );

		// Back to no choice: cleared.
		await select.selectOption( '' );
		await expect( area ).toBeEmpty();

		// The reset button clears it too, and hands focus back to the select.
		await select.selectOption( 'monatlich' );
		await expect( area ).not.toBeEmpty();
		const reset = page.getByRole( 'button', {
			name: 'Auswahl zurücksetzen',
		} );
		await reset.click();
		await expect( area ).toBeEmpty();
		await expect( select ).toHaveValue( '' );
		await expect( select ).toBeFocused();
		await expect( reset ).toBeHidden();
		expect(
			await page.evaluate( () =>
				(
					window as unknown as {
						wp: {
							data: {
								select: ( s: string ) => {
									getVariation: () => unknown;
								};
							};
						};
					}
				 ).wp.data
					.select( 'vitrine/cart' )
					.getVariation()
			)
		).toBeNull();
	} );

	// The Vitrine-Hoodie: first the refusal without a size, then the sizes' stock.
	const button = page.getByRole( 'button', { name: 'In den Warenkorb' } );
	const size = page.getByLabel( 'Größe' );
	const variation = page.locator( '.vitrine-add-to-cart__variation' );
	const notices = page.locator( '.vitrine-add-to-cart__notices' );

	await test.step( '"Bitte wähle eine Option" goes away once an option is chosen', async () => {
		await page.goto( '/produkt/vitrine-hoodie/' );
		// aria-disabled until a size is chosen; it still submits (§4.4).
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( notices ).toHaveText(
			'Bitte wähle eine Option für „Größe“.'
		);
		await size.selectOption( 'M' );
		await expect( notices ).toBeEmpty();
		await expect( variation.locator( '.stock' ) ).toHaveText(
			'Nur noch 3 auf Lager'
		);
	} );

	await test.step( 'an out-of-stock variation disables the button; adding anyway explains why in German', async () => {
		// The sold-out size says so in its select, and stays selectable.
		await expect( size.locator( 'option[value="L"]' ) ).toHaveText(
			'L (ausverkauft)'
		);
		await expect( size.locator( 'option[value="M"]' ) ).toHaveText( 'M' );
		await expect( button ).not.toHaveClass( /\bdisabled\b/ );
		await expect( button ).not.toHaveAttribute( 'aria-disabled', 'true' );

		await size.selectOption( 'L' );
		await expect( variation.locator( '.stock' ) ).toHaveText(
			'Ausverkauft'
		);
		await expect( variation.locator( '.price' ) ).toHaveText( '46,90 €' );
		await expect( button ).toHaveClass( /\bdisabled\b/ );
		await expect( button ).toHaveAttribute( 'aria-disabled', 'true' );

		// §4.4: a disabled button still submits (aria-disabled, not the
		// attribute), so the shop's own check speaks; here from the keyboard.
		// The form knows the refusal, so it asks no one and the
		// console stays clean (no HTTP 400).
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'„Vitrine-Hoodie“ ist ausverkauft.'
		);
		expect( asked ).toBe( false );
		expect( consoleErrors ).toEqual( [] );
	} );

	await test.step( 'the grouped form with nothing chosen explains in German without asking the shop; axe', async () => {
		await page.goto( '/produkt/fanpaket/' );
		await expect(
			page.getByRole( 'link', {
				name: 'Optionen für „Vitrine-Shirt“ wählen',
			} )
		).toBeVisible();
		asked = false;
		await page.getByRole( 'button', addButton ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Bitte wähle eine Menge für mindestens ein Produkt der Gruppe.'
		);
		expect( asked ).toBe( false );
		// The product pages share their template, header and footer, which
		// product-add-to-cart.spec.ts scans whole: here the form that differs.
		expect(
			await seriousViolations(
				page,
				'.wp-block-vitrine-add-to-cart-form'
			)
		).toEqual( [] );
	} );

	await test.step( 'the booking form without a date explains in German without asking the shop; axe', async () => {
		await page.goto( '/produkt/stadtfuehrung/' );
		await expect(
			page.locator( '.wp-block-vitrine-product-price .vitrine-price' )
		).toHaveText( '12,00 € pro Person' );
		await page.getByLabel( 'Uhrzeit' ).fill( '14:00' );
		asked = false;
		await page.getByRole( 'button', addButton ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Bitte wähle ein Datum für deine Buchung.'
		);
		expect( asked ).toBe( false );
		expect(
			await seriousViolations(
				page,
				'.wp-block-vitrine-add-to-cart-form'
			)
		).toEqual( [] );
		// The form answers a missing date itself, so no HTTP 400 is logged.
		expect( consoleErrors ).toEqual( [] );
	} );
} );
