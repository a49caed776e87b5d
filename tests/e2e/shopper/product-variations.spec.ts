/**
 * The variable subscription page (§2.3, §4.3): the first-payment date
 * follows the chosen variation and clears on reset; an out-of-stock
 * variation disables the add-to-cart button (§4.4); product pages pass axe.
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

test.describe( 'Subscription first payment on the product page (§2.3, §4.3)', () => {
	// Three product pages, one browser context; a step each.
	test( 'the date changes with the variation and clears on reset; a plain subscription shows its first payment from the start; other products have no first-payment area', async ( {
		page,
	} ) => {
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

		await test.step( 'a plain subscription shows its first payment from the start', async () => {
			await page.goto( '/produkt/monatsbox/' );
			await expect(
				page.locator( '.wp-block-vitrine-subscription-first-payment' )
			).toHaveText(
				`Erste Zahlung: ${ germanDate( daysFromToday( 14 ) ) }`
			);
		} );

		await test.step( 'other products have no first-payment area', async () => {
			await page.goto( '/produkt/vitrine-shirt/' );
			await expect(
				page.getByRole( 'button', { name: 'In den Warenkorb' } )
			).toBeVisible();
			await expect(
				page.locator( '.wp-block-vitrine-subscription-first-payment' )
			).toHaveCount( 0 );
		} );
	} );
} );

test.describe( 'Stock and refusals on the product page (§4.4)', () => {
	// One page: first the refusal without a size, then the sizes' stock.
	test( '"Bitte wähle eine Option" goes away once an option is chosen; an out-of-stock variation disables the button; adding anyway explains why in German', async ( {
		page,
		consoleErrors,
	} ) => {
		await page.goto( '/produkt/vitrine-hoodie/' );
		const button = page.getByRole( 'button', { name: 'In den Warenkorb' } );
		const size = page.getByLabel( 'Größe' );
		const variation = page.locator( '.vitrine-add-to-cart__variation' );
		const notices = page.locator( '.vitrine-add-to-cart__notices' );

		await test.step( '"Bitte wähle eine Option" goes away once an option is chosen', async () => {
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
			await expect( size.locator( 'option[value="M"]' ) ).toHaveText(
				'M'
			);
			await expect( button ).not.toHaveClass( /\bdisabled\b/ );
			await expect( button ).not.toHaveAttribute(
				'aria-disabled',
				'true'
			);

			await size.selectOption( 'L' );
			await expect( variation.locator( '.stock' ) ).toHaveText(
				'Ausverkauft'
			);
			await expect( variation.locator( '.price' ) ).toHaveText(
				'46,90 €'
			);
			await expect( button ).toHaveClass( /\bdisabled\b/ );
			await expect( button ).toHaveAttribute( 'aria-disabled', 'true' );

			// §4.4: a disabled button still submits (aria-disabled, not the
			// attribute), so the shop's own check speaks; here from the keyboard.
			// The form knows the refusal, so it asks no one and the
			// console stays clean (no HTTP 400).
			let asked = false;
			page.on( 'request', ( request ) => {
				asked ||= request.url().includes( 'wc-ajax=change_cart' );
			} );
			await button.focus();
			await page.keyboard.press( 'Enter' );
			await expect( page.getByRole( 'status' ) ).toHaveText(
				'„Vitrine-Hoodie“ ist ausverkauft.'
			);
			expect( asked ).toBe( false );
			expect( consoleErrors ).toEqual( [] );
		} );
	} );
} );

test.describe( 'Accessibility of product pages', () => {
	// One page visits them all; each finding names its page.
	// /produkt/kaffee-abo/ has its axe run in accessibility.spec.ts.
	test( '/produkt/fanpaket/ and /produkt/stadtfuehrung/ have no serious axe violations', async ( {
		page,
	} ) => {
		// Two axe runs (up to ~15 s each on a busy two-core machine).
		test.setTimeout( 90_000 );
		for ( const slug of [ 'fanpaket', 'stadtfuehrung' ] ) {
			const at = `/produkt/${ slug }/`;
			await page.goto( at );
			await expect
				.soft(
					page.getByRole( 'button', { name: 'In den Warenkorb' } ),
					at
				)
				.toBeVisible();
			expect.soft( await seriousViolations( page ), at ).toEqual( [] );
		}
	} );
} );
