/**
 * What both files of the shopper's payment script (handle `vitrine-payment`)
 * run: reads the §3.11 object once into `vitrine/payment`, then mounts each
 * context's island (§2.4). The provider's script is loaded by the islands
 * that render, once per page. `main.tsx` (product, cart and mini-cart
 * pages) starts it without the checkout page's code, `checkout.tsx`
 * (checkout and pay-for-order pages, includes/Payment/Assets.php chooses)
 * with it, so no page downloads code it does not run and neither file
 * needs webpack's chunk loader.
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

/** Starts the checkout and pay-now contexts (`checkout-page.ts`). */
export type CheckoutPageStarter = (
	config: GatewayConfig,
	context: 'checkout' | 'pay-now',
	page: { hasCancelWrapper: boolean; hasMessagesWrapper: boolean }
) => void;

/**
 * Reads the configuration and mounts the contexts.
 *
 * @param startCheckoutPage The checkout page's code; null in the file of the
 *                          other pages, where no checkout context fires.
 */
export function startPayment( startCheckoutPage: CheckoutPageStarter | null ) {
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
		if ( ! startCheckoutPage ) {
			// includes/Payment/Assets.php serves checkout.js on these pages.
			// eslint-disable-next-line no-console
			console.error( NOT_CONFIGURED );
			return;
		}
		try {
			startCheckoutPage(
				config,
				config.context as 'checkout' | 'pay-now',
				page
			);
			// After the form's buttons: the first buttons rendered take a
			// §2.5 return (resume flow). Like the messages, they load the SDK
			// through the page's hold for the legacy card fields' client
			// token (§3.10, checkout-page.ts).
			startMessages( config );
			startMiniCart( config, page );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( error );
		}
	}
	if ( ! checkoutPage ) {
		startMiniCart( config, page );
	}
}

/**
 * Runs the script once the page's markup is there.
 *
 * @param startCheckoutPage See startPayment().
 */
export function whenReady( startCheckoutPage: CheckoutPageStarter | null ) {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', () =>
			startPayment( startCheckoutPage )
		);
	} else {
		startPayment( startCheckoutPage );
	}
}
