/**
 * Front end of vitrine/cart: the server-rendered cart works as plain forms;
 * this script sends quantity, removal and shipping rate changes to the shop
 * endpoints instead, puts the server's figures into the page, updates the
 * shared `vitrine/cart` store (the mini cart follows) and announces the
 * change.
 */
/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * External dependencies
 */
import { cartStore } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { postShopAjax, type ShopEndpoint } from '../../shared/shop-ajax';
import {
	displayAmount,
	needsReload,
	rowChanges,
	type CartSummary,
} from './rules';

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

	const run = async (
		endpoint: ShopEndpoint,
		fields: Record< string, string >,
		message: string
	) => {
		root.setAttribute( 'aria-busy', 'true' );
		for ( const notice of root.querySelectorAll( '.vitrine-notice' ) ) {
			notice.remove();
		}
		try {
			const data = await postShopAjax< { cart: CartSummary } >(
				endpoint,
				fields
			);
			if ( needsReload( shipsNow, data.cart ) ) {
				window.location.reload();
				return;
			}
			apply( root, data.cart );
			dispatch( cartStore ).receiveCart( data.cart );
			if ( status ) {
				status.textContent = message;
			}
		} catch ( error ) {
			const alert = document.createElement( 'p' );
			alert.className = 'vitrine-notice vitrine-notice--error';
			alert.setAttribute( 'role', 'alert' );
			alert.textContent = ( error as Error ).message;
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
				config.endpoints.set_cart_quantity,
				{ cart_item_key: match[ 1 ], quantity: target.value },
				target.value === '0'
					? config.messages.removed
					: config.messages.updated
			);
		} else if ( target.name === 'shipping_method' && target.checked ) {
			void run(
				config.endpoints.choose_shipping_rate,
				{ rate_id: target.value },
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
			config.endpoints.remove_from_cart,
			{ cart_item_key: key },
			config.messages.removed
		).then( () => next?.focus() );
	} );
}

document
	.querySelectorAll< HTMLElement >( '[data-vitrine-cart]' )
	.forEach( enhance );
