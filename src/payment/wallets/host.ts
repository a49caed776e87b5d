/**
 * What a mobile wallet needs from the checkout and pay-for-order pages,
 * built on the checkout's own flow (flows/checkout.ts) so the wallets click,
 * validate, create and fail exactly like the provider's buttons there: §4.7
 * (funding source recorded, §5.2 basic and §5.3 early validation before a
 * sheet may open), §7.2 create_order with the form (or the order on
 * pay-now), §8.2's lists; then approve_order → exactly-once capture, and
 * §2.6's redirect after 200 ms. Calls go through the payment store's thunks
 * over the store's one client; nothing here fetches itself.
 */
/**
 * External dependencies
 */
import {
	cartStore,
	paymentStore,
	shopperMessage,
	type GatewayConfig,
} from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { FORM_SELECTOR } from '../checkout/forms';
import { vaultPaypal } from '../subscriptions/api';
import { saveCheckoutForm, validateCheckout } from '../checkout-calls';
import { browserPage, flowStore } from '../bind';
import { payNowOrder } from '../contexts/pay-now';
import { checkoutFlow, type CheckoutFlowStore } from '../flows/checkout';
import {
	approvalFailure,
	isCreateOrderError,
	type CallFailure,
} from '../flows/checkout-errors';
import { browserCheckoutForm } from '../flows/checkout-page';
import { REDIRECT_DELAY_MS } from '../rules/timing';
import { isEnabled } from '../rules/visibility';
import type { WalletSettings } from './config';
import { currentTotal } from './rules/amount';

/** The page side of a wallet flow. */
export interface WalletHost {
	/** The total to pay now, or null. */
	total: () => number | null;
	/** The currency paid in. */
	currency: () => string;
	/**
	 * §4.7 click: the funding source recorded, §5.2/§5.3 validation; false
	 * when refused (the errors are shown, nothing may open).
	 */
	validate: () => Promise< boolean >;
	/** §7.2 create_order with the form (checkout) or the order (pay-now): the provider order id. */
	createOrder: () => Promise< string >;
	/** §7.2 approve_order (one capture): where to go next; throws after showing §8.2's message. */
	approve: ( orderId: string ) => Promise< string >;
	/** The sheet was closed: nothing changes, the order stays payable. */
	cancelled: () => void;
	/** §8.2: shows what went wrong (unless shown already); answers the text. */
	fail: ( error: unknown ) => string;
	/** §2.6: on after 200 ms. */
	finish: ( url: string ) => Promise< void >;
}

/** Thrown by approve() once its message is shown. */
class ShownError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'ShownError';
	}
}

/** The bound store with the checkout's calls (as contexts/checkout.tsx binds it). */
function checkoutStore(): CheckoutFlowStore {
	return {
		...flowStore(),
		validateCheckout,
		saveCheckoutForm,
		vaultPaypal,
	} as CheckoutFlowStore;
}

/**
 * The host of one wallet on a checkout or pay-for-order page.
 *
 * @param wrapper The wallet's wrapper.
 * @param wallet  The wallet's settings.
 */
export function checkoutHost(
	wrapper: HTMLElement,
	wallet: WalletSettings
): WalletHost {
	const config = (): GatewayConfig =>
		select( paymentStore ).getConfig() as GatewayConfig;
	const context = config().context === 'pay-now' ? 'pay-now' : 'checkout';
	const generic = () => config().labels?.error?.generic ?? '';
	const formElement =
		wrapper.closest( 'form' ) ??
		document.querySelector< HTMLFormElement >( FORM_SELECTOR ) ??
		document.createElement( 'form' );
	const form = browserCheckoutForm( formElement );
	const store = checkoutStore();
	const flow = checkoutFlow(
		store,
		browserPage( wrapper, () => undefined ),
		form,
		{
			context,
			// §4.4: e.g. a subscription the shop cannot renew is not paid here.
			isEnabled: () => isEnabled( config(), { context } ),
			order:
				context === 'pay-now'
					? payNowOrder( config(), window.location.search )
					: undefined,
		}
	);

	return {
		total() {
			// The cart's current total (a shipping rate chosen since the page loaded).
			const cart =
				context === 'checkout' ? select( cartStore ).getTotal() : null;
			return currentTotal( config().messages?.amount, cart );
		},
		currency: () => config().currency,
		validate: () =>
			new Promise< boolean >( ( resolve ) => {
				Promise.resolve(
					flow.onClick(
						{ fundingSource: wallet.funding_source },
						{
							resolve: async () => resolve( true ),
							reject: async () => resolve( false ),
						}
					)
				).catch( () => resolve( false ) );
			} ),
		async createOrder() {
			return String(
				await flow.createOrder( {
					paymentSource: wallet.funding_source,
				} )
			);
		},
		async approve( orderId ) {
			try {
				return await store.approveOrder(
					orderId,
					wallet.funding_source
				);
			} catch ( error ) {
				const outcome = approvalFailure(
					( error ?? {} ) as CallFailure,
					generic()
				);
				store.failPayment( outcome.message );
				form.showList( [ outcome.message ] );
				throw new ShownError( outcome.message );
			}
		},
		cancelled() {
			form.unblock();
			store.resetPayment();
		},
		fail( error ) {
			form.unblock();
			if ( error instanceof ShownError || isCreateOrderError( error ) ) {
				return ( error as Error ).message || generic();
			}
			const message = shopperMessage( error, '' ) || generic();
			store.failPayment( message );
			form.showList( [ message ] );
			return message;
		},
		async finish( url ) {
			await new Promise( ( resolve ) =>
				setTimeout( resolve, REDIRECT_DELAY_MS )
			);
			window.location.assign( url );
		},
	};
}
