/**
 * The VAT rows of the cart's and mini cart's totals (German VAT): the
 * server's labels and amounts, painted again after every cart answer so
 * they always belong to the total shown.
 */
/**
 * Internal dependencies
 */
import type { CartTotalsDisplay } from '../../store/cart';

type TaxRows = NonNullable< CartTotalsDisplay[ 'taxes' ] >;

/**
 * Table rows for the cart page's `[data-cart-taxes]` body, the markup of
 * Shop\TaxDisplay::table_rows().
 *
 * @param taxes Rows from the server.
 * @return `<tr>` elements.
 */
export function taxTableRows( taxes: TaxRows ) {
	return taxes.map( ( tax ) => {
		const row = document.createElement( 'tr' );
		row.className = 'vitrine-tax-row';
		const label = document.createElement( 'th' );
		label.scope = 'row';
		label.textContent = tax.label;
		const amount = document.createElement( 'td' );
		amount.textContent = tax.amount;
		row.append( label, amount );
		return row;
	} );
}

/**
 * Replaces the mini cart's tax rows (`[data-mini-cart-tax]` in its totals
 * list), the markup of Shop\MiniCart.
 *
 * @param list  The totals' `<dl>`.
 * @param taxes Rows from the server.
 */
export function showMiniCartTaxes( list: Element, taxes: TaxRows ) {
	for ( const old of list.querySelectorAll( '[data-mini-cart-tax]' ) ) {
		old.remove();
	}
	for ( const tax of taxes ) {
		const row = document.createElement( 'div' );
		row.className = 'vitrine-mini-cart__row vitrine-mini-cart__row--tax';
		row.dataset.miniCartTax = '';
		const label = document.createElement( 'dt' );
		label.textContent = tax.label;
		const amount = document.createElement( 'dd' );
		amount.textContent = tax.amount;
		row.append( label, amount );
		list.append( row );
	}
}
