/**
 * The shopper's payment script (handle `vitrine-payment`), enqueued only
 * where a payment context fired: reads the §3.11 object once into
 * `vitrine/payment`, then mounts each context's island (§2.4). The
 * provider's script is loaded by the islands that render, once per page.
 */
/**
 * External dependencies
 */
import { paymentStore, type GatewayConfig } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { mountIslands } from '../shared/island';
import { CartButtons } from './contexts/cart';
import { MiniCartButtons } from './contexts/mini-cart';
import { ProductButtons } from './contexts/product';
import { startMessages } from './messages';
import { listenMethodEvents } from './method-events';
import { contextStarts } from './rules/visibility';
import { NOT_CONFIGURED, scriptOptions } from './sdk';

const CONFIG_ELEMENT = 'vitrine-payment-config';

/** The §3.11 object of the page, or null. */
function readConfig(): GatewayConfig | null {
	const element = document.getElementById( CONFIG_ELEMENT );
	try {
		const config = JSON.parse( element?.textContent ?? 'null' );
		return config && typeof config === 'object' ? config : null;
	} catch {
		return null;
	}
}

/**
 * The header's mini-cart buttons, where their context starts (§2.4).
 *
 * @param config                  §3.11.
 * @param page                    What the page holds.
 * @param page.hasCancelWrapper   Whether a cancel wrapper is on the page.
 * @param page.hasMessagesWrapper Whether a messages wrapper is on the page.
 */
function startMiniCart(
	config: GatewayConfig,
	page: { hasCancelWrapper: boolean; hasMessagesWrapper: boolean }
) {
	if ( contextStarts( 'mini-cart', config, page ) ) {
		mountIslands(
			config.button.mini_cart_wrapper,
			'vitrine/payment mini-cart',
			( element ) => <MiniCartButtons element={ element } />
		);
	}
}

/** Reads the configuration and mounts the contexts. */
function start() {
	const config = readConfig();
	if ( ! config || ! scriptOptions( config ) || ! config.button ) {
		// §8.2.
		// eslint-disable-next-line no-console
		console.error( NOT_CONFIGURED );
		return;
	}
	dispatch( paymentStore ).setConfig( config );
	listenMethodEvents( 'ppcp-gateway' );
	const page = {
		hasCancelWrapper:
			!! config.button.cancel_wrapper &&
			document.querySelector( config.button.cancel_wrapper ) !== null,
		hasMessagesWrapper:
			!! config.messages?.wrapper &&
			document.querySelector( config.messages.wrapper ) !== null,
	};
	const checkoutPage =
		config.context === 'checkout' || config.context === 'pay-now';
	if ( ! checkoutPage ) {
		startMessages( config );
	}
	if (
		config.context === 'product' &&
		contextStarts( 'product', config, page )
	) {
		mountIslands(
			config.button.wrapper,
			'vitrine/payment product',
			( element ) => <ProductButtons element={ element } />
		);
	}
	if ( config.context === 'cart' && contextStarts( 'cart', config, page ) ) {
		mountIslands(
			config.button.wrapper,
			'vitrine/payment cart',
			( element ) => <CartButtons element={ element } />
		);
	}
	if ( checkoutPage ) {
		// Only the checkout and pay-for-order pages need these: a chunk of
		// its own, so product, cart and mini-cart pages never download it.
		const context = config.context as 'checkout' | 'pay-now';
		import( /* webpackChunkName: "payment-checkout" */ './checkout-page' )
			.then( ( checkout ) => {
				checkout.startCheckoutPage( config, context, page );
				// After the form's buttons, as before the split: the first
				// buttons rendered take a §2.5 return (resume flow). Like the
				// messages, they load the SDK through the page's hold for the
				// legacy card fields' client token (§3.10, checkout-page.ts).
				startMessages( config );
				startMiniCart( config, page );
			} )
			.catch( ( error ) => {
				// eslint-disable-next-line no-console
				console.error( error );
			} );
	}
	if ( ! checkoutPage ) {
		startMiniCart( config, page );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
