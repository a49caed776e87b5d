/**
 * Front end of vitrine/mini-cart: follows the shared `vitrine/cart` store
 * (its thunks put every cart the server sends into it), so count, total and
 * lines change without a reload; removes lines through the store's
 * removeFromCart thunk; closes the panel with Escape or a click elsewhere.
 */
/**
 * WordPress dependencies
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * External dependencies
 */
import {
	cartStore,
	shopperMessage,
	type CartState,
	type ShopEndpoint,
} from '@vitrine/store';

/**
 * Internal dependencies
 */
import {
	countLabel,
	displayAmount,
	itemCount,
	panelTotals,
	type CartSummary,
} from '../cart/rules';
import { showMiniCartTaxes } from '../cart/taxes';

interface Config {
	cart: CartSummary;
	endpoints: { remove_from_cart: ShopEndpoint };
}

/**
 * One line of the panel, the same markup as MiniCart::item_html().
 *
 * @param item     Line.
 * @param currency Cart currency.
 */
function itemElement( item: CartState[ 'items' ][ number ], currency: string ) {
	const li = document.createElement( 'li' );
	li.className = 'vitrine-mini-cart__item';
	li.dataset.cartItemKey = item.cartItemKey;
	const name = document.createElement( 'span' );
	name.className = 'vitrine-mini-cart__name';
	name.textContent = item.name;
	const qty = document.createElement( 'span' );
	qty.className = 'vitrine-mini-cart__qty';
	qty.textContent = `× ${ item.quantity }`;
	const total = document.createElement( 'span' );
	total.className = 'vitrine-mini-cart__line-total';
	total.textContent = displayAmount(
		item.formattedTotal,
		item.total,
		currency
	);
	const remove = document.createElement( 'button' );
	remove.type = 'button';
	remove.className = 'vitrine-mini-cart__remove';
	remove.dataset.remove = item.cartItemKey;
	const cross = document.createElement( 'span' );
	cross.setAttribute( 'aria-hidden', 'true' );
	cross.textContent = '×';
	const label = document.createElement( 'span' );
	label.className = 'screen-reader-text';
	label.textContent = sprintf(
		/* translators: %s: product name */
		__( 'Remove %s from the cart', 'vitrine' ),
		item.name
	);
	remove.append( cross, label );
	li.append( name, ' ', qty, ' ', total, ' ', remove );
	return li;
}

/** What a mini cart shows of the store. */
type Shown = Pick<
	CartState,
	'items' | 'total' | 'currency' | 'formatted' | 'needsShipping'
>;

/**
 * Shows a cart state in one mini cart.
 *
 * @param root  Block element.
 * @param state Store state.
 */
function show( root: HTMLElement, state: Shown ) {
	const count = itemCount( state );
	const total = displayAmount(
		state.formatted?.total,
		state.total,
		state.currency
	);
	const text = ( selector: string, value: string ) => {
		const element = root.querySelector( selector );
		if ( element ) {
			element.textContent = value;
		}
	};
	text( '[data-mini-cart-count]', countLabel( count ) );
	text( '[data-mini-cart-total]', total );
	text( '[data-mini-cart-panel-total]', total );
	const rows = panelTotals( state );
	text( '[data-mini-cart-subtotal]', rows.subtotal ?? '' );
	text( '[data-mini-cart-shipping]', rows.shipping ?? '' );
	const subtotalRow = root
		.querySelector( '[data-mini-cart-subtotal]' )
		?.closest< HTMLElement >( '.vitrine-mini-cart__row' );
	if ( subtotalRow ) {
		subtotalRow.hidden = rows.subtotal === null;
	}
	const shippingRow = root.querySelector< HTMLElement >(
		'[data-mini-cart-shipping-row]'
	);
	if ( shippingRow ) {
		shippingRow.hidden = rows.shipping === null;
	}
	const totals = root.querySelector( '.vitrine-mini-cart__subtotal' );
	if ( totals && state.formatted?.taxes ) {
		showMiniCartTaxes( totals, state.formatted.taxes );
	}
	const list = root.querySelector( '.vitrine-mini-cart__items' );
	list?.replaceChildren(
		...state.items.map( ( item ) => itemElement( item, state.currency ) )
	);
	for ( const [ selector, visible ] of [
		[ '.vitrine-mini-cart__empty', count === 0 ],
		[ '.vitrine-mini-cart__items', count > 0 ],
		[ '.vitrine-mini-cart__subtotal', count > 0 ],
		[ '.vitrine-mini-cart__checkout', count > 0 ],
	] as const ) {
		const element = root.querySelector< HTMLElement >( selector );
		if ( element ) {
			element.hidden = ! visible;
		}
	}
}

/**
 * Enhances one mini cart.
 *
 * @param root Block element.
 */
function enhance( root: HTMLElement ) {
	const config = JSON.parse( root.dataset.vitrineMiniCart ?? '{}' ) as Config;
	const details = root.querySelector( 'details' );
	const summary = root.querySelector< HTMLElement >( 'summary' );
	const status = root.querySelector( '.vitrine-mini-cart__status' );

	dispatch( cartStore ).setEndpoints( config.endpoints );
	if ( select( cartStore ).getTotal() === null ) {
		dispatch( cartStore ).receiveCart( config.cart );
	}
	let last = select( cartStore ).getItems();
	let lastTotal = select( cartStore ).getTotal();
	show( root, stateNow() );
	subscribe( () => {
		const items = select( cartStore ).getItems();
		const total = select( cartStore ).getTotal();
		if ( items === last && total === lastTotal ) {
			return;
		}
		last = items;
		lastTotal = total;
		const state = stateNow();
		show( root, state );
		if ( status ) {
			status.textContent = sprintf(
				/* translators: 1: "3 items", 2: cart total */
				__( 'Cart updated: %1$s, %2$s', 'vitrine' ),
				countLabel( itemCount( state ) ),
				displayAmount(
					state.formatted?.total,
					state.total,
					state.currency
				)
			);
		}
	}, cartStore );

	root.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest< HTMLElement >(
			'button[data-remove]'
		);
		if ( ! button ) {
			return;
		}
		summary?.focus();
		dispatch( cartStore )
			.removeFromCart( button.dataset.remove ?? '' )
			.catch( ( error: unknown ) => {
				if ( status ) {
					status.textContent = shopperMessage(
						error,
						__(
							'Your cart could not be updated. Please reload the page and try again.',
							'vitrine'
						)
					);
				}
			} );
	} );
	root.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && details?.open ) {
			details.open = false;
			summary?.focus();
		}
	} );
	document.addEventListener( 'click', ( event ) => {
		if ( details?.open && ! root.contains( event.target as Node ) ) {
			details.open = false;
		}
	} );
}

/**
 * What the mini cart shows, through the store's selectors.
 */
function stateNow(): Shown {
	const cart = select( cartStore );
	return {
		items: cart.getItems(),
		total: cart.getTotal(),
		currency: cart.getCurrency(),
		formatted: cart.getFormattedTotals(),
		needsShipping: cart.needsShipping(),
	};
}

document
	.querySelectorAll< HTMLElement >( '[data-vitrine-mini-cart]' )
	.forEach( enhance );
