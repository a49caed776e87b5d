/**
 * Front end of vitrine/cart: the server-rendered cart works as plain forms;
 * this script dispatches quantity, removal and shipping rate changes to the
 * `vitrine/cart` store's thunks instead (the mini cart follows the store),
 * puts the server's figures into the page and announces the change.
 */
/**
 * WordPress dependencies
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * External dependencies
 */
import { cartStore, shopperMessage, type ShopEndpoint } from '@vitrine/store';

/**
 * Internal dependencies
 */
import {
	displayAmount,
	needsReload,
	rowChanges,
	type CartSummary,
} from './rules';
import { taxTableRows } from './taxes';

interface Config {
	endpoints: Record<
		'set_cart_quantity' | 'remove_from_cart' | 'choose_shipping_rate',
		ShopEndpoint
	>;
	messages: { updated: string; removed: string };
}

/**
 * Shows the server's cart in the rendered markup.
 *
 * @param root Block element.
 * @param cart Summary from the server.
 */
function apply( root: HTMLElement, cart: CartSummary ) {
	const rows = Array.from(
		root.querySelectorAll< HTMLElement >( '[data-cart-item-key]' )
	);
	const keys = rows.map( ( row ) => row.dataset.cartItemKey ?? '' );
	const { remove, update } = rowChanges( keys, cart.items );
	for ( const row of rows ) {
		const key = row.dataset.cartItemKey ?? '';
		if ( remove.includes( key ) ) {
			row.remove();
			root.querySelector( `#vitrine-remove-${ key }` )?.remove();
			continue;
		}
		const item = update.get( key );
		const cell = row.querySelector( '[data-cart-line-total]' );
		if ( item && cell ) {
			cell.textContent = displayAmount(
				item.formattedTotal,
				item.total,
				cart.currency
			);
		}
		const input = row.querySelector< HTMLInputElement >(
			'input[name^="quantity["]'
		);
		if ( item && input && input.ownerDocument.activeElement !== input ) {
			input.value = String( item.quantity );
		}
	}
	const set = ( selector: string, text: string | undefined ) => {
		const cell = root.querySelector( selector );
		if ( cell && text !== undefined ) {
			cell.textContent = text;
		}
	};
	set(
		'[data-cart-subtotal]',
		displayAmount(
			cart.formatted?.subtotal,
			cart.subtotal ?? null,
			cart.currency
		)
	);
	set(
		'[data-cart-shipping]',
		displayAmount(
			cart.formatted?.shipping,
			cart.shippingTotal ?? null,
			cart.currency
		)
	);
	const total = root.querySelector( '[data-cart-total] strong' );
	if ( total ) {
		total.textContent = displayAmount(
			cart.formatted?.total,
			cart.total,
			cart.currency
		);
	}
	if ( cart.formatted?.taxes ) {
		root
			.querySelector( '[data-cart-taxes]' )
			?.replaceChildren( ...taxTableRows( cart.formatted.taxes ) );
	}
	if ( cart.items.length === 0 ) {
		for ( const part of root.querySelectorAll< HTMLElement >(
			'.vitrine-cart__form, .vitrine-cart__totals, .vitrine-cart__checkout'
		) ) {
			part.hidden = true;
		}
		const empty = root.querySelector< HTMLElement >(
			'.vitrine-cart__empty'
		);
		if ( empty ) {
			empty.hidden = false;
		}
	}
}

/**
 * Enhances one cart block.
 *
 * @param root Block element.
 */
function enhance( root: HTMLElement ) {
	const config = JSON.parse( root.dataset.vitrineCart ?? '{}' ) as Config;
	const status = root.querySelector( '.vitrine-cart__status' );
	const shipsNow = root.querySelector( '[data-cart-shipping]' ) !== null;

	const cart = dispatch( cartStore );
	cart.setEndpoints( config.endpoints );

	// A cart received from elsewhere (the wallet's pop-up changing the shipping
	// rate, §4.8) repaints the totals too, not only this block's own requests.
	let shown = select( cartStore ).getFormattedTotals();
	subscribe( () => {
		const formatted = select( cartStore ).getFormattedTotals();
		if ( ! formatted || formatted === shown ) {
			return;
		}
		shown = formatted;
		for ( const [ selector, text ] of [
			[ '[data-cart-subtotal]', formatted.subtotal ],
			[ '[data-cart-shipping]', formatted.shipping ],
			[ '[data-cart-total] strong', formatted.total ],
		] ) {
			const cell = root.querySelector( selector );
			if ( cell && text ) {
				cell.textContent = text;
			}
		}
		if ( formatted.taxes ) {
			root
				.querySelector( '[data-cart-taxes]' )
				?.replaceChildren( ...taxTableRows( formatted.taxes ) );
		}
	}, cartStore );

	const run = async (
		change: () => Promise< CartSummary >,
		message: string
	) => {
		root.setAttribute( 'aria-busy', 'true' );
		for ( const notice of root.querySelectorAll( '.vitrine-notice' ) ) {
			notice.remove();
		}
		try {
			const summary = await change();
			if ( needsReload( shipsNow, summary ) ) {
				window.location.reload();
				return;
			}
			apply( root, summary );
			if ( status ) {
				status.textContent = message;
			}
		} catch ( error ) {
			const alert = document.createElement( 'p' );
			alert.className = 'vitrine-notice vitrine-notice--error';
			alert.setAttribute( 'role', 'alert' );
			alert.textContent = shopperMessage(
				error,
				__(
					'Your cart could not be updated. Please reload the page and try again.',
					'vitrine'
				)
			);
			root.querySelector( '.vitrine-cart__title' )?.after( alert );
		} finally {
			root.removeAttribute( 'aria-busy' );
		}
	};

	root.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLInputElement;
		const match = /^quantity\[([a-f0-9]{32})\]$/.exec( target.name ?? '' );
		if ( match && /^\d{1,4}$/.test( target.value ) ) {
			void run(
				() => cart.setQuantity( match[ 1 ], Number( target.value ) ),
				target.value === '0'
					? config.messages.removed
					: config.messages.updated
			);
		} else if ( target.name === 'shipping_method' && target.checked ) {
			void run(
				() => cart.chooseShippingRate( target.value ),
				config.messages.updated
			);
		}
	} );

	root.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest< HTMLElement >(
			'button[data-remove]'
		);
		if ( ! button ) {
			return;
		}
		event.preventDefault();
		const key = button.dataset.remove ?? '';
		// The row and its button go away: focus moves to the next remove button or the checkout link.
		const next =
			button
				.closest( 'tr' )
				?.nextElementSibling?.querySelector< HTMLElement >(
					'button[data-remove]'
				) ??
			root.querySelector< HTMLElement >( '.vitrine-cart__checkout-link' );
		void run(
			() => cart.removeFromCart( key ),
			config.messages.removed
		).then( () => next?.focus() );
	} );
}

document
	.querySelectorAll< HTMLElement >( '[data-vitrine-cart]' )
	.forEach( enhance );
