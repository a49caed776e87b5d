/**
 * Pure rules of the cart blocks: how the server's cart summary maps onto
 * the rendered cart and what is announced. No amount is computed here; the
 * server sends every figure and its German display.
 */
/**
 * WordPress dependencies
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CartSummary } from '../../store/api/types';
import type { CartItem, CartState } from '../../store/cart';

export type { CartSummary };

/**
 * The display of an amount: the server's string when it sent one, else the
 * decimal string in the shopper's locale (display only, never arithmetic).
 *
 * @param formatted Server's display string, if any.
 * @param decimal   Decimal string from the server.
 * @param currency  ISO 4217 code.
 * @param locale    Display locale.
 * @return Displayable amount.
 */
export function displayAmount(
	formatted: string | undefined,
	decimal: string | null,
	currency: string,
	locale = 'de-DE'
) {
	if ( formatted ) {
		return formatted;
	}
	if ( decimal === null || decimal === '' || Number.isNaN( +decimal ) ) {
		return '';
	}
	return new Intl.NumberFormat( locale, {
		style: 'currency',
		currency,
	} ).format( +decimal );
}

/**
 * Items in the cart: the server's count, else the sum of the quantities.
 *
 * @param cart Cart summary.
 * @return Number of units.
 */
export function itemCount( cart: Pick< CartSummary, 'count' | 'items' > ) {
	return typeof cart.count === 'number'
		? cart.count
		: cart.items.reduce( ( sum, item ) => sum + item.quantity, 0 );
}

/**
 * "3 items" for the mini cart's badge.
 *
 * @param count Number of units.
 * @return Translated label.
 */
export function countLabel( count: number ) {
	/* translators: %d: number of items */
	return sprintf( _n( '%d item', '%d items', count, 'vitrine' ), count );
}

/**
 * What a cart change means for the rendered rows.
 *
 * @param renderedKeys cart_item_keys of the rows on the page.
 * @param items        Lines of the new summary.
 * @return Rows to remove, and the new lines by key.
 */
export function rowChanges( renderedKeys: string[], items: CartItem[] ) {
	const byKey = new Map(
		items.map( ( item ) => [ item.cartItemKey, item ] )
	);
	return {
		remove: renderedKeys.filter( ( key ) => ! byKey.has( key ) ),
		update: byKey,
	};
}

/**
 * Whether the page must be loaded again because the shipping part appears
 * or disappears (the server renders it; the script does not build forms).
 *
 * @param renderedNeedsShipping Whether the page shows shipping.
 * @param cart                  New summary.
 * @return Whether to reload.
 */
export function needsReload(
	renderedNeedsShipping: boolean,
	cart: CartSummary
) {
	return (
		cart.items.length > 0 &&
		typeof cart.needsShipping === 'boolean' &&
		cart.needsShipping !== renderedNeedsShipping
	);
}

/** The mini cart's totals: a null row is hidden. */
export interface PanelTotals {
	subtotal: string | null;
	shipping: string | null;
	total: string;
}

/**
 * The amounts the mini cart's panel shows: subtotal, shipping
 * when the cart is shipped, and the total, all the server's displays, so
 * what it shows adds up. Without the server's display strings only the
 * total shows.
 *
 * @param cart Store state.
 * @return Rows to show.
 */
export function panelTotals(
	cart: Pick<
		CartState,
		'formatted' | 'total' | 'currency' | 'needsShipping'
	>
): PanelTotals {
	const formatted = cart.formatted;
	return {
		subtotal: formatted ? formatted.subtotal : null,
		shipping: formatted && cart.needsShipping ? formatted.shipping : null,
		total: displayAmount( formatted?.total, cart.total, cart.currency ),
	};
}
