/**
 * The checkout form as the checkout flow reads and marks it (§5.2, §5.3,
 * §4.7), against the server's markup: a missing required field is marked
 * invalid and listed with its name in bold, the server's refusals are
 * listed as text, the list takes the focus, and nothing the shopper typed
 * changes. The flow's choices (reject before any request, no pop-up) are
 * checkout.test.ts ('checkout click').
 */
/**
 * Internal dependencies
 */
import { sectionOf } from '../../rules/validation';
import { browserCheckoutForm } from '../checkout-page';

const MARKUP = `
<form class="checkout" name="checkout">
	<label for="billing_first_name">Vorname *</label>
	<input id="billing_first_name" name="billing_first_name" aria-required="true" value="Ida">
	<label for="billing_last_name">Nachname *</label>
	<input id="billing_last_name" name="billing_last_name" aria-required="true" value="">
	<label for="billing_postcode">Postleitzahl *</label>
	<input id="billing_postcode" name="billing_postcode" aria-required="true" value="123">
	<input type="radio" name="payment_method" value="ppcp-gateway" checked>
</form>`;

/** The form of the page. */
const form = () => document.querySelector( 'form' ) as HTMLFormElement;

/** What the shopper typed, field by field. */
const typed = () =>
	Array.from( form().querySelectorAll( 'input:not([type=radio])' ) ).map(
		( input ) => ( input as HTMLInputElement ).value
	);

beforeAll( () => {
	// jsdom has no CSS.escape; the page's field ids need no escaping.
	( globalThis as { CSS?: unknown } ).CSS ??= {
		escape: ( value: string ) => value,
	};
} );

beforeEach( () => {
	document.body.innerHTML = MARKUP;
	// jsdom lays nothing out: every connected, unhidden field counts as shown.
	jest.spyOn( HTMLElement.prototype, 'getClientRects' ).mockReturnValue( [
		{},
	] as unknown as DOMRectList );
} );

afterEach( () => jest.restoreAllMocks() );

describe( 'the checkout form in the browser (§5.2, §5.3)', () => {
	it( 'marks a missing required field invalid (aria-invalid) and reads its label, the others not (§5.2)', () => {
		const fields = browserCheckoutForm( form() ).requiredFields();
		expect(
			fields.map( ( { name, invalid } ) => [ name, invalid ] )
		).toEqual( [
			[ 'billing_first_name', false ],
			[ 'billing_last_name', true ],
			[ 'billing_postcode', false ],
		] );
		expect( fields[ 1 ] ).toMatchObject( {
			label: 'Nachname *',
			section: sectionOf( 'billing_last_name' ),
		} );
		expect(
			document
				.getElementById( 'billing_last_name' )
				?.getAttribute( 'aria-invalid' )
		).toBe( 'true' );
		expect(
			document
				.getElementById( 'billing_first_name' )
				?.hasAttribute( 'aria-invalid' )
		).toBe( false );

		// Given, the mark goes on the next check.
		(
			document.getElementById( 'billing_last_name' ) as HTMLInputElement
		 ).value = 'Kasse';
		browserCheckoutForm( form() ).requiredFields();
		expect(
			document
				.getElementById( 'billing_last_name' )
				?.hasAttribute( 'aria-invalid' )
		).toBe( false );
	} );

	it( 'lists the §5.2 message with the field in bold at the top of the form and focuses the list', () => {
		browserCheckoutForm( form() ).showList( [
			{
				before: '',
				field: 'Nachname (Rechnungsadresse)',
				after: ' ist ein Pflichtfeld.',
			},
		] );
		const list = document.getElementById( 'vitrine-checkout-errors' );
		expect( list?.nextElementSibling ).toBe( form() );
		expect( list?.getAttribute( 'role' ) ).toBe( 'alert' );
		expect( list?.querySelector( 'li' )?.textContent ).toBe(
			'Nachname (Rechnungsadresse) ist ein Pflichtfeld.'
		);
		expect( list?.querySelector( 'li strong' )?.textContent ).toBe(
			'Nachname (Rechnungsadresse)'
		);
		expect( list?.ownerDocument.activeElement ).toBe( list );
		expect( typed() ).toEqual( [ 'Ida', '', '123' ] );
	} );

	it( 'lists the server’s refusals as text, replaces the previous list, and hides it once cleared (§5.3)', () => {
		const page = browserCheckoutForm( form() );
		page.showList( [
			{ before: '', field: 'Nachname', after: ' ist ein Pflichtfeld.' },
		] );
		page.showList( [
			'Postleitzahl (Rechnungsadresse) ist keine gültige Postleitzahl.',
			'<b>markup</b> stays text',
		] );
		const list = document.getElementById(
			'vitrine-checkout-errors'
		) as HTMLElement;
		expect(
			Array.from( list.querySelectorAll( 'li' ) ).map(
				( item ) => item.textContent
			)
		).toEqual( [
			'Postleitzahl (Rechnungsadresse) ist keine gültige Postleitzahl.',
			'<b>markup</b> stays text',
		] );
		expect( list.querySelector( 'b, strong' ) ).toBeNull();
		expect(
			document.querySelectorAll( '#vitrine-checkout-errors' )
		).toHaveLength( 1 );
		expect( typed() ).toEqual( [ 'Ida', '', '123' ] );

		page.clearList();
		expect( list.hidden ).toBe( true );
		expect( list.children ).toHaveLength( 0 );
	} );

	it( 'fires checkout_error on the body for the server’s refusal (§5.3)', () => {
		const fired = jest.fn();
		document.body.addEventListener( 'checkout_error', fired );
		browserCheckoutForm( form() ).checkoutError();
		expect( fired ).toHaveBeenCalledTimes( 1 );
	} );
} );
