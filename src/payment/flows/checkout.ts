/**
 * The checkout and pay-now flow (§4.7, §4.9, §5.2, §5.3, §8.2): the click
 * validates before the pop-up may open (answered with the SDK's
 * actions.resolve() / actions.reject()), createOrder sends the form and
 * the chosen method, onApprove captures through approve_order and goes on
 * to the order-received page. Nothing here touches the form's values: on
 * any failure the shopper's input stays as typed.
 */
/**
 * External dependencies
 */
import { shopperMessage, type PaymentContext } from '@vitrine/store';

/**
 * Internal dependencies
 */
import {
	validatesEarly,
	validationErrors,
	type ValidationFailure,
} from '../rules/early-validation';
import { isResumeFlow } from '../rules/url';
import {
	basicValidationMessages,
	type RequiredField,
	type ValidationMessage,
} from '../rules/validation';
import {
	savesWalletForFreeTrial,
	startWalletVault,
} from '../subscriptions/free-trial';
import { gatewayFor, needsVaultOnlyFlow } from './checkout-click';
import {
	approvalFailure,
	createFailureLines,
	CreateOrderError,
	htmlLines,
	isCreateOrderError,
	type CallFailure,
} from './checkout-errors';
import {
	commonSteps,
	type ButtonCallbacks,
	type ClickActions,
	type ClickData,
	type FlowPage,
	type FlowStore,
} from './common';

/** The store as the checkout flow uses it. */
export interface CheckoutFlowStore extends FlowStore {
	createOrder: ( request: {
		context: PaymentContext;
		fundingSource: string;
		checkout?: {
			payment_method: string;
			order_id?: number;
			order_key?: string;
			form_encoded?: string;
			form?: Record< string, string >;
			createaccount?: boolean;
			save_payment_method?: boolean;
		};
	} ) => Promise< { id: string; units: []; customId?: string } >;
	validateCheckout: ( formEncoded: string ) => Promise< void >;
	saveCheckoutForm: ( formEncoded: string ) => Promise< void >;
	/** §7.2 vault_paypal: the free-trial wallet's approve link. */
	vaultPaypal: ( returnUrl: string ) => Promise< { approve_link: string } >;
}

/** The checkout form as the flow reads and marks it. */
export interface CheckoutForm {
	/** §2.7 hidden input ppcp-funding-source. */
	setFundingSource: ( source: string ) => void;
	/** §2.7 hidden input ppcp-resume-order (data.custom_id). */
	setResumeOrder: ( customId: string ) => void;
	/** §5.2: the visible required fields after the validate event. */
	requiredFields: () => RequiredField[];
	encoded: () => string;
	billing: () => Record< string, string >;
	chosenMethod: () => string;
	createAccount: () => boolean | undefined;
	saveMethod: () => boolean;
	/** Errors as a list at the top of the form (text only). */
	showList: ( lines: Array< ValidationMessage | string > ) => void;
	clearList: () => void;
	/** §5.3: the checkout_error event. */
	checkoutError: () => void;
	/** §8.2: update_checkout when the server says refresh. */
	refresh: () => void;
	/** §4.9: the spinner over the form. */
	block: () => void;
	unblock: () => void;
	log: ( message: string ) => void;
	/** The page's URL without its hash (the free-trial wallet's return_url). */
	returnUrl: () => string;
}

/** What a context tells the flow. */
export interface CheckoutFlowOptions {
	context: Extract< PaymentContext, 'checkout' | 'pay-now' >;
	isEnabled: () => boolean;
	/** Pay-now: the order's id and key. */
	order?: { id: number; key: string };
}

/**
 * The fields of a thunk's failure (a ShopAjaxError, or anything else).
 *
 * @param error Thrown value.
 */
function failureOf( error: unknown ): CallFailure & ValidationFailure {
	if ( ! error || typeof error !== 'object' ) {
		return {};
	}
	return error as CallFailure;
}

/**
 * The callbacks of one wrapper on checkout or pay-now.
 *
 * @param store   Bound store.
 * @param page    The page (notices, hash, redirect).
 * @param form    The checkout form.
 * @param options The context's options.
 */
