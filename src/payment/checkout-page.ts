/**
 * What only the checkout and pay-for-order pages run (§2.4 checkout and
 * pay-now contexts): the §2.7 display rules, the buttons in the checkout
 * form and the mobile wallets. `main.tsx` loads this as a chunk of its own.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { startCheckoutDisplay } from './checkout/display';
import { mountCheckout } from './contexts/checkout';
import { startWallets } from './wallets';

/**
 * @param config                §3.11.
 * @param context               checkout or pay-now.
 * @param page                  What the page holds.
 * @param page.hasCancelWrapper Whether a cancel wrapper is on the page (§2.4: nothing renders).
 */
export function startCheckoutPage(
	config: GatewayConfig,
	context: 'checkout' | 'pay-now',
	page: { hasCancelWrapper: boolean }
): void {
	startCheckoutDisplay( config );
	mountCheckout( config, context );
	if ( ! page.hasCancelWrapper ) {
		void startWallets( config );
	}
}
