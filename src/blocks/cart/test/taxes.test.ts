/**
 * Internal dependencies
 */
import { showMiniCartTaxes, taxTableRows } from '../taxes';

const ROWS = [
	{ label: 'enthaltene MwSt. 19 %', amount: '2,42 €' },
	{ label: 'enthaltene MwSt. 7 %', amount: '1,14 €' },
];

describe( 'VAT rows of the cart totals', () => {
	it( 'builds one table row per rate with the server’s label and amount', () => {
		const rows = taxTableRows( ROWS );
		expect( rows.map( ( row ) => row.outerHTML ) ).toEqual( [
			'<tr class="vitrine-tax-row"><th scope="row">enthaltene MwSt. 19 %</th><td>2,42 €</td></tr>',
			'<tr class="vitrine-tax-row"><th scope="row">enthaltene MwSt. 7 %</th><td>1,14 €</td></tr>',
		] );
	} );

	it( 'replaces the mini cart’s tax rows and keeps its other rows', () => {
		const list = document.createElement( 'dl' );
		list.innerHTML =
			'<div class="vitrine-mini-cart__row"><dt>Gesamt</dt><dd>32,70 €</dd></div>' +
			'<div data-mini-cart-tax><dt>enthaltene MwSt. 19 %</dt><dd>9,99 €</dd></div>';

		showMiniCartTaxes( list, ROWS );
		expect(
			Array.from( list.children ).map( ( row ) => row.textContent )
		).toEqual( [
			'Gesamt32,70 €',
			'enthaltene MwSt. 19 %2,42 €',
			'enthaltene MwSt. 7 %1,14 €',
		] );

		showMiniCartTaxes( list, [] );
		expect( list.querySelectorAll( '[data-mini-cart-tax]' ) ).toHaveLength(
			0
		);
	} );
} );