export function checkoutFlow(
	store: CheckoutFlowStore,
	page: FlowPage,
	form: CheckoutForm,
	options: CheckoutFlowOptions
) {
	const steps = commonSteps( store, page, options );
	const generic = () => store.getConfig().labels?.error?.generic ?? '';
	let createFailed = false;

	/**
	 * Stops a click: nothing opens, the payment is idle again.
	 *
	 * @param actions        The SDK's click actions.
	 * @param actions.reject Refuses the click.
	 */
	const refuse = ( actions: ClickActions ) => {
		store.resetPayment();
		return actions?.reject?.();
	};

	/**
	 * §7.2 approve_order; §4.9 / §8.2 on failure; §2.6 on success. After a
	 * passing failure (the provider or the network did not answer) there is
	 * no restart: the next click approves the same provider order again.
	 *
	 * @param orderId Provider order id.
	 * @param restart The SDK's restart (not after a click's retry).
	 */
	const approve = async ( orderId: string, restart?: () => unknown ) => {
		let url: string;
		try {
			url = await store.approveOrder(
				orderId,
				steps.attempt.fundingSource
			);
		} catch ( error ) {
			form.unblock();
			const outcome = approvalFailure( failureOf( error ), generic() );
			store.failPayment( outcome.message );
			form.showList( [ outcome.message ] );
			const kept = steps.keepApproved( orderId, error );
			if ( isResumeFlow( page.getHash() ) ) {
				// §4.9: app switch does not combine with restart().
				steps.cleanHash();
				page.reloadButtons();
				return;
			}
			if ( outcome.restart && ! kept ) {
				restart?.();
			}
			return;
		}
		steps.attempt.approved = null;
		await steps.finish( url );
	};

	return {
		onCancel: () => {
			form.unblock();
			return steps.onCancel();
		},
		onError( error: unknown ) {
			form.unblock();
			// §4.9: a create failure has shown its own lines already.
			if ( createFailed || isCreateOrderError( error ) ) {
				createFailed = false;
				return;
			}
			const message = generic();
			store.failPayment( message );
			form.showList( [ message ] );
			if ( isResumeFlow( page.getHash() ) ) {
				// §4.9: the hash is cleaned and the buttons reload.
				steps.cleanHash();
				page.reloadButtons();
			}
		},

		/**
		 * §4.7: record the source, §5.2 basic validation, the vault-only
		 * branch, save_checkout_form, then §5.3 early validation; the pop-up
		 * opens only on resolve().
		 *
		 * @param data    { fundingSource }.
		 * @param actions { resolve, reject }.
		 */
		async onClick( data: ClickData, actions: ClickActions ) {
			if ( ! options.isEnabled() ) {
				return refuse( actions );
			}
			const retried = steps.completeApproved( actions, ( id ) => {
				form.clearList();
				form.block();
				return approve( id );
			} );
			if ( retried !== null ) {
				return retried;
			}
			const source = data?.fundingSource || 'paypal';
			form.setFundingSource( source );
			steps.onClick( data, {} );
			form.clearList();
			createFailed = false;
			const config = store.getConfig();
			if ( config.basic_checkout_validation_enabled ) {
				const messages = basicValidationMessages(
					form.requiredFields(),
					config.labels
				);
				if ( messages.length ) {
					form.showList( messages );
					return refuse( actions );
				}
			}
			if (
				savesWalletForFreeTrial( config, source ) ||
				needsVaultOnlyFlow( config, source )
			) {
				// §4.7 step 3: nothing is paid now; the wallet is saved through its approve link (§2.6).
				refuse( actions );
				await startWalletVault( {
					saveForm: () => store.saveCheckoutForm( form.encoded() ),
					validate: () => store.validateCheckout( form.encoded() ),
					vault: ( url ) => store.vaultPaypal( url ),
					returnUrl: form.returnUrl(),
					navigate: ( url ) => page.redirect( url ),
					block: () => form.block(),
					unblock: () => form.unblock(),
					showError: ( message ) => form.showList( [ message ] ),
					messageOf: ( error ) => shopperMessage( error, generic() ),
				} );
				return undefined;
			}
			if ( options.context === 'checkout' ) {
				store
					.saveCheckoutForm( form.encoded() )
					.catch( ( error: unknown ) =>
						form.log(
							`save_checkout_form: ${
								error instanceof Error
									? error.message
									: String( error )
							}`
						)
					);
			}
			if (
				validatesEarly(
					config.early_checkout_validation_enabled,
					options.context
				)
			) {
				try {
					await store.validateCheckout( form.encoded() );
				} catch ( error ) {
					form.showList(
						validationErrors( failureOf( error ), generic() )
					);
					form.checkoutError();
					return refuse( actions );
				}
			}
			return actions?.resolve?.();
		},

		/**
		 * §7.2 create_order with the checkout's fields; §8.2 on failure.
		 *
		 * @param data { paymentSource }.
		 */
		async createOrder( data: { paymentSource?: string } | undefined ) {
			const source =
				data?.paymentSource || steps.attempt.fundingSource || 'paypal';
			const method = gatewayFor( form.chosenMethod(), source );
			form.block();
			try {
				const order = await store.createOrder( {
					context: options.context,
					fundingSource: source,
					checkout:
						options.context === 'pay-now'
							? {
									payment_method: method,
									order_id: options.order?.id,
									order_key: options.order?.key,
							  }
							: {
									payment_method: method,
									form_encoded: form.encoded(),
									form: form.billing(),
									createaccount: form.createAccount(),
									save_payment_method: form.saveMethod(),
							  },
				} );
				if ( order.customId ) {
					form.setResumeOrder( order.customId );
				}
				return order.id;
			} catch ( error ) {
				form.unblock();
				const failure = failureOf( error );
				const shown = createFailureLines( failure, generic() );
				const lines = shown.html
					? htmlLines( shown.html )
					: shown.lines;
				form.showList( lines.length ? lines : [ generic() ] );
				if ( failure.refresh ) {
					form.refresh();
				}
				store.failPayment( lines[ 0 ] || generic() );
				createFailed = true;
				throw new CreateOrderError( lines[ 0 ] || generic() );
			}
		},

		/**
		 * §7.2 approve_order; §4.9 / §8.2 on failure; §2.6 on success.
		 *
		 * @param data            The SDK's approval data.
		 * @param data.orderID    Provider order id.
		 * @param actions         The SDK's actions.
		 * @param actions.restart Restarts the provider flow.
		 */
		async onApprove(
			data: { orderID: string },
			actions: { restart?: () => unknown }
		) {
			await approve( data.orderID, actions?.restart );
		},
	} satisfies ButtonCallbacks;
}
