/**
 * What every flow shares: SDK callback types, the dependencies a flow is
 * built with (the store's bound actions and thunks, the page), and the
 * click, cancel, error and redirect steps of §4.4, §4.9, §2.5 and §2.6.
 */
/**
 * External dependencies
 */
import {
	ShopAjaxError,
	shopperMessage,
	type GatewayConfig,
	type PaymentContext,
	type ProductLine,
} from '@vitrine/store';

/**
 * Internal dependencies
 */
import { failureMessage } from '../rules/errors';
import type { OnClickActions } from '../sdk-types';
import { REDIRECT_DELAY_MS } from '../rules/timing';
import { cleanReturnHash, hasReturnParams, isResumeFlow } from '../rules/url';

/** The cart lines an attempt put in (change_cart's purchase units, §3.6). */
export type AddedUnits = Array< {
	items?: Array< { cart_item_key?: string } >;
} >;

/** Callbacks handed to the provider's Buttons (typed by the provider). */
export type { ButtonCallbacks } from '../sdk-types';

/** onClick's data as far as the flows read it (the provider passes more). */
export type ClickData = { fundingSource?: string } | undefined;

/** onClick's actions (tests and retries may pass fewer). */
export type ClickActions = Partial< OnClickActions > | undefined;

/** The payment store's actions and thunks a flow uses. */
export interface FlowStore {
	startPayment: ( fundingSource: string ) => unknown;
	resetPayment: () => unknown;
	failPayment: ( message: string ) => unknown;
	createOrder: ( request: {
		context: PaymentContext;
		fundingSource: string;
		products?: ProductLine[];
	} ) => Promise< { id: string; units: AddedUnits } >;
	approveOrder: (
		orderId: string,
		fundingSource: string
	) => Promise< string >;
	approveSubscription: (
		orderId: string,
		subscriptionId: string,
		products?: ProductLine[]
	) => Promise< string >;
	refreshCart: () => Promise< unknown >;
	removeCartLines: ( units: AddedUnits ) => Promise< unknown >;
	getConfig: () => GatewayConfig;
	getFundingSource: () => string | null;
}

/** The page a flow acts on. */
export interface FlowPage {
	showError: ( message: string ) => void;
	clearError: () => void;
	redirect: ( url: string ) => void;
	wait: ( ms: number ) => Promise< void >;
	getHash: () => string;
	replaceHash: ( hash: string ) => void;
	/** §4.9: buttons of this wrapper load again (resume flow on error). */
	reloadButtons: () => void;
}

/** What a context tells its flow. */
export interface FlowOptions {
	context: PaymentContext;
	/** Product page: the form's lines (§3.6). */
	products?: () => ProductLine[];
	/** §3.11 productType ('' off product pages). */
	productType?: string;
	/** §4.4: whether the wrapper takes clicks now. */
	isEnabled: () => boolean;
	/** §4.4: a click on a disabled wrapper (the product form submits). */
	onDisabledClick?: () => void;
}

/** The flow's memory of one attempt. */
export interface Attempt {
	fundingSource: string;
	units: AddedUnits;
	serverMessage: string | null;
	/**
	 * A provider order the payer approved whose approve_order failed for a
	 * passing reason: the next click completes it instead of a new pop-up.
	 */
	approved: string | null;
}

/**
 * Whether approve_order failed for a passing reason — the provider or the
 * network did not answer (5xx, 429, no answer at all) — so the same
 * provider order may be approved again. The payer approved it already; a
 * restarted pop-up would get the same order back (same request id) and
 * could not approve it a second time. A refusal the shopper can act on
 * (§8.2 code 100, e.g. declined) or a definitive 4xx needs a new pop-up.
 *
 * @param error What approveOrder threw.
 */
export function isPassingFailure( error: unknown ): boolean {
	if ( ! ( error instanceof ShopAjaxError ) ) {
		return false;
	}
	if ( error.kind === 'network' ) {
		return true;
	}
	return error.status === 429 || error.status >= 500;
}

/**
 * The steps every flow shares.
 *
 * @param store   Bound store.
 * @param page    The page.
 * @param options The context's options.
 */
export function commonSteps(
	store: FlowStore,
	page: FlowPage,
	options: FlowOptions
) {
	const attempt: Attempt = {
		fundingSource: 'paypal',
		units: [],
		serverMessage: null,
		approved: null,
	};

	/** §2.5: the provider's hash parameters leave the URL, the others stay. */
	const cleanHash = () => {
		const hash = page.getHash();
		if ( hasReturnParams( hash ) ) {
			page.replaceHash( cleanReturnHash( hash ) );
		}
	};

	/**
	 * §8.2: the generic error (booking products: the server's message).
	 * §4.9: in a resume flow the hash is cleaned and the buttons reload.
	 *
	 * @param restart The SDK's restart, when the flow may restart.
	 */
	const fail = ( restart?: () => unknown ): void => {
		const config = store.getConfig();
		const message = failureMessage( {
			generic: config.labels?.error?.generic ?? '',
			productType: options.productType ?? '',
			serverMessage: attempt.serverMessage,
		} );
		store.failPayment( message );
		page.showError( message );
		if ( isResumeFlow( page.getHash() ) ) {
			// App-switch does not combine with restart() (payments-reference).
			cleanHash();
			page.reloadButtons();
			return;
		}
		restart?.();
	};

	/**
	 * Remembers a failed call's message for §8.2's booking rule: the
	 * server's refusal (or the network failure) as the client says it, never
	 * §5.4's text of an empty one.
	 *
	 * @param error What the thunk threw.
	 */
	const remember = ( error: unknown ) => {
		attempt.serverMessage = shopperMessage( error, '' ) || null;
		return error;
	};

	/**
	 * After approve_order failed: keeps the approved provider order when the
	 * failure was passing (isPassingFailure), forgets it otherwise.
	 *
	 * @param orderId The provider order the payer approved.
	 * @param error   What approveOrder threw.
	 * @return Whether the next click completes it (then no restart).
	 */
	const keepApproved = ( orderId: string, error: unknown ): boolean => {
		attempt.approved = isPassingFailure( error ) ? orderId : null;
		return attempt.approved !== null;
	};

	return {
		attempt,
		cleanHash,
		fail,
		remember,
		keepApproved,
		/**
		 * The click after a passing approval failure: the pop-up stays shut
		 * (the payer approved already) and approve_order runs again for the
		 * same provider order; success goes on (§2.6), a failure shows again.
		 *
		 * @param actions The SDK's { resolve, reject }.
		 * @param approve approve_order for the kept order.
		 * @return The SDK's reject (undefined without one), or null when nothing is kept.
		 */
		completeApproved(
			actions: ClickActions,
			approve: ( orderId: string ) => Promise< void >
		): Promise< void > | undefined | null {
			const orderId = attempt.approved;
			if ( ! orderId || ! options.isEnabled() ) {
				return null;
			}
			attempt.serverMessage = null;
			page.clearError();
			store.resetPayment();
			store.startPayment( attempt.fundingSource );
			void approve( orderId );
			return actions?.reject?.();
		},
		/**
		 * §4.4: a disabled wrapper refuses the click (and may submit the
		 * product form); otherwise the payment starts.
		 *
		 * @param data    The SDK's click data ({ fundingSource }).
		 * @param actions The SDK's { resolve, reject }.
		 */
		onClick( data: ClickData, actions: ClickActions ) {
			if ( ! options.isEnabled() ) {
				options.onDisabledClick?.();
				return actions?.reject?.();
			}
			attempt.fundingSource = data?.fundingSource || 'paypal';
			attempt.serverMessage = null;
			page.clearError();
			store.resetPayment();
			store.startPayment( attempt.fundingSource );
			return actions?.resolve?.();
		},
		/** §4.6: cancel on the product page; elsewhere back to idle. */
		async onCancel() {
			store.resetPayment();
			cleanHash();
			if ( ! options.products ) {
				return;
			}
			try {
				if (
					options.productType === 'booking' &&
					attempt.units.length
				) {
					await store.removeCartLines( attempt.units );
				} else {
					await store.refreshCart();
				}
			} catch {
				// The cart view stays as it was; the next page load is right.
			}
		},
		/**
		 * §4.9 button error (a failed create, a broken pop-up): the error shows.
		 */
		onError() {
			fail();
		},
		/**
		 * §2.6: after approval, go on after 200 ms.
		 *
		 * @param url order_received_url or the configured redirect.
		 */
		async finish( url: string ) {
			cleanHash();
			await page.wait( REDIRECT_DELAY_MS );
			page.redirect( url );
		},
	};
}
